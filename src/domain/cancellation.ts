// Cancellation policies (decision 018): what a cancelled night gives back. Each property has one of
// three policies, chosen by its host. The refund is worked out per night, from the days between the
// day of cancelling and the night itself (both in Pacific/Auckland), so cancelling some nights of a
// stay is as fair as cancelling all of them. A host (or an administrator) who cancels a guest's night
// refunds it in full, whatever the policy.

import { daysBetween, type IsoDate } from './dates';

export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];
export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = 'moderate';

/** A refund step: a night cancelled at least `daysBefore` days before it gives back `percent`. */
export type RefundStep = { daysBefore: number; percent: number };

/**
 * The exact terms, first matching step wins (steps run from the most days before to the fewest). A
 * night that matches no step (cancelled on the night itself, or later) gives nothing back.
 */
export const CANCELLATION_TERMS: Record<CancellationPolicy, readonly RefundStep[]> = {
  // Full refund up to the day before the night.
  flexible: [{ daysBefore: 1, percent: 100 }],
  // Full refund 7 days or more before the night, half from 1 to 6 days before.
  moderate: [
    { daysBefore: 7, percent: 100 },
    { daysBefore: 1, percent: 50 },
  ],
  // Full refund 14 days or more before the night, half from 7 to 13 days before.
  strict: [
    { daysBefore: 14, percent: 100 },
    { daysBefore: 7, percent: 50 },
  ],
};

export const isCancellationPolicy = (value: unknown): value is CancellationPolicy =>
  typeof value === 'string' && (CANCELLATION_POLICIES as readonly string[]).includes(value);

/** Who cancels: a guest's refund follows the policy; a host's or an administrator's is in full. */
export type CancelledBy = 'guest' | 'host';

/** The percentage of a night's price a cancellation made `today` gives back. */
export function refundPercent(
  policy: CancellationPolicy,
  night: IsoDate,
  today: IsoDate,
  by: CancelledBy = 'guest',
): number {
  if (by === 'host') return 100;
  const daysBefore = daysBetween(today, night);
  return CANCELLATION_TERMS[policy].find((step) => daysBefore >= step.daysBefore)?.percent ?? 0;
}

/** The cents a cancelled night gives back: its share of what was paid, times the percentage, rounded down. */
export const refundCents = (paid: number, percent: number): number => Math.floor((paid * percent) / 100);

/**
 * Why a guest may not cancel this night of a stay arriving on `arrival` (its first night): the night
 * is past, or the stay is under way (spec section 4: cancel only while the arrival is not past; an
 * arrival tonight still may). Null when the date allows it; the night must also be accepted.
 */
export function guestCancelRefusal(
  night: { date: IsoDate },
  arrival: IsoDate,
  today: IsoDate,
): 'booking.nightPast' | 'booking.stayStarted' | null {
  if (daysBetween(today, night.date) < 0) return 'booking.nightPast';
  if (daysBetween(today, arrival) < 0) return 'booking.stayStarted';
  return null;
}

/** A guest may cancel a night that is accepted, of a stay whose arrival is not past (tonight included). */
export const guestMayCancel = (
  night: { status: string; date: IsoDate },
  arrival: IsoDate,
  today: IsoDate,
): boolean => night.status === 'accepted' && guestCancelRefusal(night, arrival, today) === null;

/** A host may cancel a guest's accepted night until a day after check-in ('Booking Completed' after). */
export const hostMayCancel = (night: { status: string; date: IsoDate }, today: IsoDate): boolean =>
  night.status === 'accepted' && daysBetween(night.date, today) <= 1;

export type CancellationQuote = {
  /** What the cancelled nights cost the guest, in cents. */
  paid: number;
  /** What comes back, in cents. */
  refund: number;
  nights: { date: IsoDate; paid: number; percent: number; refund: number }[];
};

/** What cancelling these nights today would give back: shown before paying and before cancelling. */
export function cancellationQuote(
  policy: CancellationPolicy,
  nights: readonly { date: IsoDate; paid: number }[],
  today: IsoDate,
  by: CancelledBy = 'guest',
): CancellationQuote {
  const quoted = nights.map(({ date, paid }) => {
    const percent = refundPercent(policy, date, today, by);
    return { date, paid, percent, refund: refundCents(paid, percent) };
  });
  return {
    paid: quoted.reduce((sum, n) => sum + n.paid, 0),
    refund: quoted.reduce((sum, n) => sum + n.refund, 0),
    nights: quoted,
  };
}
