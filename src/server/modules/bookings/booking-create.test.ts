// POST /v1/locations/{id}/bookings over the local payment provider and a real database (decision
// 017): the happy path with its ledger rows, provider charge and emails; every refusal changing
// nothing; a card declined at charge; idempotency; a confirmation that fails after the charge.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { addDays, formatDisplayDate, todayInAuckland } from '../../../domain/dates';
import type { BookingList } from '../../../domain/schemas/booking-list';
import { groupStays } from '../../../domain/stays';
import { bookings, emailOutbox, ledgerEntries, localCharges, payments, sites } from '../../db/schema';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { signUp, type Actor } from '../../testing/actors';
import { createBooking as createBookingRow, createLocation, type LocationSpec } from '../../testing/fixtures';
import { signedInGuestWithCard, TEST_CARDS, userWithAccount, type User } from '../../testing/payments';
import { withFaults } from '../../testing/faulty-payments';
import { createBooking, DERIVED_KEY_WINDOW_MS } from './booking-create.service';

let t: TestContext;
const today = todayInAuckland();
const night = (offset: number) => addDays(today, offset);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let seq = 0;
/** A signed-in guest, with a saved card unless `withCard` is false. */
async function guest(cardNumber: string = TEST_CARDS.ok, withCard = true): Promise<Actor> {
  const email = `booking-guest-${++seq}-${randomUUID().slice(0, 8)}@example.com`;
  if (!withCard) return signUp(t, email, { firstName: 'Mere', lastName: 'Guest' });
  return signedInGuestWithCard(t, email, cardNumber);
}

let host: User;
beforeAll(async () => {
  host = await userWithAccount(t.database.db, t.payments, {
    firstName: 'Hone',
    lastName: 'Host',
    phone: '+64 21 555 0101',
  });
});

const property = (spec: LocationSpec = {}) =>
  createLocation(t.database.db, {
    ownerId: host.id,
    name: 'Kiwi Paddock',
    address: '12 Gravel Road',
    directions: 'Turn left at the woolshed.',
    sites: [
      { name: 'Riverside', spaces: 1, price: 2500 },
      { name: 'Orchard', spaces: 2, price: 3000 },
    ],
    ...spec,
  });

type Night = { siteId: number; date: string; price?: number };
const book = (who: Actor, locationId: number, nights: Night[], key: string = randomUUID(), extra = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/locations/${locationId}/bookings`,
    headers: { ...who.headers, 'idempotency-key': key },
    payload: { bookings: nights, ...extra },
  });

const rowsOf = (guestId: string) =>
  Promise.all([
    t.database.db.select().from(payments).where(eq(payments.guestId, guestId)),
    t.database.db.select().from(bookings).where(eq(bookings.guestId, guestId)).orderBy(asc(bookings.id)),
  ]);

describe('booking nights', () => {
  it('charges the card, accepts the nights at the calendar’s prices, writes the ledger and both emails', async () => {
    const loc = await property({
      sites: [
        { name: 'Riverside', spaces: 1, price: 2500 },
        {
          name: 'Orchard',
          spaces: 2,
          price: 3000,
          rules: [{ type: 'Date Range', dates: { from: night(5), to: night(5) }, spaces: 2, price: 4200 }],
        },
      ],
    });
    await t.database.db
      .update(sites)
      .set({ directions: 'Park by the river.' })
      .where(eq(sites.id, loc.sites[0]!.id));
    const g = await guest();
    const [riverside, orchard] = loc.sites;
    const calendar = (
      await t.app.inject({ url: `/v1/locations/${loc.id}/availability?from=${night(3)}&to=${night(5)}` })
    ).json();

    const res = await book(
      g,
      loc.id,
      [
        { siteId: riverside!.id, date: night(3) },
        { siteId: riverside!.id, date: night(4), price: 2500 },
        { siteId: orchard!.id, date: night(5) },
      ],
      randomUUID(),
      { vehicleRegistration: 'ABC123' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const stay = res.json();
    expect(stay.total).toBe(2500 + 2500 + 4200);
    expect(stay.stays).toEqual([{ arrival: night(3), departure: night(6) }]);
    expect(stay.bookings).toHaveLength(3);
    for (const b of stay.bookings) {
      expect(b).toMatchObject({
        status: 'accepted',
        paid: true,
        locationName: 'Kiwi Paddock',
        guestVehicleRegistration: 'ABC123',
        host: { id: host.id, firstName: 'Hone', lastName: 'Host' },
      });
      expect(b.transactionReference).toMatch(/^ch_/);
      // The calendar's price for that site and night.
      const site = calendar.sites.find((s: { siteId: number }) => s.siteId === b.siteId);
      expect(site.nights.find((n: { date: string }) => n.date === b.date).price).toBe(b.price);
    }

    const [[payment], nights] = await rowsOf(g.id);
    // GST (decision 049): 3/23 of $92 is $12; the host is not registered, so 8.5% of the GST-exclusive
    // $80 ($6.80) comes back to them as the flat-rate credit.
    expect(payment).toMatchObject({
      status: 'confirmed',
      amount: 9200,
      platformFee: 920,
      hostId: host.id,
      gst: 1200,
      flatRateCredit: 680,
      gstRateBp: 1500,
      flatRateCreditBp: 850,
    });
    expect(nights.map((n) => n.status)).toEqual(['accepted', 'accepted', 'accepted']);

    const ledger = await t.database.db
      .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.paymentId, payment!.id))
      .orderBy(asc(ledgerEntries.id));
    expect(ledger).toEqual([
      { kind: 'charge', amount: 9200 },
      { kind: 'platform_fee', amount: 920 },
      { kind: 'gst', amount: 1200 },
      { kind: 'flat_rate_credit', amount: -680 },
      { kind: 'host_transfer', amount: 9200 - 920 - 1200 + 680 },
    ]);
    const charges = await t.database.db
      .select()
      .from(localCharges)
      .where(sql`${localCharges.metadata}->>'paymentId' = ${payment!.id}`);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({
      amount: 9200,
      // What the platform keeps at the provider: its fee, and the GST less the credit.
      platformFee: 920 + 1200 - 680,
      id: stay.bookings[0].transactionReference,
    });

    const mail = await t.database.db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.to, [g.email, host.email]))
      .orderBy(asc(emailOutbox.id));
    const toGuest = mail.filter((m) => m.to === g.email);
    const toHost = mail.filter((m) => m.to === host.email && m.text.includes(g.email));
    expect(toGuest).toHaveLength(1);
    expect(toGuest[0]!.subject).toBe('Your booking at Kiwi Paddock is confirmed');
    for (const words of [
      'Turn left at the woolshed.',
      'Park by the river.',
      '+64 21 555 0101',
      host.email,
      '$92',
    ]) {
      expect(toGuest[0]!.text).toContain(words);
    }
    expect(toHost).toHaveLength(1);
    expect(toHost[0]!.text).toContain('ABC123');
  });

  it('books nights four days apart as two stays: the answer, both emails and My Trips’ grouping say so', async () => {
    const loc = await property();
    const g = await guest();
    const [riverside] = loc.sites;
    const res = await book(g, loc.id, [
      { siteId: riverside!.id, date: night(20) },
      { siteId: riverside!.id, date: night(16) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const twoStays = [
      { arrival: night(16), departure: night(17) },
      { arrival: night(20), departure: night(21) },
    ];
    expect(res.json().stays).toEqual(twoStays);

    const mail = await t.database.db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.to, [g.email, host.email]))
      .orderBy(asc(emailOutbox.id));
    const toGuest = mail.filter((m) => m.to === g.email);
    const toHost = mail.filter((m) => m.to === host.email && m.text.includes(g.email));
    expect(toGuest).toHaveLength(1);
    expect(toHost).toHaveLength(1);
    for (const email of [toGuest[0]!, toHost[0]!]) {
      const lines = email.text.split('\n');
      expect(lines).toEqual(
        expect.arrayContaining([
          'Stay 1 of 2:',
          `Arrival: ${formatDisplayDate(night(16))}`,
          `Departure: ${formatDisplayDate(night(17))}`,
          'Stay 2 of 2:',
          `Arrival: ${formatDisplayDate(night(20))}`,
          `Departure: ${formatDisplayDate(night(21))}`,
        ]),
      );
      // Each arrival with its own departure, never one stay over the nights nobody booked.
      const arrival = lines.indexOf(`Arrival: ${formatDisplayDate(night(16))}`);
      expect(lines.slice(arrival, arrival + 3)).toEqual([
        `Arrival: ${formatDisplayDate(night(16))}`,
        `Departure: ${formatDisplayDate(night(17))}`,
        'Stay 2 of 2:',
      ]);
    }

    // My Trips groups GET /v1/bookings' nights with the same function: two stays.
    const list = await t.app.inject({ url: '/v1/bookings', headers: g.headers });
    const stays = groupStays((list.json() as BookingList).items);
    expect(stays.map((s) => ({ arrival: s.dateOfArrival, departure: s.dateOfDeparture }))).toEqual(twoStays);
  });

  it('makes one stay in My Trips of two bookings’ consecutive nights; each email tells of its own nights', async () => {
    const loc = await property();
    const g = await guest();
    const [riverside, orchard] = loc.sites;
    expect((await book(g, loc.id, [{ siteId: riverside!.id, date: night(24) }])).statusCode).toBe(201);
    const second = await book(g, loc.id, [{ siteId: orchard!.id, date: night(25) }]);
    expect(second.statusCode).toBe(201);
    expect(second.json().stays).toEqual([{ arrival: night(25), departure: night(26) }]);

    const list = await t.app.inject({ url: '/v1/bookings', headers: g.headers });
    const stays = groupStays((list.json() as BookingList).items);
    expect(stays).toHaveLength(1);
    expect(stays[0]).toMatchObject({
      dateOfArrival: night(24),
      dateOfDeparture: night(26),
      totalPaid: 2500 + 3000,
    });
    expect(stays[0]!.sites.map((s) => s.name)).toEqual(['Riverside', 'Orchard']);
    // The second booking's email is about the night it bought.
    const mail = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, g.email))
      .orderBy(asc(emailOutbox.id));
    expect(mail).toHaveLength(2);
    expect(mail[1]!.text).toContain(`Arrival: ${formatDisplayDate(night(25))}`);
    expect(mail[1]!.text).toContain(`Departure: ${formatDisplayDate(night(26))}`);
  });

  it('answers the same stay to a retry with the same key, charging once', async () => {
    const loc = await property();
    const g = await guest();
    const key = randomUUID();
    const nights = [{ siteId: loc.sites[1]!.id, date: night(10) }];
    const first = await book(g, loc.id, nights, key);
    const second = await book(g, loc.id, nights, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    const [paid, rows] = await rowsOf(g.id);
    expect(paid).toHaveLength(1);
    expect(rows).toHaveLength(1);
    // The same key for other nights is refused.
    const other = await book(g, loc.id, [{ siteId: loc.sites[1]!.id, date: night(11) }], key);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('booking.keyReused');
  });

  it('books and charges once for 20 concurrent requests with one key', async () => {
    const loc = await property();
    const g = await guest();
    const key = randomUUID();
    const nights = [{ siteId: loc.sites[1]!.id, date: night(12) }];
    const answers = await Promise.all(Array.from({ length: 20 }, () => book(g, loc.id, nights, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const [paid, rows] = await rowsOf(g.id);
    expect(paid).toHaveLength(1);
    expect(rows).toHaveLength(1);
    const charges = await t.database.db
      .select()
      .from(localCharges)
      .where(sql`${localCharges.metadata}->>'paymentId' = ${paid[0]!.id}`);
    expect(charges).toHaveLength(1);
    const mail = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, g.email));
    expect(mail).toHaveLength(1);
  });

  it('releases the nights and answers 402 with the provider’s words when the card fails at charge (0341)', async () => {
    const loc = await property();
    const g = await guest(TEST_CARDS.chargeFails);
    const key = randomUUID();
    const nights = [{ siteId: loc.sites[0]!.id, date: night(7) }];
    const res = await book(g, loc.id, nights, key);
    expect(res.statusCode).toBe(402);
    expect(res.json().code).toBe('payments.cardDeclined');
    expect(res.json().message).toMatch(/declined/i);
    const [[payment], rows] = await rowsOf(g.id);
    expect(payment!.status).toBe('failed');
    expect(rows.map((r) => r.status)).toEqual(['cancelled']);
    const ledger = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.paymentId, payment!.id));
    expect(ledger).toHaveLength(0);
    // A retry with the key gets the same answer; the night is free for someone else.
    expect((await book(g, loc.id, nights, key)).statusCode).toBe(402);
    expect((await book(await guest(), loc.id, nights)).statusCode).toBe(201);
  });

  it('refunds and releases the nights when confirming fails after the charge', async () => {
    const loc = await property();
    const g = await guest();
    const error = await createBooking(
      {
        db: t.database.db,
        payments: t.payments,
        platformFeePercent: 10,
        emailFrom: 'test@example.com',
        beforeConfirm: async () => {
          throw new Error('the database went away');
        },
      },
      { userId: g.id, roles: [], accountValid: false },
      loc.id,
      {
        bookings: [
          { siteId: loc.sites[1]!.id, date: night(8) },
          { siteId: loc.sites[1]!.id, date: night(9) },
        ],
      },
      randomUUID(),
    ).then(
      () => null,
      (e: unknown) => e as { messageCode: string },
    );
    expect(error?.messageCode).toBe('booking.confirmFailed');
    const [[payment], rows] = await rowsOf(g.id);
    expect(payment!.status).toBe('refunded');
    expect(rows.map((r) => [r.status, r.refunded])).toEqual([
      ['cancelled', true],
      ['cancelled', true],
    ]);
    const ledger = await t.database.db
      .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.paymentId, payment!.id));
    const sum = (kind: string) => ledger.filter((l) => l.kind === kind).reduce((s, l) => s + l.amount, 0);
    expect(sum('charge')).toBe(6000);
    expect(sum('refund')).toBe(-6000);
    expect(sum('fee_refund') + sum('platform_fee')).toBe(0);
    expect(sum('gst_refund') + sum('gst')).toBe(0);
    expect(sum('flat_rate_credit_reversal') + sum('flat_rate_credit')).toBe(0);
    expect(sum('gst')).toBeGreaterThan(0);
    expect(sum('transfer_reversal') + sum('host_transfer')).toBe(0);
  });
});

describe('without an Idempotency-Key (decision 034)', () => {
  const bookWithoutKey = (who: Actor, locationId: number, nights: Night[]) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/locations/${locationId}/bookings`,
      headers: who.headers,
      payload: { bookings: nights },
    });

  it('books the same nights asked twice once, with the same answer, in any order of the nights', async () => {
    const loc = await property();
    const g = await guest();
    const [a, b] = [
      { siteId: loc.sites[1]!.id, date: night(14) },
      { siteId: loc.sites[1]!.id, date: night(15) },
    ];
    const first = await bookWithoutKey(g, loc.id, [a!, b!]);
    const second = await bookWithoutKey(g, loc.id, [b!, a!]);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toEqual(first.json());
    const [paid, rows] = await rowsOf(g.id);
    expect(paid).toHaveLength(1);
    expect(rows).toHaveLength(2);
    // Other nights are another booking.
    const other = await bookWithoutKey(g, loc.id, [{ siteId: loc.sites[1]!.id, date: night(16) }]);
    expect(other.statusCode, other.body).toBe(201);
    expect((await rowsOf(g.id))[0]).toHaveLength(2);
  });

  it('books and charges once for 10 concurrent requests of the same nights', async () => {
    const loc = await property();
    const g = await guest();
    const nights = [{ siteId: loc.sites[1]!.id, date: night(13) }];
    const answers = await Promise.all(Array.from({ length: 10 }, () => bookWithoutKey(g, loc.id, nights)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    const [paid, rows] = await rowsOf(g.id);
    expect(paid).toHaveLength(1);
    expect(rows).toHaveLength(1);
  });

  it('books again after the guest cancelled, and tries the card again after a decline', async () => {
    const loc = await property();
    const g = await guest();
    const nights = [{ siteId: loc.sites[1]!.id, date: night(17) }];
    const first = await bookWithoutKey(g, loc.id, nights);
    expect(first.statusCode, first.body).toBe(201);
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/v1/bookings/${first.json().bookings[0].id}/status`,
      headers: g.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const again = await bookWithoutKey(g, loc.id, nights);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().paymentId).not.toBe(first.json().paymentId);

    const declined = await guest(TEST_CARDS.chargeFails);
    const one = await bookWithoutKey(declined, loc.id, nights);
    const two = await bookWithoutKey(declined, loc.id, nights);
    expect([one.statusCode, two.statusCode]).toEqual([402, 402]);
    // Each attempt asked the provider: a repeat of a declined booking is a new try, not a replay.
    expect((await rowsOf(declined.id))[0]).toHaveLength(2);
  });

  it('is a new booking after the window: the nights are the guest’s already, so it is refused', async () => {
    const loc = await property();
    const g = await guest();
    const viewer = { userId: g.id, roles: [], accountValid: false };
    const body = { bookings: [{ siteId: loc.sites[1]!.id, date: night(18) }] };
    const deps = {
      db: t.database.db,
      payments: t.payments,
      platformFeePercent: 10,
      emailFrom: 'x@example.com',
    };
    await createBooking(deps, viewer, loc.id, body, undefined);
    const later = { ...deps, now: () => new Date(Date.now() + DERIVED_KEY_WINDOW_MS + 60_000) };
    const error = await createBooking(later, viewer, loc.id, body, undefined).then(
      () => null,
      (e: unknown) => e as { statusCode: number; messageCode: string },
    );
    expect(error?.messageCode).toBe('booking.alreadyYours');
    expect((await rowsOf(g.id))[1]).toHaveLength(1);
  });
});

describe('a provider that fails or loses its answer', () => {
  for (const fault of ['fail', 'timeout'] as const) {
    it(`keeps the nights reserved on a charge that ${fault === 'fail' ? 'fails' : 'times out'}, and a retry with the key completes it once`, async () => {
      const loc = await property();
      const g = await guest();
      const provider = withFaults(t.payments);
      const deps = {
        db: t.database.db,
        payments: provider,
        platformFeePercent: 10,
        emailFrom: 'test@example.com',
      };
      const viewer = { userId: g.id, roles: [], accountValid: false };
      const body = { bookings: [{ siteId: loc.sites[0]!.id, date: night(20) }] };
      const key = randomUUID();
      provider.arm(1, fault);
      const error = await createBooking(deps, viewer, loc.id, body, key).then(
        () => null,
        (e: unknown) => e as { statusCode: number },
      );
      expect(error?.statusCode).toBe(503);
      const [[reserved], held] = await rowsOf(g.id);
      expect(reserved!.status).toBe('reserved');
      expect(held.map((n) => n.status)).toEqual(['pending']);
      // The space is held meanwhile.
      expect((await book(await guest(), loc.id, body.bookings)).statusCode).toBe(409);

      const stay = await createBooking(deps, viewer, loc.id, body, key);
      expect(stay.bookings.map((n) => [n.status, n.paid])).toEqual([['accepted', true]]);
      const charges = await t.database.db
        .select()
        .from(localCharges)
        .where(sql`${localCharges.metadata}->>'paymentId' = ${reserved!.id}`);
      expect(charges).toHaveLength(1);
      const ledger = await t.database.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.paymentId, reserved!.id), eq(ledgerEntries.kind, 'charge')));
      expect(ledger).toHaveLength(1);
    });
  }
});

describe('refusals change nothing', () => {
  const refused = async (res: Awaited<ReturnType<typeof book>>, g: Actor, status: number, code: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().code).toBe(code);
    const [paid, rows] = await rowsOf(g.id);
    expect(paid).toHaveLength(0);
    expect(rows).toHaveLength(0);
  };

  it('a night before today', async () => {
    const loc = await property();
    const g = await guest();
    await refused(
      await book(g, loc.id, [{ siteId: loc.sites[0]!.id, date: night(-1) }]),
      g,
      400,
      'booking.nightGone',
    );
    await refused(
      await book(g, loc.id, [{ siteId: loc.sites[0]!.id, date: night(-30) }]),
      g,
      400,
      'booking.nightGone',
    );
  });

  it('a night inside the notice period', async () => {
    const loc = await property({ noticePeriod: 1 });
    const g = await guest();
    await refused(
      await book(g, loc.id, [{ siteId: loc.sites[0]!.id, date: night(0) }]),
      g,
      400,
      'booking.insideNotice',
    );
  });

  it('a night of another property’s site', async () => {
    const loc = await property();
    const other = await property();
    const g = await guest();
    await refused(
      await book(g, loc.id, [{ siteId: other.sites[0]!.id, date: night(3) }]),
      g,
      400,
      'booking.notThisLocation',
    );
    await refused(
      await book(g, loc.id, [{ siteId: 2_000_000_000, date: night(3) }]),
      g,
      400,
      'booking.notThisLocation',
    );
  });

  it('an inactive site or property, or no property', async () => {
    const loc = await property({ sites: [{ name: 'Closed', status: 'inactive' }] });
    const g = await guest();
    await refused(
      await book(g, loc.id, [{ siteId: loc.sites[0]!.id, date: night(3) }]),
      g,
      400,
      'booking.siteInactive',
    );
    const unlisted = await property({ status: 'inactive' });
    await refused(
      await book(g, unlisted.id, [{ siteId: unlisted.sites[0]!.id, date: night(3) }]),
      g,
      400,
      'booking.locationInactive',
    );
    await refused(
      await book(g, 2_000_000_000, [{ siteId: 1, date: night(3) }]),
      g,
      404,
      'locations.notFound',
    );
  });

  it('a night the rules close, a full night, a night the guest already holds', async () => {
    const loc = await property({
      sites: [
        {
          name: 'Riverside',
          spaces: 1,
          rules: [{ type: 'Date Range', dates: { from: night(4), to: night(4) }, spaces: 0 }],
        },
        { name: 'Orchard', spaces: 1 },
      ],
    });
    const g = await guest();
    const [riverside, orchard] = loc.sites;
    await refused(
      await book(g, loc.id, [{ siteId: riverside!.id, date: night(4) }]),
      g,
      400,
      'booking.unavailable',
    );
    const someone = await guest();
    await createBookingRow(t.database.db, {
      locationId: loc.id,
      siteId: orchard!.id,
      guestId: someone.id,
      date: night(5),
    });
    await refused(await book(g, loc.id, [{ siteId: orchard!.id, date: night(5) }]), g, 409, 'booking.full');
    // someone already sleeps somewhere on night 5.
    const res = await book(someone, loc.id, [{ siteId: riverside!.id, date: night(5) }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('booking.alreadyYours');
  });

  it('a price the client made up, two sites on one night', async () => {
    const loc = await property();
    const g = await guest();
    await refused(
      await book(g, loc.id, [{ siteId: loc.sites[0]!.id, date: night(3), price: 1 }]),
      g,
      409,
      'booking.priceChanged',
    );
    await refused(
      await book(g, loc.id, [
        { siteId: loc.sites[0]!.id, date: night(3) },
        { siteId: loc.sites[1]!.id, date: night(3) },
      ]),
      g,
      400,
      'booking.oneSitePerNight',
    );
  });

  it('a guest without a saved card, and an Idempotency-Key that is not a uuid', async () => {
    const loc = await property();
    const g = await guest(TEST_CARDS.ok, false);
    await refused(
      await book(g, loc.id, [{ siteId: loc.sites[0]!.id, date: night(3) }]),
      g,
      400,
      'payments.noCard',
    );
    const withCard = await guest();
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/locations/${loc.id}/bookings`,
      headers: { ...withCard.headers, 'idempotency-key': 'twice-please' },
      payload: { bookings: [{ siteId: loc.sites[0]!.id, date: night(3) }] },
    });
    await refused(res, withCard, 400, res.json().code);
    expect(res.json().field).toMatch(/idempotency-key/i);
    const empty = await book(withCard, loc.id, []);
    expect(empty.statusCode).toBe(400);
  });

  it('nothing is reserved for an anonymous caller', async () => {
    const loc = await property();
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/locations/${loc.id}/bookings`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { bookings: [{ siteId: loc.sites[0]!.id, date: night(3) }] },
    });
    expect(res.statusCode).toBe(401);
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(and(eq(bookings.locationId, loc.id)));
    expect(row!.n).toBe(0);
  });
});
