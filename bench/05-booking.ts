// Booking on PostgreSQL: 32 clients booking nights of ONE hot property at once (decision 017: a
// reservation locks the sites it books, so clients on one site queue there). Prints
// bookings per second (201s), p50 and p99 latency, the non-201 answers by status and code, the bare
// /health throughput of the same run at 32 clients and the ratio, then checks by SQL that no
// site-night is oversold.
//
// The property has several sites with many spaces over the whole bookable year, so most attempts
// succeed for the run's length. Each client books as its own guests (a few per client, in turn; each
// with a saved card of the local provider and a session made in the database, used as a bearer
// token), each request 1 to 3 consecutive random future nights on one site with a fresh
// Idempotency-Key. A client never asks for a night its guest already holds (that would be a 409
// `booking.alreadyYours` of the benchmark's own making), so the refusals left are the property's.
// The database is a throwaway one, dropped at the end.

import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { addDays, todayInAuckland, type IsoDate } from '../src/domain/dates';
import { openDatabase, queryRows, type Database } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { sessions } from '../src/server/db/schema';
import { createLocalProvider } from '../src/server/adapters/payments/local';
import { createLocation } from '../src/server/testing/fixtures';
import { guestWithCard, userWithAccount } from '../src/server/testing/payments';
import { load, percentile, printFigures, startServer } from './lib';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const GUESTS_PER_CLIENT = Number(process.env.BENCH_GUESTS_PER_CLIENT ?? 8);
const SITES = Number(process.env.BENCH_SITES ?? 6);
const SPACES = Number(process.env.BENCH_SPACES ?? 40);
/** The server's pool (DATABASE_POOL_SIZE); empty keeps the server's default (20). */
const POOL_SIZE = process.env.BENCH_POOL_SIZE ?? '';
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PG_BENCH_DB = `stopover_bench_booking_${process.pid}_${randomBytes(3).toString('hex')}`;

/** Nights offered: from two days ahead (clear of any notice period) to the bookable year's end. */
const FIRST_OFFSET = 2;
const LAST_OFFSET = 360;

type Guest = { id: string; token: string; held: Set<IsoDate> };
type Site = { id: number; price: number };
type Seeded = { locationId: number; sites: Site[]; guests: Guest[] };

async function seed(database: Database): Promise<Seeded> {
  await migrate(database);
  const db = database.db;
  // The same provider the server runs (PAYMENTS_PROVIDER=local), on the same tables.
  const provider = createLocalProvider(db, {
    publicUrl: 'http://127.0.0.1',
    webhookSecret: 'whsec_bench',
  });
  const host = await userWithAccount(db, provider, { firstName: 'Hot', lastName: 'Host' });
  const location = await createLocation(db, {
    name: 'Hot Property',
    ownerId: host.id,
    sites: Array.from({ length: SITES }, (_, i) => ({
      name: `Site ${i + 1}`,
      spaces: SPACES,
      price: 2000 + i * 250,
    })),
  });
  const guests: Guest[] = [];
  const total = CLIENTS * GUESTS_PER_CLIENT;
  for (let i = 0; i < total; i += 16) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(16, total - i) }, () => guestWithCard(db, provider)),
    );
    for (const user of batch)
      guests.push({ id: user.id, token: randomBytes(24).toString('hex'), held: new Set() });
  }
  // Sessions as Better Auth stores them; its bearer plugin signs an unsigned token itself.
  const expiresAt = new Date(Date.now() + 24 * 3_600_000);
  await db
    .insert(sessions)
    .values(
      guests.map((g) => ({ id: randomUUID(), userId: g.id, token: g.token, expiresAt, userAgent: 'bench' })),
    );
  return {
    locationId: location.id,
    sites: location.sites.map((s) => ({ id: s.id, price: s.price })),
    guests,
  };
}

type Outcome = { status: string; ms: number };

/** 1 to 3 consecutive nights on one site that the guest does not hold yet (null after a few tries). */
function pickNights(guest: Guest, sites: Site[], today: IsoDate) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const site = sites[Math.floor(Math.random() * sites.length)]!;
    const length = 1 + Math.floor(Math.random() * 3);
    const start = FIRST_OFFSET + Math.floor(Math.random() * (LAST_OFFSET - FIRST_OFFSET - length + 2));
    const dates = Array.from({ length }, (_, k) => addDays(today, start + k));
    if (dates.some((d) => guest.held.has(d))) continue;
    return { dates, nights: dates.map((date) => ({ siteId: site.id, date, price: site.price })) };
  }
  return null;
}

/** `clients` loops, each booking in turn as its own guests until `seconds` have passed. */
async function bookingLoad(url: string, seeded: Seeded, clients: number, seconds: number) {
  const today = todayInAuckland();
  const outcomes: Outcome[] = [];
  const stopAt = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      const mine = seeded.guests.filter((_g, i) => i % clients === c);
      for (let n = 0; Date.now() < stopAt; n++) {
        const guest = mine[n % mine.length]!;
        const picked = pickNights(guest, seeded.sites, today);
        if (!picked) continue;
        const t0 = performance.now();
        let status: string;
        try {
          const res = await fetch(`${url}/v1/locations/${seeded.locationId}/bookings`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${guest.token}`,
              'content-type': 'application/json',
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify({ bookings: picked.nights, vehicleRegistration: 'BENCH1' }),
          });
          const body = (await res.json().catch(() => null)) as { code?: string } | null;
          status = res.status === 201 ? '201' : `${res.status} ${body?.code ?? ''}`.trim();
          if (res.status === 201) for (const d of picked.dates) guest.held.add(d);
        } catch (error) {
          status = `network ${(error as Error).message}`;
        }
        outcomes.push({ status, ms: performance.now() - t0 });
      }
    }),
  );
  return { outcomes, elapsedS: (performance.now() - started) / 1000 };
}

const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
await admin.connect();
await admin.query(`create database ${PG_BENCH_DB}`);
const dbUrl = new URL(PG_ADMIN_URL);
dbUrl.pathname = `/${PG_BENCH_DB}`;
let failed = false;
try {
  const started = Date.now();
  const database = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolSize: 16 });
  let seeded: Seeded;
  try {
    seeded = await seed(database);
  } finally {
    await database.close();
  }
  console.log(
    `PostgreSQL (throwaway ${PG_BENCH_DB}): 1 property, ${SITES} sites x ${SPACES} spaces, ` +
      `${seeded.guests.length} guests with cards (${GUESTS_PER_CLIENT} per client); ` +
      `seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const server = await startServer({
    DATABASE_URL: dbUrl.toString(),
    ...(POOL_SIZE ? { DATABASE_POOL_SIZE: POOL_SIZE } : {}),
  });
  try {
    const session = await fetch(`${server.url}/v1/auth/get-session`, {
      headers: { authorization: `Bearer ${seeded.guests[0]!.token}` },
    });
    const signedIn = (await session.json()) as { user?: { id: string } } | null;
    if (signedIn?.user?.id !== seeded.guests[0]!.id) {
      throw new Error(`a seeded session is not signed in: ${session.status} ${JSON.stringify(signedIn)}`);
    }

    await bookingLoad(server.url, seeded, CLIENTS, WARMUP_SECONDS);
    const { outcomes, elapsedS } = await bookingLoad(server.url, seeded, CLIENTS, SECONDS);
    const health = await load(server.url, ['/health'], CLIENTS, SECONDS);

    const booked = outcomes.filter((o) => o.status === '201');
    const all = outcomes.map((o) => o.ms).sort((a, b) => a - b);
    const ok = booked.map((o) => o.ms).sort((a, b) => a - b);
    const bookingsPerSecond = booked.length / elapsedS;
    const byStatus = new Map<string, number>();
    for (const o of outcomes)
      if (o.status !== '201') byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);

    console.log(
      `bookings, ${CLIENTS} clients, ${elapsedS.toFixed(1)} s: ${outcomes.length} requests, ${booked.length} booked (201)`,
    );
    printFigures(`booking POST, ${CLIENTS} clients (201s only)`, {
      p50: percentile(ok, 50),
      p99: percentile(ok, 99),
      rps: bookingsPerSecond,
      errors: 0,
      non2xx: outcomes.length - booked.length,
    });
    console.log(
      `booking POST, all answers: p50 ${percentile(all, 50).toFixed(1)} ms  p99 ${percentile(all, 99).toFixed(1)} ms  ` +
        `${(outcomes.length / elapsedS).toFixed(0)} req/s`,
    );
    console.log(
      `non-201 answers: ${
        byStatus.size
          ? [...byStatus]
              .sort((a, b) => b[1] - a[1])
              .map(([s, n]) => `${s}: ${n}`)
              .join(', ')
          : 'none'
      }`,
    );
    printFigures(`bare /health, ${CLIENTS} clients (same run)`, health);
    // Client, server and PostgreSQL share this machine: its load says how far the figures carry.
    console.log(
      `machine: ${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (1/5/15 min)`,
    );
    console.log(
      `bookings per second / health req/s ratio: ${(bookingsPerSecond / health.rps).toFixed(4)} ` +
        `(1 : ${(health.rps / bookingsPerSecond).toFixed(0)})`,
    );
  } finally {
    await server.stop();
  }

  const check = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolSize: 2 });
  try {
    const [row] = await queryRows<Record<string, number>>(
      check.db,
      sql`select
        (select count(*)::int from (
          select b.site_id, b.date from bookings b join sites s on s.id = b.site_id
          where b.location_id = ${seeded.locationId} and b.status <> 'cancelled'
          group by b.site_id, b.date, s.spaces having count(*) > s.spaces) o) as oversold,
        (select coalesce(max(n), 0)::int from (
          select count(*) as n from bookings
          where location_id = ${seeded.locationId} and status <> 'cancelled'
          group by site_id, date) m) as fullest,
        (select count(*)::int from bookings where location_id = ${seeded.locationId} and status = 'accepted') as accepted,
        (select count(*)::int from bookings where location_id = ${seeded.locationId} and status = 'pending') as pending,
        (select count(*)::int from payments where location_id = ${seeded.locationId} and status = 'confirmed') as confirmed,
        (select count(*)::int from bookings b where b.location_id = ${seeded.locationId} and b.status = 'accepted'
           and not exists (select 1 from ledger_entries l where l.payment_id = b.payment_id and l.kind = 'charge')) as accepted_without_charge`,
    );
    console.log(
      `after the run (warm-up included): oversold site-nights ${row!.oversold} (must be 0); ` +
        `fullest site-night ${row!.fullest}/${SPACES}; accepted nights ${row!.accepted}, pending ${row!.pending}, ` +
        `confirmed payments ${row!.confirmed}, accepted nights without a charge ${row!.accepted_without_charge}`,
    );
    if (row!.oversold !== 0) failed = true;
  } finally {
    await check.close();
  }
} finally {
  await admin.query(`drop database if exists ${PG_BENCH_DB} with (force)`);
  await admin.end();
}
if (failed) process.exit(1);
