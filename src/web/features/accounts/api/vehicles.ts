// The guest's vehicles (issue 27): add, change and remove one with /v1/users/{id}/vehicles; each
// answer refreshes the list the Vehicles tab and the booking dialog read.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VehicleBody, VehicleDto, VehicleList } from '../../../../domain/schemas/vehicles';
import { api } from '../../../lib/api';
import { getVehiclesQueryOptions } from '../../../lib/queries/get-vehicles';
import { apiPath } from '../../../../domain/api-paths';

const base = (userId: string) => apiPath('/v1/users/{id}/vehicles', { id: userId });

export function useSaveVehicle(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: VehicleBody }) =>
      id
        ? api<VehicleDto>(apiPath('/v1/users/{id}/vehicles/{vehicleId}', { id: userId, vehicleId: id }), {
            method: 'PUT',
            body,
          })
        : api<VehicleDto>(base(userId), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getVehiclesQueryOptions(userId).queryKey }),
  });
}

export function useRemoveVehicle(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<VehicleList>(apiPath('/v1/users/{id}/vehicles/{vehicleId}', { id: userId, vehicleId: id }), {
        method: 'DELETE',
      }),
    onSuccess: (list) => queryClient.setQueryData(getVehiclesQueryOptions(userId).queryKey, list),
  });
}
