// `npm test`: every test stage in turn, each timed; the first that fails stops the run (as `&&`
// did). A table of the stages' wall times ends the output, also after a failure. `.ci/run` times
// its own set-up stages into the file named by CI_STAGE_TIMES (name<TAB>seconds per line), and
// they head the table. TEST_STAGES=lint,unit runs only the stages named. Stages of one group run
// at the same time (each is one process on one core; the host has two), their output printed whole
// as each ends, so that logs do not interleave.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/** Static checks: each runs on one core, so two at a time take the time of the longest. */
const CHECKS = 'checks';
const ALL_STAGES = [
  ['translations', 'npm run i18n:check', CHECKS],
  ['contract and types', 'npm run api:check', CHECKS],
  ['lint', 'npm run lint', CHECKS],
  ['type-check', 'npm run typecheck', CHECKS],
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

/** Runs one stage; its output is kept and printed when it ends (inherited when it runs alone). */
function run([name, command], alone) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], shell: true });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status, signal) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (!alone) process.stdout.write(`\n▶ ${name}: ${command}\n${Buffer.concat(output).toString()}`);
      resolve({ name, seconds, status: status === 0 ? 'ok' : `failed (${signal ?? status})` });
    });
  });
}

// Consecutive stages of one group form a batch; a batch with a failure stops the run after it.
const batches = [];
for (const stage of STAGES) {
  const last = batches.at(-1);
  if (stage[2] && last?.[0]?.[2] === stage[2]) last.push(stage);
  else batches.push([stage]);
}
let failed;
for (const batch of batches) {
  const alone = batch.length === 1;
  if (alone) console.log(`\n▶ ${batch[0][0]}: ${batch[0][1]}`);
  else console.log(`\n▶ at the same time: ${batch.map(([name]) => name).join(', ')}`);
  const started = process.hrtime.bigint();
  const results = await Promise.all(batch.map((stage) => run(stage, alone)));
  const wall = Number(process.hrtime.bigint() - started) / 1e9;
  for (const result of results) rows.push({ ...result, parallel: !alone });
  if (!alone) rows.push({ name: `(${batch.length} at once)`, seconds: wall, status: 'wall time' });
  failed = results.find((result) => result.status !== 'ok')?.name;
  if (failed) break;
}
const ran = new Set(rows.map((row) => row.name));
for (const [name] of STAGES) if (!ran.has(name)) rows.push({ name, seconds: NaN, status: 'not run' });

const format = (seconds) => (Number.isNaN(seconds) ? '—' : seconds >= 60 ? `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s` : `${seconds.toFixed(1)} s`);
// A group's stages overlap: its wall time counts, not theirs.
const total = rows.reduce((sum, row) => sum + (Number.isNaN(row.seconds) || row.parallel ? 0 : row.seconds), 0);
const width = Math.max(...rows.map((row) => row.name.length), 'total'.length);
console.log('\nStage wall times:');
for (const row of rows) console.log(`  ${row.name.padEnd(width)}  ${format(row.seconds).padStart(10)}  ${row.status}`);
console.log(`  ${'total'.padEnd(width)}  ${format(total).padStart(10)}`);

if (failed) {
  console.error(`\nnpm test: the ${failed} stage failed.`);
  process.exit(1);
}
