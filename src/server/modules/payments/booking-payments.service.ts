// What the bookings module asks of the `payments` rows (decisions 013, 017, 037, 040): the payment a
// reservation makes, where it stands, the host's answer to a request, and the sweeper's lists. Only
// the payments module writes these rows (issue 32): the booking flow calls this service, never
// payments.repository. The moves that take or return money (charged, refunded) stay with
// charges.service.ts. Writes that belong to a booking's transaction take its handle (`tx`).

import * as repo from './payments.repository';

export type PaymentRow = repo.PaymentRow;

// ---- Reading a payment ----

/** A payment by id, or null. */
export const findPayment = repo.findPayment;

/** The payment a booking's Idempotency-Key made, or null. */
export const findPaymentByIdempotencyKey = repo.findPaymentByIdempotencyKey;

/** The payment the same nights made a moment ago, for a booking without an Idempotency-Key (decision 034). */
export const findRecentPaymentByKeyPrefix = repo.findRecentPaymentByKeyPrefix;

// ---- The booking flow's moves, in the booking's transaction where it has one ----

/** The payment of a new reservation, status 'reserved', written in the transaction that books its nights. */
export const insertReservedPayment = repo.insertReservedPayment;

/** The card was declined before any charge: the payment failed, with the provider's message. */
export const markPaymentFailed = repo.markPaymentFailed;

/** A charged payment whose nights are accepted is confirmed. */
export const markPaymentConfirmed = repo.markPaymentConfirmed;

/** A payment whose nights could not be confirmed is released (its refund under way). */
export const markPaymentReleased = repo.markPaymentReleased;

// ---- Requests to book (decision 037) ----

/** The host's or the guest's answer to a waiting request, once: null when it was answered already. */
export const answerRequest = repo.answerRequest;

/** Requests whose time ran out are expired: their ids. */
export const expireRequests = repo.expireRequests;

/** A request whose card could not be held, or whose hold could not be captured, failed. */
export const markRequestFailed = repo.markRequestFailed;

// ---- The sweeper (decision 018) ----

/** Reservations a lost request left open. */
export const listOpenReservations = repo.listOpenReservations;

/** Holds still on a card although their request ended. */
export const listHoldsToRelease = repo.listHoldsToRelease;

/** Accepted requests whose hold was not captured yet. */
export const listAcceptedUncaptured = repo.listAcceptedUncaptured;

// ---- The arrival reminder (decision 040) ----

/** Marks a booked stay's arrival reminder as queued, once whichever server copy asks: true when this call did. */
export const markArrivalReminderQueued = repo.markArrivalReminderQueued;
