// CPU time in ms, for the tests' budget guards (linear time, no quadratic work). A shared, busy
// machine stretches wall time at random; the CPU time a computation takes varies far less.
export function cpuTimeMs(run: () => unknown): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** The same for an async computation; only meaningful while nothing else runs in the process. */
export async function cpuTimeMsAsync<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = process.cpuUsage();
  const value = await run();
  const used = process.cpuUsage(start);
  return { ms: (used.user + used.system) / 1000, value };
}
