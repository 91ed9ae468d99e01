import { describe, expect, it } from 'vitest';
import { earliestStart, isDayUnselectable } from './day-availability';

describe('picker day availability (000 §3 lead time, 001 §5 blocked dates)', () => {
  const now = new Date('2027-01-08T10:00:00Z');

  it('starts no earlier than today plus the lead time, or the API first available date', () => {
    expect(earliestStart({ leadTime: 0 }, undefined, now)).toBe('2027-01-08');
    expect(earliestStart({ leadTime: 3 }, undefined, now)).toBe('2027-01-11');
    const unavailable = { unavailableDates: [], checkinUnavailableDates: [], checkoutUnavailableDates: [], firstAvailableDate: '2027-01-20' };
    expect(earliestStart({ leadTime: 3 }, unavailable, now)).toBe('2027-01-20');
  });

  it('keeps the first blocked date selectable as a check-out day, disables the rest', () => {
    const blocked = new Set(['2027-02-05', '2027-02-06', '2027-02-07']);
    expect(isDayUnselectable('2027-02-05', blocked, '2027-01-08')).toBe(false);
    expect(isDayUnselectable('2027-02-06', blocked, '2027-01-08')).toBe(true);
    expect(isDayUnselectable('2027-02-08', blocked, '2027-01-08')).toBe(false);
    expect(isDayUnselectable('2027-01-07', blocked, '2027-01-08')).toBe(true);
  });
});
