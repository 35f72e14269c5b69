// The tax documents' reads (decision 051). Like the admin overview (decision 013), a document reads
// several modules' tables at once: a payment, its guest, property and nights, and the ledger rows of
// its charge and refunds. It only reads; the figures come from the ledger rows (what moved), so a
// document and the ledger cannot disagree.

import { sql } from 'drizzle-orm';
import { TIME_ZONE } from '../../../domain/constants';
import type { IsoDate } from '../../../domain/dates';
import { queryRows, type Db } from '../../db/client';
import { bookings, ledgerEntries, locations, payments, sites, users } from '../../db/schema';

/** Both drivers may answer numbers as text (node-postgres) or numbers (PGlite). */
type Num = number | string;
const n = (value: Num | null | undefined): number => Number(value ?? 0);

const day = (column: unknown) => sql`to_char(${column} at time zone ${TIME_ZONE}, 'YYYY-MM-DD')`;
const personName = (u: typeof users) =>
  sql`coalesce(nullif(trim(concat_ws(' ', ${u.firstName}, ${u.lastName})), ''), nullif(${u.name}, ''), ${u.email})`;

export type ReceiptPayment = {
  id: string;
  guestId: string;
  amount: number;
  discount: number;
  gst: number;
  gstRateBp: number;
  guestName: string;
  guestEmail: string;
  locationId: number;
  locationName: string;
  town: string | null;
  chargedOn: IsoDate | null;
};

/** A payment with what its receipt names; null when there is none. `chargedOn` is null until charged. */
export async function receiptPayment(db: Db, paymentId: string): Promise<ReceiptPayment | null> {
  const [row] = await queryRows<Record<keyof ReceiptPayment, unknown>>(
    db,
    sql`select p.id, p.guest_id as "guestId", p.amount, p.discount, p.gst, p.gst_rate_bp as "gstRateBp",
          ${personName(users)} as "guestName", ${users.email} as "guestEmail",
          ${locations.id} as "locationId", ${locations.name} as "locationName", ${locations.city} as town,
          (select ${day(sql`min(e.created_at)`)} from ${ledgerEntries} e
            where e.payment_id = p.id and e.kind = 'charge') as "chargedOn"
        from ${payments} p
        join ${users} on ${users.id} = p.guest_id
        join ${locations} on ${locations.id} = p.location_id
        where p.id = ${paymentId}`,
  );
  if (!row) return null;
  return {
    id: String(row.id),
    guestId: String(row.guestId),
    amount: n(row.amount as Num),
    discount: n(row.discount as Num),
    gst: n(row.gst as Num),
    gstRateBp: n(row.gstRateBp as Num),
    guestName: String(row.guestName),
    guestEmail: String(row.guestEmail),
    locationId: n(row.locationId as Num),
    locationName: String(row.locationName),
    town: (row.town as string | null) ?? null,
    chargedOn: (row.chargedOn as string | null) ?? null,
  };
}

export type ReceiptNightRow = {
  id: number;
  date: IsoDate;
  site: string;
  price: number;
  refunded: number;
  gstReversed: number;
  refundedOn: IsoDate | null;
};

/** A payment's nights, by date, each with what the ledger gave back for it and the GST that reversed. */
export async function receiptNights(db: Db, paymentId: string): Promise<ReceiptNightRow[]> {
  const rows = await queryRows<Record<keyof ReceiptNightRow, unknown>>(
    db,
    sql`select b.id, to_char(b.date, 'YYYY-MM-DD') as date, s.name as site, b.price,
          coalesce(r.refunded, 0) as refunded, coalesce(r.gst_reversed, 0) as "gstReversed",
          r.refunded_on as "refundedOn"
        from ${bookings} b
        join ${sites} s on s.id = b.site_id
        left join lateral (
          select -sum(e.amount) filter (where e.kind = 'refund') as refunded,
            -sum(e.amount) filter (where e.kind = 'gst_refund') as gst_reversed,
            ${day(sql`max(e.created_at) filter (where e.kind = 'refund')`)} as refunded_on
          from ${ledgerEntries} e
          where e.booking_id = b.id and e.kind in ('refund', 'gst_refund')
        ) r on true
        where b.payment_id = ${paymentId}
        order by b.date, b.id`,
  );
  return rows.map((r) => ({
    id: n(r.id as Num),
    date: String(r.date),
    site: String(r.site),
    price: n(r.price as Num),
    refunded: n(r.refunded as Num),
    gstReversed: n(r.gstReversed as Num),
    refundedOn: (r.refundedOn as string | null) ?? null,
  }));
}

export type StatementRow = {
  paymentId: string;
  firstNightId: number;
  location: string;
  sites: string[];
  arrival: IsoDate;
  lastNight: IsoDate;
  nights: number;
  guest: string;
  flatRateCreditBp: number;
  guestPaid: number;
  refunded: number;
  platformFee: number;
  gst: number;
  gstReversed: number;
  flatRateCredit: number;
  creditReversed: number;
  netToHost: number;
};

/** The kinds a stay's money moves by: its charge and its refunds, with their parts. */
const STAY_KINDS = sql`('charge', 'platform_fee', 'gst', 'flat_rate_credit', 'host_transfer',
  'refund', 'fee_refund', 'gst_refund', 'flat_rate_credit_reversal', 'transfer_reversal')`;

/**
 * The host's stays whose money moved from `from` to `to` (New Zealand days, inclusive): per payment,
 * the ledger rows of that window added up by kind, as positive figures.
 */
export async function statementRows(
  db: Db,
  hostId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<StatementRow[]> {
  const start = sql`(${from}::date::timestamp at time zone ${TIME_ZONE})`;
  const end = sql`((${to}::date + 1)::timestamp at time zone ${TIME_ZONE})`;
  const sum = (kinds: string, sign = 1) =>
    sql.raw(`coalesce(${sign < 0 ? '-' : ''}sum(e.amount) filter (where e.kind in (${kinds})), 0)`);
  const rows = await queryRows<Record<keyof StatementRow, unknown>>(
    db,
    sql`with moves as (
          select e.payment_id,
            ${sum("'charge'")} as guest_paid,
            ${sum("'refund'", -1)} as refunded,
            ${sum("'platform_fee', 'fee_refund'")} as platform_fee,
            ${sum("'gst'")} as gst,
            ${sum("'gst_refund'", -1)} as gst_reversed,
            ${sum("'flat_rate_credit'", -1)} as credit,
            ${sum("'flat_rate_credit_reversal'")} as credit_reversed,
            ${sum("'host_transfer', 'transfer_reversal'")} as net
          from ${ledgerEntries} e
          join ${payments} p on p.id = e.payment_id
          where p.host_id = ${hostId} and e.kind in ${STAY_KINDS}
            and e.created_at >= ${start} and e.created_at < ${end}
          group by e.payment_id
        )
        select m.payment_id as "paymentId", nights.first_id as "firstNightId",
          ${locations.name} as location, nights.sites, nights.arrival, nights.last_night as "lastNight",
          nights.count as nights, ${personName(users)} as guest,
          p.flat_rate_credit_bp as "flatRateCreditBp",
          m.guest_paid as "guestPaid", m.refunded, m.platform_fee as "platformFee", m.gst,
          m.gst_reversed as "gstReversed", m.credit as "flatRateCredit",
          m.credit_reversed as "creditReversed", m.net as "netToHost"
        from moves m
        join ${payments} p on p.id = m.payment_id
        join ${locations} on ${locations.id} = p.location_id
        join ${users} on ${users.id} = p.guest_id
        join lateral (
          select min(b.id) as first_id, to_char(min(b.date), 'YYYY-MM-DD') as arrival,
            to_char(max(b.date), 'YYYY-MM-DD') as last_night, count(*) as count,
            array_agg(distinct s.name order by s.name) as sites
          from ${bookings} b join ${sites} s on s.id = b.site_id
          where b.payment_id = m.payment_id
        ) nights on true
        order by nights.arrival, nights.first_id`,
  );
  return rows.map((r) => ({
    paymentId: String(r.paymentId),
    firstNightId: n(r.firstNightId as Num),
    location: String(r.location),
    sites: r.sites as string[],
    arrival: String(r.arrival),
    lastNight: String(r.lastNight),
    nights: n(r.nights as Num),
    guest: String(r.guest),
    flatRateCreditBp: n(r.flatRateCreditBp as Num),
    guestPaid: n(r.guestPaid as Num),
    refunded: n(r.refunded as Num),
    platformFee: n(r.platformFee as Num),
    gst: n(r.gst as Num),
    gstReversed: n(r.gstReversed as Num),
    flatRateCredit: n(r.flatRateCredit as Num),
    creditReversed: n(r.creditReversed as Num),
    netToHost: n(r.netToHost as Num),
  }));
}

/** The months (New Zealand) in which a host's stays moved money, newest first. */
export async function statementMonths(
  db: Db,
  hostId: string,
): Promise<{ month: string; stays: number; netToHost: number }[]> {
  const rows = await queryRows<{ month: string; stays: Num; net: Num }>(
    db,
    sql`select to_char(e.created_at at time zone ${TIME_ZONE}, 'YYYY-MM') as month,
          count(distinct e.payment_id) as stays,
          coalesce(sum(e.amount) filter (where e.kind in ('host_transfer', 'transfer_reversal')), 0) as net
        from ${ledgerEntries} e
        join ${payments} p on p.id = e.payment_id
        where p.host_id = ${hostId} and e.kind in ${STAY_KINDS}
        group by 1
        order by 1 desc`,
  );
  return rows.map((r) => ({ month: r.month, stays: n(r.stays), netToHost: n(r.net) }));
}

export type HostRow = { id: string; name: string; gstRegistered: boolean; gstNumber: string | null };

export async function hostForStatement(db: Db, hostId: string): Promise<HostRow | null> {
  const [row] = await queryRows<HostRow>(
    db,
    sql`select ${users.id} as id, ${personName(users)} as name, ${users.gstRegistered} as "gstRegistered",
          ${users.gstNumber} as "gstNumber"
        from ${users} where ${users.id} = ${hostId}`,
  );
  return row ?? null;
}
