// The guest's vehicles (issue 27): add, change and remove one with /v1/users/{id}/vehicles; each
// answer refreshes the list the Vehicles tab and the booking dialog read.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VehicleBody, VehicleDto, VehicleList } from '../../../../domain/schemas/vehicles';
import { api } from '../../../lib/api';
import { getVehiclesQueryOptions } from '../../../lib/queries/get-vehicles';

const base = (userId: string) => `/v1/users/${encodeURIComponent(userId)}/vehicles`;

export function useSaveVehicle(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: VehicleBody }) =>
      id
        ? api<VehicleDto>(`${base(userId)}/${id}`, { method: 'PUT', body })
        : api<VehicleDto>(base(userId), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getVehiclesQueryOptions(userId).queryKey }),
  });
}

export function useRemoveVehicle(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<VehicleList>(`${base(userId)}/${id}`, { method: 'DELETE' }),
    onSuccess: (list) => queryClient.setQueryData(getVehiclesQueryOptions(userId).queryKey, list),
  });
}
