import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_NIGHTLY_PRICE_CENTS, MIN_NIGHTLY_PRICE_CENTS } from '../../../domain/constants';
import { fromPglite, pgliteExtensions, queryRows, type Database } from '../client';
import { migrate } from '../migrate';
import { locations, sites, tags } from '../schema';
import { islandAt } from './geo';
import { seedScale } from './scale';
import { TAG_DEFINITIONS } from './tags';

let database: Database;
const lines: string[] = [];

beforeAll(async () => {
  database = fromPglite(new PGlite({ extensions: pgliteExtensions }));
  await migrate(database);
  await seedScale(database, { locations: 3000, seed: 7, log: (line) => lines.push(line) });
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('seedScale', () => {
  it('creates the locations, each with 1 to 3 active sites', async () => {
    const [counts] = await database.db
      .select({
        locations: sql<number>`count(*)::int`,
        active: sql<number>`(count(*) filter (where ${locations.status} = 'active'))::int`,
        withoutSites: sql<number>`(count(*) filter (where not exists (select 1 from ${sites} where ${sites.locationId} = ${locations.id})))::int`,
      })
      .from(locations);
    expect(counts).toMatchObject({ locations: 3000, withoutSites: 0 });
    expect(counts!.active / 3000).toBeGreaterThan(0.9);
    expect(counts!.active).toBeLessThan(3000);

    const perLocation = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sites)
      .groupBy(sites.locationId);
    expect(Math.min(...perLocation.map((r) => r.n))).toBe(1);
    expect(Math.max(...perLocation.map((r) => r.n))).toBe(3);
  });

  it("creates the catalogue tags in an empty database and tags locations with their sites' tags", async () => {
    const tagRows = await database.db.select().from(tags);
    expect(tagRows.map((t) => t.label).sort()).toEqual(TAG_DEFINITIONS.map((t) => t.label).sort());

    const [mismatch] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sites)
      .innerJoin(locations, sql`${locations.id} = ${sites.locationId}`)
      .where(sql`not (${locations.tagIds} @> ${sites.tagIds}) or ${sites.price} < ${locations.price}`);
    expect(mismatch!.n).toBe(0);

    const [range] = await database.db
      .select({ min: sql<number>`min(${sites.price})::int`, max: sql<number>`max(${sites.price})::int` })
      .from(sites);
    expect(range!.min).toBeGreaterThanOrEqual(MIN_NIGHTLY_PRICE_CENTS);
    expect(range!.max).toBeLessThanOrEqual(MAX_NIGHTLY_PRICE_CENTS);
  });

  it('writes each location’s sites as search by dates reads them', async () => {
    const [stale] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from locations where search_sites::text <> location_search_sites(id)::text
          or json_array_length(search_sites) <> (select count(*) from sites s where s.location_id = locations.id and s.status = 'active')`,
    );
    expect(stale!.n).toBe(0);
  });

  it('puts listings on land on both islands', async () => {
    const points = await database.db
      .select({ latitude: locations.latitude, longitude: locations.longitude })
      .from(locations);
    const islands = points.map((p) => islandAt(p.latitude, p.longitude));
    // A few may sit at a town centre just off the simplified coastline; nearly all are inland of it.
    expect(islands.filter((i) => i === null).length).toBeLessThan(points.length * 0.02);
    expect(islands.filter((i) => i === 'north').length).toBeGreaterThan(points.length * 0.3);
    expect(islands.filter((i) => i === 'south').length).toBeGreaterThan(points.length * 0.2);
  });

  it('reports progress and appends on a second run, reusing the tags', async () => {
    expect(lines.filter((line) => line.startsWith('seeded ')).at(-1)).toMatch(
      /^seeded 3,000 \/ 3,000 locations/,
    );
    await seedScale(database, { locations: 500, seed: 8, log: () => {} });
    const [counts] = await database.db.select({ n: sql<number>`count(*)::int` }).from(locations);
    expect(counts!.n).toBe(3500);
    const tagRows = await database.db.select().from(tags);
    expect(tagRows).toHaveLength(TAG_DEFINITIONS.length);
  });

  it('drops and rebuilds the search indexes around a large load, leaving them as they were', async () => {
    const fresh = fromPglite(new PGlite({ extensions: pgliteExtensions }));
    try {
      await migrate(fresh);
      const indexes = () =>
        queryRows(
          fresh.db,
          sql`select indexname, indexdef from pg_indexes where tablename in ('locations', 'sites') order by indexname`,
        );
      const before = await indexes();
      const progress: string[] = [];
      await seedScale(fresh, { locations: 10_000, log: (line) => progress.push(line) });
      expect(progress.some((line) => line.startsWith('rebuilt '))).toBe(true);
      expect(await indexes()).toEqual(before);
    } finally {
      await fresh.close();
    }
  }, 120_000);
});
