import { useLingui } from '@lingui/react/macro';
import { expectedPayouts, transferStatusLabel, transferTypeLabel, type Installment } from '@/entities/order';
import type { BookingDto } from '@/entities/booking';
import type { Currency } from '@/shared/config';
import { useLocale, useLocaleInfo } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';
import { formatMoney } from '@/shared/lib/money';
import { Heading } from '@/shared/ui/heading';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import * as css from './booking-page.css';

/** The owner's money of a booking (001 §4): the transfers, with the expected ones the rule adds; only pending or succeeded with a positive net amount. */
export function BookingPayouts({ booking }: { booking: BookingDto }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { intl } = useLocaleInfo();
  const order = booking.order;
  if (!order || order.ownersTotal === undefined) return null;
  const installments: Installment[] = (order.installments ?? []).map((i) => ({ id: i.id, type: i.type, status: i.status, dueAt: i.dueAt, ownersAmount: i.ownersAmount ?? 0 }));
  const shown = (order.transfers ?? []).map((transfer) => ({ ...transfer, installmentId: transfer.installmentId ?? null }));
  const transfers = expectedPayouts({ ownersTotal: order.ownersTotal, transfers: shown, installments });
  const expectedAt = new Map((order.transfers ?? []).map((t) => [t.id, t.expectedAt ?? null]));
  const money = (minor: number) => formatMoney(minor, (order.currency ?? booking.currency) as Currency, intl);
  return (
    <Stack as="section" gap="md" aria-labelledby="booking-payouts-heading">
      <Heading level={2} size="md" id="booking-payouts-heading">
        {t`Your payouts`}
      </Heading>
      {transfers.length === 0 ? (
        <Text>{t`Nothing is to be paid out for this booking.`}</Text>
      ) : (
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col">{t`Payout`}</th>
              <th scope="col">{t`Status`}</th>
              <th scope="col">{t`Expected`}</th>
              <th scope="col">{t`Amount`}</th>
            </tr>
          </thead>
          <tbody>
            {transfers.map((transfer, index) => {
              const at = transfer.id === null ? null : expectedAt.get(transfer.id);
              return (
                <tr key={transfer.id ?? `expected-${index}`}>
                  <td>{transferTypeLabel(i18n, transfer.type)}</td>
                  <td>{transferStatusLabel(i18n, transfer.status)}</td>
                  <td>{at ? formatDate(at, locale) : '–'}</td>
                  <td>{money(transfer.netAmount)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </Stack>
  );
}
