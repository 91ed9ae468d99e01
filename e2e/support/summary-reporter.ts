import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
// titlePath: root, project, spec file, describes…, title (a replay's tests are declared in the harness, named by their spec).
const titleOf = (test: TestCase) => {
  const [, project, file, ...rest] = test.titlePath();
  return `[${project}] ${file} › ${rest.join(' › ')}`;
};

/**
 * Prints what CI reads at the end of the run: the ten slowest tests, every test that passed only
 * on a retry (to be fixed, not retried), and the closing line "e2e: N passed, N failed".
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
    const flaky = tests.filter((t) => t.outcome() === 'flaky');
    if (flaky.length > 0) {
      console.log('\nPassed only on a retry (fix them; a retry is no pass):');
      for (const test of flaky) console.log(`  ${titleOf(test)}`);
    }
    const total = [...this.durations.values()].reduce((sum, ms) => sum + ms, 0);
    console.log(`\ne2e: ${count('expected', 'flaky')} passed, ${count('unexpected')} failed, ${count('skipped')} skipped, ${count('flaky')} flaky; ${seconds(Date.now() - this.started)} wall, ${seconds(total)} in tests (${result.status})`);
  }
}
