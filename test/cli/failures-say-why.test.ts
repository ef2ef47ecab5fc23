// Every failure says why (issue 15 part 2), through the CLI: a run that fails on warnings says
// so, a lock file, global config or plugin cache named on the command line must exist,
// required_providers without a lock file is a warning, files print in their role's order
// (agent.hcl, lock file, global config), a file named twice is linted once, and an empty
// default_frontend gets its own message.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES, runCli } from './run-cli.js';
import { tempDir } from '../support/temp-dir.js';

const WHY = 'harness-lint: 3 warnings, more than --max-warnings 2';

describe('--max-warnings exceeded', () => {
  it.each(['stylish', 'compact'])('%s: the last line of stdout says so, stderr stays empty', (format) => {
    const r = runCli(['--no-plugins', '--max-warnings', '2', '-f', format, '--', 'warnings.hcl']);
    expect(r.status).toBe(1);
    expect(r.stdout.endsWith(`\n${WHY}\n`)).toBe(true);
    expect(r.stderr).toBe('');
  });

  it.each(['json', 'sarif'])('%s: stdout stays one document, stderr says so', (format) => {
    const r = runCli(['--no-plugins', '--max-warnings', '2', '-f', format, '--', 'warnings.hcl']);
    expect(r.status).toBe(1);
    expect(() => JSON.parse(r.stdout)).not.toThrow();
    expect(r.stderr).toBe(`${WHY}\n`);
  });

  it('github: a file-less ::error:: line, so the failed job says why, and stderr too', () => {
    const r = runCli(['--no-plugins', '--max-warnings', '2', '-f', 'github', '--', 'warnings.hcl']);
    expect(r.status).toBe(1);
    expect(r.stdout.split('\n').filter((l) => l.startsWith('::error'))).toEqual([`::error::${WHY}`]);
    expect(r.stderr).toBe(`${WHY}\n`);
  });

  it('a format written to a file: stderr says so', () => {
    const out = join(tempDir('harness-lint-why-'), 'lint.json');
    const r = runCli(['--no-plugins', '--max-warnings', '2', '-f', `json=${out}`, '--', 'warnings.hcl']);
    expect([r.status, r.stdout, r.stderr]).toEqual([1, '', `${WHY}\n`]);
  });

  it('within the limit: exit 0 and no such line', () => {
    const r = runCli(['--no-plugins', '--max-warnings', '3', '-f', 'compact', '--', 'warnings.hcl']);
    expect(r.status).toBe(0);
    expect(r.stdout).not.toContain('--max-warnings');
  });
});

describe('a path named on the command line that does not exist', () => {
  const defaults = {
    '--lock-file': ['file', '<folder of file>/.agent/agent.lock.hcl'],
    '--global-config': ['file', '$XDG_CONFIG_HOME/agent/config.hcl'],
    '--cache-dir': ['folder', '$XDG_CACHE_HOME/agent'],
  } as const;

  it.each(Object.entries(defaults))('%s: exit 2 and a message naming the flag, the path and the default', (flag, [what, fallback]) => {
    const r = runCli(['--no-plugins', flag, 'no-such', '--', 'warnings.hcl']);
    expect([r.status, r.stdout, r.stderr]).toEqual([
      2,
      '',
      `harness-lint: ${flag} "no-such": no such ${what}; name an existing one, or drop the flag to use the default (${fallback}, which may be absent)\n`,
    ]);
  });

  it.each(Object.keys(defaults))('%s: the path is escaped', (flag) => {
    const r = runCli(['--no-plugins', flag, 'x\u001b]0;pwned\u0007\n::error::forged', '--', 'warnings.hcl']);
    expect(r.status).toBe(2);
    expect(r.stderr.split('\n')).toHaveLength(2);
    expect(r.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
    expect(r.stderr).toContain('\\u001b]0;pwned\\u0007\\n::error::forged');
  });

  it('the capabilities command refuses them too', () => {
    const r = runCli(['capabilities', 'warnings.hcl', '--global-config', 'no-such.hcl']);
    expect([r.status, r.stderr]).toEqual([
      2,
      'harness-lint: --global-config "no-such.hcl": no such file; name an existing one, or drop the flag to use the default ($XDG_CONFIG_HOME/agent/config.hcl, which may be absent)\n',
    ]);
  });

  it('--cache-dir naming a file: exit 2, not a folder', () => {
    const r = runCli(['--no-plugins', '--cache-dir', 'warnings.hcl', '--', 'warnings.hcl']);
    expect([r.status, r.stderr]).toEqual([2, 'harness-lint: --cache-dir "warnings.hcl": not a folder\n']);
  });

  it('existing ones are used, and absent defaults are fine', () => {
    const dir = tempDir('harness-lint-why-');
    writeFileSync(join(dir, 'agent.hcl'), '');
    writeFileSync(join(dir, 'global.hcl'), 'dev_overrides {\n}\ndev_overrides {\n}\n');
    mkdirSync(join(dir, 'cache'));
    const named = runCli(['--no-plugins', '-f', 'compact', '--global-config', 'global.hcl', '--cache-dir', 'cache', '--', 'agent.hcl'], { cwd: dir });
    expect([named.status, named.stderr]).toEqual([0, '']);
    expect(named.stdout).toMatch(/^global\.hcl:3:1: warning: .*\[duplicate-last-wins\]\n$/);
    expect(runCli(['--no-plugins', '-f', 'compact', '--', 'agent.hcl'], { cwd: dir })).toEqual({ status: 0, stdout: '', stderr: '' });
  });
});

describe('required_providers without a lock file', () => {
  it('warns at the required_providers header until the lock file is there', () => {
    const dir = tempDir('harness-lint-why-');
    writeFileSync(join(dir, 'agent.hcl'), '# team project\nrequired_providers {\n  fs = { source = "github.com/agentco/provider-fs", version = "1.0.0" }\n}\n');
    const r = runCli(['--no-plugins', '-f', 'json', '--', 'agent.hcl'], { cwd: dir });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).diagnostics).toEqual([
      {
        ruleId: 'lock-file-missing',
        severity: 'warning',
        message: 'no lock file pins the provider of required_providers: let the kernel write .agent/agent.lock.hcl and commit it',
        file: 'agent.hcl',
        range: { start: { line: 2, column: 1 }, end: { line: 2, column: 19 } },
      },
    ]);
    expect(runCli(['--no-plugins', '-f', 'compact', '--max-warnings', '0', '--', 'agent.hcl'], { cwd: dir }).status).toBe(1);
    mkdirSync(join(dir, '.agent'));
    writeFileSync(
      join(dir, '.agent', 'agent.lock.hcl'),
      'lock_file_version = 1\n\nprovider "fs" {\n  source      = "github.com/agentco/provider-fs"\n  version     = "1.0.0"\n  resolved_at = "2026-01-01T00:00:00Z"\n  checksums   = { linux_amd64 = "sha256:0000000000000000000000000000000000000000000000000000000000000000" }\n}\n',
    );
    expect(runCli(['--no-plugins', '-f', 'compact', '--', 'agent.hcl'], { cwd: dir })).toEqual({ status: 0, stdout: '', stderr: '' });
  });
});

describe('the order of files', () => {
  it('agent.hcl, then its lock file, then the global config, in every format', () => {
    const dir = tempDir('harness-lint-why-');
    writeFileSync(join(dir, 'agent.hcl'), 'agent_profile "p" {\n  max_turns = 2.5\n}\n');
    mkdirSync(join(dir, '.agent'));
    writeFileSync(
      join(dir, '.agent', 'agent.lock.hcl'),
      'lock_file_version = 1\n\nprovider "orphan" {\n  source      = "github.com/o/orphan"\n  version     = "1.0.0"\n  resolved_at = "2026-01-01T00:00:00Z"\n  checksums   = { linux_amd64 = "sha256:0000000000000000000000000000000000000000000000000000000000000000" }\n}\n',
    );
    writeFileSync(join(dir, 'a-global.hcl'), 'dev_overrides {\n}\ndev_overrides {\n}\n');
    const run = (format: string) => runCli(['--no-plugins', '-f', format, '--global-config', 'a-global.hcl', '--', 'agent.hcl'], { cwd: dir }).stdout;
    const order = ['agent.hcl', '.agent/agent.lock.hcl', 'a-global.hcl'];
    expect((JSON.parse(run('json')) as { diagnostics: { file: string }[] }).diagnostics.map((d) => d.file)).toEqual(order);
    const sarif = JSON.parse(run('sarif')) as { runs: { results: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[] }[] };
    expect(sarif.runs[0].results.map((r) => r.locations[0].physicalLocation.artifactLocation.uri)).toEqual(order);
    expect(
      run('compact')
        .split('\n')
        .filter(Boolean)
        .map((l) => l.slice(0, l.indexOf(':'))),
    ).toEqual(order);
    expect(
      run('github')
        .split('\n')
        .filter(Boolean)
        .map((l) => /file=([^,]*)/.exec(l)?.[1]),
    ).toEqual(order);
    expect(
      run('stylish')
        .split('\n')
        .filter((l) => order.includes(l)),
    ).toEqual(order);
  });
});

describe('the same file named twice', () => {
  it('is linted once, shown as first named', () => {
    const once = runCli(['--no-plugins', '-f', 'compact', '--', 'warnings.hcl']);
    const thrice = runCli(['--no-plugins', '-f', 'compact', '--', 'warnings.hcl', './warnings.hcl', join(FIXTURES, 'warnings.hcl')]);
    expect(once.stdout.split('\n').filter(Boolean)).toHaveLength(3);
    expect(thrice).toEqual(once);
  });
});

describe('default_frontend = ""', () => {
  it('says the name is empty, not to add "" to required_providers', () => {
    const dir = tempDir('harness-lint-why-');
    writeFileSync(join(dir, 'agent.hcl'), 'settings {\n  default_frontend = ""\n  log_level        = "info"\n  telemetry        = true\n}\n');
    const r = runCli(['--no-plugins', '-f', 'compact', '--', 'agent.hcl'], { cwd: dir });
    expect(r.stdout).toBe(
      'agent.hcl:2:22: warning: settings: default_frontend is empty; declare the frontend provider in required_providers and name it here [undeclared-provider-reference]\n',
    );
  });
});
