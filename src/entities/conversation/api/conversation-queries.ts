import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import { api, unwrap, type components } from '@/shared/api';
import { POLL_INTERVAL_MS } from '@/shared/config';
import type { Conversation, Message } from '../model/types';

/** Conversations per page of the list (000 §9, 002 §9: conversation page size 20). */
export const CONVERSATIONS_PAGE_SIZE = 20;
/** Messages per page of a conversation, loaded further back as the reader scrolls up. */
export const MESSAGES_PAGE_SIZE = 20;

type PaginationMeta = components['schemas']['PaginationMeta'];
export interface ConversationPage {
  data: Conversation[];
  meta: PaginationMeta;
}
export interface MessagePage {
  data: Message[];
  meta: PaginationMeta;
}
export type ConversationPages = InfiniteData<ConversationPage>;
export type MessagePages = InfiniteData<MessagePage>;

/** The next page after `last`, if the list has one (pages are 1-based). */
const nextPage = (last: { meta: PaginationMeta }): number | undefined =>
  last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined;

/** Query keys of the conversation entity, per signed-in user (another login never sees them). */
export const conversationKeys = {
  all: (userId: number) => ['conversations', userId] as const,
  list: (userId: number) => [...conversationKeys.all(userId), 'list'] as const,
  messages: (userId: number, conversationId: number) => [...conversationKeys.all(userId), 'messages', conversationId] as const,
  withUser: (userId: number, otherUserId: number) => [...conversationKeys.all(userId), 'with', otherUserId] as const,
};

/**
 * Both are asked again every 30 s while the page is open (002 §9) and not while the tab is
 * hidden (`refetchIntervalInBackground: false`: TanStack Query skips an interval while the
 * document is hidden and asks again when it shows).
 */
export const conversationQueries = {
  /** `GET /me/conversations`: latest activity first, 20 a page, more pages on request. */
  list: (userId: number) =>
    infiniteQueryOptions({
      queryKey: conversationKeys.list(userId),
      queryFn: async ({ pageParam, signal }): Promise<ConversationPage> =>
        unwrap(
          api.GET('/me/conversations', {
            params: { query: { 'page[size]': CONVERSATIONS_PAGE_SIZE, 'page[number]': pageParam } },
            signal,
          }),
        ),
      initialPageParam: 1,
      getNextPageParam: nextPage,
      refetchInterval: POLL_INTERVAL_MS,
      refetchIntervalInBackground: false,
    }),
  /**
   * `GET /conversations/{id}/messages`: newest first, page 1 the newest; reading marks the other
   * person's messages read. Always asked afresh when a conversation opens (`staleTime: 0`).
   */
  messages: (userId: number, conversationId: number) =>
    infiniteQueryOptions({
      queryKey: conversationKeys.messages(userId, conversationId),
      queryFn: async ({ pageParam, signal }): Promise<MessagePage> =>
        unwrap(
          api.GET('/conversations/{id}/messages', {
            params: { path: { id: conversationId }, query: { 'page[size]': MESSAGES_PAGE_SIZE, 'page[number]': pageParam } },
            signal,
          }),
        ),
      initialPageParam: 1,
      getNextPageParam: nextPage,
      staleTime: 0,
      refetchInterval: POLL_INTERVAL_MS,
      refetchIntervalInBackground: false,
    }),
  /**
   * The conversation with one person (`GET /me/conversations?otherUserId=`): for a conversation
   * opened by its address that is not among the list's loaded pages.
   */
  withUser: (userId: number, otherUserId: number) =>
    queryOptions({
      queryKey: conversationKeys.withUser(userId, otherUserId),
      queryFn: async ({ signal }): Promise<Conversation | null> =>
        (await unwrap(api.GET('/me/conversations', { params: { query: { otherUserId, 'page[size]': 1 } }, signal }))).data[0] ?? null,
    }),
};
