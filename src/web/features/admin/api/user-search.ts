import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { userListSchema } from '../../../../domain/schemas/users';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

export type UserList = z.infer<typeof userListSchema>;

/** GET /v1/users?search=&cursor=: administrators search everyone by email or name, 50 a page. */
export async function searchUsers(
  search: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<UserList> {
  return api<UserList>(apiPath('/v1/users'), { query: { search, cursor }, signal });
}

export function getUserSearchQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.admin.userSearch(search),
    queryFn: ({ signal, pageParam }) => searchUsers(search, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
  });
}

/** Runs only for a search with text: an empty search does nothing (spec section 5). */
export function useUserSearch(search: string) {
  return useInfiniteQuery({ ...getUserSearchQueryOptions(search), enabled: search !== '' });
}
