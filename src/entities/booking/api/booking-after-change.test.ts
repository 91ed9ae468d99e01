import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, unwrap } from '@/shared/api';
import { connectSandboxSession, setupSandboxServer } from '@/shared/test-server';
import type { BookingDto } from '../model/booking';
import { readBookingAfterChange } from './booking-after-change';
import { bookingKeys, bookingQueries } from './booking-queries';

const { use } = setupSandboxServer();
connectSandboxSession('renter@sandbox.test');
let bookingId = 0;

beforeAll(async () => {
  const [first] = (await unwrap(api.GET('/bookings'))).data;
  if (!first) throw new Error('The renter has no bookings in the seed');
  bookingId = first.id;
});

/** What a poll that left before the change answers, late: here a check-in time the booking never had. */
const BEFORE = 'as it was before the change';

describe('reading a booking after a change', () => {
  it.each([
    ['on the booking page, which shows (and polls) it', true],
    ['where nothing shows it', false],
  ])('does not take the late answer of a poll that left before the change: %s', async (_where, shown) => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = await queryClient.fetchQuery(bookingQueries.full(bookingId));
    // The page's observer, which does not poll by itself during the test.
    const unsubscribe = shown ? new QueryObserver(queryClient, { ...bookingQueries.full(bookingId), staleTime: Infinity, refetchInterval: false }).subscribe(() => undefined) : undefined;
    use(
      http.get(
        '*/bookings/:id',
        async () => {
          await delay(150);
          return HttpResponse.json({ data: { ...server, timeCheckin: BEFORE } });
        },
        { once: true },
      ),
    );
    const poll = queryClient.fetchQuery({ ...bookingQueries.full(bookingId), staleTime: 0 });

    const read = await readBookingAfterChange(queryClient, bookingId);
    await poll.catch(() => undefined);
    expect(read.id).toBe(bookingId);
    expect(read.timeCheckin).not.toBe(BEFORE);
    expect(queryClient.getQueryData<BookingDto>(bookingKeys.full(bookingId))?.timeCheckin).not.toBe(BEFORE);
    unsubscribe?.();
    queryClient.clear();
  });
});
