// The sessions table's queries for the sessions list, ending sessions and re-authenticating
// (decision 057). Better Auth writes and reads the same rows; a deleted row is a session that no
// longer works, cookie or bearer token alike.

import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';

export type SessionRow = {
  id: string;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
};

/** The user's sessions that have not expired, the most recently seen first. */
export async function listLiveSessions(db: Db, userId: string): Promise<SessionRow[]> {
  const seen = sql<Date>`greatest(${sessions.createdAt}, coalesce(${sessions.lastSeenAt}, ${sessions.createdAt}))`;
  const rows = await db
    .select({
      id: sessions.id,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: seen.mapWith(sessions.createdAt),
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(seen), desc(sessions.createdAt));
  return rows;
}

/** Ends one of the user's sessions; whether there was one. */
export async function deleteSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

/** Ends every session of the user's but `keep`; how many ended. */
export async function deleteOtherSessions(db: Db, userId: string, keep: string): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keep)))
    .returning({ id: sessions.id });
  return deleted.length;
}

/** Records that the session's password was just given again; when, or null without such a session. */
export async function markReauthenticated(db: Db, sessionId: string): Promise<Date | null> {
  const [row] = await db
    .update(sessions)
    .set({ reauthenticatedAt: sql`now()` })
    .where(eq(sessions.id, sessionId))
    .returning({ at: sessions.reauthenticatedAt });
  return row?.at ?? null;
}

/**
 * The test clock of the journeys (not in production): the session signed in `minutes` earlier than
 * it did, and not re-authenticated since. Answers its sign-in time, or null without such a session.
 */
export async function ageSession(db: Db, sessionId: string, minutes: number): Promise<Date | null> {
  const [row] = await db
    .update(sessions)
    .set({
      createdAt: sql`${sessions.createdAt} - make_interval(mins => ${minutes})`,
      reauthenticatedAt: null,
    })
    .where(eq(sessions.id, sessionId))
    .returning({ createdAt: sessions.createdAt });
  return row?.createdAt ?? null;
}
