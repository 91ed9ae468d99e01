import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { memo } from 'react';
import { conversationVehicleName, isOwnMessage, isUnread, partnerName, type Conversation, type ConversationPages } from '@/entities/conversation';
import { useLocale } from '@/shared/i18n';
import { useLocalizedHref } from '@/shared/routing';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Heading } from '@/shared/ui/heading';
import { Link } from '@/shared/ui/link';
import { Skeleton, SkeletonGroup } from '@/shared/ui/skeleton';
import { Text } from '@/shared/ui/text';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { messageTime } from '../lib/message-time';
import * as css from './messages-page.css';

export interface ConversationListProps {
  list: UseInfiniteQueryResult<ConversationPages>;
  selectedId: number | undefined;
  viewerId: number;
  /** When the list was last fetched: "today" for the times it shows. */
  nowMs: number;
}

/** The user's conversations (002 §2.9), latest activity first, 20 a page (`GET /me/conversations`). */
export function ConversationList({ list, selectedId, viewerId, nowMs }: ConversationListProps) {
  const { t } = useLingui();
  const conversations = list.data?.pages.flatMap((page) => page.data) ?? [];
  const unread = conversations.filter(isUnread).length;
  return (
    <>
      <Heading level={2} size="sm" id="conversations-heading" className={css.listHeading}>
        <Trans>Conversations</Trans>
      </Heading>
      {/* There before the list arrives, so what it holds is heard when it changes. */}
      <VisuallyHidden role="status">{list.isSuccess && unread > 0 ? <Plural value={unread} one="# unread conversation" other="# unread conversations" /> : ''}</VisuallyHidden>
      {list.isPending ? (
        <SkeletonGroup label={t`Loading conversations`}>
          <div className={css.notice}>
            <Skeleton shape="rect" height="3.5rem" />
            <Skeleton shape="rect" height="3.5rem" />
            <Skeleton shape="rect" height="3.5rem" />
          </div>
        </SkeletonGroup>
      ) : list.isError && conversations.length === 0 ? (
        <div role="alert" className={css.notice}>
          <Text>
            <Trans>Your conversations could not be loaded.</Trans>
          </Text>
          <Button variant="secondary" onClick={() => void list.refetch()} loading={list.isFetching}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : conversations.length === 0 ? (
        <div className={css.notice}>
          <Text>
            <Trans>No messages yet. Ask an owner about a vehicle from its page, and your conversation shows here.</Trans>
          </Text>
        </div>
      ) : (
        <>
          <ul className={css.list} aria-labelledby="conversations-heading">
            {conversations.map((conversation) => (
              <ConversationItem key={conversation.id} conversation={conversation} selected={conversation.id === selectedId} viewerId={viewerId} nowMs={nowMs} />
            ))}
          </ul>
          {list.hasNextPage && (
            <div className={css.listFooter}>
              <Button variant="secondary" size="sm" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                <Trans>Show more conversations</Trans>
              </Button>
            </div>
          )}
        </>
      )}
    </>
  );
}

const ConversationItem = memo(function ConversationItem({
  conversation,
  selected,
  viewerId,
  nowMs,
}: {
  conversation: Conversation;
  selected: boolean;
  viewerId: number;
  nowMs: number;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const hrefTo = useLocalizedHref();
  const name = partnerName(conversation.otherUser);
  const vehicle = conversationVehicleName(conversation);
  const last = conversation.lastMessage;
  const preview = last?.content;
  const unread = isUnread(conversation);
  const count = conversation.unreadCount ?? (unread ? 1 : 0);
  const when = last?.createdAt ?? conversation.updatedAt;
  const avatar = conversation.otherUser.avatarUrl;
  return (
    <li>
      <Link to={hrefTo('messages', { conversationId: conversation.id })} variant="subtle" className={css.item} aria-current={selected ? 'page' : undefined}>
        {avatar ? (
          <img src={avatar} alt="" className={css.avatar} width={44} height={44} loading="lazy" decoding="async" />
        ) : (
          <span className={css.avatar} aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
        )}
        <span className={unread ? `${css.itemName} ${css.unreadName}` : css.itemName}>{name}</span>
        <span className={css.itemTime}>{when ? <time dateTime={when}>{messageTime(when, locale, new Date(nowMs), { short: true })}</time> : null}</span>
        {vehicle && <span className={css.itemLine}>{vehicle}</span>}
        <span className={unread ? `${css.itemPreview} ${css.unreadLine}` : css.itemPreview}>
          <span className={css.previewText}>
            {preview === undefined ? t`No messages yet` : last && isOwnMessage(last, viewerId) ? t`You: ${preview}` : preview}
          </span>
          {unread && (
            <Badge tone="accent" label={count > 1 ? t`${count} unread messages` : t`Unread`}>
              {count > 1 ? count : t({ message: 'New', context: 'unread conversation' })}
            </Badge>
          )}
        </span>
      </Link>
    </li>
  );
});
