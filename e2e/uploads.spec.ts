import type { Locator, Page } from '@playwright/test';
import { expect, PHONE, test } from './support/fixtures';
import { expectNoAxeViolations } from './support/axe';
import { apiLogin, restoreAs, signUpQuietly } from './support/session';

// Uploads through the shared image field (issue 13 point 5; 000 §3, §5, §8; 002 §5, §8): the
// profile photo and an organisation's logo on the profile page, on the sandbox API.

test.describe.configure({ timeout: 90_000 });

/** A 1×1 PNG: the sandbox keeps no bytes, but the browser shows it while it goes up. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

async function openProfile(page: Page): Promise<void> {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
}

/** Rotates, checks the sandbox drew the new quarter turn, and says so to screen readers. */
async function rotate(field: Locator, image: Locator, direction: 'left' | 'right', rotation: RegExp): Promise<void> {
  const before = await image.getAttribute('src');
  await field.getByRole('button', { name: `Rotate ${direction}` }).click();
  await expect(image).not.toHaveAttribute('src', before ?? '');
  await expect(image).toHaveAttribute('src', rotation);
  await expect(field.getByRole('status')).toHaveText('The photo is rotated.');
}

test.describe('profile photo', () => {
  test('a renter uploads a photo, rotates it both ways and removes it; wrong files are refused by the field', PHONE, async ({ page, context, request }, testInfo) => {
    await signUpQuietly(context, request);
    await openProfile(page);
    const field = page.getByRole('group', { name: 'Profile photo' });
    await expect(field).toHaveAccessibleDescription(/JPEG, PNG, GIF, or WEBP, at most 15 MB\./);
    // A phone offers its front camera beside the picker; a mouse gets the picker only.
    const onPhone = testInfo.project.name === 'phone';
    await expect(field.getByRole('button', { name: 'Take a photo' })).toHaveCount(onPhone ? 1 : 0);
    await expect(field.getByLabel('Take a photo')).toHaveAttribute('capture', 'user');
    await expect(page.getByRole('group', { name: 'Company logo' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Refused in the browser, before anything is sent.
    const choose = field.getByRole('button', { name: 'Choose a photo' });
    await field.getByLabel('Choose a photo').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(choose).toHaveAccessibleDescription(/This type of file cannot be used\. Choose a JPEG, PNG, GIF, or WEBP file\./);
    await field.getByLabel('Choose a photo').setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(15 * 1024 * 1024 + 1) });
    await expect(choose).toHaveAccessibleDescription(/This file is too large\. Choose one of at most 15 MB\./);
    await expectNoAxeViolations(page);

    await field.getByLabel('Choose a photo').setInputFiles(png('me.png'));
    const photo = field.getByRole('img', { name: 'Your profile photo' });
    await expect(photo).toHaveAttribute('src', /\/avatars\/\d+\/\d+\/medium\.svg$/);
    await expect(field.getByRole('status')).toHaveText('The photo is uploaded.');
    await expect(choose).not.toBeVisible();
    await expect(field).not.toHaveAccessibleDescription(/too large/);
    await expectNoAxeViolations(page);

    await rotate(field, photo, 'right', /rotation=1$/);
    await rotate(field, photo, 'left', /medium\.svg$/);

    // Kept after a reload: the API has it.
    await page.reload();
    await expect(photo).toHaveAttribute('src', /medium\.svg$/);

    await field.getByRole('button', { name: 'Remove photo' }).click();
    await expect(field.getByRole('status')).toHaveText('The photo is removed.');
    await expect(photo).toHaveCount(0);
    await expect(field.getByRole('button', { name: 'Choose a photo' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an upload the server refuses says its status, and "Try again" sends the same photo', async ({ page, context, request }) => {
    await signUpQuietly(context, request);
    let refused = 0;
    await page.route('**/api/me/avatar', async (route) => {
      if (route.request().method() === 'PUT' && refused === 0) {
        refused += 1;
        await route.fulfill({ status: 500, json: { status: 500, slug: 'server_error', message: 'Server error' } });
      } else {
        await route.continue();
      }
    });
    await openProfile(page);
    const field = page.getByRole('group', { name: 'Profile photo' });
    await field.getByLabel('Choose a photo').setInputFiles(png('me.png'));
    await expect(field.getByText('The upload failed: the server answered with error 500. Try again.')).toBeVisible();
    await expectNoAxeViolations(page);

    await field.getByRole('button', { name: 'Try again' }).click();
    await expect(field.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', /\/avatars\//);
    await expect(field.getByText(/The upload failed/)).toHaveCount(0);
    expect(refused).toBe(1);
  });
});

test('a 12-megapixel camera photo goes up downscaled', async ({ page, context, request }) => {
  await signUpQuietly(context, request);
  // The browser hands Playwright neither a file body nor its size: the page notes the files it sends.
  await page.addInitScript(() => {
    const send = XMLHttpRequest.prototype.send;
    const sent: { name: string; size: number; type: string }[] = [];
    Object.assign(window, { sentFiles: sent });
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof FormData) for (const value of body.values()) if (value instanceof File) sent.push({ name: value.name, size: value.size, type: value.type });
      return send.call(this, body);
    };
  });
  await openProfile(page);
  // A camera-sized JPEG made by the browser itself (gradient and noise, so it does not compress to nothing).
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(4032, 3024);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No canvas');
    const gradient = context.createLinearGradient(0, 0, 4032, 3024);
    gradient.addColorStop(0, '#1f5136');
    gradient.addColorStop(1, '#f0c987');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 4032, 3024);
    for (let i = 0; i < 4000; i++) {
      context.fillStyle = `hsl(${i % 360} 60% 50% / 0.4)`;
      context.fillRect((i * 7919) % 4032, (i * 104729) % 3024, 60, 40);
    }
    const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 })).arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  });
  const original = Buffer.from(base64, 'base64');
  const field = page.getByRole('group', { name: 'Profile photo' });
  await field.getByLabel('Choose a photo').setInputFiles({ name: 'camera.jpg', mimeType: 'image/jpeg', buffer: original });
  await expect(field.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', /\/avatars\//);
  const sent = await page.evaluate(() => (window as unknown as { sentFiles: { name: string; size: number; type: string }[] }).sentFiles);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ name: 'camera.jpg', type: 'image/jpeg' });
  expect(sent[0]?.size).toBeGreaterThan(10_000);
  expect(sent[0]?.size).toBeLessThan(original.length / 2);
});

test.describe('company logo', () => {
  test('a company owner uploads the logo, rotates it and removes it', async ({ page, context, request }, testInfo) => {
    // The demo company on desktop. The phone run, at the same time on the same sandbox, signs up a
    // company of its own, so neither removes the logo the other is rotating.
    if (testInfo.project.name === 'desktop') await restoreAs(context, await apiLogin(request, 'company-owner@sandbox.test'));
    else await signUpQuietly(context, request, 'owner', { isOrganization: true, organizationName: 'Berg Husbilar AB', organizationNumber: '556677-8899' });
    await openProfile(page);
    const field = page.getByRole('group', { name: 'Company logo' });
    await expect(page.getByRole('group', { name: 'Profile photo' })).toBeVisible();
    await expect(field).toBeVisible();
    await expectNoAxeViolations(page);

    // Replacing the seeded logo or uploading the first one: the field offers either.
    await field.getByLabel('Choose a photo').setInputFiles(png('logo.png'));
    const logo = field.getByRole('img', { name: 'Your company logo' });
    await expect(logo).toHaveAttribute('src', /\/logotypes\/\d+\/\d+\/medium\.svg$/);
    await expect(field.getByRole('status')).toHaveText('The photo is uploaded.');
    await expectNoAxeViolations(page);

    await rotate(field, logo, 'left', /rotation=3$/);
    await rotate(field, logo, 'right', /medium\.svg$/);

    await field.getByLabel('Choose a photo').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
    await expect(field.getByRole('button', { name: 'Replace photo' })).toHaveAccessibleDescription(/This type of file cannot be used\./);
    await expect(logo).toBeVisible();

    await field.getByRole('button', { name: 'Remove photo' }).click();
    await expect(logo).toHaveCount(0);
    await expect(field.getByRole('status')).toHaveText('The photo is removed.');
    await expectNoAxeViolations(page);
  });
});
