import { useLingui } from '@lingui/react/macro';
import { ChevronDownIcon } from '@/shared/ui/icons';
import { useMediaQuery } from '@/shared/ui/utils';
import { useScrolledPastThreshold } from '../model/use-scrolled-past-threshold';
import * as css from './scroll-to-top-button.css';

export interface ScrollToTopButtonProps {
  /**
   * The element that takes focus once the page is back at the top, so keyboard users continue
   * from there instead of from where the button was. The layouts' `<main id="main">`.
   */
  focusTargetId?: string;
}

/** Back to the top of the page, offered once the visitor scrolled more than 300 px (spec 002 §2.2). */
export function ScrollToTopButton({ focusTargetId = 'main' }: ScrollToTopButtonProps) {
  const { t } = useLingui();
  const visible = useScrolledPastThreshold();
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  if (!visible) return null;

  const scrollToTop = () => {
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    document.getElementById(focusTargetId)?.focus({ preventScroll: true });
  };

  return (
    <button type="button" className={css.button} onClick={scrollToTop} aria-label={t`Back to top`}>
      <ChevronDownIcon className={css.icon} />
    </button>
  );
}
