import { and, asc, eq, gt, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { jsonRows, type Db } from '../../db/client';
import { randomUUID } from 'node:crypto';
import { accounts, sessions, users, verifications } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type UserPatch = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'firstName'
    | 'lastName'
    | 'name'
    | 'phone'
    | 'image'
    | 'referrer'
    | 'email'
    | 'emailVerified'
    | 'paymentCustomerId'
    | 'paymentMethodToken'
    | 'paymentValid'
    | 'cardLast4'
    | 'cardExpMonth'
    | 'cardExpYear'
    | 'connectedAccountId'
    | 'accountValid'
    | 'bankName'
    | 'gstRegistered'
    | 'gstNumber'
    | 'roles'
    | 'language'
  >
>;

export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

export async function findUserByConnectedAccount(db: Db, accountId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.connectedAccountId, accountId));
  return row ?? null;
}

export async function findAffiliateByCode(db: Db, code: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.isReferrer, true), eq(users.referralCode, code)));
  return row ?? null;
}

/** The hash of the user's email-and-password credential, or null for social-only users. */
export async function findPasswordHash(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return row?.password ?? null;
}

export async function hasPasswordByUser(db: Db, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: accounts.userId })
    .from(accounts)
    .where(and(eq(accounts.providerId, 'credential'), inArray(accounts.userId, userIds)));
  return new Set(rows.map((r) => r.userId));
}

/** Users by email order, after `afterEmail`, optionally matching `search` in email or names. */
export async function listUsers(
  db: Db,
  { search, afterEmail, limit }: { search?: string; afterEmail?: string; limit: number },
): Promise<UserRow[]> {
  const conditions: SQL[] = [];
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      // `name` is "first last", so a full name is found as well as either part.
      or(
        ilike(users.email, pattern),
        ilike(users.name, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
      )!,
    );
  }
  if (afterEmail) conditions.push(gt(sql`lower(${users.email})`, afterEmail));
  return db
    .select()
    .from(users)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(sql`lower(${users.email})`))
    .limit(limit);
}

export async function updateUser(db: Db, id: string, patch: UserPatch): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

/** Everyone with a payout account (a connected account at the provider). */
export async function listUsersWithConnectedAccounts(
  db: Db,
): Promise<{ id: string; connectedAccountId: string }[]> {
  const rows = await db
    .select({ id: users.id, connectedAccountId: users.connectedAccountId })
    .from(users)
    .where(isNotNull(users.connectedAccountId));
  return rows.map((r) => ({ id: r.id, connectedAccountId: r.connectedAccountId! }));
}

/** Holds the user's row until the transaction ends: concurrent changes to one user queue up. */
export async function lockUser(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row ?? null;
}

/**
 * Stores a new password hash in the user's credential account (where Better Auth's email sign-in
 * reads it), creating that account for people who only signed in with Google or Facebook.
 */
export async function setPasswordHash(db: Db, userId: string, hash: string): Promise<void> {
  const updated = await db
    .update(accounts)
    .set({ password: hash, updatedAt: new Date() })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .returning({ id: accounts.id });
  if (updated.length) return;
  // Better Auth's own credential accounts carry the user id as their account id.
  await db
    .insert(accounts)
    .values({ id: randomUUID(), userId, accountId: userId, providerId: 'credential', password: hash });
}

/** Signs the user out everywhere. */
export async function deleteSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

// ---- Personal data (issue 31, decision 058) ----

/** The profile as stored, without what is a secret or the provider's key to a card (the token). */
export async function personalProfile(db: Db, userId: string) {
  const [row] = await jsonRows(
    db,
    sql`select id, email, email_verified as "emailVerified", name, first_name as "firstName",
               last_name as "lastName", phone, image, roles, language, disabled,
               referrer, referral_code as "referralCode", is_referrer as "isReferrer",
               referral_fee_percentage as "referralFeePercentage",
               payment_customer_id as "paymentCustomerId", payment_valid as "paymentValid",
               card_last4 as "cardLast4", card_exp_month as "cardExpMonth", card_exp_year as "cardExpYear",
               connected_account_id as "connectedAccountId", account_valid as "accountValid",
               bank_name as "bankName", gst_registered as "gstRegistered", gst_number as "gstNumber",
               created_at as "createdAt", updated_at as "updatedAt"
          from users where id = ${userId}`,
  );
  return row ?? null;
}

/** Sign-in history: sessions (never their tokens) and the sign-in methods linked (never a secret). */
export async function personalSignIns(db: Db, userId: string) {
  const [sessionRows, accountRows] = await Promise.all([
    jsonRows(
      db,
      sql`select created_at as "createdAt", updated_at as "lastSeenAt", expires_at as "expiresAt",
                 ip_address as "ipAddress", user_agent as "userAgent"
            from sessions where user_id = ${userId} order by created_at`,
    ),
    jsonRows(
      db,
      sql`select provider_id as "provider", created_at as "linkedAt", updated_at as "updatedAt"
            from accounts where user_id = ${userId} order by created_at`,
    ),
  ]);
  return { sessions: sessionRows, accounts: accountRows };
}

/**
 * Deletion: every session and sign-in method goes (the password's hash, social links and their
 * tokens), pending verifications with them; the row stays, because payments and the ledger point at
 * it, but holds no personal data, is disabled and cannot be signed into.
 */
export async function eraseUser(
  db: Db,
  user: { id: string; email: string },
  replacement: { name: string; email: string },
): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, user.id));
  await db.delete(accounts).where(eq(accounts.userId, user.id));
  await db
    .delete(verifications)
    .where(
      or(
        sql`lower(${verifications.identifier}) = ${user.email.toLowerCase()}`,
        sql`${verifications.value} like ${'%' + user.id + '%'}`,
      ),
    );
  await db
    .update(users)
    .set({
      name: replacement.name,
      firstName: replacement.name,
      lastName: null,
      email: replacement.email,
      emailVerified: false,
      image: null,
      phone: null,
      language: null,
      disabled: true,
      referralCode: null,
      isReferrer: false,
      referralFeePercentage: null,
      paymentMethodToken: null,
      paymentValid: false,
      cardLast4: null,
      cardExpMonth: null,
      cardExpYear: null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
}

/** A user's id at the payment provider: their customer (cards) or their connected account (payouts). */
export type ProviderIdField = 'paymentCustomerId' | 'connectedAccountId';
/** A provider id and what is saved with it (the payout account's bank name). */
export type ProviderIdPatch = Pick<UserPatch, 'paymentCustomerId' | 'connectedAccountId' | 'bankName'>;

/**
 * Holds the user's row until the transaction ends and reads one of their provider ids: `{ id: null }`
 * when they have none yet, null when there is no such user.
 */
export async function lockUserProviderId(
  tx: Db,
  userId: string,
  field: ProviderIdField,
): Promise<{ id: string | null } | null> {
  const [row] = await tx.select({ id: users[field] }).from(users).where(eq(users.id, userId)).for('update');
  return row ?? null;
}

/** Saves a provider id, with what goes with it, only while the user has none: the id saved, or null. */
export async function saveUserProviderIdOnce(
  tx: Db,
  userId: string,
  field: ProviderIdField,
  patch: ProviderIdPatch,
): Promise<string | null> {
  const [saved] = await tx
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users[field])))
    .returning({ id: users[field] });
  return saved?.id ?? null;
}

/** One of the user's provider ids, or null. */
export async function findUserProviderId(
  db: Db,
  userId: string,
  field: ProviderIdField,
): Promise<string | null> {
  const [row] = await db.select({ id: users[field] }).from(users).where(eq(users.id, userId));
  return row?.id ?? null;
}

// ---- The affiliate fields (spec section 3: isReferrer, referralCode, referralTerms.feePercentage) ----

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
export async function listAffiliates(db: Db, limit: number): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.isReferrer, true)).orderBy(asc(users.email)).limit(limit);
}
