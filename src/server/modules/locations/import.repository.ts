// SQL for the bulk data import (docs/data-import.md): set-wise reads and multi-row writes, so a
// chunk of a few hundred locations costs a handful of statements rather than a few per location.
// search_sites is kept by the database's triggers (decision 020); the derived columns (price,
// tag_ids, image) are recomputed here for the chunk at once, as property.repository does per property.

import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { images, locationImages, locations, sites, tags } from '../../db/schema';

/** The fields an import writes on a location (the derived columns are refreshed after). */
export type ImportedLocationFields = {
  foreignKey: string;
  name: string;
  description: string;
  type: string;
  propertyType: string | null;
  status: string;
  address: string;
  city: string | null;
  postcode: string | null;
  region: string | null;
  country: string;
  latitude: number;
  longitude: number;
  website: string | null;
  directions: string | null;
  noticePeriod: number;
  cancellationPolicy: string;
  ownTagIds: number[];
};

export type ImportedSiteFields = {
  name: string;
  spaces: number;
  price: number;
  tagIds: number[];
  position: number;
};

/** Largest number of site rows one statement writes (PostgreSQL allows 65,535 parameters). */
const SITES_PER_STATEMENT = 1000;

export async function allTags(db: Db) {
  return db.select({ id: tags.id, label: tags.label, group: tags.group }).from(tags);
}

/**
 * The imported locations with these keys as stored, with their photo count; in a transaction,
 * locked as a save locks a property (FOR NO KEY UPDATE: bookings naming them are not held up).
 */
export async function findByForeignKeys(db: Db, keys: string[], lock: boolean) {
  if (!keys.length) return [];
  const query = db
    .select({
      id: locations.id,
      foreignKey: locations.foreignKey,
      name: locations.name,
      description: locations.description,
      type: locations.type,
      propertyType: locations.propertyType,
      status: locations.status,
      address: locations.address,
      city: locations.city,
      postcode: locations.postcode,
      region: locations.region,
      country: locations.country,
      latitude: locations.latitude,
      longitude: locations.longitude,
      website: locations.website,
      directions: locations.directions,
      noticePeriod: locations.noticePeriod,
      cancellationPolicy: locations.cancellationPolicy,
      ownTagIds: locations.ownTagIds,
      // Named in full: drizzle writes a one-table select's columns unqualified.
      photoCount: sql<number>`(select count(*)::int from location_images i where i.location_id = locations.id)`,
    })
    .from(locations)
    .where(inArray(locations.foreignKey, keys));
  return lock ? query.for('no key update') : query;
}
export type StoredImportedLocation = Awaited<ReturnType<typeof findByForeignKeys>>[number];

/** The active sites of these locations, in calendar order. */
export async function activeSitesOf(db: Db, locationIds: number[]) {
  if (!locationIds.length) return [];
  return db
    .select({
      id: sites.id,
      locationId: sites.locationId,
      name: sites.name,
      spaces: sites.spaces,
      price: sites.price,
      tagIds: sites.tagIds,
      position: sites.position,
    })
    .from(sites)
    .where(and(inArray(sites.locationId, locationIds), eq(sites.status, 'active')))
    .orderBy(asc(sites.locationId), asc(sites.position), asc(sites.id));
}
export type StoredSite = Awaited<ReturnType<typeof activeSitesOf>>[number];

const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Inserts new locations and saves changed ones in one statement, matched by foreignKey (unique):
 * a location another import created meanwhile is updated rather than duplicated. A new property
 * belongs to `ownerId` (the importing administrator); an update keeps the owner and moves the
 * version on, so an editor open on it sees its save is stale (decision 021).
 */
export async function upsertLocations(
  tx: Db,
  rows: { fields: ImportedLocationFields; ownerId: string | null }[],
  now: Date,
) {
  if (!rows.length) return [];
  return tx
    .insert(locations)
    .values(rows.map(({ fields, ownerId }) => ({ ...fields, ownerId })))
    .onConflictDoUpdate({
      target: locations.foreignKey,
      set: {
        name: excluded('name'),
        description: excluded('description'),
        type: excluded('type'),
        propertyType: excluded('property_type'),
        status: excluded('status'),
        address: excluded('address'),
        city: excluded('city'),
        postcode: excluded('postcode'),
        region: excluded('region'),
        country: excluded('country'),
        latitude: excluded('latitude'),
        longitude: excluded('longitude'),
        website: excluded('website'),
        directions: excluded('directions'),
        noticePeriod: excluded('notice_period'),
        cancellationPolicy: excluded('cancellation_policy'),
        ownTagIds: excluded('own_tag_ids'),
        version: sql`${locations.version} + 1`,
        updatedAt: now,
      },
    })
    .returning({
      id: locations.id,
      foreignKey: locations.foreignKey,
      // xmax is 0 on a row this statement inserted, and set on one it updated.
      inserted: sql<boolean>`(xmax = 0)`,
    });
}

const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

export async function insertSites(tx: Db, rows: (ImportedSiteFields & { locationId: number })[]) {
  for (let i = 0; i < rows.length; i += SITES_PER_STATEMENT) {
    await tx
      .insert(sites)
      .values(rows.slice(i, i + SITES_PER_STATEMENT).map((row) => ({ ...row, status: 'active' })));
  }
}

/** Saves changed sites, many in one statement. */
export async function updateSites(tx: Db, rows: (ImportedSiteFields & { id: number })[]) {
  for (let i = 0; i < rows.length; i += SITES_PER_STATEMENT) {
    const values: SQL[] = rows
      .slice(i, i + SITES_PER_STATEMENT)
      .map(
        (r) =>
          sql`(${r.id}::int, ${r.name}::text, ${r.spaces}::int, ${r.price}::int, ${intArray(r.tagIds)}, ${r.position}::int)`,
      );
    await tx.execute(sql`
      update sites s set name = v.name, spaces = v.spaces, price = v.price, tag_ids = v.tag_ids, position = v.position
      from (values ${sql.join(values, sql`, `)}) as v(id, name, spaces, price, tag_ids, position)
      where s.id = v.id`);
  }
}

/** Sites the file no longer lists leave the calendar, search and the price; their rows and bookings stay (decision 021). */
export async function deleteSites(tx: Db, ids: number[]) {
  if (!ids.length) return;
  await tx.update(sites).set({ status: 'deleted' }).where(inArray(sites.id, ids));
}

/** Stored uploads by url. */
export async function findImagesByUrls(db: Db, urls: string[]) {
  if (!urls.length) return [];
  return db
    .select({ id: images.id, ownerId: images.ownerId, url: images.url })
    .from(images)
    .where(inArray(images.url, urls));
}

/** The photos of these locations, in order. */
export async function photosOf(db: Db, locationIds: number[]) {
  if (!locationIds.length) return [];
  return db
    .select({
      locationId: locationImages.locationId,
      imageId: locationImages.imageId,
      url: locationImages.url,
    })
    .from(locationImages)
    .where(inArray(locationImages.locationId, locationIds))
    .orderBy(asc(locationImages.locationId), asc(locationImages.position), asc(locationImages.id));
}

/** Replaces the photos of these locations, each with its list in order (the first is the cover). */
export async function replacePhotos(
  tx: Db,
  photos: { locationId: number; list: { imageId: string; url: string }[] }[],
) {
  if (!photos.length) return;
  await tx.delete(locationImages).where(
    inArray(
      locationImages.locationId,
      photos.map((p) => p.locationId),
    ),
  );
  const rows = photos.flatMap(({ locationId, list }) =>
    list.map((image, position) => ({ locationId, imageId: image.imageId, url: image.url, position })),
  );
  for (let i = 0; i < rows.length; i += SITES_PER_STATEMENT) {
    await tx.insert(locationImages).values(rows.slice(i, i + SITES_PER_STATEMENT));
  }
}

/** Moves the version on (a photo change makes an open editor's save stale, as any save does). */
export async function touchLocations(tx: Db, ids: number[], now: Date) {
  if (!ids.length) return;
  await tx
    .update(locations)
    .set({ version: sql`${locations.version} + 1`, updatedAt: now })
    .where(inArray(locations.id, ids));
}
