import { defineConfig } from '@playwright/test';

/**
 * Browser tests of the whole stack in Debian's chromium. The global setup starts the CMS (demo
 * seed on a throwaway SQLite database), a local SMTP catcher and the web server (public site and
 * staff admin) on free ports, and exports their addresses as E2E_* variables, which the workers
 * read here (they load this file after the setup ran).
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './harness/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    // The visitor asked for less motion: the hero films stay stills and transitions are instant,
    // so a page open during a test is not decoding and compositing a film (a third of a core per
    // open home page). The specs of the films and of a page's console with motion ask for it.
    reducedMotion: 'reduce',
    // A trace (a screenshot at every change, the DOM at every step) is recorded when a failed test
    // runs again (CI retries once): recording one for every test that passes took a quarter of
    // Chromium's and Playwright's CPU. `--trace on` records them all.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'public', testDir: './tests/public' },
    { name: 'admin', testDir: './tests/admin' },
    // The Strapi panel, served by the CMS (E2E_CMS_URL); the tests also read the site.
    { name: 'panel', testDir: './tests/panel' },
  ],
});
