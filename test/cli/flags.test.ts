// Flag validation through the real CLI: every bad value is one line on stderr naming the flag, exit 2.
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

function expectUsageError(args: string[], expected: string): void {
  const run = runCli(args);
  expect(run.status).toBe(2);
  expect(run.stdout).toBe('');
  expect(run.stderr).toBe(`harness-lint: ${expected}\n`);
}

describe('flag validation', () => {
  it('rejects an unknown flag, suggesting the closest one', () => {
    expectUsageError(['--max-warning', '3', 'syntax-error.hcl'], "unknown option '--max-warning' (Did you mean --max-warnings?) (see --help)");
    expectUsageError(['--frobnicate'], "unknown option '--frobnicate' (see --help)");
  });

  it('rejects an unknown --format, listing the allowed names', () => {
    const run = runCli(['--format', 'xml', 'syntax-error.hcl']);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(
      /^harness-lint: option '-f, --format <name\[=path\]>' argument 'xml' is invalid\. unknown format "xml"; expected one of: stylish, compact, json, sarif, github[^\n]*\n$/,
    );
  });

  it('rejects --format NAME= with no path, and an unknown NAME=PATH', () => {
    expectUsageError(
      ['-f', 'json='],
      `option '-f, --format <name[=path]>' argument 'json=' is invalid. missing PATH after "json="; use NAME=PATH or just NAME. (see --help)`,
    );
    const run = runCli(['-f', 'xml=out.xml']);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('unknown format "xml"');
  });

  it('allows only one format on standard output, and each output file once', () => {
    expectUsageError(
      ['-f', 'json', '-f', 'compact', 'syntax-error.hcl'],
      '--format: only one format can go to standard output (got json, compact); write the others to files with NAME=PATH',
    );
    expectUsageError(['-f', 'json=o.txt', '-f', 'compact=o.txt', 'syntax-error.hcl'], '--format: o.txt is named more than once');
  });

  it.each([['-1'], ['abc'], ['1.5'], ['']])('rejects --max-warnings %j', (value) => {
    expectUsageError(
      ['--max-warnings', value, 'syntax-error.hcl'],
      `option '--max-warnings <n>' argument '${value}' is invalid. expected a whole number, 0 or more. (see --help)`,
    );
  });

  it('rejects --max-warnings without a value', () => {
    expectUsageError(['--max-warnings'], "option '--max-warnings <n>' argument missing (see --help)");
  });

  it.each([['0'], ['-5'], ['soon'], ['2147483648']])('rejects --plugin-timeout %j', (value) => {
    expectUsageError(
      ['--plugin-timeout', value, 'syntax-error.hcl'],
      `option '--plugin-timeout <ms>' argument '${value}' is invalid. expected milliseconds, a whole number from 1 to 2147483647. (see --help)`,
    );
  });

  it.each([
    ['--lock-file <path>'],
    ['--global-config <path>'],
    ['--cache-dir <dir>'],
    ['--config <path>'],
    ['--stdin-filename <name>'],
    ['--explain <rule>'],
    ['-f, --format <name[=path]>'],
  ])('rejects %s without a value', (flag) => {
    const name = flag.split(' ').find((w) => w.startsWith('--'))!;
    expectUsageError([name], `option '${flag}' argument missing (see --help)`);
  });

  it('rejects --stdin-filename without --stdin', () => {
    expectUsageError(['--stdin-filename', 'agent.hcl'], '--stdin-filename needs --stdin');
  });

  it('rejects --stdin together with file arguments or --recursive', () => {
    expectUsageError(['--stdin', 'syntax-error.hcl'], '--stdin lints standard input; drop the file arguments (syntax-error.hcl) or --stdin');
    expectUsageError(['--stdin', '--recursive'], '--recursive cannot be used with --stdin');
  });

  it('rejects --lock-file with several files', () => {
    expectUsageError(
      ['--lock-file', 'x.lock.hcl', 'syntax-error.hcl', 'warnings.hcl'],
      '--lock-file names one lock file; lint one file at a time with it, or drop it',
    );
  });

  it('rejects an unreadable or invalid --config', () => {
    expectUsageError(['--config', 'no-such-config.json', 'syntax-error.hcl'], 'invalid linter config no-such-config.json: no such file');
    const run = runCli(['--config', 'warnings.hcl', 'syntax-error.hcl']);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^harness-lint: invalid linter config warnings\.hcl/);
  });
});

describe('--version and --help', () => {
  it('prints the package version', () => {
    const run = runCli(['--version']);
    expect(run).toEqual({ status: 0, stdout: '0.1.0\n', stderr: '' });
    expect(runCli(['-V']).stdout).toBe('0.1.0\n');
  });

  it('lists every flag of the command line contract and the exit codes', () => {
    const run = runCli(['--help']);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    for (const flag of [
      '--lock-file <path>',
      '--global-config <path>',
      '--cache-dir <dir>',
      '--no-plugins',
      '--plugin-timeout <ms>',
      '-f, --format <name[=path]>',
      '--max-warnings <n>',
      '--quiet',
      '--rule <id=severity>',
      '--color',
      '--no-color',
      '--config <path>',
      '--stdin',
      '--stdin-filename <name>',
      '-r, --recursive',
      '--list-rules',
      '--explain <rule>',
      '--verbose',
      '-V, --version',
      '-h, --help',
    ]) {
      expect(run.stdout).toContain(`  ${flag} `);
    }
    expect(run.stdout).toContain('Usage: harness-lint [options] [command] [file...]');
    expect(run.stdout).toMatch(/^  capabilities \[file\] /m);
    expect(run.stdout).toMatch(/^  plugin <path> /m);
    expect(run.stdout).toMatch(/Exit codes:\n  0 .*\n  1 .*\n  2 .*\n$/);
  });
});
