// The language server's rows of issue 13, as ratios to a bare `node -e 0` in one run
// (`node bench/lsp.mjs` after `node build.mjs`): edit → published diagnostics (debounce 0,
// plugins cached; median of 200 one-character edits, on examples/agent.hcl and on a generated
// 5,000-policy file), completion and hover from the plugins' answers (median of 200), server
// start → first diagnostics, and the server's memory after 100 and after 10,000 edits (RSS
// and heap in use, each read once the server has gone idle and made its own full collection,
// so the row compares what an idle server keeps, not how far V8 let its heap grow between
// collections; the bench forces no collection). The
// example's demo plugins (examples/plugin-cache) answer once, in a first server, which fills the
// capability cache every later server reads. Times are taken in the client, so they include the
// stdio round trip. Prints the table; exits 1 if a target fails.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import lsp from 'vscode-languageserver/node';
import { generatePolicies } from './generate.mjs';
import { median } from './parser-timing.mjs';

const { createProtocolConnection, StreamMessageReader, StreamMessageWriter } = lsp;
/** src/lsp/memory.ts: the server collects this long after its last publication. */
const IDLE_COLLECT_MS = 10_000;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'bin', 'harness-lint.js');
const example = join(root, 'examples', 'agent.hcl');
const pluginCache = join(root, 'examples', 'plugin-cache');
const work = mkdtempSync(join(tmpdir(), 'harness-lint-bench-lsp-'));
const env = { PATH: process.env.PATH ?? '', HOME: work, XDG_CONFIG_HOME: join(work, 'config'), XDG_CACHE_HOME: join(work, 'cache') };

function nodeBaseline(runs = 20) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    spawnSync(process.execPath, ['-e', '0'], { env });
    times.push(performance.now() - t);
  }
  return median(times);
}

/** `memoryHook`: with bench/lsp-memory-hook.cjs preloaded, so `memoryWhenIdle` can read the server's memory. */
async function startServer({ memoryHook = false, args = [bin, 'lsp', '--stdio'] } = {}) {
  const memoryOut = join(work, 'memory.json');
  const childEnv = memoryHook ? { ...env, NODE_OPTIONS: `--require ${join(root, 'bench', 'lsp-memory-hook.cjs')}`, HL_BENCH_MEMORY_OUT: memoryOut } : env;
  const child = spawn(process.execPath, args, { env: childEnv, stdio: ['pipe', 'pipe', 'ignore'] });
  const connection = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const waiting = new Map();
  const watchers = [];
  connection.onNotification('textDocument/publishDiagnostics', (p) => {
    const key = `${p.uri}@${p.version}`;
    waiting.get(key)?.();
    waiting.delete(key);
    for (const w of watchers.splice(0)) w(p);
  });
  // As VS Code and Neovim do: the client watches the files the server names, so the server
  // keeps what it read from disk until one changes.
  connection.onRequest('client/registerCapability', () => null);
  connection.listen();
  const capabilities = { workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } };
  await connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri: null,
    capabilities,
    initializationOptions: { debounceMs: 0, cacheDir: pluginCache },
  });
  await connection.sendNotification('initialized', {});
  const published = (uri, version) => new Promise((ok) => waiting.set(`${uri}@${version}`, ok));
  return {
    child,
    connection,
    async open(uri, text) {
      const p = published(uri, 1);
      await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'hcl', version: 1, text } });
      await p;
    },
    /** Resolves with the first publication for `uri` that satisfies `accept`. */
    until(uri, accept) {
      return new Promise((ok) => {
        const look = (p) => (p.uri === uri && accept(p) ? ok(p) : watchers.push(look));
        watchers.push(look);
      });
    },
    /** One-character edit at the start of the file (a comment's "#" toggled): resolves when its diagnostics arrive. */
    async edit(uri, version) {
      const p = published(uri, version);
      const change =
        version % 2 === 0
          ? { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '#' }
          : { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } }, text: '' };
      await connection.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [change] });
      await p;
    },
    /**
     * RSS, heap in use and heap V8 holds, in MiB, once the server has been idle long enough to
     * have made its own collection (src/lsp/memory.ts: 10 s after the last publication).
     */
    async memoryWhenIdle() {
      await new Promise((ok) => setTimeout(ok, IDLE_COLLECT_MS + 5000));
      rmSync(memoryOut, { force: true });
      child.kill('SIGUSR2');
      while (!existsSync(memoryOut)) await new Promise((ok) => setTimeout(ok, 10));
      const { heapUsed, heapCommitted, rss } = JSON.parse(readFileSync(memoryOut, 'utf8'));
      return { heap: heapUsed / 2 ** 20, committed: heapCommitted / 2 ** 20, rss: rss / 2 ** 20 };
    },
    async stop() {
      await connection.sendRequest('shutdown');
      await connection.sendNotification('exit');
      connection.dispose();
    },
  };
}

/**
 * The library's own start-up, for comparison: a bundle of a vscode-languageserver server that
 * answers initialize and publishes nothing for an opened document, compiled by
 * bin/load-bundle.js from a V8 code cache made by a first run, as dist/lsp.js is. Returns the
 * node arguments that start it.
 */
async function buildLibraryFloor() {
  const { build } = await import('esbuild');
  const dir = join(work, 'floor');
  await build({
    stdin: {
      contents: `import { createConnection } from 'vscode-languageserver/node';
const c = createConnection(process.stdin, process.stdout);
c.onInitialize(() => ({ capabilities: { textDocumentSync: 2 } }));
c.onDidOpenTextDocument(({ textDocument }) => c.sendDiagnostics({ uri: textDocument.uri, version: textDocument.version, diagnostics: [] }));
c.listen();`,
      resolveDir: root,
    },
    outfile: join(dir, 'floor.js'),
    bundle: true,
    minify: true,
    format: 'cjs',
    platform: 'node',
    logLevel: 'error',
  });
  writeFileSync(
    join(dir, 'run.cjs'),
    `const { existsSync, readFileSync, writeFileSync } = require('node:fs');
const { compileBundle } = require(${JSON.stringify(join(root, 'bin', 'load-bundle.js'))});
const file = require('node:path').join(__dirname, 'floor.js');
const cacheFile = file + '.cache';
const cachedData = existsSync(cacheFile) ? readFileSync(cacheFile) : undefined;
const { script } = compileBundle(file, readFileSync(file, 'utf8'), cachedData);
if (!cachedData) process.on('exit', () => writeFileSync(cacheFile, script.createCachedData()));
`,
  );
  const args = [join(dir, 'run.cjs')];
  // The first run makes the code cache.
  const first = await startServer({ args });
  await first.open(pathToFileURL(example).href, '');
  await first.stop();
  while (!existsSync(join(dir, 'floor.js.cache'))) await new Promise((ok) => setTimeout(ok, 10));
  return args;
}

async function timeEdits(server, uri, count, from = 2) {
  const times = [];
  for (let v = from; v < from + count; v++) {
    const t = performance.now();
    await server.edit(uri, v);
    times.push(performance.now() - t);
  }
  return median(times);
}

async function timeRequests(server, method, params, count = 200) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    await server.connection.sendRequest(method, params);
    times.push(performance.now() - t);
  }
  return median(times);
}

const rows = [];
const row = (name, ms, base, target) => rows.push({ name, ms, ratio: ms / base, target, pass: ms / base <= target });
try {
  const exampleText = readFileSync(example, 'utf8');
  const bigPath = join(work, 'big', 'agent.hcl');
  spawnSync('mkdir', ['-p', dirname(bigPath)]);
  writeFileSync(bigPath, `# big\n${generatePolicies(5000)}`);
  const base = nodeBaseline();

  // The demo plugins answer once (launched, checksums verified); every later server reads the capability cache.
  const warm = await startServer();
  const answered = warm.until(pathToFileURL(example).href, (p) => p.diagnostics.some((d) => d.code === 'cap-concurrency-spec'));
  await warm.open(pathToFileURL(example).href, exampleText);
  await answered;
  await warm.stop();

  // Interleaved with node -e 0, so both see the same load; and with the floor the library sets:
  // a server of vscode-languageserver alone, loaded as ours is (one bundle, V8 code cache), that
  // answers initialize and publishes no diagnostics for an opened document.
  const floorArgs = await buildLibraryFloor();
  const starts = [];
  const startBases = [];
  const floors = [];
  const timeStart = async (args) => {
    const t = performance.now();
    const s = await startServer({ args });
    await s.open(pathToFileURL(example).href, exampleText);
    const ms = performance.now() - t;
    await s.stop();
    return ms;
  };
  for (let i = 0; i < 15; i++) {
    startBases.push(nodeBaseline(1));
    starts.push(await timeStart(undefined));
    floors.push(await timeStart(floorArgs));
  }
  const startBase = median(startBases);
  // A regression guard: the protocol library's own floor (above) is already ~1.7x node -e 0.
  row('server start → first diagnostics, example', median(starts), startBase, 2.5);
  const startNote = `start: node -e 0 ${startBase.toFixed(2)} ms interleaved with the starts; vscode-languageserver alone (initialize, then an empty publication for the opened file): ${median(floors).toFixed(2)} ms, ${(median(floors) / startBase).toFixed(3)}x`;

  const server = await startServer();
  const uri = pathToFileURL(example).href;
  const text = `# x\n${exampleText}`;
  const cached = server.until(uri, (p) => p.diagnostics.some((d) => d.code === 'cap-concurrency-spec'));
  await server.open(uri, text);
  await cached;
  await timeEdits(server, uri, 20);
  row('edit → diagnostics, example (median of 200)', await timeEdits(server, uri, 200, 22), base, 0.1);
  const bigUri = pathToFileURL(bigPath).href;
  await server.open(bigUri, readFileSync(bigPath, 'utf8'));
  row('edit → diagnostics, 5,000 policies (median of 200)', await timeEdits(server, bigUri, 200), base, 1);
  // Inside the tools entry "filesystem.read_file": the plugins' tools are completed and described there.
  const entry = text.indexOf('"filesystem.read_file"') + 1;
  const line = text.slice(0, entry).split('\n').length - 1;
  const at = { textDocument: { uri }, position: { line, character: entry - text.lastIndexOf('\n', entry - 1) - 1 } };
  row('completion, example, plugin tools (median of 200)', await timeRequests(server, 'textDocument/completion', at), base, 0.05);
  row('hover, example, plugin tool (median of 200)', await timeRequests(server, 'textDocument/hover', at), base, 0.05);
  await server.stop();

  const mem = await startServer({ memoryHook: true });
  await mem.open(uri, `# x\n${exampleText}`);
  let v = 2;
  for (; v < 102; v++) await mem.edit(uri, v);
  const at100 = await mem.memoryWhenIdle();
  for (; v < 10_002; v++) await mem.edit(uri, v);
  const at10k = await mem.memoryWhenIdle();
  await mem.stop();

  console.log(`node ${process.version}; node -e 0: ${base.toFixed(2)} ms (median of 20); plugins cached, debounce 0; times include the stdio round trip`);
  console.log('');
  console.log(`${'measure'.padEnd(52)}  ${'server'.padStart(10)}  ${'ratio'.padStart(7)}  ${'target'.padStart(8)}  result`);
  for (const r of rows)
    console.log(
      `${r.name.padEnd(52)}  ${`${r.ms.toFixed(2)} ms`.padStart(10)}  ${`${r.ratio.toFixed(3)}x`.padStart(7)}  ${`<= ${r.target}x`.padStart(8)}  ${r.pass ? 'PASS' : 'FAIL'}`,
    );
  const heapRatio = at10k.heap / at100.heap;
  const rssRatio = at10k.rss / at100.rss;
  const memRow = (name, now, ratio, before) =>
    `${name.padEnd(52)}  ${`${now.toFixed(1)} MiB`.padStart(10)}  ${`${ratio.toFixed(3)}x`.padStart(7)}  ${'<= 1.2x'.padStart(8)}  ${ratio <= 1.2 ? 'PASS' : 'FAIL'}   (after 100: ${before.toFixed(1)} MiB)`;
  console.log(memRow('heap in use when idle, 10,000 edits vs 100 (leak)', at10k.heap, heapRatio, at100.heap));
  console.log(memRow('RSS when idle, 10,000 edits vs 100', at10k.rss, rssRatio, at100.rss));
  console.log(`  heap V8 holds when idle (used or not): ${at100.committed.toFixed(1)} MiB after 100 edits, ${at10k.committed.toFixed(1)} MiB after 10,000`);
  console.log(`  ${startNote}`);
  process.exitCode = rows.every((r) => r.pass) && heapRatio <= 1.2 && rssRatio <= 1.2 ? 0 : 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
