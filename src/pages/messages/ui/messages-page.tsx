import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { conversationQueries, isUnread, otherSenderOf, partnerName, threadOf } from '@/entities/conversation';
import { useSession } from '@/entities/session';
import { useHideFooter } from '@/shared/ui/utils';
import { Container } from '@/shared/ui/container';
import { Heading } from '@/shared/ui/heading';
import { Text } from '@/shared/ui/text';
import { ConversationList } from './conversation-list';
import { ConversationThread } from './conversation-thread';
import * as css from './messages-page.css';

/** `:conversationId` as a conversation's id; `null` for an address that names none. */
function conversationIdOf(param: string | undefined): number | null | undefined {
  if (param === undefined) return undefined;
  return /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
}

/**
 * Messages (002 §2.9): `/messages/{conversationId?}`. The conversation list and the conversation
 * side by side on a large screen; on a phone the list, and the conversation opened from it. The
 * footer stays away unless the page shows an error (002 §2.4); the getting-started bar does not
 * show here (`BAR_HIDDEN_ROUTES`).
 */
export function MessagesPage() {
  const { t } = useLingui();
  const { user } = useSession();
  const params = useParams();
  const selected = conversationIdOf(params.conversationId);
  const viewerId = user?.id ?? 0;
  // The route's guard lets only signed-in users in; the session is settled by then.
  const list = useInfiniteQuery({ ...conversationQueries.list(viewerId), enabled: user !== undefined });
  const messages = useInfiniteQuery({ ...conversationQueries.messages(viewerId, selected ?? 0), enabled: user !== undefined && typeof selected === 'number' });

  const listed = useMemo(() => list.data?.pages.flatMap((page) => page.data).find((c) => c.id === selected), [list.data, selected]);
  // A conversation opened by its address that the list's loaded pages do not hold: looked up by the other person.
  const otherId = listed || typeof selected !== 'number' ? undefined : otherSenderOf(threadOf(messages.data?.pages.map((page) => page.data) ?? []), viewerId);
  const byPartner = useQuery({ ...conversationQueries.withUser(viewerId, otherId ?? 0), enabled: otherId !== undefined });
  const found = byPartner.data;
  const conversation = listed ?? (found && found.id === selected ? found : undefined);

  const listFailed = list.isError && !list.data;
  const threadFailed = selected === null || (typeof selected === 'number' && messages.isError && !messages.data);
  useHideFooter(!listFailed && !threadFailed);

  const name = conversation ? partnerName(conversation.otherUser) : undefined;
  const open = selected !== undefined;
  return (
    <Container size="wide" className={css.page}>
      <title>{name ? t`Messages with ${name} | Campershare` : t`Messages | Campershare`}</title>
      <Heading level={1}>
        <Trans>Messages</Trans>
      </Heading>
      <div className={css.panes}>
        <section className={open ? `${css.listPane} ${css.hiddenOnSmall}` : css.listPane} aria-labelledby="conversations-heading">
          <ConversationList list={list} selectedId={selected ?? undefined} viewerId={viewerId} nowMs={list.dataUpdatedAt} />
        </section>
        <section className={open ? css.threadPane : `${css.threadPane} ${css.hiddenOnSmall}`} aria-labelledby={open ? 'thread-heading' : undefined} aria-label={open ? undefined : t`Conversation`}>
          {typeof selected === 'number' ? (
            <ConversationThread key={selected} conversationId={selected} conversation={conversation} listedUnreadAt={listed && isUnread(listed) ? list.dataUpdatedAt : undefined} messages={messages} viewerId={viewerId} />
          ) : selected === null ? (
            <div role="alert" className={css.notice}>
              <Text>
                <Trans>This conversation could not be found.</Trans>
              </Text>
            </div>
          ) : (
            <Text tone="muted" className={css.emptyThread}>
              <Trans>Choose a conversation to read it.</Trans>
            </Text>
          )}
        </section>
      </div>
    </Container>
  );
}
