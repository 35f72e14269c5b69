// SQL of the second factor's own records: the host's declined offer and the email recoveries
// (decision 056). The factors themselves are Better Auth's tables, changed through its plugins.

import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { secondFactorRecoveries, users } from '../../db/schema';

export type RecoveryRow = typeof secondFactorRecoveries.$inferSelect;

export async function findUser(db: Db, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      language: users.language,
      twoFactorEnabled: users.twoFactorEnabled,
      secondFactorDeclinedAt: users.secondFactorDeclinedAt,
    })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

export async function setOfferDeclined(db: Db, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ secondFactorDeclinedAt: at }).where(eq(users.id, userId));
}

/** The recovery waiting to be carried out (neither cancelled nor done), if any. */
export async function findPendingRecovery(db: Db, userId: string): Promise<RecoveryRow | null> {
  const [row] = await db
    .select()
    .from(secondFactorRecoveries)
    .where(
      and(
        eq(secondFactorRecoveries.userId, userId),
        isNull(secondFactorRecoveries.cancelledAt),
        isNull(secondFactorRecoveries.completedAt),
      ),
    )
    .orderBy(desc(secondFactorRecoveries.createdAt))
    .limit(1);
  return row ?? null;
}

export async function findRecovery(db: Db, id: string): Promise<RecoveryRow | null> {
  const [row] = await db.select().from(secondFactorRecoveries).where(eq(secondFactorRecoveries.id, id));
  return row ?? null;
}

export async function insertRecovery(db: Db, userId: string, dueAt: Date): Promise<RecoveryRow> {
  const [row] = await db.insert(secondFactorRecoveries).values({ userId, dueAt }).returning();
  return row!;
}

/** Cancels the user's waiting recoveries; returns how many there were. */
export async function cancelPendingRecoveries(db: Db, userId: string, at: Date): Promise<number> {
  const rows = await db
    .update(secondFactorRecoveries)
    .set({ cancelledAt: at })
    .where(
      and(
        eq(secondFactorRecoveries.userId, userId),
        isNull(secondFactorRecoveries.cancelledAt),
        isNull(secondFactorRecoveries.completedAt),
      ),
    )
    .returning({ id: secondFactorRecoveries.id });
  return rows.length;
}
