import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationDetail } from '../../../../domain/schemas/locations';
import type { CreateNonProductBody } from '../../../../domain/schemas/property';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/**
 * POST /v1/admin/locations: a commercial or freedom campsite, listed at once with no sites.
 * Failures: 400 {field, code} for a rule of the form.
 */
export async function createNonProductListing(body: CreateNonProductBody): Promise<LocationDetail> {
  return api<LocationDetail>(apiPath('/v1/admin/locations'), { method: 'POST', body });
}

export function useCreateNonProductListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNonProductListing,
    onSuccess: async () => {
      // The map search and the admin table show the new place.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.locations.all }),
      ]);
    },
  });
}
