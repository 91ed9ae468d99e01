import { existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium where it is installed (CI and this team's machines); Playwright's own browser elsewhere.
const debianChromium = '/usr/bin/chromium';
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(debianChromium) ? debianChromium : undefined);

const launchOptions = {
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

// Several checkouts or agents may test at once: each can pick its own port and build folder.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';

// Every run starts from the sandbox's seed: its state lives in a file of this port's own,
// removed when the runner (not a worker) loads this config.
const SANDBOX_STATE_FILE = join(tmpdir(), `campershare-e2e-sandbox-${PORT}.json`);
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(SANDBOX_STATE_FILE, { force: true });

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['./e2e/support/summary-reporter.ts']],
  // Generous for a 2-core CI host that may be shared: a journey's steps wait on lazy chunks and the
  // sandbox; a real failure still fails, only later.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace slows every test on a 2-core machine; the retry of a failed test records one.
    trace: 'on-first-retry',
    // The app's service worker would answer requests before route() sees them, and each test's
    // fresh context would download the whole build into its cache; the offline journeys allow it.
    serviceWorkers: 'block',
    launchOptions,
  },
  projects: [
    // Journeys tagged @desktop-only (e2e/support/page-setup.ts) run once, at desktop width.
    { name: 'phone', grepInvert: /@desktop-only/, use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
  ],
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort --outDir ${OUT_DIR}`,
    // Ready once the sandbox answers: its first request compiles and seeds it (seconds on a busy
    // host), which would otherwise fall into the first journey's time.
    url: `http://localhost:${PORT}/api/health.json`,
    reuseExistingServer: !process.env.CI,
    env: { SANDBOX_STATE_FILE },
    timeout: 120_000,
  },
});
