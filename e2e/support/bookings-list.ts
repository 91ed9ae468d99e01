import type { Page } from '@playwright/test';

/** The bookings page's lists: not sent yet, upcoming and under way, past (001 §1; #23 point 8). */
export const bookingGroups = (page: Page) => page.getByRole('main').getByRole('list', { name: /^(Not sent yet|Upcoming and under way|Past)$/ });
