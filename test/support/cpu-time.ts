// Growth guards (linear time, no quadratic work) without a budget in milliseconds: the same
// computation is timed at size n and at size 10n in one process, and only the ratio is
// asserted. Linear work takes about 10×, quadratic about 100×; machine load stretches both
// sizes alike, so the ratio holds on a busy machine where an absolute budget does not. CPU time
// rather than wall time, and the fastest of a few interleaved runs, to shed the rest of the noise.

/** Present when the test process runs with --expose-gc (vitest.config.ts). */
const collectGarbage = (globalThis as { gc?: () => void }).gc;

/**
 * The CPU time `run` takes, in ms. The heap is emptied first, so that no run pays for the
 * garbage of the one before it (a collection inside a large run was the guards' main noise).
 */
export async function cpuTimeMs(run: () => unknown): Promise<number> {
  collectGarbage?.();
  const start = process.cpuUsage();
  await run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** Linear work stays below this ratio between sizes n and 10n; quadratic work lands near 100. */
export const LINEAR_AT_10X = 30;

/**
 * How many times longer `work(10 * n)` takes than `work(n)`: the fastest of `runs` interleaved
 * runs of each. `work(size)` prepares its input and returns the computation to time, so that
 * building the input is not counted. A ratio at or over LINEAR_AT_10X is measured again as many
 * times before it stands: under the full suite's load a linear shape read 31 and 43 once
 * (2–14 alone), while super-linear work reads high in every round.
 */
export async function growthAt10x(n: number, work: (size: number) => () => unknown, runs = 3): Promise<number> {
  const small = work(n);
  const large = work(10 * n);
  await small();
  let bestSmall = Infinity;
  let bestLarge = Infinity;
  const ratio = () => bestLarge / Math.max(bestSmall, 0.001);
  for (let i = 0; i < runs || (i < 2 * runs && ratio() >= LINEAR_AT_10X); i++) {
    bestSmall = Math.min(bestSmall, await cpuTimeMs(small));
    bestLarge = Math.min(bestLarge, await cpuTimeMs(large));
  }
  return ratio();
}

/**
 * How many times longer `hostile` takes than `ordinary` (an input of the same size that
 * exercises nothing unusual): the fastest of `runs` interleaved runs of each.
 */
export async function timeRatio(ordinary: () => unknown, hostile: () => unknown, runs = 3): Promise<number> {
  await ordinary();
  await hostile();
  let bestOrdinary = Infinity;
  let bestHostile = Infinity;
  for (let i = 0; i < runs; i++) {
    bestOrdinary = Math.min(bestOrdinary, await cpuTimeMs(ordinary));
    bestHostile = Math.min(bestHostile, await cpuTimeMs(hostile));
  }
  return bestHostile / Math.max(bestOrdinary, 0.001);
}
