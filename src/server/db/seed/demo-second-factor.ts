// The demo administrators' authenticator app (decision 056): administrators need a second factor
// before the admin area opens, so the demo one comes with an app whose secret is published in the
// README (a demo account, never a real one). Stored as Better Auth's two-factor plugin stores it:
// encrypted with the auth secret, which is why it is seeded once the server knows that secret.

import { symmetricEncrypt } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { twoFactors, users } from '../schema';

/** The demo administrator's authenticator secret (base32), as an authenticator app is given it. */
export const DEMO_ADMIN_TOTP_SECRET = 'STOPOVERDEMOADMINSECONDSTEP23456';
/** The demo administrator's recovery codes (each works once). */
export const DEMO_ADMIN_RECOVERY_CODES = ['demo1-admin', 'demo2-admin', 'demo3-admin'];

/** The demo administrators: both get the app, with the same published secret. */
const DEMO_ADMIN_IDS = ['demo-admin', 'demo-lister'];

/** Gives the demo administrators the app, unless they already have one. */
export async function seedDemoSecondFactor(db: Db, authSecret: string): Promise<void> {
  for (const id of DEMO_ADMIN_IDS) await seedOne(db, authSecret, id);
}

async function seedOne(db: Db, authSecret: string, id: string): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!admin) return;
  const [existing] = await db
    .select({ id: twoFactors.id })
    .from(twoFactors)
    .where(eq(twoFactors.userId, admin.id));
  if (existing) return;
  await db.insert(twoFactors).values({
    id: `${admin.id}-totp`,
    userId: admin.id,
    // Better Auth reads a "base32:" secret as the base32 an authenticator app is given.
    secret: await symmetricEncrypt({ key: authSecret, data: `base32:${DEMO_ADMIN_TOTP_SECRET}` }),
    backupCodes: await symmetricEncrypt({ key: authSecret, data: JSON.stringify(DEMO_ADMIN_RECOVERY_CODES) }),
    verified: true,
  });
  await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, admin.id));
}
