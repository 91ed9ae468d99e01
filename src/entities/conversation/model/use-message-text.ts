import { useLingui } from '@lingui/react';
import { useRef, useState } from 'react';
import { messageTextProblemLabel } from './message-text-labels';
import { messageTextProblem, messageTextWarning } from './message-text';
import { messageFailureOf, type MessageFailure } from './messaging-permission';

/**
 * A message being written or edited, under one rule for both (002 §2.9): contact information is
 * said by the field while typing and before sending; a refusal for contact information goes back to
 * the field; any other failure is kept for the form to show, with the text left as it was.
 */
export function useMessageText(initial = '') {
  const { i18n } = useLingui();
  const [content, setContent] = useState(initial);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<MessageFailure | undefined>();
  const field = useRef<HTMLTextAreaElement>(null);

  const change = (value: string) => {
    setContent(value);
    const warning = messageTextWarning(value);
    setFieldError(warning ? messageTextProblemLabel(i18n, warning) : undefined);
  };

  /** Whether the text may go out; if not, the field says why and takes the focus. */
  const ready = (): boolean => {
    const problem = messageTextProblem(content);
    if (problem) {
      setFieldError(messageTextProblemLabel(i18n, problem));
      field.current?.focus();
      return false;
    }
    setFieldError(undefined);
    setFailure(undefined);
    return true;
  };

  const refused = (error: unknown) => {
    const reason = messageFailureOf(error);
    if (reason === 'contact-info') {
      setFieldError(messageTextProblemLabel(i18n, 'contact-info'));
      field.current?.focus();
    } else setFailure(reason);
  };

  return { content, setContent, change, fieldError, failure, field, ready, refused };
}
