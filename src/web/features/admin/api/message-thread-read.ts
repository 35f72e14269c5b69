import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ThreadDto } from '../../../../domain/schemas/messages';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** POST /v1/admin/messages/threads/{id}/read: the conversation as written; the reason goes into the audit trail. */
export async function readMessageThread({ id, reason }: { id: number; reason: string }): Promise<ThreadDto> {
  return api<ThreadDto>(apiPath('/v1/admin/messages/threads/{id}/read', { id }), {
    method: 'POST',
    body: { reason },
  });
}

export function useReadMessageThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readMessageThread,
    // The audit trail below shows the reading at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.audit }),
  });
}
