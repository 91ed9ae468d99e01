import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, PHONE_ONLY, test } from './support/fixtures';
import { draftOf, jpeg } from './support/owner-vehicles';
import { signUpQuietly } from './support/session';

// The vehicle editor's photos step (issue #18 point 4) on the sandbox API. The rules (landscape,
// 1,600 × 1,200, the types and the size limit) are unit tests with 000 §5's numbers and each state
// of the step is a story; this journey shows them against the real API once, at desktop width.

test.describe.configure({ timeout: 90_000 });

const sections = (page: Page) => page.getByRole('navigation', { name: 'Sections' });
const photosTab = (page: Page) => sections(page).getByRole('listitem').filter({ hasText: 'Photos' });
const additional = (page: Page) => page.getByRole('list', { name: 'Additional photos' }).getByRole('listitem');
const order = (page: Page) => additional(page).getByRole('img').evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname.split('/')[5]));

test('an owner adds photos, reorders them by keyboard and by drag, rotates and deletes one; a reload keeps them and one chosen without a connection; a too-small photo is refused by its field', async ({ page, request, context }) => {
  const owner = await signUpQuietly(context, request, 'owner');
  const id = await draftOf(request, owner.token, 'Nugget Plus');
  await page.goto(`/edit-vehicle/${id}/images`);
  const main = page.getByRole('group', { name: 'Main photo' });
  await expect(main).toBeVisible({ timeout: 30_000 });
  await expect(photosTab(page)).toContainText('To do');

  // 000 §5: a photo under 1,600 × 1,200 never leaves the browser; the field says why.
  await main.getByLabel('Choose a photo').setInputFiles(await jpeg(page, 'small.jpg', 1200, 900, 30));
  await expect(main.getByRole('button', { name: 'Choose a photo' })).toHaveAccessibleDescription(/This photo is too small\. Choose one of at least 1600 × 1200 pixels\./);
  await main.getByLabel('Choose a photo').setInputFiles(await jpeg(page, 'portrait.jpg', 1200, 1600, 30));
  await expect(main.getByRole('button', { name: 'Choose a photo' })).toHaveAccessibleDescription(/Choose a landscape photo/);

  await main.getByLabel('Choose a photo').setInputFiles(await jpeg(page, 'front.jpg', 1600, 1200, 120));
  await expect(main.getByRole('img', { name: 'Your photo: Main photo' })).toBeVisible();
  // The main photo completes the section (the API's infoStatuses).
  await expect(photosTab(page)).toContainText('Complete');

  const add = page.getByRole('group', { name: 'Add an additional photo' });
  for (const [n, hue] of [[1, 200], [2, 260], [3, 320]] as const) {
    await add.getByLabel('Choose a photo').setInputFiles(await jpeg(page, `inside-${n}.jpg`, 1600, 1200, hue));
    await expect(additional(page)).toHaveCount(n);
  }
  const [first, second, third] = await order(page);

  // By keyboard: the third photo one place up, said to screen readers.
  await page.getByRole('button', { name: 'Move up: photo 3' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'The photo is moved to place 2 of 3.' })).toBeVisible();
  await expect.poll(() => order(page)).toEqual([first, third, second]);

  // By drag: the last photo onto the first.
  const from = await additional(page).nth(2).getByRole('img').boundingBox();
  const to = await additional(page).nth(0).getByRole('img').boundingBox();
  if (!from || !to) throw new Error('The photos are not on the screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 20, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 4, { steps: 12 });
  await page.mouse.up();
  await expect(page.getByRole('status').filter({ hasText: 'The photo is moved to place 1 of 3.' })).toBeVisible();
  await expect.poll(() => order(page)).toEqual([second, first, third]);

  // Rotating draws the photo again (new URLs).
  const firstImage = additional(page).nth(0).getByRole('img');
  const before = await firstImage.getAttribute('src');
  await page.getByRole('button', { name: 'Rotate right: photo 1' }).click();
  await expect(firstImage).not.toHaveAttribute('src', before ?? '');

  // Deleting asks first; keeping it changes nothing.
  await page.getByRole('button', { name: 'Delete: photo 2' }).click();
  const question = page.getByRole('dialog', { name: 'Delete this photo?' });
  await question.getByRole('button', { name: 'Keep it' }).click();
  await expect(additional(page)).toHaveCount(3);
  await page.getByRole('button', { name: 'Delete: photo 2' }).click();
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(additional(page)).toHaveCount(2);
  await expect.poll(() => order(page)).toEqual([second, third]);

  // The registration document: a PDF, then deleted after asking.
  await page.getByLabel('Upload the registration document').setInputFiles({ name: 'registration.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF') });
  await expect(page.getByRole('link', { name: 'Open registration.pdf' })).toBeVisible();

  // Without a connection a chosen photo is kept in this browser, also across a reload, and goes up when it returns.
  const uploads = '**/api/assets/*/images';
  await page.route(uploads, (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue()));
  await add.getByLabel('Choose a photo').setInputFiles(await jpeg(page, 'offline.jpg', 1600, 1200, 40));
  await expect(add.getByRole('button', { name: 'Choose a photo' })).toHaveAccessibleDescription(/No connection: the photo is kept in this browser/);
  const waiting = page.getByRole('list', { name: 'Waiting to upload' }).getByRole('listitem');
  await expect(waiting).toHaveCount(1);

  // A reload keeps everything, in its order, and the kept photo.
  await page.reload();
  await expect(additional(page)).toHaveCount(2, { timeout: 30_000 });
  await expect.poll(() => order(page)).toEqual([second, third]);
  await expect(page.getByRole('group', { name: 'Main photo' }).getByRole('img', { name: 'Your photo: Main photo' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open registration.pdf' })).toBeVisible();
  await expect(waiting).toHaveCount(1);
  await page.unroute(uploads);
  // The connection returns (the browser's `online` event).
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(additional(page)).toHaveCount(3);
  await expect(waiting).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete the document' }).click();
  await page.getByRole('dialog', { name: 'Delete the registration document?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('link', { name: 'Open registration.pdf' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload the document' })).toBeVisible();
});

test('on a phone, the photos step opens without an axe violation, the main photo button in the first screen', PHONE_ONLY, async ({ page, request, context }) => {
  const owner = await signUpQuietly(context, request, 'owner');
  const id = await draftOf(request, owner.token, 'Nugget Plus');
  await page.goto(`/edit-vehicle/${id}/images`);
  const main = page.getByRole('group', { name: 'Main photo' });
  await expect(main).toBeVisible({ timeout: 30_000 });
  await expect(main.getByRole('button', { name: 'Choose a photo' })).toBeInViewport();
  await expectNoAxeViolations(page);
});
