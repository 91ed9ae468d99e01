import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { E_BOOK_DRAFT_KEY } from '@/entities/owner-lead';
import { clearDraft } from '@/shared/lib/flow';
import { Button } from '@/shared/ui/button';

// The modal's form and its checks load when it is opened, not with the page.
const EBookModal = lazy(() => import('./e-book-modal').then((m) => ({ default: m.EBookModal })));

const OPEN_KEY = `${E_BOOK_DRAFT_KEY}:open`;

/** A page being left closes its dialogs too (focus leaves them); that close must not forget the open modal. */
let leaving = false;

function wasOpen(): boolean {
  try {
    return sessionStorage.getItem(OPEN_KEY) !== null;
  } catch {
    return false;
  }
}

const unchanging = () => () => undefined;

function rememberOpen(open: boolean) {
  try {
    if (open) sessionStorage.setItem(OPEN_KEY, '1');
    else sessionStorage.removeItem(OPEN_KEY);
  } catch {
    // Not kept then: the modal stays closed after a reload.
  }
}

/**
 * The way to the e-book modal: a button that opens it, and after a reload the modal again if it
 * was open. Closing it keeps what was typed for the next time; sending it drops it.
 */
export function EBookOffer({ className }: { className?: string }) {
  const [opened, setOpened] = useState(false);
  // The server renders it closed; once hydrated, a modal open before the reload opens again.
  const reopened = useSyncExternalStore(unchanging, wasOpen, () => false);
  const open = opened || reopened;
  useEffect(() => {
    const leave = () => {
      leaving = true;
    };
    // Back from the browser's page cache: the page is in use again.
    const back = () => {
      leaving = false;
    };
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
    };
  }, []);

  return (
    <>
      <Button
        className={className}
        variant="secondary"
        onClick={() => {
          rememberOpen(true);
          setOpened(true);
        }}
      >
        <Trans>Get the free e-book</Trans>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <EBookModal
            onClose={(cause) => {
              if (leaving) return;
              rememberOpen(false);
              if (cause === 'sent') clearDraft(E_BOOK_DRAFT_KEY);
              setOpened(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
