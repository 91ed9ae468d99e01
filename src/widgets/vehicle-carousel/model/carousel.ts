/** 000 §9: the vehicle image carousel. */
export const CAROUSEL = {
  /** One image per page. */
  slidesPerView: 1,
  /** The slide moves in 200 ms… */
  transitionMs: 200,
  /** …easing out. */
  easing: 'ease-out',
  /** Past the last image comes the first again, and the other way round. */
  loop: true,
  /** Arrow keys work on screens wider than 991 px (the large-screen breakpoint). */
  keyboardMinWidthPx: 992,
  /** Pagination shows at most 5 dots. */
  dots: 5,
} as const;

/** The index after moving by `step` from `index` among `count` images, wrapping around. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/**
 * The image indices the dots stand for: all of them up to 5 images, else a window of 5
 * that keeps the current one in the middle where it can (and at the edge near the ends).
 */
export function dotWindow(count: number, current: number, max: number = CAROUSEL.dots): number[] {
  if (count <= max) return Array.from({ length: count }, (_, i) => i);
  const half = Math.floor(max / 2);
  const start = Math.min(Math.max(0, current - half), count - max);
  return Array.from({ length: max }, (_, i) => start + i);
}
