import { describe, expect, it } from 'vitest';
import {
  SWISS_INSURER_LIMITS,
  canUpgradeInsurance,
  claimFormUrl,
  higherPlansThan,
  insuranceLimitations,
  listedInsuranceClaims,
  needsYoungDriverInsurance,
  productTotal,
  singleProduct,
  upgradeCost,
} from './insurance-changes';

const now = new Date('2026-06-01T10:00:00Z');

describe('insurance upgrade (001 §4: only to a higher tier, only before the start)', () => {
  it('orders the tiers basic < plus < complete', () => {
    expect(higherPlansThan('omocom_basic')).toEqual(['omocom_plus', 'omocom_complete']);
    expect(higherPlansThan('omocom_plus')).toEqual(['omocom_complete']);
    expect(higherPlansThan('omocom_complete')).toEqual([]);
  });

  const booking = { ecommerceStatus: 'confirmed' as const, fromDate: '2026-06-10', insuranceKey: 'omocom_basic' as const, insuranceVendor: 'omocom' };
  it('is allowed while open and before the start day', () => {
    expect(canUpgradeInsurance(booking, now)).toBe(true);
    expect(canUpgradeInsurance({ ...booking, ecommerceStatus: 'pending_confirmation' }, now)).toBe(true);
  });
  it('is refused from the start day, when closed, at the top tier and without a platform plan', () => {
    expect(canUpgradeInsurance({ ...booking, fromDate: '2026-06-01' }, now)).toBe(false);
    expect(canUpgradeInsurance({ ...booking, ecommerceStatus: 'active' }, now)).toBe(false);
    expect(canUpgradeInsurance({ ...booking, ecommerceStatus: 'canceled_by_renter' }, now)).toBe(false);
    expect(canUpgradeInsurance({ ...booking, insuranceKey: 'omocom_complete' }, now)).toBe(false);
    expect(canUpgradeInsurance({ ...booking, insuranceVendor: 'baloise' }, now)).toBe(false);
    expect(canUpgradeInsurance({ ...booking, insuranceKey: null }, now)).toBe(false);
  });

  it('costs the difference per night times the nights, plus travel abroad, and the parts add up', () => {
    // Basic SEK 99/night to Complete SEK 249/night for 5 nights, travel abroad SEK 30/night.
    const cost = upgradeCost({ currentPerNight: 9_900, chosenPerNight: 24_900, nights: 5, travelAbroadPerNight: 3_000 });
    expect(cost).toEqual({ plan: 75_000, travelAbroad: 15_000, total: 90_000 });
    expect(cost.plan + cost.travelAbroad).toBe(cost.total);
    expect(upgradeCost({ currentPerNight: 9_900, chosenPerNight: 14_950, nights: 3, travelAbroadPerNight: null })).toEqual({ plan: 15_150, travelAbroad: 0, total: 15_150 });
  });
});

describe('the deductible-buydown product (GET /products: exactly one expected)', () => {
  it('finds one, warns on none and on several', () => {
    expect(singleProduct([{ id: 7 }])).toEqual({ kind: 'one', product: { id: 7 } });
    expect(singleProduct([])).toEqual({ kind: 'none' });
    expect(singleProduct([{ id: 7 }, { id: 8 }])).toEqual({ kind: 'several', count: 2 });
  });
});

describe('a product for the trip', () => {
  it('charges a per-night price for every night and any other once', () => {
    expect(productTotal({ price: 9_900, pricingStrategy: 'per_booking_night' }, 6)).toBe(59_400);
    expect(productTotal({ price: 39_000, pricingStrategy: 'per_booking' }, 6)).toBe(39_000);
  });
});

describe('young-driver insurance (001 §5: 28 or younger on the first day)', () => {
  it('applies at 28 and not from the 29th birthday', () => {
    expect(needsYoungDriverInsurance('1998-06-10', '2026-06-09')).toBe(true); // 27
    expect(needsYoungDriverInsurance('1998-06-10', '2026-06-10')).toBe(true); // 28
    expect(needsYoungDriverInsurance('1997-06-10', '2026-06-09')).toBe(true); // 28, a day before 29
    expect(needsYoungDriverInsurance('1997-06-10', '2026-06-10')).toBe(false); // 29
  });
  it('says nothing without a birth date', () => {
    expect(needsYoungDriverInsurance(null, '2026-06-10')).toBe(false);
    expect(needsYoungDriverInsurance('', '2026-06-10')).toBe(false);
  });
});

describe('insurance limitations (001 §5: Swiss/Liechtenstein residents for the Swiss insurer, 7.5 t, 300,000 km)', () => {
  const base = { vendor: 'omocom' as const, renterIsConsideredSwiss: false, maximumAuthorizedMass: 3_500, odometerKm: 120_000 };
  it('has none for a light vehicle with a low reading', () => {
    expect(insuranceLimitations(base)).toEqual([]);
  });
  it('limits the Swiss insurer to renters living in CH or LI', () => {
    expect(insuranceLimitations({ ...base, vendor: 'baloise' })).toEqual(['swiss_residents_only']);
    expect(insuranceLimitations({ ...base, vendor: 'baloise', renterIsConsideredSwiss: true })).toEqual([]);
  });
  it('does not cover over 7,500 kg', () => {
    expect(insuranceLimitations({ ...base, maximumAuthorizedMass: 7_500 })).toEqual([]);
    expect(insuranceLimitations({ ...base, maximumAuthorizedMass: 7_501 })).toEqual(['too_heavy']);
  });
  it('does not cover 300,000 km or more', () => {
    expect(insuranceLimitations({ ...base, odometerKm: 299_999 })).toEqual([]);
    expect(insuranceLimitations({ ...base, odometerKm: 300_000 })).toEqual(['odometer_over_limit']);
  });
  it('limits nothing it does not know', () => {
    expect(insuranceLimitations({ ...base, maximumAuthorizedMass: null, odometerKm: null })).toEqual([]);
  });
});

describe('claim forms (per insurer; per locale for the Swiss insurer)', () => {
  it('links the Swiss form in German, French or English', () => {
    expect(claimFormUrl('baloise', 'de-CH', null)).toBe('https://www.baloise.ch/de/private/claims.html');
    expect(claimFormUrl('baloise', 'de-AT', null)).toBe('https://www.baloise.ch/de/private/claims.html');
    expect(claimFormUrl('baloise', 'fr-CH', null)).toBe('https://www.baloise.ch/fr/private/claims.html');
    expect(claimFormUrl('baloise', 'sv-SE', null)).toBe('https://www.baloise.ch/en/private/claims.html');
  });
  it("uses the Nordic insurer's link from the policy and has none for the owner's insurance", () => {
    expect(claimFormUrl('omocom', 'sv-SE', 'https://www.omocom.se/en/claims')).toBe('https://www.omocom.se/en/claims');
    expect(claimFormUrl('owner', 'sv-SE', 'https://example.test')).toBeNull();
  });
});

describe("the Swiss insurer's limits (001 §9)", () => {
  it('holds the figures of the spec in minor units', () => {
    expect(SWISS_INSURER_LIMITS.luggageCover).toEqual({ amount: 500_000, currency: 'chf' }); // CHF 5,000
    expect(SWISS_INSURER_LIMITS.luggageDeductible.amount).toBe(5_000); // CHF 50
    expect(SWISS_INSURER_LIMITS.interiorDeductible.amount).toBe(20_000); // CHF 200
    expect(SWISS_INSURER_LIMITS.liabilityDeductible.amount).toBe(200_000); // CHF 2,000
    expect(SWISS_INSURER_LIMITS.liabilityDeductibleReduced.amount).toBe(20_000); // CHF 200
    expect(SWISS_INSURER_LIMITS.roadsideOvernightMax.amount).toBe(120_000); // CHF 1,200
    expect(SWISS_INSURER_LIMITS.tankCleaning).toEqual({ amount: 500_000, currency: 'eur' }); // EUR 5,000
  });
});

describe('insurance claims list', () => {
  it('hides noclaim', () => {
    expect(listedInsuranceClaims([{ status: 'noclaim' }, { status: 'submitted' }])).toEqual([{ status: 'submitted' }]);
  });
});
