import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './test/slow-first-sequencer.js';

/**
 * Test files that replace a module with vi.mock need modules of their own, so they run isolated.
 * Every other file shares its worker's modules with the files before it (isolate: false), which
 * saves importing the linter again for each of 260 files (measured on the 2-core machine: 240 s
 * with every file isolated, 165 s without).
 */
const MOCKING = readdirSync(join(import.meta.dirname, 'test'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts') && readFileSync(join(import.meta.dirname, 'test', file), 'utf8').includes('vi.mock('))
  .map((file) => `test/${file}`);

export default defineConfig({
  test: {
    globalSetup: ['test/setup-private-tmpdir.ts', 'test/setup-node-start.ts'],
    setupFiles: ['test/setup-temp-dirs.ts', 'test/setup-hermetic-cache.ts'],
    testTimeout: 30000,
    hookTimeout: 30000,
    // One more worker than the 2-core CI machine has cores: many test files spend most of their
    // time waiting on child processes and plugin timeouts, so a third file keeps both cores busy
    // (measured on an idle 2-core machine: 178 s with 2 workers, 148 s with 3, 147 s with 4).
    maxWorkers: 3,
    // Growth guards collect garbage before each timed run (test/support/cpu-time.ts).
    execArgv: ['--expose-gc'],
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      { extends: true, test: { name: 'isolated', include: MOCKING, isolate: true } },
      { extends: true, test: { name: 'shared', include: ['test/**/*.test.ts'], exclude: MOCKING, isolate: false } },
    ],
  },
});
