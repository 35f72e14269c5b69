// The job_leases table (decision 054): one row per periodic job, naming the server copy that runs
// its round now and until when. Each statement stands alone (no transaction around a round: rounds
// send email and fetch calendars). Times are the database's clock, so copies whose clocks differ
// agree; tests pass their own `now` instead.

import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

/** The moment a statement works at: the test's clock when given, else the database's. */
const at = (now: Date | undefined): SQL =>
  now ? sql`${now.toISOString()}::timestamptz` : sql`statement_timestamp()`;

const plus = (moment: SQL, ms: number): SQL =>
  sql`${moment} + ${Math.round(ms)}::integer * interval '1 millisecond'`;

/**
 * Claims the job for `holder` for `leaseMs` when nobody holds it (no row yet, or the last lease has
 * expired or was let go). True when this call got it. Of several copies claiming at once, one wins:
 * PostgreSQL checks the condition again on the row the winner wrote.
 */
export async function claimJobLease(
  db: Db,
  name: string,
  holder: string,
  leaseMs: number,
  now?: Date,
): Promise<boolean> {
  const moment = at(now);
  const rows = await queryRows<{ holder: string }>(
    db,
    sql`insert into job_leases as lease (name, holder, claimed_at, expires_at)
        values (${name}, ${holder}, ${moment}, ${plus(moment, leaseMs)})
        on conflict (name) do update
          set holder = excluded.holder, claimed_at = excluded.claimed_at, expires_at = excluded.expires_at
          where lease.expires_at <= excluded.claimed_at
        returning lease.holder`,
  );
  return rows.length === 1;
}

/** Extends `holder`'s lease to `leaseMs` from now; false when another copy holds the job now. */
export async function renewJobLease(
  db: Db,
  name: string,
  holder: string,
  leaseMs: number,
  now?: Date,
): Promise<boolean> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`update job_leases set expires_at = greatest(claimed_at, ${plus(at(now), leaseMs)})
        where name = ${name} and holder = ${holder}
        returning name`,
  );
  return rows.length === 1;
}

/** Lets the job go at once, so any copy's next tick may claim it (the row stays, naming who ran last). */
export async function releaseJobLease(db: Db, name: string, holder: string, now?: Date): Promise<void> {
  await db.execute(
    sql`update job_leases set expires_at = greatest(claimed_at, least(expires_at, ${at(now)}))
        where name = ${name} and holder = ${holder}`,
  );
}

/**
 * Forgets every lease. Only for the embedded database, which one process opens at a time: a lease
 * found there at start-up was left by a process that has stopped.
 */
export async function clearJobLeases(db: Db): Promise<void> {
  await db.execute(sql`delete from job_leases`);
}
