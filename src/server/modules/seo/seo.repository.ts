import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collectionPages, contentPages, locations } from '../../db/schema';

/** Every listed location, oldest first (a stable order for crawlers). */
export async function listListedLocations(db: Db) {
  return db
    .select({ id: locations.id, updatedAt: locations.updatedAt })
    .from(locations)
    .where(eq(locations.status, 'active'))
    .orderBy(asc(locations.id));
}

export async function listCollections(db: Db) {
  return db
    .select({ slug: collectionPages.slug, updatedAt: collectionPages.updatedAt })
    .from(collectionPages)
    .orderBy(asc(collectionPages.position), asc(collectionPages.slug));
}

/** The English content pages but the home page's (that one is `/`). */
export async function listContentPages(db: Db) {
  return db
    .select({ slug: contentPages.slug, updatedAt: contentPages.updatedAt })
    .from(contentPages)
    .where(and(eq(contentPages.language, 'en'), ne(contentPages.slug, 'home')))
    .orderBy(asc(contentPages.slug));
}
