import { useLingui } from '@lingui/react/macro';
import type { BookingDto } from '@/features/booking-lifecycle';
import { listedInstallments } from '@/entities/order';
import type { Currency } from '@/shared/config';
import { useLocale, useLocaleInfo } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';
import { formatMoney } from '@/shared/lib/money';
import { Heading } from '@/shared/ui/heading';
import { Stack } from '@/shared/ui/stack';
import * as css from './booking-page.css';

/** The line items with the total, and the installments that are payable, expired or paid (001 §4). */
export function BookingMoney({ booking }: { booking: BookingDto }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { intl } = useLocaleInfo();
  const money = (minor: number) => formatMoney(minor, booking.currency as Currency, intl);
  const installments = listedInstallments(booking.order?.installments ?? []);
  const status = { payable: t`Due`, expired: t`Overdue`, paid: t`Paid`, pending: t`Later` } as const;
  return (
    <Stack as="section" gap="md" aria-labelledby="booking-price-heading">
      <Heading level={2} size="md" id="booking-price-heading">
        {t`Price`}
      </Heading>
      <table className={css.table}>
        <thead>
          <tr>
            <th scope="col">{t`Item`}</th>
            <th scope="col">{t`Quantity`}</th>
            <th scope="col">{t`Amount`}</th>
          </tr>
        </thead>
        <tbody>
          {(booking.lineItems ?? []).map((line, index) => (
            <tr key={`${line.key}-${index}`}>
              <td>{line.label ?? line.key.replaceAll('_', ' ')}</td>
              <td>{line.quantity}</td>
              <td>{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t`Total`}
            </th>
            <td>{money(booking.totalPrice)}</td>
          </tr>
        </tfoot>
      </table>
      {installments.length > 0 && (
        <>
          <Heading level={3} size="sm">
            {t`Payments`}
          </Heading>
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col">{t`Due`}</th>
                <th scope="col">{t`Status`}</th>
                <th scope="col">{t`Amount`}</th>
              </tr>
            </thead>
            <tbody>
              {installments.map((installment) => (
                <tr key={installment.id}>
                  <td>{formatDate(installment.dueAt, locale)}</td>
                  <td>{status[installment.status]}</td>
                  <td>{money(installment.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Stack>
  );
}
