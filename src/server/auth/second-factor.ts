// Whether an account has a second factor (decision 056): a confirmed authenticator app or a passkey.
// Better Auth's two-factor plugin keeps `users.two_factor_enabled` for the app alone and its passkey
// plugin knows nothing of it; the flag is kept here to mean "either", so a password sign-in of an
// account with only a passkey also waits for the second step, and the admin guard reads one column.

import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passkeys, secondFactorRecoveries, sessions, twoFactors, users } from '../db/schema';

/** The auth paths after which the flag is worked out again for the signed-in user. */
export const SECOND_FACTOR_CHANGING_PATHS: ReadonlySet<string> = new Set([
  '/two-factor/verify-totp',
  '/two-factor/disable',
  '/passkey/verify-registration',
  '/passkey/delete-passkey',
]);

/** Sets `two_factor_enabled` from what the user holds now; returns it. */
export async function syncSecondFactor(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({
      twoFactorEnabled: sql`exists (select 1 from ${twoFactors} where ${twoFactors.userId} = ${userId}
        and ${twoFactors.verified}) or exists (select 1 from ${passkeys} where ${passkeys.userId} = ${userId})`,
    })
    .where(eq(users.id, userId))
    .returning({ twoFactorEnabled: users.twoFactorEnabled });
  return row?.twoFactorEnabled ?? false;
}

/**
 * Removes every second factor of a user (an administrator's decision, or an email recovery that came
 * due) and ends their sessions: whoever held the account's session before keeps nothing.
 */
export async function removeSecondFactors(db: Db, userId: string): Promise<void> {
  await db.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await db.delete(passkeys).where(eq(passkeys.userId, userId));
  await db.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** What second factors a user holds (for their account page and the admin user page). */
export async function secondFactorsOf(
  db: Db,
  userId: string,
): Promise<{ authenticatorApp: boolean; passkeys: number }> {
  const [app] = await db
    .select({ id: twoFactors.id })
    .from(twoFactors)
    .where(and(eq(twoFactors.userId, userId), eq(twoFactors.verified, true)));
  const keys = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId));
  return { authenticatorApp: !!app, passkeys: keys.length };
}

/**
 * Carries out an email recovery of the user's that came due (decision 056): their factors go, and the
 * password alone signs them in. Called as they sign in, so no job has to watch the clock.
 */
export async function carryOutDueRecovery(db: Db, userId: string, now: Date = new Date()): Promise<boolean> {
  const done = await db
    .update(secondFactorRecoveries)
    .set({ completedAt: now })
    .where(
      and(
        eq(secondFactorRecoveries.userId, userId),
        isNull(secondFactorRecoveries.cancelledAt),
        isNull(secondFactorRecoveries.completedAt),
        lte(secondFactorRecoveries.dueAt, now),
      ),
    )
    .returning({ id: secondFactorRecoveries.id });
  if (done.length === 0) return false;
  await removeSecondFactors(db, userId);
  return true;
}
