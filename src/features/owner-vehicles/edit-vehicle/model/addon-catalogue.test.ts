import { describe, expect, it } from 'vitest';
import { parseAmount } from '@/shared/lib/money';
import { EQUIPMENT_ADDONS, QUANTITY_ADDONS, SERVICE_ADDONS, allowsQuantity, ownerAddonProblems, pricingModesOf, type OwnerAddonValues } from './addon-catalogue';

const rules = { parse: parseAmount, taken: [] };
const grill: OwnerAddonValues = { key: 'grill', pricingMode: 'per_booking', price: '150', quantity: '1' };

describe('the add-on catalogue (000 §3)', () => {
  it('holds 28 equipment add-ons and the services, 13 of them with a quantity', () => {
    expect(EQUIPMENT_ADDONS).toHaveLength(28);
    expect(SERVICE_ADDONS).toEqual(['parking_place', 'interior_cleaning', 'toilet_cleaning', 'pet_surcharge', 'pick_up', 'early_checkin', 'late_checkout']);
    expect(QUANTITY_ADDONS).toHaveLength(13);
    expect(allowsQuantity('sup')).toBe(true);
    expect(allowsQuantity('grill')).toBe(false);
  });

  it('charges interior cleaning, toilet cleaning and pick-up per booking only', () => {
    for (const key of ['interior_cleaning', 'toilet_cleaning', 'pick_up'] as const) expect(pricingModesOf(key)).toEqual(['per_booking', 'fixed', 'included']);
    expect(pricingModesOf('parking_place')).toEqual(['per_booking_night', 'per_booking', 'fixed', 'included']);
  });
});

describe("an owner's add-on", () => {
  it('is one of the catalogue, not offered twice', () => {
    expect(ownerAddonProblems(grill, rules)).toEqual({});
    expect(ownerAddonProblems({ ...grill, key: '' }, rules).key).toBe('missing');
    expect(ownerAddonProblems(grill, { ...rules, taken: ['grill'] }).key).toBe('taken');
  });

  it('refuses a per-night price for a per-booking-only service', () => {
    expect(ownerAddonProblems({ ...grill, key: 'pick_up', pricingMode: 'per_booking_night' }, rules).pricingMode).toBe('per_booking_only');
    expect(ownerAddonProblems({ ...grill, key: 'pick_up', pricingMode: 'per_booking' }, rules)).toEqual({});
  });

  it('needs a price above zero unless it is included', () => {
    expect(ownerAddonProblems({ ...grill, price: '' }, rules).price).toBe('missing');
    expect(ownerAddonProblems({ ...grill, price: '0' }, rules).price).toBe('invalid');
    expect(ownerAddonProblems({ ...grill, price: 'ten' }, rules).price).toBe('invalid');
    expect(ownerAddonProblems({ ...grill, price: '', pricingMode: 'included' }, rules)).toEqual({});
  });

  it('takes 1 to 100 pieces where a quantity is allowed, and ignores it elsewhere', () => {
    const sup = { ...grill, key: 'sup' as const };
    expect(ownerAddonProblems({ ...sup, quantity: '100' }, rules)).toEqual({});
    expect(ownerAddonProblems({ ...sup, quantity: '0' }, rules).quantity).toBe('invalid');
    expect(ownerAddonProblems({ ...sup, quantity: '101' }, rules).quantity).toBe('invalid');
    expect(ownerAddonProblems({ ...sup, quantity: '1.5' }, rules).quantity).toBe('invalid');
    expect(ownerAddonProblems({ ...grill, quantity: '' }, rules)).toEqual({});
  });
});
