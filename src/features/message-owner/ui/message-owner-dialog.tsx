import { Trans } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Callout } from '@/shared/ui/callout';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { FormField } from '@/shared/ui/form-field';
import { Textarea } from '@/shared/ui/input';
import { Text } from '@/shared/ui/text';

export interface MessageOwnerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ownerName: string;
  content: string;
  onContentChange: (content: string) => void;
  error: string | undefined;
  /** Why this account cannot send messages (002 §2.9): shown instead of the form. */
  notice?: string | undefined;
  signedIn: boolean;
  sending: boolean;
  onSubmit: (event: FormEvent) => void;
}

/** The dialog itself, in a chunk of its own: the page's first load does not need Radix's dialog. */
export default function MessageOwnerDialog({ open, onOpenChange, ownerName, content, onContentChange, error, notice, signedIn, sending, onSubmit }: MessageOwnerDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={<Trans>Message {ownerName}</Trans>}
      description={<Trans>Ask about the vehicle or your trip. Do not share phone numbers or e-mail addresses.</Trans>}
    >
      {notice ? (
        <Callout tone="info" role="status">
          <Text>{notice}</Text>
        </Callout>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <FormField label={<Trans>Your message</Trans>} error={error}>
            {(control) => <Textarea {...control} rows={5} value={content} onChange={(event) => onContentChange(event.target.value)} />}
          </FormField>
          {!signedIn && (
            <Text size="sm" tone="muted">
              <Trans>You will be asked to log in. Your message is kept and sent right after.</Trans>
            </Text>
          )}
          <div style={{ marginTop: '1rem' }}>
            <Button type="submit" loading={sending}>
              <Trans>Send message</Trans>
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
