import { useLingui } from '@lingui/react/macro';
import type { Currency } from '@/shared/config';
import { useLocaleInfo } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import * as css from './money-table.css';

export interface MoneyRow {
  key: string;
  label: string;
  /** Shown as "× 3" after the label when more than one. */
  quantity?: number;
  /** Minor units. */
  amount: number;
}

export interface MoneyTableProps {
  caption: string;
  rows: readonly MoneyRow[];
  total: { label: string; amount: number };
  currency: Currency;
  /** A line under the table, e.g. what is charged in another currency. */
  note?: string | undefined;
}

/** Amounts with their labels and a total row, as a table so a screen reader reads each label with its amount. */
export function MoneyTable({ caption, rows, total, currency, note }: MoneyTableProps) {
  const { intl } = useLocaleInfo();
  const { t } = useLingui();
  const money = (minor: number) => formatMoney(minor, currency, intl);
  return (
    <div>
      <table className={css.table}>
        <caption className={css.caption}>{caption}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={css.label}>
                {row.label}
                {row.quantity !== undefined && row.quantity > 1 && (
                  <>
                    {' '}
                    <span className={css.quantity}>{t`× ${row.quantity}`}</span>
                  </>
                )}
              </th>
              <td className={css.amount}>{money(row.amount)}</td>
            </tr>
          ))}
          <tr className={css.total}>
            <th scope="row" className={css.label}>
              {total.label}
            </th>
            <td className={css.amount}>{money(total.amount)}</td>
          </tr>
        </tbody>
      </table>
      {note && <p className={css.note}>{note}</p>}
    </div>
  );
}
