import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { messagingPermission, useMessageText } from '@/entities/conversation';
import { useSession } from '@/entities/session';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { FormField } from '@/shared/ui/form-field';
import { Textarea } from '@/shared/ui/input';
import { Text } from '@/shared/ui/text';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { useSendMessage } from '../api/send-message';
import * as css from './message-composer.css';
import { MessagingNotice } from './messaging-notice';

export interface MessageComposerProps {
  conversationId: number;
  /** Who the message goes to, for the field's words. */
  partnerName: string;
  /** Called after a message went out (the thread scrolls to it). */
  onSent?: () => void;
}

/**
 * Writes and sends a message in a conversation (002 §2.9, §4.8): only for an account that may
 * message, with the text checked for contact information by the field before it is sent. A
 * message that could not be sent keeps its text and offers to try again.
 */
export function MessageComposer({ conversationId, partnerName, onSent }: MessageComposerProps) {
  const { t } = useLingui();
  const { user } = useSession();
  const send = useSendMessage(user?.id ?? 0);
  const { content, setContent, change, fieldError, failure, field, ready, refused } = useMessageText();
  const [sentNotice, setSentNotice] = useState('');
  const hintId = useId();

  const permission = messagingPermission(user, failure);
  if (permission !== 'allowed') return <MessagingNotice permission={permission} />;

  const submit = () => {
    if (send.isPending || !ready()) return;
    setSentNotice('');
    send.mutate(
      { conversationId, content: content.trim() },
      {
        onSuccess: () => {
          setContent('');
          setSentNotice(t`Message sent.`);
          onSent?.();
        },
        onError: refused,
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  // Ctrl+Enter (⌘+Enter) sends; Enter alone starts a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className={css.composer} onSubmit={onSubmit} noValidate aria-label={t`Write to ${partnerName}`}>
      <FormField label={t`Your message`} error={fieldError} className={css.field}>
        {(control) => (
          <Textarea
            {...control}
            ref={field}
            rows={3}
            value={content}
            readOnly={send.isPending}
            aria-describedby={[control['aria-describedby'], hintId].filter(Boolean).join(' ')}
            onChange={(event) => change(event.target.value)}
            onKeyDown={onKeyDown}
          />
        )}
      </FormField>
      <div className={css.actions}>
        <Text size="sm" tone="muted" id={hintId}>
          <Trans>Do not share phone numbers or e-mail addresses.</Trans>
        </Text>
        <Button type="submit" loading={send.isPending}>
          <Trans>Send</Trans>
        </Button>
      </div>
      {failure === 'not-sent' && (
        <Callout tone="danger" role="alert" size="sm" className={css.failure}>
          <Text size="sm">
            <Trans>Message could not be sent. Your text is kept.</Trans>
          </Text>
          <Button variant="secondary" size="sm" loading={send.isPending} onClick={submit}>
            <Trans>Try again</Trans>
          </Button>
        </Callout>
      )}
      <VisuallyHidden role="status">{sentNotice}</VisuallyHidden>
    </form>
  );
}
