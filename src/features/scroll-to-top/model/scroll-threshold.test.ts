import { describe, expect, it } from 'vitest';
import { SCROLL_TO_TOP_THRESHOLD_PX, showsScrollToTop } from './scroll-threshold';

describe('"A scroll-to-top button shows after scrolling more than 300 px" (spec 002 §2.2)', () => {
  it('hides up to 300 px and shows beyond', () => {
    expect(SCROLL_TO_TOP_THRESHOLD_PX).toBe(300);
    expect(showsScrollToTop(0)).toBe(false);
    expect(showsScrollToTop(300)).toBe(false);
    expect(showsScrollToTop(301)).toBe(true);
    expect(showsScrollToTop(5000)).toBe(true);
  });
});
