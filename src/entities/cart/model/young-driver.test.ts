import { describe, expect, it } from 'vitest';
import { YOUNG_DRIVER_MAX_AGE, ageOnDate, isYoungDriver, meetsMinimumAge } from './young-driver';

describe('young driver insurance (001 §5: aged 28 or younger)', () => {
  it('is 28', () => expect(YOUNG_DRIVER_MAX_AGE).toBe(28));

  it('counts whole years up to the first day of the trip', () => {
    expect(ageOnDate('1998-06-15', '2027-06-14')).toBe(28);
    expect(ageOnDate('1998-06-15', '2027-06-15')).toBe(29);
  });

  it('applies at 28 and not from the 29th birthday', () => {
    expect(isYoungDriver('1998-06-15', '2027-06-14')).toBe(true);
    expect(isYoungDriver('1998-06-15', '2027-06-15')).toBe(false);
    expect(isYoungDriver('2005-01-01', '2027-03-01')).toBe(true);
  });
});

describe('minimum renter age (001 §5, per vehicle)', () => {
  it('is met on the birthday and not the day before', () => {
    expect(meetsMinimumAge('2002-03-01', '2027-03-01', 25)).toBe(true);
    expect(meetsMinimumAge('2002-03-01', '2027-02-28', 25)).toBe(false);
  });

  it('always holds without a minimum', () => expect(meetsMinimumAge('2009-01-01', '2027-01-01', null)).toBe(true));
});
