import { calendarDaysUntil, startOfDate } from '@/shared/lib/dates';
import type { InstallmentStatus } from './types';

// 001 §9: down payment threshold 0.99; first payment 25%; rest due 30 days before start.
export const DOWN_PAYMENT_THRESHOLD = 0.99;
export const FIRST_PAYMENT_PERCENTAGE = 25;
export const REMAINDER_DUE_DAYS_BEFORE_START = 30;

/** 001 §4: a down payment applies when downPaymentPercentage is below 0.99 (at or above, everything is paid at once). */
export const hasDownPayment = (downPaymentPercentage: number): boolean => downPaymentPercentage < DOWN_PAYMENT_THRESHOLD;

export interface PlannedInstallment {
  type: 'down_payment' | 'rental_fee';
  amount: number;
  dueAt: Date;
}

/**
 * 001 §4: the first payment is 25% of the total, due when booking; the rest is due
 * 30 days before the start. When the start is 30 days away or less the rest would
 * already be due, so the whole total is one rental_fee installment due when booking.
 * The 25% is rounded to whole minor units and the remainder absorbs the rounding,
 * so the installments always add up to the total.
 */
export function installmentPlan(totalMinor: number, fromDate: string, bookedAt: Date): PlannedInstallment[] {
  if (calendarDaysUntil(bookedAt, fromDate) <= REMAINDER_DUE_DAYS_BEFORE_START) {
    return [{ type: 'rental_fee', amount: totalMinor, dueAt: bookedAt }];
  }
  const first = Math.round((totalMinor * FIRST_PAYMENT_PERCENTAGE) / 100);
  return [
    { type: 'down_payment', amount: first, dueAt: bookedAt },
    { type: 'rental_fee', amount: totalMinor - first, dueAt: startOfDate(fromDate, -REMAINDER_DUE_DAYS_BEFORE_START) },
  ];
}

type Listable = { status: InstallmentStatus; dueAt: string };

const byDueDate = <T extends Listable>(installments: readonly T[]): T[] =>
  [...installments].sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt));

/** 001 §4: the first payable installment, otherwise the first expired one (earliest due first). */
export function nextPayableInstallment<T extends Listable>(installments: readonly T[]): T | undefined {
  const ordered = byDueDate(installments);
  return ordered.find((i) => i.status === 'payable') ?? ordered.find((i) => i.status === 'expired');
}

/** 001 §4: only payable, expired and paid installments are listed; pending ones are not yet relevant. */
export const listedInstallments = <T extends { status: InstallmentStatus }>(installments: readonly T[]): T[] =>
  installments.filter((i) => i.status === 'payable' || i.status === 'expired' || i.status === 'paid');
