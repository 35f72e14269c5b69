import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfile } from '../../../../domain/schemas/users';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** GET /v1/users/{id}: anyone's profile, for an administrator. */
export async function getAdminUser(userId: string, signal?: AbortSignal): Promise<UserProfile> {
  return api<UserProfile>(apiPath('/v1/users/{id}', { id: userId }), { signal });
}

/** Under 'admin': every admin write invalidates ['admin'], so the page shows what was just done. */
export function getAdminUserQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.admin.user(userId),
    queryFn: ({ signal }) => getAdminUser(userId, signal),
  });
}

export function useAdminUser(userId: string) {
  return useQuery(getAdminUserQueryOptions(userId));
}
