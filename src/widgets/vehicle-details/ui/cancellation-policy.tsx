import { Trans, useLingui } from '@lingui/react/macro';
import { cancellationPolicyOf, refundNoticeLabel, refundRows, refundTable } from '@/entities/booking';
import { cancellationPolicyLabel } from '@/entities/vehicle';
import { useLocaleInfo } from '@/shared/i18n';
import { numberFormat } from '@/shared/lib/intl';
import { VehicleSection } from './vehicle-section';
import * as css from './vehicle-details.css';

/** The vehicle's cancellation policy with its refund table (001 §9; strict when unknown). */
export function CancellationPolicy({ policy }: { policy: string | null | undefined }) {
  const { i18n } = useLingui();
  const { intl } = useLocaleInfo();
  const percent = (value: number) => numberFormat(intl, { style: 'percent' }).format(value / 100);
  const applied = cancellationPolicyOf(policy);
  const name = cancellationPolicyLabel(i18n, applied);
  const rows = refundRows(refundTable(applied));
  return (
    <VehicleSection title={<Trans>Cancellation policy: {name}</Trans>} testId="vehicle-cancellation">
      <table className={css.table}>
        <caption className={css.muted} style={{ textAlign: 'left', paddingBottom: '0.5rem' }}>
          <Trans>Refund of what you have paid if you cancel</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={css.cell}>
              <Trans>Notice</Trans>
            </th>
            <th scope="col" className={css.cell}>
              <Trans>Refund</Trans>
            </th>
            <th scope="col" className={css.cell}>
              <Trans>Cancellation fee</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.fromDays}>
              <th scope="row" className={css.cell}>
                {refundNoticeLabel(i18n, row)}
              </th>
              <td className={css.cell}>{percent(row.refundPercentage)}</td>
              <td className={css.cell}>{percent(row.feePercentage)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </VehicleSection>
  );
}
