// Files the linter finds in a checkout may be symlinks the checkout chose: a lock file or a
// linter config that points at /proc/self/environ (the linter's own environment, with the CI's
// secrets in it) or at a credentials file outside the checkout. Whatever the linter makes of
// them, no secret from there may appear in its output: a code frame or an error excerpt of such
// a file would publish it in the CI log.
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatNames } from '../../src/format/index.js';
import { assertBuilt, runCliSync } from '../fuzz/support/cli.js';
import { tempDir } from '../support/temp-dir.js';

/** First in the environment, so an excerpt of its start shows them. */
const SECRETS: Record<string, string> = {
  GITHUB_TOKEN: 'ghp_EnvironSecret0123456789abcdefABCDEF',
  AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG/EnvironSecretKEY',
};

let root: string;
let checkout: string;

beforeAll(assertBuilt);
beforeEach(() => {
  root = tempDir('hl-symlinked-');
  checkout = join(root, 'checkout');
  mkdirSync(join(checkout, '.git'), { recursive: true });
  mkdirSync(join(checkout, '.agent'));
  writeFileSync(join(checkout, 'agent.hcl'), '');
});

function lint(args: string[], format?: string, file: string[] = ['agent.hcl']) {
  const env = { ...SECRETS, PATH: process.env.PATH ?? '', HOME: root, XDG_CONFIG_HOME: join(root, 'xdg') };
  return runCliSync([...file, '--no-plugins', ...args, ...(format ? ['--format', format] : [])], checkout, env, { timeoutMs: 15_000 });
}

function printedSecrets(output: string, secrets: string[]): string[] {
  return secrets.filter((s) => output.includes(s));
}

describe('symlinked files in a checkout never print what they point at', () => {
  it('a lock file linked to /proc/self/environ: no format prints the environment', () => {
    symlinkSync('/proc/self/environ', join(checkout, '.agent', 'agent.lock.hcl'));
    writeFileSync(join(checkout, 'linter-config.json'), '{}');
    const found: string[] = [];
    for (const format of formatNames) {
      const r = lint(['--config', 'linter-config.json'], format);
      expect(r.signal, format).toBeNull();
      for (const s of printedSecrets(r.stdout + r.stderr, Object.values(SECRETS))) found.push(`--format ${format} prints ${s}`);
    }
    expect(found).toEqual([]);
  });

  it('agent.hcl itself linked to /proc/self/environ, linted the usual way (`harness-lint` in the checkout)', () => {
    rmSync(join(checkout, 'agent.hcl'));
    symlinkSync('/proc/self/environ', join(checkout, 'agent.hcl'));
    writeFileSync(join(checkout, 'linter-config.json'), '{}');
    const found: string[] = [];
    for (const format of formatNames) {
      const r = lint(['--config', 'linter-config.json'], format, []);
      expect(r.signal, format).toBeNull();
      for (const s of printedSecrets(r.stdout + r.stderr, Object.values(SECRETS))) found.push(`--format ${format} prints ${s}`);
    }
    expect(found).toEqual([]);
  });

  it('a lock file linked to a credentials file outside the checkout: its lines are not printed', () => {
    const secret = 'gho_OutsideCredential0123456789abcdef';
    mkdirSync(join(root, 'home', '.config', 'gh'), { recursive: true });
    const credentials = join(root, 'home', '.config', 'gh', 'hosts.yml');
    writeFileSync(credentials, `github.com:\n    oauth_token: ${secret}\n    user: someone\n`);
    symlinkSync(credentials, join(checkout, '.agent', 'agent.lock.hcl'));
    writeFileSync(join(checkout, 'linter-config.json'), '{}');
    const r = lint(['--config', 'linter-config.json']);
    expect(r.signal).toBeNull();
    expect(printedSecrets(r.stdout + r.stderr, [secret])).toEqual([]);
  });

  for (const name of ['.harness-lintrc.yaml', '.harness-lintrc.json', '.harness-lintrc']) {
    it(`a ${name} linked to /proc/self/environ: the config error does not quote the environment`, () => {
      symlinkSync('/proc/self/environ', join(checkout, name));
      const r = lint([]);
      expect(r.signal).toBeNull();
      expect(r.status).toBe(2);
      expect(printedSecrets(r.stdout + r.stderr, Object.values(SECRETS))).toEqual([]);
    });
  }
});
