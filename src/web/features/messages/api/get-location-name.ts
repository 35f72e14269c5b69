import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** GET /v1/locations/{id}, for the name the question page shows (the locations feature owns the rest). */
export async function getLocationName(
  id: number,
  signal?: AbortSignal,
): Promise<{ id: number; name: string }> {
  const location = await api<{ id: number; name: string }>(apiPath('/v1/locations/{id}', { id }), { signal });
  return { id: location.id, name: location.name };
}

export function useLocationName(id: number) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.locations.name(id),
      queryFn: ({ signal }) => getLocationName(id, signal),
    }),
  );
}
