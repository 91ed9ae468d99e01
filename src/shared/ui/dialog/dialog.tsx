import type { ReactElement, ReactNode, SyntheticEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog as RadixDialog } from 'radix-ui';
import { useCallback, useRef, useState } from 'react';
import { useInRouterContext } from 'react-router';
import { CloseIcon } from '../icons/icons';
import * as styles from './dialog.css';
import { InsideDialog, useAutoClose, useDialogTurn, useRouteChange, type DialogChangeCause } from './dialog-rules';

export interface DialogProps {
  /** Controlled: the owner keeps the state. Without it, the trigger opens the dialog and it keeps its own. */
  open?: boolean;
  /** Every change the dialog asks for, with why; a closed dialog's owner sets `open` to false. */
  onOpenChange?: (open: boolean, cause: DialogChangeCause) => void;
  /** Names the dialog for screen readers and heads it visually. */
  title: ReactNode;
  description?: ReactNode;
  /**
   * When `false` there is no close button and Escape or a click outside do
   * nothing: the dialog closes only through an action inside it.
   */
  closeable?: boolean;
  /** Stays open when the route changes (spec 002 §4.5); every other dialog closes then. */
  obtrusive?: boolean;
  /** Closes by itself once shown for this long: `true` for the spec's 2600 ms, or milliseconds (notifications, 002 §4.5). */
  autoClose?: boolean | number;
  /** Width on large screens; small screens always show a full-width sheet that slides up. */
  size?: 'sm' | 'md' | 'lg';
  /** The element that opens the dialog, e.g. a `<Button>`. */
  trigger?: ReactElement;
  children?: ReactNode;
}

const ignore = (event: Event | SyntheticEvent) => event.preventDefault();

/**
 * The one way a modal opens (spec 002 §4.5, rules in `dialog-rules.ts`): it waits while another
 * modal is shown, closes on a route change unless `obtrusive`, closes by itself with
 * `autoClose`, and slides up from the bottom on small screens.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  closeable = true,
  obtrusive = false,
  autoClose,
  size = 'md',
  trigger,
  children,
}: DialogProps) {
  const { t } = useLingui();
  const [ownOpen, setOwnOpen] = useState(false);
  const controlled = open !== undefined;
  const wantsOpen = controlled ? open : ownOpen;
  const shown = useDialogTurn(wantsOpen);
  const change = useCallback(
    (next: boolean, cause: DialogChangeCause) => {
      if (!controlled) setOwnOpen(next);
      onOpenChange?.(next, cause);
    },
    [controlled, onOpenChange],
  );
  useAutoClose(shown, autoClose, () => change(false, 'timeout'));
  const inRouter = useInRouterContext();
  // A dialog opened from state (no trigger) has nothing for Radix to give focus back to: it
  // returns it to what had focus when the dialog opened (the phone menu's button, issue #26).
  const opener = useRef<HTMLElement | null>(null);
  const keepOpener = () => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) opener.current = active;
  };
  const returnFocus = (event: Event) => {
    if (trigger) return;
    event.preventDefault();
    const active = document.activeElement;
    // Focus already went somewhere on purpose (a route change moves it to the new page's heading).
    if (active && active !== document.body && !(event.target instanceof Node && event.target.contains(active))) return;
    if (opener.current?.isConnected) opener.current.focus();
  };

  return (
    <RadixDialog.Root open={shown} onOpenChange={(next) => change(next, 'user')}>
      {wantsOpen && !obtrusive && inRouter && <CloseOnRouteChange onRouteChange={() => change(false, 'route-change')} />}
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content({ size })}
          onOpenAutoFocus={keepOpener}
          onCloseAutoFocus={returnFocus}
          onEscapeKeyDown={closeable ? undefined : ignore}
          onInteractOutside={closeable ? undefined : ignore}
          // Without a description, Radix expects aria-describedby to be opted out explicitly.
          {...(description === undefined && { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <div>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              {description !== undefined && (
                <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
              )}
            </div>
            {closeable && (
              <RadixDialog.Close className={styles.closeButton} aria-label={t`Close`}>
                <CloseIcon />
              </RadixDialog.Close>
            )}
          </div>
          <div className={styles.body}>
            <InsideDialog value>{children}</InsideDialog>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function CloseOnRouteChange({ onRouteChange }: { onRouteChange: () => void }) {
  useRouteChange(onRouteChange);
  return null;
}

/** Closes the surrounding dialog; wrap an action with it, e.g. `<DialogClose asChild><Button>Cancel</Button></DialogClose>`. */
export const DialogClose = RadixDialog.Close;
