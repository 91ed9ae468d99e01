import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conversationCache, type Message } from '@/entities/conversation';
import { api, unwrap } from '@/shared/api';

export interface EditMessageInput {
  messageId: number;
  conversationId: number;
  content: string;
}

/** `PUT /messages/{id}` with the new text: the sender edits their own message (002 §7). */
export function useEditMessage(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ messageId, content }: EditMessageInput): Promise<Message> =>
      (await unwrap(api.PUT('/messages/{id}', { params: { path: { id: messageId } }, body: { content } }))).data,
    onSuccess: (message, { conversationId }) => conversationCache.messageEdited(client, userId, conversationId, message),
  });
}
