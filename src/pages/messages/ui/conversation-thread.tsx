import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { EditMessageForm } from '@/features/edit-message';
import { MessageComposer } from '@/features/send-message';
import {
  conversationCache,
  conversationVehicleName,
  isEdited,
  isOwnMessage,
  partnerName,
  threadOf,
  type Conversation,
  type Message,
  type MessagePages,
} from '@/entities/conversation';
import { userStatusQuery } from '@/entities/session';
import { isApiError } from '@/shared/api';
import { useLocale } from '@/shared/i18n';
import { useIsRouteAvailable, useLocalizedHref } from '@/shared/routing';
import { Button } from '@/shared/ui/button';
import { Heading } from '@/shared/ui/heading';
import { Link } from '@/shared/ui/link';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Text } from '@/shared/ui/text';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { messageTime } from '../lib/message-time';
import * as css from './messages-page.css';

export interface ConversationThreadProps {
  conversationId: number;
  /** The conversation as the list (or a look-up by the other person) has it; unknown while it loads. */
  conversation: Conversation | undefined;
  /** When the list last said the conversation holds unread messages (its answer's time), if it says so. */
  listedUnreadAt: number | undefined;
  messages: UseInfiniteQueryResult<MessagePages>;
  viewerId: number;
}

/** Within this distance of the end, the reader is "at the end" and follows new messages. */
const FOLLOW_DISTANCE_PX = 120;

/**
 * One conversation (002 §2.9): its messages oldest first, older ones loaded as the reader scrolls
 * up, new ones appearing without a reload (the query's 30 s poll, paused in a hidden tab), the
 * user's own messages editable, and the composer.
 */
export function ConversationThread({ conversationId, conversation, listedUnreadAt, messages, viewerId }: ConversationThreadProps) {
  const { t } = useLingui();
  const client = useQueryClient();
  const hrefTo = useLocalizedHref();
  const isAvailable = useIsRouteAvailable();
  const name = conversation ? partnerName(conversation.otherUser) : undefined;
  const vehicle = conversation ? conversationVehicleName(conversation) : undefined;
  const thread = useMemo(() => threadOf(messages.data?.pages.map((page) => page.data) ?? []), [messages.data]);

  // Reading the messages marked them read on the server: the list and the menu's badge follow,
  // when the conversation is opened and whenever a poll brings the other person's new messages.
  const { dataUpdatedAt, refetch, isFetching } = messages;
  const lastOther = useMemo(() => thread.findLast((message) => !isOwnMessage(message, viewerId))?.id ?? 0, [thread, viewerId]);
  const readUpTo = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!dataUpdatedAt || (readUpTo.current !== undefined && lastOther <= readUpTo.current)) return;
    readUpTo.current = lastOther;
    conversationCache.conversationRead(client, viewerId, conversationId);
    void client.invalidateQueries({ queryKey: userStatusQuery(viewerId).queryKey });
  }, [client, conversationId, dataUpdatedAt, lastOther, viewerId]);
  // The list's poll says something new came in here since the messages were read: read them now,
  // once for each answer of the list (a failing read does not ask again and again).
  const answeredList = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!listedUnreadAt || !dataUpdatedAt || listedUnreadAt <= dataUpdatedAt || answeredList.current === listedUnreadAt || isFetching) return;
    answeredList.current = listedUnreadAt;
    void refetch();
  }, [listedUnreadAt, dataUpdatedAt, isFetching, refetch]);

  const heading = (
    <header className={css.threadHeader}>
      <Link to={hrefTo('messages')} className={css.backLink}>
        <Trans>Back to conversations</Trans>
      </Link>
      <div className={css.threadTitle}>
        <Heading level={2} size="md" id="thread-heading">
          {name ?? <Trans>Conversation</Trans>}
        </Heading>
        {vehicle && conversation?.asset && isAvailable('vehicle') ? (
          <Link to={hrefTo('vehicle', { id: conversation.asset.id })} variant="subtle">
            {vehicle}
          </Link>
        ) : vehicle ? (
          <Text size="sm" tone="muted">
            {vehicle}
          </Text>
        ) : null}
      </div>
    </header>
  );

  if (messages.isPending) {
    return (
      <>
        {heading}
        <SkeletonGroup label={t`Loading messages`}>
          <div className={css.notice}>
            <Skeleton shape="rect" height="3rem" width="60%" />
            <Skeleton shape="rect" height="3rem" width="50%" />
            <Skeleton shape="rect" height="3rem" width="70%" />
          </div>
        </SkeletonGroup>
      </>
    );
  }

  if (messages.isError && thread.length === 0) {
    const missing = isApiError(messages.error) && (messages.error.status === 404 || messages.error.status === 403);
    return (
      <>
        {heading}
        <div role="alert" className={css.notice}>
          {missing ? (
            <>
              <Text>
                <Trans>This conversation could not be found.</Trans>
              </Text>
              <Link to={hrefTo('messages')}>
                <Trans>All conversations</Trans>
              </Link>
            </>
          ) : (
            <>
              <Text>
                <Trans>The conversation could not be loaded.</Trans>
              </Text>
              <Button variant="secondary" onClick={() => void messages.refetch()} loading={messages.isFetching}>
                <Trans>Try again</Trans>
              </Button>
            </>
          )}
        </div>
      </>
    );
  }

  return (
    <>
      {heading}
      <MessageLog thread={thread} messages={messages} viewerId={viewerId} partner={name ?? t`The other person`} />
      <div className={css.composerSlot}>
        <MessageComposer conversationId={conversationId} partnerName={name ?? t`the other person`} />
      </div>
    </>
  );
}

function MessageLog({
  thread,
  messages,
  viewerId,
  partner,
}: {
  thread: Message[];
  messages: UseInfiniteQueryResult<MessagePages>;
  viewerId: number;
  partner: string;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const place = useRef<{ first?: number; last?: number; fromBottom: number }>({ fromBottom: 0 });
  const [editing, setEditing] = useState<number | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, dataUpdatedAt } = messages;
  const pageCount = messages.data?.pages.length ?? 0;

  const loadOlder = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);

  // Opened at the newest message; older ones added above keep the reader where they were; a new
  // message scrolls into view when the reader is at the end, or when it is their own.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const first = thread[0]?.id;
    const lastMessage = thread.at(-1);
    const last = lastMessage?.id;
    const before = place.current;
    if (before.last === undefined) element.scrollTop = element.scrollHeight;
    else if (last !== before.last) {
      if (before.fromBottom <= FOLLOW_DISTANCE_PX || (lastMessage && isOwnMessage(lastMessage, viewerId))) element.scrollTop = element.scrollHeight;
    } else if (first !== before.first) element.scrollTop = element.scrollHeight - element.clientHeight - before.fromBottom;
    place.current = { first, last, fromBottom: element.scrollHeight - element.scrollTop - element.clientHeight };
  }, [thread, viewerId]);

  const onScroll = () => {
    const element = scroller.current;
    if (element) place.current.fromBottom = element.scrollHeight - element.scrollTop - element.clientHeight;
  };

  // Scrolling up to the oldest message loaded asks for the page before it. A new observer after
  // each page reports at once whether the top is still in view (a short page fills no screen).
  useEffect(() => {
    const target = sentinel.current;
    const root = scroller.current;
    if (!target || !root || !hasNextPage || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && loadOlder(), { root, rootMargin: '160px 0px 0px 0px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, loadOlder, pageCount]);

  // A message the other person sent while the conversation is open is said once (a polite status).
  const [baseline, setBaseline] = useState<{ id: number; at: number } | undefined>();
  const lastId = thread.at(-1)?.id;
  if (baseline === undefined && lastId !== undefined) setBaseline({ id: lastId, at: dataUpdatedAt });
  const said = baseline ? thread.filter((message) => message.id > baseline.id && !isOwnMessage(message, viewerId)).at(-1)?.content : undefined;

  const finishEdit = (id: number) => {
    setEditing(null);
    // Back to the message's Edit button, which the form replaced.
    requestAnimationFrame(() => document.getElementById(editButtonId(id))?.focus());
  };

  return (
    // Scrollable, so it must be reachable by keyboard (it may hold no control at all).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={scroller} className={css.log} onScroll={onScroll} tabIndex={0} role="region" aria-label={t`Messages with ${partner}`}>
      <div ref={sentinel} className={css.older}>
        {hasNextPage && (
          <Button variant="ghost" size="sm" loading={isFetchingNextPage} onClick={loadOlder}>
            {isFetchingNextPage ? <Trans>Loading older messages…</Trans> : <Trans>Show older messages</Trans>}
          </Button>
        )}
      </div>
      {thread.length === 0 ? (
        <Text tone="muted" className={css.emptyThread}>
          <Trans>No messages yet. Write the first one below.</Trans>
        </Text>
      ) : (
        <ol className={css.messages}>
          {thread.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              own={isOwnMessage(message, viewerId)}
              partner={partner}
              time={messageTime(message.createdAt, locale, new Date(dataUpdatedAt || message.createdAt))}
              editing={editing === message.id}
              onEdit={() => setEditing(message.id)}
              onEditDone={() => finishEdit(message.id)}
            />
          ))}
        </ol>
      )}
      <VisuallyHidden role="status">{said === undefined ? '' : t`New message from ${partner}: ${said}`}</VisuallyHidden>
    </div>
  );
}

const editButtonId = (id: number) => `message-${id}-edit`;

function MessageItem({
  message,
  own,
  partner,
  time,
  editing,
  onEdit,
  onEditDone,
}: {
  message: Message;
  own: boolean;
  partner: string;
  time: string;
  editing: boolean;
  onEdit: () => void;
  onEditDone: () => void;
}) {
  const { t } = useLingui();
  return (
    <li className={own ? `${css.message} ${css.ownMessage}` : css.message}>
      {editing ? (
        <EditMessageForm message={message} onDone={onEditDone} />
      ) : (
        <p className={own ? `${css.bubble} ${css.ownBubble}` : css.bubble}>
          <VisuallyHidden>{own ? t`You wrote:` : t`${partner} wrote:`} </VisuallyHidden>
          {message.content}
        </p>
      )}
      <div className={css.meta}>
        <time dateTime={message.createdAt}>{time}</time>
        {isEdited(message) && (
          <span>
            <Trans>Edited</Trans>
          </span>
        )}
        {own && !editing && (
          <Button id={editButtonId(message.id)} variant="ghost" size="sm" onClick={onEdit} aria-label={t`Edit your message from ${time}`}>
            <Trans>Edit</Trans>
          </Button>
        )}
      </div>
    </li>
  );
}
