import type { components } from '@/shared/api';

type S = components['schemas'];
export type Payout = S['Payout'];
export type YearStats = S['YearStats'];
export type PayoutReport = S['PayoutReport'];

/** 002 §9: a payout arrives in 5 to 10 working days. */
export const PAYOUT_WORKING_DAYS = { min: 5, max: 10 } as const;

/** The year's figures of `/me/year-stats`; a year without completed bookings is all zeros. */
export function yearFigures(stats: readonly YearStats[], year: number, currency: string): YearStats {
  return stats.find((s) => s.year === year) ?? { year, bookings: 0, nights: 0, earnings: 0, drivenKilometres: 0, currency: currency as YearStats['currency'] };
}

/** Payouts still to reach the bank: started ones (estimated or not) and those on their way. */
const isComing = (payout: Payout): boolean => payout.status === 'pending' || payout.status === 'in_transit';

export interface DueNext {
  /** The coming payouts, the one arriving first first (those without a date last). */
  payouts: Payout[];
  /** Their sum, minor units, when they share one currency. */
  total: number;
  currency: Payout['currency'] | undefined;
}

/** What is due next: the payouts not yet paid, soonest first, and what they add up to. */
export function dueNext(payouts: readonly Payout[]): DueNext {
  const coming = payouts.filter(isComing).sort((a, b) => (a.arrivalDate ?? '9999').localeCompare(b.arrivalDate ?? '9999') || a.id - b.id);
  const currencies = new Set(coming.map((p) => p.currency));
  const currency = currencies.size === 1 ? coming[0]?.currency : undefined;
  return { payouts: coming, total: currency ? coming.reduce((sum, p) => sum + p.amount, 0) : 0, currency };
}

/** A payout's transactions add up to its amount unless it is an estimate; the sum, minor units. */
export const transactionsTotal = (payout: Pick<Payout, 'bookingTransactions'>): number => payout.bookingTransactions.reduce((sum, t) => sum + t.amount, 0);

export interface ReportYear {
  year: string;
  /** Latest month first. */
  months: PayoutReport[];
  /** The year's total payout: the latest month's `yearlyTotal` (paid in the year up to that month), else the months' sum. */
  total: number;
  drivenKilometres: number;
  currency: PayoutReport['currency'];
}

/** The monthly reports grouped by year, latest first, with the year's totals. */
export function reportYears(reports: readonly PayoutReport[]): ReportYear[] {
  const years = new Map<string, PayoutReport[]>();
  for (const report of [...reports].sort((a, b) => b.month.localeCompare(a.month))) {
    const year = report.month.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), report]);
  }
  return [...years.entries()].map(([year, months]) => ({
    year,
    months,
    total: months[0]?.yearlyTotal ?? months.reduce((sum, m) => sum + m.totalPayout, 0),
    drivenKilometres: months.reduce((sum, m) => sum + (m.drivenKilometres ?? 0), 0),
    currency: months[0]?.currency ?? 'eur',
  }));
}
