import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conversationCache, type Message } from '@/entities/conversation';
import { api, unwrap } from '@/shared/api';

export interface SendMessageInput {
  conversationId: number;
  content: string;
}

/**
 * `POST /conversations/{id}/messages`: the message joins the conversation on screen at once
 * (the newest page and the list's last message), before the next poll.
 */
export function useSendMessage(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ conversationId, content }: SendMessageInput): Promise<Message> =>
      (await unwrap(api.POST('/conversations/{id}/messages', { params: { path: { id: conversationId } }, body: { content } }))).data,
    onSuccess: (message, { conversationId }) => conversationCache.messageSent(client, userId, conversationId, message),
  });
}
