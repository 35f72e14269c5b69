import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ContactMessageList } from '../../../../domain/schemas/contact';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** GET /v1/admin/contact-messages: what visitors sent through Contact Us, newest first, 50 a page. */
export async function getContactMessages(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ContactMessageList> {
  return api<ContactMessageList>(apiPath('/v1/admin/contact-messages'), { query: { cursor }, signal });
}

export function useContactMessages() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: queryKeys.admin.contactMessages,
      queryFn: ({ signal, pageParam }) => getContactMessages(pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.cursor,
    }),
  );
}
