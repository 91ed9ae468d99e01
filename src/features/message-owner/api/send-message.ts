import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/shared/api';

export interface SendMessageInput {
  recipientId: number;
  content: string;
  assetId: number;
}

/** `POST /conversations` (001 §3 conversation payload): continues an existing conversation with the owner. */
export function useSendMessage() {
  return useMutation({
    mutationFn: async (input: SendMessageInput) => (await unwrap(api.POST('/conversations', { body: input }))).data,
  });
}
