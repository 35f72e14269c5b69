// Cancelling nights on the web (spec section 4; decision 018), shared by My Trips (the guest) and Guest
// Bookings (the host). The rules are the domain's (src/domain/cancellation.ts); these only apply them
// to the rows of GET /v1/bookings and shape the request of PUT /v1/bookings/{id}/status.

import {
  cancellationQuote,
  guestMayCancel,
  hostMayCancel,
  type CancellationPolicy,
  type CancellationQuote,
  type CancelledBy,
} from '../../../domain/cancellation';
import { daysBetween, type IsoDate } from '../../../domain/dates';
import type { CancelBookingBody } from '../../../domain/schemas/booking-cancel';

type NightState = { status: string; date: IsoDate };

/**
 * The nights of a stay arriving on `arrival` a guest may cancel today: the accepted ones while the
 * arrival is not past (tonight included), none once the stay is under way; in the given order.
 */
export function guestCancellableNights<N extends NightState>(
  nights: readonly N[],
  arrival: IsoDate,
  today: IsoDate,
): N[] {
  return nights.filter((night) => guestMayCancel(night, arrival, today));
}

/**
 * What Guest Bookings shows in a night's status cell (spec section 4): 'Booking Cancelled', 'Booking
 * Completed' once check-in is more than a day past, a Cancel button while the host may cancel, and
 * otherwise (a night still being paid for) that it is pending.
 */
export type HostNightState = 'cancelled' | 'completed' | 'cancellable' | 'pending';

export function hostNightState(night: NightState, today: IsoDate): HostNightState {
  if (night.status === 'cancelled') return 'cancelled';
  if (daysBetween(night.date, today) > 1) return 'completed';
  if (hostMayCancel(night, today)) return 'cancellable';
  return 'pending';
}

/** What cancelling these nights today gives back, from what the guest paid for each (amountPaid). */
export function quoteNights(
  policy: CancellationPolicy,
  nights: readonly { date: IsoDate; amountPaid: number }[],
  today: IsoDate,
  by: CancelledBy,
): CancellationQuote {
  return cancellationQuote(
    policy,
    nights.map((night) => ({ date: night.date, paid: night.amountPaid })),
    today,
    by,
  );
}

/**
 * The request cancelling these nights in one step: the first night goes in the path, the others in
 * `nights` (left out when there are none).
 */
export function cancelRequest(nightIds: readonly number[]): { id: number; body: CancelBookingBody } {
  const [id, ...others] = nightIds;
  if (id === undefined) throw new RangeError('Cancelling needs at least one night');
  return { id, body: others.length > 0 ? { status: 'cancelled', nights: others } : { status: 'cancelled' } };
}
