import { describe, expect, it } from 'vitest';
import { centimetresToMetres, formatKilograms, formatMetres } from './format-units';

describe('vehicle units (000 §3: dimensions in centimetres, masses in kg)', () => {
  it('shows centimetres as metres with two decimals', () => {
    expect(centimetresToMetres(699)).toBe(6.99);
    expect(formatMetres(699, 'en-GB')).toBe('6.99 m');
    expect(formatMetres(230, 'de-DE')).toBe('2,30 m');
  });

  it('shows kilograms whole', () => {
    expect(formatKilograms(3500, 'en-GB')).toBe('3,500 kg');
  });
});
