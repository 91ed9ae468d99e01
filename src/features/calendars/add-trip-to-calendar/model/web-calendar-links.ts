import type { TripEvent } from './trip-event';

const compact = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const compactDay = (date: string) => date.replace(/-/g, '');

/** Google Calendar's "add event" template: UTC times, or whole days with the end exclusive. */
export function googleCalendarLink(event: TripEvent): string {
  const dates = event.allDay ? `${compactDay(String(event.start))}/${compactDay(String(event.end))}` : `${compact(event.start as Date)}/${compact(event.end as Date)}`;
  const query = new URLSearchParams({ action: 'TEMPLATE', text: event.title, dates, details: event.description, location: event.location, ctz: event.timeZone });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

/** Outlook on the web's compose link, for personal accounts (outlook.live.com) or work ones (outlook.office.com). */
export function outlookCalendarLink(event: TripEvent, host: 'outlook.live.com' | 'outlook.office.com'): string {
  const at = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);
  const query = new URLSearchParams({ path: '/calendar/action/compose', rru: 'addevent', subject: event.title, startdt: at(event.start), enddt: at(event.end), allday: String(event.allDay), body: event.description, location: event.location });
  return `https://${host}/calendar/0/deeplink/compose?${query.toString()}`;
}
