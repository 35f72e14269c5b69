// SQL on the payments table: what a guest pays for a stay, and where its charge stands.

import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { move, PAYMENT_LIFECYCLE, type PaymentStatus } from '../../../domain/lifecycles';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';

// The moves this module makes, checked against the payment lifecycle as the module loads.
const charge = move(PAYMENT_LIFECYCLE, ['reserved', 'failed'], 'charged');
const refuse = move(PAYMENT_LIFECYCLE, ['reserved', 'failed'], 'failed');
const refund = move(PAYMENT_LIFECYCLE, ['charged', 'confirmed', 'released'], 'refunded');
const confirm = move(PAYMENT_LIFECYCLE, 'charged', 'confirmed');
const release = move(PAYMENT_LIFECYCLE, ['reserved', 'charged'], 'released');

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
 * or bought its nights (reserved, charged or confirmed): a booking without an Idempotency-Key finds
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
        inArray(payments.status, ['reserved', 'charged', 'confirmed'] satisfies PaymentStatus[]),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
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
    | 'idempotencyKey'
    | 'paymentMethodToken'
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
