import { describe, expect, it } from 'vitest';
import { MAGAZINE_PAGE_SIZE, contentLanguageOf, magazinePageCount, magazinePageOf, menuScrollState, readingMinutes } from './magazine-rules';

describe('magazine rules (002 §7, §9)', () => {
  it('lists 9 posts a page', () => {
    expect(MAGAZINE_PAGE_SIZE).toBe(9);
    expect(magazinePageCount(0)).toBe(1);
    expect(magazinePageCount(9)).toBe(1);
    expect(magazinePageCount(10)).toBe(2);
    expect(magazinePageCount(27)).toBe(3);
  });

  it('reads ?page= as a whole number from 1', () => {
    expect(magazinePageOf('2')).toBe(2);
    expect(magazinePageOf(null)).toBe(1);
    expect(magazinePageOf('0')).toBe(1);
    expect(magazinePageOf('1.5')).toBe(1);
    expect(magazinePageOf('abc')).toBe(1);
  });

  it('asks the content service in the site locale’s short code', () => {
    expect(contentLanguageOf('de-AT')).toBe('at');
    expect(contentLanguageOf('sv-FI')).toBe('fi-sv');
    expect(contentLanguageOf('fr-CH')).toBe('fr');
    expect(contentLanguageOf('en')).toBe('en');
  });

  it('rounds reading time to whole minutes, at least one', () => {
    expect(readingMinutes(30)).toBe(1);
    expect(readingMinutes(150)).toBe(3);
    expect(readingMinutes(420)).toBe(7);
  });

  it('counts the menu as at an end within 5 px of it', () => {
    expect(menuScrollState(0, 300, 800)).toEqual({ atStart: true, atEnd: false });
    expect(menuScrollState(5, 300, 800)).toEqual({ atStart: true, atEnd: false });
    expect(menuScrollState(6, 300, 800)).toEqual({ atStart: false, atEnd: false });
    expect(menuScrollState(495, 300, 800)).toEqual({ atStart: false, atEnd: true });
    expect(menuScrollState(494, 300, 800)).toEqual({ atStart: false, atEnd: false });
    expect(menuScrollState(0, 800, 800)).toEqual({ atStart: true, atEnd: true });
  });
});
