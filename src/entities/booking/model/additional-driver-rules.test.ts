import { describe, expect, it } from 'vitest';
import { LICENCE_MIN_YEARS } from '@/entities/cart/@x/booking';
import { additionalDriverRefusals, DRIVER_REVIEW_WORKING_DAYS } from './additional-driver-rules';

// 001 §5: "Additional driver needs a name and licence photos, a minimum age and 3 years of licence
// possession"; 001 §9: "minimum age 18; licence held at least 3 years"; "review takes 2 working days".
describe('additional driver eligibility', () => {
  it('takes a driver of the minimum age with a licence held 3 years', () => {
    expect(additionalDriverRefusals({ age: 18, licenceYears: 3 }, 18)).toEqual([]);
    expect(additionalDriverRefusals({ age: 25, licenceYears: 7 }, 25)).toEqual([]);
  });

  it('refuses a driver below the vehicle’s minimum age', () => {
    expect(additionalDriverRefusals({ age: 24, licenceYears: 6 }, 25)).toEqual(['below_minimum_age']);
    expect(additionalDriverRefusals({ age: 17, licenceYears: 3 }, 18)).toEqual(['below_minimum_age']);
  });

  it('refuses a licence held less than 3 years', () => {
    expect(LICENCE_MIN_YEARS).toBe(3);
    expect(additionalDriverRefusals({ age: 30, licenceYears: 2 }, 21)).toEqual(['licence_too_new']);
    expect(additionalDriverRefusals({ age: 20, licenceYears: 2 }, 21)).toEqual(['below_minimum_age', 'licence_too_new']);
  });

  it('is reviewed in 2 working days', () => expect(DRIVER_REVIEW_WORKING_DAYS).toBe(2));
});
