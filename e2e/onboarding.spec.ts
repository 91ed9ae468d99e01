import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test, type Role } from './support/fixtures';

// These tests are about the modals and the steps: nothing answers them on the test's behalf.
test.use({ answerPrompts: false });

type SignIn = { signIn: (role: Role) => Promise<void>; login: (role: Role) => Promise<{ token: string }> };

/** The worker's session of a demo account, in the page and as a token for API calls. */
async function logIn({ signIn, login }: SignIn, role: Role): Promise<string> {
  await signIn(role);
  return (await login(role)).token;
}

/**
 * No demo account must accept new terms (openapi/sandbox/seed/seed-users.ts sets
 * mustAcceptNewTerms false for all of them) and the sandbox has no endpoint to set it, so the
 * test turns the user the API reads back (GET and PUT /me) into one who must accept new terms
 * and never confirmed the contact details. The answers themselves go to the sandbox.
 */
async function requireNewTermsAndContactDetails(page: Page): Promise<void> {
  await page.route('**/api/me', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    const terms = route.request().method() === 'GET' ? { mustAcceptNewTerms: true } : {};
    await route.fulfill({ response, json: { data: { ...body.data, ...terms, contactDetailsConfirmedAt: null } } });
  });
}

/**
 * The getting-started tests are about the steps, not the obtrusive modals (tested below): the
 * account confirms its contact details through the API first, so no "are your contact details
 * up to date?" modal opens over the page. (Whether it would depends on what the other viewport's
 * run did a moment ago, and it opens only after the page has rendered, so waiting for either
 * the modal or the page raced.) Confirming again is harmless for a test running alongside.
 */
async function confirmContactDetails(request: APIRequestContext, token: string): Promise<void> {
  const response = await request.post('/api/me/confirm-contact-details', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), 'confirm contact details').toBe(true);
}

// Each test logs in, loads the page and runs axe once or twice: more than the default allows on a busy machine.
test.describe.configure({ timeout: 60_000 });

// No sandbox reset here: phone and desktop (and other spec files) run at the same time on one
// sandbox, and a reset ends every session and removes every fresh sign-up of the tests running
// alongside. These tests read only what no other test changes back.

test.describe('getting started', () => {
  test('newowner@ sees the steps with "publish vehicle" in progress', async ({ page, request, signIn, login }) => {
    await confirmContactDetails(request, await logIn({ signIn, login }, 'newowner'));
    await page.goto('/getting-started');
    const progress = page.getByRole('progressbar', { name: '1 of 3 steps done', exact: true });

    await expect(page.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
    await expect(progress).toBeVisible();
    const steps = page.getByRole('main').getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText('Create your account');
    await expect(steps.nth(0)).toContainText('Done');
    await expect(steps.nth(1)).toContainText('Publish your vehicle');
    await expect(steps.nth(1)).toContainText('In progress');
    await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
    await expect(steps.nth(2)).toContainText('Verify your ID');
    await expect(steps.nth(2)).toContainText('Not started');
    // The onboarding modal does not open on getting-started, which shows the same steps.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('owner@ sees every step done', async ({ page, request, signIn, login }) => {
    await confirmContactDetails(request, await logIn({ signIn, login }, 'owner'));
    await page.goto('/getting-started');
    // owner@ has nothing to confirm: no obtrusive modal.
    await expect(page.getByRole('progressbar', { name: '3 of 3 steps done', exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('You are all set. Every step is done.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: 'Done' })).toHaveCount(3);
    await expectNoAxeViolations(page);
  });
});

test.describe('obtrusive modals after login', () => {
  test('new terms come first, cannot be closed, and are accepted through the API; the contact details follow', async ({ page, signIn, login }) => {
    await logIn({ signIn, login }, 'owner');
    await requireNewTermsAndContactDetails(page);
    await page.goto('/getting-started');

    const terms = page.getByRole('dialog', { name: 'We have updated our user terms' });
    await expect(terms).toBeVisible();
    await expect(terms.getByRole('region')).toContainText('About the service');
    await expect(terms.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(terms).toBeVisible();

    const accepted = page.waitForRequest((r) => r.url().endsWith('/api/me') && r.method() === 'PUT');
    await terms.getByRole('button', { name: 'Accept the new terms' }).click();
    expect((await accepted).postDataJSON()).toEqual({ acceptTerms: true });
    await expect(terms).toBeHidden();

    const contact = page.getByRole('dialog', { name: 'Are your contact details up to date?' });
    await expect(contact).toBeVisible();
    await expect(contact).toContainText('Erik Holm');
    await expectNoAxeViolations(page);
    await contact.getByRole('button', { name: 'Yes, they are correct' }).click();
    await expect(contact).toBeHidden();
  });
});
