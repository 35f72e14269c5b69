// Requests to book (issue 26, decision 037) over the local payment provider and a real database: a
// request holds the nights and the card; the host accepts (charged once, confirmed, emailed) or
// declines (freed, released); the sweeper expires it after 24 hours on a test clock; the guest may
// withdraw it; and every race between those answers ends with no night sold twice, no capture
// without a stay and no hold left behind (the money invariants).

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { addDays, todayInAuckland } from '../../../domain/dates';
import { bookings, emailOutbox, ledgerEntries, localCharges, payments } from '../../db/schema';
import { createTestApp, type TestContext } from '../../testing/test-app';
import type { Actor } from '../../testing/actors';
import { createLocation } from '../../testing/fixtures';
import {
  apiHostWithAccount,
  crowdGuestWithCard,
  signedInGuestWithCard,
  TEST_CARDS,
} from '../../testing/payments';
import { moneyInvariantBreaches } from '../../testing/money-invariants';
import { withFaults } from '../../testing/faulty-payments';
import { sweepBookings } from './booking-sweeper';
import type { BookingDeps } from './booking-create.service';

let t: TestContext;
const today = todayInAuckland();
const night = (offset: number) => addDays(today, offset);
const HOUR = 3_600_000;
/** Rounds of each race: more where transactions truly interleave (PostgreSQL). */
const ROUNDS = process.env.TEST_DATABASE_URL ? 8 : 3;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let host: Actor;
beforeAll(async () => {
  host = await apiHostWithAccount(t, `request-host-${randomUUID().slice(0, 8)}@example.com`);
});

let seq = 0;
/** A signed-in guest with a card, each signing up from an address of its own (sign-ups are limited). */
const guest = (card: string = TEST_CARDS.ok) =>
  card === TEST_CARDS.ok
    ? crowdGuestWithCard(t, ++seq, 26)
    : signedInGuestWithCard(t, `request-guest-${++seq}-${randomUUID().slice(0, 8)}@example.com`, card);

/** A property with one Request site of `spaces` spaces (and an Instant one beside it). */
const requestProperty = (spaces = 1) =>
  createLocation(t.database.db, {
    ownerId: host.id,
    name: 'Ask First Farm',
    sites: [
      { name: 'Top paddock', spaces, price: 3000, bookingMode: 'request' },
      { name: 'Lane', spaces: 1, price: 2000 },
    ],
  });

const ask = (who: Actor, locationId: number, siteId: number, dates: string[]) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/locations/${locationId}/bookings`,
    headers: { ...who.headers, 'idempotency-key': randomUUID() },
    payload: { bookings: dates.map((date) => ({ siteId, date })) },
  });

const answerAs = (who: Actor, paymentId: string, action: 'accept' | 'decline' | 'withdraw', payload = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/bookings/requests/${paymentId}/${action}`,
    headers: who.headers,
    payload,
  });

const paymentRow = async (id: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const nightsOf = (paymentId: string) =>
  t.database.db.select().from(bookings).where(eq(bookings.paymentId, paymentId));
const chargesOf = (paymentId: string) =>
  t.database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.paymentId, paymentId), eq(ledgerEntries.kind, 'charge')));
const mailTo = async (email: string) =>
  (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).map((m) => m.subject);

const sweeperDeps = (now: Date): BookingDeps => ({
  db: t.database.db,
  payments: t.payments,
  platformFeePercent: t.config.platformFeePercent,
  emailFrom: t.config.emailFrom,
  now: () => now,
});

async function expectMoneyInvariants() {
  expect(await moneyInvariantBreaches(t.database.db)).toEqual({});
}

describe('a request to book', () => {
  it('holds the nights and the card without charging, asks the host, and tells the guest', async () => {
    const loc = await requestProperty();
    const g = await guest();

    const res = await ask(g, loc.id, loc.sites[0]!.id, [night(3), night(4)]);

    expect(res.statusCode, res.body).toBe(201);
    const stay = res.json();
    expect(stay.request).toMatchObject({ status: 'requested', answeredAt: null, declineReason: null });
    const expiresIn = Date.parse(stay.request.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(23 * HOUR);
    expect(expiresIn).toBeLessThanOrEqual(24 * HOUR);
    expect(stay.bookings.map((b: { status: string; paid: boolean }) => [b.status, b.paid])).toEqual([
      ['pending', false],
      ['pending', false],
    ]);
    const payment = await paymentRow(stay.paymentId);
    expect(payment).toMatchObject({ status: 'authorised', requestStatus: 'requested' });
    expect(await chargesOf(stay.paymentId)).toEqual([]);
    const [hold] = await t.database.db
      .select()
      .from(localCharges)
      .where(eq(localCharges.id, payment.providerAuthorisationId!));
    expect(hold).toMatchObject({ status: 'authorised', amount: 6000 });
    expect(await mailTo(host.email)).toContain('Request to book Ask First Farm');
    expect(await mailTo(g.email)).toContain('Your request to book Ask First Farm was sent');

    // The nights are held: nobody else can take the only space.
    const other = await guest();
    expect((await ask(other, loc.id, loc.sites[0]!.id, [night(3)])).statusCode).toBe(409);

    // The guest sees it in My Trips as a request, without the host's contact or the exact address.
    const trips = (await t.app.inject({ url: '/v1/bookings', headers: g.headers })).json();
    const mine = trips.items.filter((n: { stayId: string }) => n.stayId === stay.paymentId);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ request: { status: 'requested' }, hostContact: null, address: null });
    await expectMoneyInvariants();
  });

  it('books an Instant site at once beside a Request property, as before', async () => {
    const loc = await requestProperty();
    const g = await guest();
    const res = await ask(g, loc.id, loc.sites[1]!.id, [night(3)]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().request).toBeNull();
    expect(res.json().bookings[0].status).toBe('accepted');
  });

  it('is charged once when the host accepts (however often), confirmed, and both are emailed', async () => {
    const loc = await requestProperty();
    const g = await guest();
    const { paymentId } = (await ask(g, loc.id, loc.sites[0]!.id, [night(5)])).json();

    const [first, second] = await Promise.all([
      answerAs(host, paymentId, 'accept'),
      answerAs(host, paymentId, 'accept'),
    ]);

    expect([first.statusCode, second.statusCode], first.body + second.body).toEqual([200, 200]);
    expect(first.json()).toMatchObject({
      request: { status: 'accepted' },
      bookings: [{ status: 'accepted', paid: true }],
    });
    expect(await chargesOf(paymentId)).toHaveLength(1);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'confirmed', requestStatus: 'accepted' });
    expect(await mailTo(g.email)).toContain('Your booking at Ask First Farm is confirmed');
    expect(await mailTo(host.email)).toContain('New booking at Ask First Farm');
    // Accepting again later answers the same stay and charges nothing more.
    expect((await answerAs(host, paymentId, 'accept')).statusCode).toBe(200);
    expect(await chargesOf(paymentId)).toHaveLength(1);
    await expectMoneyInvariants();
  });

  it('frees the nights and releases the hold when the host declines, showing the guest the reason', async () => {
    const loc = await requestProperty();
    const g = await guest();
    const { paymentId } = (await ask(g, loc.id, loc.sites[0]!.id, [night(6)])).json();

    const res = await answerAs(host, paymentId, 'decline', { reason: 'Our gate is too narrow for a bus.' });

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().request).toMatchObject({
      status: 'declined',
      declineReason: 'Our gate is too narrow for a bus.',
    });
    expect((await nightsOf(paymentId)).map((n) => [n.status, n.cancelledBy])).toEqual([
      ['cancelled', 'host'],
    ]);
    const payment = await paymentRow(paymentId);
    expect(payment.status).toBe('released');
    const [hold] = await t.database.db
      .select()
      .from(localCharges)
      .where(eq(localCharges.id, payment.providerAuthorisationId!));
    expect(hold!.status).toBe('released');
    expect(await mailTo(g.email)).toContain('Your request to book Ask First Farm was declined');
    // The night is for sale again, and the guest still sees the declined request in My Trips.
    expect((await ask(await guest(), loc.id, loc.sites[0]!.id, [night(6)])).statusCode).toBe(201);
    const trips = (await t.app.inject({ url: '/v1/bookings', headers: g.headers })).json();
    expect(trips.items.find((n: { stayId: string }) => n.stayId === paymentId)?.request.status).toBe(
      'declined',
    );
    // Accepting after declining is refused with what happened.
    const late = await answerAs(host, paymentId, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This request was already declined.');
    await expectMoneyInvariants();
  });

  it('expires after 24 hours unanswered (a test clock): nights freed, hold released, guest told', async () => {
    const loc = await requestProperty();
    const g = await guest();
    const { paymentId } = (await ask(g, loc.id, loc.sites[0]!.id, [night(7)])).json();

    const early = await sweepBookings(
      sweeperDeps(new Date(Date.now() + 23 * HOUR)),
      new Date(Date.now() + 23 * HOUR),
    );
    expect(early.requests.expired).toBe(0);
    expect((await paymentRow(paymentId)).requestStatus).toBe('requested');

    const later = new Date(Date.now() + 24 * HOUR + 60_000);
    const swept = await sweepBookings(sweeperDeps(later), later);

    expect(swept.requests.expired).toBeGreaterThanOrEqual(1);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'released', requestStatus: 'expired' });
    expect((await nightsOf(paymentId)).map((n) => n.status)).toEqual(['cancelled']);
    expect(await mailTo(g.email)).toContain('Your request to book Ask First Farm expired');
    const late = await answerAs(host, paymentId, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/expired/);
    await expectMoneyInvariants();
  });

  it('lets the guest withdraw it before the host answers; the host cannot accept it afterwards', async () => {
    const loc = await requestProperty();
    const g = await guest();
    const { paymentId } = (await ask(g, loc.id, loc.sites[0]!.id, [night(8)])).json();

    const res = await answerAs(g, paymentId, 'withdraw');

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().request.status).toBe('withdrawn');
    expect((await nightsOf(paymentId)).map((n) => [n.status, n.cancelledBy])).toEqual([
      ['cancelled', 'guest'],
    ]);
    expect((await answerAs(host, paymentId, 'accept')).statusCode).toBe(409);
    await expectMoneyInvariants();
  });

  it('is answered only by its host and withdrawn only by its guest; others are told it does not exist', async () => {
    const loc = await requestProperty();
    const g = await guest();
    const { paymentId } = (await ask(g, loc.id, loc.sites[0]!.id, [night(9)])).json();
    const stranger = await guest();

    expect((await answerAs(stranger, paymentId, 'accept')).statusCode).toBe(404);
    expect((await answerAs(g, paymentId, 'accept')).statusCode).toBe(404);
    expect((await answerAs(host, paymentId, 'withdraw')).statusCode).toBe(404);
    expect((await answerAs(stranger, paymentId, 'decline')).statusCode).toBe(404);
    expect((await paymentRow(paymentId)).requestStatus).toBe('requested');
  });

  it('refuses a card that cannot be held: nothing held, the nights freed, the request failed', async () => {
    const loc = await requestProperty();
    const g = await guest(TEST_CARDS.chargeFails);

    const res = await ask(g, loc.id, loc.sites[0]!.id, [night(10)]);

    expect(res.statusCode).toBe(402);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.guestId, g.id));
    expect(payment).toMatchObject({ status: 'failed', requestStatus: 'failed' });
    expect((await nightsOf(payment!.id)).map((n) => n.status)).toEqual(['cancelled']);
    // The host is not asked about a request whose card could not be held.
    const asked = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, host.email), eq(emailOutbox.subject, 'Request to book Ask First Farm')));
    const before = asked.length;
    expect((await ask(g, loc.id, loc.sites[0]!.id, [night(10)])).statusCode).toBe(402);
    const after = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, host.email), eq(emailOutbox.subject, 'Request to book Ask First Farm')));
    expect(after).toHaveLength(before);
    await expectMoneyInvariants();
  });

  it('fails the request and frees its nights when the provider will not capture a lapsed hold', async () => {
    const loc = await requestProperty();
    const g = await guest();
    const { paymentId } = (await ask(g, loc.id, loc.sites[0]!.id, [night(11)])).json();
    // The card's hold lapsed at the provider before the host answered (Stripe's last after 7 days).
    const { providerAuthorisationId } = await paymentRow(paymentId);
    await t.payments.release(providerAuthorisationId!, `lapsed-${paymentId}`);

    const res = await answerAs(host, paymentId, 'accept');

    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('payments.providerRefused');
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'failed', requestStatus: 'failed' });
    expect((await nightsOf(paymentId)).map((n) => n.status)).toEqual(['cancelled']);
    expect(await chargesOf(paymentId)).toHaveLength(0);
    // The night is on sale again.
    const again = await guest();
    expect((await ask(again, loc.id, loc.sites[0]!.id, [night(11)])).statusCode).toBe(201);
    await expectMoneyInvariants();
  });

  it('releases the hold later when the provider does not answer the decline, and never twice', async () => {
    const loc = await requestProperty();
    const g = await guest();
    const { paymentId } = (await ask(g, loc.id, loc.sites[0]!.id, [night(11)])).json();
    const faulty = withFaults(t.payments);
    faulty.arm(1, 'fail');
    const deps = { ...sweeperDeps(new Date()), payments: faulty };
    const { declineRequest } = await import('./booking-requests.service');

    const declined = await declineRequest(
      deps,
      { userId: host.id, roles: [], accountValid: true },
      paymentId,
      null,
    );

    expect(declined.request?.status).toBe('declined');
    expect((await paymentRow(paymentId)).status).toBe('authorised');
    const swept = await sweepBookings(sweeperDeps(new Date()));
    expect(swept.requests.released).toBeGreaterThanOrEqual(1);
    expect((await paymentRow(paymentId)).status).toBe('released');
    await expectMoneyInvariants();
  });
});

describe(
  'races between answers',
  // Dozens of guests at once: on a machine busy with other work this takes minutes, not seconds.
  { timeout: 180_000 },
  () => {
    it('lets one of many guests asking at once hold the last space, and charges once when accepted', async () => {
      const loc = await requestProperty(1);
      // 32 at once where they truly race (PostgreSQL); PGlite runs one statement at a time anyway.
      const guests = await Promise.all(
        Array.from({ length: process.env.TEST_DATABASE_URL ? 32 : 8 }, () => guest()),
      );

      const answers = await Promise.all(guests.map((g) => ask(g, loc.id, loc.sites[0]!.id, [night(12)])));

      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s !== 201).every((s) => s === 409 || s === 503)).toBe(true);
      const winner = answers.find((r) => r.statusCode === 201)!.json();
      const accepts = await Promise.all([
        answerAs(host, winner.paymentId, 'accept'),
        answerAs(host, winner.paymentId, 'accept'),
      ]);
      expect(accepts.map((r) => r.statusCode)).toEqual([200, 200]);
      const open = await t.database.db
        .select()
        .from(bookings)
        .where(
          and(
            eq(bookings.siteId, loc.sites[0]!.id),
            eq(bookings.date, night(12)),
            inArray(bookings.status, ['pending', 'accepted']),
          ),
        );
      expect(open).toHaveLength(1);
      expect(await chargesOf(winner.paymentId)).toHaveLength(1);
      await expectMoneyInvariants();
    });

    it('ends a request one way only when the host accepts as it expires', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const loc = await requestProperty();
        const g = await guest();
        const { paymentId, request } = (await ask(g, loc.id, loc.sites[0]!.id, [night(13)])).json();
        // The expiry job runs at the request's deadline while the host clicks Accept just before it.
        const deadline = new Date(Date.parse(request.expiresAt));
        const [accept] = await Promise.all([
          answerAs(host, paymentId, 'accept'),
          sweepBookings(sweeperDeps(deadline), deadline),
        ]);
        const payment = await paymentRow(paymentId);
        if (accept.statusCode === 200) {
          expect(payment).toMatchObject({ requestStatus: 'accepted', status: 'confirmed' });
          expect(await chargesOf(paymentId)).toHaveLength(1);
        } else {
          expect(accept.statusCode).toBe(409);
          expect(payment).toMatchObject({ requestStatus: 'expired', status: 'released' });
          expect(await chargesOf(paymentId)).toEqual([]);
        }
      }
      await expectMoneyInvariants();
    });

    it('ends a request one way only when the guest withdraws as the host accepts or declines', async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const loc = await requestProperty();
        const g = await guest();
        const { paymentId } = (await ask(g, loc.id, loc.sites[0]!.id, [night(14)])).json();
        const hostAction = round % 2 === 0 ? 'accept' : 'decline';
        const [byHost, byGuest] = await Promise.all([
          answerAs(host, paymentId, hostAction),
          answerAs(g, paymentId, 'withdraw'),
        ]);
        expect([byHost.statusCode, byGuest.statusCode].filter((s) => s === 200)).toHaveLength(1);
        const payment = await paymentRow(paymentId);
        const charged = (await chargesOf(paymentId)).length;
        if (payment.requestStatus === 'accepted') {
          expect([payment.status, charged]).toEqual(['confirmed', 1]);
        } else {
          expect([payment.status, charged]).toEqual(['released', 0]);
          expect((await nightsOf(paymentId)).every((n) => n.status === 'cancelled')).toBe(true);
        }
      }
      await expectMoneyInvariants();
    });
  },
);
