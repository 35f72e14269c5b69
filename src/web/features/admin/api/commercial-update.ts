import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LocationDetail } from '../../../../domain/schemas/locations';
import type { UpdateNonProductBody } from '../../../../domain/schemas/property';
import { api } from '../../../lib/api';
import { refreshPropertyViews } from '../../../lib/queries/property-saved';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/**
 * GET /v1/locations/{id} for a non-product listing's editor: administrators get its exact address and
 * the `version` a save sends back. The location page's key, so a save shows there too.
 */
function listingQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.locations.detail(id),
    queryFn: ({ signal }) => api<LocationDetail>(apiPath('/v1/locations/{id}', { id }), { signal }),
    // The form keeps what is typed: a refetch in the background must not look like news.
    refetchOnWindowFocus: false,
  });
}

export function useNonProductListing(id: number) {
  return useQuery(listingQueryOptions(id));
}

/** PUT /v1/admin/locations/{id}: 409 property.staleEdit when someone saved since it was read. */
export async function updateNonProductListing(
  id: number,
  body: UpdateNonProductBody,
): Promise<LocationDetail> {
  return api<LocationDetail>(apiPath('/v1/admin/locations/{id}', { id }), { method: 'PUT', body });
}

export function useUpdateNonProductListing(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNonProductBody) => updateNonProductListing(id, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(listingQueryOptions(id).queryKey, saved);
      // The admin table, the listing's trail, the owner's lists and the map search show the change.
      await refreshPropertyViews(queryClient, id);
    },
  });
}
