// Runs the real built CLI (`node bin/harness-lint.js`) in a hermetic environment.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempDirPerFile } from '../support/temp-dir.js';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const BIN = join(ROOT, 'bin', 'harness-lint.js');
export const FIXTURES = join(ROOT, 'test', 'cli', 'fixtures');

if (!existsSync(join(ROOT, 'dist', 'cli.js'))) {
  throw new Error('dist/cli.js is missing: run `node build.mjs` (or `npm test`) before these tests');
}

// XDG folders point at an empty temporary home so no real user config or plugin cache is read;
// TMPDIR is the test run's, so what the linter leaves there is seen (test/setup-private-tmpdir.ts).
const home = tempDirPerFile('harness-lint-cli-');

export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  cwd?: string;
  input?: string | Buffer;
  env?: Record<string, string>;
  /** Node's own options, before the script (e.g. `-r hook.cjs`). */
  nodeArgs?: string[];
  /** Another install's bin/harness-lint.js. */
  bin?: string;
  /** Standard output to /dev/null (a character device, as a terminal is) instead of a pipe; `stdout` is then empty. */
  stdoutToDevNull?: boolean;
}

export function runCli(args: string[], options: RunOptions = {}): CliRun {
  const devNull = options.stdoutToDevNull ? openSync('/dev/null', 'w') : undefined;
  try {
    const result = spawnSync(process.execPath, [...(options.nodeArgs ?? []), options.bin ?? BIN, ...args], {
      cwd: options.cwd ?? FIXTURES,
      input: options.input ?? '',
      encoding: 'utf8',
      timeout: 20000,
      stdio: ['pipe', devNull ?? 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '',
        HOME: home(),
        XDG_CONFIG_HOME: join(home(), 'config'),
        XDG_CACHE_HOME: join(home(), 'cache'),
        TMPDIR: tmpdir(),
        ...options.env,
      },
    });
    if (result.error) throw result.error;
    return { status: result.status, stdout: result.stdout ?? '', stderr: result.stderr };
  } finally {
    if (devNull !== undefined) closeSync(devNull);
  }
}
