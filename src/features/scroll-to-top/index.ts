export { ScrollToTopButton, type ScrollToTopButtonProps } from './ui/scroll-to-top-button';
export { SCROLL_TO_TOP_THRESHOLD_PX } from './model/scroll-threshold';
