import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { bookingQueries, paymentDeadlineOf, phaseOf, toBooking } from '@/entities/booking';
import type { Currency } from '@/shared/config';
import { useLocale, useLocaleInfo } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';
import { formatMoney } from '@/shared/lib/money';
import { useLocalizedHref } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { Heading } from '@/shared/ui/heading';
import { Link } from '@/shared/ui/link';
import { Skeleton } from '@/shared/ui/skeleton';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import * as css from './booking-flow.css';
import type { StepProps } from './flow-types';

/**
 * The end of the flow (#23 point 4): the booking number, the dates, what was paid and what is due
 * when, and what happens next, read from the server so a reload shows the same.
 */
export function ConfirmationStep({ view }: StepProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { intl } = useLocaleInfo();
  const hrefTo = useLocalizedHref();
  const bookingId = view.cart.booking?.bookingId ?? 0;
  const query = useQuery({ ...bookingQueries.full(bookingId), enabled: bookingId > 0 });

  if (query.isError) {
    return (
      <Stack gap="md">
        <Heading level={1}>
          <Trans>Your booking is made</Trans>
        </Heading>
        <div role="alert" className={css.alert}>
          <Text>{t`Its details could not be loaded.`}</Text>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t`Try again`}
          </Button>
        </div>
        <Link to={hrefTo('booking', { id: bookingId })}>
          <Trans>See your booking</Trans>
        </Link>
      </Stack>
    );
  }
  if (!query.data) {
    return (
      <Stack gap="md" aria-busy="true">
        <Heading level={1}>
          <Trans>Your booking is made</Trans>
        </Heading>
        <Skeleton height="10rem" />
      </Stack>
    );
  }

  const data = query.data;
  const booking = toBooking(data);
  const phase = phaseOf(booking);
  const money = (minor: number) => formatMoney(minor, data.currency as Currency, intl);
  const installments = data.order?.installments ?? [];
  const paid = installments.filter((i) => i.status === 'paid').reduce((sum, i) => sum + i.amount, 0);
  const due = installments.filter((i) => i.status !== 'paid').sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt));
  const deadline = paymentDeadlineOf(booking);
  const dateTime = (date: Date) => new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short' }).format(date);

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Heading level={1}>
          {phase === 'confirmed' ? (
            <Trans>Your booking is confirmed</Trans>
          ) : phase === 'accepted' ? (
            <Trans>Your booking is accepted: pay to confirm it</Trans>
          ) : (
            <Trans>Your booking request is sent</Trans>
          )}
        </Heading>
        <Text tone="muted">{t`Booking number ${data.id}`}</Text>
      </Stack>
      <dl className={css.facts}>
        <dt>{t`Dates`}</dt>
        <dd>
          {formatDate(data.fromDate, locale)} – {formatDate(data.toDate, locale)}
        </dd>
        <dt>{t`Total`}</dt>
        <dd>{money(data.totalPrice)}</dd>
        <dt>{t`Paid`}</dt>
        <dd>{money(paid)}</dd>
        {due.map((installment) => (
          <div key={installment.id} className={css.factRow}>
            <dt>{t`Due by ${formatDate(installment.dueAt, locale)}`}</dt>
            <dd>{money(installment.amount)}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="next-heading">
        <Stack gap="sm">
          <Heading level={2} size="sm" id="next-heading">
            <Trans>What happens next</Trans>
          </Heading>
          <ol className={css.steps}>
            {phase === 'pendingConfirmation' && <li>{t`The owner has 24 hours to accept your request. We will e-mail you the answer.`}</li>}
            {phase === 'pendingConfirmation' && paid > 0 && <li>{t`What you paid is only charged if the owner accepts; otherwise it is released.`}</li>}
            {phase === 'accepted' && deadline && <li>{t`Pay by ${dateTime(deadline)} to confirm the booking; after that you are charged automatically.`}</li>}
            {due.length > 0 && <li>{t`We remind you before each payment is due.`}</li>}
            <li>
              {phase === 'confirmed'
                ? t`The owner's contact details and the exact address are on your booking.`
                : t`The owner's contact details and the exact address are shown on your booking once it is confirmed and paid.`}
            </li>
            <li>{t`You check in with the owner on the first day, with your driving licence.`}</li>
          </ol>
        </Stack>
      </section>
      <div>
        <Link to={hrefTo('booking', { id: data.id })}>
          <Trans>See your booking</Trans>
        </Link>
      </div>
    </Stack>
  );
}
