import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BookingList, BookingListQuery, BookingRowDto } from '../../../../domain/schemas/booking-list';
import type { IsoDate } from '../../../../domain/dates';
import { staysToReviewNights } from '../../../../domain/stay-reviews';
import { api } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';
import { queryKeys } from '../../../lib/queries/keys';

/** The query of Guest Bookings: the host's own id, and the filters (lib/guest-bookings.ts). */
export type GuestBookingsQuery = Omit<BookingListQuery, 'cursor' | 'guest'> & { host: string };

/**
 * GET /v1/bookings?host=…: the nights guests booked at the host's properties, oldest first from the
 * first date asked for, 50 a page by cursor (spec sections 7 and 9). Under 'bookings', with the
 * viewer's own nights: dropped on sign-out (lib/session.ts) and fetched anew after a cancellation.
 */
export function getGuestBookingsQueryOptions(query: GuestBookingsQuery) {
  return infiniteQueryOptions({
    queryKey: queryKeys.bookings.hosted(query),
    queryFn: ({ signal, pageParam }) =>
      api<BookingList>(apiPath('/v1/bookings'), { query: { ...query, cursor: pageParam }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
    // The table keeps what it shows while another filter's nights arrive.
    placeholderData: keepPreviousData,
  });
}

/**
 * The same call for Guest Bookings' stays to review: the host's nights of the review window
 * (`staysToReviewNights`), every page at once, since a stay left off a page would never be offered.
 */
export function getStaysToReviewNightsQueryOptions(hostId: string, today: IsoDate) {
  const query: GuestBookingsQuery = { host: hostId, ...staysToReviewNights(today) };
  return queryOptions({
    queryKey: queryKeys.bookings.hostedToReview(query),
    queryFn: async ({ signal }) => {
      const nights: BookingRowDto[] = [];
      let cursor: string | null = null;
      do {
        const page: BookingList = await api<BookingList>(apiPath('/v1/bookings'), {
          query: { ...query, cursor },
          signal,
        });
        nights.push(...page.items);
        cursor = page.cursor;
      } while (cursor);
      return nights;
    },
  });
}
