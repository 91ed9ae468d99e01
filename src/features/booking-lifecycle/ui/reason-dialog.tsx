import { useLingui } from '@lingui/react/macro';
import type { BookingLifecycleEvent, LifecycleActionView, LifecycleView } from '@machines/booking-lifecycle';
import { cancellationReasonLabel, type CancellationReason } from '@/entities/booking';
import { cancellationPolicyLabel } from '@/entities/vehicle';
import type { Currency } from '@/shared/config';
import { useLocaleInfo } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { FormField } from '@/shared/ui/form-field';
import { Textarea } from '@/shared/ui/input';
import { RadioGroup } from '@/shared/ui/radio-group';
import { Text } from '@/shared/ui/text';
import { ActionFailure } from './action-failure';
import * as css from './booking-actions.css';

export interface ReasonDialogProps {
  view: LifecycleView;
  action: LifecycleActionView;
  send: (event: BookingLifecycleEvent) => void;
}

/** Decline, withdraw or cancel: a reason of 001 §9, a message to the other party and, for a cancellation, the refund first. */
export function ReasonDialog({ view, action, send }: ReasonDialogProps) {
  const { t, i18n } = useLingui();
  const { intl } = useLocaleInfo();
  const money = (minor: number) => formatMoney(minor, view.refund.currency as Currency, intl);
  const titles = {
    decline: t`Decline the request`,
    withdraw: t`Withdraw your request`,
    cancel: t`Cancel the booking`,
  } as const;
  const confirms = {
    decline: t`Decline request`,
    withdraw: t`Withdraw request`,
    cancel: t`Cancel booking`,
  } as const;
  const kind = action.kind as keyof typeof titles;
  const busy = action.step === 'submitting';
  const policyName = cancellationPolicyLabel(i18n, view.refund.policy);
  const refundShown = kind === 'cancel' || (kind === 'withdraw' && view.refund.paidAmount > 0);

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && send({ type: 'DISMISS' })} title={titles[kind]} closeable={!busy}>
      <div className={css.dialogBody}>
        <RadioGroup
          label={t`Reason`}
          required
          items={action.reasons.map((reason) => ({ value: reason, label: cancellationReasonLabel(i18n, reason as CancellationReason) }))}
          value={action.draft.reason ?? ''}
          onValueChange={(reason) => send({ type: 'SET_REASON', reason })}
          disabled={busy}
        />
        <FormField label={view.role === 'owner' ? t`Message to the renter (optional)` : t`Message to the owner (optional)`}>
          {(control) => (
            <Textarea {...control} rows={3} value={action.draft.message} onChange={(event) => send({ type: 'SET_MESSAGE', message: event.target.value })} disabled={busy} />
          )}
        </FormField>
        {action.blocksDates && (
          <Text size="sm">{t`These dates will be blocked in your vehicle’s calendar, so no one else can ask for them.`}</Text>
        )}
        {refundShown && (
          <div className={css.refund} aria-label={t`Refund`} role="group">
            <Text weight="semibold">{t`Refund: ${money(view.refund.amount)}`}</Text>
            {view.role === 'renter' && kind === 'cancel' ? (
              <Text size="sm">
                {t`${view.refund.percentage} % of the ${money(view.refund.paidAmount)} paid, by the vehicle's cancellation policy (${policyName}) with ${view.refund.daysOfNotice} days' notice.`}
              </Text>
            ) : (
              <Text size="sm">{t`Everything paid is refunded.`}</Text>
            )}
          </div>
        )}
        {action.step === 'failed' && <ActionFailure failure={action.failure} onRetry={() => send({ type: 'RETRY' })} />}
        {action.step === 'choosingReason' && !action.draft.reason && <Text size="sm" tone="muted">{t`Choose a reason to continue.`}</Text>}
        <div className={css.buttons}>
          <Button type="button" onClick={() => send({ type: 'SUBMIT' })} variant={kind === 'withdraw' ? 'primary' : 'danger'} loading={busy} disabled={!action.draft.reason || action.step === 'failed'}>
            {confirms[kind]}
          </Button>
          <Button type="button" variant="ghost" onClick={() => send({ type: 'DISMISS' })} disabled={busy}>
            {t`Back`}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
