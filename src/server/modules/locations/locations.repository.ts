// SQL for locations and their sites (the bookings that use them up are the bookings module's).

import { and, asc, desc, eq, ilike, lt, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { availabilityRules, locationImages, locations, sites, users } from '../../db/schema';
import type { AvailabilityRule, SiteForAvailability } from '../../../domain/availability';
import type { IsoDate } from '../../../domain/dates';
import { EARTH_RADIUS_M, earthCubeLiteral, type LatLng } from '../../../domain/geo';
import { PUBLIC_POSITION_DECIMALS } from '../../../domain/privacy';
import type { LocationStatus, LocationType } from '../../../domain/constants';

export type SearchCriteria = {
  centre: { latitude: number; longitude: number } | null;
  /** Only locations within this many metres of the centre. */
  withinMetres: number | null;
  tagIds: number[];
  type: LocationType | null;
  text: string | null;
  status: LocationStatus;
  limit: number;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// The public position of a property (decision 012), rounded as the domain's roundCoordinate does.
const publicLatitude = sql.raw(`round(latitude::numeric, ${PUBLIC_POSITION_DECIMALS})::float8`);
const publicLongitude = sql.raw(`round(longitude::numeric, ${PUBLIC_POSITION_DECIMALS})::float8`);
const publicPoint = sql`ll_to_earth(${publicLatitude}, ${publicLongitude})::cube`;
/** The most a public position is from the exact one: half a hundredth of a degree each way. */
const PUBLIC_POSITION_SLACK_M = 1000;

/** The distance in km from a listing's public point to the centre's cube (decision 012). */
const distanceTo = (centre: SQL) =>
  sql`2 * ${sql.raw(String(EARTH_RADIUS_M / 1000))}::float8 * asin(least(1, (${publicPoint} <-> ${centre}) / ${sql.raw(String(2 * EARTH_RADIUS_M))}::float8))`;

/** The summary's columns, in the shape of locationSummarySchema, from a row of locations' columns. */
function summaryColumns(distance: SQL) {
  return sql`id, name, type, property_type as "propertyType", status, region, city,
        ${publicLatitude} as latitude, ${publicLongitude} as longitude, price, rating,
        review_count as "reviewCount", image, tag_ids as tags, ${distance} as distance`;
}

/** The columns of locations the summary is written from. */
const summarySource = sql.raw(
  'id, name, type, property_type, status, region, city, latitude, longitude, price, rating, review_count, image, tag_ids',
);

/** The chord length, in metres, of a great-circle distance. */
const chordOf = (metres: number) => 2 * EARTH_RADIUS_M * Math.sin(metres / (2 * EARTH_RADIUS_M));
/** The box around the exact points that holds every public point within the radius. */
const boxOf = (metres: number) => metres + PUBLIC_POSITION_SLACK_M;

/** The WHERE conditions, the distance column and the order of a search (decision 001). */
function searchParts(c: SearchCriteria) {
  const centre = c.centre ? sql`${earthCubeLiteral(c.centre)}::cube` : null;
  const conditions = [c.status === 'active' ? sql`status = 'active'` : sql`status = 'inactive'`];
  if (c.tagIds.length) conditions.push(sql`tag_ids @> ${`{${c.tagIds.join(',')}}`}::int[]`);
  if (centre && c.withinMetres) {
    // The box (around the exact points, widened by the rounding) lets the index narrow the search;
    // the chord test on the public point trims it.
    conditions.push(sql`earth_point <@ earth_box(${centre}::earth, ${boxOf(c.withinMetres)})`);
    conditions.push(sql`(${publicPoint} <-> ${centre}) <= ${chordOf(c.withinMetres)}`);
  }
  if (c.type) conditions.push(sql`type = ${c.type}`);
  if (c.text) {
    const pattern = `%${escapeLike(c.text)}%`;
    conditions.push(sql`(name ilike ${pattern} or city ilike ${pattern} or region ilike ${pattern})`);
  }
  const distance = centre ? distanceTo(centre) : sql`null::float8`;
  const order = centre ? sql`earth_point <-> ${centre}` : sql`rating desc nulls last, id`;
  return { centre, where: sql.join(conditions, sql` and `), columns: summaryColumns(distance), order };
}

/**
 * Search results as JSON text, written by the database (decision 005): `[{id, name, ...,
 * distance}]` in the shape of locationSummarySchema, nearest first when there is a centre.
 * Nearest first is `<->` between earth cubes, answered by the GiST index (decision 001); the
 * chord length it gives is turned into the great-circle distance in km. The status is written as a
 * literal so the planner can use the partial index of active listings.
 *
 * Positions are public ones (decision 012): the answer carries the rounded position, and the
 * distance and the radius test are measured to it, since exact distances from three chosen centres
 * would give the exact spot away. The order and the index still use the exact point.
 *
 * A search with a centre (the map's, nearly every search) runs a statement prepared once per
 * connection and shape (decision 025); one without keeps the statement planned on every call.
 */
export async function searchLocationsJson(db: Db, c: SearchCriteria): Promise<string> {
  if (c.centre) {
    const [row] = await nearbyStatement(db, nearbyShape(c)).execute(nearbyValues(c, c.centre));
    return row!.json;
  }
  const { where, columns, order } = searchParts(c);
  const [row] = await queryRows<{ json: string }>(
    db,
    sql`
    select coalesce(json_agg(found), '[]')::text as json from (
      select ${columns}
      from locations
      where ${where}
      order by ${order}
      limit ${c.limit}
    ) found`,
  );
  return row!.json;
}

/**
 * How many of the nearest listings a search with tags walks before it turns to the tag index
 * (decision 025). A tag on at least limit / NEAREST_WALK of the listings around the centre (2.5 %
 * for 50 results) is answered by the walk alone; a rarer one costs this walk plus reading the
 * tag's listings from its index, never a walk of the whole table.
 */
export const NEAREST_WALK = 2000;

/** What changes the SQL of a search with a centre: each shape is its own prepared statement. */
type NearbyShape = {
  status: LocationStatus;
  tags: boolean;
  radius: boolean;
  type: boolean;
  text: boolean;
};

/** The values of a search with a centre, by the name of the statement's placeholder. */
type NearbyValues = {
  /** The centre as its earth cube's coordinates (the numbers of earthCubeLiteral, exactly). */
  x: number;
  y: number;
  z: number;
  limit: number;
  /** The tags as an int[] literal. */
  tags: string;
  box: number;
  chord: number;
  /** The walk's distance (a chord, to the exact point) beyond which no listing is in the radius. */
  reach: number;
  type: string | null;
  pattern: string | null;
};

function nearbyShape(c: SearchCriteria): NearbyShape {
  return {
    status: c.status,
    tags: c.tagIds.length > 0,
    radius: Boolean(c.withinMetres),
    type: Boolean(c.type),
    text: Boolean(c.text),
  };
}

function nearbyValues(c: SearchCriteria, centre: LatLng): NearbyValues {
  const [x, y, z] = earthCubeLiteral(centre).slice(1, -1).split(',').map(Number) as [number, number, number];
  return {
    x,
    y,
    z,
    limit: c.limit,
    tags: `{${c.tagIds.join(',')}}`,
    box: c.withinMetres ? boxOf(c.withinMetres) : 0,
    chord: c.withinMetres ? chordOf(c.withinMetres) : 0,
    reach: c.withinMetres ? chordOf(c.withinMetres + PUBLIC_POSITION_SLACK_M) : 0,
    type: c.type,
    pattern: c.text ? `%${escapeLike(c.text)}%` : null,
  };
}

const nearbyStatementName = (s: NearbyShape) =>
  ['search_nearby', s.status, s.tags && 'tags', s.radius && 'radius', s.type && 'type', s.text && 'text']
    .filter(Boolean)
    .join('_');

/**
 * A request's value in a statement, as a one-row subquery: the planner then knows no value, so
 * a custom plan costs exactly what the generic plan does and PostgreSQL keeps the generic plan after
 * its fifth run (planned once per connection); the statement's own shape decides which indexes are
 * read, whatever the values are.
 */
const valueOf = (name: keyof NearbyValues, type: string) =>
  sql`(select ${sql.placeholder(name)}::${sql.raw(type)})`;

/**
 * The FROM item `(...) found` of a search with a centre: its summaries, nearest first.
 *
 * A nearest-first walk that stops at the first `limit` listings passing the filters could run
 * through the whole spatial index when a filter is rare (a tag on no listing at all), and a radius
 * written as an index condition let the planner read the whole box instead of walking. So:
 * 1. `walk`: the nearest NEAREST_WALK active listings, nothing but the status in the walk, so the
 *    only plan is the spatial index read nearest first, and only as far as `near` needs;
 * 2. `near`: the first `limit` of them that pass the filters (tags, radius, type, text);
 * 3. only when `near` fell short and the walk stopped before the search's reach (the radius, or the
 *    end of the table), `rare`: every listing with the tags from the tag index (without tags, every
 *    listing in the radius's box; without either, the table), filtered and sorted by distance. Its
 *    index condition is null otherwise, which an index answers with nothing at once; the `+ 0` in its
 *    order keeps the planner from making it another walk;
 * 4. the answer: `near` when it is complete, `rare` otherwise.
 */
function nearbySearchSql(shape: NearbyShape): SQL {
  const centre = sql`(select cube(array[${sql.placeholder('x')}::float8, ${sql.placeholder('y')}::float8, ${sql.placeholder('z')}::float8]))`;
  const limit = valueOf('limit', 'int');
  const status = shape.status === 'active' ? sql`status = 'active'` : sql`status = 'inactive'`;
  const tags = valueOf('tags', 'int[]');
  const box = sql`earth_box(${centre}::earth, ${valueOf('box', 'float8')})`;
  // The exact tests every answer passes, checked on each listing read.
  const checks: SQL[] = [];
  if (shape.radius) checks.push(sql`(${publicPoint} <-> ${centre}) <= ${valueOf('chord', 'float8')}`);
  if (shape.type) checks.push(sql`type = ${valueOf('type', 'text')}`);
  if (shape.text) {
    const pattern = valueOf('pattern', 'text');
    checks.push(sql`(name ilike ${pattern} or city ilike ${pattern} or region ilike ${pattern})`);
  }
  const walkedFilters = [...(shape.tags ? [sql`tag_ids @> ${tags}`] : []), ...checks];
  // Whether the walk may have stopped before every answer: it went no further than the radius's
  // reach, or it read NEAREST_WALK rows (the table goes on).
  const walk = sql`(
      select ${summarySource}, earth_point <-> ${centre} as nearness
      from locations
      where ${status}
      order by nearness
      limit ${sql.raw(String(NEAREST_WALK))}
    ) walk`;
  // Walked again only when near fell short: a CTE would lose the walk's order, and near would then
  // read all of it and sort.
  const walkStoppedShort = shape.radius
    ? sql`(select max(nearness) from ${walk}) <= ${valueOf('reach', 'float8')}`
    : sql`(select count(*) from ${walk}) = ${sql.raw(String(NEAREST_WALK))}`;
  const whenShort = (value: SQL) => sql`(select case when fell_short then ${value} end from shortfall)`;
  const rareIndexed = shape.tags
    ? sql`tag_ids @> ${whenShort(tags)}`
    : shape.radius
      ? sql`earth_point <@ ${whenShort(box)}`
      : sql`(select fell_short from shortfall)`;
  const all = (conditions: SQL[]) => sql.join(conditions, sql` and `);
  return sql`(
    with near as materialized (
      select * from ${walk}
      ${walkedFilters.length ? sql`where ${all(walkedFilters)}` : sql``}
      order by nearness
      limit ${limit}
    ), shortfall as (
      -- The walk's end is only looked at when near fell short (and then it has been read anyway).
      select count(*) < ${limit} and ${walkStoppedShort} as fell_short from near
    ), rare as (
      select ${summarySource}, earth_point <-> ${centre} as nearness
      from locations
      where ${all([status, rareIndexed, ...checks])}
      order by (earth_point <-> ${centre}) + 0
      limit ${limit}
    )
    select ${summaryColumns(distanceTo(centre))}
    from (
      select * from near where not (select fell_short from shortfall)
      union all
      select * from rare
    ) chosen
    order by nearness
  ) found`;
}

// Built once per database and shape; node-postgres prepares each on a connection the first time it
// runs there (PGlite plans it on every run).
const nearbyStatements = new WeakMap<Db, Map<string, ReturnType<typeof prepareNearby>>>();

function prepareNearby(db: Db, shape: NearbyShape) {
  return db
    .select({ json: sql<string>`coalesce(json_agg(found), '[]')::text` })
    .from(nearbySearchSql(shape))
    .prepare(nearbyStatementName(shape));
}

function nearbyStatement(db: Db, shape: NearbyShape) {
  let statements = nearbyStatements.get(db);
  if (!statements) nearbyStatements.set(db, (statements = new Map()));
  const name = nearbyStatementName(shape);
  let statement = statements.get(name);
  if (!statement) statements.set(name, (statement = prepareNearby(db, shape)));
  return statement;
}

/**
 * The prepared statement a search with a centre runs: its name, its text, and its parameters'
 * values in order. For what looks at the statement from outside: the test that explains its plans
 * and the benchmark that runs it with pgbench.
 */
export function nearbySearchQuery(
  db: Db,
  c: SearchCriteria & { centre: LatLng },
): { name: string; text: string; parameters: (keyof NearbyValues)[]; values: unknown[] } {
  const shape = nearbyShape(c);
  const query = nearbyStatement(db, shape).getQuery();
  // Every parameter is one of the request's values (the statement's constants are written in it).
  const parameters = query.params.map((p) => (p as { name: keyof NearbyValues }).name);
  const values = nearbyValues(c, c.centre);
  return {
    name: nearbyStatementName(shape),
    text: query.sql,
    parameters,
    values: parameters.map((p) => values[p]),
  };
}

/** A search result before the dates are checked (decision 020). */
export type SearchCandidate = {
  id: number;
  noticePeriod: number;
  /** Its summary as one JSON object, written by the database (the shape searchLocationsJson gives). */
  json: string;
  /** Its active sites in order, each with all its rules. */
  sites: SiteForAvailability[];
  /** The column the caller asked for beside each candidate (the booked counts), as text. */
  extra: string | null;
};

/** A site as the candidates query writes it: [id, spaces, price, rules]. */
type SiteTuple = [number, number, number, RuleTuple[]];
/** A rule as the candidates query writes it: [type, from, to, days, months, price, spaces]. */
type RuleTuple = [
  AvailabilityRule['type'],
  IsoDate | null,
  IsoDate | null,
  AvailabilityRule['days'],
  AvailabilityRule['months'],
  number | null,
  number,
];

/**
 * The `limit` results of a search after the first `offset`, in the search's order, each with its
 * summary as JSON text, its notice period, and its active sites with their rules: what a search by
 * dates walks through, a batch at a time (decision 020). One statement reads the batch; the sites
 * and rules come from the row's own `search_sites` column (kept by triggers), so no site or rule
 * is probed, and as JSON text, which Node parses far faster than rows of arrays.
 *
 * The inner query is the search's own (the nearest-first index answers it; a tie-break such as
 * `, id` made PostgreSQL 15 sort the whole table instead, 250 ms rather than 1 ms on 200,000 rows).
 * The summaries are built outside it, for the batch's rows only: built inside, they would also be
 * built for the `offset` rows skipped.
 */
export async function searchCandidates(
  db: Db,
  c: SearchCriteria,
  offset: number,
  /** One more column per candidate, given the candidate's id (another module's, e.g. its bookings). */
  extraColumn: (locationId: SQL) => SQL,
): Promise<SearchCandidate[]> {
  const { centre, where, columns, order } = searchParts(c);
  const rows = await queryRows<{
    id: number;
    noticePeriod: number;
    json: string;
    sites: string;
    extra: string | null;
  }>(
    db,
    sql`
    select id, notice_period as "noticePeriod",
      (select row_to_json(summary) from (select ${columns}) summary)::text as json,
      search_sites::text as sites,
      ${extraColumn(sql`found.id`)} as extra
    from (
      select id, name, type, property_type, status, region, city, latitude, longitude, price, rating,
        review_count, image, tag_ids, notice_period, search_sites${centre ? sql`, earth_point <-> ${centre} as nearness` : sql``}
      from locations
      where ${where}
      order by ${order}
      limit ${c.limit} offset ${offset}
    ) found
    order by ${centre ? sql`nearness` : order}`,
  );
  return rows.map((row) => ({
    id: row.id,
    noticePeriod: row.noticePeriod,
    json: row.json,
    sites: (JSON.parse(row.sites) as SiteTuple[]).map(toSite),
    extra: row.extra,
  }));
}

function toSite([id, spaces, price, rules]: SiteTuple): SiteForAvailability {
  return {
    id,
    name: '',
    spaces,
    price,
    availabilityRules: rules.map(([type, from, to, days, months, rulePrice, ruleSpaces]) => ({
      type,
      dates: from && to ? { from, to } : null,
      days,
      months,
      price: rulePrice,
      spaces: ruleSpaces,
    })),
  };
}

export async function findLocationById(db: Db, id: number) {
  const rows = await db
    .select({
      location: locations,
      hostFirstName: users.firstName,
    })
    .from(locations)
    .leftJoin(users, eq(users.id, locations.ownerId))
    .where(eq(locations.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function listLocationImages(db: Db, locationId: number) {
  return db
    .select({ id: locationImages.id, imageId: locationImages.imageId, url: locationImages.url })
    .from(locationImages)
    .where(eq(locationImages.locationId, locationId))
    .orderBy(asc(locationImages.position), asc(locationImages.id));
}

export type SiteWithRules = typeof sites.$inferSelect & { availabilityRules: AvailabilityRule[] };

// The listing page's sites are read on every view of a property: built once per database and
// prepared, rather than rebuilt by the query builder on every request.
const siteStatements = new WeakMap<Db, ReturnType<typeof prepareSiteStatements>>();

function prepareSiteStatements(db: Db) {
  return {
    sitesWithRules: db
      .select({ site: sites, rule: availabilityRules })
      .from(sites)
      .leftJoin(availabilityRules, eq(availabilityRules.siteId, sites.id))
      .where(and(eq(sites.locationId, sql.placeholder('locationId')), eq(sites.status, 'active')))
      .orderBy(asc(sites.position), asc(sites.id), asc(availabilityRules.position), asc(availabilityRules.id))
      .prepare('calendar_sites_with_rules'),
  };
}

function siteQueries(db: Db) {
  let statements = siteStatements.get(db);
  if (!statements) siteStatements.set(db, (statements = prepareSiteStatements(db)));
  return statements;
}

/** The location's active sites, in order, each with its rules in the order they were added. */
export async function listActiveSitesWithRules(db: Db, locationId: number): Promise<SiteWithRules[]> {
  const rows = await siteQueries(db).sitesWithRules.execute({ locationId });
  const bySite = new Map<number, SiteWithRules>();
  for (const { site, rule } of rows) {
    let entry = bySite.get(site.id);
    if (!entry) bySite.set(site.id, (entry = { ...site, availabilityRules: [] }));
    if (rule) entry.availabilityRules.push(toAvailabilityRule(rule));
  }
  return [...bySite.values()];
}

/** The row that stores a rule of a site, at its place in the site's list. */
export function availabilityRuleRow(
  siteId: number,
  rule: AvailabilityRule,
  position: number,
): typeof availabilityRules.$inferInsert {
  return {
    siteId,
    type: rule.type,
    dateFrom: rule.dates?.from ?? null,
    dateTo: rule.dates?.to ?? null,
    days: rule.days ?? null,
    months: rule.months ?? null,
    price: rule.price ?? null,
    spaces: rule.spaces,
    description: rule.description ?? null,
    position,
  };
}

export function toAvailabilityRule(r: typeof availabilityRules.$inferSelect): AvailabilityRule {
  return {
    type: r.type as AvailabilityRule['type'],
    dates: r.dateFrom && r.dateTo ? { from: r.dateFrom, to: r.dateTo } : null,
    days: (r.days ?? null) as AvailabilityRule['days'],
    months: (r.months ?? null) as AvailabilityRule['months'],
    price: r.price,
    spaces: r.spaces,
    description: r.description,
  };
}

/** What a location's calendar needs over a window, as one statement reads it. */
export type CalendarData = {
  noticePeriod: number;
  /** The active sites in order, each with all its rules in order. */
  sites: SiteForAvailability[];
  /** The column the caller asked for beside the location (its booked counts), as text. */
  bookedCounts: string;
};

/** Another module's column over a window, given the location's id (the bookings module's counts). */
export type WindowColumn = (locationId: SQL, from: Placeholder, to: Placeholder) => SQL;

// The calendar runs on every view of a property: a statement per query cost Node more than the
// answer's own work (three round trips, each with its rows mapped by the driver and the query
// builder). One prepared statement reads it all as one row: the notice period, the sites and rules
// from the row's own search_sites column (kept by triggers, the same source a search by dates
// decides from, decision 020), their names, and the caller's booked counts, as JSON text.
const calendarStatements = new WeakMap<Db, ReturnType<typeof prepareCalendarStatement>>();

function prepareCalendarStatement(db: Db, bookedCountsColumn: WindowColumn) {
  // The subqueries name the outer row in full: drizzle writes its own columns unqualified here,
  // which a subquery would take for its own table's.
  const locationId = sql`locations.id`;
  const from = sql.placeholder('from');
  const to = sql.placeholder('to');
  return db
    .select({
      noticePeriod: locations.noticePeriod,
      sites: sql<string>`${locations.searchSites}::text`,
      names: sql<string>`(select coalesce(json_object_agg(s.id, s.name), '{}')::text
        from ${sites} s where s.location_id = ${locationId} and s.status = 'active')`,
      bookedCounts: sql<string>`${bookedCountsColumn(locationId, from, to)}`,
    })
    .from(locations)
    .where(eq(locations.id, sql.placeholder('locationId')))
    .prepare('calendar_window');
}

/**
 * A location's calendar data from `from` to `to`, or null when there is no such location.
 * `bookedCountsColumn` writes the booked counts (the bookings module's); the statement is built
 * with it once per database.
 */
export async function findCalendar(
  db: Db,
  locationId: number,
  from: IsoDate,
  to: IsoDate,
  bookedCountsColumn: WindowColumn,
): Promise<CalendarData | null> {
  let statement = calendarStatements.get(db);
  if (!statement) calendarStatements.set(db, (statement = prepareCalendarStatement(db, bookedCountsColumn)));
  const [row] = await statement.execute({ locationId, from, to });
  if (!row) return null;
  const names = JSON.parse(row.names) as Record<string, string>;
  return {
    noticePeriod: row.noticePeriod,
    sites: (JSON.parse(row.sites) as SiteTuple[]).map((tuple) => ({
      ...toSite(tuple),
      name: names[tuple[0]] ?? '',
    })),
    bookedCounts: row.bookedCounts,
  };
}

/** A location's name, or null when there is no such location. */
export async function findLocationName(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ name: locations.name }).from(locations).where(eq(locations.id, id));
  return row?.name ?? null;
}

/** What the admin location search filters on (issue 11); no status means listed and unlisted. */
export type AdminSearchCriteria = {
  text: string | null;
  type: LocationType | null;
  status: LocationStatus | null;
  /** Only ids below this one: the page after the one that ended there. */
  before: number | null;
  limit: number;
};

// The counts name the outer row in full, whatever drizzle writes for its own columns.
const activeSiteCount = sql<number>`(select count(*)::int from sites s where s.location_id = locations.id and s.status = 'active')`;
const imageCount = sql<number>`(select count(*)::int from location_images i where i.location_id = locations.id)`;

const adminColumns = {
  id: locations.id,
  name: locations.name,
  type: locations.type,
  status: locations.status,
  city: locations.city,
  region: locations.region,
  createdAt: locations.createdAt,
  siteCount: activeSiteCount,
  imageCount,
  hostId: users.id,
  hostEmail: users.email,
  hostFirstName: users.firstName,
  hostLastName: users.lastName,
  hostPhone: users.phone,
};

/**
 * The admin location table: every listing whatever its status, newest first (by id, which the
 * primary key walks backwards), with its host. The text matches the name, town, region or the
 * host's email. Not the public search: no position, no ranking, and unlisted ones included.
 */
export async function adminSearchLocations(db: Db, c: AdminSearchCriteria) {
  const conditions: SQL[] = [];
  if (c.status) conditions.push(eq(locations.status, c.status));
  if (c.type) conditions.push(eq(locations.type, c.type));
  if (c.before !== null) conditions.push(lt(locations.id, c.before));
  if (c.text) {
    const pattern = `%${escapeLike(c.text)}%`;
    conditions.push(
      or(
        ilike(locations.name, pattern),
        ilike(locations.city, pattern),
        ilike(locations.region, pattern),
        ilike(users.email, pattern),
      )!,
    );
  }
  return db
    .select(adminColumns)
    .from(locations)
    .leftJoin(users, eq(users.id, locations.ownerId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(locations.id))
    .limit(c.limit);
}

/** One listing as its admin pages show it, with its host's contact; null when there is none. */
export async function findAdminLocation(db: Db, id: number) {
  const [row] = await db
    .select(adminColumns)
    .from(locations)
    .leftJoin(users, eq(users.id, locations.ownerId))
    .where(eq(locations.id, id));
  return row ?? null;
}
