import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { BookingList } from '../../../../domain/schemas/booking-list';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** GET /v1/bookings?location={id} (administrators): every guest's nights there, 50 a page by cursor. */
export async function getLocationBookings(
  locationId: number,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<BookingList> {
  return api<BookingList>(apiPath('/v1/bookings'), { query: { location: locationId, cursor }, signal });
}

export function getLocationBookingsQueryOptions(locationId: number) {
  return infiniteQueryOptions({
    queryKey: queryKeys.admin.locationBookings(locationId),
    queryFn: ({ signal, pageParam }) => getLocationBookings(locationId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
  });
}

export function useLocationBookings(locationId: number) {
  return useInfiniteQuery(getLocationBookingsQueryOptions(locationId));
}
