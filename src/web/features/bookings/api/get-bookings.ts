import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { BookingList, BookingListQuery } from '../../../../domain/schemas/booking-list';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** The nights filter of GET /v1/bookings; the cursor is the query's own. */
export type BookingsFilter = Omit<BookingListQuery, 'cursor'>;

export async function getBookings(
  filter: BookingsFilter,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<BookingList> {
  return api<BookingList>(apiPath('/v1/bookings'), { query: { ...filter, cursor }, signal });
}

/**
 * Under 'bookings': the viewer's own nights, dropped on sign-out (lib/session.ts). Pages of 50 by
 * cursor; the next page exists only when the server gave a cursor (a full page, spec section 9).
 */
export function getBookingsQueryOptions(filter: BookingsFilter = {}) {
  return infiniteQueryOptions({
    queryKey: queryKeys.bookings.list(filter),
    queryFn: ({ signal, pageParam }) => getBookings(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
  });
}

export function useBookings(filter: BookingsFilter = {}, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getBookingsQueryOptions(filter), ...options });
}
