import { describe, expect, it } from 'vitest';
import { daysOfNotice, refundAmount } from '@/entities/booking';
import { addDays } from './rules/calendar';
import { manualClock } from './clock';
import { createSandbox } from './create-sandbox';
import { SEED_MOMENT } from './seed/seed-context';
import { createFixture } from './testing/contract-fixture';
import { SandboxClient, type Call } from './testing/sandbox-client';

/** The backend rules as the sandbox applies them through the API: roles, transitions, payments, refunds, search. */
const clock = manualClock(new Date(SEED_MOMENT.getTime() + 60_000));
const sandbox = createSandbox({ clock });
const client = new SandboxClient(sandbox);
const fixture = createFixture(sandbox, client);

type Json = Record<string, unknown>;
const send = async (call: Call): Promise<{ status: number; body: Json }> => {
  const response = await client.send(call);
  return { status: response.status, body: (await response.json()) as Json };
};
const data = <T>(body: Json): T => body['data'] as T;

interface Booking {
  id: number;
  ecommerceStatus: string;
  requestStatus?: string;
  refundAmount?: number | null;
  order?: { id: number; status: string; installments?: { id: number; status: string; amount: number }[] };
}

/** Drafts a booking of a demo vehicle on free dates and sends the request. */
async function request(assetIndex: number, options: { payLater?: boolean; nights?: number; from?: number } = {}): Promise<Booking> {
  const asset = fixture.vehicle('owner', assetIndex);
  const range = fixture.freeRange(asset, options.nights ?? 5, options.from ?? 90);
  const draft = data<Booking>(
    (await send({ method: 'POST', path: '/bookings', as: 'renter', body: { assetId: asset.id, ...range, message: 'Hej!', destinationAbroad: false, travelAbroad: false, drivingLicenseConfirmed: true, caravanTowingConfirmed: true, payLater: options.payLater ?? true } })).body,
  );
  expect(draft.ecommerceStatus).toBe('draft');
  await send({ method: 'POST', path: '/orders/{id}/confirm', as: 'renter', params: { id: draft.order?.id ?? 0 }, body: {} });
  return data<Booking>((await send({ method: 'GET', path: '/bookings/{id}', as: 'renter', params: { id: draft.id }, query: { include: 'order' } })).body);
}

const pay = (installmentId: number, paymentMethodId: string) =>
  send({ method: 'POST', path: '/payments', as: 'renter', body: { payableType: 'installment', payableId: installmentId, method: 'stripe', stripeAccount: 'se', paymentMethodId, paymentMethodType: 'card' } });

const payable = (booking: Booking) => booking.order?.installments?.find((i) => i.status === 'payable');

// Each case runs many requests or seeds whole stores: seconds of work, more on a busy machine.
describe('booking rules through the API', { timeout: 30_000 }, () => {
  it('refuses booking requests from owners', async () => {
    const asset = fixture.vehicle('topOwner', 0);
    const result = await send({ method: 'POST', path: '/bookings', as: 'owner', body: { assetId: asset.id, ...fixture.freeRange(asset, 4, 60), message: 'Hej', destinationAbroad: false, travelAbroad: false, drivingLicenseConfirmed: true } });
    expect(result.body).toMatchObject({ status: 403, slug: 'owner_cannot_book' });
  });

  it('lets only the booking’s owner answer, and extends the answer time at most twice', async () => {
    const booking = await request(0);
    expect(booking).toMatchObject({ ecommerceStatus: 'pending_confirmation', requestStatus: 'requested' });
    const action = (as: Call['as'], body: Json) => send({ method: 'POST', path: '/bookings/{id}/actions', as, params: { id: booking.id }, body });
    expect((await action('renter', { action: 'accept' })).body).toMatchObject({ status: 403, slug: 'forbidden' });
    expect((await action('topOwner', { action: 'accept' })).body).toMatchObject({ status: 403, slug: 'forbidden' });
    expect((await action('owner', { action: 'extend_response_time' })).status).toBe(200);
    expect((await action('owner', { action: 'extend_response_time' })).status).toBe(200);
    expect((await action('owner', { action: 'extend_response_time' })).body).toMatchObject({ status: 409, slug: 'booking_action_not_allowed' });
    expect((await action('owner', { action: 'decline' })).body).toMatchObject({ status: 422, slug: 'validation_failed' });
    const declined = await action('owner', { action: 'decline', reason: 'own_use', blockDates: true, unavailabilityReason: 'own_use' });
    expect(data<Booking>(declined.body)).toMatchObject({ ecommerceStatus: 'canceled_by_owner', requestStatus: 'denied' });
  });

  it('lets an unanswered request lapse after 24 hours', async () => {
    const booking = await request(3, { from: 120 });
    clock.advance(25 * 3_600_000);
    // The sessions opened before have expired too.
    client.forgetTokens();
    try {
      const lapsed = data<Booking>((await send({ method: 'GET', path: '/bookings/{id}', as: 'renter', params: { id: booking.id }, query: { include: 'order' } })).body);
      expect(lapsed.ecommerceStatus).toBe('canceled_by_system');
      expect(lapsed.order?.status).toBe('expired');
    } finally {
      clock.set(new Date(SEED_MOMENT.getTime() + 60_000));
      client.forgetTokens();
    }
  });

  it('takes payments with the sandbox test cards and confirms an accepted booking on the first payment', async () => {
    const booking = await request(1, { from: 150 });
    // The Adria is instant: accepted with the request, the first payment confirms it.
    expect(booking.requestStatus).toBe('accepted');
    const first = payable(booking);
    if (!first) throw new Error('Nothing payable');
    expect((await pay(first.id, 'pm_insufficient_funds')).body).toMatchObject({ status: 402, slug: 'insufficient_funds' });
    expect((await pay(first.id, 'pm_card_4000000000000069')).body).toMatchObject({ status: 402, slug: 'expired_card' });
    expect((await pay(first.id, 'pm_amex')).body).toMatchObject({ status: 402, slug: 'card_not_supported' });
    expect((await send({ method: 'POST', path: '/payments', as: 'renter', body: { payableType: 'installment', payableId: first.id, method: 'stripe' } })).body).toMatchObject({ status: 422, slug: 'invalid_stripe_info' });
    const challenged = data<{ id: number; status: string; clientSecret: string | null }>((await pay(first.id, 'pm_3ds')).body);
    expect(challenged.status).toBe('requires_action');
    expect(challenged.clientSecret).toBeTruthy();
    const completed = await send({ method: 'POST', path: '/__sandbox/payments/{id}/challenge', params: { id: challenged.id }, body: { outcome: 'complete' } });
    expect(data<{ status: string }>(completed.body).status).toBe('succeeded');
    const confirmed = data<Booking>((await send({ method: 'GET', path: '/bookings/{id}', as: 'renter', params: { id: booking.id } })).body);
    expect(confirmed.ecommerceStatus).toBe('confirmed');
  });

  it('refunds a renter cancellation by the vehicle’s cancellation policy (001 §9)', async () => {
    const confirmed = fixture.bookingOf('renter', 'confirmed', 'owner');
    const [order] = sandbox.store.orders.by('bookingId', confirmed.id);
    if (!order) throw new Error('No order');
    const paid = sandbox.store.installments.by('orderId', order.id).filter((i) => i.status === 'paid').reduce((sum, i) => sum + i.amount, 0);
    const expected = refundAmount(confirmed.cancellationPolicy, paid, daysOfNotice(sandbox.now(), confirmed.fromDate));
    const cancel = (reason: string) => send({ method: 'POST', path: '/bookings/{id}/actions', as: 'renter', params: { id: confirmed.id }, body: { action: 'cancel', reason } });
    expect((await cancel('no_response_from_owner')).status).toBe(422);
    const canceled = data<Booking>((await cancel('sickness')).body);
    expect(canceled).toMatchObject({ ecommerceStatus: 'canceled_by_renter', refundAmount: expected });
  });

  it('checks dates: too long, taken, and unchanged changes', async () => {
    const asset = fixture.vehicle('owner', 2);
    const from = fixture.freeRange(asset, 3, 40).fromDate;
    const book = (toDate: string) =>
      send({ method: 'POST', path: '/bookings', as: 'renter', body: { assetId: asset.id, fromDate: from, toDate, message: 'Hej', destinationAbroad: false, travelAbroad: false, drivingLicenseConfirmed: true } });
    expect((await book(addDays(from, 91))).body).toMatchObject({ status: 422, slug: 'booking_too_long' });
    const active = fixture.bookingOf('renter', 'active');
    const taken = await send({ method: 'POST', path: '/bookings', as: 'renter', body: { assetId: active.assetId, fromDate: active.fromDate, toDate: active.toDate, message: 'Hej', destinationAbroad: false, travelAbroad: false, drivingLicenseConfirmed: true } });
    expect(taken.status).toBeGreaterThanOrEqual(409);
    const pending = fixture.bookingOf('renter', 'pending_confirmation');
    expect((await send({ method: 'POST', path: '/bookings', as: 'renter', body: { assetId: pending.assetId, fromDate: pending.fromDate, toDate: pending.toDate, message: 'Hej', destinationAbroad: false, travelAbroad: false, drivingLicenseConfirmed: true } })).body).toMatchObject({ status: 409, slug: 'dates_unavailable' });
    expect((await send({ method: 'POST', path: '/bookings', as: 'renter', body: { assetId: asset.id, fromDate: from, toDate: addDays(from, 3), message: 'mail me at sara@example.com', destinationAbroad: false, travelAbroad: false, drivingLicenseConfirmed: true } })).body).toMatchObject({ status: 422, slug: 'contact_info_not_allowed' });
  });

  it('searches with counts, subtype totals, 24 per page and flexible dates', async () => {
    const list = await send({ method: 'GET', path: '/assets', query: { 'filter[country]': 'SE' } });
    const meta = list.body['meta'] as { per_page: number; total: number; sub_type_total: Record<string, number> };
    expect(meta.per_page).toBe(24);
    expect((list.body['data'] as unknown[]).length).toBe(24);
    expect(Object.values(meta.sub_type_total).reduce((a, b) => a + b, 0)).toBe(meta.total);
    const count = await send({ method: 'GET', path: '/assets/count', query: { 'filter[country]': 'SE' } });
    expect(count.body).toMatchObject({ count: meta.total });
    expect((count.body['rounded_count'] as number) <= meta.total).toBe(true);
    const flexible = await send({ method: 'GET', path: '/assets', query: { 'filter[availableBetween]': '2027-07-01,2027-07-08,flexible', 'page[size]': 5 } });
    expect(Object.keys(flexible.body['matchedDates'] as Json).length).toBeGreaterThan(0);
    expect((await send({ method: 'GET', path: '/assets', query: { 'filter[seats]': 4 } })).body).toMatchObject({ status: 400, slug: 'unknown_filter_key' });
    expect((await send({ method: 'GET', path: '/assets', query: { 'filter[availableBetween]': '2020-01-01,2020-01-05' } })).body).toMatchObject({ status: 400, slug: 'invalid_filter_format' });
  });
});
