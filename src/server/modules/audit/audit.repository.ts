import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminActions, users } from '../../db/schema';
import type { AdminAction } from '../../../domain/schemas/audit';

export type NewAdminAction = {
  actorId: string;
  action: AdminAction;
  targetUserId?: string | null;
  targetLocationId?: number | null;
  targetBookingUid?: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
};

/** Adds one entry; `db` may be a transaction, so the entry lands with the change it records. */
export async function insertAdminAction(db: Db, entry: NewAdminAction): Promise<void> {
  await db.insert(adminActions).values({ ...entry, details: entry.details ?? {} });
}

/** Entries about one user or one location, newest first, `limit` after the cursor (an entry id). */
export async function listAdminActions(
  db: Db,
  about: { userId: string } | { locationId: number },
  cursor: number | undefined,
  limit: number,
) {
  const where: SQL[] = [
    'userId' in about
      ? eq(adminActions.targetUserId, about.userId)
      : eq(adminActions.targetLocationId, about.locationId),
  ];
  if (cursor) where.push(lt(adminActions.id, cursor));
  return db
    .select({
      id: adminActions.id,
      action: adminActions.action,
      actorId: adminActions.actorId,
      actorEmail: users.email,
      targetUserId: adminActions.targetUserId,
      targetLocationId: adminActions.targetLocationId,
      targetBookingUid: adminActions.targetBookingUid,
      reason: adminActions.reason,
      details: adminActions.details,
      createdAt: adminActions.createdAt,
    })
    .from(adminActions)
    .leftJoin(users, eq(users.id, adminActions.actorId))
    .where(and(...where))
    .orderBy(desc(adminActions.id))
    .limit(limit);
}
