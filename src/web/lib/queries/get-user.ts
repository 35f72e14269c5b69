import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfile } from '../../../domain/schemas/users';
import { api } from '../api';
import { apiPath } from '../../../domain/api-paths';
import { queryKeys } from './keys';

export async function getUser(id: string, signal?: AbortSignal): Promise<UserProfile> {
  return api<UserProfile>(apiPath('/v1/users/{id}', { id }), { signal });
}

/** Under 'users': a user's own data, dropped on sign-out (lib/session.ts). */
export function getUserQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.users.one(id),
    queryFn: ({ signal }) => getUser(id, signal),
  });
}

export function useUserProfile(id: string | null | undefined) {
  return useQuery({ ...getUserQueryOptions(id ?? ''), enabled: !!id });
}
