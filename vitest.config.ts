import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/setup-hermetic-cache.ts'],
    testTimeout: 30000,
    hookTimeout: 30000,
  },
});
