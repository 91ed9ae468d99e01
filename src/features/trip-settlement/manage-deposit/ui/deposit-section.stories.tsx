import preview from '#.storybook/preview';
import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { FIXTURE_NOW } from '@/shared/test';
import { DepositSection } from './deposit-section';
import { bookingWithDeposit } from './deposit-section.fixtures';

const meta = preview.meta({ title: 'Features/DepositSection', component: DepositSection });

/** The section's props for a stage of the deposit, at the fixtures' moment. */
const argsOf = (stage: Parameters<typeof bookingWithDeposit>[0], party: 'owner' | 'renter' = 'owner') => ({ booking: bookingWithDeposit(stage), party, now: FIXTURE_NOW });

/** Confirmed, the trip months away: the reservation is ahead, 6 days before the start. */
export const BeforeReservation = meta.story({
  args: argsOf('confirmed', 'renter'),
  play: async ({ canvas }) => {
    const steps = within(canvas.getByRole('list', { name: 'Deposit timeline' })).getAllByRole('listitem');
    await expect(steps[0]).toHaveTextContent('Reserved on the card (Ahead)');
    await expect(canvas.getByText(/6 days before the trip\.$/)).toBeVisible();
  },
});

/** Returned 20 hours ago: held until 48 hours after the return; the owner may release it now. */
export const HeldAfterReturn = meta.story({
  args: argsOf('held'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Held until .*, 48 hours after the return\.$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Release the deposit' })).toBeEnabled();
  },
});

/** A pending damage amount: the deposit is held until the case is resolved, and cannot be released. */
export const DamageCase = meta.story({
  args: argsOf('damageCase'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Held while the damage case is open, until it is resolved.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Release the deposit' })).toBeNull();
  },
});

/** Closed after a fuel charge: what came back and what was kept. */
export const PartlyReleased = meta.story({
  args: argsOf('partlyReleased'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Partly released: SEK 3,680.00 back/)).toBeVisible();
  },
});

/** The cash variant: no card, no timeline. */
export const CashDeposit = meta.story({
  args: argsOf('cash'),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/is paid in cash to the owner at check-in/)).toBeVisible();
  },
});

/** The release fails at the payment provider's refund: the spec's message and the same button again. */
export const RefundFailed = meta.story({
  args: argsOf('held'),
  beforeEach({ msw }) {
    msw.use(http.post('*/api/bookings/:id/release-deposit', () => HttpResponse.json({ status: 502, slug: 'refund_failed', message: 'refund failed' }, { status: 502 })));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Release the deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release the deposit?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release the deposit' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent("The refund to the renter's card failed. Please try again.");
    await expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
});

/** The extend-deposit-release-deadline modal: the owner says why more time is needed; sent empty, the field says so. */
export const ExtendDeadlineModal = meta.story({
  args: argsOf('damageCase'),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText(/^Give the damage's amount by /)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for more time' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Hold the deposit longer?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Hold the deposit longer' }));
    // The dialog fades in from opacity 0 (hidden to jest-dom) and may not have drawn a frame yet.
    await waitFor(() => expect(dialog.getByText('Say why you need more time.')).toBeVisible(), { timeout: 5_000 });
  },
});
