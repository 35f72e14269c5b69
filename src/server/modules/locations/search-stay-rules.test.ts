// Search by dates and the host rules (issue 27, decision 046): a place is found for a stay only when
// some site's effective rules take it (minimum and maximum nights, the booking window, the same-day
// cut-off, the 90-day cap), as the calendar and the booking do. PGlite by default, PostgreSQL with
// TEST_DATABASE_URL.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { aucklandWallClock } from '../../../domain/arrival';
import { addDays, todayInAuckland, type IsoDate } from '../../../domain/dates';
import { locationSearchResultSchema, locationSearchQuerySchema } from '../../../domain/schemas/locations';
import { lastBookableNight } from '../../../domain/stay-rules';
import { sites } from '../../db/schema';
import { createLocation, type LocationSpec } from '../../testing/fixtures';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { getAvailability, searchLocations } from './locations.service';

let t: TestContext;
const today = todayInAuckland();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each test's places sit around their own centre, so one test's search sees only its own.
let group = 0;
function centre() {
  group += 1;
  return { latitude: -36.5 - group * 1.0, longitude: 174.7 };
}

const place = (at: { latitude: number; longitude: number }, name: string, spec: LocationSpec = {}) =>
  createLocation(t.database.db, { name, ...at, ...spec });

/** The names found by GET /v1/locations around `at` for a stay, each with its total. */
async function found(at: { latitude: number; longitude: number }, arrival: IsoDate, departure: IsoDate) {
  const res = await t.app.inject({
    url: `/v1/locations?latitude=${at.latitude}&longitude=${at.longitude}&radius=20&arrival=${arrival}&departure=${departure}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const items = locationSearchResultSchema.strict().parse(res.json()).items;
  return Object.fromEntries(items.map((item) => [item.name, item.stayTotal]));
}

describe('GET /v1/locations with dates and the host rules', () => {
  it('leaves out a place whose minimum or maximum nights refuse the stay, and finds it when they take it', async () => {
    const at = centre();
    await place(at, 'Three Or More', { stayRules: { minNights: 3 }, sites: [{ price: 2000 }] });
    await place(at, 'Two At Most', { stayRules: { maxNights: 2 }, sites: [{ price: 2000 }] });
    await place(at, 'Two In 90 Days', { stayRules: { maxNightsPer90Days: 2 }, sites: [{ price: 2000 }] });
    // The cheap site wants three nights; the dearer one inherits the property's one.
    await place(at, 'Mixed Sites', {
      sites: [
        { name: 'Cheap', price: 1000, stayRules: { minNights: 3 } },
        { name: 'Dear', price: 3000 },
      ],
    });
    await place(at, 'No Rules', { sites: [{ price: 2500 }] });

    const arrival = addDays(today, 10);
    expect(await found(at, arrival, addDays(arrival, 2))).toEqual({
      'Two At Most': 4000,
      'Two In 90 Days': 4000,
      'Mixed Sites': 6000,
      'No Rules': 5000,
    });
    expect(await found(at, arrival, addDays(arrival, 3))).toEqual({
      'Three Or More': 6000,
      'Mixed Sites': 3000,
      'No Rules': 7500,
    });
  });

  it('follows a site’s rules as soon as they are saved', async () => {
    const at = centre();
    const farm = await place(at, 'Changing Farm', { sites: [{ price: 2000 }] });
    const arrival = addDays(today, 12);
    expect(await found(at, arrival, addDays(arrival, 1))).toEqual({ 'Changing Farm': 2000 });

    await t.database.db
      .update(sites)
      .set({ stayRules: { minNights: 2 } })
      .where(eq(sites.id, farm.sites[0]!.id));
    expect(await found(at, arrival, addDays(arrival, 1))).toEqual({});
    expect(await found(at, arrival, addDays(arrival, 2))).toEqual({ 'Changing Farm': 4000 });
  });

  it('finds a stay whose last night is the booking window’s last, and not one a night beyond', async () => {
    const at = centre();
    const oneMonth = await place(at, 'One Month Ahead', {
      stayRules: { bookAheadMonths: 1 },
      sites: [{ price: 2000 }],
    });
    await place(at, 'A Year Ahead', { sites: [{ price: 2500 }] });
    // A site that overrides the property's window with a longer one is found beyond it.
    const further = await place(at, 'Site Goes Further', {
      stayRules: { bookAheadMonths: 1 },
      sites: [{ price: 3000, stayRules: { bookAheadMonths: 2 } }],
    });
    const last = lastBookableNight({ bookAheadMonths: 1 }, today);

    expect(await found(at, addDays(last, -1), addDays(last, 1))).toEqual({
      'One Month Ahead': 4000,
      'A Year Ahead': 5000,
      'Site Goes Further': 6000,
    });
    expect(await found(at, last, addDays(last, 2))).toEqual({
      'A Year Ahead': 5000,
      'Site Goes Further': 6000,
    });

    // The calendars agree: the night after the window's last is closed, unless the site goes further.
    const states = async (id: number) =>
      (
        await getAvailability(t.database.db, id, { from: last, to: addDays(last, 1) }, null)
      ).sites[0]!.nights.map((night) => night.state);
    expect(await states(oneMonth.id)).toEqual(['available', 'unavailable']);
    expect(await states(further.id)).toEqual(['available', 'available']);
  });
});

describe('search by dates at the same-day cut-off', () => {
  // The search's clock: the route asks with the time it is, a test with the instant it names.
  const search = (at: { latitude: number; longitude: number }, arrival: IsoDate, now: Date) =>
    searchLocations(
      t.database.db,
      locationSearchQuerySchema.parse({
        ...at,
        radius: 20,
        arrival,
        departure: addDays(arrival, 2),
      }),
      null,
      now,
    ).then((json) => (JSON.parse(json) as { items: { name: string }[] }).items.map((item) => item.name));

  it('leaves out a place for a stay from tonight from its cut-off minute, New Zealand time', async () => {
    const at = centre();
    const cutoff = await place(at, 'Book By Five', { stayRules: { sameDayCutoff: '17:00' } });
    await place(at, 'Book Any Time');
    // 27 September 2026, the day daylight saving starts: 17:00 in New Zealand is 04:00 UTC.
    const day = '2026-09-27';
    const atFive = aucklandWallClock(day, 17);
    expect(atFive.toISOString()).toBe('2026-09-27T04:00:00.000Z');
    const minuteBefore = new Date(atFive.getTime() - 60_000);

    expect((await search(at, day, minuteBefore)).sort()).toEqual(['Book Any Time', 'Book By Five']);
    expect(await search(at, day, atFive)).toEqual(['Book Any Time']);
    // Tomorrow's stay is not concerned.
    expect((await search(at, addDays(day, 1), atFive)).sort()).toEqual(['Book Any Time', 'Book By Five']);

    // The calendar agrees: tonight closes at the same minute.
    const tonight = async (now: Date) =>
      (await getAvailability(t.database.db, cutoff.id, { from: day, to: day }, null, now)).sites[0]!
        .nights[0]!.state;
    expect(await tonight(minuteBefore)).toBe('available');
    expect(await tonight(atFive)).toBe('unavailable');
  });
});
