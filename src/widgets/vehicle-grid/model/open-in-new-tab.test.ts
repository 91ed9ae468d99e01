import { describe, expect, it } from 'vitest';
import { opensInNewTab } from './open-in-new-tab';

describe('card opens in a new tab (000 §2: on large screens, or in search results)', () => {
  it('on large screens (width above 991 px) for ordinary lists', () => {
    expect(opensInNewTab('large-screens', true)).toBe(true);
    expect(opensInNewTab('large-screens', false)).toBe(false);
  });

  it('always in search results', () => {
    expect(opensInNewTab('always', false)).toBe(true);
    expect(opensInNewTab('always', true)).toBe(true);
  });

  it('never where the list says so', () => {
    expect(opensInNewTab('never', true)).toBe(false);
  });
});
