import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { payoutStatusLabel, type Payout } from '@/entities/payout';
import type { Currency } from '@/shared/config';
import { useLocale, useLocaleInfo } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';
import { formatMoney } from '@/shared/lib/money';
import { useLocalizedHref } from '@/shared/routing';
import { Link } from '@/shared/ui/link';
import { Text } from '@/shared/ui/text';
import { EconomyTable } from './economy-frame';

/** Payouts with their status (002 §4.10), expected arrival and amount, each linking its page; `footer` is the table's foot (a total). */
export function PayoutsTable({ payouts, caption, footer }: { payouts: readonly Payout[]; caption?: ReactNode; footer?: ReactNode }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { intl } = useLocaleInfo();
  const hrefTo = useLocalizedHref();
  return (
    <EconomyTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">{t`Payout`}</th>
          <th scope="col">{t`Status`}</th>
          <th scope="col">{t`Expected`}</th>
          <th scope="col" data-align="end">
            {t`Amount`}
          </th>
        </tr>
      </thead>
      <tbody>
        {payouts.map((payout) => (
          <tr key={payout.id}>
            <td>
              <Link to={hrefTo('payout', { payoutId: payout.id })}>{t`Payout ${payout.id}`}</Link>
              {payout.estimated && (
                <Text as="small" tone="muted">
                  {' '}
                  <Trans>(estimate)</Trans>
                </Text>
              )}
            </td>
            <td>{payoutStatusLabel(i18n, payout.status)}</td>
            <td>{payout.arrivalDate ? formatDate(payout.arrivalDate, locale) : '–'}</td>
            <td data-align="end">{formatMoney(payout.amount, payout.currency as Currency, intl)}</td>
          </tr>
        ))}
      </tbody>
      {footer && <tfoot>{footer}</tfoot>}
    </EconomyTable>
  );
}
