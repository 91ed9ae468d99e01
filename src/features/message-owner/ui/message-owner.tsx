import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { messageFailureOf, messageTextProblem, messageTextWarning, messagingPermission, type MessageFailure, type MessageTextProblem } from '@/entities/conversation';
import { useSession } from '@/entities/session';
import { useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { Link } from '@/shared/ui/link';
import { Text } from '@/shared/ui/text';
import { useSendMessage } from '../api/send-message';

const MessageOwnerDialog = lazy(() => import('./message-owner-dialog'));
// The cart (and valibot, which validates it) load only when a message is kept or looked for.
const pendingMessages = () => import('../model/pending-message');

export interface MessageOwnerProps {
  vehicleId: number;
  ownerId: number;
  ownerName: string;
  /** Whether a user is logged in (the session has settled). */
  signedIn: boolean;
  /** Whether the session is still being restored: nothing is sent or asked for meanwhile. */
  sessionPending?: boolean;
  /** Opens the login popup; the typed message waits until the user is logged in. */
  onLoginRequired: () => void;
}

type Outcome = { kind: 'sent'; conversationId: number } | { kind: 'kept' } | { kind: 'failed'; message: string } | null;

/** "Message the owner": a dialog that sends at once, or keeps the message until login (000 §3, 000 §7). */
export function MessageOwner({ vehicleId, ownerId, ownerName, signedIn, sessionPending = false, onLoginRequired }: MessageOwnerProps) {
  const { t } = useLingui();
  const { user } = useSession();
  const isAvailable = useIsRouteAvailable();
  const hrefTo = useLocalizedHref();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [refused, setRefused] = useState<MessageFailure | undefined>();
  const send = useSendMessage();
  const sendingPending = useRef(false);

  const problemText = (problem: MessageTextProblem): string => {
    switch (problem) {
      case 'empty':
        return t`Write a message first.`;
      case 'too-long':
        return t`A message can hold at most 5,000 characters.`;
      case 'contact-info':
        return t`Messages cannot contain contact details such as phone numbers, e-mail or web addresses.`;
    }
  };

  const failureText = (failure: unknown): string => {
    const reason = messageFailureOf(failure);
    if (reason === 'contact-info') return problemText('contact-info');
    if (reason === 'not-sent') return t`Your message could not be sent. Please try again.`;
    return t`You cannot send messages at the moment. Please contact support.`;
  };

  // 002 §2.9: a logged-in, activated account not blocked by the background checks (a guest's message is kept until login).
  const permission = signedIn ? messagingPermission(user, refused) : 'allowed';
  const notice =
    permission === 'verify-email'
      ? t`Confirm your e-mail address to send messages: enter the code we e-mailed you when you signed up.`
      : permission === 'blocked'
        ? t`You cannot send messages: a background check has blocked your account. Please contact support.`
        : undefined;

  const onContentChange = (value: string) => {
    setContent(value);
    // Said by the field while typing, before anything is sent (002 §5).
    const warning = messageTextWarning(value);
    setError(warning ? problemText(warning) : undefined);
  };

  // After login, the kept message goes out once (and stays kept if sending fails).
  useEffect(() => {
    if (!signedIn || sessionPending || sendingPending.current) return;
    sendingPending.current = true;
    void pendingMessages().then(({ pendingMessageFor, clearPendingMessage }) => {
      const pending = pendingMessageFor(vehicleId);
      if (!pending) {
        sendingPending.current = false;
        return;
      }
      send.mutate(
        { recipientId: pending.recipientId, content: pending.content, assetId: vehicleId },
        {
          onSuccess: (conversation) => {
            clearPendingMessage();
            setOutcome({ kind: 'sent', conversationId: conversation.id });
          },
          onError: (failure) => {
            setContent(pending.content);
            setOutcome({ kind: 'failed', message: failureText(failure) });
          },
          onSettled: () => {
            sendingPending.current = false;
          },
        },
      );
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the session settles, not on every render
  }, [signedIn, sessionPending, vehicleId]);

  const openDialog = () => {
    setMounted(true);
    setOpen(true);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = content.trim();
    const problem = messageTextProblem(text);
    if (problem) {
      setError(problemText(problem));
      return;
    }
    setError(undefined);
    if (!signedIn) {
      void pendingMessages().then(({ keepPendingMessage }) => {
        keepPendingMessage(text, { assetId: vehicleId, recipientId: ownerId });
        setOpen(false);
        setOutcome({ kind: 'kept' });
        onLoginRequired();
      });
      return;
    }
    send.mutate(
      { recipientId: ownerId, content: text, assetId: vehicleId },
      {
        onSuccess: (conversation) => {
          setContent('');
          setOpen(false);
          setOutcome({ kind: 'sent', conversationId: conversation.id });
        },
        onError: (failure) => {
          const reason = messageFailureOf(failure);
          if (reason === 'blocked' || reason === 'verify-email') setRefused(reason);
          setError(failureText(failure));
        },
      },
    );
  };

  return (
    <div>
      <Button variant="secondary" disabled={sessionPending} onClick={openDialog} aria-haspopup="dialog">
        <Trans>Message the owner</Trans>
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <MessageOwnerDialog
            open={open}
            onOpenChange={setOpen}
            ownerName={ownerName}
            content={content}
            onContentChange={onContentChange}
            error={error}
            notice={notice}
            signedIn={signedIn}
            sending={send.isPending}
            onSubmit={onSubmit}
          />
        </Suspense>
      )}
      <div role="status">
        {outcome?.kind === 'sent' && (
          <Text size="sm" tone="success">
            <Trans>Your message to {ownerName} was sent.</Trans>{' '}
            {/* The message is in its conversation, where the owner's answer will come (002 §4.8). */}
            {isAvailable('messages') && (
              <Link to={hrefTo('messages', { conversationId: outcome.conversationId })}>
                <Trans>Open the conversation</Trans>
              </Link>
            )}
          </Text>
        )}
        {outcome?.kind === 'kept' && !signedIn && (
          <Text size="sm" tone="muted">
            <Trans>Your message is kept. Log in to send it.</Trans>
          </Text>
        )}
      </div>
      {outcome?.kind === 'failed' && (
        <div role="alert">
          <Text size="sm" tone="danger">
            {outcome.message}
          </Text>
          <Button variant="secondary" size="sm" onClick={openDialog}>
            <Trans>Open the message</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
