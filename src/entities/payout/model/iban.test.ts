import { describe, expect, it } from 'vitest';
import { electronicIban, ibanProblem, readableIban } from './iban';

describe('IBAN check (000 §5, 002 §5)', () => {
  it('accepts valid IBANs of the countries served, as typed with spaces or lower case', () => {
    for (const iban of ['SE45 5000 0000 0583 9825 7466', 'de89370400440532013000', 'NO93 8601 1117 947', 'FI21 1234 5600 0007 85', 'DK50 0040 0440 1162 43', 'AT61 1904 3002 3457 3201', 'CH93 0076 2011 6238 5295 7']) {
      expect(ibanProblem(iban), iban).toBeUndefined();
    }
  });

  it('names what is wrong', () => {
    expect(ibanProblem('   ')).toBe('required');
    expect(ibanProblem('1234 5678 9012')).toBe('country');
    expect(ibanProblem('SE45 5000 0000 0583 9825 746')).toBe('length');
    // One digit changed: the check digits no longer match (mod 97).
    expect(ibanProblem('SE45 5000 0000 0583 9825 7467')).toBe('invalid');
  });

  it('writes the IBAN for the bank and for reading', () => {
    expect(electronicIban(' se45 5000 0000 0583 9825 7466 ')).toBe('SE4550000000058398257466');
    expect(readableIban('SE4550000000058398257466')).toBe('SE45 5000 0000 0583 9825 7466');
  });
});
