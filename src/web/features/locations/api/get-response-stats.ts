import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseStatsDto } from '../../../../domain/schemas/messages';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** GET /v1/locations/{id}/response-stats: the host's response rate and time over 90 days (issue 26). */
export async function getResponseStats(id: number, signal?: AbortSignal): Promise<ResponseStatsDto> {
  return api<ResponseStatsDto>(apiPath('/v1/locations/{id}/response-stats', { id }), { signal });
}

export function useResponseStats(id: number, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: queryKeys.locations.responseStats(id),
      queryFn: ({ signal }) => getResponseStats(id, signal),
    }),
    enabled,
  });
}
