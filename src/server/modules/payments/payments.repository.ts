// SQL on the payments table: what a guest pays for a stay, and where its charge stands.

import { and, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import {
  move,
  PAYMENT_LIFECYCLE,
  REQUEST_LIFECYCLE,
  type PaymentStatus,
  type RequestStatus,
} from '../../../domain/lifecycles';
import type { IsoDate } from '../../../domain/dates';
import { jsonRows, type Db } from '../../db/client';
import { bookings, payments } from '../../db/schema';

// The moves this module makes, checked against the payment lifecycle as the module loads.
const charge = move(PAYMENT_LIFECYCLE, ['reserved', 'failed', 'authorised'], 'charged');
const refuse = move(PAYMENT_LIFECYCLE, ['reserved', 'failed', 'authorised'], 'failed');
const refund = move(PAYMENT_LIFECYCLE, ['charged', 'confirmed', 'released'], 'refunded');
const confirm = move(PAYMENT_LIFECYCLE, 'charged', 'confirmed');
const release = move(PAYMENT_LIFECYCLE, ['reserved', 'charged'], 'released');
const authorise = move(PAYMENT_LIFECYCLE, ['reserved', 'failed'], 'authorised');
const letGo = move(PAYMENT_LIFECYCLE, 'authorised', 'released');

export type PaymentRow = typeof payments.$inferSelect;

export async function findPayment(db: Db, id: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

export async function markPaymentCharged(db: Db, id: string, chargeId: string): Promise<void> {
  await db
    .update(payments)
    .set({
      providerChargeId: chargeId,
      // A payment already confirmed or refunded keeps its status.
      status: sql`case when ${inArray(payments.status, charge.from)} then ${charge.to} else ${payments.status} end`,
      failureMessage: null,
      updatedAt: new Date(),
    })
    .where(eq(payments.id, id));
}

export async function markPaymentFailed(db: Db, id: string, message: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: refuse.to, failureMessage: message, updatedAt: new Date() })
    .where(
      and(eq(payments.id, id), inArray(payments.status, refuse.from), isNull(payments.providerChargeId)),
    );
}

export async function markPaymentRefunded(db: Db, id: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: refund.to, updatedAt: new Date() })
    .where(and(eq(payments.id, id), inArray(payments.status, refund.from)));
}

// ---- The booking flow (decision 017) ----

export async function findPaymentByIdempotencyKey(db: Db, key: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, key));
  return row ?? null;
}

/**
 * A guest's latest payment, made since `since`, whose key begins with `prefix` and which still holds
 * or bought its nights (reserved, authorised, charged or confirmed): a booking without an Idempotency-Key finds
 * the one its same nights made a moment ago (decision 034).
 */
export async function findRecentPaymentByKeyPrefix(
  db: Db,
  guestId: string,
  prefix: string,
  since: Date,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.guestId, guestId),
        sql`starts_with(${payments.idempotencyKey}, ${prefix})`,
        sql`${payments.createdAt} >= ${since}`,
        inArray(payments.status, [
          'reserved',
          'authorised',
          'charged',
          'confirmed',
        ] satisfies PaymentStatus[]),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

/** Locks a payment's row until the transaction ends: its refunds are recorded one at a time. */
export async function lockPayment(tx: Db, id: string): Promise<void> {
  await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, id)).for('no key update');
}

/** The payment of a reservation, before any charge: status 'reserved'. */
export async function insertReservedPayment(
  tx: Db,
  row: Pick<
    typeof payments.$inferInsert,
    | 'guestId'
    | 'locationId'
    | 'hostId'
    | 'amount'
    | 'discount'
    | 'campaignId'
    | 'platformFee'
    | 'gst'
    | 'flatRateCredit'
    | 'gstRateBp'
    | 'flatRateCreditBp'
    | 'idempotencyKey'
    | 'paymentMethodToken'
    | 'requestStatus'
    | 'requestExpiresAt'
    | 'vehicleId'
  >,
): Promise<PaymentRow> {
  const [payment] = await tx
    .insert(payments)
    .values({ ...row, status: 'reserved' satisfies PaymentStatus })
    .returning();
  return payment!;
}

/** A charged payment whose nights are accepted is confirmed (a later status is kept). */
export async function markPaymentConfirmed(tx: Db, id: string): Promise<void> {
  await tx
    .update(payments)
    .set({ status: confirm.to, updatedAt: new Date() })
    .where(and(eq(payments.id, id), inArray(payments.status, confirm.from)));
}

/** Reservations still open (reserved or charged, not confirmed) since before `before`: a lost request's. */
export async function listOpenReservations(db: Db, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(inArray(payments.status, release.from), sql`${payments.createdAt} < ${before}`))
    .orderBy(payments.createdAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** A charged payment whose nights could not be confirmed: released, its refund under way. */
export async function markPaymentReleased(tx: Db, id: string): Promise<void> {
  await tx
    .update(payments)
    .set({ status: release.to, updatedAt: new Date() })
    .where(and(eq(payments.id, id), inArray(payments.status, release.from)));
}

// ---- Requests to book (issue 26, decision 037) ----

/** The card's hold is in place: the payment waits, authorised, for the host. */
export async function markPaymentAuthorised(db: Db, id: string, authorisationId: string): Promise<boolean> {
  const moved = await db
    .update(payments)
    .set({
      status: authorise.to,
      providerAuthorisationId: authorisationId,
      failureMessage: null,
      updatedAt: new Date(),
    })
    .where(and(eq(payments.id, id), inArray(payments.status, authorise.from)))
    .returning({ id: payments.id });
  return moved.length > 0;
}

/** The hold was let go: nothing was taken. */
export async function markHoldReleased(db: Db, id: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: letGo.to, updatedAt: new Date() })
    .where(and(eq(payments.id, id), inArray(payments.status, letGo.from)));
}

const answer = {
  accepted: move(REQUEST_LIFECYCLE, 'requested', 'accepted'),
  declined: move(REQUEST_LIFECYCLE, 'requested', 'declined'),
  withdrawn: move(REQUEST_LIFECYCLE, 'requested', 'withdrawn'),
  expired: move(REQUEST_LIFECYCLE, 'requested', 'expired'),
  failed: move(REQUEST_LIFECYCLE, ['requested', 'accepted'], 'failed'),
} as const;

/**
 * Answers a waiting request, once: the first answer wins and any later one (a second click, the
 * expiry, the guest withdrawing meanwhile) finds it answered and changes nothing. The host may
 * answer only before it expires; the guest may withdraw it until it is answered. Null: not answered
 * by this call.
 */
export async function answerRequest(
  tx: Db,
  id: string,
  to: 'accepted' | 'declined' | 'withdrawn',
  at: Date,
  declineReason: string | null = null,
): Promise<PaymentRow | null> {
  const step = answer[to];
  const [row] = await tx
    .update(payments)
    .set({ requestStatus: step.to, requestAnsweredAt: at, declineReason, updatedAt: at })
    .where(
      and(
        eq(payments.id, id),
        inArray(payments.requestStatus, step.from),
        to === 'withdrawn' ? undefined : gt(payments.requestExpiresAt, at),
      ),
    )
    .returning();
  return row ?? null;
}

/** Requests whose time ran out by `at` are expired (only `onlyId`, if given), at most `limit`: their ids. */
export async function expireRequests(tx: Db, at: Date, limit: number, onlyId?: string): Promise<string[]> {
  // The conditions again on the row itself: a row another transaction answered while this one
  // waited for its lock is checked anew (PostgreSQL rechecks these, not the subquery's).
  const due = and(inArray(payments.requestStatus, answer.expired.from), lte(payments.requestExpiresAt, at));
  const rows = await tx
    .update(payments)
    .set({ requestStatus: answer.expired.to, requestAnsweredAt: at, updatedAt: at })
    .where(
      and(
        due,
        inArray(
          payments.id,
          tx
            .select({ id: payments.id })
            .from(payments)
            .where(
              and(
                inArray(payments.requestStatus, answer.expired.from),
                lte(payments.requestExpiresAt, at),
                onlyId === undefined ? undefined : eq(payments.id, onlyId),
              ),
            )
            .orderBy(payments.requestExpiresAt)
            .limit(limit),
        ),
      ),
    )
    .returning({ id: payments.id });
  return rows.map((r) => r.id);
}

/** A request whose card could not be held, or whose hold could not be captured, failed. */
export async function markRequestFailed(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(payments)
    .set({ requestStatus: answer.failed.to, requestAnsweredAt: at, updatedAt: at })
    .where(and(eq(payments.id, id), inArray(payments.requestStatus, answer.failed.from)));
}

/** Holds still on a card although their request ended (declined, expired, withdrawn, failed). */
export async function listHoldsToRelease(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        inArray(payments.status, letGo.from),
        inArray(payments.requestStatus, [
          'declined',
          'expired',
          'withdrawn',
          'failed',
        ] satisfies RequestStatus[]),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Accepted requests whose hold was not captured yet (the provider did not answer the host's accept). */
export async function listAcceptedUncaptured(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.status, 'authorised'), eq(payments.requestStatus, 'accepted')))
    .limit(limit);
  return rows.map((r) => r.id);
}

// ---- Personal data (issue 31, decision 058) ----

/**
 * What a guest paid: amounts, dates, status and the provider's references. Never a card: we hold
 * none (the provider does), and the stored card token is left out.
 */
export const personalPayments = (db: Db, guestId: string) =>
  jsonRows(
    db,
    sql`select p.id, l.name as "locationName", p.status, p.amount, p.discount,
               p.platform_fee as "platformFee", p.gst, p.gst_rate_bp as "gstRateBp",
               p.provider_charge_id as "providerChargeId",
               p.provider_authorisation_id as "providerAuthorisationId",
               p.request_status as "requestStatus", p.decline_reason as "declineReason",
               p.failure_message as "failureMessage", p.created_at as "createdAt", p.updated_at as "updatedAt"
          from payments p join locations l on l.id = p.location_id
         where p.guest_id = ${guestId} order by p.created_at`,
  );

/**
 * Deletion: the payments stay (tax records, decision 058) without the card token they were made with
 * or the vehicle the guest named.
 */
export async function erasePaymentDetails(db: Db, guestId: string): Promise<void> {
  await db
    .update(payments)
    .set({ paymentMethodToken: null, vehicleId: null })
    .where(eq(payments.guestId, guestId));
}

// ---- The arrival reminder (issue 26, decision 040) ----

/**
 * Marks the stay arriving on `firstNight` as reminded, if nobody did since its window opened
 * (`opens`) and it is still booked. The update's condition is the lock: of several server copies
 * (or sweeps) asking at once, one changes the row and the others, re-reading it, change nothing.
 * True when this call made the mark.
 */
export async function markArrivalReminderQueued(
  tx: Db,
  paymentId: string,
  firstNight: IsoDate,
  opens: Date,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({ arrivalReminderQueuedAt: now, updatedAt: now })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.status, 'confirmed'),
        or(isNull(payments.arrivalReminderQueuedAt), lt(payments.arrivalReminderQueuedAt, opens)),
        sql`exists (select 1 from ${bookings} where ${bookings.paymentId} = ${payments.id}
          and ${bookings.status} = 'accepted' and ${bookings.date} = ${firstNight})`,
      ),
    )
    .returning({ id: payments.id });
  return rows.length > 0;
}
