// Files the linter finds by itself in a checkout (the lock file, the linter config) are the
// checkout's to choose: a named pipe with no writer, or a symlink to /dev/zero, must not hang
// the linter or make it read without end. Each run is killed after a few seconds, so a failing
// run stays bounded in time and memory.
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { assertBuilt, runCliSync } from '../fuzz/support/cli.js';
import { tempDir } from '../support/temp-dir.js';

let root: string;

beforeAll(assertBuilt);
beforeEach(() => {
  root = tempDir('hl-special-');
  mkdirSync(join(root, '.git'));
  mkdirSync(join(root, '.agent'));
  writeFileSync(join(root, 'agent.hcl'), '');
});

function lint(extra: string[], timeoutMs: number, target = 'agent.hcl') {
  const started = Date.now();
  const r = runCliSync(
    [target, '--no-plugins', ...extra],
    root,
    { PATH: process.env.PATH ?? '', HOME: root, XDG_CONFIG_HOME: join(root, 'xdg') },
    { timeoutMs },
  );
  return { ...r, elapsedMs: Date.now() - started };
}

/** Finished on its own (not killed), with a verdict: a diagnostic (1) or a one-line reason (2). */
function expectAnswered(r: ReturnType<typeof lint>): void {
  expect(r.signal, `killed after ${r.elapsedMs} ms: the linter did not finish`).toBeNull();
  expect([1, 2]).toContain(r.status);
  expect(r.stdout + r.stderr).toMatch(/agent\.lock\.hcl|harness-lintrc|agent\.hcl/);
}

describe('special files in a checkout', () => {
  it('a lock file that is a named pipe nobody writes to', () => {
    execFileSync('mkfifo', [join(root, '.agent', 'agent.lock.hcl')]);
    writeFileSync(join(root, 'linter-config.json'), '{}');
    expectAnswered(lint(['--config', 'linter-config.json'], 5000));
  });

  it('a lock file that is a symlink to /dev/zero (killed after 3 s: a failing run reads at most a few GB)', () => {
    symlinkSync('/dev/zero', join(root, '.agent', 'agent.lock.hcl'));
    writeFileSync(join(root, 'linter-config.json'), '{}');
    expectAnswered(lint(['--config', 'linter-config.json'], 3000));
  });

  it('a folder argument whose agent.hcl is a named pipe nobody writes to', () => {
    mkdirSync(join(root, 'sub'));
    execFileSync('mkfifo', [join(root, 'sub', 'agent.hcl')]);
    writeFileSync(join(root, 'linter-config.json'), '{}');
    expectAnswered(lint(['--config', 'linter-config.json'], 5000, 'sub'));
  });

  it('a .harness-lintrc.json that is a named pipe nobody writes to', () => {
    execFileSync('mkfifo', [join(root, '.harness-lintrc.json')]);
    expectAnswered(lint([], 5000));
  });
});
