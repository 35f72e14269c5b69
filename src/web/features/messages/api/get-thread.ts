import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ThreadDto } from '../../../../domain/schemas/messages';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** GET /v1/messages/threads/{id}: a conversation, marked read by the server as it answers. */
export async function getThread(id: number, signal?: AbortSignal): Promise<ThreadDto> {
  return api<ThreadDto>(apiPath('/v1/messages/threads/{id}', { id }), { signal });
}

export function getThreadQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.messages.thread(id),
    queryFn: ({ signal }) => getThread(id, signal),
  });
}

export function useThread(id: number | null) {
  return useQuery({ ...getThreadQueryOptions(id ?? 0), enabled: id !== null });
}
