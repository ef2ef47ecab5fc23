// Performance budget of DESIGN.md, measured as ratios in one run (`npm run bench`):
//   1. our HCL parser vs @cdktn/hcl2json (HashiCorp's parser in WASM), on examples/agent.hcl
//      and on a generated 5,000-policy file: at least 10x faster on both;
//   2. the CLI on examples/agent.hcl (--no-plugins) vs a bare `node -e 0`: at most 1.3x.
// Each side is warmed, then timed over several iterations; medians are compared. Prints a
// table with PASS/FAIL per target and exits 1 if any target fails.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { parse as hcl2json } from '@cdktn/hcl2json';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const exampleFile = join(root, 'examples', 'agent.hcl');

/** Our parser, bundled on its own the way the CLI bundles it. */
async function loadOurParser() {
  const dir = mkdtempSync(join(tmpdir(), 'harness-lint-bench-'));
  const outfile = join(dir, 'hcl.mjs');
  await build({ entryPoints: [join(root, 'src/hcl/index.ts')], outfile, bundle: true, format: 'esm', platform: 'node', target: 'node20', logLevel: 'warning' });
  const mod = await import(pathToFileURL(outfile).href);
  rmSync(dir, { recursive: true, force: true });
  return mod.parse;
}

/** A realistic large agent.hcl: a few providers and 5,000 distinct, non-conflicting policies. */
function generatePolicies(count) {
  const providers = ['fs', 'sh', 'rg', 'gh', 'web'];
  const actions = ['allow', 'ask', 'deny'];
  let text = 'required_providers {\n';
  for (const p of providers) text += `  ${p} = {\n    source  = "github.com/agentco/provider-${p}"\n    version = "~> 1.0"\n  }\n`;
  text += '}\n\n';
  for (let i = 0; i < count; i++) {
    text += `policy "p${i}" {\n  match  = { provider = "${providers[i % 5]}", tool_name = "t${i}" }\n  action = "${actions[i % 3]}"\n}\n\n`;
  }
  return text;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
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

async function compareParsers(label, text, ourParse, warmup, iterations) {
  const buffer = Buffer.from(text);
  const ours = await timeMedian(() => ourParse(buffer), warmup, iterations);
  const theirs = await timeMedian(() => hcl2json('agent.hcl', text), warmup, iterations);
  const ratio = theirs / ours;
  return { label, ours, baseline: theirs, ratio, ratioText: `${ratio.toFixed(1)}x faster`, target: '>= 10x faster', pass: ratio >= 10 };
}

function spawnMs(args) {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const ms = performance.now() - t0;
  return { ms, status: r.status, stderr: String(r.stderr) };
}

function compareCli(runs) {
  const cliArgs = ['bin/harness-lint.js', 'examples/agent.hcl', '--no-plugins'];
  spawnMs(['-e', '0']);
  const warm = spawnMs(cliArgs);
  if (warm.status !== 0) throw new Error(`harness-lint examples/agent.hcl exited ${warm.status}: ${warm.stderr}`);
  const node = [];
  const cli = [];
  // Alternate the two so drift in machine load hits both sides alike.
  for (let i = 0; i < runs; i++) {
    node.push(spawnMs(['-e', '0']).ms);
    cli.push(spawnMs(cliArgs).ms);
  }
  const ours = median(cli);
  const baseline = median(node);
  const ratio = ours / baseline;
  return { label: 'CLI examples/agent.hcl vs node -e 0', ours, baseline, ratio, ratioText: `${ratio.toFixed(2)}x`, target: '<= 1.3x', pass: ratio <= 1.3 };
}

function printTable(rows) {
  const header = ['measure', 'harness-lint', 'baseline', 'ratio', 'target', 'result'];
  const cells = rows.map((r) => [r.label, `${r.ours.toFixed(2)} ms`, `${r.baseline.toFixed(2)} ms`, r.ratioText, r.target, r.pass ? 'PASS' : 'FAIL']);
  const widths = header.map((h, c) => Math.max(h.length, ...cells.map((row) => row[c].length)));
  const line = (row) => row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells) console.log(line(row));
}

const ourParse = await loadOurParser();
const example = readFileSync(exampleFile, 'utf8');
const large = generatePolicies(5000);
const kb = (s) => `${Math.round(Buffer.byteLength(s) / 1024)} KB`;
console.log(`node ${process.version}, ${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)}; medians; parser baseline: @cdktn/hcl2json; CLI baseline: node -e 0\n`);
const rows = [
  await compareParsers(`parse examples/agent.hcl (${kb(example)})`, example, ourParse, 200, 1000),
  await compareParsers(`parse 5,000 policies (${kb(large)})`, large, ourParse, 5, 11),
  compareCli(20),
];
printTable(rows);
process.exitCode = rows.every((r) => r.pass) ? 0 : 1;
