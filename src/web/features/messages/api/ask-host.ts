import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageBody, ThreadRef } from '../../../../domain/schemas/messages';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** POST /v1/locations/{id}/inquiries: a question to the host before booking, in the guest's inquiry thread. */
export async function askHost({
  locationId,
  body,
}: MessageBody & { locationId: number }): Promise<ThreadRef> {
  return api<ThreadRef>(apiPath('/v1/locations/{id}/inquiries', { id: locationId }), {
    method: 'POST',
    body: { body },
  });
}

export function useAskHost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askHost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.messages.all }),
  });
}
