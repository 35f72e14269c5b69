import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationDetail } from '../../../../domain/schemas/locations';
import type { UpdatePropertyBody } from '../../../../domain/schemas/property';
import { api } from '../../../lib/api';
import { refreshPropertyViews } from '../../../lib/queries/property-saved';
import { getPropertyQueryOptions } from './get-property';
import { apiPath } from '../../../../domain/api-paths';

/**
 * PUT /v1/locations/{id}: the whole property with the version it was read at; 409
 * property.staleEdit when someone saved it since.
 */
export async function updateProperty(id: number, body: UpdatePropertyBody): Promise<LocationDetail> {
  return api<LocationDetail>(apiPath('/v1/locations/{id}', { id }), { method: 'PUT', body });
}

export function useUpdateProperty(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePropertyBody) => updateProperty(id, body),
    onSuccess: (property) => {
      queryClient.setQueryData(getPropertyQueryOptions(id).queryKey, property);
      // Its calendar, searches, My Properties and the admin tables answer from the new sites and prices.
      void refreshPropertyViews(queryClient, id);
    },
  });
}
