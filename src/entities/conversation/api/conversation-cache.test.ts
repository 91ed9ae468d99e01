import { describe, expect, it } from 'vitest';
import type { Conversation, Message } from '../model/types';
import { withConversationRead, withEditedMessage, withLastMessage, withSentMessage } from './conversation-cache';
import type { ConversationPages, MessagePages } from './conversation-queries';

const meta = { current_page: 1, last_page: 2, per_page: 20, total: 30 };
const message = (id: number, content = `Message ${id}`): Message => ({ id, conversationId: 7, senderId: 1, content, createdAt: `2026-11-20T10:0${id}:00Z` });
const conversation = (id: number, overrides: Partial<Conversation> = {}): Conversation => ({ id, otherUser: { id: 100 + id, firstName: `P${id}` }, unread: false, ...overrides });
const messagePages = (...pages: Message[][]): MessagePages => ({ pages: pages.map((data) => ({ data, meta })), pageParams: pages.map((_, i) => i + 1) });
const listPages = (...pages: Conversation[][]): ConversationPages => ({ pages: pages.map((data) => ({ data, meta })), pageParams: pages.map((_, i) => i + 1) });

describe('the cache after the user’s own actions', () => {
  it('puts a sent message first on the newest page, once', () => {
    const sent = withSentMessage(messagePages([message(2), message(1)]), message(3));
    expect(sent?.pages[0]?.data.map((m) => m.id)).toEqual([3, 2, 1]);
    expect(withSentMessage(sent, message(3))?.pages[0]?.data.map((m) => m.id)).toEqual([3, 2, 1]);
  });

  it('replaces an edited message where it is', () => {
    const edited = withEditedMessage(messagePages([message(2)], [message(1)]), message(1, 'Changed'));
    expect(edited?.pages[1]?.data[0]?.content).toBe('Changed');
  });

  it('marks a conversation read in the list', () => {
    const read = withConversationRead(listPages([conversation(1, { unread: true, unreadCount: 2 }), conversation(2, { unread: true })]), 1);
    expect(read?.pages[0]?.data.map((c) => [c.id, c.unread, c.unreadCount])).toEqual([
      [1, false, 0],
      [2, true, undefined],
    ]);
  });

  it('moves the conversation written in to the top with its last message', () => {
    const moved = withLastMessage(listPages([conversation(1), conversation(2)], [conversation(3)]), 3, message(9));
    expect(moved?.pages.map((page) => page.data.map((c) => c.id))).toEqual([[3, 1, 2], []]);
    expect(moved?.pages[0]?.data[0]?.lastMessage?.id).toBe(9);
  });

  it('leaves what is not cached alone', () => {
    expect(withSentMessage(undefined, message(1))).toBeUndefined();
    expect(withConversationRead(undefined, 1)).toBeUndefined();
  });
});
