import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collectionPages, contentPages, widgets } from '../../db/schema';

/** The page `slug` in each of `languages` that is written. */
export async function findContentPageVersions(db: Db, slug: string, languages: string[]) {
  return db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug), inArray(contentPages.language, languages)));
}

export async function findCollectionPage(db: Db, slug: string) {
  const rows = await db.select().from(collectionPages).where(eq(collectionPages.slug, slug)).limit(1);
  return rows[0] ?? null;
}

export async function listCollectionPages(db: Db) {
  return db
    .select({
      slug: collectionPages.slug,
      title: collectionPages.title,
      thumbnail: collectionPages.thumbnail,
    })
    .from(collectionPages)
    .orderBy(asc(collectionPages.position), asc(collectionPages.slug));
}

export async function findWidget(db: Db, slug: string) {
  const rows = await db.select().from(widgets).where(eq(widgets.slug, slug)).limit(1);
  return rows[0] ?? null;
}
