import { describe, expect, it } from 'vitest';
import { formatDate } from './date-format';

describe('date formats of spec 002 §5', () => {
  it('uses yyyy-MM-dd for Sweden', () => {
    expect(formatDate('2026-06-05', 'sv-SE')).toBe('2026-06-05');
  });
  it.each(['fi-FI', 'nb-NO', 'de', 'de-AT', 'da-DK', 'de-CH', 'fr-CH'] as const)('uses dd.MM.yyyy for %s', (locale) => {
    expect(formatDate('2026-06-05', locale)).toBe('05.06.2026');
  });
  it.each(['en', 'sv-FI'] as const)('uses dd/MM/yyyy otherwise (%s)', (locale) => {
    expect(formatDate('2026-06-05', locale)).toBe('05/06/2026');
  });
});
