import { manualClock } from '@openapi/sandbox/clock';
import { createSandboxServer } from '@openapi/sandbox/node';
import { SEED_MOMENT } from '@openapi/sandbox/seed/seed-context';
import { createFixture } from '@openapi/sandbox/testing/contract-fixture';
import { SandboxClient } from '@openapi/sandbox/testing/sandbox-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOOKING_DETAIL_INCLUDES, daysOfNotice, refundAmount } from '@/entities/booking';
import { api, connectSession, unwrap } from '@/shared/api';
import { addDays } from '@/shared/lib/dates';
import { formatMoney } from '@/shared/lib/money';
import { renderWithProviders } from '@/shared/test';
import { toBooking } from '@/entities/booking';
import { BookingLifecyclePanel } from './booking-lifecycle-panel';

// The sandbox and the page's clock agree: a minute after the seed moment.
const NOW = new Date(SEED_MOMENT.getTime() + 60_000);
const { server, sandbox, apiBaseUrl } = createSandboxServer({ clock: manualClock(NOW) });
const fixture = createFixture(sandbox, new SandboxClient(sandbox));
const tokens: Record<'renter' | 'owner', string> = { renter: '', owner: '' };
let as: 'renter' | 'owner' = 'renter';

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  server.listen({ onUnhandledFrame: 'error' });
  connectSession({ accessToken: () => tokens[as], refresh: async () => tokens[as], onSessionEnded: () => undefined, impersonation: () => undefined });
  for (const role of ['renter', 'owner'] as const) {
    tokens[role] = (await unwrap(api.POST('/auth/login', { body: { email: `${role}@sandbox.test`, password: 'Sandbox2026' } }))).data.token;
  }
});

afterEach(() => server.resetHandlers());

afterAll(() => {
  connectSession(undefined);
  server.close();
  vi.useRealTimers();
});

/** A fresh binding request for the owner's Hymer, sent by the renter. */
async function requestHymer(fromDays: number) {
  as = 'renter';
  const asset = fixture.vehicle('owner', 0);
  const range = fixture.freeRange(asset, 5, fromDays);
  const draft = (
    await unwrap(api.POST('/bookings', { body: { assetId: asset.id, ...range, message: 'Hej!', destinationAbroad: false, travelAbroad: false, drivingLicenseConfirmed: true, payLater: true } }))
  ).data;
  await unwrap(api.POST('/orders/{id}/confirm', { params: { path: { id: draft.order?.id ?? 0 } }, body: {} }));
  return draft.id;
}

/** A request of renter@ for a vehicle of owner@, made by the sandbox in one call with the given wishes. */
async function sandboxBooking(wish: Record<string, unknown>) {
  const response = await fetch(`${apiBaseUrl}/__sandbox/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scenario: 'requested', bookingMethod: 'binding', payLater: true, ownerEmail: 'owner@sandbox.test', ...wish }),
  });
  return ((await response.json()) as { data: { bookingId: number; vehicleId: number; fromDate: string; overlappingBookingIds?: number[] } }).data;
}

async function lifecycleOf(id: number) {
  const booking = (await unwrap(api.GET('/bookings/{id}', { params: { path: { id }, query: { include: BOOKING_DETAIL_INCLUDES } } }))).data;
  const history = (await unwrap(api.GET('/bookings/{id}/history', { params: { path: { id } } }))).data;
  return toBooking(booking, history);
}

describe('booking lifecycle panel on the sandbox', () => {
  it('lets the owner decline a request only with a reason of 001 §9, and blocks its dates for an unavailability reason', async () => {
    const id = await requestHymer(100);
    const requested = await lifecycleOf(id);
    as = 'owner';
    renderWithProviders(<BookingLifecyclePanel party="owner" booking={await lifecycleOf(id)} />);
    expect(screen.getByText(/^Answer by/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the request' });
    const submit = within(dialog).getByRole('button', { name: 'Decline request' });
    expect(submit).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'The vehicle is already rented out' }));
    expect(within(dialog).getByText(/These dates will be blocked in your vehicle’s calendar/)).toBeInTheDocument();
    await userEvent.click(submit);
    expect(await screen.findByText('You declined this request.')).toBeInTheDocument();
    expect((await lifecycleOf(id)).ecommerceStatus).toBe('canceled_by_owner');
    const periods = (await unwrap(api.GET('/assets/{id}/unavailable-periods', { params: { path: { id: fixture.vehicle('owner', 0).id } } }))).data;
    // A period's last date is a night: the request's end day stays free for the next check-in.
    expect(periods).toContainEqual(expect.objectContaining({ fromDate: requested.fromDate, toDate: addDays(requested.toDate, -1), reason: 'already_rented_out' }));
    // The sandbox then refuses the same dates to the next renter.
    as = 'renter';
    const again = api.POST('/bookings', {
      body: { assetId: fixture.vehicle('owner', 0).id, fromDate: requested.fromDate, toDate: requested.toDate, message: 'Hej!', destinationAbroad: false, travelAbroad: false, drivingLicenseConfirmed: true },
    });
    await expect(again).rejects.toMatchObject({ status: 409, slug: 'dates_unavailable' });
  });

  it('does not block the dates of a request declined for a reason about the renter', async () => {
    const id = await requestHymer(130);
    const requested = await lifecycleOf(id);
    as = 'owner';
    renderWithProviders(<BookingLifecyclePanel party="owner" booking={requested} />);
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the request' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'I am not comfortable with the renter' }));
    expect(within(dialog).queryByText(/These dates will be blocked/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await screen.findByText('You declined this request.')).toBeInTheDocument();
    const periods = (await unwrap(api.GET('/assets/{id}/unavailable-periods', { params: { path: { id: fixture.vehicle('owner', 0).id } } }))).data;
    expect(periods.some((p) => p.fromDate === requested.fromDate && p.toDate === requested.toDate)).toBe(false);
  });

  it('tells an owner who lacks the profile or the ID what to do first, with links back to the request, instead of Accept and Decline (002 §4.4)', async () => {
    const id = await requestHymer(115);
    as = 'owner';
    renderWithProviders(<BookingLifecyclePanel party="owner" booking={await lifecycleOf(id)} answerRequirements={['profile', 'id-verification']} returnTo={`/bookings/${id}`} />);
    const requirements = await screen.findByRole('group', { name: 'Before you can answer this request' });
    const back = encodeURIComponent(`/bookings/${id}`);
    expect(within(requirements).getByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', `/complete-profile-owner?return=${back}`);
    expect(within(requirements).getByRole('link', { name: 'Verify your ID' })).toHaveAttribute('href', `/owner-verify-id?return=${back}`);
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    // The deadline still shows: the owner knows how long the steps may take.
    expect(screen.getByText(/^Answer by/)).toBeInTheDocument();
  });

  it('retries a failed acceptance and shows the booking accepted', async () => {
    const id = await requestHymer(130);
    as = 'owner';
    server.use(http.post('*/api/bookings/:id/actions', () => HttpResponse.json({ status: 500, slug: 'server_error', message: 'Down' }, { status: 500 }), { once: true }));
    renderWithProviders(<BookingLifecyclePanel party="owner" booking={await lifecycleOf(id)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    // #23 point 8: accepting is confirmed first.
    const confirm = await screen.findByRole('dialog', { name: 'Accept the request?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You accepted the request. The booking is confirmed once the renter pays.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeEnabled();
  });

  it('lists the overlapping request in the accept dialog; accepting declines it as already rented out (001 §2)', async () => {
    const made = await sandboxBooking({ overlappingRequests: 1 });
    const [otherId] = made.overlappingBookingIds ?? [];
    as = 'owner';
    renderWithProviders(<BookingLifecyclePanel party="owner" booking={await lifecycleOf(made.bookingId)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const confirm = await screen.findByRole('dialog', { name: 'Accept the request?' });
    const overlap = await within(confirm).findByRole('group', { name: '1 other request overlaps these dates' });
    expect(within(overlap).getByRole('link')).toHaveAttribute('href', `/bookings/${otherId}`);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, accept and decline the other' }));
    expect(await screen.findByText('You accepted the request. The booking is confirmed once the renter pays.')).toBeInTheDocument();
    const other = (await unwrap(api.GET('/bookings/{id}', { params: { path: { id: otherId ?? 0 } } }))).data;
    expect(other).toMatchObject({ ecommerceStatus: 'canceled_by_owner', requestStatus: 'denied', cancellationReason: 'already_rented_out' });
  });

  it('shows the unavailable-dates modal when the owner blocked the request’s nights, with the calendar and a decline for own use that blocks nothing twice (001 §8, §9)', async () => {
    const made = await sandboxBooking({ datesBlocked: true });
    const blockedPeriods = async () => (await unwrap(api.GET('/assets/{id}/unavailable-periods', { params: { path: { id: made.vehicleId } } }))).data;
    as = 'owner';
    renderWithProviders(<BookingLifecyclePanel party="owner" booking={await lifecycleOf(made.bookingId)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const modal = await screen.findByRole('dialog', { name: 'These dates are no longer free' });
    expect(within(modal).getByRole('group', { name: 'What takes them' })).toHaveTextContent('Blocked in your calendar');
    expect(within(modal).getByRole('link', { name: 'Open the calendar' })).toHaveAttribute('href', `/edit-vehicles/calendar/${made.vehicleId}?month=${made.fromDate.slice(0, 7)}`);
    await userEvent.click(within(modal).getByRole('button', { name: 'Decline the request' }));
    const decline = await screen.findByRole('dialog', { name: 'Decline the request' });
    expect(within(decline).getByRole('radio', { name: 'I need the vehicle myself' })).toBeChecked();
    // The owner's own period already holds every night.
    expect(within(decline).queryByText(/These dates will be blocked/)).not.toBeInTheDocument();
    const before = await blockedPeriods();
    await userEvent.click(within(decline).getByRole('button', { name: 'Decline request' }));
    expect(await screen.findByText('You declined this request.')).toBeInTheDocument();
    expect(await blockedPeriods()).toEqual(before);
  });

  it('turns the API’s dates_unavailable on accepting into the same modal, without saying what takes the dates', async () => {
    const id = await requestHymer(190);
    as = 'owner';
    server.use(http.post('*/api/bookings/:id/actions', () => HttpResponse.json({ status: 409, slug: 'dates_unavailable', message: 'Taken' }, { status: 409 }), { once: true }));
    renderWithProviders(<BookingLifecyclePanel party="owner" booking={await lifecycleOf(id)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const confirm = await screen.findByRole('dialog', { name: 'Accept the request?' });
    await userEvent.click(await within(confirm).findByRole('button', { name: 'Yes, accept' }));
    const modal = await screen.findByRole('dialog', { name: 'These dates are no longer free' });
    expect(modal).toHaveTextContent('Another booking or a period blocked in your calendar now holds some of them.');
    await userEvent.click(within(modal).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('lets the renter withdraw a request until the owner answers', async () => {
    const id = await requestHymer(160);
    renderWithProviders(<BookingLifecyclePanel party="renter" booking={await lifecycleOf(id)} />);
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your request' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'My plans changed' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw request' }));
    expect(await screen.findByText('You cancelled this booking.')).toBeInTheDocument();
  });

  it('shows the renter the refund of the vehicle’s policy before cancelling a confirmed booking', async () => {
    as = 'renter';
    const confirmed = fixture.bookingOf('renter', 'confirmed', 'owner');
    const booking = await lifecycleOf(confirmed.id);
    const expected = refundAmount(confirmed.cancellationPolicy, booking.paidAmount, daysOfNotice(NOW, confirmed.fromDate));
    renderWithProviders(<BookingLifecyclePanel party="renter" booking={booking} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the booking' });
    expect(within(dialog).getByRole('group', { name: 'Refund' })).toHaveTextContent(`Refund: ${formatMoney(expected, booking.currency as never, 'en-GB').replace(/\s/g, ' ')}`);
    expect(within(dialog).queryByRole('radio', { name: 'The owner did not respond' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Sickness' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(screen.getByText('You cancelled this booking.')).toBeInTheDocument());
    expect(sandbox.store.bookings.get(confirmed.id)?.refundAmount).toBe(expected);
  });
});
