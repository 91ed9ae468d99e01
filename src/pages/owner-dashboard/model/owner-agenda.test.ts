import { describe, expect, it } from 'vitest';
import { toBooking } from '@/entities/booking';
import { bookingOf } from '@/shared/test';
import { ownerAgenda } from './owner-agenda';

const now = new Date('2026-11-20T10:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

describe("the owner dashboard's bookings to act on", () => {
  it('lists open requests with their deadline (24 h, plus 72 h per extension), soonest first, and drops lapsed ones', () => {
    const bookings = [
      bookingOf({ id: 1, createdAt: hoursAgo(2) }),
      bookingOf({ id: 2, createdAt: hoursAgo(20) }),
      bookingOf({ id: 3, createdAt: hoursAgo(30), responseDeadlineExtensions: 1 }),
      bookingOf({ id: 4, createdAt: hoursAgo(25) }),
    ];
    const { requests } = ownerAgenda(bookings, (b) => toBooking(b), now);
    expect(requests.map((r) => r.booking.id)).toEqual([2, 1, 3]);
    expect(requests[0]?.respondBy?.toISOString()).toBe('2026-11-20T14:00:00.000Z');
    expect(requests[2]?.respondBy?.toISOString()).toBe('2026-11-23T04:00:00.000Z');
  });

  it('lists trips under way and confirmed trips starting within 7 days, soonest first; later and past ones wait', () => {
    const bookings = [
      bookingOf({ id: 5, ecommerceStatus: 'confirmed', requestStatus: 'accepted', fromDate: '2026-11-27', toDate: '2026-12-01' }),
      bookingOf({ id: 6, ecommerceStatus: 'confirmed', requestStatus: 'accepted', fromDate: '2026-11-28', toDate: '2026-12-01' }),
      bookingOf({ id: 7, ecommerceStatus: 'active', requestStatus: 'accepted', fromDate: '2026-11-18', toDate: '2026-11-22' }),
      bookingOf({ id: 8, ecommerceStatus: 'completed', requestStatus: 'accepted', fromDate: '2026-10-01', toDate: '2026-10-05' }),
    ];
    const { trips, requests } = ownerAgenda(bookings, (b) => toBooking(b), now);
    expect(trips.map((t) => [t.booking.id, t.phase])).toEqual([
      [7, 'active'],
      [5, 'confirmed'],
    ]);
    expect(requests).toEqual([]);
  });
});
