// Two attacks a checkout can make on the run that lints it (hostile-input issue, findings 1
// and 2): file names that parse as options, and report files that are symlinks.
import { chmodSync, existsSync, lstatSync, mkdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import loaders from 'cosmiconfig/dist/loaders.js';
import { assertBuilt, ROOT, runCliSync } from '../fuzz/support/cli.js';
import { tempDir } from '../support/temp-dir.js';

const HOOK = join(ROOT, '.pre-commit-hooks.yaml');
const hook = (loaders.loadYaml(HOOK, readFileSync(HOOK, 'utf8')) as { entry: string; args: string[] }[])[0];

let root: string;
let checkout: string;

beforeAll(assertBuilt);
beforeEach(() => {
  root = tempDir('hl-argv-');
  checkout = join(root, 'checkout');
  mkdirSync(join(checkout, '.git'), { recursive: true });
});

function lint(args: string[]) {
  return runCliSync(
    args,
    checkout,
    { PATH: process.env.PATH ?? '', HOME: root, XDG_CONFIG_HOME: join(root, 'xdg'), XDG_CACHE_HOME: join(root, 'cache') },
    { timeoutMs: 15_000 },
  );
}

/**
 * The checkout of finding 1: a folder named `--global-config=g`, whose agent.hcl a commit
 * touches, and a folder g whose agent.hcl is a global config with a dev_overrides entry for
 * the checkout's own tools/p, which leaves a marker when it runs.
 */
function writeOptionNamedCheckout(): string {
  const marker = join(root, 'executed');
  const project = 'required_providers {\n  p = { source = "github.com/acme/p", version = "1.0.0" }\n}\n';
  writeFileSync(join(checkout, 'agent.hcl'), project);
  mkdirSync(join(checkout, '--global-config=g'));
  writeFileSync(join(checkout, '--global-config=g', 'agent.hcl'), project);
  mkdirSync(join(checkout, 'g'));
  writeFileSync(join(checkout, 'g', 'agent.hcl'), 'dev_overrides {\n  p = "./tools/p"\n}\n');
  mkdirSync(join(checkout, 'tools'));
  writeFileSync(join(checkout, 'tools', 'p'), `#!/bin/sh\ntouch '${marker}'\n`);
  chmodSync(join(checkout, 'tools', 'p'), 0o755);
  return marker;
}

describe('file names are data, never options', () => {
  it('the pre-commit hook passes -- before the file names it appends', () => {
    expect(hook.entry).toBe('harness-lint');
    expect(hook.args.at(-1)).toBe('--');
  });

  it('a staged --global-config=g/agent.hcl, as the hook passes it, is linted as a file and runs nothing', () => {
    const marker = writeOptionNamedCheckout();
    const r = lint(['--format', 'compact', ...hook.args, '--global-config=g/agent.hcl']);
    expect(existsSync(marker)).toBe(false);
    expect(r.stderr).toBe('');
    expect(
      r.stdout
        .split('\n')
        .filter(Boolean)
        .every((line) => line.startsWith('--global-config=g/agent.hcl:')),
    ).toBe(true);
  });

  it('without --, an option-shaped argument that names an existing file is refused with exit 2', () => {
    const marker = writeOptionNamedCheckout();
    const r = lint(['--global-config=g/agent.hcl']);
    expect(existsSync(marker)).toBe(false);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      'harness-lint: "--global-config=g/agent.hcl" is both an option and the name of a file here; put -- before file names (harness-lint [options] -- file...)\n',
    );
  });

  it.each([['--config=c/agent.hcl'], ['--cache-dir=c/agent.hcl'], ['-fjson=c/agent.hcl']])('%s named by a folder in the checkout is refused too', (arg) => {
    mkdirSync(join(checkout, arg.split('/')[0]));
    writeFileSync(join(checkout, arg), '');
    const r = lint([arg]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('is both an option and the name of a file here');
  });

  it('after --, a folder named like a subcommand is linted, not dispatched', () => {
    mkdirSync(join(checkout, 'plugin'));
    writeFileSync(join(checkout, 'plugin', 'agent.hcl'), 'settings {\n  log_level = "loud"\n}\n');
    const r = lint(['--no-plugins', '--format', 'compact', '--', 'plugin']);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^plugin\/agent\.hcl:2:15: error: .*log_level "loud"/m);
  });

  it('before --, the subcommand still runs', () => {
    const r = lint(['plugin', '--', join(root, 'absent')]);
    expect(r.status).not.toBe(0);
    expect(r.stderr + r.stdout).toContain('absent');
  });
});

describe('report files are never written through a symlink', () => {
  beforeEach(() => writeFileSync(join(checkout, 'agent.hcl'), ''));
  const sarif = (path: string) => lint(['--no-plugins', '--format', `sarif=${path}`, '--format', 'compact', '--', 'agent.hcl']);

  it('a link to an executable elsewhere: refused, the target keeps its bytes and mode', () => {
    const target = join(root, 'victim');
    writeFileSync(target, '#!/bin/sh\necho original\n');
    chmodSync(target, 0o755);
    symlinkSync(target, join(checkout, 'harness-lint.sarif'));
    const r = sarif('harness-lint.sarif');
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('harness-lint: cannot write harness-lint.sarif: it is a symbolic link\n');
    expect(readFileSync(target, 'utf8')).toBe('#!/bin/sh\necho original\n');
    expect(statSync(target).mode & 0o777).toBe(0o755);
  });

  it('a dangling link: refused, nothing is created where it points', () => {
    const target = join(root, 'created-elsewhere');
    symlinkSync(target, join(checkout, 'harness-lint.sarif'));
    const r = sarif('harness-lint.sarif');
    expect(r.status).toBe(2);
    expect(existsSync(target)).toBe(false);
    expect(lstatSync(join(checkout, 'harness-lint.sarif')).isSymbolicLink()).toBe(true);
  });

  it('a linked folder below the working directory: refused, also when named by an absolute path', () => {
    mkdirSync(join(root, 'elsewhere'));
    symlinkSync(join(root, 'elsewhere'), join(checkout, 'reports'));
    for (const path of ['reports/lint.sarif', join(checkout, 'reports', 'lint.sarif')]) {
      const r = sarif(path);
      expect(r.status, path).toBe(2);
      expect(r.stderr).toBe(`harness-lint: cannot write ${path}: its folder reports is a symbolic link\n`);
    }
    expect(existsSync(join(root, 'elsewhere', 'lint.sarif'))).toBe(false);
  });

  it('a FIFO is refused at once instead of hanging', () => {
    const r = sarif('/dev/stdin');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^harness-lint: cannot write \/dev\/stdin: (it is a symbolic link|not a regular file)\n$/);
  });

  it('a regular file is overwritten, and a new one created', () => {
    writeFileSync(join(checkout, 'old.sarif'), 'x'.repeat(100_000));
    for (const path of ['old.sarif', 'new.sarif']) {
      const r = sarif(path);
      expect(r.status, r.stderr).toBe(0);
      expect(JSON.parse(readFileSync(join(checkout, path), 'utf8')).version).toBe('2.1.0');
    }
  });
});
