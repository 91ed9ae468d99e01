import { useSyncExternalStore } from 'react';

// Radix marks an open dialog's content with data-state="open"; the other libraries' dialogs with `open`.
const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"], dialog[open]';

const anyDialogOpen = (): boolean => document.querySelector(OPEN_DIALOG) !== null;

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state', 'open'] });
  return () => observer.disconnect();
}

const never = () => () => undefined;

/**
 * Whether a dialog is open on the page. A modal that opens by itself (not at the user's
 * request) waits while this is true: one modal over another hides both from assistive
 * technology and traps focus in the wrong one. Watches the page only while `enabled`.
 */
export function useDialogOpenOnPage(enabled: boolean): boolean {
  return useSyncExternalStore(enabled ? subscribe : never, () => enabled && anyDialogOpen(), () => false);
}
