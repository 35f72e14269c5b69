import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { IsoDate } from '../../../../domain/dates';
import type { BookingList } from '../../../../domain/schemas/booking-list';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** GET /v1/bookings?referrer=&fromDate=&toDate=: the nights an affiliate brought, 50 a page by cursor. */
export async function getAffiliateBookings(
  userId: string,
  range: { from: IsoDate; to: IsoDate },
  cursor: string | null,
  signal?: AbortSignal,
): Promise<BookingList> {
  return api<BookingList>(apiPath('/v1/bookings'), {
    query: { referrer: userId, fromDate: range.from, toDate: range.to, cursor },
    signal,
  });
}

/** Under 'bookings' and 'affiliates': a refund or a transfer fetches them anew. */
export function getAffiliateBookingsQueryOptions(userId: string, range: { from: IsoDate; to: IsoDate }) {
  return infiniteQueryOptions({
    queryKey: queryKeys.bookings.ofAffiliate(userId, range.from, range.to),
    queryFn: ({ signal, pageParam }) => getAffiliateBookings(userId, range, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
  });
}

export function useAffiliateBookings(userId: string, range: { from: IsoDate; to: IsoDate }) {
  return useInfiniteQuery(getAffiliateBookingsQueryOptions(userId, range));
}
