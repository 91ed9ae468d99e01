import { describe, expect, it } from 'vitest';
import { markPageLoad, msSincePageLoad } from './page-load';

describe('page load moment', () => {
  it('counts from the first mark, and from nothing before it', () => {
    expect(msSincePageLoad(5_000)).toBe(0);
    markPageLoad(1_000);
    markPageLoad(3_000);
    expect(msSincePageLoad(2_999)).toBe(1_999);
    expect(msSincePageLoad(500)).toBe(0);
  });
});
