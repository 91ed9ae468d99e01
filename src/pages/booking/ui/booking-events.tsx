import { useLingui } from '@lingui/react/macro';
import { historyEventLabel, type BookingEventDto } from '@/entities/booking';
import { useLocaleInfo } from '@/shared/i18n';
import { Heading } from '@/shared/ui/heading';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import * as css from './booking-page.css';

/** The status events of `GET /bookings/{id}/history`, oldest first. */
export function BookingEvents({ events, isError }: { events: BookingEventDto[] | undefined; isError: boolean }) {
  const { t, i18n } = useLingui();
  const { intl } = useLocaleInfo();
  const when = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack as="section" gap="md" aria-labelledby="booking-events-heading">
      <Heading level={2} size="md" id="booking-events-heading">
        {t`History`}
      </Heading>
      {isError && <Text tone="danger">{t`The history could not be loaded.`}</Text>}
      {events && (
        <ol className={css.events}>
          {events.map((event) => (
            <li key={event.id}>
              <time dateTime={event.occurredAt}>{when.format(new Date(event.occurredAt))}</time>: {historyEventLabel(i18n, events, event)}
            </li>
          ))}
        </ol>
      )}
    </Stack>
  );
}
