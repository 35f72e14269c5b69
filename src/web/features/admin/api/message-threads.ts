import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ThreadList } from '../../../../domain/schemas/messages';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

export type MessagesSubject = { userId: string } | { locationId: number };

/** GET /v1/admin/messages/threads?userId=|locationId=: the conversations, without their text (issue 26). */
export async function getMessageThreads(about: MessagesSubject, signal?: AbortSignal): Promise<ThreadList> {
  return api<ThreadList>(apiPath('/v1/admin/messages/threads'), { query: about, signal });
}

export function useMessageThreads(about: MessagesSubject) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.admin.messageThreads(about),
      queryFn: ({ signal }) => getMessageThreads(about, signal),
    }),
  );
}
