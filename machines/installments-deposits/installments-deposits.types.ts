import type { OrderMoney, OrderPayable, OrderStatus, PayableKind } from '@/entities/order';

/** The money of one booking as the renter's payments read it; the page makes it from the booking and its polled order. */
export interface BookingMoney {
  order: OrderMoney & { status: OrderStatus };
  /** `sek`, `nok`, `eur`, `dkk`, `chf`. */
  currency: string;
  /** Country of the payment-provider account that takes the payment (001 §9). */
  country: string;
  /** The deposit is handed over in cash at check-in: nothing to pay by card. */
  cashDeposit: boolean;
  /** 001 §4: the initial payment was delayed (flagged or instant), so later payments are captured at once. */
  initialPaymentDelayed: boolean;
  /** `YYYY-MM-DD`. */
  fromDate: string;
  /** ISO; null while the request is unanswered. */
  acceptedAt: string | null;
  /** ISO; when the check-out was approved (the vehicle returned). */
  returnedAt: string | null;
  /** A damage case holds the deposit until resolved (001 §4). */
  damageCaseOpen: boolean;
}

/** The payable being paid, by the API's `payableType` and `payableId`: what is kept across a reload. */
export interface PayableRef {
  kind: PayableKind;
  id: number;
}

export interface InstallmentsDepositsInput {
  money: BookingMoney;
  /** ISO; every deadline is measured against it, moved on by TICK (no timers in the machine). */
  now: string;
  /** A payment the renter had open before a reload: reopened when still payable. */
  resume?: PayableRef;
}

export type { OrderPayable };
