import type { APIRequestContext, Browser, BrowserContextOptions, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { watchCsp } from './support/csp';
import { expect, PHONE, storageStateOf, test } from './support/fixtures';
import { MAIN_ORIGIN } from './support/origins';
import { answerPromptsWhenShown } from './support/page-setup';
import { apiLogin, apiSignUp, restoreAnswered, type DemoLogin, type NewAccount } from './support/session';
import { ownerNames } from './support/owner-name';

// Messages (issue #19 point 1; 002 §2.5, §2.9, §4.8, §9) on the sandbox, on a phone and a desktop.
// Each run has its own people: a renter who signs up for it and the owner of a vehicle claimed for
// it (a seeded owner; every seeded user logs in with the demo password), so no other test's
// messages move the badge this test reads.

test.describe.configure({ timeout: 120_000 });

/** Activates an account with the code the sandbox "mailed" (002 §2.9: messaging needs it). */
async function confirmEmail(request: APIRequestContext, person: NewAccount): Promise<void> {
  const outbox = await request.get(`/api/__sandbox/outbox?email=${encodeURIComponent(person.email)}`);
  const { data } = (await outbox.json()) as { data: { purpose: string; code: string; usedAt: string | null }[] };
  const code = data.find((mail) => mail.purpose === 'email_verification' && mail.usedAt === null)?.code;
  if (!code) throw new Error(`No e-mail verification code for ${person.email}`);
  const verified = await request.post('/api/verify/email', { data: { code }, headers: { Authorization: `Bearer ${person.token}` } });
  expect(verified.ok(), 'e-mail confirmed').toBe(true);
}

/** A browser of its own for one person, with the viewport of the project, under the build's policy. */
async function browserOf(browser: Browser, options: BrowserContextOptions, login: DemoLogin): Promise<Page> {
  const context = await browser.newContext({ ...options, baseURL: MAIN_ORIGIN, storageState: storageStateOf(login) });
  await watchCsp(context);
  const page = await context.newPage();
  await answerPromptsWhenShown(page);
  return page;
}

/** The unread badge of the messages menu item (002 §2.5): in the header, or in the menu sheet on a phone. */
async function messagesMenuItem(page: Page, phone: boolean): Promise<Locator> {
  if (!phone) return page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /^Messages/ });
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  if (!(await sheet.isVisible())) await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  return sheet.getByRole('link', { name: /^Messages/ });
}

/** The count the badge shows (its visible figure; screen readers hear "N new"). */
const unreadIn = async (item: Locator): Promise<number> => {
  const badge = item.locator('[aria-hidden="true"]');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
};
const badgeName = (count: number) => (count === 0 ? /^Messages$/ : new RegExp(`^Messages\\s*${count} new$`));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a renter messages an owner from a vehicle page; the owner reads it in another browser, the badge drops, the owner answers and the renter sees the answer without a reload', PHONE, async ({
  page,
  context,
  request,
  sandbox,
  browser,
  viewport,
  isMobile,
  hasTouch,
  deviceScaleFactor,
  userAgent,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const vehicle = await sandbox.claimVehicle();
  const owner = await apiLogin(request, vehicle.ownerEmail);
  // A renter of the test's own ("Alva"), signed up and not yet activated.
  const renter = await apiSignUp(request);
  const renterName = 'Alva';
  const ownerId = ((await (await request.get(`/api/assets/${vehicle.vehicleId}`)).json()) as { data: { owner: { id: number } } }).data.owner.id;
  // The vehicle page names the owner by first name; the conversation by what the owner goes by.
  const { firstName: ownerName, goesBy: ownerGoesBy } = await ownerNames(request, ownerId);
  // A run of digits would read as a phone number (002 §5): the run's mark is in letters.
  const mark = `${testInfo.project.name} ${Date.now().toString(36).replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? '')}`;
  const question = `Is the camper free in July? (${mark})`;
  const answer = `Yes, it is free all of July. (${mark})`;

  // The renter's page polls on the test's clock (30 s, 002 §9): the answer comes without waiting half a minute.
  await page.clock.install();
  // Its prompts are answered first: one opening after the page's start closed the message dialog
  // the journey had just opened (a clean-clone run's phone project).
  await restoreAnswered(context, request, renter);

  await test.step('002 §2.9: an account whose e-mail is not confirmed cannot message yet', async () => {
    await page.goto(`/vehicles/${vehicle.vehicleId}`);
    await page.getByRole('button', { name: 'Message the owner' }).click();
    const dialog = page.getByRole('dialog', { name: `Message ${ownerName}` });
    await expect(dialog.getByText(/Confirm your e-mail address to send messages/)).toBeVisible();
    await expect(dialog.getByLabel('Your message')).toHaveCount(0);
  });

  await test.step('the renter confirms the e-mail and writes to the owner from the vehicle page', async () => {
    await confirmEmail(request, renter);
    await page.reload();
    await page.getByRole('button', { name: 'Message the owner' }).click();
    const dialog = page.getByRole('dialog', { name: `Message ${ownerName}` });
    await dialog.getByLabel('Your message').fill(question);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText(`Your message to ${ownerName} was sent.`)).toBeVisible();
    await page.getByRole('link', { name: 'Open the conversation' }).click();
    await expect(page).toHaveURL(/\/messages\/\d+$/);
    const log = page.getByRole('region', { name: `Messages with ${ownerGoesBy}` });
    await expect(log.getByText(question)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    // 002 §2.2, §2.4: no footer on messages pages while no error shows.
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    if (phone) await expect(page.getByRole('list', { name: 'Conversations' })).toBeHidden();
    else await expect(page.getByRole('list', { name: 'Conversations' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  const ownerPage = await browserOf(browser, { viewport, isMobile, hasTouch, deviceScaleFactor, ...(userAgent ? { userAgent } : {}) }, owner);
  try {
    let before = 0;
    await test.step('the owner, in another browser, sees the unread badge and the conversation in the list', async () => {
      await ownerPage.goto('/messages');
      const list = ownerPage.getByRole('list', { name: 'Conversations' });
      const item = list.getByRole('link', { name: new RegExp(escape(question)) });
      await expect(item).toHaveAccessibleName(/Unread/);
      const menuItem = await messagesMenuItem(ownerPage, phone);
      await expect(menuItem).toHaveAccessibleName(/^Messages\s*\d+ new$/);
      before = await unreadIn(menuItem);
      expect(before).toBeGreaterThan(0);
      if (phone) await ownerPage.keyboard.press('Escape');
      await expect(ownerPage.getByRole('contentinfo')).toHaveCount(0);
      await expectNoAxeViolations(ownerPage);
    });

    await test.step('reading the conversation makes the badge drop', async () => {
      await ownerPage.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(escape(question)) }).click();
      const log = ownerPage.getByRole('region', { name: `Messages with ${renterName}` });
      await expect(log.getByText(question)).toBeVisible();
      if (phone) {
        // On a phone the conversation replaces the list, with the way back.
        await expect(ownerPage.getByRole('list', { name: 'Conversations' })).toBeHidden();
        await expect(ownerPage.getByRole('link', { name: 'Back to conversations' })).toBeVisible();
      } else await expect(ownerPage.getByRole('list', { name: 'Conversations' })).toBeVisible();
      await expect(await messagesMenuItem(ownerPage, phone)).toHaveAccessibleName(badgeName(before - 1));
      if (phone) await ownerPage.keyboard.press('Escape');
      await expectNoAxeViolations(ownerPage);
    });

    await test.step('the field refuses an e-mail address before anything is sent (002 §5)', async () => {
      const sends: string[] = [];
      ownerPage.on('request', (request) => {
        if (request.method() === 'POST' && /\/api\/conversations\/\d+\/messages$/.test(new URL(request.url()).pathname)) sends.push(request.url());
      });
      const field = ownerPage.getByRole('textbox', { name: 'Your message' });
      await field.fill(`Write to me at owner.${mark.replace(/\s/g, '')}@example.com`);
      await expect(field).toHaveAccessibleDescription(/Messages cannot contain contact details/);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await ownerPage.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(field).toBeFocused();
      expect(sends).toEqual([]);
      await expectNoAxeViolations(ownerPage);
    });

    await test.step('the owner answers', async () => {
      const field = ownerPage.getByRole('textbox', { name: 'Your message' });
      await field.fill(answer);
      await ownerPage.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(ownerPage.getByRole('region', { name: `Messages with ${renterName}` }).getByText(answer)).toBeVisible();
      await expect(field).toHaveValue('');
    });
  } finally {
    await ownerPage.context().close();
  }

  await test.step('the renter sees the answer at the next poll, without a reload', async () => {
    const log = page.getByRole('region', { name: `Messages with ${ownerGoesBy}` });
    const messages = log.getByRole('list');
    await expect(messages.getByText(answer)).toHaveCount(0);
    await page.clock.fastForward('00:31');
    await expect(messages.getByText(answer)).toBeVisible();
    await expect(log.getByRole('status')).toHaveText(new RegExp(`^New message from ${escape(ownerGoesBy)}: `));
    await expectNoAxeViolations(page);
  });
});
