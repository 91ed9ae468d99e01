import { addHours, startOfDate, toDateString } from '@/shared/lib/dates';
import type { DepositStatus, Instant } from './types';

// 001 §4, §9: reserved about 6 days before travel; held 48 hours after return.
export const DEPOSIT_RESERVATION_DAYS_BEFORE_START = 6;
export const DEPOSIT_HOLD_HOURS = 48;

/** 001 §4: a deposit is payable when payable or expired. */
export const isDepositPayable = ({ status }: { status: DepositStatus }): boolean => status === 'payable' || status === 'expired';

/** The calendar date the deposit is reserved on the renter's card: 6 days before the start. */
export const depositReservationDate = (fromDate: string): string =>
  toDateString(startOfDate(fromDate, -DEPOSIT_RESERVATION_DAYS_BEFORE_START));

/** When the deposit is released if nothing is deducted: 48 hours after the vehicle is returned. */
export const depositReleaseDate = (returnedAt: Instant): Date => addHours(returnedAt, DEPOSIT_HOLD_HOURS);
