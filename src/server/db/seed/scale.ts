// Synthetic listings for benchmarks: N locations over New Zealand's land, each with 1-3 sites.
// Appends to whatever is there. Fast because it writes thousands of rows per statement.

import { eq, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { PROPERTY_TYPES } from '../../../domain/constants';
import { queryRows, type Database, type Db } from '../client';
import { clusterLocations } from '../maintenance';
import { locations, sites, tags } from '../schema';
import { propertyDescription, propertyName, ROAD_KINDS, ROAD_NAMES } from './demo-text';
import { mainlandPlaces, pointNear, postcodeFor } from './geo';
import { createRandom, type Random } from './random';
import { ensureTags } from './tags';

/** Locations per INSERT. */
const BATCH_SIZE = 5000;
const PROGRESS_EVERY = 20_000;

export type ScaleOptions = {
  locations: number;
  seed?: number;
  /** Where progress lines go; console.log when not given. */
  log?: (line: string) => void;
};

type TagPools = { features: number[]; siteTypes: number[]; collections: number[] };

async function loadTagPools(database: Database): Promise<TagPools> {
  let rows = await database.db
    .select({ id: tags.id, group: tags.group })
    .from(tags)
    .where(eq(tags.status, 'active'));
  if (rows.length === 0) rows = await ensureTags(database.db);
  const ids = (group: string) => rows.filter((t) => t.group === group).map((t) => t.id);
  return { features: ids('site_feature'), siteTypes: ids('site_type'), collections: ids('collection') };
}

function planLocation(random: Random, pools: TagPools) {
  const town = random.pick(mainlandPlaces);
  // Up to 30 km out, so listings fill the countryside between towns instead of piling on them.
  const point = pointNear(random, town, 30, 0.5);
  const type = random.pick(PROPERTY_TYPES);
  const siteCount = random.weighted([
    [1, 45],
    [2, 35],
    [3, 20],
  ] as const);
  const siteRows = Array.from({ length: siteCount }, (_, position) => {
    const tagIds = random.sample(pools.features, random.int(0, 5));
    if (pools.siteTypes.length) tagIds.push(random.pick(pools.siteTypes));
    return {
      name: `Site ${position + 1}`,
      spaces: random.weighted([
        [1, 30],
        [2, 30],
        [4, 25],
        [10, 10],
        [25, 5],
      ] as const),
      price: random.chance(0.9) ? random.int(3, 9) * 500 : Math.min(99_900, random.int(2, 200) * 500),
      tagIds: tagIds.sort((a, b) => a - b),
      status: 'active',
      position,
    };
  });
  // The property's own tags (decision 021): sometimes a collection; search's tag_ids adds the sites'.
  const ownTagIds = pools.collections.length && random.chance(0.15) ? [random.pick(pools.collections)] : [];
  const tagIds = new Set([...siteRows.flatMap((s) => s.tagIds), ...ownTagIds]);
  const location = {
    name: propertyName(random, type, { coastal: random.chance(0.2), town: town.name }),
    description: propertyDescription(random, type, town.name),
    type: random.weighted([
      ['property', 90],
      ['freedom_campsite', 4],
      ['commercial_campsite', 4],
      ['other', 2],
    ] as const),
    propertyType: type,
    status: random.chance(0.95) ? 'active' : 'inactive',
    region: town.region,
    address: `${random.int(1, 999)} ${random.pick(ROAD_NAMES)} ${random.pick(ROAD_KINDS)}, ${town.name}`,
    city: town.name,
    postcode: postcodeFor(random, town.region),
    country: 'nz',
    latitude: point.latitude,
    longitude: point.longitude,
    price: Math.min(...siteRows.map((s) => s.price)),
    tagIds: [...tagIds].sort((a, b) => a - b),
    ownTagIds,
    noticePeriod: random.chance(0.2) ? 1 : 0,
  };
  return { location, siteRows };
}

type Column<Row> = { column: PgColumn; type: string; value: (row: Row) => unknown };

/**
 * INSERT ... SELECT FROM unnest(one array per column): a batch costs one parameter per column
 * instead of one per value, which keeps statement building and parsing out of the profile
 * (Drizzle takes about as long to build a 2,000-row VALUES list as PGlite takes to run it).
 * int[] columns travel as text literals ('{1,2}') because unnest would flatten an array of arrays.
 */
async function insertUnnest<Row>(
  tx: Db,
  table: PgTable,
  columns: Column<Row>[],
  rows: Row[],
): Promise<number[]> {
  const names = sql.join(
    columns.map((c) => sql.identifier(c.column.name)),
    sql`, `,
  );
  const arrays = sql.join(
    columns.map(
      (c) => sql`${sql.param(rows.map(c.value))}::${sql.raw(c.type === 'int[]' ? 'text' : c.type)}[]`,
    ),
    sql`, `,
  );
  const selected = sql.join(
    columns.map((c) =>
      c.type === 'int[]' ? sql`${sql.identifier(c.column.name)}::int[]` : sql.identifier(c.column.name),
    ),
    sql`, `,
  );
  const inserted = await queryRows<{ id: number }>(
    tx,
    sql`insert into ${table} (${names}) select ${selected} from unnest(${arrays}) as u(${names}) returning id`,
  );
  return inserted.map((r) => Number(r.id));
}

const intArray = (ids: number[]) => `{${ids.join(',')}}`;

type PlannedLocation = ReturnType<typeof planLocation>['location'];
type PlannedSite = ReturnType<typeof planLocation>['siteRows'][number] & { locationId: number };

const LOCATION_COLUMNS: Column<PlannedLocation>[] = [
  { column: locations.name, type: 'text', value: (r) => r.name },
  { column: locations.description, type: 'text', value: (r) => r.description },
  { column: locations.type, type: 'text', value: (r) => r.type },
  { column: locations.propertyType, type: 'text', value: (r) => r.propertyType },
  { column: locations.status, type: 'text', value: (r) => r.status },
  { column: locations.region, type: 'text', value: (r) => r.region },
  { column: locations.address, type: 'text', value: (r) => r.address },
  { column: locations.city, type: 'text', value: (r) => r.city },
  { column: locations.postcode, type: 'text', value: (r) => r.postcode },
  { column: locations.country, type: 'text', value: (r) => r.country },
  { column: locations.latitude, type: 'float8', value: (r) => r.latitude },
  { column: locations.longitude, type: 'float8', value: (r) => r.longitude },
  { column: locations.price, type: 'int', value: (r) => r.price },
  { column: locations.tagIds, type: 'int[]', value: (r) => intArray(r.tagIds) },
  { column: locations.ownTagIds, type: 'int[]', value: (r) => intArray(r.ownTagIds) },
  { column: locations.noticePeriod, type: 'int', value: (r) => r.noticePeriod },
];

const SITE_COLUMNS: Column<PlannedSite>[] = [
  { column: sites.locationId, type: 'int', value: (r) => r.locationId },
  { column: sites.name, type: 'text', value: (r) => r.name },
  { column: sites.spaces, type: 'int', value: (r) => r.spaces },
  { column: sites.price, type: 'int', value: (r) => r.price },
  { column: sites.tagIds, type: 'int[]', value: (r) => intArray(r.tagIds) },
  { column: sites.status, type: 'text', value: (r) => r.status },
  { column: sites.position, type: 'int', value: (r) => r.position },
];

/**
 * The plain secondary indexes of locations and sites (not those behind a primary key, a unique or
 * an exclusion constraint), read from the catalogue so that indexes a later migration adds are
 * covered too.
 */
async function secondaryIndexes(tx: Db): Promise<{ name: string; definition: string; onSites: boolean }[]> {
  return queryRows(
    tx,
    sql`select i.relname as name, pg_get_indexdef(i.oid) as definition,
          x.indrelid = ${getTableName(sites)}::regclass as "onSites"
        from pg_index x
        join pg_class i on i.oid = x.indexrelid
        where x.indrelid in (${getTableName(locations)}::regclass, ${getTableName(sites)}::regclass)
          and not x.indisprimary and not x.indisunique
          and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
        order by i.relname`,
  );
}

export async function seedScale(database: Database, options: ScaleOptions): Promise<void> {
  const log = options.log ?? ((line: string) => console.log(line));
  const random = createRandom(options.seed ?? 1);
  const pools = await loadTagPools(database);
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const [existing] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from ${locations}`,
  );
  // On PGlite, building the spatial and trigram indexes once at the end is much cheaper than
  // updating them row by row (43 s instead of 65 s for 200,000 locations), as long as the new rows
  // outnumber the old ones. On PostgreSQL both ways take the same time, and dropping the indexes
  // would lock out every reader until the end, so it keeps them.
  const rebuildIndexes =
    database.kind === 'pglite' &&
    options.locations >= 10_000 &&
    options.locations >= Number(existing?.n ?? 0);

  // One transaction for the whole run: if it stops half way nothing is left behind, and dropped
  // indexes come back with the rollback.
  await database.db.transaction(async (tx) => {
    // Triggers keep each location's search_sites up to date after every insert of sites, and their
    // lookups scan whole tables while the new rows have no statistics: here search_sites is written
    // once at the end, after analyze, instead (and the foreign keys, which the plan satisfies by
    // construction, go unchecked). Needs a superuser, as PGlite and the machine's trust login are.
    await tx.execute(sql`set local session_replication_role = replica`);
    let firstId: number | null = null;
    const dropped = rebuildIndexes ? await secondaryIndexes(tx) : [];
    for (const index of dropped) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);

    for (let done = 0; done < options.locations;) {
      const size = Math.min(BATCH_SIZE, options.locations - done);
      const planned = Array.from({ length: size }, () => planLocation(random, pools));
      // The serial hands out ids in row order within one statement, so the k-th smallest id is
      // planned[k] (RETURNING's own order is not promised).
      const ids = (
        await insertUnnest(
          tx,
          locations,
          LOCATION_COLUMNS,
          planned.map((p) => p.location),
        )
      ).sort((a, b) => a - b);
      if (ids.length !== planned.length)
        throw new Error(`Inserted ${ids.length} locations, expected ${planned.length}`);
      firstId ??= ids[0]!;
      await insertUnnest(
        tx,
        sites,
        SITE_COLUMNS,
        planned.flatMap((p, k) => p.siteRows.map((s) => ({ ...s, locationId: ids[k]! }))),
      );
      const before = done;
      done += size;
      if (
        Math.floor(done / PROGRESS_EVERY) > Math.floor(before / PROGRESS_EVERY) ||
        done === options.locations
      ) {
        log(
          `seeded ${done.toLocaleString('en-NZ')} / ${options.locations.toLocaleString('en-NZ')} locations (${elapsed()})`,
        );
      }
    }

    // Indexes are rebuilt in one go with more memory; the sites' first, because writing search_sites
    // looks up each location's sites by location: without their index that is a scan of every site
    // for every location (quadratic: 74 s for 12,000 locations on PGlite, hours for 200,000).
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    const rebuild = async (indexes: typeof dropped) => {
      for (const index of indexes) await tx.execute(sql.raw(index.definition));
    };
    await rebuild(dropped.filter((index) => index.onSites));

    if (firstId !== null) {
      // Fresh statistics first: without them the function's lookups scan whole tables.
      await tx.execute(sql`analyze ${sites}`);
      await tx.execute(
        sql`update ${locations} set search_sites = location_search_sites(id) where id >= ${firstId}`,
      );
      log(`wrote the sites search reads (${elapsed()})`);
    }

    // The locations' indexes after search_sites is written, so that update does not maintain them.
    await rebuild(dropped.filter((index) => !index.onSites));
    if (dropped.length) log(`rebuilt ${dropped.length} indexes (${elapsed()})`);
  });
  // Neighbours on the same pages (and fresh statistics, or the planner guesses row counts from an
  // empty table and picks bad plans).
  await clusterLocations(database.db);
  log(`clustered the locations on their spatial index (${elapsed()})`);
  await database.db.execute(sql`analyze ${sites}`);
}
