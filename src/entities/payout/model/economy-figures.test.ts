import { describe, expect, it } from 'vitest';
import { dueNext, reportYears, transactionsTotal, yearFigures, type Payout } from './economy-figures';

const payout = (id: number, status: Payout['status'], amount: number, arrivalDate: string | null, currency: Payout['currency'] = 'sek'): Payout => ({
  id,
  status,
  estimated: status === 'pending',
  amount,
  currency,
  arrivalDate,
  bookingTransactions: [],
});

describe('economy figures', () => {
  it("picks the year's figures of /me/year-stats, zeros for a year without bookings", () => {
    const stats = [{ year: 2026, bookings: 4, nights: 21, earnings: 2_345_600, drivenKilometres: 3_120, currency: 'sek' as const }];
    expect(yearFigures(stats, 2026, 'sek')).toBe(stats[0]);
    expect(yearFigures(stats, 2025, 'sek')).toEqual({ year: 2025, bookings: 0, nights: 0, earnings: 0, drivenKilometres: 0, currency: 'sek' });
  });

  it('lists what is due next: started and on-the-way payouts, soonest first, summed to the minor unit', () => {
    const due = dueNext([payout(1, 'paid', 100_00, '2026-10-01'), payout(2, 'pending', 450_55, null), payout(3, 'in_transit', 1_200_45, '2026-11-27'), payout(4, 'failed', 99, '2026-11-01')]);
    expect(due.payouts.map((p) => p.id)).toEqual([3, 2]);
    expect(due.total).toBe(1_651_00);
    expect(due.currency).toBe('sek');
  });

  it('gives no sum for payouts in different currencies', () => {
    expect(dueNext([payout(1, 'pending', 1, null), payout(2, 'pending', 2, null, 'eur')])).toMatchObject({ total: 0, currency: undefined });
  });

  it('adds up booking transactions, deductions negative', () => {
    expect(transactionsTotal({ bookingTransactions: [{ id: 1, type: 'rental_fee', amount: 5_000_00, currency: 'sek' }, { id: 2, type: 'refund', amount: -1_250_50, currency: 'sek' }] })).toBe(3_749_50);
  });
});

describe('payout reports by year (001 §3)', () => {
  const report = (month: string, totalPayout: number, yearlyTotal: number, drivenKilometres: number) => ({ month, pdfUrl: `https://x/${month}.pdf`, totalPayout, yearlyTotal, drivenKilometres, currency: 'sek' as const });

  it("groups the months by year, latest first, the year's total being its latest month's yearly total", () => {
    const years = reportYears([report('2025-12', 4_000_00, 9_000_00, 300), report('2026-07', 12_345_67, 12_345_67, 1_250), report('2026-08', 8_000_33, 20_346_00, 840)]);
    expect(years.map((y) => [y.year, y.months.map((m) => m.month), y.total, y.drivenKilometres])).toEqual([
      ['2026', ['2026-08', '2026-07'], 20_346_00, 2_090],
      ['2025', ['2025-12'], 9_000_00, 300],
    ]);
  });
});
