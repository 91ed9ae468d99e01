// Fails when the committed contract bundles or generated types differ from a fresh generation,
// and when the contract does not lint clean.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const run = (args) => execFileSync('npx', args, { stdio: ['ignore', 'pipe', 'inherit'] }).toString();
const dir = mkdtempSync(join(tmpdir(), 'api-check-'));

run(['redocly', 'lint', '--config', 'openapi/redocly.yaml']);
const pairs = [
  ['openapi/openapi.yaml', 'openapi/bundled.yaml', 'openapi/generated/schema.d.ts'],
  ['openapi/content.yaml', 'openapi/content.bundled.yaml', 'openapi/generated/content.d.ts'],
];
let stale = [];
for (const [source, bundle, types] of pairs) {
  const freshBundle = join(dir, bundle.replaceAll('/', '_'));
  const freshTypes = join(dir, types.replaceAll('/', '_'));
  run(['redocly', 'bundle', source, '-o', freshBundle]);
  run(['openapi-typescript', freshBundle, '-o', freshTypes]);
  if (readFileSync(freshBundle, 'utf8') !== readFileSync(bundle, 'utf8')) stale.push(bundle);
  if (readFileSync(freshTypes, 'utf8') !== readFileSync(types, 'utf8')) stale.push(types);
}
if (stale.length > 0) {
  console.error(`Stale generated files (run \`npm run api:gen\`): ${stale.join(', ')}`);
  process.exit(1);
}
console.log('api: contract lints clean; bundles and generated types are up to date');
