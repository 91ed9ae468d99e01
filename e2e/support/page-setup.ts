import type { Page, PlaywrightWorkerArgs } from '@playwright/test';
import { MAIN_ORIGIN } from './origins';

/**
 * The sandbox seeds its store on its first request, which takes a while: not inside a test's
 * expectations. For a spec's `beforeAll`.
 */
export async function warmUpSandbox(playwright: PlaywrightWorkerArgs['playwright']): Promise<void> {
  const api = await playwright.request.newContext({ baseURL: MAIN_ORIGIN });
  await api.get('/api/health.json', { timeout: 60_000 });
  await api.dispose();
}

/**
 * A user who has not finished onboarding gets its modal on route changes (002 §4.4): "Not now"
 * lets the test go on. The modal may close by itself meanwhile (a logout, a navigation): then
 * there is nothing to click.
 */
export async function dismissOnboardingModal(page: Page): Promise<void> {
  await page.addLocatorHandler(
    page.getByRole('dialog', { name: /^Your next step/ }),
    async (dialog) => {
      await dialog.getByRole('button', { name: 'Not now' }).click({ timeout: 2_000 }).catch(() => undefined);
    },
    { noWaitAfter: true },
  );
}

/** The answers to the prompts after login (002 §4.3) and the onboarding modal's "Not now" (§4.4). */
export const PROMPT_ANSWER = /^(Not now|Yes, they are correct|Accept the new terms|Got it)$/;

/** Answers the prompts after login and the onboarding modal whenever they sit over the page. */
export async function answerPromptsWhenShown(page: Page): Promise<void> {
  await page.addLocatorHandler(
    page.getByRole('dialog').getByRole('button', { name: PROMPT_ANSWER }),
    async (button) => {
      await button.first().click({ timeout: 2_000 }).catch(() => undefined);
    },
    { noWaitAfter: true },
  );
}

/**
 * For a journey whose logic does not depend on the viewport (payments' failure paths, other
 * locales of a page the phone already opens, request headers): it runs once, in the desktop
 * project. Every page is still opened, with axe, on a phone by another test. Keeps the suite
 * within CI's time on two cores.
 */
export const DESKTOP_ONLY = { tag: '@desktop-only' } as const;
