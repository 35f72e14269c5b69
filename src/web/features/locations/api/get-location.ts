import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationDetail } from '../../../../domain/schemas/locations';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

export async function getLocation(id: number, signal?: AbortSignal): Promise<LocationDetail> {
  return api<LocationDetail>(apiPath('/v1/locations/{id}', { id }), { signal });
}

export function getLocationQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.locations.detail(id),
    queryFn: ({ signal }) => getLocation(id, signal),
  });
}

export function useLocation(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getLocationQueryOptions(id), ...options });
}
