// `harness-lint fmt` through the built CLI: rewriting in place (names printed, mode kept, nothing
// left behind), --check, --diff, --stdin, -r with --ignore-pattern, any .hcl file, and the
// hostile-input rules: syntax errors leave the file alone, unreadable files exit 2, no write
// through a link or to a file that is not regular, names escaped.
import { chmodSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/temp-dir.js';
import { BIN, runCli } from './run-cli.js';

const UGLY = 'a=1\nlong_name = "x"\nblock {\nx=[1,2]\n}\n';
const CANONICAL = 'a         = 1\nlong_name = "x"\nblock {\n  x = [1, 2]\n}\n';
const DIFF = '--- agent.hcl.orig\n+++ agent.hcl\n@@ -1,5 +1,5 @@\n-a=1\n+a         = 1\n long_name = "x"\n block {\n-x=[1,2]\n+  x = [1, 2]\n }\n';

function folder(files: Record<string, string>): string {
  const dir = tempDir('hl-fmt-');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const fmt = (dir: string, ...args: string[]) => runCli(['fmt', ...args], { cwd: dir });
const read = (dir: string, name = 'agent.hcl') => readFileSync(join(dir, name), 'utf8');

describe('harness-lint fmt', () => {
  it('rewrites ./agent.hcl in place, keeping its mode, and prints its name; a second run changes nothing', () => {
    const dir = folder({ 'agent.hcl': UGLY });
    chmodSync(join(dir, 'agent.hcl'), 0o640);
    expect(fmt(dir)).toEqual({ status: 0, stdout: 'agent.hcl\n', stderr: '' });
    expect(read(dir)).toBe(CANONICAL);
    expect(statSync(join(dir, 'agent.hcl')).mode & 0o777).toBe(0o640);
    expect(readdirSync(dir)).toEqual(['agent.hcl']);
    const mtime = statSync(join(dir, 'agent.hcl')).mtimeMs;
    expect(fmt(dir)).toEqual({ status: 0, stdout: '', stderr: '' });
    expect(statSync(join(dir, 'agent.hcl')).mtimeMs).toBe(mtime);
  });

  it('formats any .hcl file named, the lock file itself included, and a folder means its agent.hcl', () => {
    const dir = folder({ 'p/agent.hcl': UGLY, 'p/.agent/agent.lock.hcl': 'lock_file_version=1\n', 'config.hcl': 'x  =  2\n' });
    expect(fmt(dir, '--', 'p/.agent/agent.lock.hcl', 'config.hcl', 'p')).toEqual({
      status: 0,
      stdout: 'p/.agent/agent.lock.hcl\nconfig.hcl\np/agent.hcl\n',
      stderr: '',
    });
    expect([read(dir, 'p/.agent/agent.lock.hcl'), read(dir, 'config.hcl'), read(dir, 'p/agent.hcl')]).toEqual([
      'lock_file_version = 1\n',
      'x = 2\n',
      CANONICAL,
    ]);
  });

  it('--check writes nothing, lists the files that are not canonical and exits 1; 0 when all are', () => {
    const dir = folder({ 'agent.hcl': UGLY, 'ok.hcl': CANONICAL });
    expect(fmt(dir, '--check', '--', 'agent.hcl', 'ok.hcl')).toEqual({ status: 1, stdout: 'agent.hcl\n', stderr: '' });
    expect(read(dir)).toBe(UGLY);
    expect(fmt(dir, '--check', 'ok.hcl')).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  it('--diff prints a unified diff and writes nothing (exit 0); with --check it exits 1', () => {
    const dir = folder({ 'agent.hcl': UGLY });
    expect(fmt(dir, '--diff')).toEqual({ status: 0, stdout: DIFF, stderr: '' });
    expect(fmt(dir, '--diff', '--check')).toEqual({ status: 1, stdout: DIFF, stderr: '' });
    expect(read(dir)).toBe(UGLY);
  });

  it('--stdin formats standard input to standard output, bytes that are not UTF-8 (in a comment) kept', () => {
    expect(runCli(['fmt', '--stdin'], { input: UGLY })).toEqual({ status: 0, stdout: CANONICAL, stderr: '' });
    expect(runCli(['fmt', '--stdin'], { input: CANONICAL })).toEqual({ status: 0, stdout: CANONICAL, stderr: '' });
    expect(runCli(['fmt', '--stdin', '--check'], { input: UGLY })).toEqual({ status: 1, stdout: '<stdin>\n', stderr: '' });
    const latin1 = Buffer.concat([Buffer.from('a  =  1 # caf'), Buffer.from([0xe9]), Buffer.from('\n')]);
    const hex = execFileSync(process.execPath, [BIN, 'fmt', '--stdin'], { input: latin1, env: { PATH: process.env.PATH ?? '' } }).toString('hex');
    expect(hex).toBe(Buffer.concat([Buffer.from('a = 1 # caf'), Buffer.from([0xe9]), Buffer.from('\n')]).toString('hex'));
  });

  it('-r formats every agent.hcl below, with --ignore-pattern as a lint prunes it', () => {
    const dir = folder({ 'a/agent.hcl': UGLY, 'b/agent.hcl': UGLY, 'b/c/agent.hcl': UGLY, 'a/other.hcl': UGLY });
    expect(fmt(dir, '-r', '--ignore-pattern', 'c')).toEqual({ status: 0, stdout: 'a/agent.hcl\nb/agent.hcl\n', stderr: '' });
    expect([read(dir, 'a/agent.hcl'), read(dir, 'b/agent.hcl'), read(dir, 'b/c/agent.hcl'), read(dir, 'a/other.hcl')]).toEqual([
      CANONICAL,
      CANONICAL,
      UGLY,
      UGLY,
    ]);
  });

  it('leaves a file with syntax errors untouched, prints its errors and exits 1, and formats the others', () => {
    const dir = folder({ 'bad.hcl': 'a  = {\n', 'agent.hcl': UGLY });
    const run = fmt(dir, '--', 'bad.hcl', 'agent.hcl');
    expect(run.stdout).toBe('agent.hcl\n');
    expect(run.stderr).toBe(
      'bad.hcl\n' +
        '  2:1  error  Invalid expression: expected the start of an expression, but found the end of the file  hcl-syntax\n\n' +
        '  > 2 |\n      | ^\n\n' +
        '✖ 1 problem (1 error, 0 warnings)\n' +
        'harness-lint: not formatted, as it has syntax errors: bad.hcl\n',
    );
    expect(run.status).toBe(1);
    expect([read(dir, 'bad.hcl'), read(dir)]).toEqual(['a  = {\n', CANONICAL]);
  });

  it('names an unreadable file and exits 2, formatting the others', () => {
    const dir = folder({ 'agent.hcl': UGLY });
    expect(fmt(dir, '--', 'missing.hcl', 'agent.hcl')).toEqual({
      status: 2,
      stdout: 'agent.hcl\n',
      stderr: 'harness-lint: cannot read missing.hcl: no such file\n',
    });
    execFileSync('mkfifo', [join(dir, 'pipe.hcl')]);
    expect(fmt(dir, 'pipe.hcl')).toEqual({ status: 2, stdout: '', stderr: 'harness-lint: cannot read pipe.hcl: not a regular file\n' });
  });

  it('never writes through a symbolic link, to the file or on its path: both stay as they were (exit 2)', () => {
    const target = folder({ 'agent.hcl': UGLY });
    const dir = tempDir('hl-fmt-link-');
    symlinkSync(join(target, 'agent.hcl'), join(dir, 'agent.hcl'));
    symlinkSync(target, join(dir, 'linked'));
    expect(fmt(dir)).toEqual({ status: 2, stdout: '', stderr: 'harness-lint: not formatting agent.hcl: it is a symbolic link\n' });
    expect(fmt(dir, 'linked/agent.hcl')).toEqual({
      status: 2,
      stdout: '',
      stderr: 'harness-lint: not formatting linked/agent.hcl: its folder linked is a symbolic link\n',
    });
    expect(read(target)).toBe(UGLY);
    // Reading through a link is fine: --check only reads.
    expect(fmt(dir, '--check')).toEqual({ status: 1, stdout: 'agent.hcl\n', stderr: '' });
  });

  it('escapes control characters in the file names it prints', () => {
    const name = 'x\x1b[31m\n.hcl';
    const dir = folder({ [name]: UGLY });
    expect(fmt(dir, '--check', '--', name)).toEqual({ status: 1, stdout: 'x\\x1b[31m\\n.hcl\n', stderr: '' });
    expect(fmt(dir, '--', name)).toEqual({ status: 0, stdout: 'x\\x1b[31m\\n.hcl\n', stderr: '' });
    expect(read(dir, name)).toBe(CANONICAL);
  });

  it.each([
    [['--stdin', 'a.hcl'], 'harness-lint: --stdin formats standard input; drop the file arguments (a.hcl) or --stdin\n'],
    [['--stdin', '-r'], 'harness-lint: --recursive cannot be used with --stdin\n'],
    [['--ignore-pattern', 'x'], 'harness-lint: --ignore-pattern prunes what -r finds; add -r, or drop it\n'],
    [['--stdin-filename', 'a.hcl'], 'harness-lint: --stdin-filename needs --stdin\n'],
    [['--fix'], 'harness-lint: --fix is an option of a lint; harness-lint fmt does not take it\n'],
    [['-f', 'json'], 'harness-lint: --format is an option of a lint; harness-lint fmt does not take it\n'],
    [['--no-plugins'], 'harness-lint: --no-plugins is an option of a lint; harness-lint fmt does not take it\n'],
  ])('refuses %j (exit 2)', (args, stderr) => {
    expect(fmt(folder({}), ...args)).toEqual({ status: 2, stdout: '', stderr });
  });
});
