import { useLingui } from '@lingui/react/macro';
import type { ChangeRequestEvent, ChangeRequestView } from '@machines/change-request';
import { MAX_BOOKING_NIGHTS, nightsOf } from '@/entities/booking';
import type { Currency } from '@/shared/config';
import { useLocaleInfo } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { FormField } from '@/shared/ui/form-field';
import { Input, Textarea } from '@/shared/ui/input';
import { Text } from '@/shared/ui/text';
import { changeDatesErrorLabel, refusalOf, START_ERRORS } from '../model/date-error-labels';
import { ChangeFailure } from './change-failure';
import * as css from './change-dates.css';

export interface ChangeDatesDialogProps {
  view: ChangeRequestView;
  send: (event: ChangeRequestEvent) => void;
  currency: string;
  minNights: number;
}

/** The booking change request modal (001 §2): new dates, what they cost, and a message to the owner. */
export function ChangeDatesDialog({ view, send, currency, minNights }: ChangeDatesDialogProps) {
  const { t, i18n } = useLingui();
  const { intl } = useLocaleInfo();
  const money = (minor: number) => formatMoney(minor, currency as Currency, intl);
  const { draft, phase, costs } = view;
  const refusal = refusalOf(view.failure);
  const errors = refusal ? [...view.dateErrors, refusal] : view.dateErrors;
  const text = (error: (typeof errors)[number]) => changeDatesErrorLabel(i18n, error, { minNights, maxNights: MAX_BOOKING_NIGHTS });
  const startError = errors.find((error) => START_ERRORS.includes(error));
  const endError = errors.find((error) => !START_ERRORS.includes(error));
  const busy = view.busy;
  const close = () => send({ type: 'CLOSE' });
  const direct = view.booking.kind === 'direct';

  if (phase === 'datesMoved') {
    return (
      <Dialog open onOpenChange={(open) => !open && close()} title={t`Change the dates`}>
        <Text role="status" tone="success" weight="semibold">
          {t`Your request now has the new dates. The owner answers it as it is now.`}
        </Text>
        <div className={css.buttons}>
          <Button onClick={close}>{t`Done`}</Button>
        </div>
      </Dialog>
    );
  }

  const change = (fromDate: string, toDate: string) => send({ type: 'DATES_CHANGED', fromDate, toDate });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && close()}
      closeable={!busy}
      title={t`Change the dates`}
      description={direct ? t`The owner has not answered yet: your request moves to the new dates.` : t`The owner answers your request; the booking keeps its dates until then.`}
    >
      <form
        className={css.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send(phase === 'quoted' ? { type: 'SEND' } : { type: 'SUBMIT_DATES' });
        }}
      >
        <div className={css.dates}>
          <FormField label={t`New check-in date`} error={startError && text(startError)}>
            {(control) => <Input {...control} type="date" value={draft.fromDate} onChange={(event) => change(event.target.value, draft.toDate)} disabled={busy} />}
          </FormField>
          <FormField label={t`New check-out date`} error={endError && text(endError)}>
            {(control) => <Input {...control} type="date" value={draft.toDate} onChange={(event) => change(draft.fromDate, event.target.value)} disabled={busy} />}
          </FormField>
        </div>
        {costs && phase !== 'editing' && phase !== 'quoting' && <CostsOfChange costs={costs} money={money} />}
        {(phase === 'quoted' || phase === 'sending') && (
          <FormField
            label={t`Message to the owner (optional)`}
            error={view.messageRefused ? t`Leave out e-mail addresses, phone numbers and other contact details.` : undefined}
          >
            {(control) => <Textarea {...control} rows={3} value={draft.message} onChange={(event) => send({ type: 'MESSAGE_CHANGED', message: event.target.value })} disabled={busy} />}
          </FormField>
        )}
        {view.failure && !refusal && <ChangeFailure failure={view.failure} onRetry={() => send(phase === 'quoted' ? { type: 'SEND' } : { type: 'SUBMIT_DATES' })} />}
        <div className={css.buttons}>
          <Button type="submit" loading={busy}>
            {phase === 'quoted' || phase === 'sending' ? t`Send the request` : direct ? t`Save the new dates` : t`See what it costs`}
          </Button>
          <Button type="button" variant="ghost" onClick={close} disabled={busy}>
            {t`Cancel`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function CostsOfChange({ costs, money }: { costs: NonNullable<ChangeRequestView['costs']>; money: (minor: number) => string }) {
  const { t } = useLingui();
  const nights = nightsOf({ fromDate: costs.newFromDate, toDate: costs.newToDate });
  const newTotal = money(costs.newTotalPrice);
  const currentTotal = money(costs.currentTotalPrice);
  const amount = money(Math.abs(costs.difference));
  return (
    <div className={css.costs} role="group" aria-label={t`Cost of the change`}>
      <Text>{t`${nights} nights, new total ${newTotal} (now ${currentTotal})`}</Text>
      <Text weight="semibold">
        {costs.difference > 0
          ? t`To pay once the owner accepts: ${amount}`
          : costs.difference < 0
            ? t`Refunded once the owner accepts: ${amount}`
            : t`The price stays the same.`}
      </Text>
    </div>
  );
}
