import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tags } from '../../db/schema';

export async function listTags(db: Db) {
  return db.select().from(tags).orderBy(asc(tags.group), asc(tags.name));
}

/** Which of these ids name no tag. */
export async function findUnknownTagIds(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const found = await db.select({ id: tags.id }).from(tags).where(inArray(tags.id, ids));
  const known = new Set(found.map((t) => t.id));
  return ids.filter((id) => !known.has(id));
}

/**
 * Inserts a tag; null when its label is taken. The unique index on `tags.label` decides, so of
 * concurrent inserts of one label exactly one gets a row (the others wait for it, then skip).
 */
export async function insertTag(db: Db, tag: { label: string; name: string; group: string }) {
  const [row] = await db.insert(tags).values(tag).onConflictDoNothing({ target: tags.label }).returning();
  return row ?? null;
}
