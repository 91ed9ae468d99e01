import { expect, test } from './support/fixtures';
import { axeViolations } from './support/axe';

// The check every page's journey ends with loads axe into a document once (issue #22): the checks
// after it must still see what is wrong, also after the page changed.
test('the axe check finds a missing alt, a nameless button and low contrast, again on the same document after it changed', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Axe check</title></head><body><main>
    <h1>Axe check</h1>
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    <button></button>
    <p style="color:#bbb;background:#fff">Hard to read</p>
  </main></body></html>`);
  const ruleOf = (line: string) => line.split(' ')[0];
  expect((await axeViolations(page)).map(ruleOf).sort()).toEqual(['button-name', 'color-contrast', 'image-alt']);
  expect(await page.evaluate(() => 'axe' in window)).toBe(true);

  await page.locator('img').evaluate((img) => img.setAttribute('alt', 'A dot'));
  await page.locator('button').evaluate((button) => button.setAttribute('aria-label', 'Close'));
  expect((await axeViolations(page)).map(ruleOf)).toEqual(['color-contrast']);
});
