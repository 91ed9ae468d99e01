import type { Instant } from './types';

const HOUR_MS = 3_600_000;

// 001 §9: owner response 24 hours, extendable by 72 hours twice; renter pays within 48 hours after acceptance.
export const OWNER_RESPONSE_HOURS = 24;
export const RESPONSE_EXTENSION_HOURS = 72;
export const MAX_RESPONSE_EXTENSIONS = 2;
export const PAYMENT_WINDOW_HOURS = 48;

const addHours = (at: Instant, hours: number): Date => new Date(new Date(at).getTime() + hours * HOUR_MS);

/** When a request expires unanswered. Extensions past the maximum never count, so a bad counter cannot stretch it. */
export function ownerResponseDeadline(createdAt: Instant, extensions: number): Date {
  const counted = Math.min(Math.max(extensions, 0), MAX_RESPONSE_EXTENSIONS);
  return addHours(createdAt, OWNER_RESPONSE_HOURS + counted * RESPONSE_EXTENSION_HOURS);
}

export const canExtendResponse = (extensions: number): boolean => extensions < MAX_RESPONSE_EXTENSIONS;

/** When an accepted, unpaid booking is charged automatically or expires. */
export const paymentDeadline = (acceptedAt: Instant): Date => addHours(acceptedAt, PAYMENT_WINDOW_HOURS);
