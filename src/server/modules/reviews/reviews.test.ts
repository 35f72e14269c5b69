// The review calls on a real database: a guest reviews a property once, from the day their accepted
// stay there departs; every other attempt is refused with its own code and changes nothing; the
// property's rating and review count follow in the same transaction.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, todayInAuckland } from '../../../domain/dates';
import type { NightStatus } from '../../../domain/lifecycles';
import type { ReviewDto, ReviewList } from '../../../domain/schemas/reviews';
import { bookings, locations, reviews, users } from '../../db/schema';
import { createPaidStay, type User } from '../../testing/payments';
import { createLocation, createUser } from '../../testing/fixtures';
import { signUp, type Actor } from '../../testing/actors';
import { createTestApp, type TestContext } from '../../testing/test-app';

let t: TestContext;
let guest: Actor;
let second: Actor;
let early: Actor;
let stranger: Actor;
let cancelledGuest: Actor;
let host: Actor;
let admin: Actor;
let past: Awaited<ReturnType<typeof createPaidStay>>;
let upcoming: Awaited<ReturnType<typeof createPaidStay>>;

const userRow = async (actor: Actor): Promise<User> =>
  (await t.database.db.select().from(users).where(eq(users.id, actor.id)))[0]!;

async function review(actor: Actor | null, locationId: number, payload: unknown) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/locations/${locationId}/reviews`,
    headers: actor ? actor.headers : {},
    payload: payload as object,
  });
  return { status: res.statusCode, body: res.json() };
}

/** Books `actor` the nights of `stay` too (same property and site), as another paid stay would. */
async function addNight(actor: Actor, stay: typeof past, date: string, status: NightStatus = 'accepted') {
  const night = stay.nights[0]!;
  await t.database.db.insert(bookings).values({
    paymentId: null,
    locationId: night.locationId,
    siteId: night.siteId,
    guestId: actor.id,
    hostId: night.hostId,
    date,
    price: night.price,
    paid: true,
    status,
  });
}

const locationRow = async (id: number) =>
  (await t.database.db.select().from(locations).where(eq(locations.id, id)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  guest = await signUp(t, 'reviews-guest@example.test', { firstName: 'Gwen', lastName: 'Guestson' });
  second = await signUp(t, 'reviews-second@example.test', { firstName: 'Sam', lastName: 'Second' });
  early = await signUp(t, 'reviews-early@example.test');
  stranger = await signUp(t, 'reviews-stranger@example.test');
  cancelledGuest = await signUp(t, 'reviews-cancelled@example.test');
  host = await signUp(t, 'reviews-host@example.test', { accountValid: true });
  admin = await signUp(t, 'reviews-admin@example.test', { roles: ['administrator'] });
  const today = todayInAuckland();
  // Two nights ending yesterday: departure is today, so the stay may be reviewed now.
  past = await createPaidStay(db, {
    guest: await userRow(guest),
    host: await userRow(host),
    prices: [2000, 2000],
    firstNight: addDays(today, -2),
  });
  // Tonight: departure is tomorrow.
  upcoming = await createPaidStay(db, {
    guest: await userRow(early),
    host: await userRow(host),
    prices: [2000],
    firstNight: today,
  });
  await addNight(second, past, addDays(today, -30));
  await addNight(cancelledGuest, past, addDays(today, -20), 'cancelled');
});
afterAll(() => t.close());

describe('POST /v1/locations/{id}/reviews', () => {
  it('asks visitors to sign in', async () => {
    expect((await review(null, past.location.id, { rating: 5, comment: 'Lovely' })).status).toBe(401);
  });

  it('stores a guest’s review after departure and updates the rating and count', async () => {
    const before = await locationRow(past.location.id);
    expect(before.reviewCount).toBe(0);
    const { status, body } = await review(guest, past.location.id, { rating: 4, comment: '  Quiet spot  ' });
    expect(status).toBe(201);
    expect(body as ReviewDto).toMatchObject({
      location: past.location.id,
      rating: 4,
      comment: 'Quiet spot',
      reviewerName: 'Gwen',
    });
    const after = await locationRow(past.location.id);
    expect(after.reviewCount).toBe(1);
    expect(after.rating).toBe(4);
  });

  it('averages a second guest’s review into the rating', async () => {
    expect((await review(second, past.location.id, { rating: 1, comment: 'Too windy' })).status).toBe(201);
    const after = await locationRow(past.location.id);
    expect(after.reviewCount).toBe(2);
    expect(after.rating).toBe(2.5);
  });

  it('refuses a second review of the same property by the same guest (409)', async () => {
    const { status, body } = await review(guest, past.location.id, { rating: 5, comment: 'Again' });
    expect(status).toBe(409);
    expect(body.code).toBe('reviews.already');
    expect((await locationRow(past.location.id)).reviewCount).toBe(2);
  });

  it('refuses a review before departure (409)', async () => {
    const { status, body } = await review(early, upcoming.location.id, { rating: 5, comment: 'Soon' });
    expect(status).toBe(409);
    expect(body.code).toBe('reviews.notYet');
    expect((await locationRow(upcoming.location.id)).reviewCount).toBe(0);
  });

  it('refuses someone who never stayed, and a cancelled stay (409)', async () => {
    for (const actor of [stranger, cancelledGuest, host]) {
      const { status, body } = await review(actor, past.location.id, { rating: 5, comment: 'Never been' });
      expect(status).toBe(409);
      expect(body.code).toBe('reviews.noStay');
    }
  });

  it('answers 404 for an unknown property and 400 for a bad rating', async () => {
    expect((await review(guest, 2_000_000_000, { rating: 5, comment: '' })).status).toBe(404);
    for (const rating of [0, 6, 3.5, '4']) {
      const { status, body } = await review(early, past.location.id, { rating, comment: 'x' });
      expect(status).toBe(400);
      expect(body.field).toBe('rating');
    }
    const rows = await t.database.db.select().from(reviews).where(eq(reviews.locationId, past.location.id));
    expect(rows).toHaveLength(2);
  });
});

describe('GET /v1/locations/{id}/reviews', () => {
  it('lists a property’s reviews newest first, to anyone, with first names only', async () => {
    const res = await t.app.inject({ url: `/v1/locations/${past.location.id}/reviews` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as ReviewList;
    expect(body.items.map((r) => [r.rating, r.reviewerName])).toEqual([
      [1, 'Sam'],
      [4, 'Gwen'],
    ]);
    expect(JSON.stringify(body)).not.toContain('Guestson');
    expect(JSON.stringify(body)).not.toContain('@');
  });

  it('carries the rating on the location detail', async () => {
    const res = await t.app.inject({ url: `/v1/locations/${past.location.id}` });
    expect(res.json()).toMatchObject({ rating: 2.5, reviewCount: 2 });
  });

  it('answers 404 for an unknown property', async () => {
    expect((await t.app.inject({ url: '/v1/locations/2000000000/reviews' })).statusCode).toBe(404);
  });

  it('pages a long list 20 at a time by cursor, newest first, each review once', async () => {
    const db = t.database.db;
    const loc = await createLocation(db, { name: 'Much Reviewed' });
    const base = Date.parse('2026-01-01T00:00:00Z');
    // 45 reviews, two of them at the same instant (the id breaks the tie).
    for (let i = 0; i < 45; i++) {
      const author = await createUser(db);
      await db.insert(reviews).values({
        locationId: loc.id,
        userId: author.id,
        rating: (i % 5) + 1,
        comment: `Review ${i}`,
        createdAt: new Date(base + Math.min(i, 43) * 60_000),
      });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await t.app.inject({
        url: `/v1/locations/${loc.id}/reviews${cursor ? `?cursor=${cursor}` : ''}`,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json() as ReviewList;
      seen.push(...body.items.map((r) => r.comment));
      cursor = body.cursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(45);
    expect(new Set(seen).size).toBe(45);
    expect(seen[0]).toBe('Review 44');
    expect(seen[44]).toBe('Review 0');
    expect((await t.app.inject({ url: `/v1/locations/${loc.id}/reviews?cursor=abc` })).statusCode).toBe(400);
  });
});

describe('GET /v1/users/{id}/reviews', () => {
  const get = (actor: Actor | null, id: string) =>
    t.app.inject({ url: `/v1/users/${id}/reviews`, headers: actor ? actor.headers : {} });

  it('gives a user their own reviews and administrators anyone’s', async () => {
    const own = await get(guest, guest.id);
    expect(own.statusCode).toBe(200);
    expect((own.json() as ReviewList).items.map((r) => r.comment)).toEqual(['Quiet spot']);
    const byAdmin = await get(admin, second.id);
    expect(byAdmin.statusCode).toBe(200);
    expect((byAdmin.json() as ReviewList).items.map((r) => r.comment)).toEqual(['Too windy']);
  });

  it('answers 404 for someone else’s and 401 for visitors', async () => {
    expect((await get(stranger, guest.id)).statusCode).toBe(404);
    expect((await get(null, guest.id)).statusCode).toBe(401);
    expect((await get(admin, 'nobody')).statusCode).toBe(404);
  });
});
