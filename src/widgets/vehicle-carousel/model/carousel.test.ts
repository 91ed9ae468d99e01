import { describe, expect, it } from 'vitest';
import { CAROUSEL, dotWindow, wrapIndex } from './carousel';

describe('carousel constants (000 §9)', () => {
  it('shows one image per page, moves in 200 ms ease-out, loops, uses arrow keys above 991 px and 5 dots', () => {
    expect(CAROUSEL).toEqual({ slidesPerView: 1, transitionMs: 200, easing: 'ease-out', loop: true, keyboardMinWidthPx: 992, dots: 5 });
  });
});

describe('wrapIndex', () => {
  it('wraps from the last image to the first and back', () => {
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(0, -1, 5)).toBe(4);
    expect(wrapIndex(2, 1, 5)).toBe(3);
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('dotWindow', () => {
  it('has a dot per image up to 5 images', () => {
    expect(dotWindow(3, 0)).toEqual([0, 1, 2]);
    expect(dotWindow(5, 4)).toEqual([0, 1, 2, 3, 4]);
  });

  it('keeps 5 dots around the current image of a longer set', () => {
    expect(dotWindow(9, 0)).toEqual([0, 1, 2, 3, 4]);
    expect(dotWindow(9, 4)).toEqual([2, 3, 4, 5, 6]);
    expect(dotWindow(9, 8)).toEqual([4, 5, 6, 7, 8]);
    expect(dotWindow(9, 8)).toHaveLength(CAROUSEL.dots);
  });
});
