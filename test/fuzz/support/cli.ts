// The real built CLI (bin/harness-lint.js → dist/), run with a hermetic environment.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..', '..');
export const BIN = join(ROOT, 'bin', 'harness-lint.js');

export function assertBuilt(): void {
  if (!existsSync(join(ROOT, 'dist', 'cli.js'))) throw new Error('dist/cli.js is missing: run `node build.mjs` (or `npm test`) first');
}

export interface CliResult {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Unless the caller names one, the test run's TMPDIR, so what a run leaves there is seen (test/setup-private-tmpdir.ts). */
function withTmpdir(env: Record<string, string>): Record<string, string> {
  return { TMPDIR: tmpdir(), ...env };
}

/** A stack frame line, as Node prints them: what users must never see. */
export const STACK_FRAME = /^\s+at .+(:\d+:\d+\)?|\(native\)|\(<anonymous>\))$/m;

export function runCliSync(
  args: string[],
  cwd: string,
  env: Record<string, string>,
  options: { timeoutMs?: number; input?: string | Uint8Array } = {},
): CliResult {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd,
    env: withTmpdir(env),
    encoding: 'utf8',
    input: options.input ?? '',
    timeout: options.timeoutMs ?? 30_000,
    killSignal: 'SIGKILL',
    maxBuffer: 256 * 1024 * 1024,
  });
  // A run killed at the time limit is an answer (status null, the kill signal) for the test to judge.
  if (r.error && (r.error as NodeJS.ErrnoException).code !== 'ETIMEDOUT') throw r.error;
  return { status: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr };
}

/**
 * Starts the CLI without waiting; `done` resolves when it exits, with what it printed.
 * `ownGroup` puts it in a process group of its own, as a shell does for a foreground job.
 */
export function startCli(args: string[], cwd: string, env: Record<string, string>, ownGroup = false): { child: ChildProcess; done: Promise<CliResult> } {
  const child = spawn(process.execPath, [BIN, ...args], { cwd, env: withTmpdir(env), stdio: ['ignore', 'pipe', 'pipe'], detached: ownGroup });
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (s: string) => (stdout += s));
  child.stderr!.setEncoding('utf8').on('data', (s: string) => (stderr += s));
  const done = new Promise<CliResult>((resolve) => child.on('close', (status, signal) => resolve({ status, signal, stdout, stderr })));
  return { child, done };
}
