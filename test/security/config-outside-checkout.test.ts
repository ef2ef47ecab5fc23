// Issue 29 item 3: a linter config read and printed files outside the checkout. Without a .git
// folder (a tarball, a Docker build context) the project root counted as /, so a discovered
// config's $import, or a config that is a link, could lead anywhere, and validation errors then
// printed the outside file's keys and values (`unknown setting "ghp_…"`, `rule "db_password" is
// set to "hunter2…"`). Now a discovered config and what it imports stay in the folder it was
// found in when no repository root is above it, no problem quotes a value, a key is named only
// when it looks like a name, and --print-config's JSON escapes a folder name's bidi override.
import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.js';
import { tempDir } from '../support/temp-dir.js';

const TOKEN = `ghp_${'A1b2C3d4E5'.repeat(3)}abcdef`;
const PASSWORD = 'hunter2_TOKEN_value';
/** A credentials file a CI step left beside the checkout (or anywhere on the machine). */
const SECRETS = JSON.stringify({ [TOKEN]: true, rules: { db_password: PASSWORD }, pluginTimeout: `${PASSWORD}-2` });

let root: string;

beforeEach(() => {
  root = realpathSync(tempDir('hl-config-outside-'));
  writeFileSync(join(root, 'secrets.json'), SECRETS);
  mkdirSync(join(root, 'tarball'));
  writeFileSync(join(root, 'tarball', 'agent.hcl'), '');
});

const lint = () => runCli(['--no-plugins', '--', 'agent.hcl'], { cwd: join(root, 'tarball') });

function expectNoSecret(text: string): void {
  for (const secret of [TOKEN.slice(0, 8), 'hunter2', 'db_password']) expect(text).not.toContain(secret);
}

describe('a discovered config without a repository root', () => {
  it("a tarball's config that $imports a credentials file outside its folder is refused, quoting nothing of it", () => {
    writeFileSync(join(root, 'tarball', '.harness-lintrc.json'), JSON.stringify({ $import: '../secrets.json' }));
    const r = lint();
    expect(r).toEqual({
      status: 2,
      stdout: '',
      stderr:
        'harness-lint: invalid linter config .harness-lintrc.json: $import "../secrets.json": leads outside the folder it was found in (no .git above it marks a project), which is never read as its config\n',
    });
  });

  it("a tarball's config that is a link to a credentials file outside its folder is refused", () => {
    symlinkSync('../secrets.json', join(root, 'tarball', '.harness-lintrc.json'));
    expect(lint()).toEqual({
      status: 2,
      stdout: '',
      stderr:
        'harness-lint: invalid linter config .harness-lintrc.json: leads outside the folder it was found in (no .git above it marks a project), which is never read as its config\n',
    });
  });

  it('still reads a config, and what it imports, from its own folder', () => {
    writeFileSync(join(root, 'tarball', 'base.json'), JSON.stringify({ rules: { 'lock-file-missing': 'off' } }));
    writeFileSync(join(root, 'tarball', '.harness-lintrc.json'), JSON.stringify({ $import: 'base.json' }));
    expect(lint()).toEqual({ status: 0, stdout: '', stderr: '' });
  });
});

describe('config problems never quote a value', () => {
  it('`unknown setting "ghp_…"` and `rule "db_password" is set to "hunter2…"`: the kinds are named, the secrets are not', () => {
    mkdirSync(join(root, 'tarball', '.git'));
    writeFileSync(join(root, 'tarball', '.harness-lintrc.json'), SECRETS);
    const r = lint();
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      [
        'harness-lint: invalid linter config .harness-lintrc.json:',
        `  - unknown setting of ${TOKEN.length} characters (not shown: it does not look like a name) (allowed: rules, pluginTimeout, cacheDir, ignorePatterns)`,
        '  - rule "db_password" is set to a string that is no severity; use "off", "warning" or "error"',
        '  - unknown rule id "db_password" in "rules"',
        '  - "pluginTimeout" must be a whole number of milliseconds, not a string',
        '',
      ].join('\n'),
    );
    expect(r.stderr).not.toContain('hunter2');
    expect(r.stderr).not.toContain(TOKEN.slice(0, 8));
  });

  it('--print-config of a refused config prints nothing of it', () => {
    writeFileSync(join(root, 'tarball', '.harness-lintrc.json'), JSON.stringify({ $import: '../secrets.json' }));
    const r = runCli(['--print-config', 'agent.hcl'], { cwd: join(root, 'tarball') });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expectNoSecret(r.stderr);
  });
});

describe('--print-config', () => {
  it("escapes a folder name's U+202E in its JSON (the same value once parsed)", () => {
    const folder = 'svc\u202etxt.exe';
    mkdirSync(join(root, folder));
    writeFileSync(join(root, folder, 'agent.hcl'), '');
    writeFileSync(join(root, folder, '.harness-lintrc.json'), JSON.stringify({ ignorePatterns: ['x\u202ey'] }));
    const r = runCli(['--print-config', `${folder}/agent.hcl`], { cwd: root });
    expect(r.status).toBe(0);
    expect(r.stdout).not.toMatch(/\u202e/);
    expect(r.stdout).toContain('"file": "svc\\u202etxt.exe/agent.hcl"');
    const doc = JSON.parse(r.stdout) as { file: string; config: string; ignorePatterns: { config: string[] } };
    expect([doc.file, doc.config, doc.ignorePatterns.config]).toEqual([`${folder}/agent.hcl`, `${folder}/.harness-lintrc.json`, ['x\u202ey']]);
  });
});
