import { useEffect, type RefObject } from 'react';

// One function for every caller: a default written inline would be a new target each render,
// and the effect would detach and set the property again on every render.
const documentRoot = (): HTMLElement => document.documentElement;

/** `--name` of a variable vanilla-extract hands out as `var(--name)` (or of a plain `--name`). */
const propertyName = (variable: string): string => /^var\((--[^,)]+)/.exec(variable)?.[1] ?? variable;

/**
 * While `ref`'s element is on the page, the custom property `variable` on `target` holds its height
 * (plus `extra` px): what sits at the screen's edge (a sticky bar, a banner) and changes height as
 * its words wrap tells the rest of the page how much room it takes.
 *
 * Set on the root, an inherited property restyles every element of the page each time it changes
 * (14–17 ms measured on the home page here, several times that on a phone); a property registered
 * with `inherits: false` and set on the one element that reads it costs under a millisecond.
 */
export function useHeightProperty(
  ref: RefObject<HTMLElement | null>,
  variable: string,
  { extra = 0, enabled = true, target = documentRoot }: { extra?: number; enabled?: boolean; target?: () => HTMLElement } = {},
): void {
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof ResizeObserver === 'undefined') return;
    const holder = target();
    const name = propertyName(variable);
    let written = '';
    const observer = new ResizeObserver(() => {
      const value = `${element.offsetHeight + extra}px`;
      // The observer's first call and a resize that keeps the height change nothing.
      if (value === written) return;
      written = value;
      holder.style.setProperty(name, value);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      holder.style.removeProperty(name);
    };
  }, [ref, variable, extra, enabled, target]);
}
