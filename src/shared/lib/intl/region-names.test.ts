import { describe, expect, it, vi } from 'vitest';
import { adoptIntlAnswers } from './intl-answers';
import { regionChoices, regionName } from './region-names';

describe('region names', () => {
  it('names a country in the given language', () => {
    expect(regionName('SE', 'en-GB')).toBe('Sweden');
    expect(regionName('SE', 'de-DE')).toBe('Schweden');
    expect(regionName('LI', 'fr-CH')).toBe('Liechtenstein');
  });

  it('falls back to the code for something that is not a region code', () => {
    expect(regionName('sweden', 'en-GB')).toBe('sweden');
  });

  it('lists choices in the order given, or by name in the language’s alphabet', () => {
    expect(regionChoices(['SE', 'AT', 'DK'], 'en-GB')).toEqual([
      { value: 'SE', label: 'Sweden' },
      { value: 'AT', label: 'Austria' },
      { value: 'DK', label: 'Denmark' },
    ]);
    expect(regionChoices(['SE', 'AT', 'DK'], 'en-GB', 'by-name').map((c) => c.value)).toEqual(['AT', 'DK', 'SE']);
    // Swedish sorts Ö after Z: Österrike (AT) comes last.
    expect(regionChoices(['AT', 'DK', 'SE'], 'sv-SE', 'by-name').map((c) => c.label)).toEqual(['Danmark', 'Sverige', 'Österrike']);
  });

  it('makes the formatter once per language, not once per name', () => {
    const made = vi.spyOn(Intl, 'DisplayNames');
    for (let i = 0; i < 20; i++) regionName('NO', 'nb-NO');
    regionChoices(['SE', 'NO', 'FI'], 'nb-NO');
    expect(made.mock.calls.length).toBeLessThanOrEqual(1);
    made.mockRestore();
  });

  it('names a country as the server did on a page it rendered, without making a formatter', () => {
    const made = vi.spyOn(Intl, 'DisplayNames');
    // A language no other test names with: its formatter is not made yet.
    adoptIntlAnswers({ 'region|is-IS': { DE: 'Þýskaland (server)' } });
    expect(regionName('DE', 'is-IS')).toBe('Þýskaland (server)');
    expect(made).not.toHaveBeenCalled();
    adoptIntlAnswers({});
    made.mockRestore();
  });
});
