import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Availability } from '../../../../domain/schemas/locations';
import type { IsoDate } from '../../../../domain/dates';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

export async function getAvailability(
  locationId: number,
  from: IsoDate,
  to: IsoDate,
  signal?: AbortSignal,
): Promise<Availability> {
  return api<Availability>(apiPath('/v1/locations/{id}/availability', { id: locationId }), {
    query: { from, to },
    signal,
  });
}

export function getAvailabilityQueryOptions(locationId: number, from: IsoDate, to: IsoDate) {
  return queryOptions({
    queryKey: queryKeys.locations.availability(locationId, from, to),
    queryFn: ({ signal }) => getAvailability(locationId, from, to, signal),
    // Nights get booked by others; keep the calendar fresh.
    staleTime: 30_000,
  });
}

export function useAvailability(locationId: number, from: IsoDate, to: IsoDate) {
  return useQuery({
    ...getAvailabilityQueryOptions(locationId, from, to),
    placeholderData: keepPreviousData,
  });
}
