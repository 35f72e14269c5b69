// SQL for creating and editing a property (decision 021): the location row, its images, its sites
// and their rules, and the columns search reads that are derived from them.

import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AvailabilityRule } from '../../../domain/availability';
import type { BookingMode } from '../../../domain/lifecycles';
import type { SiteRuleOverrides } from '../../../domain/stay-rules';
import { jsonRows, type Db } from '../../db/client';
import { availabilityRules, images, locationImages, locations, sites, tags, users } from '../../db/schema';
import { availabilityRuleRow } from './availability-rules';

type LocationInsert = typeof locations.$inferInsert;

/** What a save writes on the location row itself (the derived columns are refreshed after). */
export type PropertyFields = Pick<
  LocationInsert,
  | 'name'
  | 'description'
  | 'type'
  | 'propertyType'
  | 'address'
  | 'postcode'
  | 'city'
  | 'region'
  | 'country'
  | 'latitude'
  | 'longitude'
  | 'website'
  | 'directions'
  | 'arrivalInstructions'
  | 'cancellationPolicy'
  | 'noticePeriod'
  | 'stayRules'
  | 'ownTagIds'
>;

/** A photo as stored on a property: the upload it came from (none for imported ones) and its url. */
export type PropertyImage = { imageId: string | null; url: string };

export type SiteFields = {
  name: string;
  spaces: number;
  price: number;
  tagIds: number[];
  directions: string | null;
  status: string;
  /** None: instant for a new site, unchanged for a saved one. */
  bookingMode?: BookingMode;
  /** The host rules it overrides (decision 041); none: {} for a new site, unchanged for a saved one. */
  stayRules?: SiteRuleOverrides;
  position: number;
};

/** Who owns a location, or null when there is none. */
export async function findOwner(db: Db, id: number): Promise<{ ownerId: string | null } | null> {
  const [row] = await db.select({ ownerId: locations.ownerId }).from(locations).where(eq(locations.id, id));
  return row ?? null;
}

/**
 * Locks a location's row for a save and answers what the save needs of it. NO KEY UPDATE: saves of
 * one property queue here, while a booking's or review's rows that name the property (their foreign
 * keys take KEY SHARE) are not held up and cannot deadlock with it.
 */
export async function lockLocation(tx: Db, id: number) {
  const [row] = await tx
    .select({
      ownerId: locations.ownerId,
      version: locations.version,
      ownTagIds: locations.ownTagIds,
      type: locations.type,
      status: locations.status,
      propertyType: locations.propertyType,
      cancellationPolicy: locations.cancellationPolicy,
      noticePeriod: locations.noticePeriod,
      arrivalInstructions: locations.arrivalInstructions,
      stayRules: locations.stayRules,
    })
    .from(locations)
    .where(eq(locations.id, id))
    .for('no key update');
  return row ?? null;
}

/** Locks a location's sites in id order, the order a booking locks them in (decision 017). */
export async function lockSites(tx: Db, locationId: number) {
  return tx
    .select({ id: sites.id, status: sites.status })
    .from(sites)
    .where(eq(sites.locationId, locationId))
    .orderBy(asc(sites.id))
    .for('no key update');
}

/** A new listed location; a non-product listing has no owner (nobody hosts it). */
export async function insertLocation(
  tx: Db,
  ownerId: string | null,
  fields: PropertyFields,
): Promise<number> {
  const [row] = await tx
    .insert(locations)
    .values({ ...fields, ownerId, status: 'active' })
    .returning({ id: locations.id });
  return row!.id;
}

/** Saves the fields and moves the version on (the caller has compared it under the row lock). */
export async function updateLocation(tx: Db, id: number, fields: PropertyFields, now: Date): Promise<void> {
  await tx
    .update(locations)
    .set({ ...fields, version: sql`${locations.version} + 1`, updatedAt: now })
    .where(eq(locations.id, id));
}

export async function setStatus(tx: Db, id: number, status: string, now: Date): Promise<void> {
  await tx
    .update(locations)
    .set({ status, version: sql`${locations.version} + 1`, updatedAt: now })
    .where(eq(locations.id, id));
}

/** The photos on a property in order, with the id GET /v1/locations/{id} shows for each. */
export async function listImages(db: Db, locationId: number) {
  return db
    .select({ id: locationImages.id, imageId: locationImages.imageId, url: locationImages.url })
    .from(locationImages)
    .where(eq(locationImages.locationId, locationId))
    .orderBy(asc(locationImages.position), asc(locationImages.id));
}

export async function countImages(db: Db, locationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(locationImages)
    .where(eq(locationImages.locationId, locationId));
  return row?.n ?? 0;
}

/** Replaces the photos of a property with this list, in order (the first is the cover). */
export async function replaceImages(tx: Db, locationId: number, list: PropertyImage[]): Promise<void> {
  await tx.delete(locationImages).where(eq(locationImages.locationId, locationId));
  if (!list.length) return;
  await tx
    .insert(locationImages)
    .values(
      list.map((image, position) => ({ locationId, imageId: image.imageId, url: image.url, position })),
    );
}

/** Stored uploads by id: who owns each and its url. */
export async function findUploads(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: images.id, ownerId: images.ownerId, url: images.url })
    .from(images)
    .where(inArray(images.id, ids));
}

/** The groups of these tags, by id; an unknown id is missing from the map. */
export async function tagGroups(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: tags.id, group: tags.group }).from(tags).where(inArray(tags.id, ids));
  return new Map(rows.map((r) => [r.id, r.group]));
}

export async function insertSite(tx: Db, locationId: number, site: SiteFields): Promise<number> {
  const [row] = await tx
    .insert(sites)
    .values({ ...site, locationId })
    .returning({ id: sites.id });
  return row!.id;
}

export async function updateSite(tx: Db, siteId: number, site: Partial<SiteFields>): Promise<void> {
  await tx.update(sites).set(site).where(eq(sites.id, siteId));
}

/** Replaces a site's own rules with this list, in order (an external calendar's closures stay: decision 047). */
export async function replaceRules(tx: Db, siteId: number, rules: AvailabilityRule[]): Promise<void> {
  await tx
    .delete(availabilityRules)
    .where(and(eq(availabilityRules.siteId, siteId), isNull(availabilityRules.calendarImportId)));
  if (!rules.length) return;
  await tx
    .insert(availabilityRules)
    .values(rules.map((rule, position) => availabilityRuleRow(siteId, rule, position)));
}

/** A site's effective rule `name` as text: the site's override, else the property's (decision 041). */
const effectiveRule = (name: string) =>
  sql.raw(`coalesce(s.stay_rules->>'${name}', l.stay_rules->>'${name}')`);

/**
 * The host rules search filters on (decision 041), from the active sites' effective rules: the
 * longest vehicle some site takes (null when some site takes any length), whether some site takes
 * pets, and whether every site takes self-contained vehicles only (false without active sites).
 */
const rulesForSearch = sql`
      rules_max_vehicle_metres = (
        select case when bool_or(${effectiveRule('maxVehicleLengthMetres')} is null) then null
          else max((${effectiveRule('maxVehicleLengthMetres')})::real) end
        from sites s where s.location_id = l.id and s.status = 'active'),
      rules_pets = coalesce((
        select bool_or(coalesce((${effectiveRule('petsAllowed')})::boolean, false))
        from sites s where s.location_id = l.id and s.status = 'active'), false),
      rules_self_contained_only = coalesce((
        select bool_and(coalesce((${effectiveRule('selfContainedOnly')})::boolean, false))
        from sites s where s.location_id = l.id and s.status = 'active'), false)`;

/**
 * Recomputes what search reads from the sites and photos: the lowest active site price, the tags
 * (the property's own and its active sites') and the cover (the first photo).
 */
export async function refreshDerived(tx: Db, id: number): Promise<void> {
  await refreshDerivedMany(tx, [id]);
}

/** The same for many locations in one statement (a bulk import's chunk). */
export async function refreshDerivedMany(tx: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await tx.execute(sql`
    update locations l set
      price = (select min(s.price) from sites s where s.location_id = l.id and s.status = 'active'),
      tag_ids = coalesce((select array_agg(t order by t) from (
          select unnest(l.own_tag_ids) as t
          union
          select unnest(s.tag_ids) from sites s where s.location_id = l.id and s.status = 'active'
        ) all_tags), '{}'::int[]),
      image = (select i.url from location_images i where i.location_id = l.id order by i.position, i.id limit 1),
      ${rulesForSearch}
    where l.id = any(${`{${ids.join(',')}}`}::int[])`);
}

export async function userExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return rows.length > 0;
}

/** A host's properties, newest first, every status, as My Properties lists them. */
export async function listOwnedProperties(db: Db, ownerId: string) {
  // The counts name the outer row in full: drizzle writes a one-table select's columns unqualified.
  return db
    .select({
      id: locations.id,
      name: locations.name,
      status: locations.status,
      image: locations.image,
      imageCount: sql<number>`(select count(*)::int from location_images i where i.location_id = locations.id)`,
      siteCount: sql<number>`(select count(*)::int from sites s where s.location_id = locations.id and s.status = 'active')`,
      price: locations.price,
      city: locations.city,
      region: locations.region,
    })
    .from(locations)
    .where(eq(locations.ownerId, ownerId))
    .orderBy(desc(locations.createdAt), desc(locations.id));
}

// ---- Personal data (issue 31, decision 058) ----

/** The properties a person hosts, with their sites. */
export const personalProperties = (db: Db, ownerId: string) =>
  jsonRows(
    db,
    sql`select l.id, l.name, l.type, l.status, l.address, l.city, l.region, l.postcode,
               l.latitude, l.longitude, l.description, l.arrival_instructions as "arrivalInstructions",
               l.created_at as "createdAt",
               coalesce((select json_agg(json_build_object('name', s.name, 'spaces', s.spaces,
                          'price', s.price, 'status', s.status) order by s.id)
                           from sites s where s.location_id = l.id), '[]'::json) as sites
          from locations l where l.owner_id = ${ownerId} order by l.id`,
  );

/** Deletion: the person's listings leave search (kept unlisted: past stays and the ledger name them). */
export async function unlistPropertiesOf(db: Db, ownerId: string): Promise<number> {
  const rows = await db
    .update(locations)
    .set({ status: 'inactive', version: sql`${locations.version} + 1`, updatedAt: new Date() })
    .where(and(eq(locations.ownerId, ownerId), eq(locations.status, 'active')))
    .returning({ id: locations.id });
  return rows.length;
}
