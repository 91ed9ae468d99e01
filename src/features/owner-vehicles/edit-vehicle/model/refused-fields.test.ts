import { describe, expect, it } from 'vitest';
import { CONTACT_INFO, LOCATION_NOT_FOUND, MODEL_YEAR_IN_FUTURE, PLATE_USED, STEP_FIELDS } from './field-problems';
import { refusedFields } from './refused-fields';

const BASIC = ['model', 'modelYear', 'licensePlate'] as const;

describe('refusedFields', () => {
  it('puts a refusal named by its slug on its field, with nothing left for the alert', () => {
    expect(refusedFields({ slug: 'registration_number_used', message: 'Used', status: 409 }, BASIC)).toEqual({ errors: { licensePlate: PLATE_USED }, rest: false });
    expect(refusedFields({ slug: 'model_year_in_future', message: 'x', status: 422, fields: { modelYear: ['x'] } }, BASIC)).toEqual({ errors: { modelYear: MODEL_YEAR_IN_FUTURE }, rest: false });
  });

  it('marks other refused fields of the step and leaves a field it does not show, or another failure, to the alert', () => {
    const refused = refusedFields({ slug: 'validation_failed', message: 'x', status: 422, fields: { model: ['too long'], registrationCountry: ['no'] } }, BASIC);
    expect(Object.keys(refused.errors)).toEqual(['model']);
    expect(refused.rest).toBe(true);
    expect(refusedFields({ slug: 'vehicle_limit_reached', message: 'x', status: 403 }, BASIC)).toEqual({ errors: {}, rest: true });
  });

  it('says contact details were refused in own cleaning rules, by that field', () => {
    const refused = refusedFields({ slug: 'contact_info_not_allowed', message: 'x', status: 422, fields: { customCleaningRules: ['Contact information is not allowed.'] } }, STEP_FIELDS.rules);
    expect(refused).toEqual({ errors: { customCleaningRules: CONTACT_INFO }, rest: false });
  });

  it('says the API found no map location for the address, by the location step', () => {
    expect(refusedFields({ slug: 'location_not_found', message: 'x', status: 422 }, STEP_FIELDS.location)).toEqual({ errors: { location: LOCATION_NOT_FOUND }, rest: false });
  });
});
