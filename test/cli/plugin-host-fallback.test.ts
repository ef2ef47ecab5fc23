// A dist/ without plugin-host.js (an older or interrupted build) still launches plugins: the
// plugin host then loads grpc-js and protobufjs from node_modules, only slower.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { ROOT } from './run-cli.js';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('lints the example with its plugins when dist/plugin-host.js is missing', () => {
  dir = mkdtempSync(join(tmpdir(), 'harness-lint-nohost-'));
  const copy = join(dir, 'install');
  cpSync(join(ROOT, 'bin'), join(copy, 'bin'), { recursive: true });
  cpSync(join(ROOT, 'dist'), join(copy, 'dist'), { recursive: true, filter: (src) => !/plugin-host\.(js|code-cache)$/.test(src) });
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  const env = { PATH: process.env.PATH ?? '', HOME: dir, XDG_CONFIG_HOME: join(dir, 'config'), XDG_CACHE_HOME: join(dir, 'cache'), TMPDIR: tmpdir() };
  const lint = (bin: string) => spawnSync(process.execPath, [bin, 'examples/agent.hcl', '--cache-dir', 'examples/plugin-cache', '--no-cache', '--verbose', '-f', 'compact'], { cwd: ROOT, env, encoding: 'utf8', timeout: 20000 });

  const fallback = lint(join(copy, 'bin', 'harness-lint.js'));
  const installed = lint(join(ROOT, 'bin', 'harness-lint.js'));
  expect(fallback.status).toBe(0);
  expect(fallback.stderr.split('\n').filter((line) => / answered after \d+ ms$/.test(line))).toHaveLength(6);
  expect(fallback.stdout).toBe(installed.stdout);
});
