/** Spec 002 §2.2, §9: the scroll-to-top button shows after scrolling more than 300 px. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;

export const showsScrollToTop = (scrollY: number): boolean => scrollY > SCROLL_TO_TOP_THRESHOLD_PX;
