// Server render time and HTML size of the server-rendered pages (issue #27): 100 requests per page
// against a running server (`npm run serve`), render time from its `Server-Timing` header.
//   node scripts/measure-ssr.mjs [http://localhost:4173] [requests per page]
const base = process.argv[2] ?? 'http://localhost:4173';
const count = Number(process.argv[3] ?? 100);
const PAGES = ['/', '/rent-motorhome', '/de/wohnmobil-mieten', '/vehicles/7'];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

for (const path of PAGES) {
  const times = [];
  let size = 0;
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(base + path, { headers: { 'accept-encoding': 'identity' } });
    const body = await response.arrayBuffer();
    if (i === 0) size = body.byteLength;
    const timing = /render;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '');
    if (timing) times.push(Number(timing[1]));
  }
  times.sort((a, b) => a - b);
  console.log(`${path.padEnd(24)} render p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms over ${times.length}; HTML ${(size / 1024).toFixed(1)} KB`);
}
