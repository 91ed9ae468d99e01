import type { BookingDateRules } from '@/entities/booking';
import type { ChangeBooking, ChangeCosts, ChangeRequestInput, ChangeRequestItem } from './change-request.types';

/** Judged on Monday 1 June 2026. */
export const CHANGE_NOW = '2026-06-01T09:00:00.000Z';

/** Any day, at least 2 nights, nothing blocked but 20–21 June. */
export const changeRules = (): BookingDateRules => ({
  blockedRanges: [{ fromDate: '2026-06-20', toDate: '2026-06-21' }],
  checkinWeekdays: [],
  checkoutWeekdays: [],
  minNights: 2,
  leadTimeDays: 0,
});

/** Two more nights (17 → 19 June) at SEK 1,250.00 a night. */
export const twoMoreNightsCosts = (): ChangeCosts => ({
  newFromDate: '2026-06-10',
  newToDate: '2026-06-19',
  nights: 9,
  currentTotalPrice: 875_000,
  newTotalPrice: 1_125_000,
  difference: 250_000,
});

export const changeRequest = (overrides: Partial<ChangeRequestItem> = {}): ChangeRequestItem => ({
  id: 301,
  newFromDate: '2026-06-10',
  newToDate: '2026-06-19',
  message: 'We would love two more nights by the lake.',
  status: 'pending',
  createdBy: 'renter',
  costs: twoMoreNightsCosts(),
  createdAt: '2026-05-30T12:00:00.000Z',
  ...overrides,
});

/** A confirmed booking of 7 nights, 10–17 June 2026, with no request yet. For tests, stories and replays. */
export const changeBooking = (overrides: Partial<ChangeBooking> = {}): ChangeBooking => ({
  id: 88,
  fromDate: '2026-06-10',
  toDate: '2026-06-17',
  kind: 'request',
  orderId: 701,
  extensionPending: false,
  differenceDue: undefined,
  requests: [],
  ...overrides,
});

/** One withdrawn and one declined request before the pending one. */
export const withHistory = (): ChangeRequestItem[] => [
  changeRequest({ id: 299, status: 'cancelled', newToDate: '2026-06-18', createdAt: '2026-05-20T12:00:00.000Z' }),
  changeRequest({ id: 300, status: 'denied', newFromDate: '2026-06-11', newToDate: '2026-06-18', createdAt: '2026-05-25T12:00:00.000Z' }),
];

export const pendingBooking = (): ChangeBooking => changeBooking({ requests: [...withHistory(), changeRequest()] });
export const acceptedBooking = (): ChangeBooking =>
  changeBooking({ toDate: '2026-06-19', extensionPending: true, requests: [...withHistory(), changeRequest({ status: 'accepted' })] });
export const differenceDueBooking = (): ChangeBooking => ({ ...acceptedBooking(), extensionPending: false, differenceDue: { installmentId: 45, amount: 250_000 } });
export const paidBooking = (): ChangeBooking => ({ ...acceptedBooking(), extensionPending: false });
export const unansweredBooking = (): ChangeBooking => changeBooking({ kind: 'direct', orderId: null });

export const changeRequestInput = (overrides: Partial<ChangeRequestInput> = {}): ChangeRequestInput => ({
  role: 'renter',
  booking: changeBooking(),
  rules: changeRules(),
  now: CHANGE_NOW,
  ...overrides,
});
