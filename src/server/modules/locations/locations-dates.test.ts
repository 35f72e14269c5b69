// Searching by dates (issue 10, decision 020): GET /v1/locations with arrival and departure.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, MONTHS, todayInAuckland, WEEKDAYS } from '../../../domain/dates';
import { en } from '../../../domain/messages/en';
import { fr } from '../../../domain/messages/fr';
import { MAX_NIGHTS_PER_BOOKING } from '../../../domain/schemas/booking-create';
import { locationSearchResultSchema } from '../../../domain/schemas/locations';
import { MAX_STAY_NIGHTS } from '../../../domain/stay-search';
import { eq } from 'drizzle-orm';
import { availabilityRules, sites } from '../../db/schema';
import { createBooking, createLocation, createUser } from '../../testing/fixtures';
import { createTestApp, type TestContext } from '../../testing/test-app';

let t: TestContext;
const today = todayInAuckland();
// A stay of two nights, a week ahead: nights `arrival` and `arrival + 1`.
const arrival = addDays(today, 7);
const departure = addDays(today, 9);
// Each group of properties sits around its own centre, so one test's search sees only its own.
const centres = {
  filter: { latitude: -43.53, longitude: 172.64 },
  order: { latitude: -45.87, longitude: 170.5 },
  misc: { latitude: -39.49, longitude: 176.91 },
};
/**
 * A point `steps` public positions north of a centre, each 0.02° (about 2.2 km): search orders by
 * the public position (decision 030), so points closer than its rounding would be equally near.
 */
const north = (centre: { latitude: number; longitude: number }, steps: number) => ({
  latitude: centre.latitude + steps * 0.02,
  longitude: centre.longitude,
});

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function search(centre: { latitude: number; longitude: number }, query = '') {
  const res = await get(
    `/v1/locations?latitude=${centre.latitude}&longitude=${centre.longitude}&radius=50${query}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  // The body is JSON text written by the database and spliced by the service: hold it to the schema.
  return locationSearchResultSchema.strict().parse(res.json()).items;
}

const dated = (a = arrival, d = departure) => `&arrival=${a}&departure=${d}`;

describe('GET /v1/locations with arrival and departure', () => {
  it('keeps only properties with a site open every night, with the stay’s total on the cheapest', async () => {
    const db = t.database.db;
    const guest = await createUser(db);
    const c = centres.filter;
    // Open both nights, on a rule-priced second night: 2000 + 4500.
    const open = await createLocation(db, {
      name: 'Open Paddock',
      ...north(c, 1),
      sites: [
        {
          price: 2000,
          spaces: 1,
          rules: [
            {
              type: 'Date Range',
              dates: { from: addDays(arrival, 1), to: addDays(arrival, 1) },
              spaces: 1,
              price: 4500,
            },
          ],
        },
      ],
    });
    // Its only site is closed by a rule on the second night.
    await createLocation(db, {
      name: 'Closed Orchard',
      ...north(c, 2),
      sites: [
        {
          price: 1500,
          rules: [
            { type: 'Date Range', dates: { from: addDays(arrival, 1), to: addDays(arrival, 1) }, spaces: 0 },
          ],
        },
      ],
    });
    // Its only site is full on the first night: two spaces, two bookings.
    const full = await createLocation(db, { name: 'Full Farm', ...north(c, 3), sites: [{ spaces: 2 }] });
    for (let i = 0; i < 2; i++) {
      await createBooking(db, {
        locationId: full.id,
        siteId: full.sites[0]!.id,
        guestId: (await createUser(db)).id,
        date: arrival,
      });
    }
    // One site full, the other open: found, priced by the open one (3000 × 2), not the cheaper full one.
    const mixed = await createLocation(db, {
      name: 'Two Sites',
      ...north(c, 4),
      sites: [
        { name: 'Cheap', spaces: 1, price: 1000 },
        { name: 'Dear', spaces: 1, price: 3000 },
      ],
    });
    await createBooking(db, {
      locationId: mixed.id,
      siteId: mixed.sites[0]!.id,
      guestId: guest.id,
      date: addDays(arrival, 1),
    });
    // A cancelled booking frees its space; the cheaper of two open sites sets the total (1200 × 2).
    const freed = await createLocation(db, {
      name: 'Freed Space',
      ...north(c, 5),
      sites: [
        { spaces: 1, price: 2500 },
        { spaces: 1, price: 1200 },
      ],
    });
    await createBooking(db, {
      locationId: freed.id,
      siteId: freed.sites[1]!.id,
      guestId: guest.id,
      date: arrival,
      status: 'cancelled',
    });
    // A booking the night before arrival and on departure morning's night does not matter.
    const edges = await createLocation(db, { name: 'Edge Nights', ...north(c, 6), sites: [{ spaces: 1 }] });
    for (const date of [addDays(arrival, -1), departure]) {
      await createBooking(db, { locationId: edges.id, siteId: edges.sites[0]!.id, guestId: guest.id, date });
    }
    // Closed by a weekly rule on every night, whatever the weekday; an unlisted one; one with no site.
    await createLocation(db, {
      name: 'Closed Weekly',
      ...north(c, 7),
      sites: [
        {
          rules: [
            {
              type: 'Custom',
              days: [...WEEKDAYS],
              months: [...MONTHS],
              spaces: 0,
            },
          ],
        },
      ],
    });
    await createLocation(db, { name: 'Unlisted', ...north(c, 8), status: 'inactive' });
    await createLocation(db, { name: 'No Sites', ...north(c, 9), sites: [{ status: 'deleted' }] });

    const all = await search(c);
    expect(all.map((l) => l.name)).toEqual([
      'Open Paddock',
      'Closed Orchard',
      'Full Farm',
      'Two Sites',
      'Freed Space',
      'Edge Nights',
      'Closed Weekly',
      'No Sites',
    ]);
    // Without dates there is no stay to price.
    expect(all.every((l) => !('stayTotal' in l))).toBe(true);

    const found = await search(c, dated());
    expect(found.map((l) => [l.name, l.stayTotal])).toEqual([
      ['Open Paddock', 6500],
      ['Two Sites', 6000],
      ['Freed Space', 2400],
      ['Edge Nights', 5000],
    ]);
    // The rest of the summary is the plain search's, distance included.
    expect(found[0]).toEqual({ ...all[0], stayTotal: 6500 });
    expect(found[0]!.id).toBe(open.id);

    // One night, the first: the full farm is still full, the orchard is open then.
    const oneNight = await search(c, dated(arrival, addDays(arrival, 1)));
    expect(oneNight.map((l) => [l.name, l.stayTotal])).toEqual([
      ['Open Paddock', 2000],
      ['Closed Orchard', 1500],
      ['Two Sites', 1000],
      ['Freed Space', 1200],
      ['Edge Nights', 2500],
    ]);
  });

  it('keeps the nearest-first order and the limit, reading as many batches as it takes', async () => {
    const db = t.database.db;
    const c = centres.order;
    // Twelve properties 1..12 steps out; only every fourth (4, 8, 12) is open on the stay's nights.
    for (let km = 1; km <= 12; km++) {
      await createLocation(db, {
        name: `Place ${km}`,
        ...north(c, km),
        sites: [
          {
            price: 1000 + km * 100,
            rules:
              km % 4 === 0 ? [] : [{ type: 'Date Range', dates: { from: arrival, to: arrival }, spaces: 0 }],
          },
        ],
      });
    }
    expect((await search(c, dated())).map((l) => l.name)).toEqual(['Place 4', 'Place 8', 'Place 12']);
    // limit=1 reads two candidates first, then four, then eight: the first open one is the 4th.
    const [first] = await search(c, `${dated()}&limit=1`);
    expect(first).toMatchObject({ name: 'Place 4', stayTotal: 2 * 1400 });
    expect((await search(c, `${dated()}&limit=2`)).map((l) => l.name)).toEqual(['Place 4', 'Place 8']);
    // Other filters still apply.
    expect(await search(c, `${dated()}&freeFormQuery=Place%201`)).toMatchObject([{ name: 'Place 12' }]);
  });

  it('finds every open property once when many share one public position across batches', async () => {
    const db = t.database.db;
    const c = { latitude: -44.4, longitude: 171.25 };
    // Twelve properties in one rounding cell, so equally near: only every fourth is open.
    const open: number[] = [];
    for (let i = 1; i <= 12; i++) {
      const place = await createLocation(db, {
        name: `Cell ${i}`,
        latitude: c.latitude + 0.0004 * (i - 6),
        longitude: c.longitude + 0.0003 * (6 - i),
        sites: [
          {
            rules:
              i % 4 === 0 ? [] : [{ type: 'Date Range', dates: { from: arrival, to: arrival }, spaces: 0 }],
          },
        ],
      });
      if (i % 4 === 0) open.push(place.id);
    }
    const near = { latitude: c.latitude + 0.05, longitude: c.longitude };
    // limit=3 reads 6 candidates, then 7 more: the second batch starts inside the equally near ones.
    for (const limit of [1, 2, 3, 5]) {
      const items = await search(near, `${dated()}&limit=${limit}`);
      const ids = items.map((l) => l.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.every((id) => open.includes(id))).toBe(true);
      expect(ids).toHaveLength(Math.min(limit, 3));
      expect(new Set(items.map((l) => l.distance)).size).toBe(1);
    }
  });

  it('applies the notice period: a one-day-notice property cannot be booked for tonight', async () => {
    const db = t.database.db;
    const c = centres.misc;
    await createLocation(db, { name: 'Same Day', ...north(c, 1), noticePeriod: 0 });
    await createLocation(db, { name: 'Day Notice', ...north(c, 2), noticePeriod: 1 });
    const tonight = await search(c, dated(today, addDays(today, 1)));
    expect(tonight.map((l) => l.name)).toEqual(['Same Day']);
    const tomorrow = await search(c, dated(addDays(today, 1), addDays(today, 2)));
    expect(tomorrow.map((l) => l.name)).toEqual(['Same Day', 'Day Notice']);
  });

  it('follows a property’s sites and rules as soon as they change, whoever writes them', async () => {
    const db = t.database.db;
    const c = centres.misc;
    const place = await createLocation(db, {
      name: 'Changing Paddock',
      ...north(c, 20),
      sites: [
        { name: 'Gate', price: 2000 },
        { name: 'Creek', price: 3000 },
      ],
    });
    const found = async () => (await search(c, dated())).find((l) => l.id === place.id);
    expect((await found())?.stayTotal).toBe(4000);
    // The cheaper site closes for the stay: the other one is found, at its price.
    const [gate, creek] = place.sites;
    await db.insert(availabilityRules).values({
      siteId: gate!.id,
      type: 'Date Range',
      dateFrom: arrival,
      dateTo: departure,
      spaces: 0,
      price: 2000,
    });
    expect((await found())?.stayTotal).toBe(6000);
    // The other site is removed: nothing is open any more.
    await db.update(sites).set({ status: 'deleted' }).where(eq(sites.id, creek!.id));
    expect(await found()).toBeUndefined();
    // The rule goes: the first site is open again.
    await db.delete(availabilityRules).where(eq(availabilityRules.siteId, gate!.id));
    expect((await found())?.stayTotal).toBe(4000);
  });

  it('searches without a centre too, best rated first', async () => {
    const items = await search(centres.misc, dated(addDays(today, 1), addDays(today, 2)));
    const res = await get(`/v1/locations?limit=200${dated(addDays(today, 1), addDays(today, 2))}`);
    expect(res.statusCode).toBe(200);
    const names = locationSearchResultSchema
      .strict()
      .parse(res.json())
      .items.map((l) => l.name);
    for (const item of items) expect(names).toContain(item.name);
    expect(names).not.toContain('Closed Weekly');
  });
});

describe('GET /v1/locations refuses dates it cannot search', () => {
  const tooLong = addDays(arrival, MAX_STAY_NIGHTS + 1);
  it.each([
    [`arrival=${arrival}`, 'departure', en.locations.datesTogether],
    [`departure=${departure}`, 'arrival', en.locations.datesTogether],
    [`arrival=${arrival}&departure=${arrival}`, 'departure', en.locations.departureAfterArrival],
    [`arrival=${departure}&departure=${arrival}`, 'departure', en.locations.departureAfterArrival],
    [
      `arrival=${arrival}&departure=${tooLong}`,
      'departure',
      `A stay can be at most ${MAX_STAY_NIGHTS} nights.`,
    ],
    [`arrival=${addDays(today, -1)}&departure=${addDays(today, 1)}`, 'arrival', en.locations.arrivalPast],
    [
      `arrival=${addDays(today, 365)}&departure=${addDays(today, 367)}`,
      'departure',
      'Stays can be searched up to 366 days ahead.',
    ],
    [`arrival=2026-02-30&departure=${departure}`, 'arrival', en.validation.date],
    [`arrival=${arrival}&departure=tomorrow`, 'departure', en.validation.date],
  ])('%s answers 400 about %s', async (query, field, message) => {
    const res = await get(`/v1/locations?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, field, message });
  });

  it('takes the longest stay a booking can hold, and a last night on the last day bookings open', async () => {
    expect(MAX_STAY_NIGHTS).toBe(MAX_NIGHTS_PER_BOOKING);
    expect(
      (await get(`/v1/locations?${`arrival=${arrival}&departure=${addDays(arrival, 62)}`}`)).statusCode,
    ).toBe(200);
    const lastOpen = addDays(today, 365);
    expect(
      (await get(`/v1/locations?arrival=${lastOpen}&departure=${addDays(lastOpen, 1)}`)).statusCode,
    ).toBe(200);
  });

  it('answers with the code, in the caller’s language', async () => {
    const res = await get(`/v1/locations?arrival=${addDays(today, -3)}&departure=${today}`, {
      'accept-language': 'fr',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'locations.arrivalPast',
      field: 'arrival',
      message: fr.locations.arrivalPast,
    });
  });
});
