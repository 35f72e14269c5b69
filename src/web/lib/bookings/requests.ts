// Requests to book as My Trips and Guest Bookings show them (issue 26): a stay's request (its nights
// share one) and the whole hours its host has left to answer.

import type { BookingRequest } from '../../../domain/schemas/booking-list';

/** The request a stay's nights were asked by, or null when they were booked at once. */
export function requestOfStay(nights: readonly { request: BookingRequest | null }[]): BookingRequest | null {
  return nights.find((n) => n.request)?.request ?? null;
}

/** Hours left before a waiting request expires, rounded up (0 once it is due). */
export function hoursLeft(request: Pick<BookingRequest, 'expiresAt'>, now: Date): number {
  const ms = Date.parse(request.expiresAt) - now.getTime();
  return ms > 0 ? Math.ceil(ms / 3_600_000) : 0;
}

/** Whether a stay waits for its host's answer. */
export const isWaiting = (request: BookingRequest | null): request is BookingRequest =>
  request?.status === 'requested';
