import fs from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { contractSchemasEntry } from './vite/contract-browser';
import { messagesPlugin } from './vite/messages';

const TESTS = ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'];

/**
 * The test files that need modules of their own: those that replace a module (vi.mock), those
 * that run in Node.js (the server's, which start the built site with settings of their own), and
 * those marked `@isolated` (they watch something load for the first time). Every other file runs
 * in one module graph shared with the files before it (no second load of React, the router, the
 * catalogues and jsdom for each of ~80 files), its state reset by src/testing/setup.ts.
 */
const ISOLATED = /\bvi\.mock\(|@vitest-environment node|@isolated\b/;
const isolatedFiles = ['src', 'server'].flatMap((dir) =>
  fs
    .readdirSync(path.join(__dirname, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${dir}/${file}`)
    .filter((file) => ISOLATED.test(fs.readFileSync(path.join(__dirname, file), 'utf8'))),
);

export default defineConfig({
  plugins: [messagesPlugin()],
  resolve: {
    alias: {
      '~': path.resolve(__dirname, 'src'),
      '@estate/contract/schemas': contractSchemasEntry(),
    },
  },
  esbuild: { jsx: 'automatic' },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    restoreMocks: true,
    // Above the 5 s wait of setup.ts, so a slow findBy fails by its own message, not a timeout.
    testTimeout: 15000,
    projects: [
      { extends: true, test: { name: 'isolated', include: isolatedFiles, isolate: true } },
      {
        extends: true,
        test: {
          name: 'shared',
          include: TESTS,
          exclude: [...configDefaults.exclude, ...isolatedFiles],
          isolate: false,
        },
      },
    ],
  },
});
