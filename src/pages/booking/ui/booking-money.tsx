import { useLingui } from '@lingui/react/macro';
import { completeLines, shownPrice, usePriceTable, type BookingDto } from '@/entities/booking';
import { installmentStatusLabel, listedInstallments } from '@/entities/order';
import { useDisplayMoney } from '@/features/switch-currency';
import type { Currency } from '@/shared/config';
import { useLocale, useLocaleInfo } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';
import { formatMoney } from '@/shared/lib/money';
import { Heading } from '@/shared/ui/heading';
import { MoneyTable } from '@/shared/ui/money-table';
import { Stack } from '@/shared/ui/stack';
import * as css from './booking-page.css';

/** Every part of the price adding up to the total (issue #13), and the installments that are payable, expired or paid (001 §4) unless the renter's payments show them (#14). */
export function BookingMoney({ booking, addonName, showsInstallments = true }: { booking: BookingDto; addonName: (key: string) => string | undefined; showsInstallments?: boolean }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { intl } = useLocaleInfo();
  const display = useDisplayMoney();
  const currency = booking.currency as Currency;
  const lines = (booking.lineItems ?? []).map((line) => ({ key: line.key, quantity: line.quantity, unitPrice: line.unitPrice, amount: line.amount, addonKey: line.addonKey ?? null }));
  const table = usePriceTable(shownPrice(completeLines(lines, booking.totalPrice), currency, display), { addonName });
  const money = (minor: number) => formatMoney(minor, currency, intl);
  const installments = showsInstallments ? listedInstallments(booking.order?.installments ?? []) : [];
  return (
    <Stack as="section" gap="md" aria-labelledby="booking-price-heading">
      <Heading level={2} size="md" id="booking-price-heading">
        {t`Price`}
      </Heading>
      <MoneyTable caption={t`What the booking costs`} {...table} />
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
                  <td>{installmentStatusLabel(i18n, installment.status)}</td>
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
