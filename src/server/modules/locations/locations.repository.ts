// SQL for locations and their sites (the bookings that use them up are the bookings module's).

import { and, asc, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { availabilityRules, locationImages, locations, sites, users } from '../../db/schema';
import type { AvailabilityRule, SiteForAvailability } from '../../../domain/availability';
import type { IsoDate } from '../../../domain/dates';
import { EARTH_RADIUS_M, earthCubeLiteral } from '../../../domain/geo';
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

/** The WHERE conditions, the distance column and the order of a search (decision 001). */
function searchParts(c: SearchCriteria) {
  const centre = c.centre ? sql`${earthCubeLiteral(c.centre)}::cube` : null;
  const conditions = [c.status === 'active' ? sql`status = 'active'` : sql`status = 'inactive'`];
  if (c.tagIds.length) conditions.push(sql`tag_ids @> ${`{${c.tagIds.join(',')}}`}::int[]`);
  if (centre && c.withinMetres) {
    // The box (around the exact points, widened by the rounding) lets the index narrow the search;
    // the chord test on the public point trims it.
    const chord = 2 * EARTH_RADIUS_M * Math.sin(c.withinMetres / (2 * EARTH_RADIUS_M));
    const box = c.withinMetres + PUBLIC_POSITION_SLACK_M;
    conditions.push(sql`earth_point <@ earth_box(${centre}::earth, ${box})`);
    conditions.push(sql`(${publicPoint} <-> ${centre}) <= ${chord}`);
  }
  if (c.type) conditions.push(sql`type = ${c.type}`);
  if (c.text) {
    const pattern = `%${escapeLike(c.text)}%`;
    conditions.push(sql`(name ilike ${pattern} or city ilike ${pattern} or region ilike ${pattern})`);
  }
  const distance = centre
    ? sql`2 * ${EARTH_RADIUS_M / 1000}::float8 * asin(least(1, (${publicPoint} <-> ${centre}) / ${2 * EARTH_RADIUS_M}::float8))`
    : sql`null::float8`;
  const order = centre ? sql`earth_point <-> ${centre}` : sql`rating desc nulls last, id`;
  // The summary's columns, in the shape of locationSummarySchema.
  const columns = sql`id, name, type, property_type as "propertyType", status, region, city,
        ${publicLatitude} as latitude, ${publicLongitude} as longitude, price, rating,
        review_count as "reviewCount", image, tag_ids as tags, ${distance} as distance`;
  return { centre, where: sql.join(conditions, sql` and `), columns, order };
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
 */
export async function searchLocationsJson(db: Db, c: SearchCriteria): Promise<string> {
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

// The calendar's queries run on every view of a property: built once per database and prepared,
// rather than rebuilt by the query builder on every request.
const calendarStatements = new WeakMap<Db, ReturnType<typeof prepareCalendarStatements>>();

function prepareCalendarStatements(db: Db) {
  return {
    noticePeriod: db
      .select({ noticePeriod: locations.noticePeriod })
      .from(locations)
      .where(eq(locations.id, sql.placeholder('locationId')))
      .limit(1)
      .prepare('calendar_notice_period'),
    sitesWithRules: db
      .select({ site: sites, rule: availabilityRules })
      .from(sites)
      .leftJoin(availabilityRules, eq(availabilityRules.siteId, sites.id))
      .where(and(eq(sites.locationId, sql.placeholder('locationId')), eq(sites.status, 'active')))
      .orderBy(asc(sites.position), asc(sites.id), asc(availabilityRules.position), asc(availabilityRules.id))
      .prepare('calendar_sites_with_rules'),
  };
}

function calendar(db: Db) {
  let statements = calendarStatements.get(db);
  if (!statements) calendarStatements.set(db, (statements = prepareCalendarStatements(db)));
  return statements;
}

/** The location's active sites, in order, each with its rules in the order they were added. */
export async function listActiveSitesWithRules(db: Db, locationId: number): Promise<SiteWithRules[]> {
  const rows = await calendar(db).sitesWithRules.execute({ locationId });
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

/** The notice period of a location, or null when there is no such location. */
export async function findNoticePeriod(db: Db, locationId: number): Promise<number | null> {
  const [row] = await calendar(db).noticePeriod.execute({ locationId });
  return row?.noticePeriod ?? null;
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
