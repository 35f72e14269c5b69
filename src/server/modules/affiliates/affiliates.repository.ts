// SQL on the affiliate fields of users (spec section 3: isReferrer, referralCode,
// referralTerms.feePercentage). Nights and money are read through the bookings and ledger modules.

import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type AffiliateUserRow = typeof users.$inferSelect;

/** The user's row, locked until the transaction ends (so two changes of one user do not interleave). */
export async function lockUser(tx: Db, id: string): Promise<AffiliateUserRow | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row ?? null;
}

/**
 * Makes the user an affiliate with this fee. They keep the referral code they had (links already
 * given out go on working); `newCode` is theirs only when they had none.
 */
export async function makeAffiliate(tx: Db, id: string, feePercentage: number, newCode: string) {
  const [row] = await tx
    .update(users)
    .set({
      isReferrer: true,
      referralFeePercentage: feePercentage.toFixed(2),
      referralCode: sql`coalesce(${users.referralCode}, ${newCode})`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/** The user is no longer an affiliate; their code and fee are kept for the nights already brought. */
export async function removeAffiliate(tx: Db, id: string): Promise<void> {
  await tx.update(users).set({ isReferrer: false, updatedAt: new Date() }).where(eq(users.id, id));
}

/** Every affiliate, by email (administrators make them one at a time: the list stays short). */
export async function listAffiliates(db: Db, limit: number): Promise<AffiliateUserRow[]> {
  return db.select().from(users).where(eq(users.isReferrer, true)).orderBy(asc(users.email)).limit(limit);
}
