// Jobs run once across server copies (issue 30, decision 054). Three copies, each with its own way
// into one test database (its own pool on PostgreSQL with TEST_DATABASE_URL; the one PGlite instance
// otherwise), run the same job at the same moment: one runs the round, the others skip it, and the
// work happens once: each queued email reaches a real SMTP server once, a request to book expires
// once. A copy that died holding a lease leaves the job to another once the lease has expired, and a
// round longer than its lease keeps it. Lease expiry is measured on the tests' own clock.

import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, todayInAuckland } from '../../domain/dates';
import type { Database } from '../db/client';
import { emailOutbox, jobLeases, payments } from '../db/schema';
import { createSmtpTransport } from '../adapters/email/email';
import { createOutbox } from '../adapters/email/outbox';
import { createPaymentsProvider } from '../adapters/payments';
import { sweepBookings } from '../modules/bookings/booking-sweeper';
import { createTestApp, openAnotherCopy, type TestContext } from '../testing/test-app';
import { createLocation } from '../testing/fixtures';
import { apiHostWithAccount, crowdGuestWithCard } from '../testing/payments';
import { claimJobLease } from './job-leases';
import { createJobs, LEASE_MS, type Jobs, type RoundOutcome } from './jobs';

const listJobLeases = (db: Database['db']) => db.select().from(jobLeases);

let t: TestContext;
/** The three server copies: the test app's database and two more ways into it. */
const copies: Database[] = [];

beforeAll(async () => {
  t = await createTestApp();
  copies.push(t.database, await openAnotherCopy(t.database), await openAnotherCopy(t.database));
});
afterAll(async () => {
  for (const copy of copies.slice(1)) await copy.close();
  await t.close();
});

/** A test clock the leases are measured by, moved by hand. */
function testClock(start = Date.parse('2027-01-15T00:00:00Z')) {
  let at = start;
  return { now: () => new Date(at), set: (ms: number) => (at = start + ms) };
}

/** Each copy's jobs, named copy-0 to copy-2, on the given clock. */
const jobsOf = (now: () => Date): Jobs[] =>
  copies.map((copy, i) => createJobs(copy.db, { holder: `copy-${i}`, now }));

/** A round that stays in progress until released; says when it has started. */
function heldRound() {
  let release!: () => void;
  let markStarted!: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const done = new Promise<void>((resolve) => (release = resolve));
  const signals: AbortSignal[] = [];
  const round = vi.fn(async ({ signal }: { signal: AbortSignal }) => {
    signals.push(signal);
    markStarted();
    await done;
    return 'done';
  });
  return { round, started, release, signals };
}

/**
 * Waits until every round but one has settled (skipped) while the other runs (held): the running
 * one's index and what the others answered.
 */
async function oneRunning(outcomes: Promise<RoundOutcome<unknown>>[]) {
  const settled: unknown[] = outcomes.map(() => undefined);
  outcomes.forEach(
    (outcome, i) =>
      void outcome.then(
        (answer) => (settled[i] = answer),
        (err: unknown) => (settled[i] = err),
      ),
  );
  await expect.poll(() => settled.filter((s) => s !== undefined).length).toBe(outcomes.length - 1);
  return { running: settled.indexOf(undefined), others: settled.filter((s) => s !== undefined) };
}

/** A real SMTP server on a loopback port that records the subject of every message it accepts. */
async function startSmtpServer() {
  const subjects: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        subjects.push(/^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '');
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    subjects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('a job run by three copies at the same moment', () => {
  it('runs its round in one copy; the others skip it, and the lease is let go when it ends', async () => {
    const clock = testClock();
    const held = heldRound();

    const outcomes = jobsOf(clock.now).map((jobs) => jobs.runRound('calendar-sync', held.round));
    await held.started;
    // The two that did not claim it give up their round while the third still runs it.
    const { running, others } = await oneRunning(outcomes);
    expect(others).toEqual([{ ran: false }, { ran: false }]);
    const runner = `copy-${running}`;
    const [lease] = (await listJobLeases(t.database.db)).filter((l) => l.name === 'calendar-sync');
    expect(lease).toMatchObject({ holder: runner, expiresAt: new Date(clock.now().getTime() + LEASE_MS) });

    held.release();
    expect(await Promise.all(outcomes)).toContainEqual({ ran: true, result: 'done' });
    expect(held.round).toHaveBeenCalledTimes(1);
    const [after] = (await listJobLeases(t.database.db)).filter((l) => l.name === 'calendar-sync');
    expect(after).toMatchObject({ holder: runner, expiresAt: clock.now() });

    // Let go: the next tick of any copy runs it.
    const next = await createJobs(copies[2]!.db, { holder: 'copy-2', now: clock.now }).runRound(
      'calendar-sync',
      async () => 'again',
    );
    expect(next).toEqual({ ran: true, result: 'again' });
  });

  it('delivers each queued email once', async () => {
    const smtp = await startSmtpServer();
    try {
      const tag = randomUUID().slice(0, 8);
      const subjects = Array.from({ length: 5 }, (_, i) => `Delivered once ${tag} #${i}`);
      const queue = createOutbox(t.database.db, null, t.config.emailFrom);
      for (const subject of subjects) {
        await queue.queue({ to: 'guest@example.com', subject, text: subject, html: `<p>${subject}</p>` });
      }
      // Each copy delivers through its own outbox and SMTP connection, as three servers would.
      const delivering = copies.map((copy, i) => ({
        jobs: createJobs(copy.db, { holder: `copy-${i}` }),
        outbox: createOutbox(copy.db, createSmtpTransport(smtp.url), t.config.emailFrom),
      }));
      const tick = () =>
        Promise.all(
          delivering.map(({ jobs, outbox }) =>
            jobs.runRound('email-delivery', ({ signal }) => outbox.deliverPending(20, signal)),
          ),
        );

      const first = await tick();
      const second = await tick();

      expect(smtp.subjects.filter((s) => s.includes(tag)).sort()).toEqual(subjects);
      const sent = [...first, ...second].map((o) => (o.ran ? o.result.sent : 0));
      expect(sent.reduce((a, b) => a + b, 0)).toBe(subjects.length);
      const rows = await t.database.db
        .select({ status: emailOutbox.status })
        .from(emailOutbox)
        .where(eq(emailOutbox.to, 'guest@example.com'));
      expect(rows.map((r) => r.status)).toEqual(subjects.map(() => 'sent'));
    } finally {
      await smtp.close();
    }
  });

  it('expires a request to book once, with one email to the guest', async () => {
    const host = await apiHostWithAccount(t, `jobs-host-${randomUUID().slice(0, 8)}@example.com`);
    const guest = await crowdGuestWithCard(t, 1, 30);
    const location = await createLocation(t.database.db, {
      ownerId: host.id,
      name: 'Once Only Farm',
      sites: [{ name: 'Paddock', spaces: 1, price: 3000, bookingMode: 'request' }],
    });
    const asked = await t.app.inject({
      method: 'POST',
      url: `/v1/locations/${location.id}/bookings`,
      headers: { ...guest.headers, 'idempotency-key': randomUUID() },
      payload: { bookings: [{ siteId: location.sites[0]!.id, date: addDays(todayInAuckland(), 5) }] },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const { paymentId, request } = asked.json() as { paymentId: string; request: { expiresAt: string } };
    const deadline = new Date(Date.parse(request.expiresAt) + 1000);

    const outcomes = await Promise.all(
      copies.map((copy, i) => {
        const deps = {
          db: copy.db,
          payments: createPaymentsProvider(t.config, copy.db),
          platformFeePercent: t.config.platformFeePercent,
          emailFrom: t.config.emailFrom,
          now: () => deadline,
        };
        return createJobs(copy.db, { holder: `copy-${i}` }).runRound('booking-sweeper', () =>
          sweepBookings(deps, deadline),
        );
      }),
    );

    const expired = outcomes.map((o) => (o.ran ? o.result.requests.expired : 0));
    expect(expired.reduce((a, b) => a + b, 0)).toBe(1);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({ requestStatus: 'expired', status: 'released' });
    const told = await t.database.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, guest.email)));
    expect(told.filter((m) => /expired/.test(m.subject))).toHaveLength(1);
  });
});

describe('a copy that dies', () => {
  it('leaves the job to another copy once its lease has expired, and to one copy only', async () => {
    const clock = testClock(Date.parse('2027-02-01T00:00:00Z'));
    // What a copy that crashed mid-round leaves behind: a claim that nobody renews or lets go.
    expect(
      await claimJobLease(t.database.db, 'arrival-reminders', 'copy-that-died', LEASE_MS, clock.now()),
    ).toBe(true);
    const [, second, third] = jobsOf(clock.now);

    clock.set(LEASE_MS - 1);
    const early = heldRound();
    expect(
      await Promise.all([second!, third!].map((jobs) => jobs.runRound('arrival-reminders', early.round))),
    ).toEqual([{ ran: false }, { ran: false }]);

    clock.set(LEASE_MS);
    const held = heldRound();
    const outcomes = [second!, third!].map((jobs) => jobs.runRound('arrival-reminders', held.round));
    await held.started;
    const { running, others } = await oneRunning(outcomes);
    expect(others).toEqual([{ ran: false }]);
    const [lease] = (await listJobLeases(t.database.db)).filter((l) => l.name === 'arrival-reminders');
    expect(lease!.holder).toBe(`copy-${running + 1}`);
    held.release();
    await Promise.all(outcomes);
    expect(held.round).toHaveBeenCalledTimes(1);
    expect(early.round).not.toHaveBeenCalled();
  });
});

describe('a round longer than its lease', () => {
  // Only the renewal timer is the test's; the database drivers keep their own timers.
  afterEach(() => vi.useRealTimers());

  const leaseOf = async (name: string) => (await listJobLeases(t.database.db)).find((l) => l.name === name)!;

  it('keeps the lease by renewing it while it runs', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const clock = testClock(Date.parse('2027-03-01T00:00:00Z'));
    const [first, second] = jobsOf(clock.now);
    const held = heldRound();
    const running = first!.runRound('booking-sweeper', held.round);
    await held.started;

    clock.set(LEASE_MS / 2);
    await vi.advanceTimersByTimeAsync(LEASE_MS / 3);
    await expect
      .poll(async () => (await leaseOf('booking-sweeper')).expiresAt)
      .toEqual(new Date(clock.now().getTime() + LEASE_MS));

    // Past the first lease's end, the round still holds the job.
    clock.set(LEASE_MS + 1);
    expect(await second!.runRound('booking-sweeper', async () => 'twice')).toEqual({ ran: false });

    held.release();
    expect(await running).toEqual({ ran: true, result: 'done' });
    expect(held.signals[0]!.aborted).toBe(false);
  });

  it('is told to stop when another copy took the lease after it expired unrenewed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const clock = testClock(Date.parse('2027-04-01T00:00:00Z'));
    const [first, second] = jobsOf(clock.now);
    const problems: unknown[] = [];
    const held = heldRound();
    const running = first!.runRound('email-delivery', held.round, (err) => problems.push(err));
    await held.started;

    // The first copy's renewals did not happen in time (a stalled process): the lease ran out.
    clock.set(LEASE_MS + 1);
    expect(await second!.runRound('email-delivery', async () => 'taken over')).toEqual({
      ran: true,
      result: 'taken over',
    });
    await vi.advanceTimersByTimeAsync(LEASE_MS / 3);
    await expect.poll(() => held.signals[0]!.aborted).toBe(true);
    expect(String(held.signals[0]!.reason)).toContain('another copy holds the lease');
    expect(problems.map(String)).toEqual([String(held.signals[0]!.reason)]);

    held.release();
    expect(await running).toEqual({ ran: true, result: 'done' });
    // Its release does not touch the lease the other copy holds.
    expect((await leaseOf('email-delivery')).holder).toBe('copy-1');
  });
});

describe('a round that fails', () => {
  it('lets the job go, so the next tick may run it', async () => {
    const clock = testClock(Date.parse('2027-05-01T00:00:00Z'));
    const [first, second] = jobsOf(clock.now);
    await expect(
      first!.runRound('calendar-sync', async () => {
        throw new Error('feed server down');
      }),
    ).rejects.toThrow('feed server down');
    expect(await second!.runRound('calendar-sync', async () => 'next')).toEqual({
      ran: true,
      result: 'next',
    });
  });
});

describe('the job timer', () => {
  afterEach(() => vi.useRealTimers());

  it('runs a round at each tick when the copy can claim the job, and skips it while another holds it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const clock = testClock(Date.parse('2027-06-01T00:00:00Z'));
    await claimJobLease(t.database.db, 'booking-sweeper', 'another-copy', LEASE_MS, clock.now());
    // The copy's statements, counted as they finish, so the test knows when a tick has asked.
    let statements = 0;
    const db = copies[1]!.db;
    const counted = new Proxy(db, {
      get: (target, key, receiver) =>
        key === 'execute'
          ? (...args: Parameters<typeof db.execute>) => target.execute(...args).finally(() => statements++)
          : Reflect.get(target, key, receiver),
    });
    let rounds = 0;
    const stop = createJobs(counted, { holder: 'copy-1', now: clock.now }).start(
      'booking-sweeper',
      async () => rounds++,
      { intervalMs: 1000 },
    );
    try {
      for (let tick = 1; tick <= 3; tick++) {
        await vi.advanceTimersByTimeAsync(1000);
        // Each tick's claim has been answered: no.
        await expect.poll(() => statements).toBe(tick);
      }
      expect(rounds).toBe(0);

      clock.set(LEASE_MS);
      // A tick still waiting on the database makes the next one skip: tick until a round has run.
      await expect
        .poll(async () => {
          await vi.advanceTimersByTimeAsync(1000);
          return rounds;
        })
        .toBeGreaterThan(0);
    } finally {
      await stop();
    }
  });
});
