import type { Reporter, Suite } from '@playwright/test/reporter';

/** Prints the plain closing line CI reads: "e2e: N passed, N failed". */
export default class SummaryReporter implements Reporter {
  private suite: Suite | undefined;

  onBegin(_config: unknown, suite: Suite) {
    this.suite = suite;
  }

  onEnd() {
    const tests = this.suite?.allTests() ?? [];
    const count = (...outcomes: string[]) => tests.filter((t) => outcomes.includes(t.outcome())).length;
    console.log(`e2e: ${count('expected', 'flaky')} passed, ${count('unexpected')} failed, ${count('skipped')} skipped`);
  }
}
