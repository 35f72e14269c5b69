// Messages on PostgreSQL (issue 26, decision 038): TWO server processes on one throwaway database.
// Prints, beside the bare /health of the same run at the same 10 clients and the ratios:
// - the thread list (GET /v1/messages/threads) at 10 clients, each a guest with a few threads;
// - sending a message (POST /v1/messages/threads/{id}/messages) through server A at 10 clients;
// - the delay from sending through A to the event arriving on a stream held open on server B
//   (GET /v1/messages/stream, LISTEN/NOTIFY), p50 and p99, for every message sent under that load,
//   and for single messages sent one at a time on a quiet system.
// Sessions are made in the database and used as bearer tokens, as in 05-booking.ts.

import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { openDatabase, type Database } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { messages, messageThreads, sessions } from '../src/server/db/schema';
import { createLocation, createUser } from '../src/server/testing/fixtures';
import { load, percentile, printFigures, startServer, type Figures } from './lib';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const THREADS_PER_GUEST = Number(process.env.BENCH_THREADS_PER_GUEST ?? 5);
const QUIET_PROBES = Number(process.env.BENCH_QUIET_PROBES ?? 100);
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PG_BENCH_DB = `stopover_bench_messages_${process.pid}_${randomBytes(3).toString('hex')}`;

type Guest = { id: string; token: string; threadIds: number[] };
type Seeded = { host: { id: string; token: string }; guests: Guest[] };

async function seed(database: Database): Promise<Seeded> {
  await migrate(database);
  const db = database.db;
  const expiresAt = new Date(Date.now() + 24 * 3_600_000);
  const session = async (userId: string) => {
    const token = randomBytes(24).toString('hex');
    await db.insert(sessions).values({ id: randomUUID(), userId, token, expiresAt, userAgent: 'bench' });
    return token;
  };
  const host = await createUser(db, { firstName: 'Busy', lastName: 'Host', accountValid: true });
  const places = [];
  for (let i = 0; i < THREADS_PER_GUEST; i++)
    places.push(await createLocation(db, { ownerId: host.id, name: `Farm ${i + 1}` }));
  const guests: Guest[] = [];
  for (let c = 0; c < CLIENTS; c++) {
    const guest = await createUser(db, { firstName: `Guest${c + 1}` });
    const threadIds: number[] = [];
    for (const place of places) {
      const [thread] = await db
        .insert(messageThreads)
        .values({ locationId: place.id, guestId: guest.id, hostId: host.id })
        .returning({ id: messageThreads.id });
      await db.insert(messages).values(
        Array.from({ length: 4 }, (_, k) => ({
          threadId: thread!.id,
          senderId: k % 2 ? host.id : guest.id,
          body: `Question ${k + 1}: is there room for a 9 m motorhome?`,
        })),
      );
      threadIds.push(thread!.id);
    }
    guests.push({ id: guest.id, token: await session(guest.id), threadIds });
  }
  return { host: { id: host.id, token: await session(host.id) }, guests };
}

/** The host's event stream on a server: calls `onThread` with each announced thread id. */
async function openStream(url: string, token: string, onThread: (threadId: number) => void) {
  const controller = new AbortController();
  const res = await fetch(`${url}/v1/messages/stream`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`stream: ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let resolveReady = () => {};
  const ready = new Promise<void>((resolve) => (resolveReady = resolve));
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes('event: ready')) resolveReady();
          const data = /event: message\ndata: (.*)/.exec(block);
          if (data) onThread((JSON.parse(data[1]!) as { threadId: number }).threadId);
        }
      }
    } catch {
      // Aborted at the end.
    }
  })();
  await ready;
  return () => controller.abort();
}

/** `clients` loops, each as its own guest, calling `request` until `seconds` have passed. */
async function clientLoad(
  seconds: number,
  seeded: Seeded,
  request: (guest: Guest, n: number) => Promise<Response>,
): Promise<Figures> {
  const times: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const stopAt = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    seeded.guests.map(async (guest) => {
      for (let n = 0; Date.now() < stopAt; n++) {
        const t0 = performance.now();
        try {
          const res = await request(guest, n);
          await res.arrayBuffer();
          if (res.ok) times.push(performance.now() - t0);
          else non2xx++;
        } catch {
          errors++;
        }
      }
    }),
  );
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    rps: times.length / ((performance.now() - started) / 1000),
    errors,
    non2xx,
  };
}

const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
await admin.connect();
await admin.query(`create database ${PG_BENCH_DB}`);
const dbUrl = new URL(PG_ADMIN_URL);
dbUrl.pathname = `/${PG_BENCH_DB}`;
let failed = false;
try {
  const database = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolSize: 4 });
  let seeded: Seeded;
  try {
    seeded = await seed(database);
  } finally {
    await database.close();
  }
  console.log(
    `PostgreSQL (throwaway ${PG_BENCH_DB}): ${CLIENTS} guests x ${THREADS_PER_GUEST} threads with one host; ` +
      `two server processes on it`,
  );
  const [a, b] = await Promise.all([
    startServer({ DATABASE_URL: dbUrl.toString() }),
    startServer({ DATABASE_URL: dbUrl.toString() }),
  ]);
  try {
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });

    // Every send's start, per thread, waiting for its event on server B's stream.
    const pending = new Map<number, number[]>();
    const delays: number[] = [];
    const stop = await openStream(b.url, seeded.host.token, (threadId) => {
      const start = pending.get(threadId)?.shift();
      if (start !== undefined) delays.push(performance.now() - start);
    });
    try {
      const list = await clientLoad(SECONDS, seeded, (guest) =>
        fetch(`${a.url}/v1/messages/threads`, { headers: auth(guest.token) }),
      );
      const send = await clientLoad(SECONDS, seeded, (guest, n) => {
        const threadId = guest.threadIds[n % guest.threadIds.length]!;
        const queue = pending.get(threadId) ?? [];
        queue.push(performance.now());
        pending.set(threadId, queue);
        return fetch(`${a.url}/v1/messages/threads/${threadId}/messages`, {
          method: 'POST',
          headers: { ...auth(guest.token), 'content-type': 'application/json' },
          body: JSON.stringify({ body: `Benchmark message ${n}: call me on 021 123 4567` }),
        });
      });
      // The last events of the load reach B a moment after their answers.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const sentUnderLoad = delays.length;
      const underLoad = [...delays].sort((x, y) => x - y);
      const lost = [...pending.values()].reduce((sum, q) => sum + q.length, 0);

      delays.length = 0;
      pending.clear();
      const guest = seeded.guests[0]!;
      for (let i = 0; i < QUIET_PROBES; i++) {
        const threadId = guest.threadIds[0]!;
        const arrived = new Promise<void>((resolve) => {
          const wait = () => (delays.length > i ? resolve() : setTimeout(wait, 1));
          wait();
        });
        pending.set(threadId, [performance.now()]);
        const res = await fetch(`${a.url}/v1/messages/threads/${threadId}/messages`, {
          method: 'POST',
          headers: { ...auth(guest.token), 'content-type': 'application/json' },
          body: JSON.stringify({ body: `Probe ${i}` }),
        });
        await res.arrayBuffer();
        await Promise.race([arrived, new Promise((resolve) => setTimeout(resolve, 5000))]);
      }
      const quiet = [...delays].sort((x, y) => x - y);

      const health = await load(a.url, ['/health'], CLIENTS, SECONDS);
      printFigures(`thread list GET, ${CLIENTS} clients (server A)`, list);
      printFigures(`send message POST, ${CLIENTS} clients (server A)`, send);
      printFigures(`bare /health, ${CLIENTS} clients (server A, same run)`, health);
      console.log(
        `send -> event on server B, under the send load: ${sentUnderLoad} arrived, ${lost} not arrived; ` +
          `p50 ${percentile(underLoad, 50).toFixed(1)} ms  p99 ${percentile(underLoad, 99).toFixed(1)} ms`,
      );
      console.log(
        `send -> event on server B, one at a time: ${quiet.length}/${QUIET_PROBES} arrived; ` +
          `p50 ${percentile(quiet, 50).toFixed(1)} ms  p99 ${percentile(quiet, 99).toFixed(1)} ms`,
      );
      console.log(
        `ratios to /health req/s: thread list ${(list.rps / health.rps).toFixed(3)}, ` +
          `send ${(send.rps / health.rps).toFixed(3)}`,
      );
      console.log(
        `machine: ${os.cpus().length} CPUs, load average ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')} (1/5/15 min)`,
      );
    } finally {
      stop();
    }
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await admin.query(`drop database if exists ${PG_BENCH_DB} with (force)`);
  await admin.end();
}
process.exit(failed ? 1 : 0);
