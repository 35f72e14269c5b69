// SQL of the Contact Us messages.

import { desc, lt, sql } from 'drizzle-orm';
import { jsonRows, type Db } from '../../db/client';
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

// ---- Personal data (issue 31, decision 058) ----

/** The Contact Us messages sent from the person's address. */
export const personalContactMessages = (db: Db, email: string) =>
  jsonRows(
    db,
    sql`select first_name as "firstName", last_name as "lastName", email, phone, message,
               created_at as "createdAt"
          from contact_messages where lower(email) = ${email.toLowerCase()} order by created_at`,
  );

/** Deletion: the person's Contact Us messages go (answered by email long since). */
export async function deleteContactMessagesFrom(db: Db, email: string): Promise<void> {
  await db.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${email.toLowerCase()}`);
}
