import { expect, type Page } from '@playwright/test';

/**
 * Called once the other party has acted: moves the page's clock past its 30-second poll until a
 * read of `pathname` that started after now has been answered. One jump is not always enough: a read already on its
 * way when the other party acted brings the old answer, TanStack Query starts no second read
 * while it runs, and the next poll would come 30 real seconds later.
 */
export async function pollAfterAction(page: Page, pathname: string): Promise<void> {
  const actedAt = Date.now();
  await expect(async () => {
    const fresh = page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' &&
        new URL(response.url()).pathname === pathname &&
        response.request().timing().startTime >= actedAt,
      { timeout: 4_000 },
    );
    await page.clock.fastForward('00:31');
    await fresh;
  }).toPass({ timeout: 25_000 });
}
