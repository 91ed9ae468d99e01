import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { insuranceConfirmationOf, insuranceConfirmationSchema, needsTrackingDevice } from './insurance-confirmation';

const issues = (input: unknown) => v.safeParse(insuranceConfirmationSchema, input).issues?.map((issue) => issue.message) ?? [];

describe('insurance confirmation', () => {
  it('needs the statements confirmed for the platform insurance', () => {
    expect(issues({ cover: 'platform', statementsConfirmed: false, insuranceCompany: '' })).toEqual(['statements_required']);
    expect(issues({ cover: 'platform', statementsConfirmed: true, insuranceCompany: '' })).toEqual([]);
  });

  it('needs the insurer named for own insurance', () => {
    expect(issues({ cover: 'own', statementsConfirmed: false, insuranceCompany: '  ' })).toEqual(['insurer_required']);
    expect(issues({ cover: 'own', statementsConfirmed: false, insuranceCompany: 'If' })).toEqual([]);
  });

  it('asks for the tracking device above 100 000 000 minor units (000 §9)', () => {
    expect(needsTrackingDevice({ insuranceValue: 100_000_000 })).toBe(false);
    expect(needsTrackingDevice({ insuranceValue: 125_000_000 })).toBe(true);
    expect(needsTrackingDevice({ insuranceValue: null })).toBe(false);
  });

  it('sends the statements, or own cover with the insurer', () => {
    expect(insuranceConfirmationOf({ cover: 'platform', statementsConfirmed: true, insuranceCompany: '' }, { insuranceValue: 125_000_000 })).toEqual({
      isPrivatelyOwned: true,
      hasAlteredGasTank: false,
      hasApprovedTrackingDevice: true,
    });
    expect(insuranceConfirmationOf({ cover: 'own', statementsConfirmed: false, insuranceCompany: ' If ' }, {})).toEqual({ ownInsuranceConfirmed: true, insuranceCompany: 'If' });
  });
});
