import { useLingui } from '@lingui/react/macro';
import { handoverFieldErrorLabel, ID_LAST_FOUR_LENGTH, type HandoverDraft, type HandoverField } from '@/entities/booking';
import type { HandoverView } from '@machines/handover';
import { useLocaleInfo } from '@/shared/i18n';
import { numberFormat } from '@/shared/lib/intl';
import { Checkbox } from '@/shared/ui/checkbox';
import { FormField } from '@/shared/ui/form-field';
import { Heading } from '@/shared/ui/heading';
import { Input, Textarea } from '@/shared/ui/input';
import { RadioGroup } from '@/shared/ui/radio-group';
import * as css from './handover.css';

const EIGHTHS = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;

/** The meter, the fuel, the driving licence and a cash deposit: what the owner writes down at the handover. */
export function HandoverForm({ view, onEdit }: { view: HandoverView; onEdit: (patch: Partial<HandoverDraft>) => void }) {
  const { t, i18n } = useLingui();
  const { intl } = useLocaleInfo();
  const { draft, booking, busy } = view;
  const checkinKm = booking.checkinMileage === null ? '' : numberFormat(intl).format(booking.checkinMileage);
  const error = (field: HandoverField) => {
    const code = view.errors[field];
    return code ? handoverFieldErrorLabel(i18n, code) : undefined;
  };
  const fuelName = (eighths: number) => (eighths === 0 ? t`Empty` : eighths === 8 ? t`Full` : `${eighths}/8`);
  return (
    <>
      <section className={css.section} aria-labelledby="handover-meter">
        <Heading level={2} id="handover-meter">
          {t`Meter and fuel`}
        </Heading>
        <FormField
          label={t`Mileage (km)`}
          hint={booking.phase === 'checkout' && booking.checkinMileage !== null ? t`At check-in: ${checkinKm} km` : undefined}
          error={error('mileage')}
        >
          {(control) => <Input {...control} inputMode="numeric" autoComplete="off" value={draft.mileage} disabled={busy} onChange={(e) => onEdit({ mileage: e.target.value })} />}
        </FormField>
        <RadioGroup
          label={t`Fuel level`}
          orientation="horizontal"
          items={EIGHTHS.map((eighths) => ({ value: String(eighths), label: fuelName(eighths) }))}
          value={draft.fuelEighths === null ? '' : String(draft.fuelEighths)}
          onValueChange={(value) => onEdit({ fuelEighths: Number(value) })}
          disabled={busy}
          error={error('fuelEighths')}
        />
      </section>
      {booking.phase === 'checkin' && (
        <section className={css.section} aria-labelledby="handover-licence">
          <Heading level={2} id="handover-licence">
            {t`Driving licence`}
          </Heading>
          <FormField label={t`Last four characters of the driving licence number`} error={error('idLastFour')}>
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={ID_LAST_FOUR_LENGTH}
                value={draft.idLastFour}
                disabled={busy}
                onChange={(e) => onEdit({ idLastFour: e.target.value })}
              />
            )}
          </FormField>
          <Checkbox
            label={t`I have seen the renter's driving licence and it is valid`}
            checked={draft.drivingLicenseChecked}
            disabled={busy}
            onCheckedChange={(checked) => onEdit({ drivingLicenseChecked: checked })}
            error={error('drivingLicenseChecked')}
          />
        </section>
      )}
      {booking.phase === 'checkin' && booking.cashDeposit && (
        <section className={css.section} aria-labelledby="handover-deposit">
          <Heading level={2} id="handover-deposit">
            {t`Cash deposit`}
          </Heading>
          <Checkbox
            label={t`I have received the deposit in cash`}
            checked={draft.depositPaidConfirmed}
            disabled={busy}
            onCheckedChange={(checked) => onEdit({ depositPaidConfirmed: checked })}
            error={error('depositPaidConfirmed')}
          />
        </section>
      )}
      {booking.phase === 'checkout' && (
        <Checkbox
          label={t`I intend to file an insurance claim for damage from this trip`}
          checked={draft.insuranceClaimIntent}
          disabled={busy}
          onCheckedChange={(checked) => onEdit({ insuranceClaimIntent: checked })}
        />
      )}
      <FormField label={t`Notes for the renter (optional)`}>
        {(control) => <Textarea {...control} rows={3} maxLength={5000} value={draft.comment} disabled={busy} onChange={(e) => onEdit({ comment: e.target.value })} />}
      </FormField>
    </>
  );
}
