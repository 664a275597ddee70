import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';
import { contractForBrowser, contractSchemasEntry } from './vite/contract-browser';

/**
 * React Router's plugin pre-bundles react-router-dom whenever it resolves; here it resolves to the
 * v6 copy the Strapi panel brings, which does not build against v7. This site never imports it.
 */
const withoutV6RouterDom: Plugin = {
  name: 'estate:without-v6-router-dom',
  enforce: 'post',
  config(config) {
    if (config.optimizeDeps?.include)
      config.optimizeDeps.include = config.optimizeDeps.include.filter((d) => d !== 'react-router-dom');
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [contractForBrowser(), reactRouter(), withoutV6RouterDom],
  resolve: {
    alias: [
      { find: /^~\//, replacement: `${path.resolve(__dirname, 'src')}/` },
      { find: '@estate/contract/schemas', replacement: contractSchemasEntry() },
      // The browser's zod never compiles parsers with `new Function` (the CSP has no 'unsafe-eval').
      ...(isSsrBuild ? [] : [{ find: /^zod$/, replacement: path.resolve(__dirname, 'src/lib/zod-jitless.ts') }]),
    ],
  },
  build: isSsrBuild
    ? { rollupOptions: { input: './server/index.ts' }, target: 'node20' }
    : {
        target: 'es2022',
        // Shared chunks under 5 KB are merged into a neighbour: the home needed 48 modules (each a
        // preload tag the hydration loader inserts in one task, and a module to instantiate) and
        // now needs 23, for about 1 KiB more script (decision 0046).
        rollupOptions: { output: { experimentalMinChunkSize: 5000 } },
      },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
}));
