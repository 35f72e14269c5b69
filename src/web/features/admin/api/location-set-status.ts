import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationStatus } from '../../../../domain/constants';
import { api } from '../../../lib/api';
import { refreshPropertyViews } from '../../../lib/queries/property-saved';
import { apiPath } from '../../../../domain/api-paths';

export type LocationStatusChange = { id: number; status: LocationStatus };

/**
 * PUT /v1/locations/{id}/status {status}: list (active) or unlist (inactive) any listing. Listing one
 * without a photo answers 400 property.listWithoutPhoto and changes nothing.
 */
export async function setLocationStatus({ id, status }: LocationStatusChange): Promise<LocationStatusChange> {
  return api<LocationStatusChange>(apiPath('/v1/locations/{id}/status', { id }), {
    method: 'PUT',
    body: { status },
  });
}

export function useSetLocationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLocationStatus,
    onSuccess: async () => {
      // The admin table and trail, the public searches, the host's My Properties and the location
      // page ('This property is unlisted') all follow.
      await refreshPropertyViews(queryClient);
    },
  });
}
