import { useLingui } from '@lingui/react/macro';
import type { InstallmentsDepositsEvent, InstallmentsDepositsView, OrderPayable } from '@machines/installments-deposits';
import type { ReactNode } from 'react';
import type { BookingDto } from '@/entities/booking';
import { installmentStatusLabel, refundStatusLabel } from '@/entities/order';
import { payActionLabel, transactionTypeLabel } from '@/entities/payment';
import type { Currency } from '@/shared/config';
import { useLocale, useLocaleInfo } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';
import { formatMoney } from '@/shared/lib/money';
import type { PaymentGateway } from '@/shared/lib/payment-gateway';
import { Button } from '@/shared/ui/button';
import { Heading } from '@/shared/ui/heading';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { bookingMoneyOf } from '../model/booking-money';
import { useBookingPayments } from '../model/use-booking-payments';
import * as css from './booking-payments.css';
import { PayableDialog } from './payable-dialog';

const formatDeadline = (date: Date, intl: string) => new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short' }).format(date);

export interface BookingPaymentsViewProps {
  view: InstallmentsDepositsView;
  send: (event: InstallmentsDepositsEvent) => void;
  /** The payment dialog, shown while paying or just paid. */
  dialog?: ReactNode;
}

/**
 * The renter's payments on the booking (001 §2, §4): the installments table (type, due, paid,
 * amount, status and refund status), the next payable with its pay action, everything left at
 * once, any extra charge, and the deposit (on the card, or in cash at check-in).
 */
export function BookingPaymentsView({ view, send, dialog }: BookingPaymentsViewProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { intl } = useLocaleInfo();
  const money = (minor: number) => formatMoney(minor, view.money.currency as Currency, intl);
  const pay = (payable: OrderPayable) => send({ type: 'PAY', kind: payable.kind, id: payable.id });
  const deposit = view.money.order.deposit;
  const { moment, reservationDate, releaseAt } = view.deposits;

  return (
    <Stack as="section" gap="md" aria-labelledby="booking-payments-heading">
      <Heading level={2} size="md" id="booking-payments-heading">
        {t`Your payments`}
      </Heading>

      {view.rows.length > 0 && (
        // Scrolls sideways on a narrow phone: focusable, so the keyboard can scroll it too.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll by keyboard (WCAG 2.1.1, axe scrollable-region-focusable)
        <div className={css.scroller} role="region" aria-label={t`Installments`} tabIndex={0}>
          <table className={css.table}>
            <caption>
              <VisuallyHidden>{t`Installments`}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t`Payment`}</th>
                <th scope="col">{t`Due`}</th>
                <th scope="col">{t`Paid`}</th>
                <th scope="col">{t`Amount`}</th>
                <th scope="col">{t`Status`}</th>
              </tr>
            </thead>
            <tbody>
              {view.rows.map(({ id, installment, transaction }) => (
                <tr key={id}>
                  <td>{transactionTypeLabel(i18n, transaction)}</td>
                  <td>{formatDate(installment.dueAt, locale)}</td>
                  <td>{installment.paidAt ? formatDate(installment.paidAt, locale) : '–'}</td>
                  <td>{money(installment.amount)}</td>
                  <td>
                    {installmentStatusLabel(i18n, installment.status)}
                    {installment.refundStatus && `, ${refundStatusLabel(i18n, installment.refundStatus)}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {view.next && (
        <div className={css.payable}>
          <Text weight="semibold">{t`Next payment: ${transactionTypeLabel(i18n, view.next.transaction)}, ${money(view.next.amount)}`}</Text>
          {view.automaticChargeAt && <Text size="sm">{t`Pay by ${formatDeadline(view.automaticChargeAt, intl)}, or it is charged to your card automatically.`}</Text>}
          <div className={css.actions}>
            <Button onClick={() => view.next && pay(view.next)}>{payActionLabel(i18n, view.next.transaction)}</Button>
            {view.whole && (
              <Button variant="secondary" onClick={() => view.whole && pay(view.whole)}>
                {t`Pay everything left (${money(view.whole.amount)})`}
              </Button>
            )}
          </div>
        </div>
      )}

      {view.extraCharges.map((charge) => (
        <div key={charge.id} className={css.payable}>
          <Text weight="semibold">{t`Extra charges to pay: ${money(charge.amount)}`}</Text>
          <div>
            <Button onClick={() => pay(charge)}>{payActionLabel(i18n, charge.transaction)}</Button>
          </div>
        </div>
      ))}

      {deposit && (
        <div className={css.payable}>
          <Heading level={3} size="sm">
            {t`Deposit`}
          </Heading>
          {view.money.cashDeposit ? (
            <Text size="sm">{t`You hand the deposit of ${money(deposit.amount)} to the owner in cash at check-in: bring the exact amount. The owner gives it back at check-out, less any extra charges you approved.`}</Text>
          ) : moment === 'beforeReservation' ? (
            <Text size="sm">{t`The deposit of ${money(deposit.amount)} is reserved on your card from ${formatDate(reservationDate, locale)}, 6 days before the trip.`}</Text>
          ) : moment === 'reservable' ? (
            <>
              <Text size="sm">{t`Reserve the deposit of ${money(deposit.amount)} on your card now. It is released after the trip unless extra charges are deducted.`}</Text>
              {view.deposit && (
                <div>
                  <Button onClick={() => view.deposit && pay(view.deposit)}>{payActionLabel(i18n, view.deposit.transaction)}</Button>
                </div>
              )}
            </>
          ) : moment === 'held' ? (
            <Text size="sm">
              {view.money.damageCaseOpen
                ? t`The deposit of ${money(deposit.amount)} is held until the damage case is resolved.`
                : releaseAt
                  ? t`The deposit of ${money(deposit.amount)} is released on ${formatDeadline(releaseAt, intl)} unless extra charges are deducted.`
                  : t`The deposit of ${money(deposit.amount)} is reserved on your card.`}
            </Text>
          ) : (
            <Text size="sm">{t`The deposit was released.`}</Text>
          )}
        </div>
      )}

      {view.phase === 'nothingDue' && <Text tone="muted">{t`Nothing to pay right now.`}</Text>}
      {dialog}
    </Stack>
  );
}

export interface BookingPaymentsProps {
  booking: BookingDto;
  /** When the owner accepted (from the booking's history): the automatic charge counts from it. */
  acceptedAt: string | null;
  /** A gateway to use instead of the configured one (stories). */
  gateway?: PaymentGateway;
}

/** The renter's payments of a booking, live: the machine, its payment child and the dialog. */
export function BookingPayments({ booking, acceptedAt, gateway }: BookingPaymentsProps) {
  const { view, send, operations } = useBookingPayments(booking.id, bookingMoneyOf(booking, acceptedAt));
  return <BookingPaymentsView view={view} send={send} dialog={<PayableDialog view={view} send={send} operations={operations} gateway={gateway} />} />;
}
