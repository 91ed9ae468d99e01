import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FIXTURE_NOW, renderWithProviders } from '@/shared/test';
import { bookingWithDeposit } from './deposit-section.fixtures';
import { DepositSection } from './deposit-section';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Answers the release calls in turn with these statuses and slugs (200 answers with the booking); returns the count. */
function serveReleases(...answers: Array<{ status: number; slug?: string }>) {
  const calls = { count: 0 };
  server.use(
    http.post('*/api/bookings/:id/release-deposit', () => {
      const answer = answers[Math.min(calls.count++, answers.length - 1)] ?? { status: 200 };
      if (answer.status === 200) return HttpResponse.json({ data: bookingWithDeposit('partlyReleased') });
      return HttpResponse.json({ status: answer.status, slug: answer.slug, message: 'refused' }, { status: answer.status });
    }),
    http.get('*/api/bookings/:id', () => HttpResponse.json({ data: bookingWithDeposit('partlyReleased') })),
  );
  return calls;
}

async function openRelease() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Release the deposit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Release the deposit?' });
  await user.click(within(dialog).getByRole('button', { name: 'Release the deposit' }));
  return { user, dialog };
}

describe('the deposit on the booking detail (001 §4)', () => {
  it('shows where the deposit stands: reserved, held 48 hours after the return, then released', () => {
    renderWithProviders(<DepositSection booking={bookingWithDeposit('held')} party="renter" now={FIXTURE_NOW} />);
    const steps = within(screen.getByRole('list', { name: 'Deposit timeline' })).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent('Reserved on the card (Done)');
    expect(steps[1]).toHaveTextContent('Held after the return (Now)');
    expect(steps[1]).toHaveTextContent(/Held until .*, 48 hours after the return\./);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[2]).toHaveTextContent('Released (Ahead)');
    // Only the owner releases it.
    expect(screen.queryByRole('button', { name: 'Release the deposit' })).not.toBeInTheDocument();
  });

  it('says when a deposit not yet reserved will be: 6 days before the trip', () => {
    renderWithProviders(<DepositSection booking={bookingWithDeposit('confirmed')} party="renter" now={FIXTURE_NOW} />);
    expect(screen.getByText('SEK 5,000.00 from 14/02/2027, 6 days before the trip.')).toBeInTheDocument();
  });

  it('holds the deposit while a damage case is open: no release date, no release button', () => {
    renderWithProviders(<DepositSection booking={bookingWithDeposit('damageCase')} party="owner" now={FIXTURE_NOW} />);
    expect(screen.getByText('Held while the damage case is open, until it is resolved.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Release the deposit' })).not.toBeInTheDocument();
  });

  it('shows a partly released deposit to the minor unit: what came back and what was kept', () => {
    renderWithProviders(<DepositSection booking={bookingWithDeposit('partlyReleased')} party="owner" now={FIXTURE_NOW} />);
    expect(screen.getByText("Partly released: SEK 3,680.00 back to the renter's card, SEK 1,320.00 kept for the extra costs and the administrative fee.")).toBeInTheDocument();
  });

  it('has no timeline for a cash deposit', () => {
    renderWithProviders(<DepositSection booking={bookingWithDeposit('cash')} party="owner" now={FIXTURE_NOW} />);
    expect(screen.getByText(/is paid in cash to the owner at check-in and given back at check-out/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Deposit timeline' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Release the deposit' })).not.toBeInTheDocument();
  });
});

describe('the owner releases the deposit (001 §4, §8)', () => {
  it('releases it once confirmed', async () => {
    const calls = serveReleases({ status: 200 });
    renderWithProviders(<DepositSection booking={bookingWithDeposit('held')} party="owner" now={FIXTURE_NOW} />);
    await openRelease();
    expect(await screen.findByText('The deposit was released.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('says "release deposit failed" and offers the release again, which then succeeds', async () => {
    const calls = serveReleases({ status: 500, slug: 'release_deposit_failed' }, { status: 200 });
    renderWithProviders(<DepositSection booking={bookingWithDeposit('held')} party="owner" now={FIXTURE_NOW} />);
    const { user, dialog } = await openRelease();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Releasing the deposit failed. Please try again.');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The deposit was released.')).toBeInTheDocument();
    expect(calls.count).toBe(2);
  });

  it('says "refund failed" when the refund to the card fails', async () => {
    serveReleases({ status: 502, slug: 'refund_failed' });
    renderWithProviders(<DepositSection booking={bookingWithDeposit('held')} party="owner" now={FIXTURE_NOW} />);
    const { dialog } = await openRelease();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("The refund to the renter's card failed. Please try again.");
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('says a damage case holds the deposit, and offers no retry', async () => {
    serveReleases({ status: 409, slug: 'deposit_release_on_hold' });
    renderWithProviders(<DepositSection booking={bookingWithDeposit('held')} party="owner" now={FIXTURE_NOW} />);
    const { dialog } = await openRelease();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The deposit is held while a damage case is open. Resolve the damage first.');
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});

describe('a damage’s amount to follow holds the deposit until its deadline (001 §4)', () => {
  beforeEach(() => sessionStorage.clear());

  it('says by when the amount is due, to both parties; only the owner may ask for more time', () => {
    const { unmount } = renderWithProviders(<DepositSection booking={bookingWithDeposit('damageCase')} party="renter" now={FIXTURE_NOW} />);
    expect(screen.getByText(/^The owner gives the damage's amount by .*; until then the deposit is held\. Without it the deposit is returned\.$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for more time' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<DepositSection booking={bookingWithDeposit('damageCase')} party="owner" now={FIXTURE_NOW} />);
    expect(screen.getByText(/^Give the damage's amount by .* \(on the vehicle's damages\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask for more time' })).toBeEnabled();
  });

  it('asks the owner for a reason, keeps it over a failure, and sends it with the retry', async () => {
    const reasons: unknown[] = [];
    let calls = 0;
    server.use(
      http.post('*/api/bookings/:id/extend-deposit-release-deadline', async ({ request }) => {
        reasons.push(await request.json());
        if (calls++ === 0) return HttpResponse.json({ status: 503, slug: 'service_unavailable', message: 'down' }, { status: 503 });
        return HttpResponse.json({ data: bookingWithDeposit('damageCase') });
      }),
      http.get('*/api/bookings/:id', () => HttpResponse.json({ data: bookingWithDeposit('damageCase') })),
    );
    const user = userEvent.setup();
    renderWithProviders(<DepositSection booking={bookingWithDeposit('damageCase')} party="owner" now={FIXTURE_NOW} />);
    await user.click(screen.getByRole('button', { name: 'Ask for more time' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hold the deposit longer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Hold the deposit longer' }));
    expect(within(dialog).getByText('Say why you need more time.')).toBeInTheDocument();
    expect(reasons).toEqual([]);

    await user.type(within(dialog).getByLabelText('Why do you need more time?'), 'The workshop’s quote is not in yet');
    await user.click(within(dialog).getByRole('button', { name: 'Hold the deposit longer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('It could not be sent. Your reason is kept; please try again.');
    expect(within(dialog).getByLabelText('Why do you need more time?')).toHaveValue('The workshop’s quote is not in yet');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reasons).toEqual([{ reason: 'The workshop’s quote is not in yet' }, { reason: 'The workshop’s quote is not in yet' }]);
  });

  it('says when the 30 days are reached, with no retry', async () => {
    server.use(http.post('*/api/bookings/:id/extend-deposit-release-deadline', () => HttpResponse.json({ status: 409, slug: 'booking_action_not_allowed', message: 'max' }, { status: 409 })));
    const user = userEvent.setup();
    renderWithProviders(<DepositSection booking={bookingWithDeposit('damageCase')} party="owner" now={FIXTURE_NOW} />);
    await user.click(screen.getByRole('button', { name: 'Ask for more time' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hold the deposit longer?' });
    await user.type(within(dialog).getByLabelText('Why do you need more time?'), 'Quote pending');
    await user.click(within(dialog).getByRole('button', { name: 'Hold the deposit longer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The deposit cannot be held longer: the deadline is already 30 days after the return.');
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
