// Requests to book (issue 26, decision 037): a guest asked for nights at a Request site, their card is
// held (booking-create.service's holdRequest) and the nights are pending, holding their spaces.
//
// Every answer first claims the request in a short transaction (payments.answerRequest moves it out of
// 'requested' only if it is still there), so whoever comes first wins: the host accepting or declining,
// the guest withdrawing, or the expiry job. Only then is the provider asked, outside any transaction:
// - accepted: the hold is captured (recorded as a charge) and the nights confirmed with the usual
//   emails; a capture the provider refuses ends the request 'failed' and frees the nights;
// - declined, withdrawn, expired: the nights are freed in the claiming transaction (with the guest's
//   email), then the hold is released.
// A provider that does not answer leaves the claim standing: the sweeper (sweepRequests) captures an
// accepted request's hold or releases an ended one's later, keyed so nothing moves twice.

import { AppError, notFound } from '../../../domain/errors';
import { REQUEST_ANSWER_HOURS } from '../../../domain/lifecycles';
import type { Viewer } from '../../../domain/roles';
import type { CreateBookingResponse } from '../../../domain/schemas/booking-create';
import type { Db } from '../../db/client';
import { createOutbox } from '../../adapters/email/outbox';
import { giveBackRedemption } from '../campaigns/checkout.service';
import { captureAuthorisation, releaseAuthorisation } from '../payments/charges.service';
import * as payments from '../payments/booking-payments.service';
import {
  answer,
  confirm,
  failRequest,
  mustFindPayment,
  stayForEmail,
  type BookingDeps,
} from './booking-create.service';
import { guestRequestDeclinedEmail, guestRequestExpiredEmail } from './booking-emails';
import * as repo from './bookings.repository';

const nowOf = (deps: BookingDeps) => deps.now?.() ?? new Date();

/** The request of a payment the viewer may answer as its host (anyone else: it does not exist). */
async function hostsRequest(deps: BookingDeps, viewer: NonNullable<Viewer>, paymentId: string) {
  const payment = await payments.findPayment(deps.db, paymentId);
  if (!payment || payment.requestStatus === null || payment.hostId !== viewer.userId) {
    throw notFound('booking.noSuchRequest');
  }
  return payment;
}

/** A request someone else answered first (or that expired): the caller is told how it ended. */
function alreadyAnswered(payment: payments.PaymentRow): never {
  switch (payment.requestStatus) {
    case 'accepted':
      throw new AppError('CONFLICT', 'booking.requestAccepted');
    case 'declined':
      throw new AppError('CONFLICT', 'booking.requestDeclined');
    case 'withdrawn':
      throw new AppError('CONFLICT', 'booking.requestWithdrawn');
    case 'failed':
      throw new AppError('CONFLICT', 'booking.requestFailed');
    default:
      throw new AppError('CONFLICT', 'booking.requestExpired', { hours: REQUEST_ANSWER_HOURS });
  }
}

/**
 * POST /v1/bookings/requests/{paymentId}/accept: the host accepts; the guest's held card is charged
 * and the stay confirmed, once however often it is asked.
 */
export async function acceptRequest(
  deps: BookingDeps,
  viewer: NonNullable<Viewer>,
  paymentId: string,
): Promise<CreateBookingResponse> {
  const payment = await hostsRequest(deps, viewer, paymentId);
  if (payment.requestStatus === 'requested') {
    const claimed = await deps.db.transaction((tx) =>
      payments.answerRequest(tx, paymentId, 'accepted', nowOf(deps)),
    );
    if (!claimed) {
      const now = await mustFindPayment(deps.db, paymentId);
      // Still waiting but its time is up: it expires now rather than at the next sweep.
      if (now.requestStatus === 'requested') {
        await expireRequest(deps, paymentId);
        alreadyAnswered(await mustFindPayment(deps.db, paymentId));
      }
      if (now.requestStatus !== 'accepted') alreadyAnswered(now);
    }
  } else if (payment.requestStatus !== 'accepted') {
    alreadyAnswered(payment);
  }
  await captureAccepted(deps, paymentId);
  return answer(deps.db, paymentId);
}

/** An accepted request's hold is captured and its nights confirmed (the host's accept, or the sweeper). */
async function captureAccepted(deps: BookingDeps, paymentId: string): Promise<void> {
  const payment = await mustFindPayment(deps.db, paymentId);
  if (payment.status === 'confirmed') return;
  let chargeId: string;
  try {
    chargeId = (await captureAuthorisation(deps, paymentId)).chargeId;
  } catch (error) {
    if (error instanceof AppError && (error.kind === 'CARD_DECLINED' || error.kind === 'BAD_REQUEST')) {
      await failRequest(deps, paymentId, error.message);
    }
    throw error;
  }
  await confirm(deps, paymentId, chargeId);
}

/** POST /v1/bookings/requests/{paymentId}/decline: the host says no (why is optional); the hold goes. */
export async function declineRequest(
  deps: BookingDeps,
  viewer: NonNullable<Viewer>,
  paymentId: string,
  reason: string | null,
): Promise<CreateBookingResponse> {
  const payment = await hostsRequest(deps, viewer, paymentId);
  if (payment.requestStatus === 'declined') return answer(deps.db, paymentId);
  await endRequest(deps, paymentId, { to: 'declined', reason, cancelledBy: 'host' });
  return answer(deps.db, paymentId);
}

/** POST /v1/bookings/requests/{paymentId}/withdraw: the guest takes their request back; the hold goes. */
export async function withdrawRequest(
  deps: BookingDeps,
  viewer: NonNullable<Viewer>,
  paymentId: string,
): Promise<CreateBookingResponse> {
  const payment = await payments.findPayment(deps.db, paymentId);
  if (!payment || payment.requestStatus === null || payment.guestId !== viewer.userId) {
    throw notFound('booking.noSuchRequest');
  }
  if (payment.requestStatus === 'withdrawn') return answer(deps.db, paymentId);
  await endRequest(deps, paymentId, { to: 'withdrawn', reason: null, cancelledBy: 'guest' });
  return answer(deps.db, paymentId);
}

/** Declines or withdraws a waiting request: claimed and its nights freed at once, then the hold released. */
async function endRequest(
  deps: BookingDeps,
  paymentId: string,
  end: { to: 'declined' | 'withdrawn'; reason: string | null; cancelledBy: 'host' | 'guest' },
): Promise<void> {
  const at = nowOf(deps);
  const claimed = await deps.db.transaction(async (tx) => {
    const row = await payments.answerRequest(tx, paymentId, end.to, at, end.reason);
    if (!row) return null;
    await freeNights(tx, paymentId, at, end.cancelledBy);
    if (end.to === 'declined') {
      const stay = await stayForEmail(tx, paymentId);
      await createOutbox(tx, null, deps.emailFrom).queue(guestRequestDeclinedEmail(stay, end.reason));
    }
    return row;
  });
  if (!claimed) {
    const now = await mustFindPayment(deps.db, paymentId);
    if (now.requestStatus === 'requested') {
      // The host was too late: the request's time is up.
      await expireRequest(deps, paymentId);
      alreadyAnswered(await mustFindPayment(deps.db, paymentId));
    }
    alreadyAnswered(now);
  }
  await releaseQuietly(deps, paymentId);
}

async function freeNights(tx: Db, paymentId: string, at: Date, cancelledBy: 'host' | 'guest' | null) {
  await repo.cancelPendingNights(tx, paymentId, at, null, cancelledBy);
  await giveBackRedemption(tx, paymentId);
}

/**
 * Releases a hold; a provider that does not answer leaves it for the sweeper (the request has ended
 * and its nights are free either way, so the caller's answer does not wait on the provider).
 */
async function releaseQuietly(deps: BookingDeps, paymentId: string): Promise<boolean> {
  try {
    await releaseAuthorisation(deps, paymentId);
    return true;
  } catch {
    return false;
  }
}

/** Expires one request whose time is up (a host answering late finds it so). */
async function expireRequest(deps: BookingDeps, paymentId: string): Promise<void> {
  const at = nowOf(deps);
  const expired = await deps.db.transaction(async (tx) => {
    const ids = await payments.expireRequests(tx, at, 1, paymentId);
    for (const id of ids) await afterExpiry(deps, tx, id, at);
    return ids;
  });
  for (const id of expired) await releaseQuietly(deps, id);
}

async function afterExpiry(deps: BookingDeps, tx: Db, paymentId: string, at: Date) {
  await freeNights(tx, paymentId, at, null);
  const stay = await stayForEmail(tx, paymentId);
  await createOutbox(tx, null, deps.emailFrom).queue(guestRequestExpiredEmail(stay));
}

export type RequestSweep = { expired: number; released: number; captured: number };

/**
 * The requests' part of the booking sweeper, run on a timer by the server copy holding the sweeper's
 * lease (decision 054):
 * - requests unanswered after REQUEST_ANSWER_HOURS expire, their nights are freed and the guest
 *   emailed, in one transaction (the claim is conditional, so a host accepting at that moment and
 *   the job never both win, and two sweeps at once, such as the development sweep route beside the
 *   job, expire each request once);
 * - holds still on a card after their request ended are released;
 * - accepted requests whose capture the provider did not answer are captured and confirmed.
 */
export async function sweepRequests(deps: BookingDeps, now = nowOf(deps)): Promise<RequestSweep> {
  const expired = await deps.db.transaction(async (tx) => {
    const ids = await payments.expireRequests(tx, now, 100);
    for (const id of ids) await afterExpiry(deps, tx, id, now);
    return ids;
  });
  let released = 0;
  for (const id of await payments.listHoldsToRelease(deps.db, 100)) {
    if (await releaseQuietly(deps, id)) released++;
  }
  let captured = 0;
  for (const id of await payments.listAcceptedUncaptured(deps.db, 50)) {
    try {
      await captureAccepted(deps, id);
      captured++;
    } catch {
      // Refused (the request failed and its nights are free) or still no answer (the next sweep tries).
    }
  }
  return { expired: expired.length, released, captured };
}
