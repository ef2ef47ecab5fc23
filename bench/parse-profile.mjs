// Parser micro-benchmark: bench/run.mjs's row (b) (5,000 policies, ~440 KB), with an A/B baseline.
//   node bench/parse-profile.mjs [--ref <git-ref>] [--rounds N]   ratios vs hcl2json, and allocation per parse
//   node --cpu-prof bench/parse-profile.mjs --profile [--seconds S]   only our parser, in a loop
// Bundles src/hcl as run.mjs does (esbuild, ESM, node20); with --ref, also src/hcl as it was at that commit.
// Each round runs, per side, in a fresh process, what run.mjs runs: timeParsers (our parse then hcl2json,
// alternating) on examples/agent.hcl (warm-up 200, 1,000 iterations), then on the large file (warm-up 5, 31);
// the medians over the rounds are reported.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { generatePolicies } from './generate.mjs';
import { median, timeParsers } from './parser-timing.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const k = args.indexOf(name);
  return k >= 0 ? args[k + 1] : fallback;
};
const ref = option('--ref', undefined);
const rounds = Number(option('--rounds', '5'));
const work = mkdtempSync(join(tmpdir(), 'parse-profile-'));

async function bundle(srcRoot, name) {
  const outfile = join(work, `${name}.mjs`);
  await build({
    entryPoints: [join(srcRoot, 'src/hcl/index.ts')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
  });
  return outfile;
}

/** src/hcl (and the diagnostics types it imports) as of `commit`, written under a temp dir. */
function checkout(commit) {
  const dir = join(work, 'baseline');
  for (const path of execFileSync('git', ['ls-tree', '-r', '--name-only', commit, 'src/hcl', 'src/diagnostics'], { cwd: root, encoding: 'utf8' })
    .trim()
    .split('\n')) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), execFileSync('git', ['show', `${commit}:${path}`], { cwd: root }));
  }
  return dir;
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
  process.stdout.write(
    execFileSync(process.execPath, [...flags, fileURLToPath(import.meta.url), '--alloc', ...(ref === undefined ? [] : ['--ref', ref])], { encoding: 'utf8' }),
  );
}

/**
 * Each side in its own process (a shared heap would bill one side's garbage to the other), processes
 * alternating side by side, round by round, so load drift hits both alike.
 */
function compare(sides) {
  const results = sides.map(() => []);
  for (let r = 0; r < rounds; r++) {
    const row = sides.map(([name, file], k) => {
      const out = JSON.parse(execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--bundle', file], { encoding: 'utf8' }));
      results[k].push(out);
      return `${name} ${out.ours.toFixed(2)} ms vs ${out.theirs.toFixed(1)} ms = ${(out.theirs / out.ours).toFixed(1)}x (examples/agent.hcl ${(out.small.theirs / out.small.ours).toFixed(1)}x)`;
    });
    console.log(`round ${r + 1}: ${row.join('; ')}; load ${loadavg()[0].toFixed(2)}`);
  }
  sides.forEach(([name], k) => {
    const ratio = median(results[k].map((x) => x.theirs / x.ours));
    const small = median(results[k].map((x) => x.small.theirs / x.small.ours));
    console.log(
      `${name}: median ${median(results[k].map((x) => x.ours)).toFixed(2)} ms, hcl2json ${median(results[k].map((x) => x.theirs)).toFixed(1)} ms, median ratio ${ratio.toFixed(1)}x (examples/agent.hcl ${small.toFixed(1)}x)`,
    );
  });
}

try {
  const text = generatePolicies(5000);
  const buffer = Buffer.from(text);
  const bundled = option('--bundle', undefined);
  if (bundled !== undefined) {
    const { parse } = await import(pathToFileURL(bundled).href);
    // As run.mjs: examples/agent.hcl first (which also warms the parser up on it), then the large file.
    const small = await timeParsers(parse, readFileSync(join(root, 'examples', 'agent.hcl'), 'utf8'), 200, 1000);
    const large = await timeParsers(parse, text, 5, 31);
    console.log(JSON.stringify({ ...large, small }));
  } else if (args.includes('--profile')) {
    const ours = (await import(pathToFileURL(await bundle(root, 'ours')).href)).parse;
    const t0 = performance.now();
    let n = 0;
    while (performance.now() - t0 < Number(option('--seconds', '10')) * 1000) {
      ours(buffer);
      n++;
    }
    console.log(`${n} parses, ${((performance.now() - t0) / n).toFixed(2)} ms each`);
  } else {
    const sides = [['ours', await bundle(root, 'ours')]];
    if (ref !== undefined) sides.push([`base ${ref}`, await bundle(checkout(ref), 'base')]);
    if (args.includes('--alloc')) {
      const parsers = await Promise.all(sides.map(async ([name, file]) => [name, (await import(pathToFileURL(file).href)).parse]));
      for (const [, parse] of parsers) for (let k = 0; k < 5; k++) parse(buffer);
      for (const [name, parse] of parsers) console.log(`${name}: ${(allocatedPerParse(parse, buffer) / 1024 / 1024).toFixed(2)} MB allocated per parse`);
    } else {
      console.log(`node ${process.version}, load average ${loadavg()[0].toFixed(2)}; ${Math.round(buffer.length / 1024)} KB`);
      reportAllocation();
      compare(sides);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
