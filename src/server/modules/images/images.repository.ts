// SQL for uploaded images.

import { and, asc, inArray, sql } from 'drizzle-orm';
import { jsonRows, type Db } from '../../db/client';
import { images, locationImages, locations, users, vehicles } from '../../db/schema';

/**
 * One uploaded image. `storageKey` and `contentType` describe the normalised original as uploaded
 * (jpeg, png or gif); `url`, `width` and `height` describe the main web size; `variants` maps each
 * web width to its URL.
 */
export type NewImage = {
  id: string;
  ownerId: string;
  storageKey: string;
  url: string;
  contentType: string;
  width: number;
  height: number;
  variants: Record<string, string>;
};

/** Inserts the rows of one upload together, so a request records all of its images or none. */
export async function insertImages(db: Db, rows: NewImage[]): Promise<void> {
  if (!rows.length) return;
  await db.insert(images).values(rows);
}

/** Stored images with one of these urls, oldest first: who owns each. */
export async function findByUrls(db: Db, urls: string[]) {
  if (!urls.length) return [];
  return db
    .select({ id: images.id, url: images.url, ownerId: images.ownerId })
    .from(images)
    .where(inArray(images.url, urls))
    .orderBy(asc(images.createdAt), asc(images.id));
}

/**
 * Deletes those of these images that nothing points at: no vehicle's certificate, no property's
 * photos or cover, no profile photo. Answers the rows deleted, whose files the caller removes.
 * Content documents (pages, collection pages, widgets) are not searched.
 */
export async function deleteUnusedImages(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db
    .delete(images)
    .where(
      and(
        inArray(images.id, ids),
        sql`not exists (select 1 from ${vehicles} where ${vehicles.certificatePhotoId} = ${images.id})`,
        sql`not exists (select 1 from ${locationImages}
          where ${locationImages.imageId} = ${images.id} or ${locationImages.url} = ${images.url})`,
        sql`not exists (select 1 from ${locations} where ${locations.image} = ${images.url})`,
        sql`not exists (select 1 from ${users} where ${users.image} = ${images.url})`,
      ),
    )
    .returning({ id: images.id, storageKey: images.storageKey, variants: images.variants });
}

// ---- Personal data (issue 31, decision 058) ----

/** The images the person uploaded (profile photo, certificates, property photos). */
export const personalUploads = (db: Db, ownerId: string) =>
  jsonRows<{ id: string; url: string; createdAt: string }>(
    db,
    sql`select id, url, content_type as "contentType", created_at as "createdAt"
          from images where owner_id = ${ownerId} order by created_at`,
  );
