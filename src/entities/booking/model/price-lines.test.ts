import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completeLines, convertLines, nightsIn, shownPrice, type PriceLine } from './price-lines';

const line = (key: PriceLine['key'], quantity: number, unitPrice: number): PriceLine => ({ key, quantity, unitPrice, amount: quantity * unitPrice });

describe('price lines (issue #13: every part listed, adding up to the total)', () => {
  it('keeps lines that add up as they are', () => {
    const lines = [line('low_season_night', 5, 100_00), line('cleaning', 1, 50_00), line('service_fee', 1, 55_00)];
    expect(completeLines(lines, 605_00)).toEqual({ lines, total: 605_00 });
  });

  it('names what the lines leave out of the total, so what is shown still adds up', () => {
    const priced = completeLines([line('low_season_night', 5, 100_00)], 550_00);
    expect(priced.lines.at(-1)).toEqual({ key: 'other', quantity: 1, unitPrice: 50_00, amount: 50_00 });
    expect(priced.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(550_00);
  });

  it('counts the nights of every season and kind', () => {
    expect(nightsIn([line('high_season_night', 3, 1), line('low_season_discounted_night', 4, 1), line('cleaning', 1, 1)])).toBe(7);
  });

  it('converts to another currency with the lines still adding up to the converted total, to the minor unit', () => {
    const amount = fc.integer({ min: -50_000_00, max: 500_000_00 });
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 30 }), amount), { minLength: 1, maxLength: 12 }), fc.double({ min: 0.01, max: 20, noNaN: true }), (parts, rate) => {
        const lines = parts.map(([quantity, unit]) => line('equipment_addon', quantity, unit));
        const total = lines.reduce((sum, l) => sum + l.amount, 0);
        const converted = convertLines({ lines, total }, (minor) => Math.round(minor * rate));
        // A refund that rounds to nothing is 0, never -0 (the test below).
        expect(converted.total).toBe(Math.round(total * rate) || 0);
        expect(converted.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(converted.total);
        for (const l of converted.lines) expect(Number.isInteger(l.amount)).toBe(true);
      }),
    );
  });

  it('never shows a refund that rounds away as minus zero', () => {
    const converted = convertLines({ lines: [line('equipment_addon', 1, -1)], total: -1 }, (minor) => Math.round(minor * 0.01));
    expect(Object.is(converted.total, 0)).toBe(true);
  });

  it('converts SEK 12,345.67 in three parts into EUR at 0.0874 without losing or adding a cent', () => {
    const lines = [line('low_season_night', 7, 1_234_56), line('cleaning', 1, 1_000_00), line('service_fee', 1, 1_704_75)];
    const total = lines.reduce((sum, l) => sum + l.amount, 0);
    const eur = convertLines({ lines, total }, (minor) => Math.round(minor * 0.0874));
    expect(eur.total).toBe(Math.round(total * 0.0874));
    expect(eur.lines.map((l) => l.amount).reduce((a, b) => a + b, 0)).toBe(eur.total);
  });
});

describe('shown price (#23 point 7: one currency on screen)', () => {
  const priced = { lines: [line('low_season_night', 2, 100_00), line('service_fee', 1, 20_00)], total: 220_00 };
  const sekPerEur = 11.5;
  const display = { currency: 'sek', convert: (minor: number, from: string) => (from === 'sek' ? minor : Math.round(minor * sekPerEur)) };

  it('shows a EUR price in SEK for a Swedish renter, adding up, and says what is charged in EUR', () => {
    const shown = shownPrice(priced, 'eur', display);
    expect(shown.currency).toBe('sek');
    expect(shown.priced.total).toBe(2_530_00);
    expect(shown.priced.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(2_530_00);
    expect(shown.charged).toEqual({ amount: 220_00, currency: 'eur' });
  });

  it('keeps the own currency while the rates are not there', () => {
    expect(shownPrice(priced, 'eur', { currency: 'sek', convert: () => undefined })).toEqual({ priced, currency: 'eur' });
  });
});
