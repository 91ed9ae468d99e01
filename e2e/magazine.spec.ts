import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// Issue #20 point 1: the magazine on the content service's sandbox (002 §2.2, §2.11, §7, §8).
// Paging, reading time and the menu's scroll ends are unit rules (entities/magazine).

test('the magazine list → a category → an article → a recommended post', async ({ page }) => {
  await page.goto('/magazine');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Magazine' })).toBeVisible();
  await expect(main.getByRole('status')).toHaveText('5 articles');
  await expect(main.getByRole('article')).toHaveCount(5);
  await expectNoAxeViolations(page);

  await page.getByRole('navigation', { name: 'Magazine sections' }).getByRole('link', { name: 'Tips & guides' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Tips & guides' })).toBeVisible();
  await expect(page).toHaveURL(/\/magazine\/category\/tips-guides$/);
  await expect(main.getByRole('status')).toHaveText('3 articles');

  await main.getByRole('link', { name: 'Your first motorhome trip: ten tips' }).click();
  const article = main.getByRole('article', { name: 'Your first motorhome trip: ten tips' });
  await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(article.getByText('By Karin Sundberg')).toBeVisible();
  await expect(article.getByText(/^\d+ min read$/)).toBeVisible();
  const contents = article.getByRole('navigation', { name: 'Contents' });
  await expect(contents.getByRole('link', { name: 'Plan shorter days' })).toHaveAttribute('href', '#plan-shorter-days');
  await expect(article.locator('#plan-shorter-days')).toHaveText('Plan shorter days');
  await expect(article.getByRole('list', { name: 'Tags' }).getByRole('link', { name: 'Beginners' })).toHaveAttribute('href', '/magazine/tag/beginners');
  await expectNoAxeViolations(page);

  const next = main.getByRole('region', { name: 'Read next' });
  await expect(next.getByRole('article')).toHaveCount(3);
  const first = next.getByRole('article').first().getByRole('heading');
  const title = (await first.textContent()) ?? '';
  await first.getByRole('link').click();
  await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('a missing post or taxonomy lands on the magazine, in place of the missing address', async ({ page }) => {
  const answer = await page.request.get('/de/magazin/kein-solcher-artikel', { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers()['location']).toBe('/de/magazin');

  await page.goto('/magazine/tag/no-such-tag');
  await expect(page).toHaveURL(/\/magazine$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Magazine' })).toBeVisible();

  // Within the app: the missing post's address is replaced, so Back returns to the page before it.
  await page.goto('/magazine/winter-camping-without-freezing');
  await expect(page.getByRole('heading', { level: 1, name: 'Winter camping without freezing' })).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/magazine/no-such-post');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/magazine$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Magazine' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Winter camping without freezing' })).toBeVisible();
});

test('the German magazine lives under /de/magazin with its own categories', async ({ page }) => {
  await page.goto('/de/magazin');
  await expect(page.getByRole('heading', { level: 1, name: 'Magazin' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Rubriken des Magazins' }).getByRole('link', { name: 'Reiseziele' }).click();
  await expect(page).toHaveURL(/\/de\/magazin\/kategorie\/reiseziele$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('1 Artikel');
});

// The article's popular campers (002 §2.11, §9): up to 3 vehicles of the locale's region, one per
// owner, in the server's HTML. The choice (one per owner, the region's filter) is a unit rule.
test('a German article shows up to 3 popular campers from Germany, rendered on the server', async ({ page, request }) => {
  const path = '/de/magazin/die-erste-wohnmobilreise-zehn-tipps';
  const html = await (await request.get(path)).text();
  expect(html).toContain('Beliebte Camper');
  await page.goto(path);
  const block = page.getByRole('main').getByRole('region', { name: 'Beliebte Camper' });
  const links = block.getByRole('article').getByRole('heading').getByRole('link');
  await expect(links.first()).toBeVisible();
  // Under the article: its images wait their turn behind the article's own.
  await expect(block.locator('img').first()).toHaveAttribute('loading', 'lazy');
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThanOrEqual(1);
  expect(hrefs.length).toBeLessThanOrEqual(3);
  const owners = new Set<number>();
  for (const href of hrefs) {
    const id = /\/de\/fahrzeuge\/(\d+)/.exec(href)?.[1];
    expect(id, href).toBeDefined();
    const { data } = (await (await request.get(`/api/assets/${id}`)).json()) as { data: { country: string; ownerId: number } };
    expect(data.country).toBe('DE');
    owners.add(data.ownerId);
  }
  expect(owners.size).toBe(hrefs.length);
  await expectNoAxeViolations(page);
});
