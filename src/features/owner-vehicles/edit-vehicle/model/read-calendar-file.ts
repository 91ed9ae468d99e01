import ICAL from 'ical.js';
import { mergeBusyPeriods, type BusyPeriod } from '@/entities/vehicle';
import { addDays, dateInZone, isKnownTimeZone, zonedTimeToInstant } from '@/shared/lib/dates';

/** What the owner's file held, read as the vehicle's busy calendar days. */
export interface CalendarFile {
  /** The calendar's own name (`X-WR-CALNAME`), else the file's name without `.ics`. */
  name: string;
  periods: BusyPeriod[];
}

/** The file is not an iCalendar file, or a broken one: nothing is imported. */
export class UnreadableCalendarError extends Error {
  constructor(cause?: unknown) {
    super('Not a readable iCalendar file', { cause });
    this.name = 'UnreadableCalendarError';
  }
}

/** How far ahead a repeating event is expanded (an endless rule would never end), and at most how often. */
export const RECURRENCE_HORIZON_DAYS = 730;
const MAX_OCCURRENCES = 1000;
// A daily series begun years ago passes this many past occurrences at most before it gives up.
const MAX_STEPS = 20_000;

interface ReadOptions {
  fileName: string;
  today: string;
  /** The vehicle's zone: timed events become its calendar days, floating times are read in it. */
  timeZone: string;
}

type Zones = Map<string, ICAL.Timezone>;

/**
 * The busy periods of an iCalendar file (RFC 5545), as exported by rental platforms and calendar
 * apps: all-day events by their dates (the end date is exclusive), timed events by the vehicle's
 * calendar days they touch, repeating events expanded (with their exceptions and excluded dates)
 * up to two years ahead, free (`TRANSP:TRANSPARENT`) and cancelled events left out, and events
 * that ended before today dropped. Times name their zone by IANA name (read with `Intl`), by a
 * zone the file defines (Outlook's Windows names), as UTC, or not at all (the vehicle's zone).
 */
export function readCalendarFile(text: string, { fileName, today, timeZone }: ReadOptions): CalendarFile {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text));
  } catch (error) {
    throw new UnreadableCalendarError(error);
  }
  if (calendar.name !== 'vcalendar') throw new UnreadableCalendarError();
  const zones: Zones = new Map(calendar.getAllSubcomponents('vtimezone').map((zone) => [String(zone.getFirstPropertyValue('tzid')), new ICAL.Timezone({ component: zone, tzid: String(zone.getFirstPropertyValue('tzid')) })]));
  const horizon = addDays(today, RECURRENCE_HORIZON_DAYS);
  const periods: BusyPeriod[] = [];
  try {
    for (const event of eventsOf(calendar)) {
      if (!isBusy(event.component)) continue;
      if (!event.isRecurring()) {
        const period = periodOf(event.startDate, event.endDate, event.component, event.summary, zones, timeZone);
        if (period) periods.push(period);
        continue;
      }
      const occurrences = event.iterator();
      let kept = 0;
      for (let step = 0, next = occurrences.next(); next && step < MAX_STEPS && kept < MAX_OCCURRENCES; step++, next = occurrences.next()) {
        const details = event.getOccurrenceDetails(next);
        if (!isBusy(details.item.component)) continue;
        const period = periodOf(details.startDate, details.endDate, details.item.component, details.item.summary, zones, timeZone);
        if (!period || period.fromDate > horizon) break;
        if (period.toDate < today) continue;
        periods.push(period);
        kept++;
      }
    }
  } catch (error) {
    throw new UnreadableCalendarError(error);
  }
  const name = String(calendar.getFirstPropertyValue('x-wr-calname') ?? '').trim() || fileName.replace(/\.(ics|ical|ifb|icalendar)$/i, '').trim() || fileName;
  return { name, periods: mergeBusyPeriods(periods.filter((period) => period.toDate >= today), (date) => addDays(date, 1)) };
}

/** The file's events, each repeating one with the changed occurrences that share its UID. */
function eventsOf(calendar: ICAL.Component): ICAL.Event[] {
  const all = calendar.getAllSubcomponents('vevent');
  const masters = all.filter((event) => !event.hasProperty('recurrence-id'));
  const masterUids = new Set(masters.map((event) => String(event.getFirstPropertyValue('uid'))));
  const exceptionsOf = (uid: string) => all.filter((event) => event.hasProperty('recurrence-id') && String(event.getFirstPropertyValue('uid')) === uid);
  // A changed occurrence whose series is not in the file stands on its own.
  const orphans = all.filter((event) => event.hasProperty('recurrence-id') && !masterUids.has(String(event.getFirstPropertyValue('uid'))));
  return [...masters.map((master) => new ICAL.Event(master, { exceptions: exceptionsOf(String(master.getFirstPropertyValue('uid'))) })), ...orphans.map((orphan) => new ICAL.Event(orphan))];
}

const isBusy = (event: ICAL.Component) =>
  String(event.getFirstPropertyValue('transp') ?? '').toUpperCase() !== 'TRANSPARENT' && String(event.getFirstPropertyValue('status') ?? '').toUpperCase() !== 'CANCELLED';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const dateOf = (time: ICAL.Time) => `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;

/** The instant of a date-time, by the zone it names. */
function instantOf(time: ICAL.Time, tzid: string | null, zones: Zones, vehicleZone: string): Date {
  const wall = `${pad(time.hour)}:${pad(time.minute)}:${pad(time.second)}`;
  if (time.zone?.tzid === 'UTC') return new Date(time.toUnixTime() * 1000);
  if (tzid && isKnownTimeZone(tzid)) return zonedTimeToInstant(dateOf(time), wall, tzid);
  const defined = tzid ? zones.get(tzid) : undefined;
  if (defined) return new Date(ICAL.Time.fromData({ year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second, isDate: false }, defined).toUnixTime() * 1000);
  return zonedTimeToInstant(dateOf(time), wall, vehicleZone);
}

function periodOf(start: ICAL.Time | null, end: ICAL.Time | null, event: ICAL.Component, title: string | null, zones: Zones, vehicleZone: string): BusyPeriod | null {
  if (!start) return null;
  const titles = title?.trim() ? [title.trim()] : [];
  if (start.isDate) {
    const fromDate = dateOf(start);
    // DTEND of an all-day event is the day after its last (RFC 5545 §3.6.1); without one it lasts a day.
    const last = end && end.isDate ? addDays(dateOf(end), -1) : fromDate;
    return { fromDate, toDate: last < fromDate ? fromDate : last, titles };
  }
  const param = (name: string) => {
    const value: unknown = event.getFirstProperty(name)?.getParameter('tzid');
    return typeof value === 'string' ? value : null;
  };
  const from = instantOf(start, param('dtstart'), zones, vehicleZone);
  const to = end ? instantOf(end, param('dtend') ?? param('dtstart'), zones, vehicleZone) : from;
  const fromDate = dateInZone(from, vehicleZone);
  // An event ending at midnight does not take the day that starts then.
  const toDate = to.getTime() > from.getTime() ? dateInZone(new Date(to.getTime() - 1), vehicleZone) : fromDate;
  return { fromDate, toDate: toDate < fromDate ? fromDate : toDate, titles };
}
