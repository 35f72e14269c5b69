// SQL for uploaded images.

import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { images } from '../../db/schema';

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
