import { Trans, useLingui } from '@lingui/react/macro';
import { cancellationPolicyOf, refundTable } from '@/entities/booking';
import { useLocaleInfo } from '@/shared/i18n';
import { numberFormat } from '@/shared/lib/number-format';
import { refundRows } from '../model/refund-rows';
import { useVehicleLabels } from '../model/use-vehicle-labels';
import { VehicleSection } from './vehicle-section';
import * as css from './vehicle-details.css';

/** The vehicle's cancellation policy with its refund table (001 §9; strict when unknown). */
export function CancellationPolicy({ policy }: { policy: string | null | undefined }) {
  const { t } = useLingui();
  const labels = useVehicleLabels();
  const { intl } = useLocaleInfo();
  const percent = (value: number) => numberFormat(intl, { style: 'percent' }).format(value / 100);
  const applied = cancellationPolicyOf(policy);
  const name = labels.cancellationPolicy[applied];
  const rows = refundRows(refundTable(applied));
  const notice = (fromDays: number, untilDays: number | null) => {
    if (untilDays === null) return t`${fromDays} days or more before check-in`;
    if (fromDays === 0) return t`Less than ${untilDays} days before check-in`;
    const lastDay = untilDays - 1;
    return t`${fromDays} to ${lastDay} days before check-in`;
  };
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
                {notice(row.fromDays, row.untilDays)}
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
