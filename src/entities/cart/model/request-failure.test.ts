import { describe, expect, it } from 'vitest';
import { BLOCKING_FAILURES, stepForFailure } from './request-failure';

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
