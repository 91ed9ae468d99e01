import { existsSync } from 'node:fs';

/**
 * The Chromium that the story tests and the e2e journeys drive: `CHROMIUM_PATH`, else Debian's
 * headless shell, else Debian's Chromium, else (undefined) Playwright's own browser.
 *
 * The headless shell is Chromium without the browser around the page (no GPU process, no browser
 * UI): Playwright's own default for headless runs. The same 53 journeys took 93 s on it against
 * 135 s on the full Chromium, which spent twice the CPU (80 s against 160 s) on a 2-core host.
 */
const CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

export const chromiumPath: string | undefined = process.env.CHROMIUM_PATH ?? CANDIDATES.find((path) => existsSync(path));

/** A sandboxed CI container has no user namespaces, no GPU and a small /dev/shm; the closed network refuses Google's background calls. */
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
