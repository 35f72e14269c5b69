import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationStatus } from '../../../../domain/constants';
import { api } from '../../../lib/api';
import { refreshPropertyViews } from '../../../lib/queries/property-saved';
import { withStatus } from '../lib/my-properties';
import type { PropertyList } from './get-my-properties';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

export type PropertyStatus = { id: number; status: LocationStatus };

/**
 * PUT /v1/locations/{id}/status {status}: list (active) or unlist (inactive) a property. Listing one
 * without a photo answers 400 property.listWithoutPhoto and changes nothing; unlisting always works.
 */
export async function setPropertyStatus(id: number, status: LocationStatus): Promise<PropertyStatus> {
  return api<PropertyStatus>(apiPath('/v1/locations/{id}/status', { id }), {
    method: 'PUT',
    body: { status },
  });
}

export function useSetPropertyStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: PropertyStatus) => setPropertyStatus(id, status),
    onSuccess: (answer) => {
      // My Properties shows what the server answered.
      queryClient.setQueriesData<PropertyList>({ queryKey: queryKeys.properties.all }, (list) =>
        withStatus(list, answer),
      );
      // Searches, the location page ('This property is unlisted') and the admin tables follow.
      void refreshPropertyViews(queryClient);
    },
  });
}
