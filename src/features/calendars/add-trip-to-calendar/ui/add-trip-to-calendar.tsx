import { Trans, useLingui } from '@lingui/react/macro';
import type { BookingDto } from '@/entities/booking';
import { useLocale, useLocaleInfo } from '@/shared/i18n';
import { href } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { Heading } from '@/shared/ui/heading';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { fileNameOf, saveTextFile } from '@/shared/ui/utils';
import { tripEventOf } from '../model/trip-event';
import { googleCalendarLink, outlookCalendarLink } from '../model/web-calendar-links';
import { writeTripCalendar } from '../model/write-trip-calendar';
import * as css from './add-trip-to-calendar.css';

/**
 * Issue #24 point 3 for the renter: the trip in their own calendar, as a file or through the
 * common web calendars. In a chunk of its own with ical.js and its words (`handover` catalog):
 * the booking page is at its size budget.
 */
export function AddTripToCalendar({ booking }: { booking: BookingDto }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { intl } = useLocaleInfo();
  // The page's own address in this locale; the server renders no booking page, so this runs in the browser.
  const url = new URL(href('booking', { id: booking.id }, locale), window.location.origin).href;
  const event = tripEventOf(booking, { title: (vehicle) => t`Camper trip: ${vehicle}`, url, describe: (link) => t`Your booking ${booking.id}: ${link}` });
  // The month in words, as calendar apps show it; whole days are read as calendar dates (UTC), not instants.
  const at = (value: Date | string) =>
    value instanceof Date
      ? new Intl.DateTimeFormat(intl, { timeZone: event.timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(value)
      : new Intl.DateTimeFormat(intl, { timeZone: 'UTC', dateStyle: 'medium' }).format(new Date(`${value}T00:00:00Z`));
  const zoneName = new Intl.DateTimeFormat(intl, { timeZone: event.timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value ?? event.timeZone;
  const save = () => saveTextFile(fileNameOf(`${event.title} ${booking.id}`, 'ics', 'trip'), writeTripCalendar(event, new Date()), 'text/calendar;charset=utf-8');

  return (
    <Stack as="section" gap="sm" aria-labelledby="trip-calendar-heading">
      <Heading level={2} size="sm" id="trip-calendar-heading">
        {t`Add to your calendar`}
      </Heading>
      {event.allDay ? (
        <Text size="sm">{t`From ${at(event.start)} to ${at(booking.toDate)}, whole days.`}</Text>
      ) : (
        <Text size="sm">{t`Check-in ${at(event.start)}, check-out ${at(event.end)}.`}</Text>
      )}
      <Text size="sm" tone="muted">{t`Times in the vehicle’s time zone: ${zoneName} (${event.timeZone}).`}</Text>
      <div>
        <Button variant="secondary" onClick={save}>
          <Trans>Download calendar file (.ics)</Trans>
        </Button>
      </div>
      <ul className={css.links} aria-label={t`Web calendars`}>
        <li>
          <a href={googleCalendarLink(event)} target="_blank" rel="noopener noreferrer">
            <Trans>Google Calendar</Trans>
          </a>
        </li>
        <li>
          <a href={outlookCalendarLink(event, 'outlook.live.com')} target="_blank" rel="noopener noreferrer">
            <Trans>Outlook.com</Trans>
          </a>
        </li>
        <li>
          <a href={outlookCalendarLink(event, 'outlook.office.com')} target="_blank" rel="noopener noreferrer">
            <Trans>Outlook (Microsoft 365)</Trans>
          </a>
        </li>
      </ul>
    </Stack>
  );
}
