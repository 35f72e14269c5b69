// Reviews both ways and no-shows on a real database (issue 27, decision 043): a guest and a host
// review each other and neither review shows until both are in, or 14 days after departure; the host
// replies once; the guest profile shows revealed reviews only to those who may see it; three
// no-shows stop instant booking (requests stay open) until an administrator clears them.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { addDays, todayInAuckland } from '../../../domain/dates';
import type { ReviewList } from '../../../domain/schemas/reviews';
import type { GuestProfile, StayReviews } from '../../../domain/schemas/stay-reviews';
import { revealDateOf } from '../../../domain/stay-reviews';
import { adminActions, emailOutbox, images, locations, users, vehicles } from '../../db/schema';
import { createPaidStay, signedInGuestWithCard, apiHostWithAccount, type User } from '../../testing/payments';
import { createLocation } from '../../testing/fixtures';
import { signUp, type Actor } from '../../testing/actors';
import { createTestApp, type TestContext } from '../../testing/test-app';
import * as service from './stay-reviews.service';

let t: TestContext;
let guest: Actor;
let host: Actor;
let stranger: Actor;
let admin: Actor;
let stay: Awaited<ReturnType<typeof createPaidStay>>;
let later: Awaited<ReturnType<typeof createPaidStay>>;
const today = todayInAuckland();

const userRow = async (actor: Actor): Promise<User> =>
  (await t.database.db.select().from(users).where(eq(users.id, actor.id)))[0]!;
const viewerOf = (actor: Actor, roles: ('administrator' | 'system_admin')[] = []) => ({
  userId: actor.id,
  roles,
  accountValid: true,
});
const deps = () => ({ db: t.database.db, emailFrom: t.config.emailFrom, publicUrl: t.config.publicUrl });

async function call(actor: Actor | null, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await t.app.inject({ method, url, headers: actor ? actor.headers : {}, payload });
  return { status: res.statusCode, body: res.json() };
}
const stayReviews = (actor: Actor, uid: string) => call(actor, 'GET', `/v1/bookings/stays/${uid}/reviews`);
const publicReviews = async (locationId: number) =>
  ((await call(null, 'GET', `/v1/locations/${locationId}/reviews`)).body as ReviewList).items;
const mailTo = (email: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), like(emailOutbox.subject, '%reviewed your stay%')));

beforeAll(async () => {
  t = await createTestApp();
  guest = await signUp(t, 'two-way-guest@example.test', { firstName: 'Gwen' });
  host = await signUp(t, 'two-way-host@example.test', { firstName: 'Hana', accountValid: true });
  stranger = await signUp(t, 'two-way-stranger@example.test');
  admin = await signUp(t, 'two-way-admin@example.test', { roles: ['administrator'] });
  const db = t.database.db;
  // Two nights ending yesterday: departure is today, the first day of both reviews.
  stay = await createPaidStay(db, {
    guest: await userRow(guest),
    host: await userRow(host),
    prices: [2000, 2000],
    firstNight: addDays(today, -2),
  });
  later = await createPaidStay(db, {
    guest: await userRow(guest),
    host: await userRow(host),
    prices: [2000],
    firstNight: addDays(today, -1),
  });
});
afterAll(() => t.close());

describe('reviews both ways', () => {
  it('opens both sides on departure day, and lets the host mark a no-show from the day after arrival', async () => {
    const asGuest = await stayReviews(guest, stay.nights[1]!.uid);
    expect(asGuest.status).toBe(200);
    expect(asGuest.body as StayReviews).toMatchObject({
      side: 'guest',
      state: 'open',
      arrival: addDays(today, -2),
      departure: today,
      lastDay: addDays(today, 13),
      mayMarkNoShow: false,
    });
    const asHost = (await stayReviews(host, stay.nights[0]!.uid)).body as StayReviews;
    expect(asHost).toMatchObject({ side: 'host', state: 'open', mayMarkNoShow: true, guestName: 'Gwen' });
    expect((await stayReviews(stranger, stay.nights[0]!.uid)).status).toBe(404);
    expect((await stayReviews(admin, stay.nights[0]!.uid)).body.side).toBe('admin');
  });

  it('keeps the guest’s review of the place hidden and uncounted until the host has reviewed', async () => {
    const created = await call(guest, 'POST', `/v1/locations/${stay.location.id}/reviews`, {
      rating: 5,
      comment: 'Wonderful hosts',
      stay: stay.nights[0]!.uid,
    });
    expect(created.status).toBe(201);
    expect(await publicReviews(stay.location.id)).toEqual([]);
    const [location] = await t.database.db.select().from(locations).where(eq(locations.id, stay.location.id));
    expect(location).toMatchObject({ reviewCount: 0, rating: null });
    const asHost = (await stayReviews(host, stay.nights[0]!.uid)).body as StayReviews;
    expect(asHost).toMatchObject({ state: 'open', guestReview: null });
    const asGuest = (await stayReviews(guest, stay.nights[0]!.uid)).body as StayReviews;
    expect(asGuest.state).toBe('waitingForOther');
    expect(asGuest.guestReview?.comment).toBe('Wonderful hosts');
    // The host is told a review waits for theirs, once, in their language.
    expect(await mailTo(host.email)).toHaveLength(1);
  });

  it('shows both at once when the host reviews the guest, and counts the place’s review', async () => {
    const res = await call(host, 'POST', `/v1/bookings/stays/${stay.nights[0]!.uid}/guest-review`, {
      rating: 4,
      comment: '  Left the paddock tidy  ',
    });
    expect(res.status).toBe(201);
    expect(res.body as StayReviews).toMatchObject({
      state: 'revealed',
      revealedOn: today,
      hostReview: { rating: 4, comment: 'Left the paddock tidy' },
      guestReview: { rating: 5, comment: 'Wonderful hosts' },
    });
    expect((await publicReviews(stay.location.id)).map((r) => r.comment)).toEqual(['Wonderful hosts']);
    const [location] = await t.database.db.select().from(locations).where(eq(locations.id, stay.location.id));
    expect(location).toMatchObject({ reviewCount: 1, rating: 5 });
    const asGuest = (await stayReviews(guest, stay.nights[1]!.uid)).body as StayReviews;
    expect(asGuest).toMatchObject({ state: 'revealed', hostReview: { rating: 4 } });
    // The second review revealed both: nobody is told one waits.
    expect(await mailTo(guest.email)).toHaveLength(0);
  });

  it('refuses a second review, the guest reviewing themselves, and strangers', async () => {
    const again = await call(host, 'POST', `/v1/bookings/stays/${stay.nights[0]!.uid}/guest-review`, {
      rating: 1,
      comment: 'Again',
    });
    expect([again.status, again.body.code]).toEqual([409, 'stayReviews.already']);
    for (const actor of [guest, stranger]) {
      const res = await call(actor, 'POST', `/v1/bookings/stays/${stay.nights[0]!.uid}/guest-review`, {
        rating: 1,
        comment: 'No',
      });
      expect(res.status).toBe(404);
    }
  });

  it('lets the host reply once under the revealed review, publicly', async () => {
    const [review] = await publicReviews(stay.location.id);
    expect((await call(stranger, 'POST', `/v1/reviews/${review!.id}/reply`, { reply: 'Hi' })).status).toBe(
      404,
    );
    const reply = await call(host, 'POST', `/v1/reviews/${review!.id}/reply`, { reply: 'Come back soon!' });
    expect(reply.status).toBe(201);
    const again = await call(host, 'POST', `/v1/reviews/${review!.id}/reply`, { reply: 'Twice' });
    expect([again.status, again.body.code]).toEqual([409, 'stayReviews.replyAlready']);
    expect((await publicReviews(stay.location.id))[0]).toMatchObject({ hostReply: 'Come back soon!' });
  });

  it('hides the host’s review from the guest until midnight NZ at the start of day 14', async () => {
    const uid = later.nights[0]!.uid;
    const res = await call(host, 'POST', `/v1/bookings/stays/${uid}/guest-review`, {
      rating: 2,
      comment: 'Loud music late',
    });
    expect(res.status).toBe(201);
    expect(res.body.state).toBe('waitingForOther');
    expect(await mailTo(guest.email)).toHaveLength(1);
    const asGuest = (await stayReviews(guest, uid)).body as StayReviews;
    expect(asGuest).toMatchObject({ state: 'open', hostReview: null });
    const reveal = revealDateOf(today);
    const midnight = (date: string) => {
      // The first instant of `date` in New Zealand: search the hour (12 or 13 hours before UTC midnight).
      for (const hours of [13, 12]) {
        const at = new Date(Date.parse(`${date}T00:00:00Z`) - hours * 3_600_000);
        if (todayInAuckland(at) === date && todayInAuckland(new Date(at.getTime() - 1)) !== date) return at;
      }
      throw new Error('no midnight');
    };
    const before = new Date(midnight(reveal).getTime() - 1);
    const guestViewer = viewerOf(guest);
    expect((await service.getStayReviews(deps(), guestViewer, uid, before)).hostReview).toBeNull();
    const after = await service.getStayReviews(deps(), guestViewer, uid, midnight(reveal));
    expect(after).toMatchObject({ state: 'revealed', revealedOn: reveal, hostReview: { rating: 2 } });
    // The window has closed by then: no review is taken any more.
    await expect(
      service.reviewGuest(
        deps(),
        viewerOf(host),
        stay.nights[0]!.uid,
        { rating: 3, comment: '' },
        midnight(reveal),
      ),
    ).rejects.toMatchObject({ messageCode: 'stayReviews.windowClosed' });
  });
});

describe('the guest profile', () => {
  const profile = (actor: Actor, id: string) => call(actor, 'GET', `/v1/users/${id}/guest-profile`);

  it('shows a host their guest’s stays and the hosts’ revealed reviews only', async () => {
    const res = await profile(host, guest.id);
    expect(res.status).toBe(200);
    const body = res.body as GuestProfile;
    expect(body).toMatchObject({ firstName: 'Gwen', completedStays: 2, rating: 4, vehicleCertified: false });
    // The later stay's review is still blind.
    expect(body.reviews.map((r) => r.comment)).toEqual(['Left the paddock tidy']);
    expect(body.noShows).toBeUndefined();
  });

  it('says the guest is certified once a verified certificate valid today is on their account', async () => {
    const db = t.database.db;
    const today = todayInAuckland();
    const keep = async (expiresOn: string) => {
      const [photo] = await db
        .insert(images)
        .values({
          ownerId: guest.id,
          storageKey: `images/certificate-${randomUUID()}/original.jpg`,
          url: `/uploads/images/certificate-${randomUUID()}/1600.webp`,
          contentType: 'image/jpeg',
        })
        .returning({ id: images.id });
      await db.insert(vehicles).values({
        ownerId: guest.id,
        type: 'motorhome',
        lengthCm: 700,
        registration: 'GWN1',
        certificateKind: 'green',
        certificateExpiresOn: expiresOn,
        certificateNumber: 'SC-GWEN',
        certificatePhotoId: photo!.id,
        certificateStatus: 'verified',
        certificateSubmittedAt: new Date(),
      });
    };
    await keep(addDays(today, -1));
    expect(((await profile(host, guest.id)).body as GuestProfile).vehicleCertified).toBe(false);
    await keep(today);
    expect(((await profile(host, guest.id)).body as GuestProfile).vehicleCertified).toBe(true);
  });

  it('is refused to a host who does not know the guest, and shown to the guest and administrators', async () => {
    expect((await profile(stranger, guest.id)).status).toBe(404);
    expect((await profile(guest, guest.id)).status).toBe(200);
    expect((await profile(admin, guest.id)).body.noShows).toEqual([]);
  });

  it('is shown to a host a guest has only written to (no booking yet), and to no other host', async () => {
    const asker = await signUp(t, 'two-way-asker@example.test', { firstName: 'Ari' });
    const farmer = await signUp(t, 'two-way-farmer@example.test', { firstName: 'Fern', accountValid: true });
    const farm = await createLocation(t.database.db, { ownerId: farmer.id, name: 'Inquiry Farm' });
    expect((await profile(farmer, asker.id)).status).toBe(404);
    const asked = await call(asker, 'POST', `/v1/locations/${farm.id}/inquiries`, {
      body: 'Is there room for a 7 m motorhome?',
    });
    expect(asked.status).toBe(201);
    const seen = await profile(farmer, asker.id);
    expect(seen.status).toBe(200);
    expect(seen.body as GuestProfile).toMatchObject({ firstName: 'Ari', completedStays: 0, reviews: [] });
    // The conversation opens nothing else: another host, a stranger, and the asker reading the host.
    expect((await profile(host, asker.id)).status).toBe(404);
    expect((await profile(stranger, asker.id)).status).toBe(404);
    expect((await profile(asker, farmer.id)).status).toBe(404);
  });
});

describe('no-shows', () => {
  it('stop instant booking after three in 12 months, leave requests open, and an administrator clears them', async () => {
    const db = t.database.db;
    const traveller = await signedInGuestWithCard(t, `no-show-${randomUUID().slice(0, 8)}@example.test`);
    const owner = await apiHostWithAccount(t, `no-show-host-${randomUUID().slice(0, 8)}@example.test`);
    const travellerRow = await userRow(traveller);
    const ownerRow = (await db.select().from(users).where(eq(users.id, owner.id)))[0]!;
    const marks: string[] = [];
    for (let i = 0; i < 3; i++) {
      const s = await createPaidStay(db, {
        guest: travellerRow,
        host: ownerRow,
        prices: [2000],
        firstNight: addDays(today, -1 - i),
      });
      marks.push(s.nights[0]!.uid);
    }
    // Not before the day after arrival.
    const tonight = await createPaidStay(db, {
      guest: travellerRow,
      host: ownerRow,
      prices: [2000],
      firstNight: today,
    });
    const early = await call(owner, 'POST', `/v1/bookings/stays/${tonight.nights[0]!.uid}/no-show`, {});
    expect([early.status, early.body.code]).toEqual([409, 'stayReviews.noShowTooEarly']);
    // The guest may not mark themselves.
    expect((await call(traveller, 'POST', `/v1/bookings/stays/${marks[0]}/no-show`, {})).status).toBe(404);
    for (const uid of marks) {
      const res = await call(owner, 'POST', `/v1/bookings/stays/${uid}/no-show`, { note: 'Never arrived' });
      expect(res.status).toBe(201);
      expect(res.body.noShow).toMatchObject({ note: 'Never arrived' });
    }
    const twice = await call(owner, 'POST', `/v1/bookings/stays/${marks[0]}/no-show`, {});
    expect([twice.status, twice.body.code]).toEqual([409, 'stayReviews.noShowAlready']);

    const place = await createLocation(db, {
      ownerId: owner.id,
      sites: [
        { name: 'Instant', price: 2000 },
        { name: 'Ask', price: 2000, bookingMode: 'request' },
      ],
    });
    let day = 20;
    const book = (siteId: number) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/locations/${place.id}/bookings`,
        headers: { ...traveller.headers, 'idempotency-key': randomUUID(), 'accept-language': 'fr' },
        payload: { bookings: [{ siteId, date: addDays(today, day++) }] },
      });
    const refused = await book(place.sites[0]!.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'stayReviews.instantBlocked', params: { count: 3 } });
    expect(refused.json().message).toContain('réservation instantanée');
    expect((await book(place.sites[1]!.id)).statusCode).toBe(201);

    const seen = (await call(traveller, 'GET', `/v1/users/${traveller.id}/guest-profile`))
      .body as GuestProfile;
    expect(seen).toMatchObject({ noShowCount: 3, mayBookInstantly: false });

    const clear = (actor: Actor) =>
      call(actor, 'POST', `/v1/admin/users/${traveller.id}/no-shows/clear`, {
        reason: 'Spoke to them, car broke down',
      });
    expect((await clear(owner)).status).toBe(403);
    const cleared = await clear(admin);
    expect(cleared.status).toBe(200);
    expect(cleared.body as GuestProfile).toMatchObject({ noShowCount: 0, mayBookInstantly: true });
    expect((cleared.body as GuestProfile).noShows!.every((n) => n.clearedAt !== null)).toBe(true);
    const audit = await db.select().from(adminActions).where(eq(adminActions.targetUserId, traveller.id));
    expect(audit).toMatchObject([{ action: 'noShow.clear', details: { count: 3 } }]);
    expect((await clear(admin)).body.code).toBe('stayReviews.noShowsToClear');
    expect((await book(place.sites[0]!.id)).statusCode).toBe(201);
  });
});
