import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bookingOf, vehicleOf } from '@/shared/test';
import { tripEventOf } from './trip-event';
import { googleCalendarLink, outlookCalendarLink } from './web-calendar-links';
import { writeTripCalendar } from './write-trip-calendar';

const words = { title: (vehicle: string) => `Camper trip: ${vehicle}`, url: 'https://campershare.example/bookings/4711', describe: (url: string) => `Your booking: ${url}` };
// A Norwegian vehicle picked up at 15:00 on 1 July (summer time, UTC+2) and returned at 11:00 on 8 July.
const booking = bookingOf({
  ecommerceStatus: 'confirmed',
  fromDate: '2026-07-01',
  toDate: '2026-07-08',
  timeCheckin: '15:00',
  timeCheckout: '11:00',
  asset: vehicleOf({ model: 'B 550', country: 'NO', address: 'Strandveien 12', zipCode: '0252', city: 'Oslo' }),
});

describe('the trip in the renter’s calendar', () => {
  it('runs from check-in to check-out in the vehicle’s time zone, at its place, with the booking’s link', () => {
    const event = tripEventOf(booking, words);
    expect(event).toMatchObject({ title: 'Camper trip: Hymer B 550', allDay: false, location: 'Strandveien 12, 0252 Oslo', timeZone: 'Europe/Oslo', uid: 'booking-4711@campershare' });
    expect((event.start as Date).toISOString()).toBe('2026-07-01T13:00:00.000Z');
    expect((event.end as Date).toISOString()).toBe('2026-07-08T09:00:00.000Z');
  });

  it('is whole days, the last included, when a handover time is not set', () => {
    const event = tripEventOf({ ...booking, timeCheckout: null }, words);
    expect(event).toMatchObject({ allDay: true, start: '2026-07-01', end: '2026-07-09' });
  });

  it('is a file the same library reads back as the same event', () => {
    const file = writeTripCalendar(tripEventOf(booking, words), new Date('2026-06-01T08:00:00Z'));
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent('vevent') ?? undefined);
    expect(event.summary).toBe('Camper trip: Hymer B 550');
    expect(event.location).toBe('Strandveien 12, 0252 Oslo');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-07-01T13:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-07-08T09:00:00.000Z');
    expect(event.uid).toBe('booking-4711@campershare');
    expect(file).toContain('URL:https://campershare.example/bookings/4711');
  });

  it('opens Google Calendar and Outlook on the web with the trip filled in', () => {
    const event = tripEventOf(booking, words);
    const google = new URL(googleCalendarLink(event));
    expect(google.origin).toBe('https://calendar.google.com');
    expect(Object.fromEntries(google.searchParams)).toMatchObject({ action: 'TEMPLATE', text: 'Camper trip: Hymer B 550', dates: '20260701T130000Z/20260708T090000Z', location: 'Strandveien 12, 0252 Oslo' });
    const outlook = new URL(outlookCalendarLink(event, 'outlook.live.com'));
    expect(Object.fromEntries(outlook.searchParams)).toMatchObject({ subject: 'Camper trip: Hymer B 550', startdt: '2026-07-01T13:00:00.000Z', enddt: '2026-07-08T09:00:00.000Z', allday: 'false' });
    const allDay = new URL(googleCalendarLink(tripEventOf({ ...booking, timeCheckin: null }, words)));
    expect(allDay.searchParams.get('dates')).toBe('20260701/20260709');
  });
});
