import { defineConfig } from 'vitest/config';

/**
 * Contract tests: real HTTP against the compiled CMS (npm run build:server first) on a real
 * database. TEST_DB=sqlite (default) runs every file; TEST_DB=postgres (with Redis as the shared
 * store) runs the files named `*.db.test.ts`: those whose outcome can differ by database or
 * shared store (the SQL a route drives, writes that race, rows that outlive a request, the
 * response and page caches, limits and sessions in Redis, the database itself). A file that
 * proves the same thing on any database (validation, access, headers, uploads, mail faults) is a
 * plain `*.test.ts` and runs once, on SQLite.
 */
export default defineConfig({
  test: {
    include: [process.env.TEST_DB === 'postgres' ? 'tests/**/*.db.test.ts' : 'tests/**/*.test.ts'],
    globalSetup: ['tests/harness/global-setup.ts'],
    // A failed test prints what the CMS logged (errors and warnings) beneath it.
    setupFiles: ['tests/harness/each-file.ts', 'tests/harness/on-failure.ts'],
    fileParallelism: false,
    // The files run one after the other in one process that keeps its modules (the harness, the
    // contract, the clients) instead of loading them again for each of the ~90 files; the
    // harness's per-file state (the client's address, its sign-ins) is reset before each file.
    isolate: false,
    // A test that starts a CMS of its own (a second instance, a restart, a refused setting) waits
    // for a start, which takes 20-40 s when both lanes load the two cores.
    testTimeout: 90_000,
    hookTimeout: 180_000,
    reporters: process.env.CI ? ['default'] : ['default'],
  },
});
