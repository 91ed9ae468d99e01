import { describe, expect, it } from 'vitest';
import { parseAmount } from './parse-amount';

describe('parseAmount', () => {
  it('reads whole amounts and decimals with a comma or a point, to the minor unit', () => {
    expect(parseAmount('1200')).toBe(120_000);
    expect(parseAmount('1200.5')).toBe(120_050);
    expect(parseAmount('1200,05')).toBe(120_005);
    expect(parseAmount(' 0,10 ')).toBe(10);
  });

  it('skips thousands groups in the ways the ten locales write them', () => {
    expect(parseAmount('1 200,50')).toBe(120_050);
    expect(parseAmount('1\u00a0200,50')).toBe(120_050);
    expect(parseAmount("1'200.50")).toBe(120_050);
    expect(parseAmount('1,200.50')).toBe(120_050);
    expect(parseAmount('1.200,50')).toBe(120_050);
    expect(parseAmount('1,200')).toBe(120_000);
    expect(parseAmount('1.234')).toBe(123_400);
  });

  it('refuses what is not an amount: empty, negative, letters, three decimals', () => {
    for (const text of ['', '-5', 'abc', '12a', '1,2,3.45', '12,3456', '.5']) expect(parseAmount(text)).toBeNull();
  });
});
