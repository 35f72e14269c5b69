import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import { bookings, ledgerEntries, locations, payments, users } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type LedgerRow = typeof ledgerEntries.$inferSelect;
export type NewLedgerRow = typeof ledgerEntries.$inferInsert;

export const LEDGER_KINDS = [
  'charge',
  'platform_fee',
  'host_transfer',
  'refund',
  'transfer_reversal',
  'fee_refund',
  'affiliate_transfer',
  'payout',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The kinds that move a connected account's balance: its balance is their sum. */
export const ACCOUNT_KINDS: LedgerKind[] = [
  'host_transfer',
  'transfer_reversal',
  'affiliate_transfer',
  'payout',
];

export async function findPayment(db: Db, id: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

export async function findLocationName(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ name: locations.name }).from(locations).where(eq(locations.id, id));
  return row?.name ?? null;
}

export async function findBookings(db: Db, ids: number[]): Promise<BookingRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(bookings).where(inArray(bookings.id, ids)).orderBy(asc(bookings.id));
}

/** The nights a payment bought, in a fixed order (their ids), with their prices. */
export async function nightsOfPayment(db: Db, paymentId: string): Promise<{ id: number; price: number }[]> {
  return db
    .select({ id: bookings.id, price: bookings.price })
    .from(bookings)
    .where(eq(bookings.paymentId, paymentId))
    .orderBy(asc(bookings.id));
}

export async function findLedgerRow(db: Db, idempotencyKey: string): Promise<LedgerRow | null> {
  const [row] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, idempotencyKey));
  return row ?? null;
}

/** Rows already recorded (same idempotency key) are left as they are. */
export async function insertLedgerRows(db: Db, rows: NewLedgerRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(ledgerEntries).values(rows).onConflictDoNothing({ target: ledgerEntries.idempotencyKey });
}

export async function markPaymentCharged(db: Db, id: string, chargeId: string): Promise<void> {
  await db
    .update(payments)
    .set({
      providerChargeId: chargeId,
      // A payment already confirmed or refunded keeps its status.
      status: sql`case when ${payments.status} in ('reserved', 'failed') then 'charged' else ${payments.status} end`,
      failureMessage: null,
      updatedAt: new Date(),
    })
    .where(eq(payments.id, id));
}

export async function markPaymentFailed(db: Db, id: string, message: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'failed', failureMessage: message, updatedAt: new Date() })
    .where(and(eq(payments.id, id), sql`${payments.providerChargeId} is null`));
}

export async function markBookingRefunded(
  db: Db,
  id: number,
  at: Date,
  reason: string | null,
): Promise<void> {
  await db
    .update(bookings)
    .set({ refunded: true, refundDate: at, refundReason: reason, updatedAt: at })
    .where(and(eq(bookings.id, id), eq(bookings.refunded, false)));
}

/** A payment whose every night is refunded is refunded. */
export async function markPaymentRefundedWhenAllNightsAre(db: Db, paymentId: string): Promise<void> {
  await db.execute(sql`
    update ${payments} set status = 'refunded', updated_at = now()
    where ${payments.id} = ${paymentId}
      and not exists (select 1 from ${bookings} where ${bookings.paymentId} = ${paymentId} and not ${bookings.refunded})`);
}

export async function setReferrerTransfer(db: Db, bookingId: number, transferId: string): Promise<void> {
  await db
    .update(bookings)
    .set({ referrerTransfer: transferId, updatedAt: new Date() })
    .where(eq(bookings.id, bookingId));
}

export async function ledgerBalance(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), inArray(ledgerEntries.kind, ACCOUNT_KINDS)));
  return Number(row?.total ?? 0);
}

export async function recordedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: ledgerEntries.idempotencyKey })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.idempotencyKey, keys));
  return new Set(rows.map((r) => r.key));
}

export async function usersWithConnectedAccounts(
  db: Db,
): Promise<{ id: string; connectedAccountId: string }[]> {
  const rows = await db
    .select({ id: users.id, connectedAccountId: users.connectedAccountId })
    .from(users)
    .where(isNotNull(users.connectedAccountId));
  return rows.map((r) => ({ id: r.id, connectedAccountId: r.connectedAccountId! }));
}

/** Payments whose charge differs from its fee plus host transfer. */
export async function unbalancedCharges(db: Db): Promise<{ paymentId: string; difference: number }[]> {
  return queryRows(
    db,
    sql`select payment_id as "paymentId",
          sum(case when kind = 'charge' then amount else -amount end)::int as difference
        from ${ledgerEntries}
        where kind in ('charge', 'platform_fee', 'host_transfer') and payment_id is not null
        group by payment_id
        having sum(case when kind = 'charge' then amount else -amount end) <> 0`,
  );
}

/** Refunded nights whose refund differs from its fee refund plus transfer reversal. */
export async function unbalancedRefunds(db: Db): Promise<{ bookingId: number; difference: number }[]> {
  return queryRows(
    db,
    sql`select booking_id as "bookingId",
          sum(case when kind = 'refund' then amount else -amount end)::int as difference
        from ${ledgerEntries}
        where kind in ('refund', 'fee_refund', 'transfer_reversal') and booking_id is not null
        group by booking_id
        having sum(case when kind = 'refund' then amount else -amount end) <> 0`,
  );
}
