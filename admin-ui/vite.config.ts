/// <reference types="vitest/config" />
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { precompress } from '@estate/vite-precompress';
import { BROWSER_ENV_PREFIX, parseServerEnv } from './env.config';

/** One .env at the repository root configures the whole stack (the process environment wins). */
const REPO_ROOT = path.resolve(import.meta.dirname, '..');

export default defineConfig(({ command, mode }) => {
  const env = parseServerEnv(loadEnv(mode, REPO_ROOT, ''));
  const proxy = { target: env.CMS_URL, changeOrigin: false, xfwd: true };
  return {
    // Served by the public web server under /admin/ of the same origin as the site.
    base: '/admin/',
    envPrefix: BROWSER_ENV_PREFIX,
    // The dev server's bundle takes ADMIN_PUBLIC_* from the root .env too (ADMIN_PUBLIC_SITE_URL
    // points 'View on site' at the web dev server). Production builds and tests read only this
    // folder: in production the site is the same origin, and tests must not depend on a
    // developer's .env.
    envDir: command === 'serve' && mode === 'development' ? REPO_ROOT : undefined,
    plugins: [react(), precompress()],
    resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
    optimizeDeps: {
      // The editor is imported lazily; listing it here spares the dev server a mid-session re-bundle.
      include: [
        'tinymce/tinymce',
        'tinymce/models/dom/model',
        'tinymce/themes/silver',
        'tinymce/icons/default',
        'tinymce/plugins/autolink',
        'tinymce/plugins/code',
        'tinymce/plugins/image',
        'tinymce/plugins/link',
        'tinymce/plugins/lists',
        'tinymce/plugins/table',
        '@tinymce/tinymce-react',
      ],
    },
    server: {
      port: env.ADMIN_DEV_PORT,
      strictPort: true,
      proxy: { '/api': proxy, '/uploads': proxy },
    },
    preview: { port: env.ADMIN_DEV_PORT, proxy: { '/api': proxy, '/uploads': proxy } },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: false,
      // TinyMCE (about 1.5 MB, 470 kB gzipped) is its own lazy chunk, loaded by the post forms only.
      chunkSizeWarningLimit: 1600,
      rollupOptions: {
        output: {
          // The rich-text editor is large and only the post forms need it: keep it in its own chunk.
          // The libraries every page needs are vendor chunks of their own, cached across releases;
          // the pages are lazy routes (decision 0030), so the entry holds little more than the table.
          manualChunks: (id) => {
            if (id.includes('node_modules/tinymce')) return 'tinymce';
            if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
            if (/node_modules\/(zod|@tanstack)\//.test(id)) return 'data';
            return undefined;
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup-tests.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      restoreMocks: true,
      // A form test types each field key by key as a person does, re-rendering the form at each key:
      // 5-8 s on a quiet machine, and past 15 s when the contract suites load both cores beside it.
      testTimeout: 45000,
      // The files share each worker's module graph instead of loading React, the router and the
      // app again per file (about half the suite's time). What a test changes is reset by
      // setup-tests.ts (MSW handlers, the fake database, storage, mocks) and every render makes
      // its own query client; the files pass in any order (--sequence.shuffle).
      isolate: false,
    },
  };
});
