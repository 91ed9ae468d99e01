import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';

/** How long a page may take to show its heading (a lazy part, a step that follows the URL), in frames. */
const SETTLE_FRAMES = 180;

/** The page's heading, or its main landmark when it has none: where focus goes after a navigation. */
function pageStart(): HTMLElement | null {
  const main = document.getElementById('main');
  const heading = main?.querySelector<HTMLElement>('h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading ?? main;
}

/**
 * After every change of page (the path, not the query of filters or a popup), focus moves to the
 * new page's heading and a polite status says the page's title (WCAG 2.4.3, 4.1.3; issue #26):
 * otherwise it falls to the body and a screen reader says nothing. Here once, above every layout,
 * so each page and each step of a flow gets it by having an `h1` in `#main` and a `<title>`.
 * For a few frames it follows a heading that is replaced (a frame's skeleton by the page, a flow's
 * step after its URL), until the user moves focus somewhere else.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  const [said, setSaid] = useState('');

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setSaid('');
    let frame = 0;
    let target: HTMLElement | null = null;
    let request = 0;
    const settle = () => {
      const active = document.activeElement;
      // The user went on (a click, Tab): their focus is left alone.
      if (target && active !== target && active !== document.body && active !== null) return;
      const start = document.getElementById('main')?.querySelector('h1') || frame >= SETTLE_FRAMES ? pageStart() : null;
      if (start && start !== target) {
        target = start;
        start.focus({ preventScroll: true });
        setSaid(document.title);
      }
      if (++frame <= SETTLE_FRAMES) request = requestAnimationFrame(settle);
    };
    request = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(request);
  }, [pathname]);

  return <VisuallyHidden role="status">{said}</VisuallyHidden>;
}
