// The content editor's SQL (decision 024): the versions of each document in content_versions, and
// the live rows visitors read (content_pages by slug and language, collection_pages, widgets).

import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collectionPages, contentPages, contentVersions, users, widgets } from '../../db/schema';
import type {
  CollectionDocument,
  ContentKind,
  PageDocument,
  WidgetDocument,
} from '../../../domain/schemas/content-admin';

export type DocKey = { kind: ContentKind; slug: string; language: string };

const sameDoc = (key: DocKey) =>
  and(
    eq(contentVersions.kind, key.kind),
    eq(contentVersions.slug, key.slug),
    eq(contentVersions.language, key.language),
  );

/** Every live document, with when it last changed. */
export async function listLiveDocuments(db: Db) {
  const [pages, collections, widgetRows] = await Promise.all([
    db
      .select({
        slug: contentPages.slug,
        language: contentPages.language,
        title: contentPages.title,
        updatedAt: contentPages.updatedAt,
      })
      .from(contentPages)
      .orderBy(asc(contentPages.slug), asc(contentPages.language)),
    db
      .select({
        slug: collectionPages.slug,
        title: collectionPages.title,
        updatedAt: collectionPages.updatedAt,
      })
      .from(collectionPages)
      .orderBy(asc(collectionPages.slug)),
    db
      .select({ slug: widgets.slug, title: widgets.title, updatedAt: widgets.updatedAt })
      .from(widgets)
      .orderBy(asc(widgets.slug)),
  ]);
  return { pages, collections, widgets: widgetRows };
}

/** The newest version of each document that has any (drafts of never-published documents among them). */
export async function listLatestVersions(db: Db) {
  return db
    .selectDistinctOn([contentVersions.kind, contentVersions.slug, contentVersions.language], {
      kind: contentVersions.kind,
      slug: contentVersions.slug,
      language: contentVersions.language,
      document: contentVersions.document,
      createdAt: contentVersions.createdAt,
    })
    .from(contentVersions)
    .orderBy(contentVersions.kind, contentVersions.slug, contentVersions.language, desc(contentVersions.id));
}

export async function findLivePage(db: Db, slug: string, language: string) {
  const rows = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug), eq(contentPages.language, language)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findLiveCollection(db: Db, slug: string) {
  const rows = await db.select().from(collectionPages).where(eq(collectionPages.slug, slug)).limit(1);
  return rows[0] ?? null;
}

export async function findLiveWidget(db: Db, slug: string) {
  const rows = await db.select().from(widgets).where(eq(widgets.slug, slug)).limit(1);
  return rows[0] ?? null;
}

/** The newest version of a document with this status. */
export async function findLatestVersion(db: Db, key: DocKey, status: 'draft' | 'published') {
  const rows = await db
    .select({
      id: contentVersions.id,
      document: contentVersions.document,
      createdAt: contentVersions.createdAt,
    })
    .from(contentVersions)
    .where(and(sameDoc(key), eq(contentVersions.status, status)))
    .orderBy(desc(contentVersions.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function hasVersions(db: Db, key: DocKey): Promise<boolean> {
  const rows = await db.select({ id: contentVersions.id }).from(contentVersions).where(sameDoc(key)).limit(1);
  return rows.length > 0;
}

export async function findVersion(db: Db, key: DocKey, id: number) {
  const rows = await db
    .select({ id: contentVersions.id, document: contentVersions.document, status: contentVersions.status })
    .from(contentVersions)
    .where(and(sameDoc(key), eq(contentVersions.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** A document's versions (or the one `id`), newest first, with the email of who saved each. */
export async function listVersions(db: Db, key: DocKey, id?: number) {
  return db
    .select({
      id: contentVersions.id,
      status: contentVersions.status,
      createdAt: contentVersions.createdAt,
      createdBy: users.email,
    })
    .from(contentVersions)
    .leftJoin(users, eq(users.id, contentVersions.createdBy))
    .where(id === undefined ? sameDoc(key) : and(sameDoc(key), eq(contentVersions.id, id)))
    .orderBy(desc(contentVersions.id));
}

export async function insertVersion(
  db: Db,
  key: DocKey,
  document: Record<string, unknown>,
  status: 'draft' | 'published',
  /** null: the text that was live before the editor first published it (seeded). */
  createdBy: string | null,
) {
  const [row] = await db
    .insert(contentVersions)
    .values({ ...key, document, status, createdBy })
    .returning({ id: contentVersions.id });
  return row!.id;
}

// The live upserts. Each takes the live row's lock (or, for a new slug, waits on the other insert),
// so of two publishes at once the second waits for the first to commit: called before the version
// is inserted, the newest published version and the live row always agree.

export async function upsertLivePage(db: Db, slug: string, language: string, doc: PageDocument) {
  const values = { title: doc.title, homeBanner: doc.homeBanner, rows: doc.rows, updatedAt: sql`now()` };
  await db
    .insert(contentPages)
    .values({ slug, language, ...values })
    .onConflictDoUpdate({ target: [contentPages.slug, contentPages.language], set: values });
}

export async function upsertLiveCollection(db: Db, slug: string, doc: CollectionDocument) {
  const values = {
    title: doc.title,
    banner: doc.banner,
    thumbnail: doc.thumbnail,
    tagId: doc.collection.tag,
    rows: doc.rows,
    updatedAt: sql`now()`,
  };
  await db
    .insert(collectionPages)
    .values({ slug, ...values })
    .onConflictDoUpdate({ target: collectionPages.slug, set: values });
}

export async function upsertLiveWidget(db: Db, slug: string, doc: WidgetDocument) {
  const values = {
    title: doc.title,
    tagLine: doc.tagLine,
    buttonUrl: doc.buttonUrl,
    slides: doc.slides,
    updatedAt: sql`now()`,
  };
  await db
    .insert(widgets)
    .values({ slug, ...values })
    .onConflictDoUpdate({ target: widgets.slug, set: values });
}
