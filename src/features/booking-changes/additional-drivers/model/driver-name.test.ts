import { describe, expect, it } from 'vitest';
import { driverNameError } from './driver-name';

// 002 §5: names hold letters, spaces and - ' & . + only.
describe('the additional driver’s name', () => {
  it('takes names of any alphabet with the allowed signs', () => {
    expect(driverNameError('Karin Berg')).toBeUndefined();
    expect(driverNameError("Åsa O'Neill-Söderström")).toBeUndefined();
    expect(driverNameError('Jean-Luc & Co.')).toBeUndefined();
  });

  it('asks for a name and refuses digits and other signs', () => {
    expect(driverNameError('   ')).toBe('required');
    expect(driverNameError('Karin 2')).toBe('characters');
    expect(driverNameError('karin@example.com')).toBe('characters');
  });
});
