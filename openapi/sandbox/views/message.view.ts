import type { components } from '@openapi/generated/schema';
import { otherUserOf } from '../logic/conversations';
import type { RouteContext } from '../http/route';
import type { ConversationRow, MessageRow } from '../store/rows';
import { publicUserView } from './user.view';

type S = components['schemas'];
type ViewContext = Pick<RouteContext, 'store' | 'urls' | 'viewer'>;

export function messageView(ctx: Pick<RouteContext, 'viewer'>, message: MessageRow): S['Message'] {
  return { ...message, isOwn: ctx.viewer?.user.id === message.senderId };
}

/** The messages of a conversation, oldest first. */
export const messagesOf = (ctx: Pick<RouteContext, 'store'>, conversationId: number): MessageRow[] =>
  ctx.store.messages.by('conversationId', conversationId).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);

/** A conversation as the viewer sees it: the other user, the vehicle, the last message and the unread count. */
export function conversationView(ctx: ViewContext, conversation: ConversationRow, viewerId: number): S['Conversation'] {
  const { store } = ctx;
  const other = store.users.get(otherUserOf(conversation, viewerId));
  const messages = messagesOf(ctx, conversation.id);
  const unread = messages.filter((m) => m.senderId !== viewerId && m.readAt === null).length;
  const asset = conversation.assetId === null ? undefined : store.assets.get(conversation.assetId);
  const brand = asset?.brandId ? store.brands.get(asset.brandId) : undefined;
  const image = asset ? store.assetImages.by('assetId', asset.id).find((i) => i.viewType === 'main') : undefined;
  const last = messages.at(-1);
  return {
    id: conversation.id,
    otherUser: other ? publicUserView(ctx, other) : { id: 0, firstName: '' },
    asset: asset
      ? { id: asset.id, brandName: brand && brand.key !== 'other_brand' ? brand.name : null, model: asset.model, subType: asset.subType, imageUrl: image ? ctx.urls.vehicleImage(image).card.url : null }
      : null,
    lastMessage: last ? messageView(ctx, last) : null,
    unread: unread > 0,
    unreadCount: unread,
    updatedAt: conversation.updatedAt,
  };
}
