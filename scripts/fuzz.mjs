#!/usr/bin/env node
// The long fuzz run: the fuzz tests of test/fuzz/ again and again, each round with a new seed
// and more inputs per property, until Ctrl-C or --minutes run out. Failing inputs are written
// to test/fixtures/regressions/ (replayed by every `npm test` from then on).
//
//   node scripts/fuzz.mjs [--minutes N] [--rounds N] [--scale N] [--seed S]
//
// --scale multiplies every property's input count (default 20); --seed is the first round's
// seed (default: from the clock, printed), each next round adds 1. Exit 1 if a round failed.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const VITEST = join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
/** The seeded fuzz tests; the rest of test/fuzz (harness self-test, limits, regressions) does not depend on the seed. */
const FUZZ_TESTS = [
  'test/fuzz/parser.test.ts',
  'test/fuzz/format.test.ts',
  'test/fuzz/pipeline.test.ts',
  'test/fuzz/capabilities.test.ts',
  'test/fuzz/linter-config.test.ts',
  'test/fuzz/argv.test.ts',
  'test/fuzz/cli.test.ts',
];

const { values } = parseArgs({
  options: {
    minutes: { type: 'string' },
    rounds: { type: 'string' },
    scale: { type: 'string', default: '20' },
    seed: { type: 'string' },
  },
});

function positive(name, raw) {
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 1) {
    process.stderr.write(`fuzz: --${name} must be a positive integer, got ${JSON.stringify(raw)}\n`);
    process.exit(2);
  }
  return n;
}

const deadline = values.minutes === undefined ? Infinity : Date.now() + positive('minutes', values.minutes) * 60_000;
const rounds = values.rounds === undefined ? Infinity : positive('rounds', values.rounds);
const scale = positive('scale', values.scale);
const firstSeed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);
if (!Number.isSafeInteger(firstSeed)) {
  process.stderr.write(`fuzz: --seed must be an integer, got ${JSON.stringify(values.seed)}\n`);
  process.exit(2);
}

// The CLI fuzz test runs the built CLI.
const build = spawnSync(process.execPath, [join(ROOT, 'build.mjs')], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(2);

let stopping = false;
// Ctrl-C reaches the running round too (same process group); finish it and stop.
process.on('SIGINT', () => {
  stopping = true;
});

function runRound(seed) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [VITEST, 'run', ...FUZZ_TESTS, '--reporter=dot'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, HL_FUZZ_SEED: String(seed), HL_FUZZ_SCALE: String(scale), HL_FUZZ_SAVE: '1' },
    });
    child.on('close', (code, signal) => resolve({ code, signal }));
  });
}

const failed = [];
let round = 0;
while (!stopping && round < rounds && Date.now() < deadline) {
  const seed = firstSeed + round;
  round++;
  process.stdout.write(`fuzz: round ${round}, seed ${seed}, scale ${scale}\n`);
  const { code, signal } = await runRound(seed);
  if (stopping || signal === 'SIGINT') break;
  if (code !== 0) {
    failed.push(seed);
    process.stdout.write(`fuzz: seed ${seed} failed; reproduce with HL_FUZZ_SEED=${seed} HL_FUZZ_SCALE=${scale} npx vitest run ${FUZZ_TESTS.join(' ')}\n`);
  }
}
process.stdout.write(
  `fuzz: ${round} round(s) from seed ${firstSeed}; ${failed.length === 0 ? 'no failures' : `failed seeds: ${failed.join(', ')} (inputs saved in test/fixtures/regressions/)`}\n`,
);
process.exit(failed.length === 0 ? 0 : 1);
