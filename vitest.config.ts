import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/setup-hermetic-cache.ts'],
    testTimeout: 30000,
    hookTimeout: 30000,
    // Both cores of the 2-core CI machine (vitest's default leaves one idle): most test files
    // wait on child processes, so two at a time halve the suite's wall time.
    maxWorkers: 2,
    // Growth guards collect garbage before each timed run (test/support/cpu-time.ts).
    execArgv: ['--expose-gc'],
  },
});
