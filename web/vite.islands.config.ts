import path from 'node:path';
import { defineConfig } from 'vite';
import { precompress } from '@estate/vite-precompress';
import { contractForBrowser, contractSchemasEntry } from './vite/contract-browser';
import { messagesPlugin } from './vite/messages';

/*
 * The browser's code of the pages served as islands (decision 0107): src/islands/entry.tsx and
 * the islands it names, built after React Router's client (`npm run build`), into
 * build/client/assets/islands. React Router itself is left out: its imports resolve to
 * src/islands/router.tsx, the few links and hooks an island uses, over the page's data. The
 * server reads the manifest to name the entry and what it imports.
 */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

export default defineConfig({
  plugins: [contractForBrowser(), messagesPlugin(), precompress()],
  base: '/assets/islands/',
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: path.resolve(__dirname, 'src/islands/router.tsx') },
      { find: /^~\//, replacement: `${path.resolve(__dirname, 'src')}/` },
      { find: '@estate/contract/schemas', replacement: contractSchemasEntry() },
      // The browser's zod never compiles parsers with `new Function` (the CSP has no 'unsafe-eval').
      { find: /^zod$/, replacement: path.resolve(__dirname, 'src/lib/zod-jitless.ts') },
    ],
  },
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: 'build/client/assets/islands',
    assetsDir: '',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rollupOptions: {
      input: path.resolve(__dirname, 'src/islands/entry.tsx'),
      output: {
        manualChunks: (id) => (FRAMEWORK.test(id) ? 'react' : undefined),
      },
    },
  },
});
