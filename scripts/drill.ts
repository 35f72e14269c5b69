// The drill (issue 30): several server copies behind HAProxy, a PostgreSQL primary and a streaming
// replica, a mixed load through the balancer, and faults while it runs: one copy killed with
// SIGKILL and restarted, the replica stopped and started again. Then it checks, on the primary,
// that no night was sold twice, that money and nights agree (the money invariants the booking tests
// check), that every acknowledged booking and cancellation is there, that requests failed only
// while a copy was dying, that retries with the same Idempotency-Key through the balancer got the
// first answer, and prints the share of reads the replica served and the lag it reported.
//
//   npx tsx scripts/drill.ts [--reduced] [--seconds N]      (npm run drill -- --reduced)
//
// Full: three copies, default 180 s. Reduced (what CI runs): two copies, default 60 s. Both kill
// one copy and stop the replica once. Runs as root on Debian with PostgreSQL 15's binaries
// (/usr/lib/postgresql/15/bin, or PG_BIN); installs HAProxy with apt-get when it is missing.
// Everything it makes (the clusters, the processes, a temporary directory) is removed at the end,
// also on failure or Ctrl-C. Exits 1 when a check fails.

import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { addDays, todayInAuckland, type IsoDate } from '../src/domain/dates';
import { openDatabase, queryRows } from '../src/server/db/client';
import { sessions } from '../src/server/db/schema';
import { createLocalProvider } from '../src/server/adapters/payments/local';
import { createLocation } from '../src/server/testing/fixtures';
import { guestWithCard, userWithAccount } from '../src/server/testing/payments';
import { moneyInvariantBreaches } from '../src/server/testing/money-invariants';
import { freePort, nzCentres, percentile } from '../bench/lib';
import { createCluster, type Cluster } from './drill/cluster';
import {
  ensureHaproxy,
  haproxyConfig,
  readBalancerLog,
  serverCopy,
  startHaproxy,
  type Copy,
} from './drill/processes';

const args = process.argv.slice(2);
const REDUCED = args.includes('--reduced');
const secondsArg = args.indexOf('--seconds');
const SECONDS = secondsArg >= 0 ? Number(args[secondsArg + 1]) : REDUCED ? 60 : 180;
if (!Number.isFinite(SECONDS) || SECONDS < 20) throw new Error('--seconds must be a number >= 20');
const COPIES = REDUCED ? 2 : 3;
/** A modest load: the machine has 2 cores and other work on it. */
const BOOKERS = 4;
const READERS = 2;
const GUESTS_PER_BOOKER = 10;
const SITES = 3;
const SPACES = 2;
/** Every this many ms the bookers all go for one new site-night together: contested nights. */
const CONTEST_EVERY_MS = 2_000;
const DEMO_PASSWORD = 'stopover-demo';
// The demo administrators sign in with a second step (decision 056); the password alone makes no
// session for them, so the drill signs in the guest and the host.
const DEMO_ACCOUNTS = ['guest', 'host'].map((n) => `${n}@stopover.test`);

// ---------------------------------------------------------------------------------------------
// Clean-up: whatever was started is stopped, on success, failure, or Ctrl-C.

const cleanups: (() => void | Promise<void>)[] = [];
let cleaning: Promise<void> | null = null;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error('clean-up step failed:', (error as Error).message);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the drill and cleaning up`);
    void cleanup().then(() => process.exit(130));
  });
}

const started = Date.now();
const since = (t: number) => ((t - started) / 1000).toFixed(1);
const say = (text: string) => console.log(`[${since(Date.now())} s] ${text}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// What the load driver saw.

type Failure = { at: number; what: string; outcome: string };
type Booked = { paymentId: string; nightIds: number[]; at: number };

const stats = {
  requests: 0,
  failures: [] as Failure[],
  reads: { replica: 0, primary: 0, unmarked: 0 },
  lags: [] as number[],
  searches: 0,
  pages: 0,
  signIns: { ok: 0, limited: 0, other: 0 },
  signInProblems: [] as string[],
  bookingAttempts: 0,
  booked: [] as Booked[],
  refused: new Map<string, number>(),
  retriedBookings: 0,
  retriedBookingsOk: 0,
  replays: 0,
  replaysSame: 0,
  replayProblems: [] as string[],
  cancelled: [] as number[],
  cancelProblems: [] as string[],
  lost: [] as string[],
};

/** An answer, or status 0 with the network error. */
type Answer = { status: number; headers: Headers; body: unknown; error?: string };

/** One request through the balancer; a network error or 5xx is recorded as a failure. */
async function call(base: string, what: string, init: RequestInit & { path: string }): Promise<Answer> {
  stats.requests++;
  const at = Date.now();
  try {
    const res = await fetch(`${base}${init.path}`, { ...init, signal: AbortSignal.timeout(60_000) });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    if (res.status >= 500) stats.failures.push({ at, what, outcome: String(res.status) });
    return { status: res.status, headers: res.headers, body };
  } catch (error) {
    const message = (error as Error).cause ? String((error as Error).cause) : (error as Error).message;
    stats.failures.push({ at, what, outcome: `network: ${message.slice(0, 80)}` });
    return { status: 0, headers: new Headers(), body: null, error: message };
  }
}

const retryable = (a: Answer) => a.status === 0 || a.status === 502 || a.status === 503 || a.status === 504;

function noteRead(a: Answer) {
  if (a.status !== 200) return;
  const from = a.headers.get('x-read-from');
  if (from === 'replica') {
    stats.reads.replica++;
    const lag = Number(a.headers.get('x-replica-lag-ms'));
    if (Number.isFinite(lag)) stats.lags.push(lag);
  } else if (from === 'primary') stats.reads.primary++;
  else stats.reads.unmarked++;
}

// ---------------------------------------------------------------------------------------------

type Seeded = {
  locationId: number;
  sites: { id: number; price: number }[];
  guests: { id: string; token: string; held: Set<string> }[];
  locationIds: number[];
};

async function seedDrill(primaryUrl: string, publicUrl: string): Promise<Seeded> {
  const database = await openDatabase({ kind: 'postgres', url: primaryUrl, poolSize: 4 });
  try {
    const db = database.db;
    const provider = createLocalProvider(db, { publicUrl, webhookSecret: 'whsec_drill' });
    const host = await userWithAccount(db, provider, { firstName: 'Drill', lastName: 'Host' });
    const location = await createLocation(db, {
      name: 'Drill Meadow',
      ownerId: host.id,
      sites: Array.from({ length: SITES }, (_, i) => ({
        name: `Site ${i + 1}`,
        spaces: SPACES,
        price: 2500 + i * 500,
      })),
    });
    const guests: Seeded['guests'] = [];
    for (let i = 0; i < BOOKERS * GUESTS_PER_BOOKER; i += 8) {
      const batch = await Promise.all(Array.from({ length: 8 }, () => guestWithCard(db, provider)));
      for (const g of batch)
        guests.push({ id: g.id, token: randomBytes(24).toString('hex'), held: new Set() });
    }
    // Sessions as Better Auth stores them; the bearer plugin signs an unsigned token itself.
    const expiresAt = new Date(Date.now() + 24 * 3_600_000);
    await db.insert(sessions).values(
      guests.map((g) => ({
        id: randomUUID(),
        userId: g.id,
        token: g.token,
        expiresAt,
        userAgent: 'drill',
      })),
    );
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select id from locations where status = 'active' order by id limit 60`,
    );
    return {
      locationId: location.id,
      sites: location.sites.map((s) => ({ id: s.id, price: s.price })),
      guests,
      locationIds: rows.map((r) => r.id),
    };
  } finally {
    await database.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The load.

async function reader(base: string, seeded: Seeded, stopAt: number, n: number) {
  const centres = nzCentres(60);
  const today = todayInAuckland();
  for (let i = n; Date.now() < stopAt; i++) {
    const kind = i % 3;
    if (kind === 0) {
      const c = centres[i % centres.length]!;
      stats.searches++;
      noteRead(
        await call(base, 'search', { path: `/v1/locations?latitude=${c.latitude}&longitude=${c.longitude}` }),
      );
    } else if (kind === 1) {
      const id = seeded.locationIds[i % seeded.locationIds.length]!;
      stats.pages++;
      noteRead(await call(base, 'location page', { path: `/v1/locations/${id}` }));
    } else {
      const id = i % 2 ? seeded.locationId : seeded.locationIds[i % seeded.locationIds.length]!;
      stats.pages++;
      noteRead(
        await call(base, 'availability', {
          path: `/v1/locations/${id}/availability?from=${addDays(today, 2)}&to=${addDays(today, 30)}`,
        }),
      );
    }
    await sleep(40);
  }
}

/** Sign-ins of the demo accounts, each from its own (forwarded) address, every few seconds. */
async function signer(base: string, stopAt: number) {
  for (let i = 0; Date.now() < stopAt; i++) {
    const email = DEMO_ACCOUNTS[i % DEMO_ACCOUNTS.length]!;
    const forwarded = { 'x-forwarded-for': `10.30.${(i >> 8) & 255}.${i & 255}` };
    const res = await call(base, 'sign-in', {
      path: '/v1/auth/sign-in/email',
      method: 'POST',
      // As the web app sends it: from the public address (Better Auth checks the origin).
      headers: { 'content-type': 'application/json', origin: base, ...forwarded },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    if (res.status === 200) {
      const token = res.headers.get('set-auth-token');
      const session = await call(base, 'session', {
        path: '/v1/auth/get-session',
        headers: { authorization: `Bearer ${token}`, ...forwarded },
      });
      const user =
        session.status === 200 ? (session.body as { user?: { email?: string } } | null)?.user : null;
      if (user?.email === email) stats.signIns.ok++;
      else {
        stats.signIns.other++;
        stats.signInProblems.push(`session ${session.status}`);
      }
    } else if (res.status === 429) stats.signIns.limited++;
    else {
      stats.signIns.other++;
      stats.signInProblems.push(`${res.status} ${JSON.stringify(res.error ?? res.body).slice(0, 100)}`);
    }
    await sleep(2_500);
  }
}

type NightAsk = { siteId: number; date: IsoDate; price: number };

/** Books `nights` as `guest`, retrying through the balancer with the same key until it is answered. */
async function book(base: string, seeded: Seeded, guest: Seeded['guests'][number], nights: NightAsk[]) {
  const key = randomUUID();
  const init = {
    path: `/v1/locations/${seeded.locationId}/bookings`,
    method: 'POST',
    headers: {
      authorization: `Bearer ${guest.token}`,
      'content-type': 'application/json',
      'idempotency-key': key,
    },
    body: JSON.stringify({ bookings: nights, vehicleRegistration: 'DRILL1' }),
  };
  stats.bookingAttempts++;
  let answer = await call(base, 'booking', init);
  let retried = false;
  for (let attempt = 1; retryable(answer) && attempt <= 12; attempt++) {
    retried = true;
    await sleep(250 * attempt);
    answer = await call(base, 'booking (retry, same key)', init);
  }
  if (retried) stats.retriedBookings++;
  if (retryable(answer)) {
    stats.lost.push(`booking ${key}: ${answer.status === 0 ? answer.error : answer.status}`);
    return null;
  }
  if (answer.status !== 201) {
    const code = (answer.body as { code?: string } | null)?.code ?? '';
    const label = `${answer.status} ${code}`.trim();
    stats.refused.set(label, (stats.refused.get(label) ?? 0) + 1);
    return null;
  }
  if (retried) stats.retriedBookingsOk++;
  const body = answer.body as { paymentId: string; bookings: { id: number }[] };
  const booked: Booked = {
    paymentId: body.paymentId,
    nightIds: body.bookings.map((b) => b.id),
    at: Date.now(),
  };
  stats.booked.push(booked);
  for (const n of nights) guest.held.add(`${n.siteId}:${n.date}`);

  // Sometimes the client asks again with the same key (as a client whose answer was lost would):
  // whichever copy answers, it must be the first booking's answer, not a second booking.
  if (Math.random() < 0.3) {
    stats.replays++;
    let again = await call(base, 'booking replay (same key)', init);
    for (let attempt = 1; retryable(again) && attempt <= 12; attempt++) {
      await sleep(250 * attempt);
      again = await call(base, 'booking replay (same key)', init);
    }
    const same =
      again.status === 201 && (again.body as { paymentId?: string }).paymentId === booked.paymentId;
    if (same) stats.replaysSame++;
    else
      stats.replayProblems.push(
        `${key}: ${again.status} ${JSON.stringify(again.error ?? again.body).slice(0, 120)}`,
      );
  }
  return booked;
}

async function cancel(base: string, guest: Seeded['guests'][number], booked: Booked) {
  const [first, ...rest] = booked.nightIds;
  const init = {
    path: `/v1/bookings/${first}/status`,
    method: 'PUT',
    headers: { authorization: `Bearer ${guest.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'cancelled', nights: rest }),
  };
  let answer = await call(base, 'cancellation', init);
  let retried = false;
  for (let attempt = 1; retryable(answer) && attempt <= 12; attempt++) {
    retried = true;
    await sleep(250 * attempt);
    answer = await call(base, 'cancellation (retry)', init);
  }
  // A retried cancellation that the first attempt already made answers 409: it is cancelled.
  if (answer.status === 200 || (retried && answer.status === 409)) stats.cancelled.push(...booked.nightIds);
  else stats.cancelProblems.push(`night ${first}: ${answer.status}`);
}

async function booker(base: string, seeded: Seeded, stopAt: number, b: number, loadStart: number) {
  const today = todayInAuckland();
  const mine = seeded.guests.filter((_g, i) => i % BOOKERS === b);
  let lastSlot = -1;
  for (let n = 0; Date.now() < stopAt; n++) {
    const guest = mine[n % mine.length]!;
    const slot = Math.floor((Date.now() - loadStart) / CONTEST_EVERY_MS);
    let nights: NightAsk[];
    if (slot !== lastSlot) {
      // Every booker goes for this slot's one site-night at once: SPACES of them can have it.
      lastSlot = slot;
      const site = seeded.sites[slot % SITES]!;
      nights = [{ siteId: site.id, date: addDays(today, 3 + (slot % 150)), price: site.price }];
    } else {
      // Otherwise one to three nights further out, where bookers meet less often.
      const site = seeded.sites[Math.floor(Math.random() * SITES)]!;
      const start = 160 + Math.floor(Math.random() * 180);
      const length = 1 + Math.floor(Math.random() * 3);
      nights = Array.from({ length }, (_, k) => ({
        siteId: site.id,
        date: addDays(today, start + k),
        price: site.price,
      }));
    }
    if (nights.some((x) => guest.held.has(`${x.siteId}:${x.date}`))) continue;
    const booked = await book(base, seeded, guest, nights);
    if (booked && Math.random() < 0.2) await cancel(base, guest, booked);
    await sleep(100);
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-drill-run-'));
  cleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const logDir = path.join(tmp, 'logs');
  fs.mkdirSync(logDir);
  say(
    `drill${REDUCED ? ' (reduced)' : ''}: ${COPIES} server copies, ${SECONDS} s of load; logs in ${logDir}`,
  );

  const haproxy = ensureHaproxy();
  if (haproxy.installed) say('installed HAProxy with apt-get');

  say('creating a PostgreSQL primary and a streaming replica (initdb, pg_basebackup -R)');
  const cluster: Cluster = createCluster({ label: 'drill' });
  cleanups.push(() => cluster.destroy());
  say(`primary on ${cluster.primaryPort}, replica on ${cluster.replicaPort}`);

  const lbPort = await freePort();
  const lbUrl = `http://127.0.0.1:${lbPort}`;
  const secret = randomBytes(32).toString('hex');
  const dataDir = path.join(tmp, 'data');
  fs.mkdirSync(dataDir);
  const env = {
    DATABASE_URL: cluster.primaryUrl,
    DATABASE_REPLICA_URLS: cluster.replicaUrl,
    DATABASE_POOL_SIZE: '10',
    AUTH_SECRET: secret,
    TRUST_PROXY: 'loopback',
    PUBLIC_URL: lbUrl,
    SEED_DEMO: 'true',
    // Uploads on disk: one directory shared by the copies, as a shared volume would be.
    DATA_DIR: dataDir,
    TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
    SHUTDOWN_DRAIN_MS: '2000',
  };
  const copies: Copy[] = [];
  for (let i = 0; i < COPIES; i++) copies.push(serverCopy(`copy${i + 1}`, await freePort(), env, logDir));
  cleanups.push(async () => {
    await Promise.all(copies.map((c) => c.kill('SIGKILL')));
  });

  // The demo seed writes when the database is empty; one copy seeds before the others start, so
  // they find it filled (migrations alone would be safe at once: they run under a lock).
  say('starting copy1 (migrates and seeds the demo)');
  await copies[0]!.start();
  say(
    `starting ${copies
      .slice(1)
      .map((c) => c.name)
      .join(', ')} at once`,
  );
  await Promise.all(copies.slice(1).map((c) => c.start()));

  const configPath = path.join(tmp, 'haproxy.cfg');
  fs.writeFileSync(configPath, haproxyConfig(lbPort, copies));
  const lb: ChildProcess = await startHaproxy(haproxy.binary, configPath, lbUrl, logDir);
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        if (lb.exitCode !== null || lb.signalCode !== null) return resolve();
        lb.once('exit', () => resolve());
        lb.kill('SIGTERM');
      }),
  );
  say(`HAProxy on ${lbUrl}, round robin over ${copies.map((c) => c.port).join(', ')}`);

  const seeded = await seedDrill(cluster.primaryUrl, lbUrl);
  say(
    `seeded the drill's property: ${SITES} sites x ${SPACES} spaces, ${seeded.guests.length} guests with cards; ` +
      `${seeded.locationIds.length} locations for reads`,
  );

  // Let the replica catch up with the seed before the load starts.
  await sleep(1_500);
  const loadStart = Date.now();
  const stopAt = loadStart + SECONDS * 1000;
  const events: { at: number; what: string }[] = [];
  const killWindows: { from: number; to: number }[] = [];
  const replicaWindows: { from: number; to: number }[] = [];
  const victim = copies[1]!;

  const chaos = (async () => {
    await sleep(SECONDS * 250);
    const from = Date.now();
    events.push({ at: from, what: `SIGKILL ${victim.name}` });
    say(`SIGKILL ${victim.name}`);
    await victim.kill('SIGKILL');
    await sleep(3_000);
    events.push({ at: Date.now(), what: `restarting ${victim.name}` });
    say(`restarting ${victim.name}`);
    await victim.start();
    // Back in the balancer after two good checks a second apart.
    const to = Date.now() + 2_500;
    killWindows.push({ from, to });
    events.push({ at: Date.now(), what: `${victim.name} ready again` });
    say(`${victim.name} ready again`);

    await sleep(Math.max(0, loadStart + SECONDS * 550 - Date.now()));
    const rFrom = Date.now();
    events.push({ at: rFrom, what: 'replica stopped (pg_ctl stop -m fast)' });
    say('stopping the replica (pg_ctl stop -m fast)');
    cluster.stopReplica();
    await sleep(Math.min(15_000, SECONDS * 150));
    say('starting the replica again');
    cluster.startReplica();
    events.push({ at: Date.now(), what: 'replica started again' });
    replicaWindows.push({ from: rFrom, to: Date.now() });
  })();

  say(`load: ${READERS} readers, 1 signer, ${BOOKERS} bookers for ${SECONDS} s`);
  await Promise.all([
    ...Array.from({ length: READERS }, (_, n) => reader(lbUrl, seeded, stopAt, n)),
    signer(lbUrl, stopAt),
    ...Array.from({ length: BOOKERS }, (_, b) => booker(lbUrl, seeded, stopAt, b, loadStart)),
    chaos,
  ]);
  const loadSeconds = (Date.now() - loadStart) / 1000;
  say(`load done after ${loadSeconds.toFixed(1)} s; checking on the primary`);

  // ------------------------------------------------------------------------------------------
  // The checks.
  const checks: { name: string; ok: boolean; detail: string }[] = [];
  const check = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });

  const database = await openDatabase({ kind: 'postgres', url: cluster.primaryUrl, poolSize: 2 });
  try {
    const db = database.db;
    const [oversold] = await queryRows<{ n: number; fullest: number }>(
      db,
      sql`select
        (select count(*)::int from (
           select b.site_id, b.date from bookings b join sites s on s.id = b.site_id
           where b.status <> 'cancelled'
           group by b.site_id, b.date, s.spaces having count(*) > s.spaces) o) as n,
        (select coalesce(max(c), 0)::int from (
           select count(*) as c from bookings where location_id = ${seeded.locationId} and status <> 'cancelled'
           group by site_id, date) m) as fullest`,
    );
    check(
      'no night sold twice',
      oversold!.n === 0,
      `site-nights over their spaces: ${oversold!.n}; the drill property's fullest site-night ${oversold!.fullest}/${SPACES}`,
    );

    const breaches = await moneyInvariantBreaches(db);
    const names = Object.keys(breaches);
    check(
      'no charge without a booking, no booking without a charge (money invariants)',
      names.length === 0,
      names.length
        ? names.map((k) => `${k}: ${breaches[k]!.length}`).join(', ')
        : 'all money invariants hold',
    );

    const paymentIds = stats.booked.map((b) => b.paymentId);
    const nightIds = stats.booked.flatMap((b) => b.nightIds);
    const present = paymentIds.length
      ? await queryRows<{ id: number; status: string; payment_id: string }>(
          db,
          sql`select id, status, payment_id::text from bookings where id in (${sql.join(
            nightIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        )
      : [];
    const byId = new Map(present.map((r) => [r.id, r]));
    const cancelledSet = new Set(stats.cancelled);
    const missing = nightIds.filter((id) => !byId.has(id));
    const wrong = nightIds.filter((id) => {
      const row = byId.get(id);
      return row && row.status !== (cancelledSet.has(id) ? 'cancelled' : 'accepted');
    });
    const [bookedPayments] = await queryRows<{ n: number }>(
      db,
      sql`select count(distinct payment_id)::int as n from bookings where location_id = ${seeded.locationId}`,
    );
    check(
      'every acknowledged write present',
      missing.length === 0 && wrong.length === 0 && bookedPayments!.n === new Set(paymentIds).size,
      `${paymentIds.length} bookings (${nightIds.length} nights) answered 201, ${stats.cancelled.length} nights ` +
        `answered cancelled; missing ${missing.length}, in another state ${wrong.length}; payments on the ` +
        `property ${bookedPayments!.n} vs acknowledged ${new Set(paymentIds).size}`,
    );

    const inWindow = (t: number, ws: { from: number; to: number }[]) =>
      ws.some((w) => t >= w.from - 500 && t <= w.to);
    const outside = stats.failures.filter((f) => !inWindow(f.at, killWindows));
    const during = stats.failures.filter((f) => inWindow(f.at, killWindows));
    const duringReplica = stats.failures.filter((f) => inWindow(f.at, replicaWindows));
    const lbLog = readBalancerLog(path.join(logDir, 'haproxy.log'));
    const describe = (fs: Failure[]) => {
      const m = new Map<string, number>();
      for (const f of fs) m.set(`${f.what} → ${f.outcome}`, (m.get(`${f.what} → ${f.outcome}`) ?? 0) + 1);
      return [...m].map(([k, v]) => `${v}× ${k}`).join('; ') || 'none';
    };
    check(
      'requests failed only while their copy died',
      outside.length === 0 && stats.lost.length === 0,
      `${stats.failures.length} failed of ${stats.requests} requests; while ${victim.name} was down ` +
        `(${killWindows.map((w) => `${since(w.from)}–${since(w.to)} s`).join(', ')}): ${during.length} (${describe(during)}); ` +
        `outside: ${outside.length} (${describe(outside)}); while the replica was down: ${duringReplica.length}; ` +
        `bookings never answered after retries: ${stats.lost.length}; the balancer sent ${lbLog.retried} ` +
        `request(s) again after a failed connection or a dropped answer (${lbLog.redispatched} to another copy) ` +
        `and answered ${lbLog.serverErrors} with a 5xx`,
    );
    check(
      'idempotent retries through the balancer succeeded',
      stats.replayProblems.length === 0 && stats.cancelProblems.length === 0,
      `${stats.replaysSame}/${stats.replays} repeats with the same key got the first booking's answer; ` +
        `${stats.retriedBookingsOk}/${stats.retriedBookings} bookings retried after a failure were booked once ` +
        `(the others were refused as full or theirs)${stats.replayProblems.length ? `; problems: ${stats.replayProblems.slice(0, 3).join(' | ')}` : ''}` +
        `${stats.cancelProblems.length ? `; cancellations not answered: ${stats.cancelProblems.slice(0, 3).join(' | ')}` : ''}`,
    );
    check(
      'sign-ins through the balancer',
      stats.signIns.ok > 0 && stats.signIns.other === 0,
      `${stats.signIns.ok} signed in and read their session on any copy, ${stats.signIns.limited} limited (429), ` +
        `${stats.signIns.other} other${stats.signInProblems.length ? `: ${[...new Set(stats.signInProblems)].slice(0, 3).join(' | ')}` : ''}`,
    );
    const reads = stats.reads.replica + stats.reads.primary;
    const share = reads ? stats.reads.replica / reads : 0;
    check(
      'reads served by the replica',
      stats.reads.replica > 0 && stats.reads.unmarked === 0,
      `${stats.reads.replica} of ${reads} marked reads from the replica (${(share * 100).toFixed(1)}%), ` +
        `${stats.reads.primary} from the primary (the replica down or lagging, or just written); unmarked ${stats.reads.unmarked}`,
    );
    const lags = [...stats.lags].sort((a, b) => a - b);
    console.log('');
    console.log(
      `figures (${REDUCED ? 'reduced, ' : ''}${COPIES} copies, ${loadSeconds.toFixed(1)} s of load):`,
    );
    for (const e of events) console.log(`  event at ${since(e.at)} s: ${e.what}`);
    console.log(
      `  requests ${stats.requests}: searches ${stats.searches}, location pages and availability ${stats.pages}, ` +
        `sign-ins ok ${stats.signIns.ok} (limited ${stats.signIns.limited}, other ${stats.signIns.other}), ` +
        `booking attempts ${stats.bookingAttempts}`,
    );
    console.log(
      `  HAProxy log: ${lbLog.requests} requests, per copy ${Object.entries(lbLog.byCopy)
        .map(([k, v]) => `${k} ${v}`)
        .join(
          ', ',
        )}; sent again ${lbLog.retried} (to another copy ${lbLog.redispatched}); 5xx to clients ${lbLog.serverErrors}`,
    );
    console.log(
      `  bookings: ${stats.booked.length} answered 201 (${nightIds.length} nights), refused: ${
        [...stats.refused].map(([k, v]) => `${k} ${v}`).join(', ') || 'none'
      }; cancelled nights ${stats.cancelled.length}`,
    );
    console.log(
      `  bookings per second through the balancer: ${(stats.booked.length / loadSeconds).toFixed(2)} ` +
        `(${BOOKERS} bookers, one primary; a lower bound set by this ${os.cpus().length}-core machine)`,
    );
    console.log(
      `  replica lag seen (X-Replica-Lag-Ms, ${lags.length} answers): median ${percentile(lags, 50)} ms, ` +
        `p99 ${percentile(lags, 99)} ms, max ${lags.length ? lags[lags.length - 1] : NaN} ms`,
    );
    console.log(
      `  machine: ${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
  } finally {
    await database.close();
  }

  console.log('');
  for (const c of checks) console.log(`${c.ok ? 'PASS' : 'FAIL'}  ${c.name}: ${c.detail}`);
  const failed = checks.filter((c) => !c.ok).length;
  console.log(
    `\ndrill ${failed ? `FAILED (${failed} check${failed > 1 ? 's' : ''})` : 'passed'} in ${since(Date.now())} s`,
  );
  return failed === 0;
}

let ok = false;
try {
  ok = await main();
} catch (error) {
  console.error('drill failed:', error);
} finally {
  await cleanup();
}
process.exit(ok ? 0 : 1);
