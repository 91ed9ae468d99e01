import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';

/** How long a page may take to show its heading (a lazy part, a step that follows the URL), in frames. */
const SETTLE_FRAMES = 180;
/** How long a page that keeps the title of the one left (two steps of a flow) is waited for, in frames. */
const TITLE_FRAMES = 60;
/**
 * How long a page without any title yet may take to name itself, in frames: a page whose title
 * comes with a lazy part shows a loading frame (a heading, no title) until its chunk has come,
 * seconds on a slow phone. Saying nothing, or the page left, would be wrong; after this the
 * heading is said instead.
 */
const UNTITLED_FRAMES = 600;
/** index.html's own title (the product's name): a page still loading shows it. Not read from the document, which a server-rendered page opens with its own title. */
const HTML_TITLE = 'Campershare';

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
 * step after its URL), until the user or the page moves focus somewhere else.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  // The title of the page being left, read while rendering the new one (React sets the new
  // <title> as it commits): a page whose own title arrives with a lazy part is not named by the old.
  const [change, setChange] = useState<{ pathname: string; leaving?: string }>({ pathname });
  const [said, setSaid] = useState('');
  if (change.pathname !== pathname) {
    setChange({ pathname, leaving: document.title });
    // Emptied first, so the same words on the next page are heard again.
    setSaid('');
  }

  useEffect(() => {
    const { leaving } = change;
    if (leaving === undefined) return;
    let frame = 0;
    let target: HTMLElement | null = null;
    let request = 0;
    let announced = false;
    // What had focus as the page changed (the link or button that changed it, or the body).
    const before = document.activeElement;
    const settle = () => {
      const active = document.activeElement;
      // Focus the user or the page put somewhere since (a click, Tab, a field the page focuses) is left alone.
      const free = active === null || active === document.body || active === before || active === target;
      const heading = document.getElementById('main')?.querySelector('h1');
      const start = heading || frame >= SETTLE_FRAMES ? pageStart() : null;
      // No title at all is a page between titles: a server-rendered page's <title> goes with it, before the next one's comes.
      const title = document.title;
      const untitled = title === HTML_TITLE || title === '';
      if (start && !announced && ((!untitled && (title !== leaving || frame >= TITLE_FRAMES)) || frame >= UNTITLED_FRAMES)) {
        announced = true;
        setSaid(untitled ? (heading?.textContent ?? title) : title);
      }
      if (free && start && start !== target && frame <= SETTLE_FRAMES) {
        target = start;
        start.focus({ preventScroll: true });
      }
      frame += 1;
      if ((free && frame <= SETTLE_FRAMES) || (!announced && frame <= UNTITLED_FRAMES)) request = requestAnimationFrame(settle);
    };
    request = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(request);
  }, [change]);

  return <VisuallyHidden role="status">{said}</VisuallyHidden>;
}
