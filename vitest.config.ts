import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/setup-private-tmpdir.ts'],
    setupFiles: ['test/setup-temp-dirs.ts', 'test/setup-hermetic-cache.ts'],
    testTimeout: 30000,
    hookTimeout: 30000,
    // One more worker than the 2-core CI machine has cores: many test files spend most of their
    // time waiting on child processes and plugin timeouts, so a third file keeps both cores busy
    // (measured on an idle 2-core machine: 178 s with 2 workers, 148 s with 3, 147 s with 4).
    maxWorkers: 3,
    // Growth guards collect garbage before each timed run (test/support/cpu-time.ts).
    execArgv: ['--expose-gc'],
  },
});
