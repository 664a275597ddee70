import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
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

/**
 * Which chunk holds each of the site's modules (`.vite/islands-modules.json`): an island's module
 * may share a chunk with others once small chunks are merged, and the manifest then does not name
 * it; the server finds an island's chunk by its module here.
 */
const modulesOfChunks: Plugin = {
  name: 'estate:islands-modules',
  generateBundle(_options, bundle) {
    const chunkOf: Record<string, string> = {};
    for (const chunk of Object.values(bundle))
      if (chunk.type === 'chunk')
        for (const id of chunk.moduleIds) {
          const file = path.relative(__dirname, id.split('?')[0]!).split(path.sep).join('/');
          if (file.startsWith('src/')) chunkOf[file] = chunk.fileName;
        }
    this.emitFile({ type: 'asset', fileName: '.vite/islands-modules.json', source: JSON.stringify(chunkOf) });
  },
};

export default defineConfig({
  plugins: [contractForBrowser(), messagesPlugin(), modulesOfChunks, precompress()],
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
    // No preload helper and map of every chunk's dependencies in the entry (1.5 KiB gzipped): the
    // server preloads what the page starts with, and an island's chunk brings its own imports.
    modulePreload: false,
    rollupOptions: {
      input: path.resolve(__dirname, 'src/islands/entry.tsx'),
      output: {
        manualChunks: (id) => (FRAMEWORK.test(id) ? 'react' : undefined),
        // Shared chunks under 3 KB join a neighbour (as in React Router's build, decision 0050):
        // fewer files, and each compresses better.
        experimentalMinChunkSize: 3000,
      },
    },
  },
});
