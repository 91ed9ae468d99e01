import { expectNoAxeViolations } from './support/axe';
import { expect, PHONE_ONLY, test } from './support/fixtures';

// Issue #20 point 2, the rest: the insurance sub-pages, the partner pages, the travel tips, the
// ferry promotion and gift vouchers the app shows on their pages, and the design system page.
// The promotion's dates and the vouchers' amounts are unit tests (entities/offer); the screen
// guard is a unit test (build-routes); here the pages open in Chromium, linked as a visitor finds them.

test('insurance links its sub-pages, partners the ferry agency with its expired offer; gift cards, travel tips and the design system open', async ({ page }) => {
  await test.step('insurance → a sub-page, within the app', async () => {
    await page.goto('/insurance');
    const more = page.getByRole('region', { name: 'More on this topic' });
    await expect(more.getByRole('link')).toHaveText(['Baloise insurance', 'Omocom insurance', 'Your own insurance']);
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
    await more.getByRole('link', { name: 'Omocom insurance' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Omocom insurance' })).toBeVisible();
    await expect(page).toHaveURL('/insurance/omocom');
    expect(await page.evaluate(() => 'stayedInApp' in window)).toBe(true);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Insurance' })).toHaveAttribute('href', '/insurance');
    await expectNoAxeViolations(page);
  });

  await test.step('our partners → ferrycenter, its promotion over (002 §9)', async () => {
    await page.goto('/our-partners');
    const more = page.getByRole('region', { name: 'More on this topic' });
    await expect(more.getByRole('link')).toHaveText(['AMAG', 'Caravan4rep', 'Ferrycenter', 'myclimate']);
    await more.getByRole('link', { name: 'Ferrycenter' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ferrycenter' })).toBeVisible();
    const offer = page.getByRole('complementary', { name: '5% off your ferry crossing' });
    await expect(offer).toContainText('Expired');
    await expect(offer).toContainText('This offer ended on 31/05/2025. Crossings booked with it were valid until 31/12/2025.');
    await expectNoAxeViolations(page);
  });

  await test.step('gift cards: the four vouchers in the Swedish site’s currency, each ordered by e-mail', async () => {
    await page.goto('/se/presentkort');
    const vouchers = page.getByRole('region', { name: 'Välj ett presentkort' }).getByRole('listitem');
    await expect(vouchers).toHaveCount(4);
    for (const [index, amount] of ['50', '100', '250', '500'].entries()) {
      await expect(vouchers.nth(index)).toContainText(new RegExp(`^${amount}\\sSEK`));
    }
    await expect(vouchers.nth(2).getByRole('link')).toHaveAttribute('href', /^mailto:support@campershare\.eu\?subject=Best%C3%A4llning%20av%20presentkort%3A%20250/);
    await expectNoAxeViolations(page);
  });

  await test.step('travel tips, and the sitemap lists them', async () => {
    await page.goto('/sitemap');
    await page.getByRole('main').getByRole('link', { name: 'Travel tips' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Travel tips' })).toBeVisible();
    await expect(page).toHaveURL('/restips');
    await expectNoAxeViolations(page);
  });

  await test.step('the design system page, kept out of search engines', async () => {
    await page.goto('/_elements');
    await expect(page.getByRole('heading', { level: 1, name: 'Design system' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
    await page.getByRole('button', { name: 'Open a dialog' }).click();
    await expect(page.getByRole('dialog', { name: 'An example dialog' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test('the new content pages on a phone have no axe violations', PHONE_ONLY, async ({ page }) => {
  const visits = [
    { path: '/de/versicherung/eigene-versicherung', heading: 'Eigene Versicherung' },
    { path: '/our-partners/ferrycenter', heading: 'Ferrycenter' },
    { path: '/gift-cards', heading: 'Gift cards' },
    { path: '/fi/matkavinkit', heading: 'Matkavinkit' },
    // A phone's user agent passes 002 §6's screen guard.
    { path: '/_elements', heading: 'Design system' },
  ];
  for (const visit of visits) {
    await test.step(visit.path, async () => {
      await page.goto(visit.path);
      await expect(page.getByRole('heading', { level: 1, name: visit.heading })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
