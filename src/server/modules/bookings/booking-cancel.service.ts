// Cancelling nights: PUT /v1/bookings/{id}/status (spec sections 4 and 7; decision 018).
//
// 1. Cancel, in one short transaction: lock the nights in id order, check each (accepted, and not
//    past for a guest, not completed for a host), work out what comes back (the property's policy
//    for a guest, everything for a host or an administrator), mark them cancelled with that amount
//    due, and queue the emails to both sides. The nights are on sale again from this commit.
// 2. Refund, outside any transaction: refundNights asks the provider for each night's due amount
//    (keyed by the night) and writes the ledger rows. If the provider fails, the nights stay
//    cancelled with their refund due: the same request again, or the refund sweeper, finishes it.
//
// Nights already cancelled are not cancelled again, so a double click or a retry refunds once.

import { recordAdminAction } from '../audit/audit.service';
import {
  cancellationQuote,
  DEFAULT_CANCELLATION_POLICY,
  guestCancelRefusal,
  hostMayCancel,
  isCancellationPolicy,
  type CancellationPolicy,
} from '../../../domain/cancellation';
import { todayInAuckland } from '../../../domain/dates';
import { AppError, badRequest, notFound } from '../../../domain/errors';
import { canCancelBooking, isSelf, type Viewer } from '../../../domain/roles';
import type {
  AdminRefundBody,
  AdminRefundResponse,
  CancelBookingBody,
  CancelBookingResponse,
} from '../../../domain/schemas/booking-cancel';
import type { Db } from '../../db/client';
import { retrying } from '../../db/retrying';
import { createOutbox } from '../../adapters/email/outbox';
import type { PaymentsProvider } from '../../adapters/payments/payments';
import { findLocationById } from '../locations/locations.service';
import { refundNights } from '../payments/charges.service';
import { findUserById, type UserRow } from '../users/users.service';
import { guestCancellationEmail, hostCancellationEmail } from './booking-emails';
import * as repo from './bookings.repository';
import { nightShareOfStay } from './bookings.service';
import * as payments from '../payments/booking-payments.service';

export type CancelDeps = {
  db: Db;
  payments: PaymentsProvider;
  emailFrom: string;
  now?: () => Date;
};

type CancelledBy = 'guest' | 'host' | 'admin';

const REASONS: Record<CancelledBy, string> = {
  guest: 'Cancelled by the guest',
  host: 'Cancelled by the host',
  admin: 'Cancelled by Stopover',
};

const fullName = (u: UserRow | null) =>
  [u?.firstName, u?.lastName].filter(Boolean).join(' ') || u?.name || u?.email || '';

export async function cancelNights(
  deps: CancelDeps,
  viewer: NonNullable<Viewer>,
  nightId: number,
  body: CancelBookingBody,
): Promise<CancelBookingResponse> {
  const { db } = deps;
  const ids = [...new Set([nightId, ...(body.nights ?? [])])].sort((a, b) => a - b);
  const found = await repo.findBookings(db, ids);
  const first = found.find((n) => n.id === nightId);
  // A night the viewer may not cancel answers as one that does not exist (roles.ts owner rules).
  if (!first || !canCancelBooking(viewer, first)) throw notFound('booking.notFound');
  if (found.length !== ids.length || found.some((n) => !canCancelBooking(viewer, n))) {
    throw notFound('booking.notFound');
  }
  if (found.some((n) => n.paymentId !== first.paymentId))
    throw badRequest('booking.notSameStay', undefined, 'nights');

  // The guest's own cancellation follows the policy; the host's or an administrator's refunds in full.
  const by: CancelledBy = isSelf(viewer, first.guestId)
    ? 'guest'
    : first.hostId !== null && isSelf(viewer, first.hostId)
      ? 'host'
      : 'admin';
  const policy = await policyOf(db, first.locationId);
  const now = deps.now?.() ?? new Date();
  const today = todayInAuckland(now);
  // A guest cancels only while the stay's arrival is not past (spec section 4).
  const arrival = by === 'guest' ? await repo.stayArrival(db, first) : today;

  await retrying(() =>
    db.transaction(async (tx) => {
      const nights = await repo.lockNights(tx, ids);
      const open = nights.filter((n) => n.status !== 'cancelled');
      for (const night of open) {
        const params = { date: night.date };
        if (night.status !== 'accepted') throw new AppError('CONFLICT', 'booking.notConfirmed', params);
        if (by === 'guest') {
          const refusal = guestCancelRefusal(night, arrival, today);
          if (refusal === 'booking.stayStarted') throw badRequest(refusal, { date: arrival });
          if (refusal) throw badRequest(refusal, params);
        }
        if (by === 'host' && !hostMayCancel(night, today)) throw badRequest('booking.completed', params);
      }
      const cancelled: { id: number; date: string; siteId: number; refund: number }[] = [];
      for (const night of open) {
        // Only a night paid by card has anything to give back.
        const byCard = night.paid && night.transactionReference !== null;
        const paid = byCard ? await paidFor(tx, night) : 0;
        const { refund } = cancellationQuote(
          policy,
          [{ date: night.date, paid }],
          today,
          by === 'guest' ? 'guest' : 'host',
        );
        await repo.markNightCancelled(tx, night.id, {
          by,
          at: now,
          refundAmount: byCard ? refund : null,
          reason: REASONS[by],
        });
        cancelled.push({ id: night.id, date: night.date, siteId: night.siteId, refund });
      }
      if (cancelled.length > 0) await queueEmails(deps, tx, first, by, policy, cancelled);
      return cancelled;
    }),
  );

  // Every night of the request whose refund is still due: those just cancelled, and those a failed
  // earlier attempt left (the provider replays what it already did for a night's key).
  const afterCancel = await repo.findBookings(db, ids);
  const due = afterCancel.filter((n) => (n.refundAmount ?? 0) > 0 && !n.refunded).map((n) => n.id);
  if (due.length > 0) await refundNights(deps, { bookingIds: due, now });

  return answer(db, ids, by, policy);
}

/**
 * An administrator refunds one night in full with a reason (POST /v1/admin/refund, spec section 7):
 * an accepted night is cancelled with all it cost due back (both sides are told, as for any
 * cancellation); a night cancelled with nothing given back gets all it cost due back. A night is
 * refunded at most once: one whose refund was ever due is refused (409), except the same request
 * again (same reason), which finishes that refund rather than making another. The provider is asked
 * outside the transaction, keyed by the night, as every refund is.
 */
export async function refundNightByAdmin(
  deps: CancelDeps,
  adminId: string,
  body: AdminRefundBody,
): Promise<AdminRefundResponse> {
  const { db } = deps;
  const found = await repo.findBookingByUid(db, body.uid);
  if (!found) throw notFound('booking.notFound');
  const now = deps.now?.() ?? new Date();
  const policy = await policyOf(db, found.locationId);

  await retrying(() =>
    db.transaction(async (tx) => {
      const [night] = await repo.lockNights(tx, [found.id]);
      const params = { date: night!.date };
      if (night!.refunded || (night!.refundAmount ?? 0) > 0) {
        if (night!.cancelledBy === 'admin' && night!.refundReason === body.reason) return;
        throw new AppError('CONFLICT', 'booking.alreadyRefunded', params);
      }
      if (!night!.paid || night!.transactionReference === null) {
        throw new AppError('CONFLICT', 'booking.notPaid', params);
      }
      const paid = await paidFor(tx, night!);
      if (night!.status === 'accepted') {
        await repo.markNightCancelled(tx, night!.id, {
          by: 'admin',
          at: now,
          refundAmount: paid,
          reason: body.reason,
        });
        await queueEmails(deps, tx, night!, 'admin', policy, [
          { date: night!.date, siteId: night!.siteId, refund: paid },
        ]);
      } else {
        await repo.markRefundDue(tx, night!.id, { at: now, refundAmount: paid, reason: body.reason });
      }
      await recordAdminAction(tx, {
        actorId: adminId,
        action: 'booking.refund',
        targetUserId: night!.guestId,
        targetLocationId: night!.locationId,
        targetBookingUid: night!.uid,
        reason: body.reason,
        details: { date: night!.date, amount: paid },
      });
    }),
  );

  const [due] = await repo.findBookings(db, [found.id]);
  if ((due!.refundAmount ?? 0) > 0 && !due!.refunded)
    await refundNights(deps, { bookingIds: [due!.id], now });
  const [night] = await repo.findBookings(db, [found.id]);
  return {
    uid: night!.uid,
    date: night!.date,
    status: night!.status,
    refunded: night!.refunded,
    amountRefunded: night!.refunded ? (night!.refundAmount ?? 0) : 0,
    refundReason: night!.refundReason,
    refundDate: night!.refundDate ? night!.refundDate.toISOString() : null,
  };
}

async function policyOf(db: Db, locationId: number): Promise<CancellationPolicy> {
  const location = (await findLocationById(db, locationId))?.location;
  return isCancellationPolicy(location?.cancellationPolicy)
    ? location.cancellationPolicy
    : DEFAULT_CANCELLATION_POLICY;
}

/** What a night's guest paid for it: its share of its stay's payment (0 when it was not paid). */
/**
 * What an administrator's refund of the night `uid` would give back, in cents (0 for an unknown,
 * unpaid or refunded night): a refund above the threshold needs a recent sign-in (decision 057).
 */
export async function adminRefundAmount(db: Db, uid: string): Promise<number> {
  const found = await repo.findBookingByUid(db, uid);
  if (!found || found.refunded || (found.refundAmount ?? 0) > 0) return 0;
  return paidFor(db, found);
}

async function paidFor(db: Db, night: repo.BookingRow): Promise<number> {
  if (!night.paid || !night.paymentId) return 0;
  const payment = await payments.findPayment(db, night.paymentId);
  return payment ? nightShareOfStay(db, payment, night.id) : night.price;
}

async function queueEmails(
  deps: CancelDeps,
  tx: Db,
  night: repo.BookingRow,
  by: CancelledBy,
  policy: CancellationPolicy,
  cancelled: { date: string; siteId: number; refund: number }[],
) {
  // One after another: inside a transaction the queries share one connection.
  const found = await findLocationById(tx, night.locationId);
  const guest = await findUserById(tx, night.guestId);
  const host = night.hostId ? await findUserById(tx, night.hostId) : null;
  const sites = await repo.siteNames(tx, night.locationId);
  const email = {
    locationName: found?.location.name ?? 'Stopover',
    cancelledBy: by,
    nights: cancelled
      .map((c) => ({ date: c.date, siteName: sites.get(c.siteId) ?? '', refund: c.refund }))
      .sort((a, b) => a.date.localeCompare(b.date)),
    refund: cancelled.reduce((sum, c) => sum + c.refund, 0),
    policy,
    guest: { name: fullName(guest), email: guest?.email ?? '' },
    host: { name: fullName(host), email: host?.email ?? '' },
  };
  const outbox = createOutbox(tx, null, deps.emailFrom);
  if (email.guest.email) await outbox.queue(guestCancellationEmail(email));
  if (email.host.email) await outbox.queue(hostCancellationEmail(email));
}

async function answer(
  db: Db,
  ids: number[],
  by: CancelledBy,
  policy: CancellationPolicy,
): Promise<CancelBookingResponse> {
  const nights = await repo.findBookings(db, ids);
  const sites = await repo.siteNames(db, nights[0]!.locationId);
  const rows = await Promise.all(
    nights.map(async (night) => {
      const paid = await paidFor(db, night);
      const amountRefunded = night.refunded ? (night.refundAmount ?? paid) : 0;
      return {
        id: night.id,
        uid: night.uid,
        date: night.date,
        siteName: sites.get(night.siteId) ?? '',
        status: night.status,
        refunded: night.refunded,
        amountRefunded,
        refundPercent: paid > 0 ? Math.round(((night.refundAmount ?? 0) * 100) / paid) : 0,
      };
    }),
  );
  return {
    nights: rows,
    refund: rows.reduce((sum, n) => sum + n.amountRefunded, 0),
    cancelledBy: by === 'guest' ? 'guest' : 'host',
    cancellationPolicy: policy,
  };
}

/**
 * The refund sweeper: refunds that a cancellation recorded as due but the provider never confirmed
 * (it failed or timed out, and nobody retried). Each runs keyed by its night, so it refunds once.
 */
export async function refundDueNights(deps: CancelDeps, limit = 50): Promise<number> {
  const due = await repo.listDueRefunds(deps.db, limit);
  let done = 0;
  for (const id of due) {
    try {
      await refundNights(deps, { bookingIds: [id] });
      done++;
    } catch {
      // The provider is still failing: the next sweep tries again.
    }
  }
  return done;
}
