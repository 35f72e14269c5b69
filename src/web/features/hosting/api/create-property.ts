import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LocationDetail } from '../../../../domain/schemas/locations';
import type { CreatePropertyBody } from '../../../../domain/schemas/property';
import { api } from '../../../lib/api';
import { getPropertyQueryOptions } from './get-property';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** POST /v1/locations: a new property, listed at once (it has a photo and a site). */
export async function createProperty(body: CreatePropertyBody): Promise<LocationDetail> {
  return api<LocationDetail>(apiPath('/v1/locations'), { method: 'POST', body });
}

export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProperty,
    onSuccess: (property) => {
      queryClient.setQueryData(getPropertyQueryOptions(property.id).queryKey, property);
      // Searches, My Properties: the new property shows at once.
      void queryClient.invalidateQueries({ queryKey: queryKeys.locations.all, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.properties.all });
    },
  });
}
