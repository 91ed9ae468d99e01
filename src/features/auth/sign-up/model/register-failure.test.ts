import { describe, expect, it } from 'vitest';
import { REGISTER_FIELD_SLUGS, registerFormFailure } from './register-failure';

describe('sign-up refusals by slug (002 §8)', () => {
  it('knows which refusals are about one field', () => {
    expect(REGISTER_FIELD_SLUGS).toEqual({
      email_already_registered: 'email',
      owner_email_cannot_be_renter: 'email',
      invalid_campaign_code: 'campaignCode',
      country_of_residence_not_supported: 'country',
      terms_not_accepted: 'acceptTerms',
    });
  });

  it('words the rest for the whole form', () => {
    expect(registerFormFailure('too_many_attempts')).toBe('too_many_attempts');
    expect(registerFormFailure('http_429')).toBe('too_many_attempts');
    expect(registerFormFailure('validation_failed')).toBe('check_details');
    expect(registerFormFailure('unknown_error')).toBe('generic');
  });
});
