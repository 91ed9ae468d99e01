import { describe, expect, it } from 'vitest';
import { DAMAGE_LOCATION_MAX, EMPTY_DAMAGE_DRAFT, damageDraftOf, damageErrors, damageWriteOf, type AssetDamage, type DamageDraft } from './asset-damage';

const filled: DamageDraft = { location: 'Rear bumper, left', description: 'A dent of 10 cm', courseOfEvents: 'Reversed into a post at the camp site', compensationMode: 'pending_amount', amount: '' };

describe('the complete-damage modal (001 §5: description, location, course of events and compensation mode)', () => {
  it('asks for every field 001 §5 names', () => {
    expect(damageErrors(EMPTY_DAMAGE_DRAFT)).toEqual({ location: 'location_required', description: 'description_required', courseOfEvents: 'course_required', compensationMode: 'mode_required' });
    expect(damageErrors(filled)).toEqual({});
  });

  it('keeps within the contract’s lengths', () => {
    expect(damageErrors({ ...filled, location: 'x'.repeat(DAMAGE_LOCATION_MAX + 1) })).toEqual({ location: 'location_too_long' });
    expect(damageErrors({ ...filled, description: 'x'.repeat(5001) })).toEqual({ description: 'description_too_long' });
  });

  it('needs the amount for a fixed amount; a pending amount may follow', () => {
    expect(damageErrors({ ...filled, compensationMode: 'fixed_amount' })).toEqual({ amount: 'amount_required' });
    expect(damageErrors({ ...filled, compensationMode: 'fixed_amount', amount: 'ten' })).toEqual({ amount: 'amount_invalid' });
    expect(damageErrors({ ...filled, compensationMode: 'fixed_amount', amount: '0' })).toEqual({ amount: 'amount_zero' });
    expect(damageErrors({ ...filled, amount: '450' })).toEqual({});
  });

  it('refuses a pending amount given after its deadline', () => {
    expect(damageErrors({ ...filled, amount: '450' }, false)).toEqual({ amount: 'amount_after_deadline' });
    expect(damageErrors(filled, false)).toEqual({});
  });

  it('sends the amount in minor units, and none for the modes without one', () => {
    expect(damageWriteOf({ ...filled, amount: '450.50' })).toEqual({
      location: 'Rear bumper, left',
      description: 'A dent of 10 cm',
      courseOfEvents: 'Reversed into a post at the camp site',
      compensationMode: 'pending_amount',
      compensationAmount: 45_050,
    });
    expect(damageWriteOf({ ...filled, compensationMode: 'insurance_claim', amount: '99' })?.compensationAmount).toBeNull();
    expect(damageWriteOf({ ...filled, location: ' ' })).toBeNull();
  });

  it('opens a saved damage with its amount in major units, which reads back to the same minor units', () => {
    const saved = { id: 1, assetId: 2, location: 'Roof', description: 'Hail', courseOfEvents: null, compensationMode: 'fixed_amount', compensationAmount: 123_405, isResolved: false, images: [] } satisfies AssetDamage;
    const draft = damageDraftOf(saved);
    expect(draft).toEqual({ location: 'Roof', description: 'Hail', courseOfEvents: '', compensationMode: 'fixed_amount', amount: '1234.05' });
    expect(damageWriteOf({ ...draft, courseOfEvents: 'Storm' })?.compensationAmount).toBe(123_405);
  });
});
