import type { ReactElement, ReactNode, SyntheticEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Dialog as RadixDialog } from 'radix-ui';
import { CloseIcon } from '../icons/icons';
import * as styles from './dialog.css';

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Names the dialog for screen readers and heads it visually. */
  title: ReactNode;
  description?: ReactNode;
  /**
   * When `false` there is no close button and Escape or a click outside do
   * nothing: the dialog closes only through an action inside it.
   */
  closeable?: boolean;
  /** Width on large screens; small screens always show a full-width sheet. */
  size?: 'sm' | 'md' | 'lg';
  /** The element that opens the dialog, e.g. a `<Button>`. */
  trigger?: ReactElement;
  children?: ReactNode;
}

const ignore = (event: Event | SyntheticEvent) => event.preventDefault();

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  closeable = true,
  size = 'md',
  trigger,
  children,
}: DialogProps) {
  const { t } = useLingui();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content({ size })}
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
          <div className={styles.body}>{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding dialog; wrap an action with it, e.g. `<DialogClose asChild><Button>Cancel</Button></DialogClose>`. */
export const DialogClose = RadixDialog.Close;
