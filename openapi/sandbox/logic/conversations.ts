import type { ConversationRow, MessageRow } from '../store/rows';
import type { Store } from '../store/store';

const pair = (a: number, b: number): [number, number] => (a < b ? [a, b] : [b, a]);

/** Two users share one conversation: a new message continues it (and moves it to the vehicle it is about). */
export function ensureConversation(store: Store, userA: number, userB: number, assetId: number | null, at: string): ConversationRow {
  const [low, high] = pair(userA, userB);
  const existing = store.conversations.by('userIds', [low, high])[0];
  if (existing) {
    if (assetId !== null) existing.assetId = assetId;
    return existing;
  }
  return store.conversations.insert({ userIds: [low, high], assetId, createdAt: at, updatedAt: at });
}

export function postMessage(store: Store, conversation: ConversationRow, senderId: number, content: string, at: string): MessageRow {
  conversation.updatedAt = at;
  return store.messages.insert({ conversationId: conversation.id, senderId, content, readAt: null, createdAt: at, updatedAt: at });
}

export const otherUserOf = (conversation: ConversationRow, userId: number): number =>
  conversation.userIds[0] === userId ? conversation.userIds[1] : conversation.userIds[0];
