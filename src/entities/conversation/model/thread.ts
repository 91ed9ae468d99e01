import type { Conversation, ConversationPartner, Message } from './types';

/**
 * A conversation's messages in reading order (oldest first), each once, from the pages the API
 * gave (`GET /conversations/{id}/messages`: newest first, page 1 the newest). Pages are numbered
 * from the newest, so a message that arrives between two page loads pushes the older pages by
 * one: a message may come twice, never go missing.
 */
export function threadOf(pages: readonly (readonly Message[])[]): Message[] {
  const byId = new Map<number, Message>();
  for (const page of pages) for (const message of page) if (!byId.has(message.id)) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
}

/** A message changed after it was sent (`PUT /messages/{id}`). */
export const isEdited = (message: Pick<Message, 'createdAt' | 'updatedAt'>): boolean =>
  message.updatedAt !== undefined && message.updatedAt !== message.createdAt;

/** Whether the viewer wrote the message: the API says so (`isOwn`), else the sender is the viewer. */
export const isOwnMessage = (message: Pick<Message, 'isOwn' | 'senderId'>, viewerId: number): boolean =>
  message.isOwn ?? message.senderId === viewerId;

/** The messages of `after` the viewer did not write and `before` did not hold: what a poll brought in. */
export function arrivedFrom(before: readonly Message[], after: readonly Message[], viewerId: number): Message[] {
  const known = new Set(before.map((message) => message.id));
  return after.filter((message) => !known.has(message.id) && !isOwnMessage(message, viewerId));
}

/** The name the other person goes by: an organisation's name for its representative, else the first name. */
export function partnerName(partner: Pick<ConversationPartner, 'firstName' | 'isOrganizationRepresentative' | 'organizationName'>): string {
  if (partner.isOrganizationRepresentative && partner.organizationName?.trim()) return partner.organizationName.trim();
  return partner.firstName.trim();
}

/** The vehicle a conversation is about, named as cards name it (brand and model), if it has one. */
export function conversationVehicleName(conversation: Pick<Conversation, 'asset'>): string | undefined {
  const asset = conversation.asset;
  if (!asset) return undefined;
  const name = [asset.brandName?.trim(), asset.model?.trim()].filter(Boolean).join(' ');
  return name || undefined;
}

/** Whether the conversation has messages the viewer has not read. */
export const isUnread = (conversation: Pick<Conversation, 'unread' | 'unreadCount'>): boolean =>
  conversation.unread || (conversation.unreadCount ?? 0) > 0;

/** The other person's id as the messages show it (a message they sent), if any. */
export function otherSenderOf(messages: readonly Pick<Message, 'senderId' | 'isOwn'>[], viewerId: number): number | undefined {
  return messages.find((message) => !isOwnMessage(message, viewerId))?.senderId;
}
