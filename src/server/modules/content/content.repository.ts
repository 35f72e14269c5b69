import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collectionPages, contentPages, widgets } from '../../db/schema';

export async function findContentPage(db: Db, slug: string) {
  const rows = await db.select().from(contentPages).where(eq(contentPages.slug, slug)).limit(1);
  return rows[0] ?? null;
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
