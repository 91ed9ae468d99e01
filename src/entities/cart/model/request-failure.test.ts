import { describe, expect, it } from 'vitest';
import { BLOCKING_FAILURES, canRetryFailure, stepForFailure } from './request-failure';

describe('where a refused request leads (001 §8)', () => {
  it('sends date problems back to the dates', () => {
    expect(stepForFailure('dates_unavailable')).toBe('dates');
    expect(stepForFailure('booking_too_long')).toBe('dates');
  });

  it('sends missing confirmations back to about you', () => {
    expect(stepForFailure('driving_license_confirmation_required')).toBe('about-you');
    expect(stepForFailure('contact_info_not_allowed')).toBe('about-you');
  });

  it.each(BLOCKING_FAILURES)('shows %s on the error step', (slug) => expect(stepForFailure(slug)).toBe('error'));
});

describe('which failures the error step offers to try again', () => {
  it.each(['server_error', 'http_500', 'http_503', 'service_unavailable', 'unknown_error', 'credit_report_failed'])('%s may pass on a second try', (slug) => {
    expect(canRetryFailure(slug)).toBe(true);
  });

  it.each(['owner_cannot_book', 'credit_report_rejected', 'minimum_age_not_met', 'http_409', 'validation_failed'])('%s is a verdict, not retried', (slug) => {
    expect(canRetryFailure(slug)).toBe(false);
  });
});
