// A linter interrupted mid-launch (Ctrl-C, SIGTERM, an uncaught error) leaves no plugin
// process, no forked grandchild and no socket file behind. The host runs in a separate
// Node process (bundled from src with esbuild) so it can be signalled for real.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pidFrom, sandbox, settledAlive, type Sandbox } from './plugin-harness.js';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

const DRIVER = `
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { queryProviders } from './host.mjs';
const [input, optionsJson, mode, marker, tmp] = process.argv.slice(2);
const options = JSON.parse(optionsJson);
if (mode === 'throw') {
  const timer = setInterval(() => {
    const brokerUp = readdirSync(tmpdir()).some((name) => name.startsWith('harness-lint-broker-' + process.pid + '-'));
    if (existsSync(marker) && readdirSync(tmp).length > 0 && brokerUp) {
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
    entryPoints: [join(REPO, 'src/capabilities/index.ts')],
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

function brokerDirsOf(pid: number): string[] {
  return readdirSync(tmpdir()).filter((name) => name.startsWith(`harness-lint-broker-${pid}-`));
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
  for (const mode of ['SIGINT', 'SIGTERM', 'throw'] as const) {
    it(`on ${mode === 'throw' ? 'an uncaught error' : mode}`, async () => {
      const marker = box.file('plugin.pid');
      const fork = box.file('fork.pid');
      const path = box.plugin('p', { category: 'tool', capabilities: {}, fault: [`marker:${marker}`, `fork-child:${fork}`, 'hang-in-rpc:GetSchema'] });
      const options = { ...box.options({ timeoutMs: 60_000, noCache: true }), protoDir: join(REPO, 'src/capabilities/proto') };
      const driver = spawn(process.execPath, [join(box.root, 'driver', 'driver.mjs'), JSON.stringify({ name: 'p', devOverride: { path } }), JSON.stringify(options), mode, marker, box.tmp], {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => driver.on('exit', (code, signal) => resolve({ code, signal })));
      try {
        if (mode === 'throw') {
          // The driver throws by itself once the plugin is up, has announced its socket and the broker runs.
          const exit = await exited;
          expect(exit.code).toBe(1);
        } else {
          // The plugin is up, has forked, announced its socket and hangs in GetSchema; the
          // host serves its callback broker.
          expect(await until(() => existsSync(marker) && existsSync(fork) && readdirSync(box.tmp).length > 0 && brokerDirsOf(driver.pid!).length > 0, 15_000)).toBe(true);
          driver.kill(mode);
          expect((await exited).signal).toBe(mode);
        }
        expect([existsSync(marker), existsSync(fork)]).toEqual([true, true]);
        expect(await settledAlive([pidFrom(marker), pidFrom(fork)])).toEqual([]);
        expect(readdirSync(box.tmp)).toEqual([]);
        // The driver's own callback-broker folder (named with its pid) is gone too.
        expect(brokerDirsOf(driver.pid!)).toEqual([]);
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
