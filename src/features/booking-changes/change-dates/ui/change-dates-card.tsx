import { useLingui } from '@lingui/react/macro';
import type { ChangeRequestEvent, ChangeRequestItem, ChangeRequestView } from '@machines/change-request';
import type { ReactNode } from 'react';
import { changeRequestStatusLabel, nightsOf } from '@/entities/booking';
import type { Currency } from '@/shared/config';
import { useLocale, useLocaleInfo } from '@/shared/i18n';
import { formatDate } from '@/shared/lib/dates';
import { formatMoney } from '@/shared/lib/money';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { Heading } from '@/shared/ui/heading';
import { Stack } from '@/shared/ui/stack';
import { Text } from '@/shared/ui/text';
import { ChangeFailure } from './change-failure';
import * as css from './change-dates.css';

/** The difference of an accepted extension, to be paid through the payment form the page gives. */
export interface ChangePayment {
  installmentId: number;
  amount: number;
  onPaid: () => void;
}

export interface ChangeDatesCardProps {
  view: ChangeRequestView;
  send: (event: ChangeRequestEvent) => void;
  currency: string;
  /** The change-request dialog, shown while the renter edits. */
  dialog?: ReactNode;
  renderPayment: (payment: ChangePayment) => ReactNode;
}

/** The change of dates on the booking detail (001 §2), for both parties: the pending request, its answer, and every request with its status. */
export function ChangeDatesCard({ view, send, currency, dialog, renderPayment }: ChangeDatesCardProps) {
  const { t } = useLingui();
  const { intl } = useLocaleInfo();
  const money = (minor: number) => formatMoney(minor, currency as Currency, intl);
  const { pending, phase } = view;
  return (
    <Stack as="section" gap="md" aria-labelledby="change-dates-heading">
      <Heading level={2} size="md" id="change-dates-heading">
        {t`Change of dates`}
      </Heading>
      {pending && (
        <Stack gap="sm" role="group" aria-label={t`Pending change request`}>
          <Text weight="semibold">{pending.createdBy === view.role ? t`You asked for new dates. The other party has not answered yet.` : t`New dates are asked for. Accept or decline them.`}</Text>
          <RequestSummary request={pending} money={money} />
          {view.failure && <ChangeFailure failure={view.failure} onRetry={() => send({ type: 'RETRY' })} />}
          <div className={css.buttons}>
            {view.mayAnswer && (
              <>
                <Button onClick={() => send({ type: 'ACCEPT' })} loading={phase === 'accepting'} disabled={view.busy}>
                  {t`Accept the new dates`}
                </Button>
                <Button variant="secondary" onClick={() => send({ type: 'DECLINE' })} loading={phase === 'declining'} disabled={view.busy}>
                  {t`Decline the new dates`}
                </Button>
              </>
            )}
            {view.mayWithdraw && (
              <Button variant="secondary" onClick={() => send({ type: 'WITHDRAW' })} loading={phase === 'withdrawing'} disabled={view.busy}>
                {t`Withdraw the request`}
              </Button>
            )}
          </div>
        </Stack>
      )}
      {(phase === 'extension' || phase === 'confirming') && (
        <Stack gap="sm">
          <Text weight="semibold">{t`The owner accepted the new dates. Confirm the change to pay the difference.`}</Text>
          {view.failure && <ChangeFailure failure={view.failure} onRetry={() => send({ type: 'CONFIRM_EXTENSION' })} />}
          <div>
            <Button onClick={() => send({ type: 'CONFIRM_EXTENSION' })} loading={phase === 'confirming'}>
              {t`Confirm the new dates`}
            </Button>
          </div>
        </Stack>
      )}
      {phase === 'paying' && view.booking.differenceDue && (
        <PayDifference amount={money(view.booking.differenceDue.amount)}>
          {renderPayment({ ...view.booking.differenceDue, onPaid: () => send({ type: 'PAID' }) })}
        </PayDifference>
      )}
      {phase === 'paid' && (
        <Stack gap="sm">
          <Text role="status" tone="success" weight="semibold">
            {t`Payment received. The booking has its new dates.`}
          </Text>
          <div>
            <Button variant="secondary" onClick={() => send({ type: 'CLOSE' })}>
              {t`Done`}
            </Button>
          </div>
        </Stack>
      )}
      {view.mayOpen && (
        <div>
          <Button variant="secondary" onClick={() => send({ type: 'OPEN' })}>
            {t`Change the dates`}
          </Button>
        </div>
      )}
      {view.requests.length > 0 && <RequestList requests={view.requests} money={money} />}
      {dialog}
    </Stack>
  );
}

/** The difference is paid in the payments issue's dialog; closed, the button opens it again. */
function PayDifference({ amount, children }: { amount: string; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <Stack gap="sm">
      <Text weight="semibold">{t`The new dates cost ${amount} more.`}</Text>
      <div>
        <Dialog title={t`Pay for the change of dates`} trigger={<Button>{t`Pay ${amount}`}</Button>}>
          {children}
        </Dialog>
      </div>
    </Stack>
  );
}

function RequestSummary({ request, money }: { request: ChangeRequestItem; money: (minor: number) => string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const from = formatDate(request.newFromDate, locale);
  const to = formatDate(request.newToDate, locale);
  const nights = nightsOf({ fromDate: request.newFromDate, toDate: request.newToDate });
  const difference = request.costs?.difference ?? 0;
  const amount = money(Math.abs(difference));
  return (
    <>
      <Text>{t`${from} – ${to} (${nights} nights)`}</Text>
      {request.costs && (
        <Text size="sm">
          {difference > 0 ? t`${amount} more` : difference < 0 ? t`${amount} less` : t`Same price`}
        </Text>
      )}
      {request.message && <Text size="sm">“{request.message}”</Text>}
    </>
  );
}

function RequestList({ requests, money }: { requests: ChangeRequestItem[]; money: (minor: number) => string }) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="sm">
      <Heading level={3} size="sm">
        {t`Change requests`}
      </Heading>
      <ul className={css.list}>
        {requests.map((request) => (
          <li key={request.id} className={css.item}>
            <Text weight="semibold">{changeRequestStatusLabel(i18n, request.status)}</Text>
            <RequestSummary request={request} money={money} />
          </li>
        ))}
      </ul>
    </Stack>
  );
}
