import { createRequire } from 'node:module';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import type { GetManualChunk } from 'rollup';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from '@estate/vite-precompress';
import { contractForBrowser, contractSchemasEntry } from './vite/contract-browser';
import { messagesPlugin } from './vite/messages';

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

/**
 * React Router 7 maps every export condition to its development build (dist/development: dev
 * warnings on, e.g. a "No routes matched" warning built for every unknown address). Production
 * builds use dist/production, the same code with ENABLE_DEV_WARNINGS false (decision 0048).
 */
const routerDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');
const productionRouter = [
  { find: /^react-router$/, replacement: path.join(routerDist, 'production', 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(routerDist, 'production', 'dom-export.mjs') },
];

/**
 * What every page hydrates with, in three chunks: React and React Router (one chunk, the entry's
 * own code stays tiny), TanStack Query, and the app's layout with everything it imports (the
 * root route's static imports). Left to Rollup, these modules were spread over shared chunks named
 * after whichever route first used them, and the 3 KB merge below then folded route code (the
 * careers page, the compare table) into chunks every page loads (decision 0092).
 */
type ManualChunkMeta = Parameters<GetManualChunk>[1];

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const QUERY = /[\\/]node_modules[\\/]@tanstack[\\/]/;
/**
 * The contract's modules few pages use: the mortgage calculator's rules, the video and tour hosts
 * and a saved search's label.
 */
const PAGE_CONTRACT = /[\\/]contract[\\/]dist[\\/](listing-tools|embeds|saved-search-text)\.js$/;
const ROOT_ROUTE = /[\\/]src[\\/]app[\\/]root\.tsx(\?|$)/;

function layoutModules(getModuleInfo: ManualChunkMeta['getModuleInfo'], ids: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const walk = (id: string) => {
    if (seen.has(id) || id.includes('node_modules') || ROOT_ROUTE.test(id)) return;
    seen.add(id);
    for (const next of getModuleInfo(id)?.importedIds ?? []) walk(next);
  };
  // The root route's own module stays React Router's to place; what it imports is the layout.
  for (const id of ids) if (ROOT_ROUTE.test(id)) for (const next of getModuleInfo(id)?.importedIds ?? []) walk(next);
  return seen;
}

let layout: Set<string> | null = null;
function frameworkChunk(id: string, meta: ManualChunkMeta): string | undefined {
  if (FRAMEWORK.test(id)) return 'framework';
  if (QUERY.test(id)) return 'query';
  // The contract's modules that only some pages use, each in a chunk of its own: the layout would
  // hold them (the browser contract re-exports every zod-free module, and Rollup merges small
  // side-effect-free chunks into a neighbour), and every page loads the layout.
  const pageOnly = PAGE_CONTRACT.exec(id)?.[1];
  if (pageOnly) return `contract-${pageOnly}`;
  layout ??= layoutModules(meta.getModuleInfo, meta.getModuleIds());
  return layout.has(id) ? 'layout' : undefined;
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [contractForBrowser(), messagesPlugin(), reactRouter(), withoutV6RouterDom, precompress()],
  // One copy of React Router in the server: the packages that import it (the Express adapter and
  // its Node helpers) are bundled too, so they get the production copy the build uses; left
  // external, Node would load the development copy beside it: two routers in one process, each
  // with its own React contexts and classes checked with instanceof (RouterContextProvider).
  ssr: command === 'build' ? { noExternal: ['react-router', '@react-router/express', '@react-router/node'] } : {},
  resolve: {
    alias: [
      ...(command === 'build' ? productionRouter : []),
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
        // Shared chunks under 3 KB are merged into a neighbour: the home needed 48 modules (each a
        // preload tag the hydration loader inserts in one task, and a module to instantiate) and
        // now needs 23 (decision 0046). 5 KB also gave 23 for the home, but merged more of other
        // routes' code into the chunks every page loads: the property page reached 151.5 KiB
        // (budget 150); at 3 KB it loads 145.6, the home 139.4 (decision 0050).
        rollupOptions: { output: { experimentalMinChunkSize: 3000, manualChunks: frameworkChunk } },
      },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
}));
