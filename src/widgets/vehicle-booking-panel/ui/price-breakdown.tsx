import { Trans, useLingui } from '@lingui/react/macro';
import { lineItemLabel } from '@/entities/vehicle';
import type { Currency } from '@/shared/config';
import { useLocaleInfo } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import type { PriceSummary } from '../model/price-summary';
import * as css from './vehicle-booking-panel.css';

/** The price for the chosen dates, line by line (001 §3 keys), ending with the API's total. */
export function PriceBreakdown({ summary, currency }: { summary: PriceSummary; currency: Currency }) {
  const { t, i18n } = useLingui();
  const { intl } = useLocaleInfo();
  const money = (minor: number) => formatMoney(minor, currency, intl);
  const nights = summary.nights;
  return (
    <div aria-label={t`Price for your dates`} role="group" data-testid="price-breakdown">
      <dl className={css.lines}>
        {summary.lines.map((line) => (
          <div key={line.key} className={css.line}>
            <dt className={css.lineTerm}>
              {lineItemLabel(i18n, line.key)}
              {line.quantity > 1 ? ` × ${line.quantity}` : ''}
            </dt>
            <dd className={css.lineValue}>{money(line.amount)}</dd>
          </div>
        ))}
        {summary.serviceFee > 0 && (
          <div className={css.line}>
            <dt className={css.lineTerm}>
              <Trans>Service fee</Trans>
            </dt>
            <dd className={css.lineValue}>{money(summary.serviceFee)}</dd>
          </div>
        )}
        <div className={css.total}>
          <dt>{nights === 1 ? t`Total for 1 night` : t`Total for ${nights} nights`}</dt>
          <dd className={css.lineValue} data-testid="price-total">
            {money(summary.total)}
          </dd>
        </div>
      </dl>
    </div>
  );
}
