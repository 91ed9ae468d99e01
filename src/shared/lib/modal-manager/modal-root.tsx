import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useModalEntries, useModalStore } from './modal-context';

// The dialog code loads with the first modal, not with every page.
const ModalDialogs = lazy(() => import('./modal-dialogs').then((m) => ({ default: m.ModalDialogs })));

/** Closes the non-obtrusive modals when the path changes (spec 002 §4.5). */
function useCloseOnRouteChange() {
  const store = useModalStore();
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    store.closeForRouteChange();
  }, [pathname, store]);
}

/** Shows the open modals. Mount once, inside the router. */
export function ModalRoot() {
  const entries = useModalEntries();
  useCloseOnRouteChange();
  if (entries.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialogs entries={entries} />
    </Suspense>
  );
}
