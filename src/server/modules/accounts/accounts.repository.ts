import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type PaymentPatch = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'paymentCustomerId'
    | 'paymentMethodToken'
    | 'paymentValid'
    | 'cardLast4'
    | 'cardExpMonth'
    | 'cardExpYear'
    | 'connectedAccountId'
    | 'accountValid'
    | 'bankName'
  >
>;

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findUserByConnectedAccount(db: Db, accountId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.connectedAccountId, accountId));
  return row ?? null;
}

export async function updatePaymentFields(db: Db, id: string, patch: PaymentPatch): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}
