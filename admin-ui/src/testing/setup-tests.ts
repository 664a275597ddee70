import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetDb } from './db';
import { resetLeaflet } from './leaflet';
import { installMultipartFetch } from './multipart';
import { server } from './server';

// findBy* and waitFor give up after 1 s by default: on a loaded 2-core machine (CI beside other
// jobs) a render that takes longer fails a correct test at random. The wait only bounds how long
// a *missing* element is looked for; a present one is found as soon as it renders.
configure({ asyncUtilTimeout: 5000 });

// Leaflet draws nothing in jsdom: the map pin talks to a recorder (testing/leaflet.ts).
vi.mock('leaflet', async () => (await import('./leaflet')).fakeLeafletModule);
vi.mock('leaflet/dist/leaflet.css', () => ({}));

// jsdom has no object URLs; previews only need a unique string per file.
let objectUrls = 0;
Object.assign(URL, {
  createObjectURL: () => {
    objectUrls += 1;
    return `blob:preview-${objectUrls}`;
  },
  revokeObjectURL: () => undefined,
});

/*
 * Testing-library's async helpers (findBy*, waitFor) step fake timers forward only when they see
 * Jest's; this hands them Vitest's, so a test on fake timers never races the wall clock.
 */
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// After MSW patched fetch, so the bytes reach its interceptor.
beforeAll(() => installMultipartFetch());

let consoleErrors: unknown[][] = [];
beforeEach(() => {
  resetDb();
  resetLeaflet();
  window.localStorage.clear();
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  server.resetHandlers();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length) {
    throw new Error(
      `console.error was called during the test:\n${errors.map((a) => a.map((x) => (x instanceof Error ? x.stack : String(x))).join(' ')).join('\n')}`,
    );
  }
});

afterAll(() => server.close());
