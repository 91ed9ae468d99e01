import type { QueryClient } from '@tanstack/react-query';
import type { Conversation, Message } from '../model/types';
import { conversationKeys, type ConversationPages, type MessagePages } from './conversation-queries';

/** The pages with a message sent just now put first on the newest page (the API's order), once. */
export function withSentMessage(pages: MessagePages | undefined, message: Message): MessagePages | undefined {
  if (!pages) return pages;
  if (pages.pages.some((page) => page.data.some((m) => m.id === message.id))) return withEditedMessage(pages, message);
  const [first, ...rest] = pages.pages;
  if (!first) return pages;
  return { ...pages, pages: [{ ...first, data: [message, ...first.data] }, ...rest] };
}

/** The pages with one message replaced by its edited version. */
export function withEditedMessage(pages: MessagePages | undefined, message: Message): MessagePages | undefined {
  if (!pages) return pages;
  return { ...pages, pages: pages.pages.map((page) => ({ ...page, data: page.data.map((m) => (m.id === message.id ? message : m)) })) };
}

/** The list with one conversation marked read (its messages were just fetched, which reads them). */
export function withConversationRead(pages: ConversationPages | undefined, conversationId: number): ConversationPages | undefined {
  if (!pages) return pages;
  const read = (c: Conversation): Conversation => (c.id === conversationId && (c.unread || c.unreadCount) ? { ...c, unread: false, unreadCount: 0 } : c);
  return { ...pages, pages: pages.pages.map((page) => ({ ...page, data: page.data.map(read) })) };
}

/** The list with a conversation's last message brought up to date and the conversation moved first (latest activity first). */
export function withLastMessage(pages: ConversationPages | undefined, conversationId: number, message: Message): ConversationPages | undefined {
  if (!pages) return pages;
  let found: Conversation | undefined;
  const rest = pages.pages.map((page) => ({
    ...page,
    data: page.data.filter((c) => {
      if (c.id !== conversationId) return true;
      found = c;
      return false;
    }),
  }));
  if (!found) return pages;
  const moved: Conversation = { ...found, lastMessage: message, updatedAt: message.createdAt };
  const [first, ...others] = rest;
  if (!first) return pages;
  return { ...pages, pages: [{ ...first, data: [moved, ...first.data] }, ...others] };
}

/** Cache updates after the user's own actions, so the page shows them before the next poll. */
export const conversationCache = {
  messageSent(client: QueryClient, userId: number, conversationId: number, message: Message): void {
    client.setQueryData<MessagePages>(conversationKeys.messages(userId, conversationId), (pages) => withSentMessage(pages, message));
    client.setQueryData<ConversationPages>(conversationKeys.list(userId), (pages) => withLastMessage(pages, conversationId, message));
  },
  messageEdited(client: QueryClient, userId: number, conversationId: number, message: Message): void {
    client.setQueryData<MessagePages>(conversationKeys.messages(userId, conversationId), (pages) => withEditedMessage(pages, message));
    client.setQueryData<ConversationPages>(conversationKeys.list(userId), (pages) =>
      pages && { ...pages, pages: pages.pages.map((page) => ({ ...page, data: page.data.map((c) => (c.lastMessage?.id === message.id ? { ...c, lastMessage: message } : c)) })) },
    );
  },
  conversationRead(client: QueryClient, userId: number, conversationId: number): void {
    client.setQueryData<ConversationPages>(conversationKeys.list(userId), (pages) => withConversationRead(pages, conversationId));
  },
};
