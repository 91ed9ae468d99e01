import { describe, expect, it } from 'vitest';
import { SSN_EXAMPLES, normalizeSsn, ssnProblem } from './social-security-number';

describe('social security number formats (001 §5: shared for the credit check)', () => {
  it('takes a Swedish personnummer with 10 or 12 digits, the dash or the plus, and checks its Luhn digit', () => {
    expect(ssnProblem('SE', '811218-9876')).toBeNull();
    expect(ssnProblem('SE', '19811218-9876')).toBeNull();
    expect(ssnProblem('SE', '198112189876')).toBeNull();
    expect(ssnProblem('SE', '811218+9876')).toBeNull();
    expect(ssnProblem('SE', '811218-9875')).toBe('checksum');
    expect(ssnProblem('SE', '811318-9876')).toBe('date');
    expect(ssnProblem('SE', '81121-9876')).toBe('format');
  });

  it('takes a Swedish co-ordination number (day + 60)', () => {
    expect(ssnProblem('SE', '701063-2391')).toBeNull();
  });

  it('takes a Norwegian fødselsnummer with both mod-11 check digits', () => {
    expect(ssnProblem('NO', '01010750160')).toBeNull();
    expect(ssnProblem('NO', '01010750161')).toBe('checksum');
    expect(ssnProblem('NO', '0101075016')).toBe('format');
    expect(ssnProblem('NO', '32010750160')).toBe('date');
  });

  it('takes a Finnish henkilötunnus with its century sign and mod-31 check character', () => {
    expect(ssnProblem('FI', '131052-308T')).toBeNull();
    expect(ssnProblem('FI', '131052-308U')).toBe('checksum');
    expect(ssnProblem('FI', '131052308T')).toBe('format');
    expect(ssnProblem('FI', '311152-308T')).toBe('date');
  });

  it('takes a Danish CPR number with or without the dash, checking the date only', () => {
    expect(ssnProblem('DK', '010190-1234')).toBeNull();
    expect(ssnProblem('DK', '0101901234')).toBeNull();
    expect(ssnProblem('DK', '310290-1234')).toBe('date');
    expect(ssnProblem('DK', '01019-1234')).toBe('format');
  });

  it('asks for a number, and runs no credit check outside the Nordic markets', () => {
    expect(ssnProblem('SE', '  ')).toBe('required');
    expect(ssnProblem('CH', '756.1234.5678.97')).toBe('unsupported');
    expect(ssnProblem(null, '811218-9876')).toBe('unsupported');
  });

  it('sends the number without spaces', () => {
    expect(normalizeSsn(' 811218 - 9876 ')).toBe('811218-9876');
    expect(ssnProblem('SE', '811218 9876')).toBeNull();
  });

  it('gives a valid example of each country’s format', () => {
    for (const [country, example] of Object.entries(SSN_EXAMPLES)) expect(ssnProblem(country, example)).toBeNull();
  });
});
