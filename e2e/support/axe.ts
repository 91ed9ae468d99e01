import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * What the builder evaluates in place of axe's source: axe is already in the page. The builder
 * evaluates the 650 KB source twice in every check (once before its run, once more in each frame);
 * sent, parsed and run again each time, that was half of a check's time (home 1.1 s → 0.5 s, a
 * vehicle page 1.9 s → 1.1 s, measured checking a page three times).
 */
const AXE_IN_PAGE = 'void 0';

/** Puts axe-core into the page's document once: the checks after it on the same document reuse it. */
async function loadAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return;
  await page.evaluate(axe.source);
}

/** Waits until no finite animation runs (endless ones, such as skeleton shimmer, keep going). */
async function animationsSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
}

/** The page's axe violations now, one line each: rule, impact, help and the nodes. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Measured on the search page: 6.0 s a check as the builder runs it by default, 1.6 s like this.
  await loadAxe(page);
  const results = await new AxeBuilder({ page, axeSource: AXE_IN_PAGE })
    // Only violations are read: for every other result axe builds a selector of each node it saw.
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // One `axe.run` in the page: the default runs in each frame and then once more in a new blank
    // page, a renderer started and axe loaded twice per check. The app's pages have no frames.
    .setLegacyMode()
    .analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/**
 * Zero axe violations (WCAG 2.2 A/AA and best practices) on what the page shows now. Something
 * that appears while axe reads the page (a banner or dialog fading in, measured at half opacity)
 * gets one more reading once it has settled; what is still wrong then fails the test.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await animationsSettled(page);
  let violations = await axeViolations(page);
  if (violations.length > 0) {
    await animationsSettled(page);
    violations = await axeViolations(page);
  }
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}
