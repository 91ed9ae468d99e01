import ICAL from 'ical.js';
import type { TripEvent } from './trip-event';

/** The trip as an iCalendar file of one event: times in UTC, which every calendar app reads without a zone table. */
export function writeTripCalendar(event: TripEvent, now: Date): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('prodid', '-//Campershare//Trip//EN');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  const vevent = new ICAL.Component('vevent');
  const time = (value: Date | string) => (value instanceof Date ? ICAL.Time.fromJSDate(value, true) : ICAL.Time.fromDateString(value));
  vevent.addPropertyWithValue('uid', event.uid);
  vevent.addPropertyWithValue('dtstamp', ICAL.Time.fromJSDate(now, true));
  vevent.addPropertyWithValue('dtstart', time(event.start));
  vevent.addPropertyWithValue('dtend', time(event.end));
  vevent.addPropertyWithValue('summary', event.title);
  if (event.location) vevent.addPropertyWithValue('location', event.location);
  vevent.addPropertyWithValue('description', event.description);
  vevent.addPropertyWithValue('url', event.url);
  calendar.addSubcomponent(vevent);
  return calendar.toString();
}
