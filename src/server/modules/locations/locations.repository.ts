// SQL for locations and their sites (the bookings that use them up are the bookings module's).

import {
  and,
  asc,
  desc,
  eq,
  ilike,
  isNull,
  lt,
  or,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { availabilityRules, locationImages, locations, searchFolded, sites, users } from '../../db/schema';
import type { AvailabilityRule, SiteForAvailability } from '../../../domain/availability';
import { toAvailabilityRule, type SiteWithRules } from './availability-rules';
import type { IsoDate } from '../../../domain/dates';
import type { BookingMode } from '../../../domain/lifecycles';
import type { PropertyRules, SiteRuleOverrides } from '../../../domain/stay-rules';
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
  /** Host rules (issue 27): only places with a site that takes a vehicle this long (metres). */
  vehicleMetres?: number | null;
  /** Only places with a site that takes pets. */
  pets?: boolean;
  /** Only places with a site that does not want self-contained vehicles only. */
  notSelfContainedOnly?: boolean;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Whether a listing's name, town or region matches an `ilike` pattern, macrons folded on both sides
 * ('Taupo' finds 'Taupō' and 'Taupō' finds 'Taupo'; issue 24), on the expressions the trigram
 * indexes hold.
 */
function textMatches(
  pattern: SQL,
  columns: SQLWrapper[] = ['name', 'city', 'region'].map((c) => sql.raw(c)),
): SQL {
  const folded = searchFolded(pattern);
  return sql`(${sql.join(
    columns.map((column) => sql`${searchFolded(column)} ilike ${folded}`),
    sql` or `,
  )})`;
}

// The public position of a property (decision 012), rounded as the domain's roundCoordinate does.
const publicLatitude = sql.raw(`round(latitude::numeric, ${PUBLIC_POSITION_DECIMALS})::float8`);
const publicLongitude = sql.raw(`round(longitude::numeric, ${PUBLIC_POSITION_DECIMALS})::float8`);
/**
 * The public position's earth cube, stored (`locations.public_point`) and indexed: search orders
 * by it, measures the distance shown to it and tests the radius on it, so the order always agrees
 * with the distances shown and gives nothing more away than they do (decision 030). The exact point
 * is in no index.
 */
const publicPoint = sql.raw('public_point');

/**
 * The distance shown, in km: the great-circle distance of a row's `nearness`, the chord in metres
 * from its public point to the centre (`<->` between earth cubes) that the search is ordered by, so
 * the distances of an answer never go down (decision 030).
 */
const distanceOfNearness = sql`2 * ${sql.raw(String(EARTH_RADIUS_M / 1000))}::float8 * asin(least(1, nearness / ${sql.raw(String(2 * EARTH_RADIUS_M))}::float8))`;

/** The summary's columns, in the shape of locationSummarySchema, from a row of locations' columns. */
function summaryColumns(distance: SQL) {
  return sql`id, name, type, property_type as "propertyType", status, region, city,
        ${publicLatitude} as latitude, ${publicLongitude} as longitude, price, rating,
        review_count as "reviewCount", image, tag_ids as tags, ${distance} as distance`;
}

/** The columns of locations the summary is written from, and the public point the filters test. */
const summarySource = sql.raw(
  'id, name, type, property_type, status, region, city, latitude, longitude, price, rating, review_count, image, tag_ids, public_point, rules_max_vehicle_metres, rules_pets, rules_self_contained_only',
);

/** The chord length, in metres, of a great-circle distance. */
const chordOf = (metres: number) => 2 * EARTH_RADIUS_M * Math.sin(metres / (2 * EARTH_RADIUS_M));

/**
 * The host rules' search filters (issue 27, decision 041), on the columns refreshDerived keeps from
 * the active sites' rules: a place fits when some site takes the vehicle's length, some takes pets,
 * some does not want self-contained vehicles only (not necessarily the same site).
 */
function ruleFilters(
  c: Pick<SearchCriteria, 'vehicleMetres' | 'pets' | 'notSelfContainedOnly'>,
  vehicleMetres: SQL,
): SQL[] {
  const filters: SQL[] = [];
  if (c.vehicleMetres != null) {
    filters.push(sql`(rules_max_vehicle_metres is null or rules_max_vehicle_metres >= ${vehicleMetres})`);
  }
  if (c.pets) filters.push(sql`rules_pets`);
  if (c.notSelfContainedOnly) filters.push(sql`not rules_self_contained_only`);
  return filters;
}

/**
 * The WHERE conditions, the summary's columns and the order of a search (decision 001). With a
 * centre, the columns are written from rows that carry their `nearness`.
 */
function searchParts(c: SearchCriteria) {
  const centre = c.centre ? sql`${earthCubeLiteral(c.centre)}::cube` : null;
  const conditions = [c.status === 'active' ? sql`status = 'active'` : sql`status = 'inactive'`];
  if (c.tagIds.length) conditions.push(sql`tag_ids @> ${`{${c.tagIds.join(',')}}`}::int[]`);
  if (centre && c.withinMetres) {
    // The box lets the index narrow the search; the chord test trims it.
    conditions.push(sql`${publicPoint} <@ earth_box(${centre}::earth, ${c.withinMetres})`);
    conditions.push(sql`(${publicPoint} <-> ${centre}) <= ${chordOf(c.withinMetres)}`);
  }
  if (c.type) conditions.push(sql`type = ${c.type}`);
  conditions.push(...ruleFilters(c, sql`${c.vehicleMetres ?? null}::real`));
  if (c.text) {
    conditions.push(textMatches(sql`${`%${escapeLike(c.text)}%`}::text`));
  }
  // With a centre, the rows the summary is written from carry their nearness.
  const distance = centre ? distanceOfNearness : sql`null::float8`;
  const order = centre ? sql`${publicPoint} <-> ${centre}` : sql`rating desc nulls last, id`;
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
 * distance, the radius test and the order are all measured to it (decision 030), since exact
 * distances from three chosen centres would give the exact spot away, and an order by the exact
 * spot disagreed with the distances shown.
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
  vehicle: boolean;
  pets: boolean;
  openToAll: boolean;
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
  /** The radius as a chord: how near a listing's public point must be, and how far the walk must go. */
  chord: number;
  type: string | null;
  pattern: string | null;
  vehicle: number | null;
};

function nearbyShape(c: SearchCriteria): NearbyShape {
  return {
    status: c.status,
    tags: c.tagIds.length > 0,
    radius: Boolean(c.withinMetres),
    type: Boolean(c.type),
    text: Boolean(c.text),
    vehicle: c.vehicleMetres != null,
    pets: Boolean(c.pets),
    openToAll: Boolean(c.notSelfContainedOnly),
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
    box: c.withinMetres ?? 0,
    chord: c.withinMetres ? chordOf(c.withinMetres) : 0,
    type: c.type,
    pattern: c.text ? `%${escapeLike(c.text)}%` : null,
    vehicle: c.vehicleMetres ?? null,
  };
}

const nearbyStatementName = (s: NearbyShape) =>
  [
    'search_nearby',
    s.status,
    s.tags && 'tags',
    s.radius && 'radius',
    s.type && 'type',
    s.text && 'text',
    s.vehicle && 'vehicle',
    s.pets && 'pets',
    s.openToAll && 'open',
  ]
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
  const chord = valueOf('chord', 'float8');
  // The exact tests every answer passes, checked on each listing read.
  const checks: SQL[] = [];
  if (shape.radius) checks.push(sql`(${publicPoint} <-> ${centre}) <= ${chord}`);
  if (shape.type) checks.push(sql`type = ${valueOf('type', 'text')}`);
  if (shape.text) {
    checks.push(textMatches(valueOf('pattern', 'text')));
  }
  checks.push(
    ...ruleFilters(
      {
        vehicleMetres: shape.vehicle ? 0 : null,
        pets: shape.pets,
        notSelfContainedOnly: shape.openToAll,
      },
      valueOf('vehicle', 'real'),
    ),
  );
  const walkedFilters = [...(shape.tags ? [sql`tag_ids @> ${tags}`] : []), ...checks];
  // Whether the walk may have stopped before every answer: it went no further than the radius's
  // reach, or it read NEAREST_WALK rows (the table goes on).
  const walk = sql`(
      select ${summarySource}, ${publicPoint} <-> ${centre} as nearness
      from locations
      where ${status}
      order by nearness
      limit ${sql.raw(String(NEAREST_WALK))}
    ) walk`;
  // Walked again only when near fell short: a CTE would lose the walk's order, and near would then
  // read all of it and sort.
  const walkStoppedShort = shape.radius
    ? sql`(select max(nearness) from ${walk}) <= ${chord}`
    : sql`(select count(*) from ${walk}) = ${sql.raw(String(NEAREST_WALK))}`;
  const whenShort = (value: SQL) => sql`(select case when fell_short then ${value} end from shortfall)`;
  const rareIndexed = shape.tags
    ? sql`tag_ids @> ${whenShort(tags)}`
    : shape.radius
      ? sql`${publicPoint} <@ ${whenShort(box)}`
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
      select ${summarySource}, ${publicPoint} <-> ${centre} as nearness
      from locations
      where ${all([status, rareIndexed, ...checks])}
      order by (${publicPoint} <-> ${centre}) + 0
      limit ${limit}
    )
    select ${summaryColumns(distanceOfNearness)}
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
  /** Its place in a search with a centre (the chord to its public point), null without one. */
  nearness: number | null;
  noticePeriod: number;
  /** Its summary as one JSON object, written by the database (the shape searchLocationsJson gives). */
  json: string;
  /** Its active sites in order, each with all its rules and its host-rule overrides. */
  sites: (SiteForAvailability & { stayRules: SiteRuleOverrides })[];
  /** The property's host rules as stored (decision 041). */
  stayRules: PropertyRules;
  /** The column the caller asked for beside each candidate (the booked counts), as text. */
  extra: string | null;
};

/** A site as search_sites holds it: [id, spaces, price, rules, host-rule overrides]. */
type SiteTuple = [number, number, number, RuleTuple[], SiteRuleOverrides];
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
 * Where a batch of candidates starts. Without a centre, after the first `offset` (the order, best
 * rated then id, is total). With one, after `nearness`: farther, or exactly as near but not one of
 * `ids`, those already read at that nearness. Many listings share a public position (decision
 * 030), and nothing orders those among themselves, so an offset could read one twice and skip
 * another at a batch's edge.
 */
export type CandidatesAfter = { offset: number } | { nearness: number; ids: number[] } | null;

/**
 * The `limit` results of a search after `after`, in the search's order, each with its
 * summary as JSON text, its notice period, its host rules, and its active sites with their rules
 * (availability and host): what a search by
 * dates walks through, a batch at a time (decision 020). One statement reads the batch; the sites
 * and rules come from the row's own `search_sites` column (kept by triggers), so no site or rule
 * is probed, and as JSON text, which Node parses far faster than rows of arrays.
 *
 * The inner query is the search's own (the nearest-first index answers it; a tie-break such as
 * `, id` made PostgreSQL 15 sort the whole table instead, 250 ms rather than 1 ms on 200,000 rows),
 * so listings equally near come in no set order: `after` rather than an offset says where to go on.
 * The summaries are built outside it, for the batch's rows only: built inside, they would also be
 * built for the `offset` rows skipped.
 */
export async function searchCandidates(
  db: Db,
  c: SearchCriteria,
  after: CandidatesAfter,
  /** One more column per candidate, given the candidate's id (another module's, e.g. its bookings). */
  extraColumn: (locationId: SQL) => SQL,
): Promise<SearchCandidate[]> {
  const { centre, where, columns, order } = searchParts(c);
  const nearness = centre ? sql`${publicPoint} <-> ${centre}` : null;
  const offset = after && 'offset' in after ? after.offset : 0;
  const beyond =
    nearness && after && 'nearness' in after
      ? sql` and (${nearness} > ${after.nearness}::float8 or (${nearness} = ${after.nearness}::float8 and id <> all(${`{${after.ids.join(',')}}`}::int[])))`
      : sql``;
  const rows = await queryRows<{
    id: number;
    nearness: number | null;
    noticePeriod: number;
    stayRules: string;
    json: string;
    sites: string;
    extra: string | null;
  }>(
    db,
    sql`
    select id, ${nearness ? sql`nearness` : sql`null::float8`} as nearness, notice_period as "noticePeriod",
      stay_rules::text as "stayRules",
      (select row_to_json(summary) from (select ${columns}) summary)::text as json,
      search_sites::text as sites,
      ${extraColumn(sql`found.id`)} as extra
    from (
      select id, name, type, property_type, status, region, city, latitude, longitude, price, rating,
        review_count, image, tag_ids, notice_period, stay_rules, search_sites${nearness ? sql`, ${nearness} as nearness` : sql``}
      from locations
      where ${where}${beyond}
      order by ${order}
      limit ${c.limit}${offset ? sql` offset ${offset}` : sql``}
    ) found
    order by ${centre ? sql`nearness` : order}`,
  );
  return rows.map((row) => ({
    id: row.id,
    nearness: row.nearness,
    noticePeriod: row.noticePeriod,
    stayRules: JSON.parse(row.stayRules) as PropertyRules,
    json: row.json,
    sites: (JSON.parse(row.sites) as SiteTuple[]).map(toSite),
    extra: row.extra,
  }));
}

function toSite([id, spaces, price, rules, stayRules]: SiteTuple): SiteForAvailability & {
  stayRules: SiteRuleOverrides;
} {
  return {
    id,
    stayRules: stayRules ?? {},
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

// The listing page's sites are read on every view of a property: built once per database and
// prepared, rather than rebuilt by the query builder on every request.
const siteStatements = new WeakMap<Db, ReturnType<typeof prepareSiteStatements>>();

function prepareSiteStatements(db: Db) {
  return {
    sitesWithRules: db
      .select({ site: sites, rule: availabilityRules })
      .from(sites)
      .leftJoin(
        availabilityRules,
        // The host's own rules: an external calendar's closures are not the host's to edit (decision 047).
        and(eq(availabilityRules.siteId, sites.id), isNull(availabilityRules.calendarImportId)),
      )
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

/** What a location's calendar needs over a window, as one statement reads it. */
export type CalendarData = {
  noticePeriod: number;
  /** The property's host rules as stored (decision 041). */
  stayRules: PropertyRules;
  /** The active sites in order, each with all its rules in order, how it takes bookings, its host rules. */
  sites: (SiteForAvailability & { bookingMode: BookingMode; stayRules: SiteRuleOverrides })[];
  /** The column the caller asked for beside the location (its booked counts), as text. */
  bookedCounts: string;
};

/** Another module's column over a window, given the location's id (the bookings module's counts). */
export type WindowColumn = (locationId: SQL, from: Placeholder, to: Placeholder) => SQL;

// The calendar runs on every view of a property: a statement per query cost Node more than the
// answer's own work (three round trips, each with its rows mapped by the driver and the query
// builder). One prepared statement reads it all as one row: the notice period, the sites with their
// availability and host rules from the row's own search_sites column (kept by triggers, the same source a search by dates
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
      stayRules: locations.stayRules,
      sites: sql<string>`${locations.searchSites}::text`,
      names: sql<string>`(select coalesce(json_object_agg(s.id, json_build_array(s.name, s.booking_mode)), '{}')::text
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
  const names = JSON.parse(row.names) as Record<string, [string, BookingMode]>;
  return {
    noticePeriod: row.noticePeriod,
    stayRules: row.stayRules,
    sites: (JSON.parse(row.sites) as SiteTuple[]).map((tuple) => ({
      ...toSite(tuple),
      name: names[tuple[0]]?.[0] ?? '',
      bookingMode: names[tuple[0]]?.[1] ?? 'instant',
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
    // Names, towns and regions with their macrons folded, as the public search matches them.
    const pattern = `%${escapeLike(c.text)}%`;
    conditions.push(
      or(
        textMatches(sql`${pattern}::text`, [locations.name, locations.city, locations.region]),
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

/** Every site of the host's properties, deleted ones too, with their property (earnings, decision 050). */
export async function listHostSites(db: Db, hostId: string) {
  return db
    .select({
      siteId: sites.id,
      siteName: sites.name,
      locationId: locations.id,
      locationName: locations.name,
      spaces: sites.spaces,
      status: sites.status,
    })
    .from(sites)
    .innerJoin(locations, eq(locations.id, sites.locationId))
    .where(eq(locations.ownerId, hostId))
    .orderBy(asc(locations.name), asc(locations.id), asc(sites.position), asc(sites.id));
}
