import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { BookingList } from '../../../../domain/schemas/booking-list';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** GET /v1/bookings?guest={id}: the nights a user booked, 50 a page by cursor. */
export async function getUserBookings(
  userId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<BookingList> {
  return api<BookingList>(apiPath('/v1/bookings'), { query: { guest: userId, cursor }, signal });
}

/** Under 'bookings': a refund (lib/bookings/refund-night.ts) fetches them anew. */
export function getUserBookingsQueryOptions(userId: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.bookings.ofUserForAdmin(userId),
    queryFn: ({ signal, pageParam }) => getUserBookings(userId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
  });
}

export function useUserBookings(userId: string) {
  return useInfiniteQuery(getUserBookingsQueryOptions(userId));
}
