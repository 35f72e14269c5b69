import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInAuckland } from '../../../domain/dates';
import { distanceKm } from '../../../domain/geo';
import { availabilityRules, sites } from '../../db/schema';
import { signUp, type Actor } from '../../testing/actors';
import { createBooking, createLocation, createTag, createUser } from '../../testing/fixtures';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { locationDetailSchema, locationSearchResultSchema } from '../../../domain/schemas/locations';

let t: TestContext;
let wifi: { id: number };
let power: { id: number };
let pets: { id: number };
const wellington = { latitude: -41.2865, longitude: 174.7762 };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  wifi = await createTag(db, 'site_feature:wifi', 'site_feature', 'Wifi');
  power = await createTag(db, 'site_feature:power', 'site_feature', 'Power');
  pets = await createTag(db, 'site_feature:pets', 'site_feature', 'Pets allowed');
  // Distances from Wellington: Lower Hutt ~13 km, Palmerston North ~130 km, Auckland ~490 km.
  await createLocation(db, {
    name: 'Auckland Vineyard',
    latitude: -36.8485,
    longitude: 174.7633,
    tagIds: [wifi.id, power.id],
  });
  await createLocation(db, {
    name: 'Hutt Farm',
    latitude: -41.2092,
    longitude: 174.9081,
    tagIds: [wifi.id],
    city: 'Lower Hutt',
  });
  await createLocation(db, {
    name: 'Manawatu Club',
    latitude: -40.3523,
    longitude: 175.6082,
    tagIds: [wifi.id, power.id, pets.id],
    type: 'commercial_campsite',
  });
  await createLocation(db, {
    name: 'Hidden Paddock',
    latitude: -41.3,
    longitude: 174.8,
    tagIds: [wifi.id, power.id],
    status: 'inactive',
  });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The search body is JSON written by the database: hold it to the published schema. */
async function search(query: string) {
  const res = await get(`/v1/locations?${query}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return locationSearchResultSchema.strict().parse(res.json()).items;
}

describe('GET /v1/locations', () => {
  const names = (items: { name: string }[]) => items.map((i) => i.name);

  it('lists active listings nearest first, with distances in km', async () => {
    const items = await search(`latitude=${wellington.latitude}&longitude=${wellington.longitude}`);
    expect(names(items)).toEqual(['Hutt Farm', 'Manawatu Club', 'Auckland Vineyard']);
    expect(items[0]!.distance).toBeGreaterThan(10);
    expect(items[0]!.distance).toBeLessThan(16);
    expect(items[2]!.distance).toBeGreaterThan(450);
    expect(items[2]!.distance).toBeLessThan(520);
  });

  it('gives the same distance as the haversine formula', async () => {
    const [hutt] = await search(`latitude=${wellington.latitude}&longitude=${wellington.longitude}&limit=1`);
    expect(hutt!.distance).toBeCloseTo(distanceKm(wellington, hutt!), 2);
  });

  it('combines tag filters with AND', async () => {
    expect(names(await search(`latitude=-41.28&longitude=174.77&tags=${wifi.id},${power.id}`))).toEqual([
      'Manawatu Club',
      'Auckland Vineyard',
    ]);
    expect(names(await search(`tags=${wifi.id},${power.id},${pets.id}`))).toEqual(['Manawatu Club']);
  });

  it('filters by type and by free text', async () => {
    expect(names(await search('type=commercial_campsite'))).toEqual(['Manawatu Club']);
    expect(names(await search('freeFormQuery=hutt'))).toEqual(['Hutt Farm']);
    expect(await search('freeFormQuery=%25')).toEqual([]);
  });

  it('matches names, towns and regions with or without their macrons, and shows them as written', async () => {
    const db = t.database.db;
    const lake = { latitude: -38.6857, longitude: 176.0702 };
    await createLocation(db, { name: 'Taupō Lakeside', city: 'Taupō', region: 'Waikato', ...lake });
    await createLocation(db, {
      name: 'Wanaka Hut',
      city: 'Wanaka',
      region: 'Otago',
      latitude: -44.7,
      longitude: 169.13,
    });
    await createLocation(db, {
      name: 'River Bend',
      city: 'Whanganui',
      region: 'Manawatū-Whanganui',
      // Far from Wellington, where the tests after this one search.
      latitude: -35.1,
      longitude: 173.3,
    });
    const centre = `latitude=${lake.latitude}&longitude=${lake.longitude}`;
    const find = async (text: string) => {
      const q = `freeFormQuery=${encodeURIComponent(text)}`;
      // Without a centre, and with one (its own prepared statement, decision 025).
      const [plain, near] = [names(await search(q)), names(await search(`${q}&${centre}`))];
      expect(near.slice().sort()).toEqual(plain.slice().sort());
      return plain;
    };
    for (const text of ['Taupo', 'Taupō', 'TAUPŌ', 'taupo lakeside', 'Taupo\u0304']) {
      expect(await find(text)).toEqual(['Taupō Lakeside']);
    }
    expect(await find('Wānaka')).toEqual(['Wanaka Hut']);
    expect(await find('manawatu-whanganui')).toEqual(['River Bend']);
  });

  it('never shows unlisted properties to the public, even when asked', async () => {
    const items = await search('status=inactive');
    expect(items.map((i) => i.status)).not.toContain('inactive');
  });

  it('keeps to the visible area when given a radius', async () => {
    const at = `latitude=${wellington.latitude}&longitude=${wellington.longitude}`;
    // Hutt Farm's public position is 14.07 km away (decision 012).
    expect(names(await search(`${at}&radius=14.1`))).toEqual(['Hutt Farm']);
    expect(names(await search(`${at}&radius=14`))).toEqual([]);
    expect(names(await search(`${at}&radius=12`))).toEqual([]);
    expect(names(await search(`${at}&radius=200`))).toEqual(['Hutt Farm', 'Manawatu Club']);
  });

  it('honours the limit', async () => {
    expect(await search('limit=2&latitude=-41&longitude=174')).toHaveLength(2);
  });

  it.each([
    ['latitude=abc&longitude=174', 'latitude'],
    ['latitude=-41', 'latitude'],
    ['latitude=-91&longitude=174', 'latitude'],
    ['latitude=-41&longitude=200', 'longitude'],
    ['tags=wifi', 'tags'],
    ['type=castle', 'type'],
    ['limit=0', 'limit'],
    ['radius=10', 'radius'],
    ['latitude=-41&longitude=174&radius=-1', 'radius'],
  ])('rejects %s naming %s', async (query, field) => {
    const res = await get(`/v1/locations?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    // The field is named in `field`, never in the words a person reads.
    expect(res.json().message).not.toContain(`${field}:`);
  });

  it('rejects an unknown tag naming the field', async () => {
    const res = await get(`/v1/locations?tags=${wifi.id},999999`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'tags', message: 'Unknown tag id(s): 999999' });
  });
});

describe('GET /v1/locations/{id}', () => {
  it('returns the listing with its images and active sites', async () => {
    const db = t.database.db;
    const loc = await createLocation(db, {
      name: 'Riverside Farm',
      noticePeriod: 1,
      images: ['/uploads/a.svg', '/uploads/b.svg'],
      sites: [
        { name: 'Creek', price: 3000 },
        { name: 'Old', status: 'deleted' },
        { name: 'Hill', price: 2000 },
      ],
    });
    const res = await get(`/v1/locations/${loc.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: loc.id, name: 'Riverside Farm', status: 'active' });
    expect(body.images.map((i: { url: string }) => i.url)).toEqual(['/uploads/a.svg', '/uploads/b.svg']);
    expect(body.propertyInformation.noticePeriod).toBe(1);
    expect(body.propertyInformation.sites.map((s: { name: string }) => s.name)).toEqual(['Creek', 'Hill']);
  });

  it('shows an unlisted property by its id, marked inactive', async () => {
    const loc = await createLocation(t.database.db, { name: 'Quiet Corner', status: 'inactive' });
    const res = await get(`/v1/locations/${loc.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('inactive');
  });

  it('answers 404 with a clear message for an unknown id', async () => {
    const res = await get('/v1/locations/987654');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/could not find that property/);
  });

  it('answers 400 for an id that is not a number', async () => {
    const res = await get('/v1/locations/abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('id');
  });
});

describe('GET /v1/locations/{id}/availability', () => {
  it('computes per site and night from rules, notice period and bookings', async () => {
    const db = t.database.db;
    const today = todayInAuckland();
    const guest = await createUser(db);
    const loc = await createLocation(db, {
      noticePeriod: 1,
      sites: [
        {
          name: 'Paddock',
          spaces: 1,
          price: 2000,
          rules: [
            { type: 'Date Range', dates: { from: addDays(today, 3), to: addDays(today, 4) }, spaces: 0 },
            {
              type: 'Date Range',
              dates: { from: addDays(today, 5), to: addDays(today, 5) },
              spaces: 1,
              price: 4500,
            },
          ],
        },
        { name: 'Orchard', spaces: 3, price: 1500 },
      ],
    });
    const [paddock, orchard] = loc.sites;
    await createBooking(db, {
      locationId: loc.id,
      siteId: paddock!.id,
      guestId: guest.id,
      date: addDays(today, 2),
    });
    await createBooking(db, {
      locationId: loc.id,
      siteId: paddock!.id,
      guestId: guest.id,
      date: addDays(today, 6),
      status: 'cancelled',
    });

    const res = await get(
      `/v1/locations/${loc.id}/availability?from=${addDays(today, -3)}&to=${addDays(today, 6)}`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ locationId: loc.id, today, noticePeriod: 1 });
    const states = body.sites[0].nights.map((n: { state: string }) => n.state);
    expect(states).toEqual([
      'gone',
      'gone', // three and two days ago
      'unavailable', // yesterday
      'unavailable', // today, inside one day's notice
      'available',
      'booked', // the only space is taken
      'unavailable',
      'unavailable', // closed by a rule
      'available', // priced by a rule
      'available', // a cancelled booking frees the space
    ]);
    expect(body.sites[0].nights[8]).toMatchObject({ price: 4500, available: true, spacesLeft: 1 });
    expect(body.sites[0].nights[4]).toMatchObject({ price: 2000 });
    expect(body.sites[1].siteId).toBe(orchard!.id);
    expect(body.sites[1].nights[4]).toMatchObject({ state: 'available', spacesLeft: 3, price: 1500 });
  });

  it('follows its sites as they change: names, order, status and rules', async () => {
    const db = t.database.db;
    const today = todayInAuckland();
    const loc = await createLocation(db, {
      sites: [
        { name: 'Creek', spaces: 2, price: 2000 },
        { name: 'Hill', spaces: 1, price: 1500 },
        { name: 'Barn', spaces: 1, price: 1000 },
      ],
    });
    const [creek, hill, barn] = loc.sites;
    const calendar = async () =>
      (await get(`/v1/locations/${loc.id}/availability?from=${today}&to=${addDays(today, 1)}`)).json() as {
        sites: { siteId: number; siteName: string; nights: { spacesLeft: number; price: number }[] }[];
      };
    expect((await calendar()).sites.map((s) => s.siteName)).toEqual(['Creek', 'Hill', 'Barn']);

    await db.update(sites).set({ name: 'Creek side' }).where(eq(sites.id, creek!.id));
    await db.update(sites).set({ position: -1 }).where(eq(sites.id, barn!.id));
    await db.update(sites).set({ status: 'inactive' }).where(eq(sites.id, hill!.id));
    await db.insert(availabilityRules).values({
      siteId: creek!.id,
      type: 'Date Range',
      dateFrom: today,
      dateTo: today,
      spaces: 5,
      price: 4000,
      position: 0,
    });

    const after = await calendar();
    expect(after.sites.map((s) => [s.siteId, s.siteName])).toEqual([
      [barn!.id, 'Barn'],
      [creek!.id, 'Creek side'],
    ]);
    expect(after.sites[1]!.nights.map((n) => [n.spacesLeft, n.price])).toEqual([
      [5, 4000],
      [2, 2000],
    ]);
  });

  it('defaults to 28 nights from today', async () => {
    const loc = await createLocation(t.database.db, {});
    const body = (await get(`/v1/locations/${loc.id}/availability`)).json();
    expect(body.from).toBe(todayInAuckland());
    expect(body.sites[0].nights).toHaveLength(28);
  });

  it('rejects from after to, naming from', async () => {
    const loc = await createLocation(t.database.db, {});
    const res = await get(`/v1/locations/${loc.id}/availability?from=2026-12-10&to=2026-12-01`);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('from');
  });

  it('rejects a window over 366 days, naming to', async () => {
    const loc = await createLocation(t.database.db, {});
    const res = await get(`/v1/locations/${loc.id}/availability?from=2026-01-01&to=2027-01-02`);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('to');
  });

  it('rejects a malformed date, naming the field', async () => {
    const loc = await createLocation(t.database.db, {});
    const res = await get(`/v1/locations/${loc.id}/availability?from=2026-02-30`);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('from');
  });

  it('answers 404 for an unknown location', async () => {
    const res = await get('/v1/locations/987654/availability');
    expect(res.statusCode).toBe(404);
  });
});

describe('where a property is (decision 012)', () => {
  // Nelson, with an exact position that two decimals cannot keep.
  const exact = { latitude: -41.27134, longitude: 173.28379 };
  const rounded = { latitude: -41.27, longitude: 173.28 };
  const street = '12 Hidden Gully Road, Nelson';
  const directions = 'Second gate past the woolshed; the code is 4321.';
  const siteDirections = 'Behind the big macrocarpa.';
  let property: { id: number };
  let host: Actor;
  let admin: Actor;
  let bookedGuest: Actor;
  let otherGuest: Actor;
  let cancelledGuest: Actor;

  beforeAll(async () => {
    const db = t.database.db;
    host = await signUp(t, 'host@privacy.test');
    admin = await signUp(t, 'admin@privacy.test', { roles: ['administrator'] });
    bookedGuest = await signUp(t, 'booked@privacy.test');
    otherGuest = await signUp(t, 'other@privacy.test');
    cancelledGuest = await signUp(t, 'cancelled@privacy.test');
    const loc = await createLocation(db, {
      name: 'Gully Hideaway',
      ...exact,
      address: street,
      postcode: '7010',
      city: 'Nelson',
      region: 'Nelson',
      directions,
      ownerId: host.id,
    });
    property = loc;
    await db.update(sites).set({ directions: siteDirections }).where(eq(sites.id, loc.sites[0]!.id));
    const night = { locationId: loc.id, siteId: loc.sites[0]!.id, date: addDays(todayInAuckland(), 5) };
    await createBooking(db, { ...night, guestId: bookedGuest.id });
    await createBooking(db, { ...night, guestId: cancelledGuest.id, status: 'cancelled' });
  });

  const detail = async (as?: Actor) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/locations/${property.id}`,
      headers: as?.headers,
    });
    expect(res.statusCode).toBe(200);
    return { res, body: locationDetailSchema.strict().parse(res.json()) };
  };

  it.each([
    ['a visitor', undefined],
    ['a guest without a booking there', () => otherGuest],
    ['a guest whose booking there was cancelled', () => cancelledGuest],
  ])('shows %s only the town and a position rounded to about a kilometre', async (_, who) => {
    const { res, body } = await detail(who?.());
    expect(body).toMatchObject({ city: 'Nelson', region: 'Nelson', ...rounded });
    expect(body.address).toBeNull();
    expect(body.directions).toBeNull();
    expect(body.propertyInformation.sites[0]!.directions).toBeNull();
    // Nothing exact anywhere in the answer, whatever field it might hide in.
    for (const secret of [street, 'Gully Road', '7010', 'woolshed', 'macrocarpa', '41.27134', '173.28379']) {
      expect(res.body).not.toContain(secret);
    }
    expect(res.headers['cache-control']).toBeUndefined();
  });

  it.each([
    ['the host', () => host],
    ['an admin', () => admin],
    ['a guest with a booking there', () => bookedGuest],
  ])('shows %s the exact address, position and directions', async (_, who) => {
    const { res, body } = await detail(who());
    expect(body.address).toEqual({
      address: street,
      postcode: '7010',
      country: 'nz',
      city: 'Nelson',
      ...exact,
    });
    expect(body.directions).toBe(directions);
    expect(body.propertyInformation.sites[0]!.directions).toBe(siteDirections);
    // The top-level position is the public one for everybody, so it means the same in every answer.
    expect(body).toMatchObject(rounded);
    // Meant for this person alone: no shared cache may keep it.
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('gives search results the public position, and distances to it', async () => {
    const centre = { latitude: -41.2706, longitude: 173.284 };
    const items = await search(
      `freeFormQuery=Gully&latitude=${centre.latitude}&longitude=${centre.longitude}&radius=5`,
    );
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject(rounded);
    // Measured to the exact spot this would be about 80 m; to the public one it is about 350 m.
    expect(items[0]!.distance).toBeCloseTo(distanceKm(centre, rounded), 6);
    expect(items[0]!.distance).toBeGreaterThan(0.3);
  });

  it('decides a radius by the public position, so the edge gives nothing exact away', async () => {
    // The exact spot is within 0.1 km of this centre; the public one is not.
    const centre = { latitude: -41.2706, longitude: 173.284 };
    const at = `freeFormQuery=Gully&latitude=${centre.latitude}&longitude=${centre.longitude}`;
    expect(distanceKm(centre, exact)).toBeLessThan(0.1);
    expect(await search(`${at}&radius=0.1`)).toEqual([]);
    expect(await search(`${at}&radius=0.4`)).toHaveLength(1);
  });

  it('orders by the public position, so closest first agrees with the distances shown (decision 030)', async () => {
    // By their exact spots North Rise (1.26 km) is nearer this centre than South Rise (1.66 km); by
    // their public ones South Rise (1.11 km) is nearer than North Rise (1.57 km).
    const db = t.database.db;
    const centre = { latitude: -45.0, longitude: 168.7 };
    const north = { latitude: -45.0, longitude: 168.716 };
    const south = { latitude: -45.0149, longitude: 168.7 };
    expect(distanceKm(centre, north)).toBeLessThan(distanceKm(centre, south));
    await createLocation(db, { name: 'North Rise', ...north });
    await createLocation(db, { name: 'South Rise', ...south });
    const at = `freeFormQuery=Rise&latitude=${centre.latitude}&longitude=${centre.longitude}`;
    for (const query of [at, `${at}&radius=5`, `${at}&limit=1`]) {
      const items = await search(query);
      expect(items[0]!.name).toBe('South Rise');
      expect(items[0]!.distance).toBeCloseTo(distanceKm(centre, { latitude: -45.01, longitude: 168.7 }), 6);
      expect(items.map((i) => i.distance)).toEqual(items.map((i) => i.distance).sort((x, y) => x! - y!));
    }
  });

  it('gives two properties at one public position one distance, whichever is nearer exactly', async () => {
    const db = t.database.db;
    await createLocation(db, { name: 'Twin East', latitude: -43.5301, longitude: 172.6349 });
    await createLocation(db, { name: 'Twin West', latitude: -43.5299, longitude: 172.6251 });
    for (const lng of [172.64, 172.62]) {
      const items = await search(`freeFormQuery=Twin&latitude=-43.53&longitude=${lng}`);
      expect(items.map((i) => i.name).sort()).toEqual(['Twin East', 'Twin West']);
      expect(items[0]!.distance).toBe(items[1]!.distance);
    }
  });
});
