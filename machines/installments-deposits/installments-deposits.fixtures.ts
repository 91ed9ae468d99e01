import type { BookingMoney, InstallmentsDepositsInput } from './installments-deposits.types';

/**
 * A confirmed booking starting 2026-12-30 in SEK: 25 % paid, the remaining rental fee payable
 * (due 30 days before the start), the deposit reservable from 2026-12-24. For tests, stories and replays.
 */
export const bookingMoney = (overrides: Partial<BookingMoney> = {}): BookingMoney => ({
  order: {
    id: 701,
    status: 'open',
    installments: [
      { id: 41, type: 'down_payment', status: 'paid', dueAt: '2026-11-01T10:00:00.000Z', amount: 412_500 },
      { id: 42, type: 'rental_fee', status: 'payable', dueAt: '2026-11-30T00:00:00.000Z', amount: 1_237_500 },
    ],
    deposit: { id: 61, status: 'pending', amount: 500_000 },
  },
  currency: 'sek',
  country: 'se',
  cashDeposit: false,
  initialPaymentDelayed: false,
  fromDate: '2026-12-30',
  acceptedAt: '2026-11-01T09:00:00.000Z',
  returnedAt: null,
  damageCaseOpen: false,
  ...overrides,
});

/** Everything paid; the deposit not yet reservable. */
export const allPaid = (): BookingMoney => {
  const money = bookingMoney();
  return { ...money, order: { ...money.order, installments: money.order.installments.map((i) => ({ ...i, status: 'paid' as const })) } };
};

/** Installments paid, the deposit payable (6 days before the start). */
export const depositDue = (): BookingMoney => {
  const paid = allPaid();
  return { ...paid, order: { ...paid.order, deposit: { id: 61, status: 'payable', amount: 500_000 } } };
};

/** Both installments open: the next one and the rest at once. */
export const twoOpen = (): BookingMoney => {
  const money = bookingMoney();
  return { ...money, order: { ...money.order, installments: money.order.installments.map((i) => ({ ...i, status: i.type === 'down_payment' ? ('expired' as const) : i.status })) } };
};

/** An extra charge after check-out, the deposit paid in cash. */
export const extraChargeDue = (): BookingMoney => {
  const paid = allPaid();
  return {
    ...paid,
    cashDeposit: true,
    returnedAt: '2027-01-04T10:00:00.000Z',
    order: { ...paid.order, installments: [...paid.order.installments, { id: 43, type: 'extra_charges', status: 'payable', dueAt: '2027-01-04T10:00:00.000Z', amount: 45_000 }] },
  };
};

export const installmentsDepositsInput = (overrides: Partial<InstallmentsDepositsInput> = {}): InstallmentsDepositsInput => ({
  money: bookingMoney(),
  now: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
