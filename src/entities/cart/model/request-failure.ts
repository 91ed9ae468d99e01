import type { CartStep } from './types';

/** The API's refusal of a booking request or its payment, as the flow keeps it. */
export interface RequestFailure {
  slug: string;
  message: string;
}

/**
 * Where the flow goes with a refusal of `POST /bookings` (001 §8): date problems back to
 * the dates, answers about the renter back to "about you", everything the renter cannot
 * fix in the flow (credit check, blocked, age, licence class, destination, residence,
 * owners) to the error step.
 */
export function stepForFailure(slug: string): CartStep {
  switch (slug) {
    case 'dates_unavailable':
    case 'dates_unavailable_for_checkin':
    case 'dates_unavailable_for_checkout':
    case 'booking_too_long':
    case 'booking_too_short':
      return 'dates';
    case 'driving_license_confirmation_required':
    case 'caravan_towing_confirmation_required':
    case 'contact_info_not_allowed':
      return 'about-you';
    default:
      return 'error';
  }
}

/** Refusals the renter can do nothing about in the flow; shown on the error step. */
export const BLOCKING_FAILURES = [
  'owner_cannot_book',
  'booking_blocked',
  'credit_report_blocked',
  'credit_report_rejected',
  'credit_report_failed',
  'minimum_age_not_met',
  'driving_license_class_too_low',
  'destination_restricted_domestic',
  'destination_restricted_nordic',
  'insurance_limited_to_swiss_residents',
  'country_of_residence_not_supported',
  'vehicle_not_found',
] as const;

/**
 * Failures that may pass on a second try, so the error step offers "Try again": the credit
 * check's technical failure, and any failure of the API or the connection rather than a verdict
 * on the request: a 5xx (`server_error`, or `http_5xx` without a body) or no answer at all
 * (`timeout`, `network_error`, `unknown_error`: the slugs of `failureOf`).
 */
export function canRetryFailure(slug: string): boolean {
  return ['credit_report_failed', 'unknown_error', 'timeout', 'network_error', 'server_error', 'service_unavailable'].includes(slug) || /^http_5\d\d$/.test(slug);
}
