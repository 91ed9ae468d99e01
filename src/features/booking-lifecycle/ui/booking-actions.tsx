import { useLingui } from '@lingui/react/macro';
import type { BookingLifecycleEvent, LifecycleView } from '@machines/booking-lifecycle';
import { lazy, Suspense, type ReactNode } from 'react';
import type { BookingActionKind } from '@/entities/booking';
import type { AnswerRequirement } from '@/entities/user';
import { Button } from '@/shared/ui/button';
import { Heading } from '@/shared/ui/heading';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { useLocaleInfo, withCatalogs } from '@/shared/i18n';
import { ActionFailure } from './action-failure';
import { AnswerRequirements } from './answer-requirements';
import * as css from './booking-actions.css';
import { useStatusText } from './use-status-text';

/** What the payment slot gets: the installment that confirms the booking once paid. */
export interface FirstPayment {
  installmentId: number;
  amount: number;
  currency: string;
  onPaid: () => void;
}

type Send = (event: BookingLifecycleEvent) => void;

export interface BookingActionsProps {
  view: LifecycleView;
  send: Send;
  /** Renders the payment form for the first payment after acceptance (the page passes the pay feature's form). */
  renderPayment?: (payment: FirstPayment) => ReactNode;
  /** The owner's missing steps before answering a request (`missingToAnswerRequests`); none by default. */
  answerRequirements?: readonly AnswerRequirement[];
  /** Where those steps bring the owner back: this booking's path. */
  returnTo?: string;
}

// The reason dialog (Radix dialog, radio group, scroll lock) loads when a decline, withdrawal or
// cancellation starts, or when the pointer or focus reaches its button, not with the panel.
const loadReasonDialog = () => import('./reason-dialog');
// The accept dialogs' words are in the `handover` catalog, loaded with them: the booking page is at its budget.
const loadAcceptDialog = withCatalogs(['handover'], () => import('./accept-dialog'));
const loadDatesUnavailableDialog = withCatalogs(['handover'], () => import('./dates-unavailable-dialog'));
const ReasonDialog = lazy(() => loadReasonDialog().then((module) => ({ default: module.ReasonDialog })));
const AcceptDialog = lazy(() => loadAcceptDialog().then((module) => ({ default: module.AcceptDialog })));
const DatesUnavailableDialog = lazy(() => loadDatesUnavailableDialog().then((module) => ({ default: module.DatesUnavailableDialog })));
const preloadReasonDialog = { onPointerEnter: () => void loadReasonDialog(), onFocus: () => void loadReasonDialog() };
// Accepting may end in the unavailable-dates modal, and from there in the decline dialog.
const preloadAcceptDialogs = () => Promise.all([loadAcceptDialog(), loadDatesUnavailableDialog(), loadReasonDialog()]);
const preloadAccept = { onPointerEnter: () => void preloadAcceptDialogs(), onFocus: () => void preloadAcceptDialogs() };

export const formatDeadline = (date: Date, intl: string) => new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short' }).format(date);

/** What the phase offers this party (the status table) that the rules allow now (the permissions). */
export const offered = (view: LifecycleView, kind: Exclude<BookingActionKind, 'continue'>): boolean =>
  view.status.actions.includes(kind) && view.permissions[kind];

/** The booking's next steps for this party: deadlines, the buttons the phase offers and the rules allow, and each action's dialog. */
export function BookingActions({ view, send, renderPayment, answerRequirements = [], returnTo = '/' }: BookingActionsProps) {
  const { t } = useLingui();
  const { intl } = useLocaleInfo();
  const status = useStatusText(view);
  const { permissions, action } = view;
  const busy = action?.step === 'submitting';
  // 002 §4.4: the owner's missing steps take the place of Accept and Decline.
  const mustPrepare = view.role === 'owner' && answerRequirements.length > 0 && (offered(view, 'accept') || offered(view, 'decline'));

  return (
    <Stack as="section" gap="md" aria-labelledby="booking-actions-heading">
      <Heading level={2} size="md" id="booking-actions-heading">
        {t`Status`}
      </Heading>
      <Text>{status}</Text>

      {view.responseDeadline && (
        <Text className={css.notice}>
          {view.role === 'owner'
            ? t`Answer by ${formatDeadline(view.responseDeadline, intl)}.`
            : t`The owner answers by ${formatDeadline(view.responseDeadline, intl)}.`}
        </Text>
      )}
      {view.paymentDeadline && (
        <Text className={css.notice}>
          {view.role === 'renter'
            ? t`Pay by ${formatDeadline(view.paymentDeadline, intl)} to confirm the booking; after that you are charged automatically.`
            : t`The renter pays by ${formatDeadline(view.paymentDeadline, intl)}.`}
        </Text>
      )}

      {mustPrepare && <AnswerRequirements missing={answerRequirements} returnTo={returnTo} />}
      <ButtonsFor view={view} send={send} busy={busy} withoutAnswers={mustPrepare} />

      {permissions.cancelThroughSupport && <Text tone="muted">{t`Only support can cancel a confirmed booking. Contact support if you cannot rent it out.`}</Text>}

      {view.confirmingPayment && <Text role="status">{t`Payment received. Confirming your booking…`}</Text>}
      {offered(view, 'pay') && !view.confirmingPayment && view.booking.nextPayableInstallment && (
        <Stack gap="sm">
          {renderPayment ? (
            renderPayment({
              installmentId: view.booking.nextPayableInstallment.id,
              amount: view.booking.nextPayableInstallment.amount,
              currency: view.booking.currency,
              onPaid: () => send({ type: 'PAID' }),
            })
          ) : (
            <Text tone="muted">{t`Payment is not available here yet.`}</Text>
          )}
        </Stack>
      )}

      {action?.kind === 'accept' && (action.step === 'checking' || action.step === 'confirming' || action.step === 'submitting') && (
        <Suspense fallback={null}>
          <AcceptDialog view={view} action={action} send={send} />
        </Suspense>
      )}
      {action?.kind === 'accept' && action.step === 'datesUnavailable' && (
        <Suspense fallback={null}>
          <DatesUnavailableDialog view={view} action={action} send={send} />
        </Suspense>
      )}
      {action && (action.kind === 'accept' || action.kind === 'extend') && action.step === 'failed' && (
        <ActionFailure failure={action.failure} onRetry={() => send({ type: 'RETRY' })} onClose={() => send({ type: 'DISMISS' })} />
      )}
      {action && (action.kind === 'decline' || action.kind === 'withdraw' || action.kind === 'cancel') && (
        <Suspense fallback={null}>
          <ReasonDialog view={view} action={action} send={send} />
        </Suspense>
      )}
    </Stack>
  );
}

function ButtonsFor({ view, send, busy, withoutAnswers }: { view: LifecycleView; send: Send; busy: boolean; withoutAnswers: boolean }) {
  const { t } = useLingui();
  const { action } = view;
  const buttons: ReactNode[] = [];
  if (offered(view, 'accept') && !withoutAnswers) {
    buttons.push(
      <Button key="accept" {...preloadAccept} onClick={() => send({ type: 'ACCEPT' })} loading={busy && action?.kind === 'accept'} disabled={Boolean(action)}>
        {t`Accept`}
      </Button>,
    );
  }
  if (offered(view, 'decline') && !withoutAnswers) {
    buttons.push(
      <Button key="decline" variant="secondary" {...preloadReasonDialog} onClick={() => send({ type: 'DECLINE' })} disabled={Boolean(action)}>
        {t`Decline`}
      </Button>,
    );
  }
  if (offered(view, 'extend')) {
    buttons.push(
      <Button key="extend" variant="ghost" onClick={() => send({ type: 'EXTEND' })} loading={busy && action?.kind === 'extend'} disabled={Boolean(action)}>
        {t`Extend by 72 hours`}
      </Button>,
    );
  }
  if (offered(view, 'withdraw')) {
    buttons.push(
      <Button key="withdraw" variant="secondary" {...preloadReasonDialog} onClick={() => send({ type: 'WITHDRAW' })} disabled={Boolean(action)}>
        {t`Withdraw request`}
      </Button>,
    );
  }
  if (offered(view, 'cancel')) {
    buttons.push(
      <Button key="cancel" variant="danger" {...preloadReasonDialog} onClick={() => send({ type: 'CANCEL' })} disabled={Boolean(action)}>
        {t`Cancel booking`}
      </Button>,
    );
  }
  if (buttons.length === 0) return null;
  return <div className={css.buttons}>{buttons}</div>;
}
