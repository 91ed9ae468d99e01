import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/test-browser.ts';

const launchOptions = { executablePath: chromiumPath, args: chromiumArgs };

// Several checkouts or agents may test at once: each can pick its own port and build folder.
const PORT = Number(process.env.E2E_PORT ?? 4173);
// The dev server (issue #23 point 3: a loop of Back that only React's development build showed).
const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? PORT + 1000);
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';

// Every run starts from the sandbox's seed, anchored at the day the server starts: its state lives in
// memory only (an empty SANDBOX_STATE_FILE), so a new server seeds afresh and nothing is written.

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions };

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  // A test that needs a retry to pass is fixed, not retried (the summary lists any that passed only on retry).
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['./e2e/support/summary-reporter.ts']],
  // Generous for a 2-core CI host that may be shared: a journey's steps wait on lazy chunks and the
  // sandbox; a real failure still fails, only later.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A click or a box on something that never comes fails after this, naming what it waited for,
    // instead of using up the whole test's time in silence.
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    // Recording a trace slows every test on a 2-core machine: E2E_TRACE=1 keeps one of each failed test.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    // The app's service worker would answer requests before route() sees them, and each test's
    // fresh context would download the whole build into its cache; the offline journeys allow it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  // Every journey runs once, at desktop width; the phone project opens every page with axe and runs
  // the journeys about the phone (tags in e2e/support/fixtures.ts). Tests that move the sandbox
  // clock, which every test shares, run alone after the others.
  projects: [
    { name: 'desktop', grepInvert: /@phone-only|@sandbox-clock/, use: desktop },
    { name: 'phone', grep: /@phone/, grepInvert: /@sandbox-clock/, use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions } },
    { name: 'sandbox-clock', grep: /@sandbox-clock/, dependencies: ['desktop', 'phone'], workers: 1, use: desktop },
    // The journeys tagged @dev-server run once more against `vite` itself, in development mode.
    { name: 'dev-server', grep: /@dev-server/, use: { ...desktop, baseURL: `http://localhost:${DEV_PORT}` } },
  ],
  webServer: [
    {
      // The app's own server (issue #27): public pages rendered on the server, the rest the shell.
      command: `node scripts/serve.ts --port ${PORT} --dir ${OUT_DIR}`,
      // Ready once the sandbox answers: its first request compiles and seeds it (seconds on a busy
      // host), which would otherwise fall into the first journey's time.
      url: `http://localhost:${PORT}/api/health.json`,
      reuseExistingServer: !process.env.CI,
      env: { SANDBOX_STATE_FILE: '' },
      timeout: 120_000,
    },
    {
      command: `npx vite --port ${DEV_PORT} --strictPort`,
      url: `http://localhost:${DEV_PORT}/api/health.json`,
      reuseExistingServer: !process.env.CI,
      env: { SANDBOX_STATE_FILE: '' },
      timeout: 120_000,
    },
  ],
});
