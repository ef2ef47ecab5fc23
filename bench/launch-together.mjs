// Plugins' own launch, without the linter: `node bench/launch-together.mjs TMPDIR PATH...`
// spawns every PATH at once and prints the ms until the last handshake line. It runs in a
// process of its own because a fork costs in proportion to the forking process's memory: from
// the bench's process, which by then holds esbuild and hcl2json's WebAssembly, ten launches
// measured 66-96 ms against 32-52 ms from a bare node, and that is not the plugins' cost.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';

// The go-plugin magic cookie every PluggableHarness plugin checks (wire.md §1.4).
const COOKIE = { PLUGGABLEHARNESS_AGENT_PLUGIN: 'pluggableharness-agent-v1-a6f3c9d2-plugin-handshake' };

const [tmp, ...paths] = process.argv.slice(2);
const t0 = performance.now();
const launches = paths.map(async (path) => {
  const child = spawn(path, [], { env: { ...COOKIE, PLUGIN_PROTOCOL_VERSIONS: '1', TMPDIR: tmp }, stdio: ['ignore', 'pipe', 'ignore'] });
  const exited = once(child, 'exit');
  const [first] = await Promise.race([once(child.stdout, 'data'), exited.then(() => [null])]);
  const ms = performance.now() - t0;
  child.kill('SIGTERM');
  await exited;
  if (!first) throw new Error(`${path} exited before its handshake`);
  return ms;
});
process.stdout.write(`${Math.max(...(await Promise.all(launches)))}\n`);
