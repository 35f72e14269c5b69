// The audit trail (decision 022): every administrator action is recorded by the service that does
// it, in the same transaction as the change where there is one, and read back on the affected
// user's and location's admin pages. Entries are never changed or deleted.

import type { AdminAction, AdminActionList } from '../../../domain/schemas/audit';
import type { Db } from '../../db/client';
import * as repo from './audit.repository';

const PAGE_SIZE = 50;

/** Records what an administrator did. Call it with the transaction of the change it records. */
export async function recordAdminAction(db: Db, entry: repo.NewAdminAction): Promise<void> {
  await repo.insertAdminAction(db, entry);
}

/** One page of the trail about a user or a location, newest first. */
export async function listAdminActions(
  db: Db,
  about: { userId: string } | { locationId: number },
  cursor?: number,
): Promise<AdminActionList> {
  const rows = await repo.listAdminActions(db, about, cursor, PAGE_SIZE);
  return {
    items: rows.map((row) => ({
      id: row.id,
      action: row.action as AdminAction,
      actor: row.actorId && row.actorEmail ? { id: row.actorId, email: row.actorEmail } : null,
      targetUserId: row.targetUserId,
      targetLocationId: row.targetLocationId,
      targetBookingUid: row.targetBookingUid,
      reason: row.reason,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
    })),
    cursor: rows.length === PAGE_SIZE ? String(rows[rows.length - 1]!.id) : null,
  };
}
