import { describe, expect, it } from 'vitest';
import { MASS_TOO_HIGH, ODOMETER_RANGE, ADDRESS_MISSING, CITY_MISSING, LOCATION_NOT_FOUND, ZIP_CODE_MISSING, DEPOSIT_MISSING, DISCOUNT_RANGE, DISTANCE_RANGE, INCREASE_RANGE, NIGHTS_RANGE, PRICE_MISSING, CHECKIN_TIME_MISSING, CHECKOUT_TIME_MISSING, CLEANING_RULES_MISSING, GAS_TANK_UNCONFIRMED, MINIMUM_AGE_RANGE, MODEL_YEAR_IN_FUTURE, MODEL_YEAR_TOO_OLD, NOT_A_MASS, NOT_A_SIZE, NOT_A_TIME, fieldProblems } from './field-problems';

const now = new Date('2026-11-28T12:00:00Z');

describe('fieldProblems (000 §5)', () => {
  it('asks a new listing for its type, not a saved vehicle', () => {
    expect(Object.keys(fieldProblems({}, { isNew: true, now }))).toEqual(['subType']);
    expect(fieldProblems({}, { isNew: false, now })).toEqual({});
  });

  it('refuses a model year before 1950 or after next year', () => {
    expect(fieldProblems({ modelYear: 1949 }, { isNew: false, now }).modelYear).toBe(MODEL_YEAR_TOO_OLD);
    expect(fieldProblems({ modelYear: 2028 }, { isNew: false, now }).modelYear).toBe(MODEL_YEAR_IN_FUTURE);
    expect(fieldProblems({ modelYear: 2027 }, { isNew: false, now })).toEqual({});
  });

  it('takes 0 to 50 seats and beds', () => {
    expect(fieldProblems({ sitsNumber: 51, sleepsNumber: -1 }, { isNew: false, now })).toHaveProperty('sitsNumber');
    expect(fieldProblems({ sitsNumber: 0, sleepsNumber: 50 }, { isNew: false, now })).toEqual({});
    expect(fieldProblems({ seatsWithBelt: 51 }, { isNew: false, now })).toHaveProperty('seatsWithBelt');
  });

  it('takes lengths in whole cm and the curb weight in whole kg, up to 50,000 (000 §3 units)', () => {
    expect(fieldProblems({ length: 741, width: 222, height: 306, curbWeight: 3_180 }, { isNew: false, now })).toEqual({});
    expect(fieldProblems({ length: 7.41, width: -1, height: 50_001, curbWeight: 3.5 }, { isNew: false, now })).toEqual({ length: NOT_A_SIZE, width: NOT_A_SIZE, height: NOT_A_SIZE, curbWeight: NOT_A_MASS });
  });
});

describe('fieldProblems of the rules step (000 §5)', () => {
  const rules = { isNew: false, now, step: 'rules' } as const;
  it('takes a minimum renter age from 18 to 48', () => {
    expect(fieldProblems({ minimumAge: 18, gasTankChangeConfirmed: true }, rules)).toEqual({});
    expect(fieldProblems({ minimumAge: 48, gasTankChangeConfirmed: true }, rules)).toEqual({});
    expect(fieldProblems({ minimumAge: 17, gasTankChangeConfirmed: true }, rules).minimumAge).toBe(MINIMUM_AGE_RANGE);
    expect(fieldProblems({ minimumAge: 49, gasTankChangeConfirmed: true }, rules).minimumAge).toBe(MINIMUM_AGE_RANGE);
  });

  it('needs the gas tank confirmation, and own cleaning rules written out', () => {
    expect(fieldProblems({ minimumAge: 21, gasTankChangeConfirmed: false }, rules).gasTankChangeConfirmed).toBe(GAS_TANK_UNCONFIRMED);
    expect(fieldProblems({ gasTankChangeConfirmed: true, cleaningRules: 'custom', customCleaningRules: '  ' }, rules).customCleaningRules).toBe(CLEANING_RULES_MISSING);
    expect(fieldProblems({ gasTankChangeConfirmed: true, cleaningRules: 'custom', customCleaningRules: 'Sweep the floor.' }, rules)).toEqual({});
  });

  it('does not stop another step for the rules step\'s fields', () => {
    expect(fieldProblems({ minimumAge: 17, gasTankChangeConfirmed: false }, { isNew: false, now, step: 'basic' })).toEqual({});
  });
});

describe('fieldProblems of the check-in and check-out step (000 §5: one time pair must be set)', () => {
  const handover = { isNew: false, now, step: 'checkinCheckout' } as const;
  it('needs both times of the pair', () => {
    expect(fieldProblems({ timeCheckin: '15:00', timeCheckout: '11:00' }, handover)).toEqual({});
    expect(fieldProblems({ timeCheckin: null, timeCheckout: null }, handover)).toEqual({ timeCheckin: CHECKIN_TIME_MISSING, timeCheckout: CHECKOUT_TIME_MISSING });
    expect(fieldProblems({ timeCheckin: '15:00', timeCheckout: '25:00' }, handover)).toEqual({ timeCheckout: NOT_A_TIME });
  });
});

describe('fieldProblems of the pricing step (the contract\'s limits, 000 §3 percentages)', () => {
  const pricing = { isNew: false, now, step: 'pricing' } as const;
  const priced = {
    subType: 'motorhome',
    highWeeklyPriceWithoutCleaning: 1_050_000,
    lowWeeklyPriceWithoutCleaning: 700_000,
    deposit: 500_000,
    priceHighDiscount: 0.1,
    priceLowIncrease: 0.2,
    minBookingLengthHigh: 7,
    minBookingLengthLow: 2,
    leadTime: 1,
    includedDistanceType: 'per_night',
    includedDistance: 200,
  } as const;

  it('accepts a priced vehicle', () => {
    expect(fieldProblems(priced, pricing)).toEqual({});
  });

  it('needs both weekly prices above zero and a deposit', () => {
    expect(fieldProblems({ ...priced, highWeeklyPriceWithoutCleaning: 0, lowWeeklyPriceWithoutCleaning: null as never, deposit: 0 }, pricing)).toEqual({
      highWeeklyPriceWithoutCleaning: PRICE_MISSING,
      lowWeeklyPriceWithoutCleaning: PRICE_MISSING,
      deposit: DEPOSIT_MISSING,
    });
  });

  it('takes discounts of 0–100 %, increases of 0–500 %, 1–90 minimum nights', () => {
    expect(fieldProblems({ ...priced, priceLowDiscount: 1.5, priceHighIncrease: 5.5, minBookingLengthLow: 0 }, pricing)).toEqual({
      priceLowDiscount: DISCOUNT_RANGE,
      priceHighIncrease: INCREASE_RANGE,
      minBookingLengthLow: NIGHTS_RANGE,
    });
  });

  it('asks for the included kilometres unless unlimited, and not of a caravan (000 §5 hides it)', () => {
    expect(fieldProblems({ ...priced, includedDistance: null }, pricing)).toEqual({ includedDistance: DISTANCE_RANGE });
    expect(fieldProblems({ ...priced, includedDistance: null, includedDistanceType: 'unlimited' }, pricing)).toEqual({});
    expect(fieldProblems({ ...priced, subType: 'caravan', includedDistance: null }, pricing)).toEqual({});
  });
});

describe('fieldProblems of the location step (000 §3, §8)', () => {
  const location = { isNew: false, now, step: 'location' } as const;
  it('needs the street, the postcode and the town', () => {
    expect(fieldProblems({ address: ' ', zipCode: null, city: '' }, location)).toEqual({ address: ADDRESS_MISSING, zipCode: ZIP_CODE_MISSING, city: CITY_MISSING });
  });

  it('says no map location was found for a town without a point', () => {
    expect(fieldProblems({ address: 'Storgatan 1', zipCode: '211 34', city: 'Nowhereby', location: null }, location)).toEqual({ location: LOCATION_NOT_FOUND });
    expect(fieldProblems({ address: 'Storgatan 1', zipCode: '211 34', city: 'Malmö', location: { lat: 55.605, lng: 13.0038 } }, location)).toEqual({});
  });
});

describe('fieldProblems of the insurance step (000 §5)', () => {
  const insurance = { isNew: false, now, step: 'insurance' } as const;
  it('refuses a mass over 7,500 kg and takes 7,500', () => {
    expect(fieldProblems({ maximumAuthorizedMass: 7_501 }, insurance).maximumAuthorizedMass).toBe(MASS_TOO_HIGH);
    expect(fieldProblems({ maximumAuthorizedMass: 7_500, currentOdometerValue: 299_999 }, insurance)).toEqual({});
  });

  it('takes an odometer reading in whole km', () => {
    expect(fieldProblems({ currentOdometerValue: -1 }, insurance).currentOdometerValue).toBe(ODOMETER_RANGE);
    expect(fieldProblems({ currentOdometerValue: 12.5 }, insurance).currentOdometerValue).toBe(ODOMETER_RANGE);
  });
});
