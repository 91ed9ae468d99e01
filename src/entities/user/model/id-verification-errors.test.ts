import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { idVerificationErrorLabel, idVerificationErrorOf, isNoRecord } from './id-verification-errors';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('ID verification errors (001 §8)', () => {
  it('has words for each error the catalogue names', () => {
    expect(Object.keys(idVerificationErrorLabel.messages)).toHaveLength(11);
    expect(idVerificationErrorLabel(i18n, idVerificationErrorOf('eid_name_mismatch'))).toMatch(/name on your e-ID does not match/);
    expect(idVerificationErrorLabel(i18n, idVerificationErrorOf('id_verification_invalid_mobile_or_birth_date'))).toMatch(/mobile number or date of birth/);
  });

  it('takes any other slug as the default error', () => {
    expect(idVerificationErrorOf('unknown_error')).toBe('id_verification_failed');
    expect(idVerificationErrorOf(null)).toBe('id_verification_failed');
  });

  it('treats model_not_found as no record, not as an error', () => {
    expect(isNoRecord({ status: 404, slug: 'model_not_found' })).toBe(true);
    expect(isNoRecord({ status: 404, slug: 'not_found' })).toBe(false);
    expect(isNoRecord(new Error('x'))).toBe(false);
  });
});
