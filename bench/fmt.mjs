// The speed rows of `harness-lint fmt` and of the language server's formatting (issue 27), as
// ratios in one run (`node build.mjs && node bench/fmt.mjs`):
//   (fmt-a) the whole process `harness-lint fmt --check` on a generated 5,000-policy file vs
//           HashiCorp's hclwrite.Format as a process on the same file (scripts/fmt-goldens/hclfmt.go,
//           built offline from Debian's Go and hcl; not measured without them): at most 0.25x;
//   (fmt-b) `harness-lint fmt --check examples/agent.hcl` vs a bare `node -e 0`: at most 1.5x;
//   (fmt-c) textDocument/formatting of examples/agent.hcl, request to answer in a client over
//           stdio (median of 200) vs `node -e 0`: at most 0.05x;
//   (fmt-d) the same for the 5,000-policy file, one `=` in a hundred out of line (median of 50): at
//           most 0.5x.
// Processes are alternated run by run, so machine load hits both sides; medians are compared.
// The linear growth is a test (test/hcl/format-growth.test.ts), not a row. Exits 1 if a target fails.
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import lsp from 'vscode-languageserver/node';
import { buildHclfmt } from '../scripts/fmt-goldens/build.mjs';
import { generatePolicies } from './generate.mjs';
import { alternate, cleanEnv, nodeBare, spawnMs } from './node-start.mjs';
import { median } from './parser-timing.mjs';

const { createProtocolConnection, StreamMessageReader, StreamMessageWriter } = lsp;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'bin', 'harness-lint.js');
const example = join(root, 'examples', 'agent.hcl');
const work = mkdtempSync(join(tmpdir(), 'harness-lint-bench-fmt-'));
const env = { ...cleanEnv, HOME: work, XDG_CONFIG_HOME: join(work, 'config'), XDG_CACHE_HOME: join(work, 'cache') };
const ms = (v) => `${v.toFixed(2)} ms`;

/** `harness-lint fmt --check FILE`, in ms (exit 1 is a file that is not canonical). */
const fmtCheck = (file) => () => spawnMs([bin, 'fmt', '--check', '--', file], { env, ok: [0, 1] }).ms;

/** A language server with plugins off; `format(uri)` times one formatting request. */
async function startServer() {
  const child = spawn(process.execPath, [bin, 'lsp', '--stdio'], { env, stdio: ['pipe', 'pipe', 'ignore'] });
  const connection = createProtocolConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const waiting = new Map();
  connection.onNotification('textDocument/publishDiagnostics', (p) => waiting.get(p.uri)?.());
  connection.onRequest('client/registerCapability', () => null);
  connection.listen();
  await connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri: null,
    capabilities: {},
    initializationOptions: { plugins: false, debounceMs: 0 },
  });
  await connection.sendNotification('initialized', {});
  return {
    /** Opens the document and waits for its lint, so the request builds on its parse as an editor's would. */
    async open(uri, text) {
      const linted = new Promise((ok) => waiting.set(uri, ok));
      await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'hcl', version: 1, text } });
      await linted;
    },
    async format(uri) {
      const t0 = performance.now();
      const edits = await connection.sendRequest('textDocument/formatting', { textDocument: { uri }, options: { tabSize: 2, insertSpaces: true } });
      return { ms: performance.now() - t0, edits: edits.length };
    },
    async stop() {
      await connection.sendRequest('shutdown');
      await connection.sendNotification('exit');
      connection.dispose();
    },
  };
}

async function timeFormatting(server, uri, count) {
  for (let i = 0; i < 10; i++) await server.format(uri);
  const samples = [];
  let edits = 0;
  for (let i = 0; i < count; i++) {
    const r = await server.format(uri);
    samples.push(r.ms);
    edits = r.edits;
  }
  return { ms: median(samples), edits };
}

const rows = [];
const notes = [];
const row = (label, ours, baseline, target) => rows.push({ label, ours, baseline, ratio: ours / baseline, target, pass: ours / baseline <= target });
try {
  const bigDir = join(work, 'big');
  mkdirSync(bigDir);
  const big = join(bigDir, 'agent.hcl');
  let n = 0;
  // One policy in a hundred with its `=` out of line: a file being edited, not a canonical one.
  const bigText = generatePolicies(5000).replace(/  action = /g, (m) => (n++ % 100 === 0 ? '  action  = ' : m));
  writeFileSync(big, bigText);
  const kb = `${Math.round(Buffer.byteLength(bigText) / 1024)} KB`;

  const built = buildHclfmt(join(work, 'hclfmt'));
  if ('missing' in built) notes.push(`(fmt-a) not measured: ${built.missing}`);
  else {
    const hclfmt = () => {
      const input = openSync(big, 'r');
      const t0 = performance.now();
      const r = spawnSync(built.binary, [], { stdio: [input, 'ignore', 'pipe'] });
      const elapsed = performance.now() - t0;
      closeSync(input);
      if (r.status !== 0) throw new Error(`hclfmt exited ${r.status ?? r.signal}: ${String(r.stderr).slice(0, 2000)}`);
      return elapsed;
    };
    const [ours, go, node] = alternate([fmtCheck(big), hclfmt, nodeBare], 21);
    row(`(fmt-a) fmt --check, 5,000 policies (${kb}) vs hclwrite as a process`, ours, go, 0.25);
    notes.push(
      `(fmt-a) hclwrite.Format as a process: ${ms(go)}, ${(go / node).toFixed(2)}x node -e 0 (${ms(node)}); fmt --check ${(ours / node).toFixed(2)}x node -e 0`,
    );
  }
  const [ours, node] = alternate([fmtCheck(example), nodeBare], 21);
  row('(fmt-b) fmt --check examples/agent.hcl vs node -e 0', ours, node, 1.5);

  const server = await startServer();
  const exampleUri = pathToFileURL(example).href;
  const bigUri = pathToFileURL(big).href;
  await server.open(exampleUri, readFileSync(example, 'utf8'));
  await server.open(bigUri, bigText);
  const small = await timeFormatting(server, exampleUri, 200);
  const large = await timeFormatting(server, bigUri, 50);
  await server.stop();
  const [base] = alternate([nodeBare], 21);
  row('(fmt-c) LSP formatting, examples/agent.hcl vs node -e 0', small.ms, base, 0.05);
  row(`(fmt-d) LSP formatting, 5,000 policies (${kb}) vs node -e 0`, large.ms, base, 0.5);
  notes.push(`(fmt-c, fmt-d) ${small.edits} and ${large.edits} edits per answer; request to answer in the client, over stdio`);

  console.log(
    `node ${process.version}; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (1, 5, 15 min)`,
  );
  console.log('');
  console.log(`${'measure'.padEnd(62)}  ${'ours'.padStart(10)}  ${'baseline'.padStart(10)}  ${'ratio'.padStart(7)}  ${'target'.padStart(8)}  result`);
  for (const r of rows)
    console.log(
      `${r.label.padEnd(62)}  ${ms(r.ours).padStart(10)}  ${ms(r.baseline).padStart(10)}  ${`${r.ratio.toFixed(3)}x`.padStart(7)}  ${`<= ${r.target}x`.padStart(8)}  ${r.pass ? 'PASS' : 'FAIL'}`,
    );
  for (const note of notes) console.log(`  ${note}`);
  process.exitCode = rows.every((r) => r.pass) ? 0 : 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
