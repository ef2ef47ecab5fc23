// --fix and --fix-dry-run through the built CLI on a temporary project: the fixed file, the exit
// code and what remains, an idempotent second run, nothing written by a dry run, and the
// hostile-input rules of writing (no link followed, no special file, no file with syntax errors).
import { chmodSync, linkSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../support/temp-dir.js';
import { runCli } from './run-cli.js';

const REQUIRED = 'required_providers {\n  audit = { source = "github.com/agentco/provider-audit", version = "VERSION" }\n}\n';
const BODY =
  'policy "p" {\n  match  = { provider = "audit", tool_nme = "x" }\n  action = "ACTION"\n}\nhook "pre_tool_call" {\n  provider = "audit"\n  mode     = "observe"\n}\n';
const project = (version: string, action: string) => REQUIRED.replace('VERSION', version) + BODY.replace('ACTION', action);
const BROKEN = project('^1.2', 'Deny');
const FIXED = project('~> 1.2', 'deny').replace('tool_nme', 'tool_name').replace('pre_tool_call', 'pre-tool-call');
const LOCK =
  'lock_file_version = 1\n\nprovider "audit" {\n  source      = "github.com/agentco/provider-audit"\n  version     = "1.2.0"\n  resolved_at = "2026-07-22T18:04:00Z"\n  checksums = { "linux_amd64" = "sha256:0000000000000000000000000000000000000000000000000000000000000000" }\n}\n';

function tempProject(agent: string, mode = 0o640): string {
  const dir = tempDir('hl-fix-');
  writeFileSync(join(dir, 'agent.hcl'), agent);
  chmodSync(join(dir, 'agent.hcl'), mode);
  return dir;
}

const lint = (dir: string, ...args: string[]) => runCli(['--no-plugins', ...args], { cwd: dir });

describe('--fix', () => {
  it('writes the fixed agent.hcl in place (mode kept, no file left behind), reports what remains and exits by it', () => {
    const dir = tempProject(BROKEN + 'hook "whenever" {\n  provider = "audit"\n  mode     = "observe"\n}\n');
    const run = lint(dir, '--fix', '-f', 'compact');
    expect(readFileSync(join(dir, 'agent.hcl'), 'utf8')).toBe(FIXED + 'hook "whenever" {\n  provider = "audit"\n  mode     = "observe"\n}\n');
    expect(statSync(join(dir, 'agent.hcl')).mode & 0o777).toBe(0o640);
    expect(readdirSync(dir)).toEqual(['agent.hcl']);
    expect(run.stdout).toBe(
      'agent.hcl:1:1: warning: no lock file pins the provider of required_providers: let the kernel write .agent/agent.lock.hcl and commit it [lock-file-missing]\n' +
        'agent.hcl:12:1: error: hook "whenever" is not a hook point; use one of the 8 hook points [hook-point-unknown]\n' +
        'harness-lint: fixed 4 problems in agent.hcl\n',
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
  });

  it('is idempotent: a second run changes nothing and says nothing of fixes', () => {
    const dir = tempProject(BROKEN);
    mkdirSync(join(dir, '.agent'));
    writeFileSync(join(dir, '.agent', 'agent.lock.hcl'), LOCK);
    expect(lint(dir, '--fix')).toMatchObject({ status: 0, stdout: 'harness-lint: fixed 4 problems in agent.hcl\n' });
    expect(readFileSync(join(dir, 'agent.hcl'), 'utf8')).toBe(FIXED);
    const mtime = statSync(join(dir, 'agent.hcl')).mtimeMs;
    expect(lint(dir, '--fix')).toMatchObject({ status: 0, stdout: '', stderr: '' });
    expect(readFileSync(join(dir, 'agent.hcl'), 'utf8')).toBe(FIXED);
    expect(statSync(join(dir, 'agent.hcl')).mtimeMs).toBe(mtime);
  });

  it('never writes through a symbolic link: the link and its target stay as they were, and the findings are reported unfixed', () => {
    const target = tempProject(BROKEN);
    const dir = tempDir('hl-fix-link-');
    symlinkSync(join(target, 'agent.hcl'), join(dir, 'agent.hcl'));
    const run = lint(dir, '--fix', '-f', 'compact');
    expect(lstatSync(join(dir, 'agent.hcl')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(dir, 'agent.hcl'))).toBe(join(target, 'agent.hcl'));
    expect(readFileSync(join(target, 'agent.hcl'), 'utf8')).toBe(BROKEN);
    expect(run.stderr).toBe('harness-lint: not fixing agent.hcl: it is a symbolic link\n');
    expect(run.stdout).toContain('[hook-point-unknown]');
    expect(run.status).toBe(1);
  });

  it('never writes below a linked folder', () => {
    const target = tempProject(BROKEN);
    const dir = tempDir('hl-fix-folder-');
    symlinkSync(target, join(dir, 'project'));
    const run = lint(dir, '--fix', '-f', 'compact', 'project/agent.hcl');
    expect(readFileSync(join(target, 'agent.hcl'), 'utf8')).toBe(BROKEN);
    expect(run.stderr).toBe('harness-lint: not fixing project/agent.hcl: its folder project is a symbolic link\n');
    expect(run.status).toBe(1);
  });

  it('never writes a file with other names (a hard link), and a FIFO is not linted at all', () => {
    const dir = tempProject(BROKEN);
    linkSync(join(dir, 'agent.hcl'), join(dir, 'other.hcl'));
    const run = lint(dir, '--fix', '-f', 'compact');
    expect(run.stderr).toBe('harness-lint: not fixing agent.hcl: it has other names (hard links)\n');
    expect(readFileSync(join(dir, 'other.hcl'), 'utf8')).toBe(BROKEN);
    const fifo = tempDir('hl-fix-fifo-');
    execFileSync('mkfifo', [join(fifo, 'agent.hcl')]);
    expect(lint(fifo, '--fix')).toMatchObject({
      status: 2,
      stderr: 'harness-lint: cannot read agent.hcl: not a regular file (to lint piped input, use --stdin)\n',
    });
  });

  it('leaves a file with syntax errors untouched', () => {
    const text = `${BROKEN}policy "q" {\n  action = \n`;
    const dir = tempProject(text);
    const run = lint(dir, '--fix', '-f', 'compact');
    expect(readFileSync(join(dir, 'agent.hcl'), 'utf8')).toBe(text);
    expect(run.stdout).toMatch(/\[hcl-syntax\]\n$/);
    expect(run.stdout).not.toContain('fixed');
    expect(run.status).toBe(1);
  });

  it('refuses --stdin and --fix-dry-run beside it (exit 2)', () => {
    expect(runCli(['--no-plugins', '--fix', '--stdin'], { input: BROKEN })).toMatchObject({
      status: 2,
      stderr: 'harness-lint: --fix writes files, and standard input is none; use --fix-dry-run with --stdin\n',
    });
    expect(runCli(['--no-plugins', '--fix', '--fix-dry-run'])).toMatchObject({
      status: 2,
      stderr: 'harness-lint: --fix writes the fixes and --fix-dry-run only reports them; use one\n',
    });
  });
});

describe('--fix-dry-run', () => {
  it('reports what --fix would leave, with frames of the fixed text, and writes nothing', () => {
    const dir = tempProject(BROKEN);
    const run = lint(dir, '--fix-dry-run', '--no-color');
    expect(readFileSync(join(dir, 'agent.hcl'), 'utf8')).toBe(BROKEN);
    expect(readdirSync(dir)).toEqual(['agent.hcl']);
    expect(run.stdout).toContain('  > 1 | required_providers {\n');
    expect(run.stdout).toMatch(/✖ 1 problem \(0 errors, 1 warning\)\nharness-lint: --fix would fix 4 problems in agent\.hcl \(nothing written\)\n$/);
    expect(run.status).toBe(0);
  });

  it('frames what remains on a fixed line from the fixed text', () => {
    const text = `${REQUIRED.replace('VERSION', '~> 1.0')}policy "reads" {\n  match  = { kind = "data_source" }\n  action = "Ask"\n}\n`;
    const dir = tempProject(text);
    const run = lint(dir, '--fix-dry-run', '--no-color', '--rule', 'lock-file-missing=off');
    expect(run.stdout).toContain('policy-ask-downgraded\n\n  > 6 |   action = "ask"\n');
    expect(readFileSync(join(dir, 'agent.hcl'), 'utf8')).toBe(text);
  });

  it('with a machine format: the report on stdout is what remains (no fix left in it), the line on stderr', () => {
    const dir = tempProject(BROKEN);
    const run = lint(dir, '--fix-dry-run', '-f', 'json');
    const doc = JSON.parse(run.stdout);
    expect(doc.diagnostics.map((d: { ruleId: string }) => d.ruleId)).toEqual(['lock-file-missing']);
    expect(run.stderr).toBe('harness-lint: --fix would fix 4 problems in agent.hcl (nothing written)\n');
    expect(readFileSync(join(dir, 'agent.hcl'), 'utf8')).toBe(BROKEN);
  });

  it('works on standard input', () => {
    const run = runCli(['--no-plugins', '--fix-dry-run', '--stdin', '-f', 'compact'], { input: BROKEN });
    expect(run.stdout).toBe(
      '<stdin>:1:1: warning: no lock file pins the provider of required_providers: let the kernel write .agent/agent.lock.hcl and commit it [lock-file-missing]\nharness-lint: --fix would fix 4 problems in <stdin> (nothing written)\n',
    );
  });
});

describe('the JSON format', () => {
  it("carries each diagnostic's fix with its title and its suggestions, positions as line and column", () => {
    const dir = tempProject(project('~> 1.0', 'Deny') + 'hook "pre-tool-cal" {\n  provider = "audit"\n}\n');
    const doc = JSON.parse(lint(dir, '-f', 'json').stdout);
    const byRule = (id: string) => doc.diagnostics.find((d: { ruleId: string }) => d.ruleId === id);
    const at = (l: number, c: number, el: number, ec: number) => ({ start: { line: l, column: c }, end: { line: el, column: ec } });
    expect(byRule('enum-value-invalid').fix).toEqual([{ range: at(6, 12, 6, 18), text: '"deny"' }]);
    expect(byRule('enum-value-invalid').fixMessage).toBe('Replace "Deny" with "deny"');
    expect(byRule('enum-value-invalid').suggestions).toBeUndefined();
    const hook = doc.diagnostics.filter((d: { ruleId: string }) => d.ruleId === 'hook-point-unknown');
    expect(hook.map((d: { fix?: unknown; fixMessage?: unknown; suggestions?: unknown }) => [d.fix, d.fixMessage, d.suggestions])).toEqual([
      [[{ range: at(8, 6, 8, 21), text: '"pre-tool-call"' }], 'Replace "pre_tool_call" with "pre-tool-call"', undefined],
      [undefined, undefined, [{ message: 'Replace with "pre-tool-call"', edits: [{ range: at(12, 6, 12, 20), text: '"pre-tool-call"' }] }]],
    ]);
  });
});
