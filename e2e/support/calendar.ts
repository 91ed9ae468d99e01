import { expect, type Locator, type Page } from '@playwright/test';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A calendar day's accessible name in English ("… 1 March 2027 …"). */
export const dayName = (date: string): RegExp => new RegExp(`(^|\\D)${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`);

/** Clicks a day of the travel-dates calendar, paging forward to its month. */
export async function pickDay(page: Page, date: string, within: Locator | Page = page): Promise<void> {
  // The calendar is drawn once the visitor scrolls near it.
  await within.getByRole('group', { name: 'Travel dates' }).scrollIntoViewIfNeeded();
  const next = within.getByRole('button', { name: /next month/i });
  await expect(next).toBeVisible();
  const day = within.getByRole('button', { name: dayName(date) }).first();
  for (let month = 0; month < 14 && !(await day.isVisible()); month += 1) await next.click();
  await day.click();
}
