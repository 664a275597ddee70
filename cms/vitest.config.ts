import { defineConfig } from 'vitest/config';

/**
 * Contract tests: real HTTP against the compiled CMS (npm run build:server first) on a real
 * database. TEST_DB=sqlite (default) or TEST_DB=postgres.
 */
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/harness/global-setup.ts'],
    // A failed test prints what the CMS logged (errors and warnings) beneath it.
    setupFiles: ['tests/harness/on-failure.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 180_000,
    reporters: process.env.CI ? ['default'] : ['default'],
  },
});
