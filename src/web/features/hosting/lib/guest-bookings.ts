// Guest Bookings' pure parts (spec sections 2, 4 and 9): which nights the page asks for, the property
// filter's choices and how a guest is named. The status of each night is lib/bookings/cancellation.ts'
// hostNightState, shared with My Trips' rules.

import { addDays, type IsoDate } from '../../../../domain/dates';
import type { BookingContact } from '../../../../domain/schemas/booking-list';
import { cancelledLast } from '../../../../domain/stays';
import type { GuestBookingsQuery } from '../api/get-guest-bookings';

/** Spec section 9: the list starts 7 days before today unless the host picks dates. */
export const GUEST_BOOKINGS_DAYS_BACK = 7;

/** What the host filters by: a property (its id) and a range of nights ('' for none). */
export type GuestBookingsFilters = { location: number | null; fromDate: IsoDate | ''; toDate: IsoDate | '' };

export const NO_FILTERS: GuestBookingsFilters = { location: null, fromDate: '', toDate: '' };

/** The first night listed: the host's From date, else a week before today. */
export const firstNightListed = (filters: GuestBookingsFilters, today: IsoDate): IsoDate =>
  filters.fromDate || addDays(today, -GUEST_BOOKINGS_DAYS_BACK);

/**
 * GET /v1/bookings' query for the host's guests: from a week before today (`from`), or from the
 * host's own From date (`fromDate`, which may reach further back), up to the To date, at one property
 * when one is chosen.
 */
export function guestBookingsQuery(
  hostId: string,
  filters: GuestBookingsFilters,
  today: IsoDate,
): GuestBookingsQuery {
  return {
    host: hostId,
    ...(filters.location !== null ? { location: filters.location } : {}),
    ...(filters.fromDate
      ? { fromDate: filters.fromDate }
      : { from: addDays(today, -GUEST_BOOKINGS_DAYS_BACK) }),
    ...(filters.toDate ? { toDate: filters.toDate } : {}),
  };
}

/**
 * The nights of the pages loaded so far, as the page lists them: by night as the server sends them,
 * cancelled ones after the others (spec section 3, as My Trips lists its stays).
 */
export const listedNights = <N extends { status: string }>(pages: readonly { items: readonly N[] }[]): N[] =>
  cancelledLast(pages.flatMap((page) => page.items));

/** The property filter's choices: the host's properties, by name. */
export function propertyOptions(
  properties: readonly { id: number; name: string }[],
): { value: string; label: string }[] {
  return properties
    .map((p) => ({ value: String(p.id), label: p.name }))
    .sort((a, b) => a.label.localeCompare(b.label) || Number(a.value) - Number(b.value));
}

/** The guest's full name, as the host sees it ('' when the guest gave none). */
export function guestName(contact: BookingContact | null): string {
  return contact ? [contact.firstName, contact.lastName].filter(Boolean).join(' ') : '';
}
