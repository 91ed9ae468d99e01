import { describe, expect, it } from 'vitest';
import { addonTotal, selectedAddonsTotal } from './addon-pricing';
import type { CartAddon } from './types';

const addon = (key: string, price: number, pricingStrategy: CartAddon['pricingStrategy']): CartAddon => ({
  key,
  type: 'equipment',
  group: null,
  name: key,
  price,
  pricingStrategy,
  allowsQuantity: true,
  maxQuantity: 6,
  isMandatory: false,
});

describe('add-on pricing modes (000 §3)', () => {
  it('per_booking_night: price × nights × quantity', () => expect(addonTotal(addon('towels', 2_500, 'per_booking_night'), 2, 7)).toBe(35_000));
  it('per_booking: price × quantity, whatever the nights', () => expect(addonTotal(addon('bed_linen', 10_000, 'per_booking'), 3, 7)).toBe(30_000));
  it('fixed: the price once', () => expect(addonTotal(addon('pick_up', 50_000, 'fixed'), 2, 7)).toBe(50_000));
  it('included: free', () => expect(addonTotal(addon('grill', 9_900, 'included'), 1, 7)).toBe(0));

  it('sums the selected add-ons the vehicle still offers', () => {
    const addons = [addon('towels', 2_500, 'per_booking_night'), addon('pick_up', 50_000, 'fixed')];
    expect(selectedAddonsTotal(addons, [{ key: 'towels', quantity: 2 }, { key: 'pick_up', quantity: 1 }, { key: 'sup', quantity: 1 }], 3)).toBe(65_000);
  });
});
