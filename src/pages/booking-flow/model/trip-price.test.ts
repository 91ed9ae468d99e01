import { addon, cartAt, vehicleAddons } from '@machines/booking-request/booking-request.fixtures';
import { describe, expect, it } from 'vitest';
import { PLAN_UPGRADE_PREFIX, tripPriceSoFar } from './trip-price';

const dates = {
  lines: [
    { key: 'low_season_night' as const, quantity: 7, unitPrice: 100_000, amount: 700_000 },
    { key: 'service_fee' as const, quantity: 1, unitPrice: 70_000, amount: 70_000 },
  ],
  total: 770_000,
};
const insurance = [
  { key: 'omocom_basic', kind: 'plan' as const, price: 10_000, pricingStrategy: 'per_booking_night' },
  { key: 'omocom_plus', kind: 'plan' as const, price: 15_000, pricingStrategy: 'per_booking_night' },
  { key: 'roadside_assistance', kind: 'addon' as const, price: 4_000, pricingStrategy: 'per_booking_night' },
];

describe('the trip price so far (#23 point 4)', () => {
  it('is the price for the dates until extras are chosen', () => {
    expect(tripPriceSoFar(dates, cartAt('customize'), insurance)).toEqual(dates);
  });

  it('adds chosen add-ons by their pricing mode, the plan upgrade and insurance add-ons, and the lines add up', () => {
    const cart = cartAt('insurance', {
      cartVehicleAddons: [...vehicleAddons(), addon('grill', { name: 'Grill', pricingStrategy: 'fixed', price: 20_000 })],
      cartVehicleSelectedAddons: [
        { key: 'towels', quantity: 2 },
        { key: 'grill', quantity: 1 },
      ],
    });
    const request = cart.pendingBookingRequest;
    if (!request) throw new Error('cartAt gives a request');
    cart.pendingBookingRequest = { ...request, insuranceKey: 'omocom_plus', insuranceAddons: ['roadside_assistance'] };
    const priced = tripPriceSoFar(dates, cart, insurance);
    // Towels 2 × SEK 25 × 7 nights, a grill once, Plus instead of Basic 7 × SEK 50, roadside 7 × SEK 40.
    expect(priced.lines.slice(2).map((line) => [line.addonKey, line.amount])).toEqual([
      ['towels', 35_000],
      ['grill', 20_000],
      [`${PLAN_UPGRADE_PREFIX}omocom_plus`, 35_000],
      ['roadside_assistance', 28_000],
    ]);
    expect(priced.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(priced.total);
  });
});
