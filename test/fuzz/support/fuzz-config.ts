// How many inputs and which seed: fixed for `npm test` (reproducible), overridden by
// scripts/fuzz.mjs through the environment for long runs.
export interface FuzzConfig {
  seed: number;
  /** Multiplies every property's run count (1 in npm test). */
  scale: number;
  /** When set, failing inputs are written to test/fixtures/regressions/. */
  save: boolean;
}

const DEFAULT_SEED = 20261130;

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n)) throw new Error(`${name} must be an integer, got ${JSON.stringify(raw)}`);
  return n;
}

export const fuzzConfig: FuzzConfig = {
  seed: intFromEnv('HL_FUZZ_SEED', DEFAULT_SEED),
  scale: Math.max(1, intFromEnv('HL_FUZZ_SCALE', 1)),
  save: process.env.HL_FUZZ_SAVE === '1',
};

/** fast-check parameters for one property: the seed, `runs` scaled, and the seed printed on failure. */
export function fcParams(runs: number): { seed: number; numRuns: number; endOnFailure: boolean; verbose: 0 } {
  return { seed: fuzzConfig.seed, numRuns: runs * fuzzConfig.scale, endOnFailure: true, verbose: 0 };
}

/** A test's time limit: room for `baseMs` of work per unit of scale. */
export function timeLimit(baseMs: number): number {
  return baseMs * fuzzConfig.scale;
}
