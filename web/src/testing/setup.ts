import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetBrowserQueryClient } from '~/lib/query-client';
import { resetDb } from './handlers';
import { server } from './server';

// findBy* and waitFor give up after 1 s by default: on a loaded 2-core machine (CI beside other
// jobs) a render that takes longer fails a correct test at random. The wait only bounds how long
// a *missing* element is looked for; a present one is found as soon as it renders.
configure({ asyncUtilTimeout: 5000 });

// Browser APIs jsdom lacks, as small as the components need them.
if (typeof window !== 'undefined') {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
  window.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
  window.scrollTo = () => {};
  if (typeof HTMLDialogElement !== 'undefined') {
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  }
}

/*
 * Testing-library's async helpers (findBy*, waitFor) step fake timers forward only when they see
 * Jest's; this hands them Vitest's, so a test on fake timers waits no wall-clock time at all.
 */
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

beforeAll(() => {
  // Testing-library turns React's act() environment on in hooks it registers when first
  // imported, for that file alone; the files share their modules (vitest.config.ts), so each
  // file turns it on here.
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  server.listen({ onUnhandledRequest: 'error' });
});
let errors: string[] = [];
beforeEach(() => {
  resetDb();
  errors = [];
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
    // Every cookie the last test left (the display currency's), as a new visitor has none.
    for (const pair of document.cookie.split(';')) {
      const name = pair.split('=')[0]!.trim();
      if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
    }
    resetBrowserQueryClient();
  }
  // Any console.error during a test fails it (checked after the test, so React cannot swallow it).
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '));
  });
});
afterEach(() => {
  if (typeof window !== 'undefined') cleanup();
  vi.useRealTimers();
  server.resetHandlers();
  if (errors.length) throw new Error(`console.error was called during the test:\n${errors.join('\n')}`);
});
afterAll(() => server.close());
