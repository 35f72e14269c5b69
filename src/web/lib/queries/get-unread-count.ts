import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '../../../domain/schemas/messages';
import { api } from '../api';
import { apiPath } from '../../../domain/api-paths';
import { queryKeys } from './keys';

/** GET /v1/messages/unread-count: conversations with a message the viewer has not read (issue 26). */
export async function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return api<UnreadCount>(apiPath('/v1/messages/unread-count'), { signal });
}

/**
 * Under 'messages', so the messages screens' stream refreshes it with the threads; it is also read
 * again every minute for the top navigation's badge.
 */
export function getUnreadCountQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.messages.unread,
    queryFn: ({ signal }) => getUnreadCount(signal),
    refetchInterval: 60_000,
  });
}

export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...getUnreadCountQueryOptions(), enabled });
}
