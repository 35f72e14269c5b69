// The admin area's location calls (issue 11) over a real database: the location table's search
// (GET /v1/admin/locations), a listing's admin summary (GET /v1/admin/locations/{id}), listing and
// unlisting from the table with the audit trail, a property's bookings for administrators, and
// non-product listings (POST /v1/admin/locations).

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { images, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { signUp, type Actor } from '../../testing/actors';
import { createBooking, createLocation } from '../../testing/fixtures';

let t: TestContext;
let admin: Actor;
let lister: Actor;
let host: Actor;
let guest: Actor;
/** A word no other listing's name holds, so each test finds only what it made. */
const word = () => `Kereru${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t, 'admin@admin-locations.test', { roles: ['administrator'] });
  lister = await signUp(t, 'lister@admin-locations.test', { roles: ['addpropertiesonly_administrator'] });
  host = await signUp(t, 'host@admin-locations.test', {
    accountValid: true,
    firstName: 'Hemi',
    lastName: 'Host',
  });
  await t.database.db.update(users).set({ phone: '+64 21 555 0101' }).where(eq(users.id, host.id));
  guest = await signUp(t, 'guest@admin-locations.test');
});
afterAll(() => t.close());

const get = (who: Actor | null, url: string) => t.app.inject({ url, headers: who ? who.headers : {} });
type Row = {
  id: number;
  name: string;
  type: string;
  status: string;
  city: string | null;
  host: { id: string; email: string } | null;
  siteCount: number;
  imageCount: number;
};
const search = async (who: Actor, query: Record<string, string>) => {
  const res = await get(who, `/v1/admin/locations?${new URLSearchParams(query)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Row[]; cursor: string | null };
};
const auditOf = async (locationId: number) => {
  const res = await get(admin, `/v1/admin/locations/${locationId}/audit`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: { action: string; actor: { email: string } | null }[] }).items;
};
const setStatus = (who: Actor, id: number, status: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/v1/locations/${id}/status`,
    headers: who.headers,
    payload: { status },
  });

describe('the admin location search', () => {
  it('finds listed and unlisted listings by name, town and host email, with what the table shows', async () => {
    const name = word();
    const listed = await createLocation(t.database.db, {
      ownerId: host.id,
      name: `${name} Farm`,
      city: 'Featherston',
      sites: [{}, {}],
    });
    const unlisted = await createLocation(t.database.db, {
      ownerId: host.id,
      name: `${name} Orchard`,
      status: 'inactive',
      images: [],
    });

    const byName = await search(admin, { freeFormQuery: name });
    expect(byName.items.map((r) => r.id)).toEqual([unlisted.id, listed.id]);
    expect(byName.items[1]).toMatchObject({
      name: `${name} Farm`,
      type: 'property',
      status: 'active',
      city: 'Featherston',
      host: { id: host.id, email: host.email },
      siteCount: 2,
      imageCount: 1,
    });
    expect(byName.items[0]).toMatchObject({ status: 'inactive', imageCount: 0 });
    expect(byName.cursor).toBeNull();

    // The spec's ACTIVE/INACTIVE, and lowercase.
    expect((await search(admin, { freeFormQuery: name, status: 'INACTIVE' })).items.map((r) => r.id)).toEqual(
      [unlisted.id],
    );
    expect((await search(admin, { freeFormQuery: name, status: 'active' })).items.map((r) => r.id)).toEqual([
      listed.id,
    ]);
    // The host's email finds their listings; the town finds the one there.
    const byEmail = await search(admin, { freeFormQuery: 'host@admin-locations' });
    expect(byEmail.items.map((r) => r.id)).toEqual(expect.arrayContaining([listed.id, unlisted.id]));
    expect(byEmail.items.every((r) => r.host?.id === host.id)).toBe(true);
    const byTown = await search(admin, { freeFormQuery: 'featherst' });
    expect(byTown.items.map((r) => r.id)).toContain(listed.id);
    expect(byTown.items.map((r) => r.id)).not.toContain(unlisted.id);
    // Like-patterns are text: a % matches only a %.
    expect((await search(admin, { freeFormQuery: `${name}%` })).items).toEqual([]);
  });

  it('finds names and towns with or without their macrons', async () => {
    const name = word();
    const lakeside = await createLocation(t.database.db, {
      ownerId: host.id,
      name: `${name} Ōtaki Stay`,
      city: 'Taupō',
    });
    for (const text of [`${name} otaki`, `${name} Ōtaki`, 'taupo', 'Taupō']) {
      const found = await search(admin, { freeFormQuery: text });
      expect(found.items.map((r) => r.id)).toContain(lakeside.id);
    }
    const [row] = (await search(admin, { freeFormQuery: `${name} otaki` })).items;
    expect(row).toMatchObject({ name: `${name} Ōtaki Stay`, city: 'Taupō' });
  });

  it('filters by type', async () => {
    const name = word();
    const campsite = await createLocation(t.database.db, {
      name: `${name} Camp`,
      type: 'commercial_campsite',
    });
    await createLocation(t.database.db, { name: `${name} Paddock` });
    const found = await search(lister, { freeFormQuery: name, type: 'commercial_campsite' });
    expect(found.items.map((r) => r.id)).toEqual([campsite.id]);
    expect((await get(admin, '/v1/admin/locations?type=castle')).statusCode).toBe(400);
  });

  it('pages 50 at a time, newest first, by cursor', async () => {
    const name = word();
    const ids: number[] = [];
    for (let i = 0; i < 53; i++) {
      ids.push((await createLocation(t.database.db, { name: `${name} ${i}`, sites: [], images: [] })).id);
    }
    const first = await search(admin, { freeFormQuery: name });
    expect(first.items).toHaveLength(50);
    expect(first.cursor).not.toBeNull();
    const second = await search(admin, { freeFormQuery: name, cursor: first.cursor! });
    expect(second.items).toHaveLength(3);
    expect(second.cursor).toBeNull();
    expect([...first.items, ...second.items].map((r) => r.id)).toEqual([...ids].reverse());
  });

  it('refuses everyone but those who manage any listing, and answers 404 for an unknown one', async () => {
    expect((await get(null, '/v1/admin/locations')).statusCode).toBe(401);
    expect((await get(guest, '/v1/admin/locations')).statusCode).toBe(403);
    expect((await get(host, '/v1/admin/locations')).statusCode).toBe(403);
    expect((await get(host, '/v1/admin/locations/1')).statusCode).toBe(403);
    const unknown = await get(admin, '/v1/admin/locations/2147483000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'locations.notFound' });
  });
});

describe('a listing’s admin summary', () => {
  it('gives its host’s name, email and phone, to the narrower administrator too', async () => {
    const location = await createLocation(t.database.db, { ownerId: host.id, name: word() });
    const res = await get(lister, `/v1/admin/locations/${location.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: location.id,
      name: location.name,
      host: { id: host.id, email: host.email, firstName: 'Hemi', lastName: 'Host', phone: '+64 21 555 0101' },
    });
  });
});

describe('listing and unlisting from the table', () => {
  it('records an administrator’s change on someone’s listing, once per change, and not the host’s own', async () => {
    const location = await createLocation(t.database.db, { ownerId: host.id, name: word() });

    expect((await setStatus(admin, location.id, 'inactive')).statusCode).toBe(200);
    // Unlisted: it leaves the public search and the admin table shows it so.
    const publicSearch = await t.app.inject({ url: `/v1/locations?freeFormQuery=${location.name}` });
    expect((publicSearch.json() as { items: unknown[] }).items).toEqual([]);
    expect((await search(admin, { freeFormQuery: location.name })).items[0]).toMatchObject({
      status: 'inactive',
    });
    // The same status again changes nothing, so nothing more is recorded.
    expect((await setStatus(admin, location.id, 'inactive')).statusCode).toBe(200);
    expect((await setStatus(lister, location.id, 'active')).statusCode).toBe(200);
    // The host's own changes are not an administrator's.
    expect((await setStatus(host, location.id, 'inactive')).statusCode).toBe(200);

    const trail = await auditOf(location.id);
    expect(trail.map((e) => [e.action, e.actor?.email])).toEqual([
      ['location.list', lister.email],
      ['location.unlist', admin.email],
    ]);
  });

  it('refuses to list a listing without a photo, and records nothing', async () => {
    const location = await createLocation(t.database.db, { name: word(), status: 'inactive', images: [] });
    const res = await setStatus(admin, location.id, 'active');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'property.listWithoutPhoto' });
    expect(await auditOf(location.id)).toEqual([]);
  });

  it('records an administrator’s save of someone’s property as an edit', async () => {
    const location = await createLocation(t.database.db, { ownerId: host.id, name: word() });
    const detail = (await get(admin, `/v1/locations/${location.id}`)).json() as {
      name: string;
      version: number;
      images: { id: string; url: string }[];
      propertyInformation: { sites: { id: number; name: string; spaces: number; price: number }[] };
    };
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/locations/${location.id}`,
      headers: admin.headers,
      payload: {
        name: `${detail.name} renamed`,
        description: 'A quiet paddock.',
        propertyType: 'Farm',
        address: { address: '1 Test Road', city: 'Wellington' },
        latitude: -41.29,
        longitude: 174.78,
        images: detail.images,
        propertyInformation: {
          sites: detail.propertyInformation.sites.map(({ id, name, spaces, price }) => ({
            id,
            name,
            spaces,
            price,
          })),
        },
        version: detail.version,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await auditOf(location.id)).map((e) => e.action)).toEqual(['location.update']);
  });
});

describe('a property’s bookings for administrators', () => {
  it('lists every guest’s nights at the property, 50 a page by cursor', async () => {
    const location = await createLocation(t.database.db, { ownerId: host.id, sites: [{ spaces: 100 }] });
    const other = await createLocation(t.database.db, { ownerId: host.id });
    const guests = [guest, await signUp(t, `other-guest-${randomUUID()}@admin-locations.test`)];
    for (let i = 0; i < 52; i++) {
      await createBooking(t.database.db, {
        locationId: location.id,
        siteId: location.sites[0]!.id,
        guestId: guests[i % 2]!.id,
        date: `2030-0${1 + (i % 9)}-1${i % 10}`,
      });
    }
    await createBooking(t.database.db, {
      locationId: other.id,
      siteId: other.sites[0]!.id,
      guestId: guest.id,
      date: '2030-01-01',
    });
    type Page = { items: { location: number; guest: string }[]; cursor: string | null };
    const first = await get(admin, `/v1/bookings?location=${location.id}`);
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json() as Page;
    expect(page1.items).toHaveLength(50);
    expect(new Set(page1.items.map((n) => n.guest)).size).toBe(2);
    const page2 = (
      await get(admin, `/v1/bookings?location=${location.id}&cursor=${page1.cursor}`)
    ).json() as Page;
    expect(page2.items).toHaveLength(2);
    expect(page2.cursor).toBeNull();
    expect([...page1.items, ...page2.items].every((n) => n.location === location.id)).toBe(true);
  });
});

describe('non-product listings', () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    type: 'freedom_campsite',
    name: word(),
    description: 'A gravel area by the river, with a long drop.',
    address: { address: '12 River Road, Ohakune', city: 'Ohakune', region: 'Manawatū-Whanganui' },
    latitude: -39.41,
    longitude: 175.4,
    website: 'https://example.com/river',
    ...overrides,
  });
  const create = (who: Actor, payload: object) =>
    t.app.inject({ method: 'POST', url: '/v1/admin/locations', headers: who.headers, payload });

  it('creates a listed campsite with no sites and no host, found by search with its type, and records it', async () => {
    const res = await create(lister, body());
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as {
      id: number;
      name: string;
      type: string;
      status: string;
      host: unknown;
      price: number | null;
      propertyInformation: { sites: unknown[] };
      website: string;
    };
    expect(created).toMatchObject({
      type: 'freedom_campsite',
      status: 'active',
      host: null,
      price: null,
      propertyInformation: { sites: [] },
      website: 'https://example.com/river',
    });

    const found = await t.app.inject({
      url: '/v1/locations?type=freedom_campsite&latitude=-39.41&longitude=175.4',
    });
    expect((found.json() as { items: { id: number; type: string }[] }).items[0]).toMatchObject({
      id: created.id,
      type: 'freedom_campsite',
    });
    expect((await auditOf(created.id)).map((e) => [e.action, e.actor?.email])).toEqual([
      ['location.create', lister.email],
    ]);
    // Nothing can be booked there: it has no site.
    const booking = await t.app.inject({
      method: 'POST',
      url: `/v1/locations/${created.id}/bookings`,
      headers: { ...guest.headers, 'idempotency-key': randomUUID() },
      payload: { bookings: [{ siteId: 1, date: '2999-01-01' }] },
    });
    expect(booking.statusCode).toBeGreaterThanOrEqual(400);
    expect(booking.statusCode).toBeLessThan(500);
  });

  it('takes photos by upload id, from any administrator’s uploads', async () => {
    const [upload] = await t.database.db
      .insert(images)
      .values({
        ownerId: host.id,
        storageKey: 'images/np/a.png',
        url: '/uploads/images/np/a.webp',
        contentType: 'image/png',
      })
      .returning({ id: images.id });
    const res = await create(admin, body({ type: 'commercial_campsite', images: [{ id: upload!.id }] }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ type: 'commercial_campsite', image: '/uploads/images/np/a.webp' });
  });

  it('refuses other kinds, a typed address and a place outside New Zealand, naming the field', async () => {
    const refused = async (payload: object) => {
      const res = await create(admin, payload);
      expect(res.statusCode, res.body).toBe(400);
      return res.json() as { code: string; field?: string };
    };
    expect(await refused(body({ type: 'property' }))).toMatchObject({
      code: 'adminLocations.typeRequired',
      field: 'type',
    });
    expect(await refused(body({ latitude: undefined }))).toMatchObject({
      code: 'property.addressFromList',
      field: 'latitude',
    });
    expect(await refused(body({ latitude: 51.5, longitude: -0.12 }))).toMatchObject({
      code: 'property.addressOutsideNz',
    });
    expect(await refused(body({ name: '' }))).toMatchObject({ code: 'property.nameRequired', field: 'name' });
    expect(await refused(body({ propertyInformation: { sites: [] } }))).toMatchObject({
      code: 'validation.unknownFields',
    });
  });

  it('is for administrators only', async () => {
    expect((await create(host, body())).statusCode).toBe(403);
    expect((await create(guest, body())).statusCode).toBe(403);
  });

  const save = (who: Actor, id: number, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/v1/admin/locations/${id}`, headers: who.headers, payload });

  it('is edited with its own fields at the version it was read at, and the edit is recorded', async () => {
    const created = (await create(admin, body())).json() as { id: number; version: number };
    const renamed = body({
      type: 'commercial_campsite',
      name: 'Riverside Holiday Park',
      website: '',
      version: created.version,
    });
    const res = await save(lister, created.id, renamed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Riverside Holiday Park',
      type: 'commercial_campsite',
      website: null,
      version: created.version + 1,
      propertyInformation: { sites: [] },
    });
    // Someone else saved after it was read: the second save of the same version is refused.
    const stale = await save(admin, created.id, { ...renamed, name: 'Another name' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'property.staleEdit' });
    expect((await auditOf(created.id)).map((e) => [e.action, e.actor?.email])).toEqual([
      ['location.update', lister.email],
      ['location.create', admin.email],
    ]);
  });

  it('is not how a hosted property is edited, and is for administrators only', async () => {
    const hosted = await createLocation(t.database.db, { ownerId: host.id });
    const refused = await save(admin, hosted.id, body({ version: 1 }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'adminLocations.notNonProduct' });
    const created = (await create(admin, body())).json() as { id: number; version: number };
    expect((await save(host, created.id, body({ version: created.version }))).statusCode).toBe(403);
    expect((await save(admin, 999_999, body({ version: 1 }))).statusCode).toBe(404);
  });
});
