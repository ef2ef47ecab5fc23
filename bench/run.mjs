// Performance budget of DESIGN.md, measured as ratios in one run (`npm run bench`):
//   1. our HCL parser vs @cdktn/hcl2json (HashiCorp's parser in WASM), on examples/agent.hcl
//      and on a generated 5,000-policy file: at least 10x faster on both;
//   2. the CLI on examples/agent.hcl (--no-plugins) vs a bare `node -e 0`: at most 1.3x;
//   3. a cold run with 10 plugins (native go-plugin test plugins, empty cache) vs the slowest
//      single-plugin cold run: at most 50 ms more (plugins start in parallel, not one by one);
//   4. the same project warm (answers cached, nothing launched) vs `node -e 0`: at most 1.3x;
//   5. growth: 100 / 1,000 / 10,000 policies and 10 / 100 / 1,000 agent profiles; the cost per
//      item at the largest size at most 2x that at the smallest (linear, not quadratic);
//   6. (g) formatting in-process (what the language server will do): examples/agent.hcl at most
//      0.05x and the 5,000-policy file at most 0.5x a bare `node -e 0`; for the record, HashiCorp's
//      hclwrite.Format as a process (scripts/fmt-goldens/hclfmt.go, built when Go and Debian's hcl
//      are there) on the 5,000-policy file, which `harness-lint fmt --check` is to beat;
//   7. (f) a cold run with 10 real go-plugin plugins (Go, built from bench/go-plugin when `go` is
//      on PATH; the output says why not otherwise) within the ten plugins' own parallel launch +
//      the 1-plugin run's linter overhead + the protocol's floor (the same calls over node:http2
//      and nothing else) + 50 ms, each measured in the same run: the linter's own cost beyond
//      that floor at most 50 ms.
//   7. (h) `harness-lint permissions`' computation, 10,000 tools x 10,000 policies in process, vs
//      `node -e 0`: at most 0.5x (bench/permissions.mjs).
// Each CLI row also reports the peak memory (max RSS) of its CLI process.
// Timed sides are warmed, then alternated run by run so drift in machine load hits both; medians
// are compared. Prints every table, then exits 1 if any target fails. Temp dirs are removed and
// any process left running from them is killed on the way out.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { generatePolicies, generateProject, writePluginProject } from './generate.mjs';
import { buildHclfmt } from '../scripts/fmt-goldens/build.mjs';
import { buildGoPlugin } from './go-plugin/build.mjs';
import { buildNativePlugin, makeNativePlugin } from './native-plugin/build.mjs';
import { alternate, cleanEnv, nodeBare, spawnMs, STARTUP_VARIABLES } from './node-start.mjs';
import { median, timeParsers } from './parser-timing.mjs';
import { comparePermissions } from './permissions.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'bin', 'harness-lint.js');
const exampleFile = join(root, 'examples', 'agent.hcl');
const work = mkdtempSync(join(tmpdir(), 'harness-lint-bench-'));
const PLUGINS = 10;

/** Our HCL module (parser, formatter), bundled on its own the way the CLI bundles it. */
async function loadOurHcl() {
  const outfile = join(work, 'hcl.mjs');
  await build({ entryPoints: [join(root, 'src/hcl/index.ts')], outfile, bundle: true, format: 'esm', platform: 'node', target: 'node20', logLevel: 'warning' });
  return import(pathToFileURL(outfile).href);
}

async function timeMedian(fn, warmup, iterations) {
  for (let i = 0; i < warmup; i++) await fn();
  const samples = [];
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    await fn();
    samples.push(performance.now() - t0);
  }
  return median(samples);
}

const ms = (v) => `${v.toFixed(2)} ms`;

async function compareParsers(label, text, ourParse, warmup, iterations) {
  const { ours, theirs } = await timeParsers(ourParse, text, warmup, iterations);
  const ratio = theirs / ours;
  return { label, ours: ms(ours), baseline: ms(theirs), ratio: `${ratio.toFixed(1)}x faster`, target: '>= 10x faster', pass: ratio >= 10 };
}

// --- peak memory ---------------------------------------------------------------------------

const hasGnuTime = existsSync('/usr/bin/time') && spawnSync('/usr/bin/time', ['-f', '%M', 'true']).status === 0;
// Without GNU time, the child reports its own peak RSS (in KiB, as %M) as it exits.
const RSS_HOOK = `data:text/javascript,${encodeURIComponent("import{writeFileSync}from'node:fs';process.on('exit',()=>writeFileSync(process.env.HL_BENCH_RSS,String(process.resourceUsage().maxRSS)))")}`;

/**
 * Peak RSS in MiB of a CLI child (median of 3), run in `cwd` with `env`; `prepare` runs before
 * each (an empty capability cache for a cold run).
 */
function maxRssMiB(args, { cwd = root, env = { ...cleanEnv, XDG_CONFIG_HOME: join(work, 'no-config') }, prepare = () => {} } = {}) {
  const out = join(work, 'rss');
  const samples = [];
  for (let i = 0; i < 3; i++) {
    prepare();
    const command = hasGnuTime ? ['/usr/bin/time', ['-f', '%M', '-o', out, process.execPath, ...args]] : [process.execPath, ['--import', RSS_HOOK, ...args]];
    const r = spawnSync(command[0], command[1], { cwd, env: { ...env, HL_BENCH_RSS: out }, stdio: ['ignore', 'ignore', 'pipe'] });
    if (r.status !== 0 && r.status !== 1) throw new Error(`harness-lint ${args.join(' ')} exited ${r.status}: ${String(r.stderr).slice(0, 2000)}`);
    samples.push(Number(readFileSync(out, 'utf8').trim().split('\n').pop()) / 1024);
  }
  return median(samples);
}

function compareStatic(runs) {
  const [cli, node] = alternate([() => spawnMs([bin, 'examples/agent.hcl', '--no-plugins']).ms, nodeBare], runs);
  const ratio = cli / node;
  return {
    label: '(a) CLI examples/agent.hcl --no-plugins vs node -e 0',
    ours: ms(cli),
    baseline: ms(node),
    ratio: `${ratio.toFixed(2)}x`,
    target: '<= 1.3x',
    pass: ratio <= 1.3,
    rss: maxRssMiB([bin, 'examples/agent.hcl', '--no-plugins']),
  };
}

// --- (c), (d): plugins ---------------------------------------------------------------------

/** The CLI's environment for a plugin project: private TMPDIR (plugin sockets) and XDG dirs. */
function pluginEnv(cache) {
  return { PATH: process.env.PATH ?? '', HOME: work, TMPDIR: join(work, 'tmp'), XDG_CACHE_HOME: cache, XDG_CONFIG_HOME: join(work, 'no-config') };
}

const PLUGIN_RULES = /^plugin-/;
const PLUGIN_ARGS = [bin, 'agent.hcl', '--global-config', 'global.hcl', '--config', 'linter-config.json', '--format', 'json'];

/** One lint of a plugin project; fails loudly when a plugin did not answer (a failure is no measurement). */
function runPluginProject(project, cache) {
  const r = spawnMs(PLUGIN_ARGS, { cwd: project, env: pluginEnv(cache) });
  const failed = JSON.parse(r.stdout).diagnostics.filter((d) => PLUGIN_RULES.test(d.ruleId));
  if (failed.length) throw new Error(`plugin project ${project}: ${failed.map((d) => d.message).join('; ')}`);
  return r.ms;
}

let coldCaches = 0;
/** A run with an empty capability cache: every plugin is launched. */
function coldRun(project) {
  const cache = join(work, `cache-${coldCaches++}`);
  mkdirSync(cache);
  try {
    return runPluginProject(project, cache);
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
}

function markers(binDir) {
  return readdirSync(binDir).filter((f) => f.endsWith('.pid'));
}

/**
 * The plugins: the native (C) test plugin, which reaches its handshake in well under a
 * millisecond (a Go plugin takes a few), so the comparison measures the linter. Without a C
 * compiler, the Node.js fake plugin, whose ~100 ms of CPU per launch then dominates a cold run
 * on few cores.
 */
function pluginMaker() {
  const binary = buildNativePlugin(join(work, 'native'));
  if (binary) return { kind: 'native (C) test plugins', make: (dir, name, spec) => makeNativePlugin(binary, dir, name, spec) };
  return { kind: 'Node.js fake plugins (no C compiler for the native one)', make: undefined };
}

/**
 * Plugins' own launch, without the linter: all spawned at once, ms until the last handshake line
 * (bench/launch-together.mjs); with `calls`, until the last has exited after the host's calls.
 */
function launchTogetherMs(paths, { calls = false } = {}) {
  const script = [join(root, 'bench', 'launch-together.mjs'), ...(calls ? ['--calls'] : []), join(work, 'tmp'), ...paths];
  const r = spawnSync(process.execPath, script, { encoding: 'utf8', env: cleanEnv });
  if (r.status !== 0) throw new Error(`launching ${paths.join(', ')} together failed: ${r.stderr.trim()}`);
  return Number(r.stdout);
}

/** A plugin's own launch, without the linter: spawn to its handshake line (median of `runs`). */
function pluginLaunchMs(path, runs) {
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(launchTogetherMs([path]));
  return median(samples);
}

async function comparePlugins(runs) {
  const binDir = join(work, 'plugins');
  mkdirSync(join(work, 'tmp'));
  const { kind, make } = pluginMaker();
  const all = Array.from({ length: PLUGINS }, (_, i) => i);
  const full = join(work, 'project-all');
  writePluginProject(full, binDir, all, { marker: true, make });
  const singles = all.map((i) => {
    const dir = join(work, `project-t${i}`);
    writePluginProject(dir, binDir, [i], { marker: true, make });
    return dir;
  });

  // Warm cache: fill it with one cold run, then prove a warm run launches nothing (no marker written).
  const warmCache = join(work, 'cache-warm');
  mkdirSync(warmCache);
  runPluginProject(full, warmCache);
  for (const f of markers(binDir)) rmSync(join(binDir, f));
  runPluginProject(full, warmCache);
  if (markers(binDir).length) throw new Error(`the warm run launched plugins: ${markers(binDir).join(', ')}`);

  const [cold, warm, node, ...single] = alternate(
    [() => coldRun(full), () => runPluginProject(full, warmCache), nodeBare, ...singles.map((dir) => () => coldRun(dir))],
    runs,
  );
  const slowest = Math.max(...single);
  const slowestName = `t${single.indexOf(slowest)}`;
  let ownLaunch = 0;
  for (const i of all) ownLaunch = Math.max(ownLaunch, pluginLaunchMs(join(binDir, `provider-t${i}`), 5));
  const warmRatio = warm / node;
  return {
    rows: [
      {
        label: `(c) cold run, ${PLUGINS} plugins vs slowest 1-plugin cold run (${slowestName})`,
        ours: ms(cold),
        baseline: ms(slowest),
        ratio: `${(cold - slowest) >= 0 ? '+' : ''}${(cold - slowest).toFixed(0)} ms`,
        target: '<= +50 ms',
        pass: cold <= slowest + 50,
        rss: maxRssMiB(PLUGIN_ARGS, {
          cwd: full,
          env: pluginEnv(join(work, 'cache-rss')),
          prepare: () => rmSync(join(work, 'cache-rss'), { recursive: true, force: true }),
        }),
      },
      {
        label: `(d) warm run, ${PLUGINS} plugins cached vs node -e 0`,
        ours: ms(warm),
        baseline: ms(node),
        ratio: `${warmRatio.toFixed(2)}x`,
        target: '<= 1.3x',
        pass: warmRatio <= 1.3,
        rss: maxRssMiB(PLUGIN_ARGS, { cwd: full, env: pluginEnv(warmCache) }),
      },
    ],
    // For the reader: which plugins, the 1-plugin spread, and the CPU a cold run burns, plugins included.
    note: [
      `plugins: ${kind}; 1-plugin cold runs: fastest ${ms(Math.min(...single))}, slowest ${ms(slowest)}${cpuNote(full)}`,
      // The budget read literally, without the linter's one-off cost of a cold run (loading the
      // plugin host) that the 1-plugin baseline also pays.
      `against bare parts: node -e 0 ${ms(node)} + slowest plugin's own launch (spawn to handshake) ${ms(ownLaunch)} + 50 ms = ${ms(node + ownLaunch + 50)}; cold ${PLUGINS}-plugin run ${ms(cold)}`,
    ].join('\n'),
  };
}

/**
 * (f): real go-plugin plugins (bench/go-plugin, Go + grpc-go) where the native ones only look
 * alike. Target: a cold 10-plugin run within the ten plugins' own parallel launch (spawn to
 * handshake, all ten at once) + the 1-plugin run's linter overhead (its cold run minus that
 * plugin's own launch) + the protocol's floor + 50 ms, all measured in this run, interleaved.
 * The floor is the ten plugins answering the host's calls over node:http2 and nothing else
 * (bench/launch-together.mjs --calls), ten against one, minus their launch: the 50 ms are the
 * linter's own cost beyond what the protocol and the plugins' serving take.
 */
async function compareGoPlugins(runs) {
  const built = buildGoPlugin(join(work, 'go'));
  if ('missing' in built) return { rows: [], note: `(f) real go-plugin plugins: not measured: ${built.missing}` };
  const binDir = join(work, 'go-plugins');
  const make = (dir, name, spec) => makeNativePlugin(built.binary, dir, name, spec);
  const all = Array.from({ length: PLUGINS }, (_, i) => i);
  const full = join(work, 'project-go-all');
  const single = join(work, 'project-go-t0');
  writePluginProject(full, binDir, all, { make });
  writePluginProject(single, binDir, [0], { make });
  const paths = all.map((i) => join(binDir, `provider-t${i}`));
  coldRun(full);
  coldRun(single);
  launchTogetherMs(paths);
  const samples = { cold: [], one: [], together: [], alone: [], callsTogether: [], callsAlone: [] };
  for (let i = 0; i < runs; i++) {
    samples.cold.push(coldRun(full));
    samples.one.push(coldRun(single));
    samples.together.push(launchTogetherMs(paths));
    samples.alone.push(launchTogetherMs([paths[0]]));
    samples.callsTogether.push(launchTogetherMs(paths, { calls: true }));
    samples.callsAlone.push(launchTogetherMs([paths[0]], { calls: true }));
  }
  const [cold, one, together, alone, callsTogether, callsAlone] = Object.values(samples).map(median);
  const overhead = one - alone;
  const protocolFloor = callsTogether - callsAlone - (together - alone);
  const floor = together + overhead + protocolFloor;
  return {
    rows: [
      {
        label: `(f) cold run, ${PLUGINS} go-plugin plugins vs their parallel launch + 1-plugin overhead + protocol floor`,
        ours: ms(cold),
        baseline: ms(floor),
        ratio: `${cold - floor >= 0 ? '+' : ''}${(cold - floor).toFixed(0)} ms`,
        target: '<= +50 ms',
        pass: cold <= floor + 50,
      },
    ],
    note: `(f) real go-plugin plugins (bench/go-plugin: Debian's go-plugin and grpc-go, reflection v1alpha only): ${PLUGINS} launched together reach their handshakes in ${ms(together)}, one alone in ${ms(alone)}; 1-plugin cold run ${ms(one)}, so linter overhead ${ms(overhead)}; cold ${PLUGINS}-plugin run ${ms(cold)}${cpuNote(full)}
(f) the host's calls alone (bench/launch-together.mjs --calls, node:http2 and nothing else): ${PLUGINS} plugins ${ms(callsTogether)}, one ${ms(callsAlone)}, so the protocol's own floor is ${ms(protocolFloor)}`,
  };
}

/** CPU (user + sys) of one cold run of `project`, with the plugins it launched, when GNU time can tell. */
function cpuNote(project) {
  if (!hasGnuTime) return '';
  const out = join(work, 'cpu');
  const cache = join(work, 'cache-cpu');
  mkdirSync(cache);
  const r = spawnSync('/usr/bin/time', ['-f', '%e %U %S', '-o', out, process.execPath, ...PLUGIN_ARGS], {
    cwd: project,
    env: pluginEnv(cache),
    stdio: 'ignore',
  });
  rmSync(cache, { recursive: true, force: true });
  if (r.status !== 0) return '';
  const [wall, user, sys] = readFileSync(out, 'utf8').trim().split('\n').pop().split(' ').map(Number);
  return `; one cold ${PLUGINS}-plugin run: ${(wall * 1000).toFixed(0)} ms wall, ${((user + sys) * 1000).toFixed(0)} ms CPU on ${cpus().length} CPUs`;
}

// --- (g): formatting ----------------------------------------------------------------------

async function compareFormatting(formatHcl, example, large, kb) {
  const [node] = alternate([nodeBare], 21);
  const row = async (label, text, target, warmup, iterations) => {
    const time = await timeMedian(() => formatHcl(text), warmup, iterations);
    const ratio = time / node;
    return {
      label: `(g) format in-process ${label} (${kb(Buffer.byteLength(text))}) vs node -e 0`,
      ours: ms(time),
      baseline: ms(node),
      ratio: `${ratio.toFixed(3)}x`,
      target: `<= ${target}x`,
      pass: ratio <= target,
    };
  };
  const rows = [await row('examples/agent.hcl', example, 0.05, 200, 1000), await row('5,000 policies', large, 0.5, 5, 31)];
  const built = buildHclfmt(join(work, 'hclfmt'));
  if ('missing' in built) return { rows, note: `(g) hclwrite.Format as a process: not measured: ${built.missing}` };
  const hclfmt = () => {
    const t0 = performance.now();
    const r = spawnSync(built.binary, [], { input: large, stdio: ['pipe', 'ignore', 'pipe'] });
    if (r.status !== 0) throw new Error(`hclfmt exited ${r.status ?? r.signal}: ${String(r.stderr).slice(0, 2000)}`);
    return performance.now() - t0;
  };
  const [go, nodeAgain] = alternate([hclfmt, nodeBare], 11);
  return {
    rows,
    note: `(g) HashiCorp's hclwrite.Format (Debian's hcl, scripts/fmt-goldens/hclfmt.go) as a process on the 5,000-policy file: ${ms(go)}, ${(go / nodeAgain).toFixed(2)}x node -e 0 (${ms(nodeAgain)})`,
  };
}

// --- (e): growth ---------------------------------------------------------------------------

/** The whole CLI in-process (parse, rules, stylish output), so a fixed start-up cost does not mask the per-item cost. */
async function loadCliMain() {
  const bundle = await import(pathToFileURL(join(root, 'dist', 'cli.js')).href);
  // The bundle is CommonJS or ESM depending on the build: main is a named export of either.
  const main = bundle.main ?? bundle.default.main;
  const sink = { write: () => true, isTTY: false };
  const io = {
    stdin: process.stdin,
    stdout: sink,
    stderr: sink,
    env: { PATH: process.env.PATH ?? '', XDG_CONFIG_HOME: join(work, 'no-config'), XDG_CACHE_HOME: join(work, 'no-cache') },
  };
  const config = join(work, 'linter-config.json');
  writeFileSync(config, '{}\n');
  return async (file) => {
    const code = await main([file, '--no-plugins', '--config', config], io);
    if (code !== 0 && code !== 1) throw new Error(`harness-lint ${file} exited ${code}`);
  };
}

async function growth(lintFile, kind, sizes) {
  const rows = [];
  for (const n of sizes) {
    const file = join(work, `growth-${kind}-${n}.hcl`);
    const text = generateProject(kind === 'policies' ? { policies: n, profiles: 2 } : { policies: 5, profiles: n });
    writeFileSync(file, text);
    // Iterations so each size is timed for a similar total (~1 s).
    const iterations = Math.max(5, Math.round(20000 / n) | 1);
    const time = await timeMedian(() => lintFile(file), Math.min(10, iterations), iterations);
    rows.push({
      kind,
      n,
      bytes: Buffer.byteLength(text),
      time,
      perItemUs: (time * 1000) / n,
      rssMiB: maxRssMiB([bin, file, '--no-plugins', '--config', join(work, 'linter-config.json')]),
    });
  }
  const first = rows[0];
  const last = rows[rows.length - 1];
  const ratio = last.perItemUs / first.perItemUs;
  const target = {
    label: `(e) cost per ${kind === 'policies' ? 'policy' : 'profile'}, ${last.n.toLocaleString('en-US')} vs ${first.n.toLocaleString('en-US')}`,
    ours: `${last.perItemUs.toFixed(1)} µs`,
    baseline: `${first.perItemUs.toFixed(1)} µs`,
    ratio: `${ratio.toFixed(2)}x`,
    target: '<= 2x',
    pass: ratio <= 2,
    rss: last.rssMiB,
  };
  return { rows, target };
}

// --- output --------------------------------------------------------------------------------

function printTable(header, cells, leftColumns = 1) {
  const widths = header.map((h, c) => Math.max(h.length, ...cells.map((row) => row[c].length)));
  const line = (row) =>
    row
      .map((cell, c) => (c < leftColumns ? cell.padEnd(widths[c]) : cell.padStart(widths[c])))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells) console.log(line(row));
}

/** Kills what a failed run may have left: only processes whose command line names our temp dir. */
function cleanUp() {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(work)) process.kill(Number(entry), 'SIGKILL');
    } catch {
      // Exited meanwhile, or not /proc (then there is nothing to look through).
    }
  }
  rmSync(work, { recursive: true, force: true });
}

try {
  const hcl = await loadOurHcl();
  const example = readFileSync(exampleFile, 'utf8');
  const large = generatePolicies(5000);
  const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
  const load = () => loadavg()[0].toFixed(1);
  console.log(`node ${process.version}, ${cpus().length} CPUs (${cpus()[0]?.model.trim() ?? 'unknown'}), load average ${load()} at start; medians`);
  console.log(`peak memory via ${hasGnuTime ? '/usr/bin/time -f %M' : 'process.resourceUsage().maxRSS'}`);
  const stripped = STARTUP_VARIABLES.filter((name) => process.env[name] !== undefined);
  if (stripped.length > 0) {
    const [clean, asSet] = alternate([nodeBare, () => spawnMs(['-e', '0'], { env: process.env }).ms], 11);
    console.log(`timed without ${stripped.join(', ')}, set here: node -e 0 takes ${ms(asSet)} with, ${ms(clean)} without`);
  }
  console.log();

  const staticRow = compareStatic(21);
  const parseSmall = await compareParsers(`(b) parse examples/agent.hcl (${kb(Buffer.byteLength(example))}) vs hcl2json`, example, hcl.parse, 200, 1000);
  const parseLarge = await compareParsers(`(b) parse 5,000 policies (${kb(Buffer.byteLength(large))}) vs hcl2json`, large, hcl.parse, 5, 31);
  const formatting = await compareFormatting(hcl.formatHcl, example, large, kb);
  const plugins = await comparePlugins(11);
  const goPlugins = await compareGoPlugins(11);
  const lintFile = await loadCliMain();
  const policyGrowth = await growth(lintFile, 'policies', [100, 1000, 10000]);
  const profileGrowth = await growth(lintFile, 'profiles', [10, 100, 1000]);
  const permissions = await comparePermissions(work, nodeBare, 21);
  const rows = [
    staticRow,
    parseSmall,
    parseLarge,
    ...formatting.rows,
    ...plugins.rows,
    ...goPlugins.rows,
    policyGrowth.target,
    profileGrowth.target,
    permissions.row,
  ];

  printTable(
    ['measure', 'harness-lint', 'baseline', 'ratio', 'target', 'result', 'peak RSS'],
    // (b), (g) run in this process: no RSS of their own. (e): the largest size's CLI process.
    rows.map((r) => [r.label, r.ours, r.baseline, r.ratio, r.target, r.pass ? 'PASS' : 'FAIL', r.rss === undefined ? '-' : `${r.rss.toFixed(0)} MiB`]),
  );
  console.log(`\n${formatting.note}\n${plugins.note}\n${goPlugins.note}\n${permissions.note}\n`);
  printTable(
    ['growth (in-process CLI, --no-plugins, stylish)', 'items', 'size', 'time', 'per item', 'max RSS (CLI child)'],
    [...policyGrowth.rows, ...profileGrowth.rows].map((r) => [
      r.kind,
      r.n.toLocaleString('en-US'),
      kb(r.bytes),
      ms(r.time),
      `${r.perItemUs.toFixed(1)} µs`,
      `${r.rssMiB.toFixed(0)} MiB`,
    ]),
  );
  console.log(`\nload average ${load()} at end; baseline RSS of node -e 0: ${maxRssMiB(['-e', '0']).toFixed(0)} MiB`);
  process.exitCode = rows.every((r) => r.pass) ? 0 : 1;
} finally {
  cleanUp();
}
