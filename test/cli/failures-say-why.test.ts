// Every failure says why (issue 15 part 2), through the CLI: a run that fails on warnings says
// so, a file named twice is linted once, and an empty default_frontend gets its own message.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES, runCli } from './run-cli.js';

const WHY = 'harness-lint: 2 warnings, more than --max-warnings 1';

describe('--max-warnings exceeded', () => {
  it.each(['stylish', 'compact'])('%s: the last line of stdout says so, stderr stays empty', (format) => {
    const r = runCli(['--no-plugins', '--max-warnings', '1', '-f', format, '--', 'warnings.hcl']);
    expect(r.status).toBe(1);
    expect(r.stdout.endsWith(`\n${WHY}\n`)).toBe(true);
    expect(r.stderr).toBe('');
  });

  it.each(['json', 'sarif'])('%s: stdout stays one document, stderr says so', (format) => {
    const r = runCli(['--no-plugins', '--max-warnings', '1', '-f', format, '--', 'warnings.hcl']);
    expect(r.status).toBe(1);
    expect(() => JSON.parse(r.stdout)).not.toThrow();
    expect(r.stderr).toBe(`${WHY}\n`);
  });

  it('github: a file-less ::error:: line, so the failed job says why, and stderr too', () => {
    const r = runCli(['--no-plugins', '--max-warnings', '1', '-f', 'github', '--', 'warnings.hcl']);
    expect(r.status).toBe(1);
    expect(r.stdout.split('\n').filter((l) => l.startsWith('::error'))).toEqual([`::error::${WHY}`]);
    expect(r.stderr).toBe(`${WHY}\n`);
  });

  it('a format written to a file: stderr says so', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'harness-lint-why-')), 'lint.json');
    const r = runCli(['--no-plugins', '--max-warnings', '1', '-f', `json=${out}`, '--', 'warnings.hcl']);
    expect([r.status, r.stdout, r.stderr]).toEqual([1, '', `${WHY}\n`]);
  });

  it('within the limit: exit 0 and no such line', () => {
    const r = runCli(['--no-plugins', '--max-warnings', '2', '-f', 'compact', '--', 'warnings.hcl']);
    expect(r.status).toBe(0);
    expect(r.stdout).not.toContain('--max-warnings');
  });
});

describe('the same file named twice', () => {
  it('is linted once, shown as first named', () => {
    const once = runCli(['--no-plugins', '-f', 'compact', '--', 'warnings.hcl']);
    const thrice = runCli(['--no-plugins', '-f', 'compact', '--', 'warnings.hcl', './warnings.hcl', join(FIXTURES, 'warnings.hcl')]);
    expect(once.stdout.split('\n').filter(Boolean)).toHaveLength(2);
    expect(thrice).toEqual(once);
  });
});

describe('default_frontend = ""', () => {
  it('says the name is empty, not to add "" to required_providers', () => {
    const dir = mkdtempSync(join(tmpdir(), 'harness-lint-why-'));
    writeFileSync(join(dir, 'agent.hcl'), 'settings {\n  default_frontend = ""\n  log_level        = "info"\n  telemetry        = true\n}\n');
    const r = runCli(['--no-plugins', '-f', 'compact', '--', 'agent.hcl'], { cwd: dir });
    expect(r.stdout).toBe(
      'agent.hcl:2:22: warning: settings: default_frontend is empty, so it names no provider and the CLI has no frontend to attach; declare the frontend provider in required_providers and name it here [undeclared-provider-reference]\n',
    );
  });
});
