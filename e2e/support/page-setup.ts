import type { Page } from '@playwright/test';

/** The answers to the prompts after login (002 §4.3) and the onboarding modal's "Not now" (§4.4). */
export const PROMPT_ANSWER = /^(Not now|Yes, they are correct|Accept the new terms|Got it)$/;

/**
 * Answers the prompts after login and the onboarding modal whenever they sit over the page, and
 * the cookie banner with "Reject" unless the test is about it (`cookieBanner: false`).
 */
export async function answerPromptsWhenShown(page: Page, { cookieBanner = true }: { cookieBanner?: boolean } = {}): Promise<void> {
  if (cookieBanner) await page.addLocatorHandler(
    page.getByTestId('cookie-consent').getByRole('button', { name: 'Reject' }),
    async (button) => {
      await button.click({ timeout: 2_000 }).catch(() => undefined);
    },
    { noWaitAfter: true },
  );
  await page.addLocatorHandler(
    page.getByRole('dialog').getByRole('button', { name: PROMPT_ANSWER }),
    async (button) => {
      await button.first().click({ timeout: 2_000 }).catch(() => undefined);
    },
    { noWaitAfter: true },
  );
}

/**
 * Opens `path` as a visitor moving there inside the app (from the login page, which the browser
 * renders): the page's data is then asked for by the browser, not by the server that renders a
 * public page's first load (issue #27). For the journeys about how the browser meets a failing API.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.goto('/login');
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
