import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';
import { paymentMachine } from '@machines/payment';
import { allPaid, bookingMoney, depositDue, extraChargeDue, installmentsDepositsInput, twoOpen } from './installments-deposits.fixtures';
import { installmentsDepositsMachine, paymentInputOf } from './installments-deposits.machine';
import { selectInstallmentsDepositsView } from './installments-deposits.view';

const start = (overrides: Parameters<typeof installmentsDepositsInput>[0] = {}) => initialTransition(installmentsDepositsMachine, installmentsDepositsInput(overrides))[0];

describe('installments and deposits machine', () => {
  it('offers the remaining rental fee as the next payable, captured at once after confirmation', () => {
    const view = selectInstallmentsDepositsView(start());
    expect(view.phase).toBe('due');
    expect(view.next).toEqual({ kind: 'installment', id: 42, amount: 1_237_500, purpose: 'installment_payment', transaction: 'remaining_rental_fee' });
    expect(view.whole).toBeUndefined();
    if (!view.next) throw new Error('no next payable');
    expect(paymentInputOf(bookingMoney(), view.next)).toEqual({
      payable: { type: 'installment', id: 42 },
      amount: 1_237_500,
      currency: 'sek',
      country: 'se',
      purpose: 'installment_payment',
      immediateCapture: true,
    });
  });

  it('pays one payable through the payment machine as a child, then confirms it', () => {
    const actor = createActor(installmentsDepositsMachine.provide({ actors: { payment: paymentMachine } }), { input: installmentsDepositsInput() }).start();
    actor.send({ type: 'PAY', kind: 'installment', id: 42 });
    const view = selectInstallmentsDepositsView(actor.getSnapshot());
    expect(view.phase).toBe('paying');
    expect(view.payment?.getSnapshot().value).toBe('editing');
    expect(view.payment?.getSnapshot().context).toMatchObject({ payable: { type: 'installment', id: 42 }, amount: 1_237_500 });
    actor.stop();
  });

  it('refuses to pay what is not payable now', () => {
    const [after] = transition(installmentsDepositsMachine, start(), { type: 'PAY', kind: 'deposit', id: 61 });
    expect(after.value).toBe('due');
  });

  it('reopens the payment the renter had open before a reload, only while it is still payable', () => {
    expect(start({ resume: { kind: 'installment', id: 42 } }).value).toBe('paying');
    expect(start({ money: allPaid(), resume: { kind: 'installment', id: 42 } }).value).toBe('nothingDue');
  });

  it('closes the dialog when the payable was paid meanwhile, and keeps it open on other news', () => {
    const [paying] = transition(installmentsDepositsMachine, start(), { type: 'PAY', kind: 'installment', id: 42 });
    expect(transition(installmentsDepositsMachine, paying, { type: 'MONEY_UPDATED', money: twoOpen() })[0].value).toBe('paying');
    expect(transition(installmentsDepositsMachine, paying, { type: 'MONEY_UPDATED', money: allPaid() })[0].value).toBe('nothingDue');
  });

  it('offers the deposit 6 days before the start, a reservation not captured', () => {
    const view = selectInstallmentsDepositsView(start({ money: depositDue(), now: '2026-12-24T08:00:00.000Z' }));
    expect(view.deposit).toMatchObject({ kind: 'deposit', id: 61, amount: 500_000 });
    expect(view.deposits).toMatchObject({ moment: 'reservable', reservationDate: '2026-12-24' });
    if (!view.deposit) throw new Error('no deposit payable');
    expect(paymentInputOf(depositDue(), view.deposit).immediateCapture).toBeUndefined();
  });

  it('reads deadlines from timestamps: the automatic charge 48 hours after acceptance, the release 48 hours after the return', () => {
    const unpaid = bookingMoney({ order: { ...bookingMoney().order, installments: [{ id: 41, type: 'rental_fee', status: 'payable', dueAt: '2026-11-01T09:00:00.000Z', amount: 1_650_000 }] } });
    expect(selectInstallmentsDepositsView(start({ money: unpaid })).automaticChargeAt?.toISOString()).toBe('2026-11-03T09:00:00.000Z');
    expect(selectInstallmentsDepositsView(start()).automaticChargeAt).toBeUndefined();
    const returned = extraChargeDue();
    const view = selectInstallmentsDepositsView(start({ money: returned, now: '2027-01-05T10:00:00.000Z' }));
    expect(view.deposits.releaseAt?.toISOString()).toBe('2027-01-06T10:00:00.000Z');
    expect(view.extraCharges).toEqual([{ kind: 'installment', id: 43, amount: 45_000, purpose: 'extra_charges', transaction: 'extra_charges' }]);
    expect(view.deposit).toBeUndefined();
  });

  it('moves only its clock on TICK', () => {
    const [ticked] = transition(installmentsDepositsMachine, start(), { type: 'TICK', now: '2026-12-24T00:00:00.000Z' });
    expect(ticked.context.now).toBe('2026-12-24T00:00:00.000Z');
    expect(ticked.value).toBe('due');
  });
});

describe('installments and deposits machine after a payment', () => {
  it('reads the paid installment as paid until the next poll, and offers nothing left', () => {
    const [paying] = transition(installmentsDepositsMachine, start(), { type: 'PAY', kind: 'installment', id: 42 });
    const [paid] = transition(installmentsDepositsMachine, paying, { type: 'xstate.done.actor.payment', output: { paymentId: 501, status: 'succeeded' } } as never);
    expect(paid.value).toBe('paid');
    expect(selectInstallmentsDepositsView(paid).rows.map((row) => row.installment.status)).toEqual(['paid', 'paid']);
    expect(transition(installmentsDepositsMachine, paid, { type: 'DISMISS' })[0].value).toBe('nothingDue');
  });
});
