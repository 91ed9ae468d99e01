import { paymentMachine, type PaymentInput } from '@machines/payment';
import { assign, setup } from 'xstate';
import { capturesImmediately, markPaid, payablesOf, samePayable, type OrderPayable } from '@/entities/order';
import type { BookingMoney, InstallmentsDepositsInput, PayableRef } from './installments-deposits.types';

export interface InstallmentsDepositsContext {
  money: BookingMoney;
  now: string;
  /** The payable whose payment dialog is open. */
  paying?: OrderPayable;
  /** The payable just paid, for the confirmation. */
  paid?: OrderPayable;
}

export type InstallmentsDepositsEvent =
  | { type: 'MONEY_UPDATED'; money: BookingMoney }
  | { type: 'TICK'; now: string }
  | ({ type: 'PAY' } & PayableRef)
  | { type: 'DISMISS' };

const payablesNow = (money: BookingMoney) => payablesOf(money.order, { cashDeposit: money.cashDeposit });
const findPayable = (money: BookingMoney, ref: PayableRef | undefined) => (ref ? payablesNow(money).find((p) => samePayable(p, ref)) : undefined);

/** What the payment child is started with: the payable, its amount and purpose, the booking's currency and account. */
export function paymentInputOf(money: BookingMoney, payable: OrderPayable): PaymentInput {
  return {
    payable: { type: payable.kind, id: payable.id },
    amount: payable.amount,
    currency: money.currency,
    country: money.country,
    purpose: payable.purpose,
    // 001 §4: a deposit is reserved, not captured; later payments are captured at once as the rule says.
    immediateCapture: payable.kind === 'deposit' ? undefined : capturesImmediately(money.initialPaymentDelayed, money.order.status),
  };
}

/**
 * The money of one booking over time, for its renter (001 §4): what is payable now (the next
 * installment, the rest at once, the deposit, an extra charge), paid one at a time through
 * `machines/payment` as an invoked child. Deadlines (the automatic charge 48 hours after
 * acceptance, the deposit's reservation and release) are read from the timestamps in
 * context by the view, so a restored snapshot shows them right; TICK only moves `now`.
 */
export const installmentsDepositsMachine = setup({
  types: {
    context: {} as InstallmentsDepositsContext,
    events: {} as InstallmentsDepositsEvent,
    input: {} as InstallmentsDepositsInput,
  },
  actors: { payment: paymentMachine },
  guards: {
    isPaying: ({ context }) => context.paying !== undefined,
    hasPayables: ({ context }) => payablesNow(context.money).length > 0,
    isPayableNow: ({ context }, ref: PayableRef) => findPayable(context.money, ref) !== undefined,
    payingGone: ({ context }, money: BookingMoney) => findPayable(money, context.paying) === undefined,
  },
}).createMachine({
  id: 'installmentsDeposits',
  initial: 'routing',
  context: ({ input }) => ({ money: input.money, now: input.now, paying: findPayable(input.money, input.resume) }),
  on: {
    TICK: { actions: assign({ now: ({ event }) => event.now }) },
  },
  states: {
    /** Decides from the order alone; a payment open before a reload is reopened when still payable. */
    routing: {
      always: [{ guard: 'isPaying', target: 'paying' }, { guard: 'hasPayables', target: 'due' }, { target: 'nothingDue' }],
    },

    nothingDue: {
      on: { MONEY_UPDATED: { target: 'routing', actions: assign({ money: ({ event }) => event.money }) } },
    },

    due: {
      on: {
        MONEY_UPDATED: { target: 'routing', actions: assign({ money: ({ event }) => event.money }) },
        PAY: {
          guard: { type: 'isPayableNow', params: ({ event }) => ({ kind: event.kind, id: event.id }) },
          target: 'paying',
          actions: assign({ paying: ({ context, event }) => findPayable(context.money, event) }),
        },
      },
    },

    paying: {
      invoke: {
        id: 'payment',
        src: 'payment',
        input: ({ context }) => {
          // routing and PAY only come here with a payable.
          if (!context.paying) throw new Error('Paying without a payable');
          return paymentInputOf(context.money, context.paying);
        },
        // Settled: the order is read as paid until the next poll brings the API's own.
        onDone: {
          target: 'paid',
          actions: assign(({ context }) => ({
            paid: context.paying,
            paying: undefined,
            money: context.paying ? { ...context.money, order: markPaid(context.money.order, context.paying) } : context.money,
          })),
        },
      },
      on: {
        MONEY_UPDATED: [
          // Paid meanwhile (charged automatically, or in another tab): nothing left to pay here.
          { guard: { type: 'payingGone', params: ({ event }) => event.money }, target: 'routing', actions: assign({ money: ({ event }) => event.money, paying: undefined }) },
          // The form keeps what the renter chose; the amounts it pays are the ones it opened with.
          { actions: assign({ money: ({ event }) => event.money }) },
        ],
        DISMISS: { target: 'routing', actions: assign({ paying: undefined }) },
      },
    },

    paid: {
      on: {
        MONEY_UPDATED: { actions: assign({ money: ({ event }) => event.money }) },
        DISMISS: { target: 'routing', actions: assign({ paid: undefined }) },
      },
    },
  },
});
