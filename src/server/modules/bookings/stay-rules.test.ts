// Host rules at the quote and the booking (issue 27, decision 041): each rule refuses with its code
// and a message in the caller's language, and nothing is reserved; the calendar closes tonight after
// the same-day cut-off. PGlite by default, PostgreSQL with TEST_DATABASE_URL.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { aucklandWallClock } from '../../../domain/arrival';
import { addDays, todayInAuckland, type IsoDate } from '../../../domain/dates';
import { bookings, images, locations, payments, vehicles } from '../../db/schema';
import { createTestApp, type TestContext } from '../../testing/test-app';
import type { Actor } from '../../testing/actors';
import { createBooking as createBookingRow, createLocation, type LocationSpec } from '../../testing/fixtures';
import { signedInGuestWithCard, TEST_CARDS, userWithAccount, type User } from '../../testing/payments';
import { quoteBooking } from './booking-create.service';
import { getAvailability } from '../locations/locations.service';

let t: TestContext;
const today = todayInAuckland();
const night = (offset: number) => addDays(today, offset);
const nights = (siteId: number, first: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ siteId, date: night(first + i) }));

let host: User;
beforeAll(async () => {
  t = await createTestApp();
  host = await userWithAccount(t.database.db, t.payments, { firstName: 'Rua', lastName: 'Host' });
});
afterAll(() => t.close());

let seq = 0;
const guest = () =>
  signedInGuestWithCard(t, `rules-guest-${++seq}-${randomUUID().slice(0, 8)}@example.com`, TEST_CARDS.ok);

const property = (spec: LocationSpec = {}) =>
  createLocation(t.database.db, {
    ownerId: host.id,
    name: 'Rules Farm',
    sites: [
      { name: 'Paddock', spaces: 2, price: 2500, stayRules: { maxNights: 3 } },
      { name: 'Barn', spaces: 2, price: 3000 },
    ],
    ...spec,
  });

type Night = { siteId: number; date: IsoDate };
const book = (who: Actor, locationId: number, asked: Night[], language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/v1/locations/${locationId}/bookings`,
    headers: { ...who.headers, 'idempotency-key': randomUUID(), 'accept-language': language },
    payload: { bookings: asked },
  });
const quote = (who: Actor, locationId: number, asked: Night[], language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/v1/locations/${locationId}/bookings/quote`,
    headers: { ...who.headers, 'accept-language': language },
    payload: { bookings: asked, code: 'NOSUCHCODE' },
  });

async function expectNothingBooked(g: Actor) {
  expect(await t.database.db.select().from(payments).where(eq(payments.guestId, g.id))).toHaveLength(0);
  expect(await t.database.db.select().from(bookings).where(eq(bookings.guestId, g.id))).toHaveLength(0);
}

describe('host rules at the quote and the booking', () => {
  it('refuses 5 nights where the site’s maximum is 3, in the guest’s language', async () => {
    const loc = await property();
    const g = await guest();
    const paddock = loc.sites[0]!.id;
    const res = await book(g, loc.id, nights(paddock, 3, 5));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'stayRules.tooManyNights',
      field: 'bookings',
      params: { count: 3, arrival: night(3) },
      message: `This site takes stays of at most 3 nights (your stay from ${night(3)}).`,
    });
    const french = await quote(g, loc.id, nights(paddock, 3, 5), 'fr');
    expect(french.statusCode).toBe(400);
    expect(french.json().message).toBe(
      `Cet emplacement accepte des séjours d’au plus 3 nuits (votre séjour du ${night(3)}).`,
    );
    await expectNothingBooked(g);
    // 3 nights there, and 5 at the site without the override, are taken.
    expect((await book(g, loc.id, nights(paddock, 3, 3))).statusCode).toBe(201);
    expect((await book(g, loc.id, nights(loc.sites[1]!.id, 10, 5))).statusCode).toBe(201);
  });

  it('refuses a stay shorter than the property’s minimum', async () => {
    const loc = await property({ stayRules: { minNights: 2 } });
    const g = await guest();
    const res = await quote(g, loc.id, nights(loc.sites[1]!.id, 4, 1));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('stayRules.tooFewNights');
    await expectNothingBooked(g);
  });

  it('refuses a night beyond how far ahead the host takes bookings', async () => {
    const loc = await property({ stayRules: { bookAheadMonths: 1 } });
    const g = await guest();
    const res = await book(g, loc.id, nights(loc.sites[1]!.id, 40, 1), 'de');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('stayRules.beyondBookAhead');
    expect(res.json().message).toContain('1 Monat im Voraus');
    await expectNothingBooked(g);
    expect((await book(g, loc.id, nights(loc.sites[1]!.id, 27, 1))).statusCode).toBe(201);
  });

  it('counts the guest’s other nights at the property towards the cap in 90 days', async () => {
    const loc = await property({ stayRules: { maxNightsPer90Days: 4 } });
    const g = await guest();
    const barn = loc.sites[1]!.id;
    for (const offset of [20, 21, 22]) {
      await createBookingRow(t.database.db, {
        locationId: loc.id,
        siteId: barn,
        guestId: g.id,
        date: night(offset),
      });
    }
    // A cancelled night does not count.
    await createBookingRow(t.database.db, {
      locationId: loc.id,
      siteId: barn,
      guestId: g.id,
      date: night(30),
      status: 'cancelled',
    });
    const over = await book(g, loc.id, nights(barn, 40, 2));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'stayRules.over90DayCap', params: { count: 4, nights: 5 } });
    expect((await book(g, loc.id, nights(barn, 40, 1))).statusCode).toBe(201);
  });

  it('changes nothing for a property that set no rules', async () => {
    const loc = await createLocation(t.database.db, { ownerId: host.id, sites: [{ spaces: 1 }] });
    const g = await guest();
    expect((await book(g, loc.id, nights(loc.sites[0]!.id, 0, 14))).statusCode).toBe(201);
  });
});

describe('the same-day cut-off', () => {
  const deps = () => ({
    db: t.database.db,
    payments: t.payments,
    platformFeePercent: 10,
    emailFrom: 'rules@example.com',
  });

  it('refuses tonight from the cut-off minute, and the calendar closes it', async () => {
    const loc = await property({ stayRules: { sameDayCutoff: '17:00' } });
    const g = await guest();
    const viewer = { userId: g.id, roles: [], accountValid: true };
    const tonight = [{ siteId: loc.sites[1]!.id, date: today }];
    const cutoff = aucklandWallClock(today, 17);
    const before = new Date(cutoff.getTime() - 60_000);
    const asked = { bookings: tonight, code: '' };

    const quoted = await quoteBooking({ ...deps(), now: () => before }, viewer, loc.id, asked).then(
      () => 'quoted',
      (e: { messageCode: string }) => e.messageCode,
    );
    expect(quoted).not.toBe('stayRules.pastCutoff');
    const late = await quoteBooking({ ...deps(), now: () => cutoff }, viewer, loc.id, asked).then(
      () => null,
      (e: { messageCode: string; statusCode: number }) => e,
    );
    expect(late).toMatchObject({ statusCode: 400, messageCode: 'stayRules.pastCutoff' });

    const stateAt = async (now: Date) => {
      const calendar = await getAvailability(t.database.db, loc.id, { from: today, to: night(1) }, null, now);
      return calendar.sites.find((s) => s.siteId === loc.sites[1]!.id)!.nights.map((n) => n.state);
    };
    expect(await stateAt(before)).toEqual(['available', 'available']);
    expect(await stateAt(cutoff)).toEqual(['unavailable', 'available']);
  });
});

describe('the property’s rules as GET answers them', () => {
  it('gives the rules in full and each site’s overrides', async () => {
    const loc = await property({ stayRules: { petsAllowed: true } });
    const res = await t.app.inject({ url: `/v1/locations/${loc.id}` });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.stayRules).toMatchObject({
      petsAllowed: true,
      minNights: 1,
      maxNights: null,
      checkInTime: '14:00',
    });
    expect(detail.propertyInformation.sites.map((s: { stayRules: object }) => s.stayRules)).toEqual([
      { maxNights: 3 },
      {},
    ]);
    await t.database.db.update(locations).set({ stayRules: {} }).where(eq(locations.id, loc.id));
  });
});

describe('the vehicle a booking names, against the site’s rules', () => {
  /** A vehicle of the guest's, as the Vehicles tab would keep it (certificate verified unless said). */
  async function vehicleOf(
    g: Actor,
    spec: { lengthCm: number; certificate?: { kind: 'green' | 'blue'; expiresOn: IsoDate } },
  ) {
    const db = t.database.db;
    const [photo] = spec.certificate
      ? await db
          .insert(images)
          .values({
            ownerId: g.id,
            storageKey: `images/certificate-${randomUUID()}/original.jpg`,
            url: `/uploads/images/certificate-${randomUUID()}/1600.webp`,
            contentType: 'image/jpeg',
          })
          .returning({ id: images.id })
      : [];
    const [row] = await db
      .insert(vehicles)
      .values({
        ownerId: g.id,
        type: 'motorhome',
        lengthCm: spec.lengthCm,
        registration: 'RUL' + String(++seq).padStart(3, '0').slice(-3),
        ...(spec.certificate
          ? {
              certificateKind: spec.certificate.kind,
              certificateExpiresOn: spec.certificate.expiresOn,
              certificateNumber: 'SC-1',
              certificatePhotoId: photo!.id,
              certificateStatus: 'verified' as const,
              certificateSubmittedAt: new Date(),
            }
          : {}),
      })
      .returning({ id: vehicles.id });
    return row!.id;
  }

  const certifiedOnly = () =>
    property({
      sites: [
        {
          name: 'Terrace',
          spaces: 2,
          price: 2500,
          stayRules: { maxVehicleLengthMetres: 8, selfContainedOnly: true, acceptedCertificates: ['green'] },
        },
      ],
    });
  const bookWith = (who: Actor, locationId: number, asked: Night[], vehicleId: string | null) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/locations/${locationId}/bookings`,
      headers: { ...who.headers, 'idempotency-key': randomUUID() },
      payload: { bookings: asked, ...(vehicleId ? { vehicleId } : {}) },
    });

  it('refuses a 10 m motorhome where the maximum is 8 m, with the reason', async () => {
    const loc = await certifiedOnly();
    const g = await guest();
    const long = await vehicleOf(g, {
      lengthCm: 1000,
      certificate: { kind: 'green', expiresOn: night(400) },
    });
    const res = await bookWith(g, loc.id, nights(loc.sites[0]!.id, 2, 2), long);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'stayRules.vehicleTooLong',
      message: 'Your vehicle is 10 m long: this site takes vehicles up to 8 m.',
    });
    await expectNothingBooked(g);
  });

  it('refuses a certificate that expires during the stay, and takes one valid through it', async () => {
    const loc = await certifiedOnly();
    const g = await guest();
    const site = loc.sites[0]!.id;
    // Nights 2 and 3, leaving on day 4: a warrant ending on day 3 does not cover the stay.
    const expiring = await vehicleOf(g, {
      lengthCm: 700,
      certificate: { kind: 'green', expiresOn: night(3) },
    });
    const refused = await bookWith(g, loc.id, nights(site, 2, 2), expiring);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'stayRules.certificateExpires',
      params: { date: night(3) },
    });
    await expectNothingBooked(g);

    const valid = await vehicleOf(g, { lengthCm: 700, certificate: { kind: 'green', expiresOn: night(4) } });
    const booked = await bookWith(g, loc.id, nights(site, 2, 2), valid);
    expect(booked.statusCode, booked.body).toBe(201);
  });

  it('refuses a blue warrant where only green counts, and a booking that names no vehicle', async () => {
    const loc = await certifiedOnly();
    const g = await guest();
    const site = loc.sites[0]!.id;
    const blue = await vehicleOf(g, { lengthCm: 700, certificate: { kind: 'blue', expiresOn: night(400) } });
    const wrongKind = await bookWith(g, loc.id, nights(site, 2, 1), blue);
    expect(wrongKind.json()).toMatchObject({ code: 'stayRules.certificateKind' });
    const none = await bookWith(g, loc.id, nights(site, 2, 1), null);
    expect(none.statusCode, none.body).toBe(400);
    expect(none.json()).toMatchObject({
      code: 'stayRules.certificateMissing',
      field: 'vehicleId',
      message: 'This site takes self-contained vehicles only: your vehicle needs a green warrant.',
    });
    await expectNothingBooked(g);
  });
});
