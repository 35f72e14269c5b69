import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageBody, ThreadRef } from '../../../../domain/schemas/messages';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** POST /v1/messages/threads/{id}/messages. */
export async function sendMessage({
  threadId,
  body,
}: MessageBody & { threadId: number }): Promise<ThreadRef> {
  return api<ThreadRef>(apiPath('/v1/messages/threads/{id}/messages', { id: threadId }), {
    method: 'POST',
    body: { body },
  });
}

/** Sends, then refreshes the conversation and the lists (the other side hears of it by the stream). */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.messages.all }),
  });
}
