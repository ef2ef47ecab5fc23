// Parser micro-benchmark: bench/run.mjs's row (b) on the 5,000-policy file, with an A/B baseline.
//   node bench/parse-profile.mjs [--ref <git-ref>] [--rounds N] [--profile]
// Bundles src/hcl as bench/run.mjs does (esbuild, ESM, node20); with --ref, also bundles src/hcl as it was at
// that commit. Each iteration times ours, the baseline (if any) and @cdktn/hcl2json back to back, so load
// drift hits all sides alike; after run.mjs's warm-up (5), medians of 31 iterations per round, several rounds.
// Also reports the heap allocated by one parse (minor GCs are what our side mostly pays for).
// --profile: only our parser, in a loop, for `node --cpu-prof` / `--trace-gc` runs.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { parse as hcl2json } from '@cdktn/hcl2json';
import { generatePolicies } from './generate.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const k = args.indexOf(name);
  return k >= 0 ? args[k + 1] : fallback;
};
const ref = option('--ref', undefined);
const rounds = Number(option('--rounds', '3'));
const work = mkdtempSync(join(tmpdir(), 'parse-profile-'));

async function bundle(srcRoot, name) {
  const outfile = join(work, `${name}.mjs`);
  await build({ entryPoints: [join(srcRoot, 'src/hcl/index.ts')], outfile, bundle: true, format: 'esm', platform: 'node', target: 'node20', logLevel: 'warning' });
  return (await import(pathToFileURL(outfile).href)).parse;
}

/** src/hcl (and the diagnostics types it imports) as of `commit`, written under a temp dir. */
function checkout(commit) {
  const dir = join(work, 'baseline');
  for (const path of execFileSync('git', ['ls-tree', '-r', '--name-only', commit, 'src/hcl', 'src/diagnostics'], { cwd: root, encoding: 'utf8' }).trim().split('\n')) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), execFileSync('git', ['show', `${commit}:${path}`], { cwd: root }));
  }
  return dir;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Bytes allocated by one parse: heap growth across it, with a young generation large enough that no GC runs inside. */
function allocatedPerParse(parse, buffer) {
  const samples = [];
  for (let k = 0; k < 9; k++) {
    const before = process.memoryUsage().heapUsed;
    const result = parse(buffer);
    samples.push(process.memoryUsage().heapUsed - before);
    if (result === undefined) throw new Error('no result');
  }
  return median(samples);
}

/** Runs this script in a child whose young generation holds a whole parse: --alloc prints each side's allocation. */
function reportAllocation() {
  const flags = ['--min-semi-space-size=256', '--max-semi-space-size=256'];
  process.stdout.write(execFileSync(process.execPath, [...flags, fileURLToPath(import.meta.url), '--alloc', ...(ref === undefined ? [] : ['--ref', ref])], { encoding: 'utf8' }));
}

async function compare(sides, buffer, text) {
  for (let r = 0; r < rounds; r++) {
    const samples = sides.map(() => []);
    const theirs = [];
    for (let i = 0; i < 5 + 31; i++) {
      // With a baseline, the order rotates, so neither side always runs right after hcl2json (run.mjs's slot).
      const times = [];
      for (let j = 0; j < sides.length; j++) {
        const k = (i + j) % sides.length;
        const t0 = performance.now();
        sides[k][1](buffer);
        times[k] = performance.now() - t0;
      }
      const t0 = performance.now();
      await hcl2json('agent.hcl', text);
      const t1 = performance.now();
      if (i < 5) continue;
      times.forEach((t, k) => samples[k].push(t));
      theirs.push(t1 - t0);
    }
    const h = median(theirs);
    const row = sides.map(([name], k) => `${name} ${median(samples[k]).toFixed(2)} ms = ${(h / median(samples[k])).toFixed(1)}x`).join('; ');
    console.log(`round ${r + 1}: hcl2json ${h.toFixed(1)} ms; ${row}; load ${loadavg()[0].toFixed(2)}`);
  }
}

try {
  const text = generatePolicies(5000);
  const buffer = Buffer.from(text);
  const ours = await bundle(root, 'ours');
  if (args.includes('--profile')) {
    const t0 = performance.now();
    let n = 0;
    while (performance.now() - t0 < Number(option('--seconds', '10')) * 1000) {
      ours(buffer);
      n++;
    }
    console.log(`${n} parses, ${((performance.now() - t0) / n).toFixed(2)} ms each`);
  } else {
    const base = ref === undefined ? undefined : await bundle(checkout(ref), 'base');
    const sides = base === undefined ? [['ours', ours]] : [['ours', ours], [`base ${ref}`, base]];
    if (args.includes('--alloc')) {
      for (const [, parse] of sides) for (let k = 0; k < 5; k++) parse(buffer);
      for (const [name, parse] of sides) console.log(`${name}: ${(allocatedPerParse(parse, buffer) / 1024 / 1024).toFixed(2)} MB allocated per parse`);
    } else {
      console.log(`node ${process.version}, load average ${loadavg()[0].toFixed(2)}; ${Math.round(buffer.length / 1024)} KB, warm-up 5, 31 iterations per round`);
      reportAllocation();
      await compare(sides, buffer, text);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
