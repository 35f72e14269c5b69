// A booking just confirmed (spec section 4, Book Now's success): the location page clears the
// selection and goes to /bookings with it in the history entry's state, and My Trips shows the
// confirmation dialog ("Your booking has been confirmed / Please check your email…") with it.

import { isIsoDate } from '../../../domain/dates';
import type { StayDates } from '../../../domain/stay-search';
import type { CreateBookingResponse } from '../../../domain/schemas/booking-create';

export type ConfirmedBooking = {
  locationName: string;
  /** What the guest paid, in cents. */
  total: number;
  /** The stays booked (the server's grouping: consecutive nights make one). */
  stays: StayDates[];
  /** A request to book sent to the host (issue 26), not yet a booking. */
  requested?: boolean;
};

/** The history state that carries a confirmed booking to My Trips. */
export const confirmedState = (
  locationName: string,
  answer: Pick<CreateBookingResponse, 'total' | 'stays'> & { request?: CreateBookingResponse['request'] },
): { confirmed: ConfirmedBooking } => ({
  confirmed: { locationName, total: answer.total, stays: answer.stays, requested: !!answer.request },
});

/** The confirmed booking in a history entry's state, or null (read defensively: it outlives a reload). */
export function confirmedBookingOf(state: unknown): ConfirmedBooking | null {
  const confirmed = (state as { confirmed?: Partial<ConfirmedBooking> } | null)?.confirmed;
  if (!confirmed || typeof confirmed.locationName !== 'string' || typeof confirmed.total !== 'number')
    return null;
  const stays = Array.isArray(confirmed.stays) ? confirmed.stays : [];
  const valid = stays.every(
    (s: Partial<StayDates> | null) =>
      typeof s?.arrival === 'string' &&
      isIsoDate(s.arrival) &&
      typeof s.departure === 'string' &&
      isIsoDate(s.departure),
  );
  return valid && stays.length > 0
    ? {
        locationName: confirmed.locationName,
        total: confirmed.total,
        stays,
        requested: confirmed.requested === true,
      }
    : null;
}
