// The search with a centre runs one prepared statement per shape (decision 025). Its answers are
// those of a plain nearest-first search whatever the tag, and on PostgreSQL no plan it may be given,
// custom or generic, reads a number of listings that grows with the table for a rare tag.

import type pg from 'pg';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm, type LatLng } from '../../../domain/geo';
import { roundCoordinate } from '../../../domain/privacy';
import { queryRows } from '../../db/client';
import { seedScale } from '../../db/seed/scale';
import { createLocation, createTag } from '../../testing/fixtures';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { locationSearchResultSchema } from '../../../domain/schemas/locations';
import { NEAREST_WALK, nearbySearchQuery, type SearchCriteria } from './locations.repository';

const LOCATIONS = 6000;
const auckland = { latitude: -36.85, longitude: 174.76 };
const invercargill = { latitude: -46.41, longitude: 168.35 };

let t: TestContext;
/** A tag most seeded listings have. */
let common: number;
/** A tag on 30 listings over the whole country: fewer than a search's 50. */
let few: number;
/** A tag on one listing, at the far end of the country from Auckland. */
let one: number;
/** A tag on no listing at all. */
let none: number;
let activeListings: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedScale(t.database, { locations: LOCATIONS, seed: 3, log: () => {} });
  const [water] = await queryRows<{ id: number }>(
    db,
    sql`select id from tags where label = 'site_feature:water'`,
  );
  common = water!.id;
  few = (await createTag(db, 'test:few')).id;
  one = (await createTag(db, 'test:one')).id;
  none = (await createTag(db, 'test:none')).id;
  await db.execute(
    sql`update locations set tag_ids = tag_ids || ${few}::int
        where id in (select id from locations where status = 'active' order by id desc limit 30)`,
  );
  await createLocation(db, { name: 'Southern Paddock', ...invercargill, tagIds: [one] });
  await db.execute(sql`analyze locations`);
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from locations where status = 'active'`,
  );
  activeListings = count!.n;
}, 180_000);
afterAll(() => t.close());

async function search(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/v1/locations?${query}` });
  expect(res.statusCode).toBe(200);
  return locationSearchResultSchema.parse(res.json()).items;
}

const near = (centre: LatLng) => `latitude=${centre.latitude}&longitude=${centre.longitude}`;

const publicOf = (r: LatLng) => ({
  latitude: roundCoordinate(r.latitude),
  longitude: roundCoordinate(r.longitude),
});

/**
 * What a plain nearest-first search answers: the active listings with the tag, by the distance to
 * their public positions (decision 030), as `[id, km]`.
 */
async function expected(tag: number, centre: LatLng, limit: number, withinKm?: number) {
  const rows = await queryRows<{ id: number; latitude: number; longitude: number }>(
    t.database.db,
    sql`select id, latitude, longitude from locations where status = 'active' and tag_ids @> array[${tag}::int]`,
  );
  return rows
    .map((r) => ({ id: r.id, km: distanceKm(centre, publicOf(r)) }))
    .filter((r) => withinKm === undefined || r.km <= withinKm)
    .sort((a, b) => a.km - b.km)
    .slice(0, limit);
}

/**
 * The answer is the plain search's: the same distances in the same order, each its own listing's.
 * Listings at one public position are equally near, and may come in either order.
 */
async function expectPlainAnswer(
  items: { id: number; distance: number | null }[],
  tag: number,
  centre: LatLng,
  limit: number,
  withinKm?: number,
) {
  const want = await expected(tag, centre, limit, withinKm);
  expect(items).toHaveLength(want.length);
  items.forEach((item, i) => expect(item.distance).toBeCloseTo(want[i]!.km, 6));
  const all = new Map((await expected(tag, centre, Infinity, withinKm)).map((r) => [r.id, r.km]));
  for (const item of items) expect(item.distance).toBeCloseTo(all.get(item.id)!, 6);
}

describe('search with a centre and tags (one prepared statement)', () => {
  it('gives the nearest listings with a common tag, nearest first', async () => {
    const items = await search(`${near(auckland)}&tags=${common}&limit=50`);
    await expectPlainAnswer(items, common, auckland, 50);
  });

  it('gives every listing with a tag on fewer listings than the limit, nearest first', async () => {
    const items = await search(`${near(auckland)}&tags=${few}&limit=50`);
    expect(items).toHaveLength(30);
    await expectPlainAnswer(items, few, auckland, 50);
  });

  it('finds the one listing with a tag far beyond the nearest listings it walks', async () => {
    const items = await search(`${near(auckland)}&tags=${one}`);
    expect(items.map((i) => i.name)).toEqual(['Southern Paddock']);
    expect(items[0]!.distance).toBeGreaterThan(1000);
  });

  it('keeps a radius with a rare tag', async () => {
    const items = await search(`${near(auckland)}&tags=${few}&radius=400&limit=50`);
    await expectPlainAnswer(items, few, auckland, 50, 400);
    expect(items.every((i) => i.distance! <= 400)).toBe(true);
  });

  it('lists closest first by the distances it shows, for any centre, tag, radius and limit (decision 030)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          latitude: fc.double({ min: -46.5, max: -34.5, noNaN: true }),
          longitude: fc.double({ min: 166.5, max: 178.5, noNaN: true }),
        }),
        fc.constantFrom(common, few),
        fc.option(fc.integer({ min: 5, max: 500 }), { nil: undefined }),
        fc.integer({ min: 1, max: 100 }),
        async (centre, tag, radius, limit) => {
          const query = `${near(centre)}&tags=${tag}&limit=${limit}${radius ? `&radius=${radius}` : ''}`;
          const items = await search(query);
          const distances = items.map((i) => i.distance!);
          expect(distances).toEqual([...distances].sort((a, b) => a - b));
          await expectPlainAnswer(items, tag, centre, limit, radius);
        },
      ),
      { numRuns: 30, seed: 30 },
    );
  });

  // How much such a search reads is asserted from its plan on PostgreSQL below, not from a clock.
  it('answers a tag on no listing with nothing after enough runs for a generic plan', async () => {
    for (const tag of [common, few, one, common, few, one, common]) {
      await search(`${near(invercargill)}&tags=${tag}`);
    }
    expect(await search(`${near(auckland)}&tags=${none}`)).toEqual([]);
  });
});

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
};

/** Every node of a plan. */
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe.runIf(process.env.TEST_DATABASE_URL)('the prepared search statement on PostgreSQL', () => {
  let client: pg.PoolClient;
  beforeAll(async () => {
    const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
    client = await pool.connect();
  });
  afterAll(async () => {
    await client.query('reset plan_cache_mode');
    client.release();
  });

  const criteria = (centre: LatLng, tag: number): SearchCriteria & { centre: LatLng } => ({
    centre,
    withinMetres: null,
    tagIds: [tag],
    type: null,
    text: null,
    status: 'active',
    limit: 50,
  });

  const run = (c: SearchCriteria & { centre: LatLng }) => {
    const query = nearbySearchQuery(t.database.db, c);
    return client.query({ name: query.name, text: query.text, values: query.values });
  };

  /** The rows the plan read from locations, and the buffers it touched, running the same statement. */
  async function explain(c: SearchCriteria & { centre: LatLng }) {
    const query = nearbySearchQuery(t.database.db, c);
    const literals = query.values.map((v) =>
      typeof v === 'number' ? String(v) : client.escapeLiteral(String(v)),
    );
    const { rows } = await client.query<{
      'QUERY PLAN': [{ Plan: PlanNode & { 'Shared Hit Blocks': number } }];
    }>(`explain (analyze, buffers, format json) execute ${query.name}(${literals.join(', ')})`);
    const plan = rows[0]!['QUERY PLAN'][0].Plan;
    const scans = nodesOf(plan).filter((n) => n['Relation Name'] === 'locations');
    const rowsRead = scans.reduce(
      (sum, n) =>
        sum +
        (n['Actual Rows'] + (n['Rows Removed by Filter'] ?? 0) + (n['Rows Removed by Index Recheck'] ?? 0)) *
          n['Actual Loops'],
      0,
    );
    return { rowsRead, scanTypes: scans.map((n) => n['Node Type']), buffers: plan['Shared Hit Blocks'] };
  }

  it('is planned once: PostgreSQL keeps its generic plan after five runs', async () => {
    for (const tag of [common, few, one, none, common, few, common]) await run(criteria(auckland, tag));
    const query = nearbySearchQuery(t.database.db, criteria(auckland, common));
    const { rows } = await client.query<{ generic_plans: string }>(
      'select generic_plans from pg_prepared_statements where name = $1',
      [query.name],
    );
    expect(Number(rows[0]!.generic_plans)).toBeGreaterThan(0);
  });

  it.each(['force_generic_plan', 'force_custom_plan'])(
    'with %s, reads at most two nearest-first walks for a tag on no listing, and little for a common one',
    async (mode) => {
      await run(criteria(auckland, common));
      await client.query(`set plan_cache_mode = ${mode}`);
      // At most the walk and its second look at where it stopped: less than the table.
      const bound = 2 * NEAREST_WALK;
      expect(activeListings).toBeGreaterThan(bound + 1000);

      const nowhere = await explain(criteria(auckland, none));
      expect(nowhere.scanTypes).not.toContain('Seq Scan');
      // The walk also steps over the unlisted listings near the centre (other tests may add some
      // meanwhile: counted after the plan ran, so never fewer than it met).
      const { rows: unlisted } = await client.query<{ n: number }>(
        "select count(*)::int as n from locations where status <> 'active'",
      );
      expect(nowhere.rowsRead).toBeLessThanOrEqual(bound + 2 * unlisted[0]!.n);
      expect(nowhere.buffers).toBeLessThan(2 * bound);

      const everywhere = await explain(criteria(auckland, common));
      expect(everywhere.scanTypes).not.toContain('Seq Scan');
      expect(everywhere.rowsRead).toBeLessThan(500);
    },
  );
});
