import { createContext, useContext, useEffect, useEffectEvent, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/** Spec 002 §4.5, §9: an auto-closing modal (a notification) closes after 2600 ms unless told otherwise. */
export const MODAL_AUTO_CLOSE_DELAY_MS = 2600;

// Spec 002 §4.5's third rule, the slide-up on small screens with its 300 ms close, is the
// dialog's style (`vars.motion.slideUp`); Radix keeps a closing dialog mounted until it ends.

/** Why a dialog asks to close: the user (close button, Escape, a click outside), a route change, or its auto-close delay. */
export type DialogChangeCause = 'user' | 'route-change' | 'timeout';

// ---- One modal over another waits (002 §4.5) ----
// Dialogs that asked to open, in the order they asked: the first is shown and the others wait
// for it to close. One modal over another hides both from assistive technology and traps focus
// in the wrong one; a modal that opens by itself (onboarding, the prompts after login, a login
// popup from the URL) would otherwise land on a dialog the user is busy with.
let queue: readonly object[] = [];
const listeners = new Set<() => void>();
const publish = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** A dialog opened from inside another (its React tree, through the portal) is part of it and does not wait. */
export const InsideDialog = createContext(false);

/** Whether this dialog may show now: it wants to, and it is first in line (or inside the dialog that is). */
export function useDialogTurn(wantsOpen: boolean): boolean {
  const nested = useContext(InsideDialog);
  const [ticket] = useState<object>(() => ({}));
  const queued = wantsOpen && !nested;
  // Before paint: a dialog first in line shows in the same frame it was asked to open.
  useLayoutEffect(() => {
    if (!queued) return;
    queue = [...queue, ticket];
    publish();
    return () => {
      queue = queue.filter((other) => other !== ticket);
      publish();
    };
  }, [queued, ticket]);
  const first = useSyncExternalStore(
    subscribe,
    () => queue[0] === ticket,
    () => false,
  );
  return wantsOpen && (nested || first);
}

// ---- Modals close on route change unless marked obtrusive (002 §4.5) ----
/** Calls `onRouteChange` when the path changes while it is mounted. Render inside a router. */
export function useRouteChange(onRouteChange: () => void): void {
  const { pathname } = useLocation();
  const seen = useRef(pathname);
  const changed = useEffectEvent(onRouteChange);
  useEffect(() => {
    if (seen.current === pathname) return;
    seen.current = pathname;
    changed();
  }, [pathname]);
}

// ---- Auto-close modals close after the delay (002 §4.5) ----
/** Calls `onElapsed` once the dialog has been shown for `delay` ms (`true`: the spec's 2600 ms). */
export function useAutoClose(shown: boolean, delay: boolean | number | undefined, onElapsed: () => void): void {
  const ms = delay === true ? MODAL_AUTO_CLOSE_DELAY_MS : typeof delay === 'number' ? delay : undefined;
  const elapsed = useEffectEvent(onElapsed);
  useEffect(() => {
    if (!shown || ms === undefined) return;
    const timer = setTimeout(() => elapsed(), ms);
    return () => clearTimeout(timer);
  }, [shown, ms]);
}
