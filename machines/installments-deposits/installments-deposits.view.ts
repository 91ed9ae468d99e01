import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { paymentMachine } from '@machines/payment';
import { paymentDeadline } from '@/entities/booking';
import {
  depositMomentAt,
  depositReleaseDate,
  depositReservationDate,
  listedInstallments,
  payablesOf,
  transactionOfInstallment,
  type DepositMoment,
  type OrderPayable,
} from '@/entities/order';
import type { installmentsDepositsMachine } from './installments-deposits.machine';
import type { BookingMoney } from './installments-deposits.types';

export type InstallmentsDepositsPhase = 'nothingDue' | 'due' | 'paying' | 'paid';

export interface InstallmentRow {
  id: number;
  installment: BookingMoney['order']['installments'][number] & { paidAt?: string | null; refundStatus?: 'pending' | 'succeeded' | 'failed' | null };
  transaction: OrderPayable['transaction'];
}

export interface InstallmentsDepositsView {
  phase: InstallmentsDepositsPhase;
  money: BookingMoney;
  /** 001 §4: only payable, expired and paid installments, with the transaction type each is named by. */
  rows: InstallmentRow[];
  /** The next payable installment (001 §4), not an extra charge. */
  next?: OrderPayable;
  /** Everything left at once (`payableType` order), when more than one installment is open. */
  whole?: OrderPayable;
  deposit?: OrderPayable;
  extraCharges: OrderPayable[];
  paying?: OrderPayable;
  paid?: OrderPayable;
  /** The payment child while paying: the dialog's form is driven by it. */
  payment?: ActorRefFrom<typeof paymentMachine>;
  /** 001 §4: the first payment is charged automatically 48 hours after acceptance; while it is open. */
  automaticChargeAt?: Date;
  deposits: {
    moment?: DepositMoment;
    /** `YYYY-MM-DD`: reserved on the card from then (6 days before the start). */
    reservationDate: string;
    /** 48 hours after the return, unless a damage case holds it. */
    releaseAt?: Date;
  };
}

type Snapshot = SnapshotFrom<typeof installmentsDepositsMachine>;
const PHASES: readonly InstallmentsDepositsPhase[] = ['nothingDue', 'due', 'paying', 'paid'];

/** What the renter's payments section shows in a snapshot; every deadline from the context's timestamps and `now`. */
export function selectInstallmentsDepositsView(snapshot: Snapshot): InstallmentsDepositsView {
  const { money, now, paying, paid } = snapshot.context;
  const phase = PHASES.find((name) => snapshot.matches(name)) ?? 'nothingDue';
  const installments = money.order.installments as InstallmentRow['installment'][];
  const afterDownPayment = installments.some((i) => i.type === 'down_payment');
  const payables = payablesOf(money.order, { cashDeposit: money.cashDeposit });
  const firstOpen = installments.find((i) => i.status !== 'paid' && i.status !== 'pending');
  const firstPaymentOpen = firstOpen !== undefined && !installments.some((i) => i.status === 'paid');
  return {
    phase,
    money,
    rows: listedInstallments(installments).map((installment) => ({ id: installment.id, installment, transaction: transactionOfInstallment(installment.type, afterDownPayment) })),
    next: payables.find((p) => p.kind === 'installment' && p.purpose !== 'extra_charges'),
    whole: payables.find((p) => p.kind === 'order'),
    deposit: payables.find((p) => p.kind === 'deposit'),
    extraCharges: payables.filter((p) => p.purpose === 'extra_charges'),
    paying,
    paid,
    payment: snapshot.children['payment'] as ActorRefFrom<typeof paymentMachine> | undefined,
    automaticChargeAt: money.acceptedAt && firstPaymentOpen ? paymentDeadline(money.acceptedAt) : undefined,
    deposits: {
      moment: money.order.deposit ? depositMomentAt(money.order.deposit, { fromDate: money.fromDate, returnedAt: money.returnedAt, damageCaseOpen: money.damageCaseOpen }, new Date(now)) : undefined,
      reservationDate: depositReservationDate(money.fromDate),
      releaseAt: money.returnedAt && !money.damageCaseOpen ? depositReleaseDate(money.returnedAt) : undefined,
    },
  };
}
