import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { LinterConfigError, validateLinterConfig } from '../../src/host/linter-config/index.js';

const KNOWN = ['policy-conflict', 'numeric-range', 'env-var-unset', 'dev-override-binary', 'hcl-syntax'];
const options = { knownRuleIds: KNOWN, configDir: '/proj', displayPath: '.harness-lintrc' };

function problems(data: unknown): readonly string[] {
  try {
    validateLinterConfig(data, options);
  } catch (err) {
    expect(err).toBeInstanceOf(LinterConfigError);
    return (err as LinterConfigError).problems;
  }
  throw new Error('expected the config to be rejected');
}

describe('validateLinterConfig', () => {
  it('accepts every setting', () => {
    expect(
      validateLinterConfig(
        {
          $schema: './node_modules/harness-lint/schema/harness-lintrc.schema.json',
          rules: { 'env-var-unset': 'warning', 'dev-override-binary': 'error', 'numeric-range': 'off' },
          pluginTimeout: 5000,
          cacheDir: '/var/cache/agent',
        },
        options,
      ),
    ).toEqual({
      rules: { 'env-var-unset': 'warning', 'dev-override-binary': 'error', 'numeric-range': 'off' },
      pluginTimeout: 5000,
      cacheDir: '/var/cache/agent',
    });
  });

  it('expands groups and prefixes to ids: an exact id wins in any order, syntax errors are left out', () => {
    const ruleGroups = new Map([
      ['policy-conflict', 'agent'],
      ['numeric-range', 'agent'],
      ['env-var-unset', 'env'],
      ['dev-override-binary', 'env'],
      ['hcl-syntax', 'hcl'],
    ]);
    const validate = (rules: Record<string, string>) => validateLinterConfig({ rules }, { ...options, ruleGroups }).rules;
    expect(validate({ 'policy-conflict': 'warning', agent: 'off', env: 'error' })).toEqual({
      'policy-conflict': 'warning',
      'numeric-range': 'off',
      'env-var-unset': 'error',
      'dev-override-binary': 'error',
    });
    expect(validate({ 'dev-*': 'warning', '*': 'off' })).toEqual({
      'policy-conflict': 'off',
      'numeric-range': 'off',
      'env-var-unset': 'off',
      'dev-override-binary': 'off',
    });
    expect(() => validate({ hcl: 'off' })).toThrow('"hcl" in "rules" matches no rule whose severity can be set; see --list-rules');
    expect(() => validate({ 'no-*': 'off' })).toThrow('"no-*" in "rules" matches no rule whose severity can be set; see --list-rules');
    // Without groups, a group name is no rule.
    expect(problems({ rules: { agent: 'off' } })).toEqual(['unknown rule id "agent" in "rules"']);
  });

  it('accepts an empty object', () => {
    expect(validateLinterConfig({}, options)).toEqual({ rules: {} });
  });

  it.each([
    [[], ['the config must be an object, not a list']],
    ['rules', ['the config must be an object, not a string']],
    [{ rules: ['policy-conflict'] }, ['"rules" must map rule ids to "off", "warning" or "error", not a list']],
    [{ rules: { 'numeric-range': 2 } }, ['rule "numeric-range" is set to a number; use "off", "warning" or "error"']],
    [
      { rules: { 'numeric-range': 'Error' } },
      ['rule "numeric-range" is set to a string that is no severity; use "off", "warning" or "error"; did you mean "error"?'],
    ],
    [{ pluginTimeout: '10s' }, ['"pluginTimeout" must be a whole number of milliseconds, not a string']],
    [{ pluginTimeout: 1.5 }, ['"pluginTimeout" must be a whole number of milliseconds, not a fraction']],
    [{ pluginTimeout: 0 }, ['"pluginTimeout" must be between 1 and 600000 milliseconds']],
    // Non-finite numbers (1e400 in JSON, .inf or .nan in YAML) are named, not turned into null as JSON would.
    [{ pluginTimeout: Infinity }, ['"pluginTimeout" must be a whole number of milliseconds, not Infinity']],
    [{ pluginTimeout: NaN }, ['"pluginTimeout" must be a whole number of milliseconds, not NaN']],
    [{ rules: { 'numeric-range': -Infinity } }, ['rule "numeric-range" is set to -Infinity; use "off", "warning" or "error"']],
    [{ cacheDir: '' }, ['"cacheDir" must be a non-empty path, not an empty string']],
    [{ cacheDir: 7 }, ['"cacheDir" must be a non-empty path, not a number']],
    [{ rules: { 'hcl-syntax': 'warning' } }, ['rule "hcl-syntax" is a syntax error and cannot be turned off or downgraded; remove it from "rules"']],
    [{ rules: { 'nope-not-a-rule': 'off' } }, ['unknown rule id "nope-not-a-rule" in "rules"']],
    [{ plugin_timeout: 5 }, ['unknown setting "plugin_timeout"; did you mean "pluginTimeout"? (allowed: rules, pluginTimeout, cacheDir, ignorePatterns)']],
  ])('rejects %j', (data, expected) => {
    expect(problems(data)).toEqual(expected);
  });

  it('formats one problem on one line and several as a list', () => {
    expect(new LinterConfigError('a.json', ['x']).message).toBe('invalid linter config a.json: x');
    expect(new LinterConfigError('a.json', ['x', 'y']).message).toBe('invalid linter config a.json:\n  - x\n  - y');
  });
});

describe('the schema file', () => {
  const schema = JSON.parse(readFileSync(fileURLToPath(new URL('../../schema/harness-lintrc.schema.json', import.meta.url)), 'utf8'));

  it('is draft-07 and describes every setting and listed rule (for editor completion)', () => {
    expect(schema.$schema).toBe('http://json-schema.org/draft-07/schema#');
    for (const [name, prop] of Object.entries<{ description?: string }>(schema.properties)) expect(prop.description, name).toBeTruthy();
    const rules = Object.entries<{ description?: string }>(schema.properties.rules.properties);
    expect(rules.length).toBeGreaterThan(70);
    for (const [id, prop] of rules) {
      expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(prop.description, id).toBeTruthy();
    }
  });

  it('is a valid draft-07 schema (the linter compiles it without checking)', () => {
    const ajv = new Ajv({ allErrors: true, strict: true });
    expect(ajv.validateSchema(schema), JSON.stringify(ajv.errors)).toBe(true);
    expect(() => ajv.compile(schema)).not.toThrow();
  });

  it('accepts and rejects the same configs whole as the linter does', () => {
    const full = new Ajv({ allErrors: true }).compile(schema);
    expect(full({ rules: { 'policy-conflict': 'warning', 'made-up': 'off' }, pluginTimeout: 10 })).toBe(true);
    expect(full({ rules: { 'hcl-syntax': 'off' } })).toBe(false);
    expect(full({ rules: { 'policy-conflict': 'warn' } })).toBe(false);
    expect(problems({ rules: { 'hcl-syntax': 'off' } })).toHaveLength(1);
    expect(problems({ rules: { 'policy-conflict': 'warn' } })).toHaveLength(1);
  });

  it('lists the opt-in and linter rules', () => {
    for (const id of ['env-var-unset', 'dev-override-binary', 'unused-suppression', 'invalid-suppression', 'plugin-launch-failed', 'policy-conflict']) {
      expect(Object.keys(schema.properties.rules.properties)).toContain(id);
    }
  });
});
