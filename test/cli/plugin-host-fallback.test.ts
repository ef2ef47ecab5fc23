// A dist/ without plugin-host.js (an older or interrupted build) still launches plugins: the
// plugin host then loads grpc-js and protobufjs from node_modules, only slower.
import { cpSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT, runCli } from './run-cli.js';
import { tempDir } from '../support/temp-dir.js';

let dir: string;

it('lints the example with its plugins when dist/plugin-host.js is missing', () => {
  dir = tempDir('harness-lint-nohost-');
  const copy = join(dir, 'install');
  cpSync(join(ROOT, 'bin'), join(copy, 'bin'), { recursive: true });
  cpSync(join(ROOT, 'dist'), join(copy, 'dist'), { recursive: true, filter: (src) => !/plugin-host\.(js|code-cache)$/.test(src) });
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  const lint = (bin?: string) =>
    runCli(['examples/agent.hcl', '--cache-dir', 'examples/plugin-cache', '--no-cache', '--verbose', '-f', 'compact'], { cwd: ROOT, bin });

  const fallback = lint(join(copy, 'bin', 'harness-lint.js'));
  const installed = lint();
  expect(fallback.status).toBe(0);
  expect(fallback.stderr.split('\n').filter((line) => / answered after \d+ ms$/.test(line))).toHaveLength(6);
  expect(fallback.stdout).toBe(installed.stdout);
});
