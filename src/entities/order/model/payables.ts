import type { components } from '@/shared/api';
import { isDepositPayable } from './deposit';
import { nextPayableInstallment } from './installments';
import type { DepositStatus, InstallmentStatus, InstallmentType } from './types';

type S = components['schemas'];

/** What the renter can pay now on a booking, by the API's `payableType` (001 §3 "Payment create"). */
export type PayableKind = 'installment' | 'order' | 'deposit';

export interface OrderPayable {
  kind: PayableKind;
  /** The installment's, order's or deposit's id: `payableId`. */
  id: number;
  /** Minor units. */
  amount: number;
  /** 001 §3 payment purposes: what `POST /payments` says it pays. */
  purpose: S['PaymentPurpose'];
  /** The transaction type it is shown (and its pay action named) by; 001 §3. */
  transaction: S['TransactionType'];
}

/** The order fields the renter's payments read; the API's `Order` has them all. */
export interface OrderMoney {
  id: number;
  installments: readonly { id: number; type: InstallmentType; status: InstallmentStatus; dueAt: string; amount: number }[];
  deposit?: { id: number; status: DepositStatus; amount: number } | null;
}

const isOpen = (status: InstallmentStatus) => status === 'payable' || status === 'expired';

/**
 * 001 §3 transaction types by installment type: the rental fee paid after a down payment
 * is the remaining rental fee; additional drivers are shown as an addition (no own type).
 */
export function transactionOfInstallment(type: InstallmentType, afterDownPayment: boolean): S['TransactionType'] {
  if (type === 'rental_fee' && afterDownPayment) return 'remaining_rental_fee';
  if (type === 'additional_drivers') return 'addition';
  return type;
}

const purposeOfInstallment = (type: InstallmentType): S['PaymentPurpose'] =>
  type === 'down_payment' ? 'down_payment' : type === 'extra_charges' ? 'extra_charges' : 'installment_payment';

/** The installments still to pay (payable or expired), in due order: what completing the payment pays. */
export const openInstallments = <T extends OrderMoney['installments'][number]>(installments: readonly T[]): T[] =>
  installments.filter((i) => isOpen(i.status)).sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt));

/** Everything left to pay on the order, minor units; the sum of its open installments, to the minor unit. */
export const remainingToPay = (order: OrderMoney): number => openInstallments(order.installments).reduce((sum, i) => sum + i.amount, 0);

/**
 * What the renter can pay now, in the order the page offers it:
 * - the next payable installment (001 §4: the first payable, else the first expired one);
 * - the rest of the booking at once (`payableType` order, purpose `total`) when more than one installment is open;
 * - the deposit when payable or expired (001 §4), unless the deposit is paid in cash at check-in;
 * - an extra charge's installment (after check-out) is an installment like any other, paid on its own.
 */
export function payablesOf(order: OrderMoney, options: { cashDeposit: boolean }): OrderPayable[] {
  const afterDownPayment = order.installments.some((i) => i.type === 'down_payment');
  const open = openInstallments(order.installments);
  const next = nextPayableInstallment(open.filter((i) => i.type !== 'extra_charges'));
  const payables: OrderPayable[] = [];
  if (next) {
    payables.push({ kind: 'installment', id: next.id, amount: next.amount, purpose: purposeOfInstallment(next.type), transaction: transactionOfInstallment(next.type, afterDownPayment) });
  }
  if (open.length > 1) {
    payables.push({ kind: 'order', id: order.id, amount: remainingToPay(order), purpose: 'total', transaction: 'rental_fee' });
  }
  for (const charge of open.filter((i) => i.type === 'extra_charges')) {
    payables.push({ kind: 'installment', id: charge.id, amount: charge.amount, purpose: 'extra_charges', transaction: 'extra_charges' });
  }
  if (order.deposit && !options.cashDeposit && isDepositPayable(order.deposit)) {
    payables.push({ kind: 'deposit', id: order.deposit.id, amount: order.deposit.amount, purpose: 'other', transaction: 'reserve_deposit' });
  }
  return payables;
}

/** The same payable in another list (after the order was read again), by kind and id. */
export const samePayable = (a: Pick<OrderPayable, 'kind' | 'id'>, b: Pick<OrderPayable, 'kind' | 'id'>): boolean => a.kind === b.kind && a.id === b.id;

/**
 * The order as it is once a payable is settled, before the API is read again: the installment,
 * every open installment (the order paid at once) or the deposit is paid. The next poll brings
 * the API's own order; until then the page does not offer what was just paid.
 */
export function markPaid<T extends OrderMoney>(order: T, payable: Pick<OrderPayable, 'kind' | 'id'>): T {
  const paidIf = (hit: (i: OrderMoney['installments'][number]) => boolean) => order.installments.map((i) => (hit(i) ? { ...i, status: 'paid' as const } : i));
  switch (payable.kind) {
    case 'installment':
      return { ...order, installments: paidIf((i) => i.id === payable.id) };
    case 'order':
      return { ...order, installments: paidIf((i) => isOpen(i.status)) };
    case 'deposit':
      return order.deposit?.id === payable.id ? { ...order, deposit: { ...order.deposit, status: 'paid' } } : order;
  }
}
