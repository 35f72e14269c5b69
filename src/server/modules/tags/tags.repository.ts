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
