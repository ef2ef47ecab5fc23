import { describe, expect, it } from 'vitest';
import * as envEmptyName from '../../../src/rules/agent/env-empty-name.js';
import * as tokenBudgetConvention from '../../../src/rules/agent/token-budget-convention.js';
import { at, findings } from './helpers.js';

describe('env-empty-name', () => {
  const rules = [envEmptyName];
  it('rejects env("A=B") and a NUL in the name, which no variable can have (issue 14)', () => {
    const src = 'provider "a" {\n  api_key = env("A=B")\n  token = env("A\\u0000B")\n  ok = env("A_B")\n}\n';
    expect(findings(src, 'env-empty-name', rules)).toEqual([
      {
        ruleId: 'env-empty-name',
        severity: 'error',
        message:
          'provider "a": api_key = env(...) can never resolve (no environment variable name contains "="), so loading fails on every machine; name the variable, e.g. env("API_KEY")',
        range: at(src, 'api_key = env("A=B")'),
      },
      {
        ruleId: 'env-empty-name',
        severity: 'error',
        message:
          'provider "a": token = env(...) can never resolve (no environment variable name contains a NUL), so loading fails on every machine; name the variable, e.g. env("API_KEY")',
        range: at(src, 'token = env("A\\u0000B")'),
      },
    ]);
  });

  it('rejects env("") at any depth, pointing at the attribute or item', () => {
    const src = 'provider "a" {\n  api_key = env("")\n  auth = {\n    token = env("")\n  }\n  list = ["x", env("")]\n}\n';
    expect(findings(src, 'env-empty-name', rules)).toEqual([
      {
        ruleId: 'env-empty-name',
        severity: 'error',
        message:
          'provider "a": api_key = env("") can never resolve (no environment variable has an empty name), so loading fails on every machine; name the variable, e.g. env("API_KEY")',
        range: at(src, 'api_key = env("")'),
      },
      {
        ruleId: 'env-empty-name',
        severity: 'error',
        message:
          'provider "a": auth.token = env("") can never resolve (no environment variable has an empty name), so loading fails on every machine; name the variable, e.g. env("API_KEY")',
        range: at(src, 'token = env("")'),
      },
      {
        ruleId: 'env-empty-name',
        severity: 'error',
        message:
          'provider "a": list[1] = env("") can never resolve (no environment variable has an empty name), so loading fails on every machine; name the variable, e.g. env("API_KEY")',
        range: at(src, 'env("")', 3),
      },
    ]);
  });
  it('accepts named variables, quoted or in a heredoc', () => {
    expect(findings('provider "a" {\n  api_key = env("KEY")\n  token = env(<<EOT\nKEY\nEOT\n  )\n}\n', 'env-empty-name', rules)).toEqual([]);
  });

  it('reads a heredoc name as a quoted one: an empty heredoc names no variable', () => {
    const src = 'provider "a" {\n  api_key = env(<<EOT\nEOT\n  )\n}\n';
    expect(findings(src, 'env-empty-name', rules).map((f) => [f.message, f.range])).toEqual([
      [
        'provider "a": api_key = env("") can never resolve (no environment variable has an empty name), so loading fails on every machine; name the variable, e.g. env("API_KEY")',
        at(src, 'api_key = env(<<EOT\nEOT\n  )'),
      ],
    ]);
  });
});

describe('token-budget-convention', () => {
  const rules = [tokenBudgetConvention];
  it('warns about a token_budget that is not a positive integer', () => {
    const src = 'provider "a" {\n  token_budget = 0\n}\nprovider "b" {\n  token_budget = 1500.5\n}\n';
    expect(findings(src, 'token-budget-convention', rules)).toEqual([
      {
        ruleId: 'token-budget-convention',
        severity: 'warning',
        message: 'provider "a": token_budget = 0 is not a positive whole number of tokens; write one',
        notes: ['token_budget is reserved: a positive integer number of tokens'],
        range: at(src, '0'),
      },
      {
        ruleId: 'token-budget-convention',
        severity: 'warning',
        message: 'provider "b": token_budget = 1500.5 is not a positive whole number of tokens; write one',
        notes: ['token_budget is reserved: a positive integer number of tokens'],
        range: at(src, '1500.5'),
      },
    ]);
  });
  it('accepts positive integers and leaves strings and env() to the schema checks', () => {
    const src = 'provider "a" {\n  token_budget = 4000\n}\nprovider "b" {\n  token_budget = "4000"\n}\nprovider "c" {\n  token_budget = env("BUDGET")\n}\n';
    expect(findings(src, 'token-budget-convention', rules)).toEqual([]);
  });
});
