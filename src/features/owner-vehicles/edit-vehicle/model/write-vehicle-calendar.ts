import ICAL from 'ical.js';
import type { RentedPeriod, UnavailablePeriod } from '@/entities/vehicle';
import { addDays } from '@/shared/lib/dates';

export interface VehicleCalendarExport {
  /** The calendar's name in the owner's calendar app or on the other platform. */
  name: string;
  timeZone: string;
  rented: readonly Pick<RentedPeriod, 'bookingId' | 'fromDate' | 'toDate'>[];
  unavailable: readonly Pick<UnavailablePeriod, 'id' | 'fromDate' | 'toDate'>[];
  /** The events' titles, in the owner's language. */
  titles: { booked: string; unavailable: string };
  /** The booking's page, so the owner's calendar opens it. */
  bookingUrl: (bookingId: number) => string;
  now: Date;
}

const icalDate = (date: string) => ICAL.Time.fromDateString(date);

/**
 * The vehicle's bookings and unavailable periods as an iCalendar file that other platforms and
 * calendar apps import: all-day events over the vehicle's calendar days (the end date exclusive,
 * RFC 5545), with a UID per booking or period so that importing it again updates, not doubles.
 * Notes stay out: they are the owner's private words, and the file travels.
 */
export function writeVehicleCalendar({ name, timeZone, rented, unavailable, titles, bookingUrl, now }: VehicleCalendarExport): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('prodid', '-//Campershare//Vehicle calendar//EN');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  calendar.addPropertyWithValue('x-wr-calname', name);
  calendar.addPropertyWithValue('x-wr-timezone', timeZone);
  const stamp = ICAL.Time.fromJSDate(now, true);
  const add = (uid: string, summary: string, period: { fromDate: string; toDate: string }, url?: string) => {
    const event = new ICAL.Component('vevent');
    event.addPropertyWithValue('uid', uid);
    event.addPropertyWithValue('dtstamp', stamp);
    event.addPropertyWithValue('dtstart', icalDate(period.fromDate));
    event.addPropertyWithValue('dtend', icalDate(addDays(period.toDate, 1)));
    event.addPropertyWithValue('summary', summary);
    event.addPropertyWithValue('transp', 'OPAQUE');
    if (url) {
      event.addPropertyWithValue('url', url);
      event.addPropertyWithValue('description', url);
    }
    calendar.addSubcomponent(event);
  };
  for (const booking of rented) add(`booking-${booking.bookingId}@campershare`, titles.booked, booking, bookingUrl(booking.bookingId));
  for (const period of unavailable) add(`unavailable-${period.id}@campershare`, titles.unavailable, period);
  return calendar.toString();
}
