import type { paths } from '@openapi/generated/schema';
import { forbidden, invalidField, notFound, unprocessable } from '../http/api-error';
import { viewerOf } from '../http/auth';
import type { RouteContext, Routes } from '../http/route';
import { holdsContactInfo } from '@/entities/user';
import { ensureConversation, postMessage } from '../logic/conversations';
import type { ConversationRow } from '../store/rows';
import { conversationView, messagesOf, messageView } from '../views/message.view';
import { paginate, pageOf } from '../views/pagination';
import { idOf } from './access';
import { unreadConversationIds } from './status';

/** 002 §5: no contact information in messages. */
function checkContent(content: string): void {
  if (content.trim() === '') throw invalidField('content', 'The message is empty.');
  if (holdsContactInfo(content)) throw unprocessable('contact_info_not_allowed', 'Contact information is not allowed in messages.', { content: ['Contact information is not allowed.'] });
}

export function messagingHandlers(api: Routes<paths>) {
  const me = (ctx: RouteContext) => viewerOf(ctx.viewer).user;
  const conversationOf = (ctx: RouteContext, id: number): ConversationRow => {
    const conversation = ctx.store.conversations.get(id);
    if (!conversation) throw notFound('conversation');
    if (!conversation.userIds.includes(me(ctx).id)) throw forbidden('This conversation is between other users.');
    return conversation;
  };
  /** 002 §2.9: messaging needs an activated (e-mail verified) account not blocked by the background checks. */
  const checkSender = (ctx: RouteContext) => {
    const user = me(ctx);
    if (user.registerCheckPassed === false) throw forbidden('Messaging is blocked by a background check. Contact support.', 'booking_blocked');
    if (!user.emailVerifiedAt) throw forbidden('Verify your e-mail address before sending messages.', 'email_not_verified');
    return user;
  };

  return [
    api.get('/me/conversations', ({ query, request, response }, ctx) => {
      const user = me(ctx);
      const other = query.get('otherUserId');
      const conversations = ctx.store.conversations
        .where((c) => c.userIds.includes(user.id) && (other === null || c.userIds.includes(Number(other))))
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id);
      const { page, size } = pageOf(request.url, 20);
      const { data, meta } = paginate(conversations, page, size);
      return response(200).json({ data: data.map((c) => conversationView(ctx, c, user.id)), meta });
    }),

    api.get('/me/unread-conversations', ({ response }, ctx) => {
      const ids = unreadConversationIds(ctx, me(ctx).id);
      return response(200).json({ data: { count: ids.length, conversationIds: ids } });
    }),

    api.post('/conversations', async ({ request, response }, ctx) => {
      const sender = checkSender(ctx);
      const { recipientId, content, assetId } = await request.json();
      const recipient = ctx.store.users.get(recipientId);
      if (!recipient || recipient.deletedAt) throw notFound('recipient');
      if (recipient.id === sender.id) throw invalidField('recipientId', 'You cannot write to yourself.');
      if (assetId !== undefined && assetId !== null && !ctx.store.assets.get(assetId)) throw notFound('vehicle', 'vehicle_not_found');
      checkContent(content);
      const at = ctx.now.toISOString();
      const conversation = ensureConversation(ctx.store, sender.id, recipient.id, assetId ?? null, at);
      postMessage(ctx.store, conversation, sender.id, content, at);
      return response(201).json({ data: conversationView(ctx, conversation, sender.id) });
    }),

    api.get('/conversations/{id}/messages', ({ params, request, response }, ctx) => {
      const conversation = conversationOf(ctx, idOf(params.id));
      const user = me(ctx);
      const messages = messagesOf(ctx, conversation.id);
      // Reading marks the other user's messages read.
      for (const message of messages) if (message.senderId !== user.id && message.readAt === null) message.readAt = ctx.now.toISOString();
      const { page, size } = pageOf(request.url, 50);
      const { data, meta } = paginate([...messages].reverse(), page, size);
      return response(200).json({ data: data.map((m) => messageView(ctx, m)), meta });
    }),

    api.post('/conversations/{id}/messages', async ({ params, request, response }, ctx) => {
      const conversation = conversationOf(ctx, idOf(params.id));
      const sender = checkSender(ctx);
      const { content } = await request.json();
      checkContent(content);
      const message = postMessage(ctx.store, conversation, sender.id, content, ctx.now.toISOString());
      return response(201).json({ data: messageView(ctx, message) });
    }),

    api.put('/messages/{id}', async ({ params, request, response }, ctx) => {
      const message = ctx.store.messages.get(idOf(params.id));
      if (!message) throw notFound('message');
      conversationOf(ctx, message.conversationId);
      const user = me(ctx);
      const { content, isRead } = await request.json();
      if (content !== undefined) {
        if (message.senderId !== user.id) throw forbidden('Only the sender edits a message.');
        checkContent(content);
        Object.assign(message, { content, updatedAt: ctx.now.toISOString() });
      }
      if (isRead !== undefined) {
        if (message.senderId === user.id) throw forbidden('The recipient marks a message read.');
        message.readAt = isRead ? (message.readAt ?? ctx.now.toISOString()) : null;
      }
      return response(200).json({ data: messageView(ctx, message) });
    }),
  ];
}
