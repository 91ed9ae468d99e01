// The initial JS of a route: the entry, the route's lazy page and the locale catalog,
// with every chunk they statically import, gzip-compressed, as the browser fetches them.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const KB = 1000;
const BUDGETS = [
  { route: 'home', modules: ['src/pages/home/index.ts', 'locales/en/messages.po'], limit: 150 * KB },
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

let failed = false;
for (const budget of BUDGETS) {
  const files = [...closure([entryKey, ...budget.modules])].filter((file) => file.endsWith('.js'));
  const size = files.reduce((sum, file) => sum + gzipSize(file), 0);
  const ok = size <= budget.limit;
  failed ||= !ok;
  console.log(`budget ${budget.route}: ${(size / KB).toFixed(1)} KB gzip of initial JS in ${files.length} files (limit ${budget.limit / KB} KB) ${ok ? 'ok' : 'OVER'}`);
}
if (failed) process.exit(1);
