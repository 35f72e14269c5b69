import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import type { BookingList, BookingListQuery } from '../../../../domain/schemas/booking-list';
import { api } from '../../../lib/api';

/** The query of Guest Bookings: the host's own id, and the filters (lib/guest-bookings.ts). */
export type GuestBookingsQuery = Omit<BookingListQuery, 'cursor' | 'guest'> & { host: string };

/**
 * GET /v1/bookings?host=…: the nights guests booked at the host's properties, oldest first from the
 * first date asked for, 50 a page by cursor (spec sections 7 and 9). Under 'bookings', with the
 * viewer's own nights: dropped on sign-out (lib/session.ts) and fetched anew after a cancellation.
 */
export function getGuestBookingsQueryOptions(query: GuestBookingsQuery) {
  return infiniteQueryOptions({
    queryKey: ['bookings', 'hosted', query],
    queryFn: ({ signal, pageParam }) =>
      api<BookingList>('/v1/bookings', { query: { ...query, cursor: pageParam }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.cursor,
    // The table keeps what it shows while another filter's nights arrive.
    placeholderData: keepPreviousData,
  });
}
