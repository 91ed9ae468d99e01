import { installmentsDepositsMachine, selectInstallmentsDepositsView, type InstallmentsDepositsEvent } from '@machines/installments-deposits';
import { depositDue, installmentsDepositsInput } from '../../machines/installments-deposits/installments-deposits.fixtures';
import { doneEvent } from '../../machines/testing/model-coverage';
import { defineModel } from '../support/machine-replay/types';

/**
 * The renter's payments section as the replay walks it (docs/machine-replay.md): a confirmed booking
 * with the remaining rental fee to pay, and one whose deposit is reservable. Paying is the gesture
 * (the dialog, the saved card, Pay); the payment child's answer is the sandbox's success.
 */

const events: InstallmentsDepositsEvent[] = [
  { type: 'PAY', kind: 'installment', id: 42 },
  { type: 'PAY', kind: 'deposit', id: 61 },
  { type: 'DISMISS' },
];

export const installmentsDepositsModel = defineModel({
  machine: installmentsDepositsMachine,
  events,
  outcomes: {
    payment: () => doneEvent('payment', { paymentId: 501, status: 'succeeded' }),
  },
  // A reload reads the order as it is; a payment dialog that was open opens again (kept for the tab).
  restart: (s) => ({ money: s.context.money, now: s.context.now, resume: s.context.paying ? { kind: s.context.paying.kind, id: s.context.paying.id } : undefined }),
  serialize: (s) => JSON.stringify([s.value, s.context.paying?.id, s.context.paid?.id, s.context.money.order.installments.map((i) => i.status), s.context.money.order.deposit?.status]),
  view: (s) => selectInstallmentsDepositsView(s),
  starts: {
    /** Confirmed, 25 % paid, the remaining rental fee payable; the deposit 40 days away. */
    installmentDue: installmentsDepositsInput(),
    /** Everything paid, the trip 5 days away: the deposit is reservable. */
    depositDue: installmentsDepositsInput({ money: depositDue(), now: '2026-12-25T10:00:00.000Z' }),
  },
});
