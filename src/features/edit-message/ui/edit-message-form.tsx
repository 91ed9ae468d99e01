import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, type FormEvent, type KeyboardEvent } from 'react';
import { useMessageText, type Message } from '@/entities/conversation';
import { useSession } from '@/entities/session';
import { Button } from '@/shared/ui/button';
import { Callout } from '@/shared/ui/callout';
import { FormField } from '@/shared/ui/form-field';
import { Textarea } from '@/shared/ui/input';
import { Text } from '@/shared/ui/text';
import { useEditMessage } from '../api/edit-message';
import * as css from './edit-message-form.css';

export interface EditMessageFormProps {
  message: Pick<Message, 'id' | 'conversationId' | 'content'>;
  /** Called when the edit is saved or given up; `saved` says which. */
  onDone: (saved: boolean) => void;
}

/**
 * Edits one of the user's own messages in place (`PUT /messages/{id}`), under the same rule as
 * sending: no contact information, said by the field. A change that could not be saved keeps its
 * text and offers to try again.
 */
export function EditMessageForm({ message, onDone }: EditMessageFormProps) {
  const { t } = useLingui();
  const { user } = useSession();
  const edit = useEditMessage(user?.id ?? 0);
  const { content, change, fieldError, failure, field, ready, refused } = useMessageText(message.content);

  // The user asked to edit: the text is theirs to change at once, with the caret at its end.
  useEffect(() => {
    const element = field.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, [field]);

  const save = () => {
    if (edit.isPending || !ready()) return;
    if (content.trim() === message.content.trim()) {
      onDone(false);
      return;
    }
    edit.mutate(
      { messageId: message.id, conversationId: message.conversationId, content: content.trim() },
      {
        onSuccess: () => onDone(true),
        onError: refused,
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onDone(false);
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      save();
    }
  };

  return (
    <form className={css.form} onSubmit={onSubmit} noValidate aria-label={t`Edit your message`}>
      <FormField label={t`Edit your message`} error={fieldError}>
        {(control) => (
          <Textarea
            {...control}
            ref={field}
            rows={3}
            value={content}
            readOnly={edit.isPending}
            onChange={(event) => change(event.target.value)}
            onKeyDown={onKeyDown}
          />
        )}
      </FormField>
      {failure && (
        <Callout tone="danger" role="alert" size="sm">
          <Text size="sm">
            {failure === 'not-sent' ? <Trans>Your change could not be saved. Your text is kept.</Trans> : <Trans>You cannot change this message now.</Trans>}
          </Text>
        </Callout>
      )}
      <div className={css.actions}>
        <Button type="submit" size="sm" loading={edit.isPending}>
          {failure === 'not-sent' ? <Trans>Try again</Trans> : <Trans>Save</Trans>}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onDone(false)}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
