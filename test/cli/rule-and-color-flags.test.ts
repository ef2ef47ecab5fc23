// --rule ID=SEVERITY (repeatable, over the linter config) and --color/--no-color (over the
// environment), through the CLI.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES, runCli } from './run-cli.js';
import { tempDir } from '../support/temp-dir.js';

const ids = (stdout: string): string[] =>
  stdout
    .split('\n')
    .filter(Boolean)
    .map((l) => `${l.slice(l.indexOf(': ') + 2, l.indexOf(': ', l.indexOf(': ') + 2))} ${l.slice(l.lastIndexOf('[') + 1, -1)}`);

describe('--rule', () => {
  it('sets severities, repeatably, and turns rules off', () => {
    const base = runCli(['--no-plugins', '-f', 'compact', '--', 'warnings.hcl']);
    expect([base.status, ids(base.stdout)]).toEqual([0, ['warning lock-file-missing', 'warning policy-ask-downgraded', 'warning policy-empty-match']]);
    const r = runCli([
      '--no-plugins',
      '-f',
      'compact',
      '--rule',
      'policy-empty-match=error',
      '--rule',
      'policy-ask-downgraded=off',
      '--rule',
      'lock-file-missing=off',
      '--',
      'warnings.hcl',
    ]);
    expect([r.status, ids(r.stdout)]).toEqual([1, ['error policy-empty-match']]);
  });

  it('wins over the linter config, and the last --rule for an id wins', () => {
    const dir = tempDir('harness-lint-rule-');
    const config = join(dir, 'lintrc.json');
    writeFileSync(config, JSON.stringify({ rules: { 'policy-empty-match': 'off', 'policy-ask-downgraded': 'error' } }));
    const r = runCli([
      '--no-plugins',
      '-f',
      'compact',
      '--config',
      config,
      '--rule',
      'policy-empty-match=off',
      '--rule',
      'policy-empty-match=warning',
      '--',
      'warnings.hcl',
    ]);
    expect([r.status, ids(r.stdout)]).toEqual([1, ['warning lock-file-missing', 'error policy-ask-downgraded', 'warning policy-empty-match']]);
  });

  it('enables an opt-in rule by naming it', () => {
    const dir = tempDir('harness-lint-rule-');
    writeFileSync(
      join(dir, 'agent.hcl'),
      'required_providers {\n  p = { source = "github.com/acme/provider-p", version = "1.0.0" }\n}\nprovider "p" {\n  api_key = env("HARNESS_LINT_TEST_UNSET_VARIABLE")\n}\n',
    );
    const args = ['--no-plugins', '-f', 'compact', '--rule', 'lock-file-missing=off'];
    expect(runCli([...args, '--', 'agent.hcl'], { cwd: dir }).stdout).toBe('');
    expect(ids(runCli([...args, '--rule', 'env-var-unset=error', '--', 'agent.hcl'], { cwd: dir }).stdout)).toEqual(['error env-var-unset']);
  });

  it('takes a group as --list-rules shows it, or an id prefix ending in *; an exact id wins over either, in any order', () => {
    const run = (...rules: string[]) => {
      const r = runCli(['--no-plugins', '-f', 'compact', ...rules.flatMap((rule) => ['--rule', rule]), '--', 'warnings.hcl']);
      return [r.status, ids(r.stdout)];
    };
    expect(run('policy-*=off')).toEqual([0, ['warning lock-file-missing']]);
    expect(run('cross-file=off', 'agent=error')).toEqual([1, ['error policy-ask-downgraded', 'error policy-empty-match']]);
    expect(run('policy-empty-match=warning', 'policy-*=error')).toEqual([
      1,
      ['warning lock-file-missing', 'error policy-ask-downgraded', 'warning policy-empty-match'],
    ]);
    expect(run('policy-*=error', 'policy-empty-match=warning')).toEqual(run('policy-empty-match=warning', 'policy-*=error'));
  });

  it('groups and prefixes in the linter config, under --rule', () => {
    const dir = tempDir('harness-lint-rule-');
    const config = join(dir, 'lintrc.json');
    writeFileSync(config, JSON.stringify({ rules: { 'policy-*': 'error', 'cross-file': 'off', 'policy-empty-match': 'warning' } }));
    const r = runCli(['--no-plugins', '-f', 'compact', '--config', config, '--', 'warnings.hcl']);
    expect([r.status, ids(r.stdout)]).toEqual([1, ['error policy-ask-downgraded', 'warning policy-empty-match']]);
    const flags = runCli(['--no-plugins', '-f', 'compact', '--config', config, '--rule', 'policy-*=off', '--', 'warnings.hcl']);
    expect([flags.status, ids(flags.stdout)]).toEqual([0, []]);
    writeFileSync(config, JSON.stringify({ rules: { 'nothing-*': 'off', 'hcl-*': 'off' } }));
    const bad = runCli(['--no-plugins', '--config', config, '--', 'warnings.hcl']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('"nothing-*" in "rules" matches no rule whose severity can be set; see --list-rules');
    expect(bad.stderr).not.toContain('hcl-*');
  });

  it.each([
    ['polcy-empty-match=off', 'unknown rule id or group "polcy-empty-match"; did you mean "policy-empty-match"? (see --help)\n'],
    ['zzzz=off', 'unknown rule id or group "zzzz"; --list-rules shows them all.'],
    ['zzzz-*=off', '"zzzz-*" matches no rule whose severity can be set; --list-rules shows them all.'],
    ['hcl-syntax*=off', '"hcl-syntax*" matches no rule whose severity can be set; --list-rules shows them all.'],
    ['policy-empty-match=err', 'expected policy-empty-match=off, policy-empty-match=warning or policy-empty-match=error.'],
    ['policy-empty-match', 'expected policy-empty-match=off, policy-empty-match=warning or policy-empty-match=error.'],
  ])('refuses %s with exit 2', (value, why) => {
    const r = runCli(['--no-plugins', '--rule', value, '--', 'warnings.hcl']);
    expect([r.status, r.stdout]).toEqual([2, '']);
    expect(r.stderr).toContain(why);
  });
});

describe('--color, --no-color', () => {
  const ESC = '\u001b[';
  it('--color colours a pipe, even with NO_COLOR or FORCE_COLOR=0', () => {
    for (const env of [{}, { NO_COLOR: '1' }, { FORCE_COLOR: '0' }] as Record<string, string>[])
      expect(runCli(['--no-plugins', '--color', '--', 'warnings.hcl'], { env }).stdout).toContain(ESC);
  });

  it('--no-color never colours, even with FORCE_COLOR=1', () => {
    const r = runCli(['--no-plugins', '--no-color', '--', 'warnings.hcl'], { env: { FORCE_COLOR: '1' } });
    expect(r.stdout).toContain('policy-empty-match');
    expect(r.stdout).not.toContain(ESC);
    expect(runCli(['--no-plugins', '--', 'warnings.hcl'], { env: { FORCE_COLOR: '1' } }).stdout).toContain(ESC);
  });

  it('--color never colours a machine format or a report file', () => {
    expect(runCli(['--no-plugins', '--color', '-f', 'json', '--', join(FIXTURES, 'warnings.hcl')]).stdout).not.toContain(ESC);
  });
});
