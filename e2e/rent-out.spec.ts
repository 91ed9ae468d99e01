import { expectNoAxeViolations } from './support/axe';
import { expect, PHONE_ONLY, test } from './support/fixtures';
import { SWISS_ORIGIN } from './support/origins';

// Issue #20 point 3: the rent-out landing (000 §2 price calculator, §9 earnings claim, 002 §9
// support hours). The estimate's sum, the support hours and the forms' rules are unit and
// component tests; here the page runs against the sandbox's calls, server-rendered.

test('the price calculator refuses an empty form and estimates a registration number; the call-back form sends', async ({ page }) => {
  const response = await page.goto('/rent-out-motorhome-caravan');
  expect(response?.status()).toBe(200);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Rent out your motorhome, campervan or caravan' })).toBeVisible();
  await expect(main.getByText('Earn up to EUR 1,100 a week.')).toBeVisible();

  const calculator = main.getByRole('form', { name: 'Price calculator' });
  await calculator.getByRole('button', { name: 'Calculate my earnings' }).click();
  await expect(calculator.getByRole('alert')).toHaveText('Please, fill in all fields above.');
  await expect(calculator.getByLabel('Registration number')).toBeFocused();

  await calculator.getByLabel('Registration number').fill('ABC 123');
  await calculator.getByLabel('Country of registration').selectOption('SE');
  await calculator.getByLabel('E-mail').fill('new.owner@example.com');
  await calculator.getByRole('button', { name: 'Calculate my earnings' }).click();
  const estimate = main.getByRole('table', { name: 'Estimated earnings in a year' });
  await expect(estimate.getByRole('row')).toHaveCount(4);
  await expect(estimate.getByRole('rowheader', { name: /^High season: 8 weeks at .+ a week$/ })).toBeVisible();
  await expect(estimate.getByRole('rowheader', { name: 'Service fee' })).toBeVisible();
  await expect(estimate.getByRole('rowheader', { name: 'Your earnings in a year' })).toBeVisible();

  const callBack = main.getByRole('form', { name: 'Call-back request' });
  await callBack.getByLabel('Name').fill('Anna Berg');
  await callBack.getByLabel('Phone').fill('+46 70 123 45 67');
  await callBack.getByLabel('Day', { exact: true }).selectOption('wednesday');
  await callBack.getByLabel('Time of day').selectOption('afternoon');
  await callBack.getByRole('button', { name: 'Call me back' }).click();
  await expect(callBack.getByText('We call back in the afternoon on Mondays and Fridays only.', { exact: false })).toBeVisible();
  await callBack.getByLabel('Day', { exact: true }).selectOption('friday');
  await callBack.getByRole('button', { name: 'Call me back' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Thank you! We will call you back.' })).toContainText('We will call +46 70 123 45 67 back: Friday, Afternoon.');
  await expectNoAxeViolations(page);
});

test('the rent-out page on a phone, on both sites: the claim by site, the calculator in reach, no axe violations', PHONE_ONLY, async ({ page }) => {
  for (const visit of [
    { url: '/rent-out-motorhome-caravan', heading: 'Rent out your motorhome, campervan or caravan', claim: 'Earn up to EUR 1,100 a week.', action: 'Calculate your earnings' },
    { url: `${SWISS_ORIGIN}/wohnmobil-wohnwagen-vermieten`, heading: 'Vermieten Sie Ihr Wohnmobil, Ihren Campervan oder Wohnwagen', claim: /CHF\s1.090/, action: 'Einnahmen berechnen' },
  ]) {
    await test.step(visit.url, async () => {
      await page.goto(visit.url);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: visit.heading })).toBeVisible();
      await expect(main.getByText(visit.claim)).toBeVisible();
      await expect(main.getByRole('link', { name: visit.action })).toBeInViewport();
      await expectNoAxeViolations(page);
    });
  }
});

// The e-book modal (002 §4.5; #20 point 4): its field's error, what was typed kept over a reload
// (the modal opens again with it), and the lead sent with POST /leads. The rules are unit tests.
test('the e-book modal says what is wrong by its field, opens again with what was typed after a reload, and sends', async ({ page }) => {
  await page.goto('/rent-out-motorhome-caravan');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Get the free e-book' }).click();
  const modal = page.getByRole('dialog', { name: 'Free e-book: renting out your camper' });
  await modal.getByLabel('E-mail').fill('reader@');
  await modal.getByLabel('Name (optional)').fill('Eva Lind');
  await modal.getByRole('button', { name: 'Send me the e-book' }).click();
  await expect(modal.getByText('Enter an e-mail address like name@example.com.')).toBeVisible();
  await modal.getByLabel('E-mail').fill('reader@example.com');
  await page.reload();
  await expect(modal.getByLabel('E-mail')).toHaveValue('reader@example.com');
  await expect(modal.getByLabel('Name (optional)')).toHaveValue('Eva Lind');
  const lead = page.waitForResponse((response) => response.url().endsWith('/api/leads') && response.request().method() === 'POST');
  await modal.getByRole('button', { name: 'Send me the e-book' }).click();
  expect(((await (await lead).json()) as { data: unknown }).data).toMatchObject({ email: 'reader@example.com', name: 'Eva Lind', source: 'e_book', locale: 'en', consent: false });
  await expect(modal.getByRole('status')).toHaveText('Thank you! We have sent the e-book to reader@example.com.');
  await modal.getByRole('button', { name: 'Close', exact: true }).first().click();
  await page.reload();
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(modal).toHaveCount(0);
});

test('the e-book modal on a phone: no axe violations, its button in reach', PHONE_ONLY, async ({ page }) => {
  await page.goto('/rent-out-motorhome-caravan');
  await page.getByRole('main').getByRole('button', { name: 'Get the free e-book' }).click();
  const modal = page.getByRole('dialog', { name: 'Free e-book: renting out your camper' });
  await expect(modal.getByLabel('E-mail')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Send me the e-book' })).toBeInViewport();
  await expectNoAxeViolations(page);
});
