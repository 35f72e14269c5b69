// GET /v1/admin/overview on a real database: nights booked, revenue and platform fees from real
// bookings through the local payment provider (a refund lowering revenue, a declined card counting
// nothing), new users and new listings on the Pacific/Auckland day they happened, 30 days with zeros
// where nothing happened, and only for those who may read everyone's bookings.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, todayInAuckland, type IsoDate } from '../../../domain/dates';
import { platformFeeCents } from '../../../domain/fees';
import type { AdminOverview, OverviewDay } from '../../../domain/schemas/admin-overview';
import { bookings, ledgerEntries, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { signUp, type Actor } from '../../testing/actors';
import { createLocation, createUser } from '../../testing/fixtures';
import { apiHostWithAccount, signedInGuestWithCard, TEST_CARDS } from '../../testing/payments';

let t: TestContext;
let host: Actor;
let admin: Actor;
const today = todayInAuckland();
const day = (offset: number): IsoDate => addDays(today, offset);
let seq = 0;
const unique = (what: string) => `${what}-${++seq}-${randomUUID().slice(0, 8)}@example.com`;

/** 00:00 UTC is midday (12:00 or 13:00) in Auckland on the same date. */
const middayOn = (date: IsoDate) => new Date(`${date}T00:00:00Z`);
/** 12:30 UTC the day before is 00:30 or 01:30 in Auckland on `date`: a day later than in UTC. */
const justAfterAucklandMidnight = (date: IsoDate) => new Date(`${addDays(date, -1)}T12:30:00Z`);

beforeAll(async () => {
  t = await createTestApp();
  host = await apiHostWithAccount(t, unique('overview-host'));
  await t.database.db.update(users).set({ accountValid: true }).where(eq(users.id, host.id));
  admin = await signUp(t, unique('overview-admin'), { roles: ['administrator'] });
});
afterAll(() => t.close());

async function overview(who: Actor = admin): Promise<AdminOverview> {
  const res = await t.app.inject({ method: 'GET', url: '/v1/admin/overview', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminOverview;
}
const on = (o: AdminOverview, date: IsoDate): OverviewDay => {
  const found = o.days.find((d) => d.date === date);
  if (!found) throw new Error(`${date} is not in the overview`);
  return found;
};
const zeros = { nightsBooked: 0, revenueCents: 0, platformFeeCents: 0, newUsers: 0, newListings: 0 };

/** A guest books two nights (2000 and 3000 cents) at a new property through the API. */
async function bookTwoNights(card: string = TEST_CARDS.ok) {
  const guest = await signedInGuestWithCard(t, unique('overview-guest'), card);
  const loc = await createLocation(t.database.db, {
    ownerId: host.id,
    name: 'Overview Farm',
    sites: [
      { name: 'Paddock', spaces: 1, price: 2000 },
      { name: 'Orchard', spaces: 1, price: 3000 },
    ],
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/locations/${loc.id}/bookings`,
    headers: { ...guest.headers, 'idempotency-key': randomUUID() },
    payload: {
      bookings: [
        { siteId: loc.sites[0]!.id, date: day(3) },
        { siteId: loc.sites[1]!.id, date: day(4) },
      ],
    },
  });
  return { res, guest, loc };
}

/** Moves a stay's nights and money to another moment, as if it had been booked then. */
async function backdateStay(paymentId: string, at: Date) {
  const db = t.database.db;
  await db.update(bookings).set({ createdAt: at }).where(eq(bookings.paymentId, paymentId));
  await db.update(ledgerEntries).set({ createdAt: at }).where(eq(ledgerEntries.paymentId, paymentId));
}

describe('GET /v1/admin/overview', () => {
  it('covers the last 30 days up to today in Auckland, oldest first, with totals that add up', async () => {
    const o = await overview();
    expect(o.days).toHaveLength(30);
    expect(o.to).toBe(today);
    expect(o.from).toBe(day(-29));
    expect(o.days.map((d) => d.date)).toEqual(Array.from({ length: 30 }, (_, i) => day(i - 29)));
    // Nothing happened 20 days ago in this fresh database.
    expect(on(o, day(-20))).toEqual({ date: day(-20), ...zeros });
    for (const figure of Object.keys(zeros) as (keyof typeof zeros)[]) {
      expect(o.totals[figure]).toBe(o.days.reduce((sum, d) => sum + d[figure], 0));
    }
  });

  it('counts new users and new listings on their Auckland day, and nothing older than 30 days', async () => {
    const db = t.database.db;
    await createUser(db, { createdAt: middayOn(day(-5)) });
    await createUser(db, { createdAt: middayOn(day(-5)) });
    // Still the previous day in UTC: counted on day -9 all the same.
    await createUser(db, { createdAt: justAfterAucklandMidnight(day(-9)) });
    // 30 days ago is outside the window.
    await createUser(db, { createdAt: middayOn(day(-30)) });
    await createLocation(db, { name: 'New Listing', createdAt: middayOn(day(-5)) });
    await createLocation(db, {
      name: 'Unlisted New Listing',
      status: 'inactive',
      createdAt: middayOn(day(-9)),
    });
    await createLocation(db, { name: 'Old Listing', createdAt: middayOn(day(-31)) });

    const o = await overview();
    expect(on(o, day(-5))).toMatchObject({ newUsers: 2, newListings: 1 });
    expect(on(o, day(-9))).toMatchObject({ newUsers: 1, newListings: 1 });
    expect(on(o, day(-10))).toMatchObject({ newUsers: 0, newListings: 0 });
    expect(o.days.some((d) => d.date === day(-30))).toBe(false);
  });

  it('counts sold nights and money on the day they were booked; a refund lowers revenue and fees', async () => {
    const fee = platformFeeCents(5000, t.config.platformFeePercent);

    // A stay booked a week ago.
    const earlier = await bookTwoNights();
    expect(earlier.res.statusCode, earlier.res.body).toBe(201);
    await backdateStay(await paymentOf(earlier.guest.id), middayOn(day(-7)));

    const before = on(await overview(), today);

    // A stay booked today, one night of it refunded today.
    const stay = await bookTwoNights();
    expect(stay.res.statusCode, stay.res.body).toBe(201);
    // A declined card sells nothing: its nights are released and no money moves.
    const declined = await bookTwoNights(TEST_CARDS.chargeFails);
    expect(declined.res.statusCode).toBe(402);

    const afterBooking = await overview();
    expect(on(afterBooking, day(-7))).toMatchObject({
      nightsBooked: 2,
      revenueCents: 5000,
      platformFeeCents: fee,
    });
    expect(on(afterBooking, today)).toMatchObject({
      nightsBooked: before.nightsBooked + 2,
      revenueCents: before.revenueCents + 5000,
      platformFeeCents: before.platformFeeCents + fee,
    });

    const paddock = (stay.res.json() as { bookings: { uid: string; price: number }[] }).bookings.find(
      (b) => b.price === 2000,
    )!;
    const refund = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/refund',
      headers: admin.headers,
      payload: { uid: paddock.uid, reason: 'The paddock was flooded that night' },
    });
    expect(refund.statusCode, refund.body).toBe(200);

    const afterRefund = await overview();
    const feeBack = Math.round((2000 * fee) / 5000);
    expect(on(afterRefund, today)).toMatchObject({
      // The refunded night was still booked; its money came back.
      nightsBooked: before.nightsBooked + 2,
      revenueCents: before.revenueCents + 3000,
      platformFeeCents: before.platformFeeCents + fee - feeBack,
    });
    // The week-old stay is untouched by today's refund.
    expect(on(afterRefund, day(-7))).toMatchObject({ nightsBooked: 2, revenueCents: 5000 });
    expect(afterRefund.totals.revenueCents).toBe(afterRefund.days.reduce((s, d) => s + d.revenueCents, 0));
  });

  it('refuses a guest, an addpropertiesonly_administrator and a visitor; lets a system admin in', async () => {
    const guest = await signUp(t, unique('overview-guest'));
    const narrow = await signUp(t, unique('overview-narrow'), { roles: ['addpropertiesonly_administrator'] });
    const system = await signUp(t, unique('overview-system'), { roles: ['system_admin'] });
    for (const who of [guest, narrow]) {
      const res = await t.app.inject({ method: 'GET', url: '/v1/admin/overview', headers: who.headers });
      expect(res.statusCode).toBe(403);
      expect(res.json().days).toBeUndefined();
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/v1/admin/overview' });
    expect(anonymous.statusCode).toBe(401);
    expect((await overview(system)).days).toHaveLength(30);
  });
});

async function paymentOf(guestId: string): Promise<string> {
  const [night] = await t.database.db.select().from(bookings).where(eq(bookings.guestId, guestId));
  return night!.paymentId!;
}
