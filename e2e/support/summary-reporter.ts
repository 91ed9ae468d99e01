import { mkdirSync, writeFileSync } from 'node:fs';
import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
// titlePath: root, project, spec file, describes…, title (a replay's tests are declared in the harness, named by their spec).
const titleOf = (test: TestCase) => {
  const [, project, file, ...rest] = test.titlePath();
  return `[${project}] ${file} › ${rest.join(' › ')}`;
};

/**
 * Prints what CI reads at the end of the run: the ten slowest tests, the spec files that take the
 * most time, every test that passed only on a retry (to be fixed, not retried), and the closing
 * line "e2e: N passed, N failed". Every test's time is kept in test-results/e2e-timings.json, to
 * see where a run's time went without running it again.
 */
export default class SummaryReporter implements Reporter {
  private suite: Suite | undefined;
  private readonly durations = new Map<TestCase, number>();
  private started = Date.now();

  onBegin(_config: unknown, suite: Suite) {
    this.suite = suite;
    this.started = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult) {
    this.durations.set(test, (this.durations.get(test) ?? 0) + result.duration);
  }

  onEnd(result: FullResult) {
    const tests = this.suite?.allTests() ?? [];
    const count = (...outcomes: string[]) => tests.filter((t) => outcomes.includes(t.outcome())).length;
    const slowest = [...this.durations.entries()].sort(([, a], [, b]) => b - a).slice(0, 10);
    if (slowest.length > 0) {
      console.log('\nSlowest tests:');
      for (const [test, ms] of slowest) console.log(`  ${seconds(ms).padStart(7)}  ${titleOf(test)}`);
    }
    const byFile = new Map<string, { ms: number; tests: number }>();
    for (const [test, ms] of this.durations) {
      const [, project, file] = test.titlePath();
      const key = `[${project}] ${file}`;
      const entry = byFile.get(key) ?? { ms: 0, tests: 0 };
      byFile.set(key, { ms: entry.ms + ms, tests: entry.tests + 1 });
    }
    const heaviest = [...byFile.entries()].sort(([, a], [, b]) => b.ms - a.ms).slice(0, 12);
    if (heaviest.length > 0) {
      console.log('\nSpec files taking the most time (sum of their tests):');
      for (const [file, { ms, tests: n }] of heaviest) console.log(`  ${seconds(ms).padStart(7)}  ${String(n).padStart(3)} tests  ${file}`);
    }
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/e2e-timings.json', JSON.stringify([...this.durations].map(([test, ms]) => ({ test: titleOf(test), ms, outcome: test.outcome() })).sort((a, b) => b.ms - a.ms), null, 1));
    const flaky = tests.filter((t) => t.outcome() === 'flaky');
    if (flaky.length > 0) {
      console.log('\nPassed only on a retry (fix them; a retry is no pass):');
      for (const test of flaky) console.log(`  ${titleOf(test)}`);
    }
    const total = [...this.durations.values()].reduce((sum, ms) => sum + ms, 0);
    console.log(`\ne2e: ${count('expected', 'flaky')} passed, ${count('unexpected')} failed, ${count('skipped')} skipped, ${count('flaky')} flaky; ${seconds(Date.now() - this.started)} wall, ${seconds(total)} in tests (${result.status})`);
  }
}
