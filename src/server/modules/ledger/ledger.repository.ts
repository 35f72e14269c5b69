// SQL on ledger_entries (decision 010): every money movement is a row, keyed so it is written once.
// Only the money services write here: payments (charges, refunds, transfers) and payouts (payouts
// copied from the provider); lint keeps every other module out (eslint.config.js).

import { and, asc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jsonRows, queryRows } from '../../db/client';
import { ledgerEntries } from '../../db/schema';

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
  // New Zealand GST on stays (decision 049), the platform's rows: the GST it returns (+) and the
  // flat-rate credit it passes on to a host who is not registered (−); a refund reverses both.
  'gst',
  'flat_rate_credit',
  'gst_refund',
  'flat_rate_credit_reversal',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The kinds that move a connected account's balance: its balance is their sum. */
export const ACCOUNT_KINDS: LedgerKind[] = [
  'host_transfer',
  'transfer_reversal',
  'affiliate_transfer',
  'payout',
];

/** The idempotency keys of every movement, from our own ids: the provider's and the ledger's. */
export const keys = {
  charge: (paymentId: string) => `charge:${paymentId}`,
  platformFee: (paymentId: string) => `platform_fee:${paymentId}`,
  gst: (paymentId: string) => `gst:${paymentId}`,
  flatRateCredit: (paymentId: string) => `flat_rate_credit:${paymentId}`,
  gstRefund: (bookingId: number) => `gst_refund:${bookingId}`,
  flatRateCreditReversal: (bookingId: number) => `flat_rate_credit_reversal:${bookingId}`,
  hostTransfer: (paymentId: string) => `host_transfer:${paymentId}`,
  refund: (bookingId: number) => `refund:${bookingId}`,
  feeRefund: (bookingId: number) => `fee_refund:${bookingId}`,
  transferReversal: (bookingId: number) => `transfer_reversal:${bookingId}`,
  affiliateTransfer: (bookingId: number) => `affiliate_transfer:${bookingId}`,
  payout: (providerTransactionId: string) => `payout:${providerTransactionId}`,
  // The provider's keys of a request to book's hold, which writes no ledger row until it is captured
  // (then as a charge, under the keys above).
  authorise: (paymentId: string) => `authorise:${paymentId}`,
  capture: (paymentId: string) => `capture:${paymentId}`,
  release: (paymentId: string) => `release:${paymentId}`,
};

export async function findLedgerRow(db: Db, idempotencyKey: string): Promise<LedgerRow | null> {
  const [row] = await db.select().from(ledgerEntries).where(eq(ledgerEntries.idempotencyKey, idempotencyKey));
  return row ?? null;
}

/** What the refunds recorded for a payment gave back so far, in cents (positive), but a night's own. */
export async function refundedOfPayment(db: Db, paymentId: string, exceptBookingId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(-sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.paymentId, paymentId),
        eq(ledgerEntries.kind, 'refund'),
        ne(ledgerEntries.bookingId, exceptBookingId),
      ),
    );
  return Number(row?.total ?? 0);
}

/** Rows already recorded (same idempotency key) are left as they are. */
export async function insertLedgerRows(db: Db, rows: NewLedgerRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(ledgerEntries).values(rows).onConflictDoNothing({ target: ledgerEntries.idempotencyKey });
}

export async function ledgerBalance(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), inArray(ledgerEntries.kind, ACCOUNT_KINDS)));
  return Number(row?.total ?? 0);
}

/** What a user has received in rows of one kind (e.g. an affiliate's affiliate_transfer rows). */
export async function totalOfKind(db: Db, userId: string, kind: LedgerKind): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.kind, kind)));
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

/** Payments whose charge differs from its fee, GST, flat-rate credit and host transfer. */
export async function unbalancedCharges(db: Db): Promise<{ paymentId: string; difference: number }[]> {
  return queryRows(
    db,
    sql`select payment_id as "paymentId",
          sum(case when kind = 'charge' then amount else -amount end)::int as difference
        from ${ledgerEntries}
        where kind in ('charge', 'platform_fee', 'gst', 'flat_rate_credit', 'host_transfer')
          and payment_id is not null
        group by payment_id
        having sum(case when kind = 'charge' then amount else -amount end) <> 0`,
  );
}

/** Refunded nights whose refund differs from its fee refund, GST refund, credit reversal and transfer reversal. */
export async function unbalancedRefunds(db: Db): Promise<{ bookingId: number; difference: number }[]> {
  return queryRows(
    db,
    sql`select booking_id as "bookingId",
          sum(case when kind = 'refund' then amount else -amount end)::int as difference
        from ${ledgerEntries}
        where kind in ('refund', 'fee_refund', 'gst_refund', 'flat_rate_credit_reversal', 'transfer_reversal')
          and booking_id is not null
        group by booking_id
        having sum(case when kind = 'refund' then amount else -amount end) <> 0`,
  );
}

/** Every row of these payments (their charges and refunds, and the parts of each): earnings, decision 050. */
export async function listRowsOfPayments(db: Db, paymentIds: string[]) {
  if (paymentIds.length === 0) return [];
  return db
    .select({
      kind: ledgerEntries.kind,
      amount: ledgerEntries.amount,
      paymentId: ledgerEntries.paymentId,
      bookingId: ledgerEntries.bookingId,
    })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.paymentId, paymentIds));
}

/** A user's payouts made in [from, to) (amounts are negative: money leaving the account for the bank). */
export async function listPayouts(db: Db, userId: string, from: Date, to: Date) {
  return db
    .select({
      amount: ledgerEntries.amount,
      createdAt: ledgerEntries.createdAt,
      providerReference: ledgerEntries.providerReference,
    })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, userId),
        eq(ledgerEntries.kind, 'payout'),
        gte(ledgerEntries.createdAt, from),
        lt(ledgerEntries.createdAt, to),
      ),
    )
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
}

/** Every ledger row that moves the person's balance (a guest's charges and refunds, a host's transfers and payouts). */
export const personalLedgerRows = (db: Db, userId: string) =>
  jsonRows(
    db,
    sql`select kind, amount, currency, payment_id as "paymentId", description,
               provider_reference as "providerReference", created_at as "createdAt"
          from ledger_entries where user_id = ${userId} order by created_at, id`,
  );
