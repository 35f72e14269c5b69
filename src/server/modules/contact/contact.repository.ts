// SQL of the Contact Us messages.

import { desc, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

export type NewContactMessage = typeof contactMessages.$inferInsert;
export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** Stores one message; `db` may be a transaction, so the message lands with its email. */
export async function insertContactMessage(db: Db, message: NewContactMessage): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(message).returning();
  if (!row) throw new Error('The contact message insert returned no row');
  return row;
}

/** Messages newest first, `limit` of them after the cursor (a message id). */
export async function listContactMessages(
  db: Db,
  cursor: number | undefined,
  limit: number,
): Promise<ContactMessageRow[]> {
  return db
    .select()
    .from(contactMessages)
    .where(cursor ? lt(contactMessages.id, cursor) : undefined)
    .orderBy(desc(contactMessages.id))
    .limit(limit);
}
