// The overview's figures in one statement: the days of the window (generate_series) left-joined to
// each figure grouped by its Pacific/Auckland day, so a day with nothing is there with zeros and the
// database reads each table once over the window's time range, whatever the number of days.
//
// It reads bookings, ledger_entries, users and locations, which their own modules otherwise query
// alone (decision 013): a report across the whole business is the one place that needs all four at
// once, and it only reads.

import { sql } from 'drizzle-orm';
import type { IsoDate } from '../../../domain/dates';
import { TIME_ZONE } from '../../../domain/constants';
import { queryRows, type Db } from '../../db/client';
import { bookings, ledgerEntries, locations, users } from '../../db/schema';

export type OverviewRow = {
  date: IsoDate;
  nightsBooked: number;
  revenueCents: number;
  platformFeeCents: number;
  newUsers: number;
  newListings: number;
};

// Both drivers answer bigint sums as text (node-postgres) or numbers (PGlite).
type RawRow = { [K in keyof OverviewRow]: string | number | bigint };

/** Each day from `from` to `to` (inclusive, Pacific/Auckland) with its figures, oldest first. */
export async function overviewByDay(db: Db, from: IsoDate, to: IsoDate): Promise<OverviewRow[]> {
  // The window as instants: from the first day's midnight to the midnight after the last, in Auckland.
  const start = sql`(${from}::date::timestamp at time zone ${TIME_ZONE})`;
  const end = sql`((${to}::date + 1)::timestamp at time zone ${TIME_ZONE})`;
  const day = (column: unknown) => sql`(${column} at time zone ${TIME_ZONE})::date`;
  const inWindow = (column: unknown) => sql`${column} >= ${start} and ${column} < ${end}`;

  const rows = await queryRows<RawRow>(
    db,
    sql`
      with days as (
        select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') as d
      ),
      nights as (
        -- A sold night is a paid one; declined and released reservations never were.
        select ${day(bookings.createdAt)} as day, count(*) as n
        from ${bookings}
        where ${bookings.paid} and ${inWindow(bookings.createdAt)}
        group by 1
      ),
      money as (
        -- Signed cents (decision 010): refunds and fee refunds are negative, so the sums are net.
        select ${day(ledgerEntries.createdAt)} as day,
          coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} in ('charge', 'refund')), 0) as revenue,
          coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} in ('platform_fee', 'fee_refund')), 0) as fees
        from ${ledgerEntries}
        where ${ledgerEntries.kind} in ('charge', 'refund', 'platform_fee', 'fee_refund')
          and ${inWindow(ledgerEntries.createdAt)}
        group by 1
      ),
      signups as (
        select ${day(users.createdAt)} as day, count(*) as n
        from ${users}
        where ${inWindow(users.createdAt)}
        group by 1
      ),
      listings as (
        select ${day(locations.createdAt)} as day, count(*) as n
        from ${locations}
        where ${inWindow(locations.createdAt)}
        group by 1
      )
      select to_char(days.day, 'YYYY-MM-DD') as "date",
        coalesce(nights.n, 0) as "nightsBooked",
        coalesce(money.revenue, 0) as "revenueCents",
        coalesce(money.fees, 0) as "platformFeeCents",
        coalesce(signups.n, 0) as "newUsers",
        coalesce(listings.n, 0) as "newListings"
      from days
      left join nights on nights.day = days.day
      left join money on money.day = days.day
      left join signups on signups.day = days.day
      left join listings on listings.day = days.day
      order by days.day
    `,
  );
  return rows.map((row) => ({
    date: String(row.date),
    nightsBooked: Number(row.nightsBooked),
    revenueCents: Number(row.revenueCents),
    platformFeeCents: Number(row.platformFeeCents),
    newUsers: Number(row.newUsers),
    newListings: Number(row.newListings),
  }));
}
