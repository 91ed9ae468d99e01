import { useEffect, type RefObject } from 'react';

/**
 * While `ref`'s element is on the page, the root's custom property `name` holds its height (plus
 * `extra` px): what sits at the screen's edge (a sticky bar, a banner) and changes height as its
 * words wrap tells the rest of the page how much room it takes.
 */
export function useHeightOnRoot(ref: RefObject<HTMLElement | null>, name: `--${string}`, { extra = 0, enabled = true }: { extra?: number; enabled?: boolean } = {}): void {
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(name, `${element.offsetHeight + extra}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(name);
    };
  }, [ref, name, extra, enabled]);
}
