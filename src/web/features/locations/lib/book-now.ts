// The Book Now flow's decisions (spec section 4, "Book Now flow"; section 5, "Account details
// (booking dialog)"; decision 017's Idempotency-Key), kept pure so they are tested without a browser.

import { z } from 'zod';
import {
  cancellationQuote,
  DEFAULT_CANCELLATION_POLICY,
  isCancellationPolicy,
  type CancellationPolicy,
  type CancellationQuote,
} from '../../../../domain/cancellation';
import type { IsoDate } from '../../../../domain/dates';
import { allocateCents } from '../../../../domain/fees';
import { msg } from '../../../../domain/messages';
import type {
  BookingQuote,
  BookingQuoteBody,
  CreateBookingBody,
} from '../../../../domain/schemas/booking-create';
import { checkoutCodeSchema } from '../../../../domain/schemas/campaigns';
import type { UserProfile } from '../../../../domain/schemas/users';
import { ApiError } from '../../../lib/api';
import { bookingBody, selectionTotals, type SelectedNight, type Selection } from './selection';

export type BookNowStep = 'signIn' | 'loading' | 'details' | 'payment' | 'confirm';

type ProfileForBooking = Pick<UserProfile, 'firstName' | 'lastName' | 'phone' | 'paymentInformation'>;

const blank = (value: string | null | undefined) => !value || value.trim() === '';

/** Booking needs the guest's first name, last name and phone (the host's way to reach them). */
export const missingDetails = (profile: ProfileForBooking): boolean =>
  blank(profile.firstName) || blank(profile.lastName) || blank(profile.phone);

/**
 * Where Book Now goes next, in the spec's order: sign in; the account details; a valid card; then the
 * confirm dialog. `loading` while the signed-in person's profile is on its way.
 */
export function nextStep(signedIn: boolean, profile: ProfileForBooking | null | undefined): BookNowStep {
  if (!signedIn) return 'signIn';
  if (!profile) return 'loading';
  if (missingDetails(profile)) return 'details';
  if (!profile.paymentInformation.valid) return 'payment';
  return 'confirm';
}

/** Fewer characters than this is not a phone number (spec section 5, the booking dialog). */
export const MIN_PHONE_LENGTH = 9;

const REQUIRED = msg('validation.required');

/**
 * The booking dialog's details (spec section 5): first and last name 'Required'; phone 'Required',
 * and 'Invalid Phone Number' under 9 characters. The server then checks the number as the profile
 * does (with its country code), and its message shows under the phone field.
 */
export function bookingDetailsSchema(invalidPhone: string) {
  return z.object({
    firstName: z.string().trim().min(1, REQUIRED).max(100, msg('validation.tooLong')),
    lastName: z.string().trim().min(1, REQUIRED).max(100, msg('validation.tooLong')),
    phone: z
      .string()
      .trim()
      .min(1, REQUIRED)
      .refine((phone) => phone.length >= MIN_PHONE_LENGTH, invalidPhone),
  });
}

/** The form field a refused profile update is about ('names.firstName', 'contact.phone', ...). */
export function detailsFieldOf(field: string | undefined): 'firstName' | 'lastName' | 'phone' | undefined {
  const last = field?.split('.').pop();
  return last === 'firstName' || last === 'lastName' || last === 'phone' ? last : undefined;
}

// ---- A campaign code at checkout (issue 12) ----

/** The confirm dialog's code field: spaces removed and uppercased as the server does; 'Code required' when blank. */
export const promoCodeSchema = z.object({ code: checkoutCodeSchema });

/**
 * What Confirm sends besides the nights: the vehicle (one of the guest's, issue 27, or a typed
 * registration), and the code only when one is applied.
 */
export type ConfirmDetails = { vehicleRegistration: string; code: string | null; vehicleId?: string | null };

/** The nights a quote is for, as one comparable text: each night's site, date and price, by date. */
export const nightsKey = (selection: Selection): string =>
  JSON.stringify(bookingBody(selection, '').bookings);

/** The quote call's body: the selected nights with the prices shown, and the code. */
export const quoteBody = (selection: Selection, code: string): BookingQuoteBody => ({
  bookings: bookingBody(selection, '').bookings,
  code,
});

/** A code the server accepted: its quote, for the nights it was asked about (`nightsKey`). */
export type AppliedCode = { quote: BookingQuote; nights: string };

/**
 * The applied code while the selection is still the nights it was quoted for; once the nights (or
 * their prices) changed the quote is for another stay, and the code is no longer applied.
 */
export const currentCode = (applied: AppliedCode | null, selection: Selection): AppliedCode | null =>
  applied && applied.nights === nightsKey(selection) ? applied : null;

/** What the confirm dialog shows and the card is charged: the quote's figures with a code, else the nights' prices. */
export function checkoutTotals(
  selection: Selection,
  applied: AppliedCode | null,
): { nights: number; stayTotal: number; discount: number; total: number } {
  const { nights, total } = selectionTotals(selection);
  const quote = currentCode(applied, selection)?.quote;
  if (!quote) return { nights, stayTotal: total, discount: 0, total };
  return { nights, stayTotal: quote.stayTotal, discount: quote.discount, total: quote.total };
}

/** The booking's body: the nights, the vehicle, and the code only when one is applied. */
export function confirmBody(
  selection: Selection,
  { vehicleRegistration, code, vehicleId }: ConfirmDetails,
): CreateBookingBody {
  // A vehicle of the guest's carries its own registration.
  const body = vehicleId
    ? { ...bookingBody(selection, ''), vehicleId }
    : bookingBody(selection, vehicleRegistration);
  return code ? { ...body, code } : body;
}

/**
 * Whether a refused call is about the code (it shows under the code field): a campaign's refusal
 * (unknown, expired, used up, ...) or the code field itself failing its check. By code, never by text.
 */
export function isCodeRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  return error.code.startsWith('campaign.') || error.field === 'code';
}

// ---- The Idempotency-Key ----

/** One press of Confirm and its retries: the key goes with exactly these nights and vehicle. */
export type BookingAttempt = { key: string; body: CreateBookingBody; fingerprint: string };

/** A uuid (v4); crypto.randomUUID where the page is a secure context, else from random bytes. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The attempt a press of Confirm sends: the unfinished one again when it asks for the same booking
 * (so a retry after a lost answer books once), else a new one with a new key.
 */
export function attemptFor(
  unfinished: BookingAttempt | null,
  body: CreateBookingBody,
  makeKey: () => string = newIdempotencyKey,
): BookingAttempt {
  const fingerprint = JSON.stringify(body);
  if (unfinished && unfinished.fingerprint === fingerprint) return unfinished;
  return { key: makeKey(), body, fingerprint };
}

/** The answer did not arrive in time. */
export const isTimeout = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/**
 * Whether the booking's outcome is unknown after this failure, so the next try must carry the same
 * key: no answer (network, timeout), a server or provider failure, or the server still at work on the
 * key. Any other answer is final for that attempt (a declined card, a changed price, ...): the next
 * press of Confirm is a new attempt.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (isTimeout(error)) return true;
  if (!(error instanceof ApiError)) return false;
  if (error.status === 0 || error.status >= 500) return true;
  return error.code === 'booking.inProgress' || error.code === 'booking.busy';
}

// ---- What the guest reads before confirming ----

/** The property's policy; the default until the location detail carries one. */
export function policyOf(location: { cancellationPolicy?: unknown }): CancellationPolicy {
  return isCancellationPolicy(location.cancellationPolicy)
    ? location.cancellationPolicy
    : DEFAULT_CANCELLATION_POLICY;
}

/** What cancelling the selected nights would give back if done today, and on the day of arrival. */
export function refundQuotes(
  policy: CancellationPolicy,
  nights: readonly SelectedNight[],
  today: IsoDate,
  /** What the card will be charged when a code takes something off: each night refunds its share. */
  paidTotal?: number,
): { today: CancellationQuote; atArrival: CancellationQuote; arrival: IsoDate } | null {
  if (nights.length === 0) return null;
  const shares =
    paidTotal === undefined
      ? nights.map((n) => n.price)
      : allocateCents(
          paidTotal,
          nights.map((n) => n.price),
        );
  const paid = nights.map(({ date }, i) => ({ date, paid: shares[i]! }));
  const arrival = paid.reduce((first, n) => (n.date < first ? n.date : first), paid[0]!.date);
  return {
    today: cancellationQuote(policy, paid, today),
    atArrival: cancellationQuote(policy, paid, arrival),
    arrival,
  };
}
