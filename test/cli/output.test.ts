// The real CLI end to end: each format's exact output, exit codes, inputs, outputs, colour.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, FIXTURES, ROOT, runCli } from './run-cli.js';
import { tempDir } from '../support/temp-dir.js';

const SYNTAX_MESSAGE = 'Unclosed configuration block: there is no closing brace for block provider "anthropic" opened here';

describe('formats on a syntax error', () => {
  it('stylish', () => {
    const run = runCli(['--no-plugins', 'syntax-error.hcl']);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(
      [
        'syntax-error.hcl',
        `  8:22  error  ${SYNTAX_MESSAGE}  hcl-syntax`,
        '',
        '  > 8 | provider "anthropic" {',
        '      |                      ^',
        '',
        '✖ 1 problem (1 error, 0 warnings)',
        '',
      ].join('\n'),
    );
  });

  it('compact', () => {
    const run = runCli(['--no-plugins', '-f', 'compact', 'syntax-error.hcl']);
    expect(run).toEqual({ status: 1, stderr: '', stdout: `syntax-error.hcl:8:22: error: ${SYNTAX_MESSAGE} [hcl-syntax]\n` });
  });

  it('json, exactly the documented schema', () => {
    const run = runCli(['--no-plugins', '--format', 'json', 'syntax-error.hcl']);
    expect(run.status).toBe(1);
    expect(run.stdout.endsWith('}\n')).toBe(true);
    expect(run.stdout).toBe(
      JSON.stringify(
        {
          version: 1,
          tool: { name: 'harness-lint', version: '0.1.0' },
          files: ['syntax-error.hcl'],
          diagnostics: [
            {
              ruleId: 'hcl-syntax',
              severity: 'error',
              message: SYNTAX_MESSAGE,
              file: 'syntax-error.hcl',
              range: { start: { line: 8, column: 22 }, end: { line: 8, column: 23 } },
            },
          ],
          summary: { errors: 1, warnings: 0 },
        },
        null,
        2,
      ) + '\n',
    );
  });
});

describe('exit codes and filtering', () => {
  it('exits 0 with warnings only, and prints them', () => {
    const run = runCli(['--no-plugins', '-f', 'compact', 'warnings.hcl']);
    expect(run.status).toBe(0);
    expect(
      run.stdout
        .split('\n')
        .filter(Boolean)
        .map((l) => l.replace(/: warning: .*\[/, ' [')),
    ).toEqual(['warnings.hcl:1:1 [lock-file-missing]', 'warnings.hcl:10:3 [policy-ask-downgraded]', 'warnings.hcl:14:3 [policy-empty-match]']);
  });

  it('--max-warnings: more warnings than N is exit 1, N or fewer is exit 0', () => {
    expect(runCli(['--no-plugins', '--max-warnings', '3', 'warnings.hcl']).status).toBe(0);
    expect(runCli(['--no-plugins', '--max-warnings', '2', 'warnings.hcl']).status).toBe(1);
    expect(runCli(['--no-plugins', '--max-warnings', '0', 'warnings.hcl']).status).toBe(1);
    expect(runCli(['--no-plugins', '--max-warnings', '0', 'clean']).status).toBe(0);
  });

  it('--quiet drops warnings from output and from --max-warnings', () => {
    expect(runCli(['--no-plugins', '--quiet', 'warnings.hcl'])).toEqual({ status: 0, stdout: '', stderr: '' });
    expect(runCli(['--no-plugins', '--quiet', '--max-warnings', '0', 'warnings.hcl']).status).toBe(0);
    const json = JSON.parse(runCli(['--no-plugins', '--quiet', '-f', 'json', 'warnings.hcl']).stdout);
    expect(json.diagnostics).toEqual([]);
    expect(json.summary).toEqual({ errors: 0, warnings: 0 });
    expect(runCli(['--no-plugins', '--quiet', 'syntax-error.hcl']).status).toBe(1);
  });

  it('a missing or unreadable input is exit 2, naming the file', () => {
    expect(runCli(['--no-plugins', 'nope.hcl'])).toEqual({ status: 2, stdout: '', stderr: 'harness-lint: cannot read nope.hcl: no such file\n' });
    expect(runCli(['--no-plugins'], { cwd: join(FIXTURES, 'with-lock', '.agent') })).toEqual({
      status: 2,
      stdout: '',
      stderr: 'harness-lint: cannot read agent.hcl: no such file\n',
    });
    expect(runCli(['--no-plugins', 'clean', 'nope.hcl']).status).toBe(2);
  });

  it('the example project lints with no errors', () => {
    const run = runCli(['--no-plugins', '-f', 'json', 'examples/agent.hcl'], { cwd: ROOT });
    expect(run.status).toBe(0);
    const doc = JSON.parse(run.stdout);
    expect(doc.files).toEqual(['examples/agent.hcl', 'examples/.agent/agent.lock.hcl']);
    expect(doc.summary.errors).toBe(0);
    // Its one deliberate warning; the lock file agrees with required_providers.
    expect(doc.diagnostics.map((d: { ruleId: string; range: { start: { line: number } } }) => [d.ruleId, d.range.start.line])).toEqual([
      ['policy-ask-downgraded', 77],
    ]);
  });
});

describe('linter config', () => {
  it('is found next to the linted file and changes severities', () => {
    const run = runCli(['--no-plugins', '-f', 'compact', 'configured']);
    expect(run.status).toBe(1);
    expect(
      run.stdout
        .split('\n')
        .filter(Boolean)
        .map((l) => l.split(': ').slice(0, 2).join(': ')),
    ).toEqual(['configured/agent.hcl:10:3: error']);
  });

  it('a config found in the project cannot choose the plugin cache', () => {
    const dir = tempDir('harness-lint-cfg-');
    mkdirSync(join(dir, '.git'));
    writeFileSync(join(dir, 'agent.hcl'), '');
    writeFileSync(join(dir, '.harness-lintrc.json'), '{ "cacheDir": "vendor/cache" }\n');
    expect(runCli(['-f', 'compact', 'agent.hcl'], { cwd: dir })).toEqual({
      status: 0,
      stdout: '',
      stderr:
        'harness-lint: ignoring cacheDir in .harness-lintrc.json: a config found in the project cannot choose which plugin binaries run; pass --cache-dir, or name the config with --config\n',
    });
    expect(runCli(['-f', 'compact', '--config', '.harness-lintrc.json', 'agent.hcl'], { cwd: dir })).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  it('--config names it explicitly', () => {
    const run = runCli(['--no-plugins', '-f', 'compact', '--config', 'configured/.harness-lintrc.json', 'warnings.hcl']);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^warnings\.hcl:1:1: warning: .*\[lock-file-missing\]\nwarnings\.hcl:10:3: error: .*\[policy-ask-downgraded\]\n$/);
  });
});

describe('inputs', () => {
  it('a folder means its agent.hcl, and its lock file is read', () => {
    const doc = JSON.parse(runCli(['--no-plugins', '-f', 'json', 'with-lock']).stdout);
    expect(doc.files).toEqual(['with-lock/agent.hcl', 'with-lock/.agent/agent.lock.hcl']);
    expect(doc.diagnostics).toHaveLength(1);
    expect(doc.diagnostics[0]).toMatchObject({
      ruleId: 'lock-checksum-format',
      file: 'with-lock/.agent/agent.lock.hcl',
      range: { start: { line: 9, column: 22 } },
    });
  });

  it('--lock-file overrides where the lock file is read from', () => {
    const doc = JSON.parse(runCli(['--no-plugins', '-f', 'json', '--lock-file', 'with-lock/.agent/agent.lock.hcl', 'clean/agent.hcl']).stdout);
    expect(doc.files).toEqual(['clean/agent.hcl', 'with-lock/.agent/agent.lock.hcl']);
  });

  it('several files: diagnostics of all, sorted by file', () => {
    const run = runCli(['--no-plugins', '-f', 'compact', 'warnings.hcl', 'syntax-error.hcl']);
    expect(run.status).toBe(1);
    expect(
      run.stdout
        .split('\n')
        .filter(Boolean)
        .map((l) => l.split(':').slice(0, 3).join(':')),
    ).toEqual(['syntax-error.hcl:8:22', 'warnings.hcl:1:1', 'warnings.hcl:10:3', 'warnings.hcl:14:3']);
  });

  it('reports a global config shared by several files once', () => {
    const run = runCli(['--no-plugins', '-f', 'compact', '--global-config', 'global-dup.hcl', 'clean', 'warnings.hcl']);
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n').filter((l) => l.startsWith('global-dup.hcl'))).toHaveLength(1);
    expect(run.stdout).toContain('global-dup.hcl:9:3: warning: mirror for prefix "github.com/agentco/" repeats');
  });

  it('--recursive lints every agent.hcl below a folder', () => {
    const doc = JSON.parse(runCli(['--no-plugins', '-r', '-f', 'json', '.']).stdout);
    expect(doc.files).toEqual([
      'clean/agent.hcl',
      'clean/.agent/agent.lock.hcl',
      'configured/agent.hcl',
      'configured/.agent/agent.lock.hcl',
      'plugin-project/agent.hcl',
      'with-lock/agent.hcl',
      'with-lock/.agent/agent.lock.hcl',
    ]);
    expect(runCli(['--no-plugins', '-r', '-f', 'json']).stdout).toBe(runCli(['--no-plugins', '-r', '-f', 'json', '.']).stdout);
  });

  it('--stdin lints standard input as <stdin>, with a code frame', () => {
    const run = runCli(['--no-plugins', '--stdin'], { input: readFileSync(join(FIXTURES, 'syntax-error.hcl')) });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe(
      [
        '<stdin>',
        `  8:22  error  ${SYNTAX_MESSAGE}  hcl-syntax`,
        '',
        '  > 8 | provider "anthropic" {',
        '      |                      ^',
        '',
        '✖ 1 problem (1 error, 0 warnings)',
        '',
      ].join('\n'),
    );
  });

  it('--stdin-filename names the input and locates its lock file', () => {
    const input = readFileSync(join(FIXTURES, 'clean', 'agent.hcl'));
    const doc = JSON.parse(runCli(['--no-plugins', '--stdin', '--stdin-filename', 'with-lock/agent.hcl', '-f', 'json'], { input }).stdout);
    expect(doc.files).toEqual(['with-lock/agent.hcl', 'with-lock/.agent/agent.lock.hcl']);
    expect(doc.diagnostics.map((d: { ruleId: string }) => d.ruleId)).toEqual(['lock-checksum-format']);
  });

  it('--stdin with empty input is an empty, valid file', () => {
    expect(runCli(['--no-plugins', '--stdin'], { input: '' })).toEqual({ status: 0, stdout: '', stderr: '' });
  });
});

describe('special and symlinked inputs', () => {
  function project(): string {
    const dir = tempDir('harness-lint-special-');
    mkdirSync(join(dir, '.git'));
    return dir;
  }

  it('refuses an agent.hcl that is a named pipe instead of waiting on it', () => {
    const dir = project();
    mkdirSync(join(dir, 'sub'));
    execFileSync('mkfifo', [join(dir, 'sub', 'agent.hcl')]);
    expect(runCli(['--no-plugins', 'sub'], { cwd: dir })).toEqual({
      status: 2,
      stdout: '',
      stderr: 'harness-lint: cannot read sub/agent.hcl: not a regular file (to lint piped input, use --stdin)\n',
    });
  });

  it('refuses a linter config that is a named pipe', () => {
    const dir = project();
    writeFileSync(join(dir, 'agent.hcl'), '');
    execFileSync('mkfifo', [join(dir, '.harness-lintrc.json')]);
    const run = runCli(['--no-plugins', 'agent.hcl'], { cwd: dir });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^harness-lint: cannot read linter config .*\.harness-lintrc\.json: not a regular file\n$/);
  });

  it('shows no code frame for a file that resolves outside the linted folder', () => {
    const dir = project();
    writeFileSync(join(dir, 'outside.hcl'), 'token_line = "s3cr3t" {\n');
    mkdirSync(join(dir, 'p'));
    symlinkSync(join(dir, 'outside.hcl'), join(dir, 'p', 'agent.hcl'));
    const run = runCli(['--no-plugins', 'p'], { cwd: dir });
    expect(run.status).toBe(1);
    // The argument that parsed is reported too (issue 28: findings survive a syntax error), still without a frame.
    expect(run.stdout).toMatch(/^p\/agent\.hcl\n  1:1 +error  .*hcl-unsupported-argument\n  1:\d+ +error  .*hcl-syntax\n\n✖ 2 problems/);
    expect(run.stdout).not.toContain('s3cr3t');
  });

  it('shows the code frame for a symlink that stays inside the linted folder', () => {
    const dir = project();
    mkdirSync(join(dir, 'p'));
    writeFileSync(join(dir, 'p', 'real.hcl'), 'policy "x" {\n');
    symlinkSync('real.hcl', join(dir, 'p', 'agent.hcl'));
    expect(runCli(['--no-plugins', 'p'], { cwd: dir }).stdout).toContain('  > 1 | policy "x" {\n');
  });
});

describe('outputs', () => {
  it('--format NAME=PATH writes that format to the file, the default still goes to stdout', () => {
    const dir = tempDir('harness-lint-out-');
    const out = join(dir, 'report.json');
    const run = runCli(['--no-plugins', '-f', `json=${out}`, 'syntax-error.hcl']);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(JSON.parse(readFileSync(out, 'utf8')).summary).toEqual({ errors: 1, warnings: 0 });
  });

  it('writes several formats at once', () => {
    const dir = tempDir('harness-lint-out-');
    const run = runCli(['--no-plugins', '-f', 'stylish', '-f', `compact=${join(dir, 'c.txt')}`, '-f', `json=${join(dir, 'j.json')}`, 'syntax-error.hcl']);
    expect(run.stdout).toContain('✖ 1 problem (1 error, 0 warnings)');
    expect(readFileSync(join(dir, 'c.txt'), 'utf8')).toBe(`syntax-error.hcl:8:22: error: ${SYNTAX_MESSAGE} [hcl-syntax]\n`);
    expect(existsSync(join(dir, 'j.json'))).toBe(true);
  });

  it('an unwritable output file is exit 2', () => {
    const run = runCli(['--no-plugins', '-f', 'json=no-such-dir/x/report.json', 'syntax-error.hcl']);
    expect(run).toEqual({ status: 2, stdout: '', stderr: 'harness-lint: cannot write no-such-dir/x/report.json: its folder does not exist\n' });
  });

  it('stops quietly when the reader goes away early', async () => {
    const dir = tempDir('harness-lint-pipe-');
    const policies = Array.from(
      { length: 3000 },
      (_, i) => `policy "p${i}" {\n  match  = { tool_name = "t${i}", kind = "data_source" }\n  action = "ask"\n}\n`,
    );
    writeFileSync(join(dir, 'agent.hcl'), policies.join(''));
    const child = spawn(process.execPath, [BIN, '--no-plugins', dir], { env: { PATH: process.env.PATH ?? '', HOME: dir } });
    child.stdout.once('data', () => child.stdout.destroy());
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise((done) => child.on('close', done));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });

  it('is byte-identical across runs', () => {
    for (const format of ['stylish', 'compact', 'json']) {
      const a = runCli(['-f', format, 'warnings.hcl', 'syntax-error.hcl', 'with-lock']);
      const b = runCli(['-f', format, 'warnings.hcl', 'syntax-error.hcl', 'with-lock']);
      expect(a.stdout.length).toBeGreaterThan(0);
      expect(b).toEqual(a);
    }
  });
});

describe('colour', () => {
  const ESC = '\u001b[';

  it('is off on a pipe, and with NO_COLOR or FORCE_COLOR=0', () => {
    expect(runCli(['--no-plugins', 'syntax-error.hcl']).stdout).not.toContain(ESC);
    expect(runCli(['--no-plugins', 'syntax-error.hcl'], { env: { NO_COLOR: '1' } }).stdout).not.toContain(ESC);
    expect(runCli(['--no-plugins', 'syntax-error.hcl'], { env: { FORCE_COLOR: '0' } }).stdout).not.toContain(ESC);
  });

  it('is on with FORCE_COLOR, even over NO_COLOR, and only changes styling', () => {
    const plain = runCli(['--no-plugins', 'syntax-error.hcl']).stdout;
    const envs: Record<string, string>[] = [{ FORCE_COLOR: '1' }, { FORCE_COLOR: '1', NO_COLOR: '1' }];
    for (const env of envs) {
      const coloured = runCli(['--no-plugins', 'syntax-error.hcl'], { env }).stdout;
      expect(coloured).toContain(`${ESC}31merror${ESC}39m`);
      expect(coloured.replace(/\u001b\[\d+m/g, '')).toBe(plain);
    }
  });

  it('never colours compact or json, or a file', () => {
    const env = { FORCE_COLOR: '1' };
    expect(runCli(['--no-plugins', '-f', 'compact', 'syntax-error.hcl'], { env }).stdout).not.toContain(ESC);
    expect(runCli(['--no-plugins', '-f', 'json', 'syntax-error.hcl'], { env }).stdout).not.toContain(ESC);
    const dir = tempDir('harness-lint-out-');
    runCli(['--no-plugins', '-f', `stylish=${join(dir, 's.txt')}`, 'syntax-error.hcl'], { env });
    expect(readFileSync(join(dir, 's.txt'), 'utf8')).not.toContain(ESC);
  });

  it('escapes control characters taken from the input', () => {
    const input = 'policy "x\\u001b[2J\\u202e" {\n  match  = {}\n  action = "deny"\n}\n';
    for (const format of ['stylish', 'compact']) {
      const run = runCli(['--no-plugins', '--stdin', '-f', format], { input });
      expect(run.status).toBe(0);
      expect(run.stdout).toContain('policy "x\\x1b[2J\\u202e" has an empty match');
      expect(run.stdout).not.toMatch(/[\u001b\u202e]/u);
    }
  });
});

describe('--list-rules, --explain, --verbose', () => {
  it('lists every rule in aligned columns', () => {
    const run = runCli(['--list-rules']);
    expect(run.status).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(40);
    const row = /^([a-z0-9-]+ +)((?:error|warning|off) +)([a-z-]+ +)((?:fix\+suggest|fix|suggest|-) +)(.+)$/;
    const columns = lines.map((l) => {
      const m = row.exec(l);
      expect(m, l).not.toBeNull();
      return [1, 2, 3, 4].map((n) => m!.slice(1, n + 1).join('').length);
    });
    expect(new Set(columns.map((c) => c.join(','))).size).toBe(1);
    expect(run.stdout).toMatch(/^policy-conflict +error +agent +- +Two policies /m);
  });

  it('--list-rules says which rules have a certain fix, which offer suggestions, both or neither', () => {
    const rows = runCli(['--list-rules']).stdout;
    expect(rows).toMatch(/^version-constraint-syntax +error +agent +fix +A required_providers version /m);
    expect(rows).toMatch(/^policy-ask-downgraded +warning +agent +suggest +/m);
    expect(rows).toMatch(/^enum-value-invalid +error +agent +fix\+suggest +A policy action/m);
    expect(rows).toMatch(/^lock-file-missing +warning +cross-file +- +/m);
  });

  it('--list-rules shows the severities of this run: the linter config, then --rule; opt-in rules are off until named', () => {
    const plain = runCli(['--list-rules']).stdout;
    expect(plain).toMatch(/^env-var-unset +off +env +.* \(opt-in\)$/m);
    expect(plain).toMatch(/^policy-empty-match +warning +agent +[^(]*$/m);
    const configured = runCli(['--list-rules', '--', 'configured']).stdout;
    expect(configured).toMatch(/^policy-empty-match +off +agent +.* \(default: warning\)$/m);
    expect(configured).toMatch(/^policy-ask-downgraded +error +agent +.* \(default: warning\)$/m);
    const flags = runCli(['--list-rules', '--rule', 'env=warning', '--rule', 'policy-ask-downgraded=off', '--', 'configured']).stdout;
    expect(flags).toMatch(/^env-var-unset +warning +env +.* \(opt-in; default: off\)$/m);
    expect(flags).toMatch(/^policy-ask-downgraded +off +agent +/m);
  });

  it('--list-rules -f json: every rule with its group, severity for this run, default, whether it is opt-in, fixes and suggests', () => {
    const run = runCli(['--list-rules', '-f', 'json', '--config', 'configured/.harness-lintrc.json']);
    expect([run.status, run.stderr]).toEqual([0, '']);
    const doc = JSON.parse(run.stdout) as { version: number; rules: Record<string, unknown>[] };
    expect(doc.version).toBe(1);
    expect(doc.rules.map((r) => r.id)).toEqual(
      runCli(['--list-rules'])
        .stdout.trimEnd()
        .split('\n')
        .map((l) => l.split(' ')[0]),
    );
    expect(doc.rules.find((r) => r.id === 'policy-empty-match')).toEqual({
      id: 'policy-empty-match',
      severity: 'off',
      defaultSeverity: 'warning',
      group: 'agent',
      optIn: false,
      fixable: false,
      hasSuggestions: false,
      description: expect.any(String),
    });
    const envVar = doc.rules.find((r) => r.id === 'env-var-unset');
    expect(envVar).toMatchObject({ severity: 'off', defaultSeverity: 'off', group: 'env', optIn: true });
    expect(Object.keys(envVar!)).toEqual(['id', 'severity', 'defaultSeverity', 'group', 'optIn', 'fixable', 'hasSuggestions', 'description']);
    const offers = (id: string) => doc.rules.filter((r) => r.id === id).map((r) => [r.fixable, r.hasSuggestions]);
    expect([offers('version-constraint-syntax'), offers('secret-literal'), offers('secret-not-env')]).toEqual([
      [[true, false]],
      [[false, true]],
      [[true, true]],
    ]);
    expect(runCli(['--list-rules', '-f', 'sarif'])).toEqual({
      status: 2,
      stdout: '',
      stderr: 'harness-lint: --list-rules prints a table (default) or --format json to standard output\n',
    });
  });

  it("--explain prints the rule's page", () => {
    const run = runCli(['--explain', 'policy-conflict']);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(readFileSync(join(ROOT, 'docs', 'rules', 'policy-conflict.md'), 'utf8'));
  });

  it('--explain of an unknown rule is exit 2 with a suggestion', () => {
    expect(runCli(['--explain', 'policy-conflit'])).toEqual({
      status: 2,
      stdout: '',
      stderr: 'harness-lint: --explain: unknown rule "policy-conflit"; did you mean "policy-conflict"?\n',
    });
    expect(runCli(['--explain', 'zzzzzzzz'])).toEqual({
      status: 2,
      stdout: '',
      stderr: 'harness-lint: --explain: unknown rule "zzzzzzzz"; see --list-rules\n',
    });
  });

  it('--verbose reports progress on stderr only', () => {
    const run = runCli(['--no-plugins', '--verbose', '-f', 'compact', 'clean']);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^harness-lint: linting clean\/agent\.hcl\nharness-lint: 1 file\(s\), 0 problem\(s\) in \d+ ms\n$/);
  });
});
