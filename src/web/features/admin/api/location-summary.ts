import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminLocation } from '../../../../domain/schemas/locations';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** GET /v1/admin/locations/{id}: the listing's name, type and status, and its host's contact. */
export async function getAdminLocation(id: number, signal?: AbortSignal): Promise<AdminLocation> {
  return api<AdminLocation>(apiPath('/v1/admin/locations/{id}', { id }), { signal });
}

export function getAdminLocationQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.admin.location(id),
    queryFn: ({ signal }) => getAdminLocation(id, signal),
  });
}

export function useAdminLocation(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getAdminLocationQueryOptions(id), ...options });
}
