// A linter interrupted mid-launch (Ctrl-C, SIGTERM, an uncaught error) leaves no plugin
// process, no forked grandchild and no socket file behind; one killed outright (SIGKILL, which
// no hook sees) leaves no process, and its run folder is swept by the next run. The host runs
// in a separate Node process (bundled from src with esbuild) so it can be signalled for real.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pidFrom, sandbox, settledAlive, type Sandbox } from './plugin-harness.js';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

const DRIVER = `
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { queryProviders } from './host.mjs';
const [input, optionsJson, mode, marker, tmp] = process.argv.slice(2);
const options = JSON.parse(optionsJson);
if (mode === 'throw') {
  const timer = setInterval(() => {
    const run = readdirSync(tmp).find((name) => name.startsWith('harness-lint-' + process.pid + '-'));
    const sockets = run ? readdirSync(join(tmp, run)).filter((name) => name.endsWith('.sock') || name.startsWith('plugin')) : [];
    if (existsSync(marker) && sockets.length >= 2) {
      clearInterval(timer);
      throw new Error('boom: an internal error while plugins run');
    }
  }, 20);
}
await queryProviders([JSON.parse(input)], options);
`;

let box: Sandbox;

beforeEach(async () => {
  box = sandbox();
  const dir = join(box.root, 'driver');
  mkdirSync(dir);
  symlinkSync(join(REPO, 'node_modules'), join(box.root, 'node_modules'));
  await build({
    entryPoints: [join(REPO, 'src/plugin-host/query-providers.ts')],
    outfile: join(dir, 'host.mjs'),
    bundle: true,
    format: 'esm',
    platform: 'node',
    external: ['@grpc/grpc-js', '@grpc/proto-loader'],
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    logLevel: 'error',
  });
  writeFileSync(join(dir, 'driver.mjs'), DRIVER);
});
afterEach(() => box.dispose());

/** The run folder of the driver: its plugin's TMPDIR, with the plugin's socket and the callback broker's. */
function runFolderOf(pid: number): string | undefined {
  return readdirSync(box.tmp).find((name) => name.startsWith(`harness-lint-${pid}-`));
}

function socketsOf(pid: number): string[] {
  const run = runFolderOf(pid);
  return run ? readdirSync(join(box.tmp, run)).filter((name) => name.endsWith('.sock') || name.startsWith('plugin')) : [];
}

async function until(condition: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 25));
  }
  return true;
}

describe('no plugin outlives the linter', () => {
  for (const mode of ['SIGINT', 'SIGTERM', 'SIGKILL', 'throw'] as const) {
    const label = mode === 'throw' ? 'an uncaught error' : mode === 'SIGKILL' ? 'SIGKILL of the linter (no hook runs): the watchdog kills the group' : mode;
    it(`on ${label}`, async () => {
      const marker = box.file('plugin.pid');
      const fork = box.file('fork.pid');
      const path = box.plugin('p', { category: 'tool', capabilities: {}, fault: [`marker:${marker}`, `fork-child:${fork}`, 'hang-in-rpc:GetSchema'] });
      const options = { ...box.options({ timeoutMs: 60_000, noCache: true }), protoDir: join(REPO, 'src/plugin-host/wire/proto') };
      const driver = spawn(
        process.execPath,
        [join(box.root, 'driver', 'driver.mjs'), JSON.stringify({ name: 'p', devOverride: { path } }), JSON.stringify(options), mode, marker, box.tmp],
        {
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      );
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
        driver.on('exit', (code, signal) => resolve({ code, signal })),
      );
      try {
        if (mode === 'throw') {
          // The driver throws by itself once the plugin is up, has announced its socket and the broker runs.
          const exit = await exited;
          expect(exit.code).toBe(1);
        } else {
          // The plugin is up, has forked, announced its socket and hangs in GetSchema; the
          // host serves its callback broker.
          expect(await until(() => existsSync(marker) && existsSync(fork) && socketsOf(driver.pid!).length >= 2, 15_000)).toBe(true);
          driver.kill(mode);
          expect((await exited).signal).toBe(mode);
        }
        expect([existsSync(marker), existsSync(fork)]).toEqual([true, true]);
        expect(await settledAlive([pidFrom(marker), pidFrom(fork)])).toEqual([]);
        if (mode === 'SIGKILL') {
          // Nothing ran to remove the run folder; the next run that launches a plugin does, its PID being gone.
          expect(runFolderOf(driver.pid!)).toBeDefined();
          await box.run({ category: 'tool', capabilities: {} }, { noCache: true });
        }
        expect(readdirSync(box.tmp)).toEqual([]);
      } finally {
        driver.kill('SIGKILL');
        // Only if the assertions above failed: do not leak the plugin's group into other tests.
        if (existsSync(marker)) {
          try {
            process.kill(-pidFrom(marker), 'SIGKILL');
          } catch {
            // Already gone, as it should be.
          }
        }
      }
    });
  }
});
