import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { contractSchemasEntry } from './vite/contract-browser';
import { messagesPlugin } from './vite/messages';

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
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    css: false,
    restoreMocks: true,
    // Above the 5 s wait of setup.ts, so a slow findBy fails by its own message, not a timeout.
    testTimeout: 15000,
  },
});
