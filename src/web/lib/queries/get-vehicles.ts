// GET /v1/users/{id}/vehicles (issue 27): the guest's vehicles, read by the account's Vehicles tab
// and the booking dialog's vehicle picker.

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VehicleList } from '../../../domain/schemas/vehicles';
import { api } from '../api';
import { apiPath } from '../../../domain/api-paths';
import { queryKeys } from './keys';

export async function getVehicles(userId: string, signal?: AbortSignal): Promise<VehicleList> {
  return api<VehicleList>(apiPath('/v1/users/{id}/vehicles', { id: userId }), { signal });
}

/** Under 'users': a user's own data, dropped on sign-out (lib/session.ts). */
export function getVehiclesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.users.vehicles(userId),
    queryFn: ({ signal }) => getVehicles(userId, signal),
  });
}

export function useVehicles(userId: string | null | undefined) {
  return useQuery({ ...getVehiclesQueryOptions(userId ?? ''), enabled: !!userId });
}
