import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCalendarFile, UnreadableCalendarError } from './read-calendar-file';
import { writeVehicleCalendar } from './write-vehicle-calendar';

// Files as Airbnb, Google Calendar, Outlook (Exchange) and Apple Calendar export them, written for
// these tests; the owner imports them on 1 June 2026 for a vehicle in Sweden.
const file = (name: string) => readFileSync(new URL(`./calendar-files/${name}`, import.meta.url), 'utf8');
const options = { today: '2026-06-01', timeZone: 'Europe/Stockholm' };
const days = (periods: { fromDate: string; toDate: string }[]) => periods.map(({ fromDate, toDate }) => `${fromDate}..${toDate}`);

describe('reading another calendar', () => {
  it('reads all-day events with their exclusive end, keeps the one under way, drops the past and joins touching ones', () => {
    const calendar = readCalendarFile(file('airbnb-all-day.ics'), { ...options, fileName: 'listing-123.ics' });
    expect(calendar.name).toBe('listing-123');
    expect(days(calendar.periods)).toEqual(['2026-05-28..2026-06-03', '2026-07-06..2026-07-15']);
    expect(calendar.periods[1]?.titles).toEqual(['Airbnb (Not available)', 'Reserved']);
  });

  it('reads timed events in their zone as the vehicle’s days, expands a weekly series with its excluded and moved dates, and skips free time', () => {
    const calendar = readCalendarFile(file('google-timed-recurring.ics'), { ...options, fileName: 'basic.ics' });
    expect(calendar.name).toBe('Camper (Google)');
    expect(days(calendar.periods)).toEqual([
      '2026-06-20..2026-06-23',
      // 1, (8 excluded), 15 moved to 17, 22 August: each from 09:00 to 09:00 the next day.
      '2026-08-01..2026-08-02',
      '2026-08-17..2026-08-18',
      '2026-08-22..2026-08-23',
      // 22:30 UTC is half past midnight in Stockholm; the ferry is the 6th only.
      '2026-09-06..2026-09-06',
    ]);
    expect(calendar.periods[2]?.titles).toEqual(['Weekend service (moved)']);
  });

  it('reads a zone the file defines by a Windows name, and an end at midnight does not take the next day', () => {
    const calendar = readCalendarFile(file('outlook-windows-zone.ics'), { ...options, fileName: 'calendar.ics' });
    expect(calendar.name).toBe('Hyrkalender');
    // 23:00 on 30 October in Central European (winter) time is 23:00 in Stockholm too; it ends at midnight before 2 November.
    expect(days(calendar.periods)).toEqual(['2026-10-30..2026-11-01']);
  });

  it('reads floating times in the vehicle’s zone, leaves out cancelled events and expands a yearly series two years ahead', () => {
    const calendar = readCalendarFile(file('apple-floating-yearly.ics'), { ...options, timeZone: 'Europe/Helsinki', fileName: 'Home.ics' });
    expect(calendar.name).toBe('Home');
    // Each winter lasts the first one's 90 days (in leap 2028 too, so it ends on the 28th); the next is past the two years.
    expect(days(calendar.periods)).toEqual(['2026-07-25..2026-07-27', '2026-12-01..2027-02-28', '2027-12-01..2028-02-28']);
  });

  it('refuses a broken file and a file that is not a calendar', () => {
    expect(() => readCalendarFile(file('malformed.ics'), { ...options, fileName: 'malformed.ics' })).toThrow(UnreadableCalendarError);
    expect(() => readCalendarFile('{"events": []}', { ...options, fileName: 'events.json' })).toThrow(UnreadableCalendarError);
    expect(() => readCalendarFile('BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Anna\r\nEND:VCARD\r\n', { ...options, fileName: 'anna.vcf' })).toThrow(UnreadableCalendarError);
  });
});

describe('the vehicle’s calendar file', () => {
  const exported = writeVehicleCalendar({
    name: 'Hymer B 550',
    timeZone: 'Europe/Stockholm',
    rented: [{ bookingId: 71, fromDate: '2026-06-10', toDate: '2026-06-14' }],
    unavailable: [{ id: 9, fromDate: '2026-07-01', toDate: '2026-07-01' }],
    titles: { booked: 'Booked', unavailable: 'Unavailable' },
    bookingUrl: (id) => `https://campershare.example/bookings/${id}`,
    now: new Date('2026-06-01T08:00:00Z'),
  });

  it('is read back by the same library as the same days', () => {
    const calendar = readCalendarFile(exported, { ...options, fileName: 'x.ics' });
    expect(calendar.name).toBe('Hymer B 550');
    expect(days(calendar.periods)).toEqual(['2026-06-10..2026-06-14', '2026-07-01..2026-07-01']);
    expect(calendar.periods.map((period) => period.titles)).toEqual([['Booked'], ['Unavailable']]);
  });

  it('names each booking and period once, links the booking and keeps the notes out', () => {
    expect(exported).toContain('UID:booking-71@campershare');
    expect(exported).toContain('UID:unavailable-9@campershare');
    expect(exported).toContain('URL:https://campershare.example/bookings/71');
    expect(exported).toContain('DTSTART;VALUE=DATE:20260610');
    expect(exported).toContain('DTEND;VALUE=DATE:20260615');
  });
});
