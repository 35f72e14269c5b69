// Vehicles and self-containment certificates (issue 27, decision 042): a guest's own vehicles, a
// changed certificate going back to review, the administrators' queue with its audit trail, booking
// with one's own vehicle only, and who may see the registration and the certificate. A certificate
// photo replaced or removed is deleted, unless something else still shows it (decision 045).

import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { addDays, todayInAuckland } from '../../../domain/dates';
import type { VehicleDto } from '../../../domain/schemas/vehicles';
import { adminActions, bookings, images, payments, users, vehicles } from '../../db/schema';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { signUp, type Actor } from '../../testing/actors';
import { createLocation } from '../../testing/fixtures';
import { apiHostWithAccount, signedInGuestWithCard } from '../../testing/payments';
import { rulesViewOf, vehicleForBooking } from './vehicles.service';

let t: TestContext;
let guest: Actor;
let otherGuest: Actor;
let host: Actor;
let otherHost: Actor;
let admin: Actor;
let photoUrl: string;
let otherPhotoUrl: string;
let locationId: number;
let siteId: number;

async function upload(owner: Actor, name: string) {
  const [row] = await t.database.db
    .insert(images)
    .values({
      ownerId: owner.id,
      storageKey: `images/${name}/original.jpg`,
      url: `/uploads/images/${randomUUID()}/1600.webp`,
      contentType: 'image/jpeg',
    })
    .returning({ url: images.url });
  return row!.url;
}

beforeAll(async () => {
  t = await createTestApp();
  guest = await signedInGuestWithCard(t, 'vehicles-guest@example.test');
  otherGuest = await signedInGuestWithCard(t, 'vehicles-other@example.test');
  host = await apiHostWithAccount(t, 'vehicles-host@example.test');
  otherHost = await apiHostWithAccount(t, 'vehicles-other-host@example.test');
  admin = await signUp(t, 'vehicles-admin@example.test', { roles: ['administrator'] });
  // Verified payout accounts: hosts who see their Guest Bookings.
  await t.database.db
    .update(users)
    .set({ accountValid: true })
    .where(inArray(users.id, [host.id, otherHost.id]));
  photoUrl = await upload(guest, 'mine');
  otherPhotoUrl = await upload(otherGuest, 'theirs');
  const location = await createLocation(t.database.db, {
    ownerId: host.id,
    name: 'Gravel Road Farm',
    sites: [{ name: 'Paddock', spaces: 2, price: 2500 }],
  });
  locationId = location.id;
  siteId = location.sites[0]!.id;
});
afterAll(() => t.close());

const call = (
  actor: Actor | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) => t.app.inject({ method, url, payload: payload as object, headers: actor?.headers ?? {} });

const motorhome = (overrides: Record<string, unknown> = {}) => ({
  type: 'motorhome',
  lengthMetres: 7.4,
  registration: 'kzt 123',
  certificate: { kind: 'green', expiresOn: '2029-06-30', number: 'SC-2041', photoUrl },
  ...overrides,
});

describe('a guest’s vehicles', () => {
  let vehicle: VehicleDto;

  it('adds a self-contained motorhome whose certificate waits for review; the plate is normalised', async () => {
    const res = await call(guest, 'POST', `/v1/users/${guest.id}/vehicles`, motorhome());
    expect(res.statusCode).toBe(201);
    vehicle = res.json();
    expect(vehicle).toMatchObject({
      type: 'motorhome',
      lengthMetres: 7.4,
      registration: 'KZT123',
      certificate: { kind: 'green', expiresOn: '2029-06-30', number: 'SC-2041', photoUrl, status: 'pending' },
    });
    const list = await call(guest, 'GET', `/v1/users/${guest.id}/vehicles`);
    expect(list.json().items.map((v: VehicleDto) => v.id)).toEqual([vehicle.id]);
  });

  it('refuses a plate that is not a New Zealand one, and a photo the guest did not upload', async () => {
    const plate = await call(
      guest,
      'POST',
      `/v1/users/${guest.id}/vehicles`,
      motorhome({ registration: 'ABC-12345' }),
    );
    expect(plate.statusCode).toBe(400);
    expect(plate.json().field).toBe('registration');
    const photo = await call(
      guest,
      'POST',
      `/v1/users/${guest.id}/vehicles`,
      motorhome({
        certificate: { kind: 'blue', expiresOn: '2029-01-01', number: 'X1', photoUrl: otherPhotoUrl },
      }),
    );
    expect(photo.statusCode).toBe(400);
    expect(photo.json()).toMatchObject({ code: 'vehicles.photoNotOurs', field: 'certificate.photoUrl' });
  });

  it('is the guest’s alone to change: another guest, a host and a visitor are refused', async () => {
    for (const who of [otherGuest, otherHost, admin]) {
      const res = await call(who, 'PUT', `/v1/users/${guest.id}/vehicles/${vehicle.id}`, motorhome());
      expect(res.statusCode).toBe(404);
    }
    expect((await call(null, 'GET', `/v1/users/${guest.id}/vehicles`)).statusCode).toBe(401);
    for (const who of [otherGuest, otherHost]) {
      const res = await call(who, 'GET', `/v1/users/${guest.id}/vehicles`);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(photoUrl);
    }
    // An administrator may look.
    expect((await call(admin, 'GET', `/v1/users/${guest.id}/vehicles`)).json().items).toHaveLength(1);
  });

  let submittedAt: string;
  it('appears in the administrators’ queue; only administrators reach it', async () => {
    const queue = await call(admin, 'GET', '/v1/admin/vehicle-certificates');
    expect(queue.statusCode).toBe(200);
    const item = queue.json().items.find((i: { vehicle: VehicleDto }) => i.vehicle.id === vehicle.id);
    expect(item.owner).toMatchObject({ id: guest.id, email: guest.email });
    expect(item.vehicle.certificate.photoUrl).toBe(photoUrl);
    submittedAt = item.vehicle.certificate.submittedAt;
    expect((await call(guest, 'GET', '/v1/admin/vehicle-certificates')).statusCode).toBe(403);
    expect((await call(host, 'GET', '/v1/admin/vehicle-certificates')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/v1/admin/vehicle-certificates')).statusCode).toBe(401);
  });

  it('is rejected with a reason the guest sees, then a corrected certificate goes back to the queue', async () => {
    const short = await call(admin, 'POST', `/v1/admin/vehicle-certificates/${vehicle.id}/reject`, {
      submittedAt,
      reason: 'Blurry',
    });
    expect(short.statusCode).toBe(400);
    const rejected = await call(admin, 'POST', `/v1/admin/vehicle-certificates/${vehicle.id}/reject`, {
      submittedAt,
      reason: 'The photo is too blurry to read the number.',
    });
    expect(rejected.statusCode).toBe(200);
    const mine = (await call(guest, 'GET', `/v1/users/${guest.id}/vehicles`)).json().items[0];
    expect(mine.certificate).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The photo is too blurry to read the number.',
    });
    // Editing the length alone keeps the review; a new photo sends it back to pending.
    const lengthOnly = await call(
      guest,
      'PUT',
      `/v1/users/${guest.id}/vehicles/${vehicle.id}`,
      motorhome({ lengthMetres: 7.5 }),
    );
    expect(lengthOnly.json().certificate.status).toBe('rejected');
    const newPhoto = await upload(guest, 'sharper');
    const again = await call(
      guest,
      'PUT',
      `/v1/users/${guest.id}/vehicles/${vehicle.id}`,
      motorhome({
        lengthMetres: 7.5,
        certificate: { kind: 'green', expiresOn: '2029-06-30', number: 'SC-2041', photoUrl: newPhoto },
      }),
    );
    expect(again.json().certificate).toMatchObject({
      status: 'pending',
      rejectionReason: null,
      photoUrl: newPhoto,
    });
    submittedAt = again.json().certificate.submittedAt;
  });

  it('refuses to approve a certificate changed since the administrator opened it (409)', async () => {
    const res = await call(admin, 'POST', `/v1/admin/vehicle-certificates/${vehicle.id}/approve`, {
      submittedAt: new Date(0).toISOString(),
    });
    expect(res.statusCode).toBe(409);
  });

  it('is approved, recorded in the audit trail; changing its expiry sends it back to pending', async () => {
    const res = await call(admin, 'POST', `/v1/admin/vehicle-certificates/${vehicle.id}/approve`, {
      submittedAt,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().certificate.status).toBe('verified');
    const trail = await t.database.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.targetUserId, guest.id), eq(adminActions.actorId, admin.id)));
    expect(trail.map((a) => a.action)).toEqual(['vehicle.rejectCertificate', 'vehicle.approveCertificate']);
    expect(trail[1]!.details).toMatchObject({ registration: 'KZT123', kind: 'green' });

    const rules = rulesViewOf(await vehicleForBooking(t.database.db, guest.id, vehicle.id));
    expect(rules).toEqual({
      type: 'motorhome',
      lengthMetres: 7.5,
      certificate: { kind: 'green', expiresOn: '2029-06-30', status: 'verified' },
    });
    await expect(vehicleForBooking(t.database.db, otherGuest.id, vehicle.id)).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('removes a vehicle from the list', async () => {
    const car = (
      await call(guest, 'POST', `/v1/users/${guest.id}/vehicles`, {
        type: 'car-and-tent',
        lengthMetres: 4.5,
        registration: 'HJK77',
        certificate: null,
      })
    ).json();
    const left = await call(guest, 'DELETE', `/v1/users/${guest.id}/vehicles/${car.id}`);
    expect(left.statusCode).toBe(200);
    expect(left.json().items.map((v: VehicleDto) => v.id)).toEqual([vehicle.id]);
    expect((await call(guest, 'DELETE', `/v1/users/${guest.id}/vehicles/${car.id}`)).statusCode).toBe(404);
  });

  describe('booking with a vehicle', () => {
    const date = addDays(todayInAuckland(), 20);
    const book = (who: Actor, extra: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/locations/${locationId}/bookings`,
        headers: { ...who.headers, 'idempotency-key': randomUUID() },
        payload: { bookings: [{ siteId, date }], ...extra },
      });

    it('refuses a vehicle that is not the guest’s own, in the booking and the quote, and books nothing', async () => {
      const res = await book(otherGuest, { vehicleId: vehicle.id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'vehicles.notYours', field: 'vehicleId' });
      expect(await t.database.db.select().from(payments).where(eq(payments.guestId, otherGuest.id))).toEqual(
        [],
      );
      const quote = await t.app.inject({
        method: 'POST',
        url: `/v1/locations/${locationId}/bookings/quote`,
        headers: otherGuest.headers,
        payload: { bookings: [{ siteId, date }], code: 'ANYCODE', vehicleId: vehicle.id },
      });
      expect(quote.statusCode).toBe(400);
      expect(quote.json().code).toBe('vehicles.notYours');
    });

    it('stores the vehicle with the stay; its host sees the vehicle and badge, nobody else sees it', async () => {
      const res = await book(guest, { vehicleId: vehicle.id });
      expect(res.statusCode).toBe(201);
      const paymentId = res.json().paymentId;
      const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, paymentId));
      expect(payment!.vehicleId).toBe(vehicle.id);
      const [night] = await t.database.db.select().from(bookings).where(eq(bookings.paymentId, paymentId));
      expect(night!.guestVehicleRegistration).toBe('KZT123');

      const hosted = await call(host, 'GET', `/v1/bookings?host=${host.id}`);
      expect(hosted.statusCode, hosted.body).toBe(200);
      const row = hosted.json().items.find((n: { stayId: string }) => n.stayId === paymentId);
      expect(row.guestVehicle).toEqual({
        registration: 'KZT123',
        vehicle: {
          type: 'motorhome',
          lengthMetres: 7.5,
          registration: 'KZT123',
          certificate: { kind: 'green', expiresOn: '2029-06-30', status: 'verified' },
        },
      });
      // The host sees the badge's facts, never the certificate's number or photo.
      expect(hosted.body).not.toContain('SC-2041');
      expect(hosted.body).not.toContain('/uploads/');

      // Another host, another guest and a visitor cannot reach the stay's vehicle.
      expect((await call(otherHost, 'GET', `/v1/bookings?host=${host.id}`)).statusCode).toBe(404);
      expect((await call(otherGuest, 'GET', `/v1/bookings?guest=${guest.id}`)).statusCode).toBe(404);
      expect((await call(null, 'GET', `/v1/bookings?host=${host.id}`)).statusCode).toBe(401);
      const theirs = await call(otherGuest, 'GET', '/v1/bookings');
      expect(theirs.body).not.toContain('KZT123');

      // The guest sees their own stay's vehicle too.
      const trips = await call(guest, 'GET', '/v1/bookings');
      expect(trips.json().items[0].guestVehicle.vehicle.registration).toBe('KZT123');
    });
  });
});

describe('certificate photos (decision 045)', () => {
  /** A real upload through POST /v1/images: its files are on disk and served under its url. */
  async function uploadPhoto(owner: Actor) {
    const data = await sharp({
      create: { width: 400, height: 260, channels: 3, background: { r: 27, g: 107, b: 58 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'certificate.png');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/images',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { ...owner.headers, 'content-type': request.headers.get('content-type')! },
    });
    expect(res.statusCode).toBe(200);
    const [uploaded] = res.json() as { id: string; url: string }[];
    const [row] = await t.database.db.select().from(images).where(eq(images.id, uploaded!.id));
    // Every file of the image: its original and each web size.
    const files = [`/uploads/${row!.storageKey}`, ...Object.values(row!.variants)];
    return { ...uploaded!, files };
  }
  type Photo = Awaited<ReturnType<typeof uploadPhoto>>;

  /** The status each of the photo's files answers with, and whether its row is still there. */
  async function stateOf(photo: Photo) {
    const statuses = new Set<number>();
    for (const url of photo.files) statuses.add((await t.app.inject({ method: 'GET', url })).statusCode);
    const rows = await t.database.db.select().from(images).where(eq(images.id, photo.id));
    return { files: [...statuses], row: rows.length === 1 };
  }
  const kept = { files: [200], row: true };
  const gone = { files: [404], row: false };

  const withPhoto = (photo: Photo, registration: string) =>
    motorhome({
      registration,
      certificate: { kind: 'green', expiresOn: '2029-06-30', number: 'SC-7701', photoUrl: photo.url },
    });
  const vehiclesOf = (owner: Actor) => `/v1/users/${owner.id}/vehicles`;

  it('deletes a replaced photo once no vehicle shows it, and keeps the one in use', async () => {
    const owner = await signUp(t, `photos-${randomUUID().slice(0, 8)}@example.test`);
    const [first, second] = [await uploadPhoto(owner), await uploadPhoto(owner)];
    expect(first.files.length).toBeGreaterThan(1);
    const a = (await call(owner, 'POST', vehiclesOf(owner), withPhoto(first, 'PHO1'))).json() as VehicleDto;
    const b = (await call(owner, 'POST', vehiclesOf(owner), withPhoto(first, 'PHO2'))).json() as VehicleDto;
    expect(await stateOf(first)).toEqual(kept);

    // The first vehicle's photo is replaced: the other vehicle still shows the old one.
    const replaced = await call(owner, 'PUT', `${vehiclesOf(owner)}/${a.id}`, withPhoto(second, 'PHO1'));
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().certificate.photoUrl).toBe(second.url);
    expect(await stateOf(first)).toEqual(kept);

    // And then the other's: nothing shows the first photo any more.
    expect(
      (await call(owner, 'PUT', `${vehiclesOf(owner)}/${b.id}`, withPhoto(second, 'PHO2'))).statusCode,
    ).toBe(200);
    expect(await stateOf(first)).toEqual(gone);
    expect(await stateOf(second)).toEqual(kept);

    // A certificate taken off a vehicle lets go of its photo too.
    expect(
      (
        await call(owner, 'PUT', `${vehiclesOf(owner)}/${a.id}`, {
          ...withPhoto(second, 'PHO1'),
          certificate: null,
        })
      ).statusCode,
    ).toBe(200);
    expect(await stateOf(second)).toEqual(kept);
    expect(
      (
        await call(owner, 'PUT', `${vehiclesOf(owner)}/${b.id}`, {
          ...withPhoto(second, 'PHO2'),
          certificate: null,
        })
      ).statusCode,
    ).toBe(200);
    expect(await stateOf(second)).toEqual(gone);
  });

  it('deletes the photo with its vehicle, unless the guest’s profile shows the same upload', async () => {
    const owner = await signUp(t, `photos-gone-${randomUUID().slice(0, 8)}@example.test`);
    const [photo, portrait] = [await uploadPhoto(owner), await uploadPhoto(owner)];
    await t.database.db.update(users).set({ image: portrait.url }).where(eq(users.id, owner.id));
    const a = (await call(owner, 'POST', vehiclesOf(owner), withPhoto(photo, 'GON1'))).json() as VehicleDto;
    const b = (
      await call(owner, 'POST', vehiclesOf(owner), withPhoto(portrait, 'GON2'))
    ).json() as VehicleDto;

    expect((await call(owner, 'DELETE', `${vehiclesOf(owner)}/${a.id}`)).statusCode).toBe(200);
    expect(await stateOf(photo)).toEqual(gone);
    expect((await call(owner, 'DELETE', `${vehiclesOf(owner)}/${b.id}`)).statusCode).toBe(200);
    expect(await stateOf(portrait)).toEqual(kept);
    // The removed vehicle keeps its certificate (a stay booked with it shows it) without the photo.
    const [row] = await t.database.db.select().from(vehicles).where(eq(vehicles.id, a.id));
    expect(row).toMatchObject({ certificateKind: 'green', certificatePhotoId: null });
    expect(row!.removedAt).not.toBeNull();
  });
});
