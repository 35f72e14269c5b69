import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageBody, ThreadRef } from '../../../../domain/schemas/messages';
import { api } from '../../../lib/api';

/** POST /v1/locations/{id}/inquiries: a question to the host before booking, in the guest's inquiry thread. */
export async function askHost({
  locationId,
  body,
}: MessageBody & { locationId: number }): Promise<ThreadRef> {
  return api<ThreadRef>(`/v1/locations/${locationId}/inquiries`, { method: 'POST', body: { body } });
}

export function useAskHost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askHost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['messages'] }),
  });
}
