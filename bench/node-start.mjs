// Timing node processes, shared by run.mjs and permissions.mjs: node's own start-up is the
// baseline of several rows.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { median } from './parser-timing.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// Variables that make every node process do more at start-up. This machine sets
// NODE_EXTRA_CA_CERTS, which alone adds ~30 ms to `node -e 0` (it loads the certificates) and so
// flattered every ratio against it. Every timed command runs without them: the baseline is
// node's own start-up.
export const STARTUP_VARIABLES = ['NODE_OPTIONS', 'NODE_EXTRA_CA_CERTS', 'NODE_V8_COVERAGE', 'NODE_DEBUG', 'NODE_COMPILE_CACHE'];
export const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !STARTUP_VARIABLES.includes(name)));

/** Runs node with `args` and returns the wall time; throws unless the exit code is one of `ok`. */
export function spawnMs(args, { cwd = root, env = cleanEnv, ok = [0] } = {}) {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 << 20 });
  const elapsed = performance.now() - t0;
  if (!ok.includes(r.status)) throw new Error(`node ${args.join(' ')} exited ${r.status ?? r.signal}: ${String(r.stderr).slice(0, 2000)}`);
  return { ms: elapsed, stdout: String(r.stdout) };
}

/** One bare `node -e 0`, in ms. */
export const nodeBare = () => spawnMs(['-e', '0']).ms;

/** Runs each command `runs` times, alternating them run by run; the median of each, in order. */
export function alternate(commands, runs) {
  for (const c of commands) c(); // warm the file cache and anything lazily created
  const samples = commands.map(() => []);
  for (let i = 0; i < runs; i++) commands.forEach((c, k) => samples[k].push(c()));
  return samples.map(median);
}
