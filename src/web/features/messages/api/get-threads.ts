import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ThreadList } from '../../../../domain/schemas/messages';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** GET /v1/messages/threads: the viewer's conversations; `host` keeps those where they are the host. */
export async function getThreads(role: 'host' | undefined, signal?: AbortSignal): Promise<ThreadList> {
  return api<ThreadList>(apiPath('/v1/messages/threads'), { query: { role }, signal });
}

/** Under 'messages': the stream (use-messages-stream.ts) refreshes the lists, threads and unread count. */
export function getThreadsQueryOptions(role?: 'host') {
  return queryOptions({
    queryKey: queryKeys.messages.threads(role ?? 'all'),
    queryFn: ({ signal }) => getThreads(role, signal),
  });
}

export function useThreads(role?: 'host') {
  return useQuery(getThreadsQueryOptions(role));
}
