// The initial JS of a route: the entry, the route's lazy page and the locale catalogs it waits for,
// with every chunk they statically import, gzip-compressed, as the browser fetches them.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const KB = 1000;
/** Routes whose page must stay lightest (home and search, 150 KB); every other page gets the default. */
const LIGHT_PAGES = /^(home|search)(-|$)/;
const LIGHT_LIMIT = 150 * KB;
const DEFAULT_LIMIT = 180 * KB;
// Home renders with the shell catalog alone; every other page waits for the catalogs of its
// areas (the `inArea` lines of src/app/routes/page-registry.ts; lingui.config.ts lists the areas).
const catalogs = (...areas) => ['shell', ...areas].map((area) => `locales/en/${area}.po`);
const PAGE_AREAS = {
  search: [],
  favorites: ['vehicles'],
  vehicle: ['vehicles'],
  'booking-flow': [],
  booking: ['bookings', 'vehicles'],
  bookings: ['bookings'],
  'owner-profile': ['owner', 'vehicles'],
  reviews: ['owner', 'vehicles', 'account'],
  'owner-dashboard': ['owner', 'vehicles'],
  'owner-top-owner': ['owner'],
  'getting-started': ['account', 'modals'],
  'login-as-user': ['account', 'modals'],
  'login-as-user-from-admin': ['account', 'modals'],
  'verify-id': ['verification', 'account'],
  // The economy section (src/pages/economy/*).
  overview: ['economy', 'account'],
  payouts: ['economy', 'account'],
  payout: ['economy', 'account'],
  reports: ['economy', 'account'],
  settings: ['economy', 'account'],
  messages: ['messages'],
  // The owner's vehicles and the vehicle editor (#18).
  'my-vehicles': ['my-vehicles', 'vehicles'],
  'vehicle-editor': ['editor', 'vehicles'],
  // Logging in and signing up (src/pages/auth/*), and the password reset and e-mail check.
  login: ['auth'],
  'sign-up': ['auth'],
  'oauth-callback': ['auth'],
  'forgot-password': ['auth'],
  'reset-password': ['auth'],
  'verify-email': ['auth'],
  // The saved payment methods (#14 point 3).
  'payment-methods': ['economy'],
  // The CMS's content pages (#20).
  'cms-page': ['content'],
  magazine: ['content'],
  // The rent-out landing (#20 point 3).
  'rent-out': ['content'],
  // The owner's calendar (#24).
  'owner-calendar': ['editor'],
  // The sitemap (#20 point 2).
  sitemap: ['content'],
  // The design system page (#20 point 2).
  elements: ['content'],
};
const areasOf = (page) => PAGE_AREAS[page] ?? ['account'];
// Budgets for specific pages (others may add lines); every other page module of the build
// (src/pages/*/index.ts in the manifest) is checked too, with the limits above.
const BUDGETS = [
  { route: 'home', modules: ['src/pages/home/index.ts', ...catalogs()], limit: 150 * KB },
  { route: 'search', modules: ['src/pages/search/index.ts', ...catalogs(...areasOf('search'))], limit: 150 * KB },
  { route: 'vehicle', modules: ['src/pages/vehicle/index.ts', ...catalogs(...areasOf('vehicle'))], limit: 180 * KB },
];

const DIST = process.env.BUDGET_DIST ?? 'dist';
const manifest = JSON.parse(readFileSync(`${DIST}/.vite/manifest.json`, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('No entry chunk in dist/.vite/manifest.json: run `npm run build` first');

function closure(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

const gzipSize = (file) => gzipSync(readFileSync(`${DIST}/${file}`), { level: 9 }).length;

// A page slice, on its own or in a group folder (src/pages/auth/login).
const PAGE_MODULE = /^src\/pages\/(?:[^/]+\/)?([^/]+)\/index\.tsx?$/;
const explicitPages = new Set(BUDGETS.map((budget) => budget.modules[0]));
const pageBudgets = Object.keys(manifest)
  .filter((key) => PAGE_MODULE.test(key) && !explicitPages.has(key))
  .sort()
  .map((key) => {
    const page = PAGE_MODULE.exec(key)[1];
    return { route: page, modules: [key, ...catalogs(...areasOf(page))], limit: LIGHT_PAGES.test(page) ? LIGHT_LIMIT : DEFAULT_LIMIT };
  });

let failed = false;
for (const budget of [...BUDGETS, ...pageBudgets]) {
  // A page named in BUDGETS that another engineer has not built yet is not in the manifest.
  if (!manifest[budget.modules[0]]) {
    console.log(`budget ${budget.route}: not in this build (${budget.modules[0]}), skipped`);
    continue;
  }
  const files = [...closure([entryKey, ...budget.modules])].filter((file) => file.endsWith('.js'));
  const size = files.reduce((sum, file) => sum + gzipSize(file), 0);
  const ok = size <= budget.limit;
  failed ||= !ok;
  console.log(`budget ${budget.route}: ${(size / KB).toFixed(1)} KB gzip of initial JS in ${files.length} files (limit ${budget.limit / KB} KB) ${ok ? 'ok' : 'OVER'}`);
}
if (failed) process.exit(1);
