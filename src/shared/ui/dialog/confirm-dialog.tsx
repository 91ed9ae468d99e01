import type { ReactElement, ReactNode } from 'react';
import { Button, type ButtonProps } from '../button/button';
import { Callout } from '../callout/callout';
import { Stack } from '../stack/stack';
import { Dialog, DialogClose } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** What will happen in a sentence, read out as the dialog opens. */
  description?: ReactNode;
  /** Without one, the caller opens it (for one item of a list, say). */
  trigger?: ReactElement;
  /** What will happen, said before the user confirms. */
  children?: ReactNode;
  /** The caller's words: shared code holds no catalog of its own. */
  labels: { confirm: ReactNode; cancel: ReactNode; retry: ReactNode };
  confirmVariant?: ButtonProps['variant'];
  pending: boolean;
  onConfirm: () => void;
  /** Why the last try failed (the message and its code); the dialog stays open on it. */
  failure?: ReactNode;
  /** False when trying again cannot help: the failure names what the user must change first. */
  canRetry?: boolean;
}

/**
 * A step that cannot be undone, asked for first: what happens, then Cancel and the act. A failure
 * keeps the dialog open with its message, and the act becomes "try again" unless it cannot help.
 */
export function ConfirmDialog({ open, onOpenChange, title, description, trigger, children, labels, confirmVariant = 'primary', pending, onConfirm, failure, canRetry = true }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="sm" title={title} description={description} trigger={trigger}>
      <Stack gap="md">
        {children}
        {failure && (
          <Callout tone="danger" role="alert">
            {failure}
          </Callout>
        )}
        <Stack direction="horizontal" gap="sm" justify="flex-end" wrap>
          <DialogClose asChild>
            <Button variant="secondary">{labels.cancel}</Button>
          </DialogClose>
          {!(failure && !canRetry) && (
            <Button variant={confirmVariant} loading={pending} onClick={onConfirm}>
              {failure ? labels.retry : labels.confirm}
            </Button>
          )}
        </Stack>
      </Stack>
    </Dialog>
  );
}
