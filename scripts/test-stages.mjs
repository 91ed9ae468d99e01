// `npm test`: every test stage in turn, each timed; the first that fails stops the run (as `&&`
// did). A table of the stages' wall times ends the output, also after a failure. `.ci/run` times
// its own set-up stages into the file named by CI_STAGE_TIMES (name<TAB>seconds per line), and
// they head the table. TEST_STAGES=lint,unit runs only the stages named.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const ALL_STAGES = [
  ['translations', 'npm run i18n:check'],
  ['contract and types', 'npm run api:check'],
  ['lint', 'npm run lint'],
  ['type-check', 'npm run typecheck'],
  ['unit', 'npx vitest run --project unit'],
  ['component', 'npx vitest run --project component'],
  ['stories', 'npm run test:stories'],
  ['build', 'npm run build'],
  ['budget', 'npm run budget'],
  ['e2e', 'npm run test:e2e'],
];
const only = process.env.TEST_STAGES?.split(',').map((name) => name.trim());
const STAGES = only ? ALL_STAGES.filter(([name]) => only.includes(name)) : ALL_STAGES;

const rows = [];
if (process.env.CI_STAGE_TIMES && existsSync(process.env.CI_STAGE_TIMES)) {
  for (const line of readFileSync(process.env.CI_STAGE_TIMES, 'utf8').split('\n').filter(Boolean)) {
    const [name, seconds] = line.split('\t');
    rows.push({ name, seconds: Number(seconds), status: 'ok' });
  }
}

let failed;
for (const [name, command] of STAGES) {
  console.log(`\n▶ ${name}: ${command}`);
  const started = process.hrtime.bigint();
  const { status, signal } = spawnSync(command, { stdio: 'inherit', shell: true });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const ok = status === 0;
  rows.push({ name, seconds, status: ok ? 'ok' : `failed (${signal ?? status})` });
  if (!ok) {
    failed = name;
    break;
  }
}
for (const [name] of STAGES.slice(rows.filter((row) => STAGES.some(([stage]) => stage === row.name)).length)) rows.push({ name, seconds: NaN, status: 'not run' });

const format = (seconds) => (Number.isNaN(seconds) ? '—' : seconds >= 60 ? `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s` : `${seconds.toFixed(1)} s`);
const total = rows.reduce((sum, row) => sum + (Number.isNaN(row.seconds) ? 0 : row.seconds), 0);
const width = Math.max(...rows.map((row) => row.name.length), 'total'.length);
console.log('\nStage wall times:');
for (const row of rows) console.log(`  ${row.name.padEnd(width)}  ${format(row.seconds).padStart(10)}  ${row.status}`);
console.log(`  ${'total'.padEnd(width)}  ${format(total).padStart(10)}`);

if (failed) {
  console.error(`\nnpm test: the ${failed} stage failed.`);
  process.exit(1);
}
