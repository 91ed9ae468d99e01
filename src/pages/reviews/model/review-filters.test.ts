import { describe, expect, it } from 'vitest';
import { reviewFiltersFrom, withReviewFilter } from './review-filters';

describe('the reviews page filters (002 §2.10)', () => {
  it('reads received reviews of all vehicles, with or without comment, by default', () => {
    expect(reviewFiltersFrom(new URLSearchParams())).toEqual({ direction: 'received', assetId: undefined, withComment: false });
  });

  it('reads written reviews, one vehicle and comments only from the URL, and ignores nonsense', () => {
    expect(reviewFiltersFrom(new URLSearchParams('direction=written&vehicle=12&comments=1'))).toEqual({ direction: 'written', assetId: 12, withComment: true });
    expect(reviewFiltersFrom(new URLSearchParams('direction=all&vehicle=-3&comments=yes'))).toEqual({ direction: 'received', assetId: undefined, withComment: false });
  });

  it('writes a change back, leaving the defaults out', () => {
    const search = withReviewFilter(new URLSearchParams('vehicle=12&x=1'), { withComment: true });
    expect(search.toString()).toBe('x=1&vehicle=12&comments=1');
    expect(withReviewFilter(search, { assetId: undefined, withComment: false }).toString()).toBe('x=1');
  });
});
