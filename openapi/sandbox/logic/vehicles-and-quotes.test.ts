import { describe, expect, it } from 'vitest';
import { nightlyPrice } from '../rules/pricing';
import type { AssetRow, OwnerAddonRow, UserRow } from '../store/rows';
import { infoStatusesOf, isCompleted } from './asset-completion';
import { newAssetRow } from './asset-editing';
import { NO_CHOICES, OWNER_SERVICE_FEE_PERCENTAGE, quoteBooking } from './booking-quote';
import { insuranceBandOf, planDeductible, planPricePerNight, platformInsuranceVendorOf } from './insurance';

// The sandbox's own vehicle and price rules: editor completeness, insurance prices, booking quotes.

const owner = { id: 1, country: 'SE', currency: 'sek', isOrganization: false } as UserRow;

const draft: AssetRow = { ...newAssetRow(owner, 'caravan', new Date('2026-11-20T10:00:00Z')), id: 1 };
const complete: AssetRow = {
  ...draft,
  brandId: 3,
  model: 'Royal 560 XL KS',
  modelYear: 2019,
  licensePlate: 'ABC 123',
  sleepsNumber: 4,
  city: 'Göteborg',
  address: 'Storgatan 1',
  zipCode: '411 05',
  location: { lat: 57.7, lng: 11.97 },
  insuranceCompany: 'Folksam',
  gasTankChangeConfirmed: true,
  timeCheckin: '15:00',
  timeCheckout: '11:00',
  highWeeklyPriceWithoutCleaning: 400_000,
  lowWeeklyPriceWithoutCleaning: 300_000,
  deposit: 500_000,
  description: 'Välkommen!',
};

describe('vehicle editor sections', () => {
  it('marks a new draft incomplete', () => {
    const statuses = infoStatusesOf(draft, { main: 0 });
    expect(statuses.basic).toBe(false);
    expect(statuses.images).toBe(false);
    expect(isCompleted(statuses)).toBe(false);
  });
  it('completes a caravan without seats (000 §5: caravans hide seats) once every section is filled', () => {
    const statuses = infoStatusesOf(complete, { main: 1 });
    expect(statuses.activation).toBe(false);
    expect(isCompleted(statuses)).toBe(true);
  });
  it('needs a check-in and check-out time pair (000 §5)', () => {
    expect(infoStatusesOf({ ...complete, timeCheckout: null }, { main: 1 }).checkinCheckout).toBe(false);
  });
});

describe('sandbox insurance prices', () => {
  it('puts a value in the first band at or above it (000 §9 bands)', () => {
    expect(insuranceBandOf(10_000_000)).toBe(25_000_000);
    expect(insuranceBandOf(25_000_000)).toBe(25_000_000);
    expect(insuranceBandOf(60_000_000)).toBe(75_000_000);
    expect(insuranceBandOf(200_000_000)).toBe(999_999_900);
  });
  it('prices higher plans higher and with a lower deductible', () => {
    expect(planPricePerNight('omocom_complete', 50_000_000, 'sek')).toBeGreaterThan(planPricePerNight('omocom_plus', 50_000_000, 'sek'));
    expect(planPricePerNight('omocom_plus', 50_000_000, 'sek')).toBeGreaterThan(planPricePerNight('omocom_basic', 50_000_000, 'sek'));
    expect(planDeductible('omocom_complete', 'eur')).toBeLessThan(planDeductible('omocom_basic', 'eur'));
  });
  it('uses the Nordic insurer in SE, NO, FI, DK, AT, DE and the Swiss one in CH and LI (000 §5)', () => {
    expect(['SE', 'NO', 'FI', 'DK', 'AT', 'DE'].map(platformInsuranceVendorOf)).toEqual(Array(6).fill('omocom'));
    expect(['CH', 'LI'].map(platformInsuranceVendorOf)).toEqual(['baloise', 'baloise']);
    expect(platformInsuranceVendorOf('GB')).toBeNull();
  });
});

const asset: AssetRow = {
  ...newAssetRow(owner, 'motorhome', new Date('2026-11-20T10:00:00Z')),
  id: 1,
  highWeeklyPriceWithoutCleaning: 700_000,
  lowWeeklyPriceWithoutCleaning: 420_000,
  cleaningFee: 50_000,
};
const bikeRack: OwnerAddonRow = { id: 1, assetId: 1, key: 'bike_rack_2', type: 'equipment', group: 'bike_rack', price: 30_000, pricingStrategy: 'per_booking', quantity: 1, description: null };
const cleaning: OwnerAddonRow = { ...bikeRack, id: 2, key: 'interior_cleaning', type: 'service', group: null, price: 100_000, pricingStrategy: 'per_booking_night' };

describe('booking quotes', () => {
  it('prices a low-season week with cleaning, and gives the owner the rental minus the owner fee', () => {
    const quote = quoteBooking(asset, [], { fromDate: '2027-02-01', toDate: '2027-02-08' }, NO_CHOICES);
    const rental = 7 * nightlyPrice(asset, 'low') + 50_000;
    expect(quote.nights).toBe(7);
    expect(quote.contractLineItems.map((l) => l.key)).toEqual(['low_season_night', 'cleaning', 'service_fee']);
    expect(quote.ownersTotal).toBe(Math.round((rental * (100 - OWNER_SERVICE_FEE_PERCENTAGE)) / 100));
    expect(quote.total).toBeGreaterThan(rental);
  });

  it('charges chosen owner add-ons, interior cleaning per booking only (000 §3)', () => {
    const quote = quoteBooking(asset, [bikeRack, cleaning], { fromDate: '2027-02-01', toDate: '2027-02-04' }, { ...NO_CHOICES, addons: [{ key: 'bike_rack_2', quantity: 1 }, { key: 'interior_cleaning', quantity: 1 }] });
    expect(quote.addons.map((a) => [a.key, a.totalPrice])).toEqual([
      ['bike_rack_2', 30_000],
      ['interior_cleaning', 100_000],
    ]);
  });

  it('leaves plan keys out of the contract’s add-on key', () => {
    const insured = { ...asset, hasPlatformInsurance: true, insuranceVendor: 'omocom' as const, insuranceValue: 50_000_000 };
    const quote = quoteBooking(insured, [], { fromDate: '2027-02-01', toDate: '2027-02-04' }, { ...NO_CHOICES, insuranceKey: 'omocom_plus' });
    const line = quote.contractLineItems.find((l) => l.key === 'platform_insurance');
    expect(line?.addonKey).toBeNull();
    expect(line?.quantity).toBe(3);
  });
});
