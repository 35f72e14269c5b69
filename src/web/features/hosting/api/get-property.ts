import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationDetail } from '../../../../domain/schemas/locations';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/**
 * GET /v1/locations/{id} for the property editor: its host and administrators get the exact address
 * and the `version` a save sends back. The same key as the location page's, so a save shows there too.
 */
export async function getProperty(id: number, signal?: AbortSignal): Promise<LocationDetail> {
  return api<LocationDetail>(apiPath('/v1/locations/{id}', { id }), { signal });
}

export function getPropertyQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.locations.detail(id),
    queryFn: ({ signal }) => getProperty(id, signal),
    // The form keeps what the host types: a refetch in the background must not look like news.
    refetchOnWindowFocus: false,
  });
}

export function useProperty(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getPropertyQueryOptions(id), ...options });
}
