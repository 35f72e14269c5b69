// The rules for users (spec sections 3, 5, 6): who may read and change a profile, and what a
// change must satisfy. Everyone reaches only their own profile; administrators reach everyone's.

import { PAGE_SIZE, ROLES } from '../../../domain/constants';
import { isLanguage } from '../../../domain/messages';
import { AppError, badRequest, notFound } from '../../../domain/errors';
import { can, canReachUser, roleChangeRefusal, type Viewer } from '../../../domain/roles';
import { type UserListItem, type UserProfile, type UserUpdate } from '../../../domain/schemas/users';
import type { Role } from '../../../domain/constants';
import type { Auth } from '../../auth/auth';
import { liftAccountLimits, verifyPasswordLimited } from '../../auth/rate-limit';
import type { Db } from '../../db/client';
import { retrying } from '../../db/retrying';
import { recordAdminAction } from '../audit/audit.service';
import * as repo from './users.repository';
import { recordReauthentication } from './sessions.service';
import { normaliseIrdNumber } from '../../../domain/ird-number';
import type { GstRegistration } from '../../../domain/schemas/payments';

export type UsersDeps = { db: Db; auth: Auth };

/**
 * Saves a card token as the user's card through the payments provider (payments.service's saveCard,
 * given by the route so this module does not import payments, which imports it).
 */
export type SaveCard = (viewer: SignedIn, id: string, token: string) => Promise<unknown>;
type SignedIn = NonNullable<Viewer>;

/** After an email change the new address is verified through this page of the web app. */
export const EMAIL_VERIFIED_PATH = '/email-verified';

export function toProfile(row: repo.UserRow, hasPassword: boolean): UserProfile {
  return {
    id: row.id,
    roles: row.roles as Role[],
    email: row.email,
    emailVerified: row.emailVerified,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    image: row.image,
    referrer: row.referrer,
    isReferrer: row.isReferrer,
    referralCode: row.referralCode,
    referralTerms: {
      feePercentage: row.referralFeePercentage === null ? null : Number(row.referralFeePercentage),
    },
    paymentInformation: {
      valid: row.paymentValid,
      card:
        row.cardLast4 && row.cardExpMonth !== null && row.cardExpYear !== null
          ? { last4: row.cardLast4, expiryMonth: row.cardExpMonth, expiryYear: row.cardExpYear }
          : null,
    },
    accountInformation: {
      valid: row.accountValid,
      bankAccount: row.connectedAccountId ? { bankName: row.bankName } : null,
    },
    gst: { registered: row.gstRegistered, number: row.gstNumber },
    hasPassword,
    language: isLanguage(row.language) ? row.language : null,
  };
}

/** The user `id` as the viewer may see it: their own, or anyone's for an administrator. */
export async function reachableUser(db: Db, viewer: SignedIn, id: string): Promise<repo.UserRow> {
  // Another person's id answers exactly as an unknown one does, so ids cannot be probed.
  if (!canReachUser(viewer, id)) throw notFound('users.notFound');
  const row = await repo.findUserById(db, id);
  if (!row) throw notFound('users.notFound');
  return row;
}

export async function profileOf(db: Db, row: repo.UserRow): Promise<UserProfile> {
  return toProfile(row, (await repo.findPasswordHash(db, row.id)) !== null);
}

/**
 * Records whether the user is GST-registered, with their GST number (decision 049): it applies to stays
 * booked from now on (a booked stay keeps the credit it was booked with).
 */
export async function setGstRegistration(
  db: Db,
  viewer: SignedIn,
  id: string,
  body: GstRegistration,
): Promise<UserProfile> {
  const user = await reachableUser(db, viewer, id);
  const gstNumber = body.registered ? normaliseIrdNumber(body.gstNumber ?? '') : null;
  const saved = await repo.updateUser(db, user.id, { gstRegistered: body.registered, gstNumber });
  return profileOf(db, saved ?? user);
}

export async function getUser(db: Db, viewer: SignedIn, id: string): Promise<UserProfile> {
  return profileOf(db, await reachableUser(db, viewer, id));
}

/** GET /v1/users: an administrator's search over everyone; anyone else gets their own profile. */
export async function listUsers(
  db: Db,
  viewer: SignedIn,
  query: { search?: string; cursor?: string },
): Promise<{ items: UserListItem[]; cursor: string | null }> {
  if (!can(viewer, 'users:manage-any')) {
    const own = await reachableUser(db, viewer, viewer.userId);
    return {
      items: [{ ...(await profileOf(db, own)), createdAt: own.createdAt.toISOString() }],
      cursor: null,
    };
  }
  const rows = await repo.listUsers(db, {
    search: query.search || undefined,
    afterEmail: query.cursor,
    limit: PAGE_SIZE,
  });
  const withPassword = await repo.hasPasswordByUser(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => ({
      ...toProfile(r, withPassword.has(r.id)),
      createdAt: r.createdAt.toISOString(),
    })),
    cursor: rows.length === PAGE_SIZE ? rows[rows.length - 1]!.email.toLowerCase() : null,
  };
}

export async function updateUser(
  deps: UsersDeps & { saveCard: SaveCard },
  viewer: SignedIn,
  id: string,
  update: UserUpdate,
): Promise<UserProfile> {
  let row = await reachableUser(deps.db, viewer, id);
  if (update.paymentInformation) {
    // The provider first, outside any transaction, with its idempotency key (decision 035): a refused
    // card answers 402 before anything else of the update is saved, and a retry saves it once.
    await deps.saveCard(viewer, row.id, update.paymentInformation.token);
    row = (await repo.findUserById(deps.db, row.id)) ?? row;
  }
  // What an administrator changes on someone else's profile goes on the audit trail.
  return applyUpdate(deps, viewer, row, update, { audited: row.id !== viewer.userId });
}

/**
 * Whether a PUT /v1/users/{id} (or the admin email change) needs a recent sign-in: it changes the
 * email, and does not carry the person's own password (checked by applyUpdate instead). A record
 * the viewer cannot reach needs nothing here: the service answers 404 as for everyone.
 */
export async function emailChangeNeedsRecentSignIn(
  db: Db,
  viewer: SignedIn,
  id: string,
  update: Pick<UserUpdate, 'email' | 'password'> | null | undefined,
): Promise<boolean> {
  if (!update?.email || !canReachUser(viewer, id)) return false;
  const row = await repo.findUserById(db, id);
  if (!row || update.email.toLowerCase() === row.email.toLowerCase()) return false;
  const ownPassword = row.id === viewer.userId && (await repo.findPasswordHash(db, row.id)) !== null;
  return !(ownPassword && update.password !== undefined);
}

/**
 * The changes of PUT /v1/users/{id} (and the admin email change), checked, saved with their audit
 * entries in one transaction, then the new address asked to verify itself.
 */
async function applyUpdate(
  { db, auth }: UsersDeps,
  viewer: SignedIn,
  row: repo.UserRow,
  update: UserUpdate,
  { audited }: { audited: boolean },
): Promise<UserProfile> {
  const patch: repo.UserPatch = {};

  if (update.names) {
    const { firstName, lastName } = update.names;
    // Hosts must keep their names: payouts are made to them (spec section 5).
    if (row.accountValid && !firstName)
      throw badRequest('validation.requiredField', undefined, 'names.firstName');
    if (row.accountValid && !lastName)
      throw badRequest('validation.requiredField', undefined, 'names.lastName');
    patch.firstName = firstName || null;
    patch.lastName = lastName || null;
    patch.name = [firstName, lastName].filter(Boolean).join(' ');
  }
  const namesChanged =
    update.names !== undefined && (patch.firstName !== row.firstName || patch.lastName !== row.lastName);
  if (update.contact) patch.phone = update.contact.phone || null;
  if (update.image) patch.image = update.image.url || null;
  if (update.language !== undefined) patch.language = update.language;

  if (update.referrerEmail) {
    const affiliate = await repo.findUserByEmail(db, update.referrerEmail);
    if (!affiliate?.isReferrer || !affiliate.referralCode || affiliate.id === row.id) {
      throw badRequest('users.noSuchAffiliate', undefined, 'referrerEmail');
    }
    patch.referrer = affiliate.referralCode;
  }

  const emailChanged = update.email !== undefined && update.email !== row.email.toLowerCase();
  if (emailChanged) {
    // A sensitive action (decision 057): the route's guard has asked for a recent sign-in unless the
    // person gives their own password here (the spec's form), which is checked as a re-authentication.
    const hash = row.id === viewer.userId ? await repo.findPasswordHash(db, row.id) : null;
    if (hash && update.password !== undefined) {
      const ctx = await auth.$context;
      const password = update.password;
      // Limited per user: a borrowed session must not be a way to guess the password.
      if (!(await verifyPasswordLimited(db, row.id, () => ctx.password.verify({ hash, password })))) {
        throw new AppError('FORBIDDEN', 'users.checkPassword', undefined, 'password');
      }
      await recordReauthentication(db, viewer);
    }
    patch.email = update.email!;
    patch.emailVerified = false;
  }

  const updated = !Object.keys(patch).length
    ? row
    : // Two people taking one address at once: the loser's retry finds it taken (409).
      await retrying(() =>
        db.transaction(async (tx) => {
          if (emailChanged) {
            const taken = await repo.findUserByEmail(tx, update.email!);
            if (taken && taken.id !== row.id)
              throw new AppError('CONFLICT', 'auth.accountExists', undefined, 'email');
          }
          const saved = await repo.updateUser(tx, row.id, patch);
          if (!saved) throw notFound('users.notFound');
          if (audited && emailChanged) {
            const details = { from: row.email, to: saved.email };
            await recordAdminAction(tx, { ...auditOf(viewer, row), action: 'user.updateEmail', details });
          }
          if (audited && namesChanged) {
            const details = { name: saved.name };
            await recordAdminAction(tx, { ...auditOf(viewer, row), action: 'user.updateNames', details });
          }
          return saved;
        }),
      );
  if (emailChanged) {
    await auth.api.sendVerificationEmail({
      body: { email: updated.email, callbackURL: EMAIL_VERIFIED_PATH },
    });
  }
  return profileOf(db, updated);
}

const auditOf = (viewer: SignedIn, row: repo.UserRow) => ({ actorId: viewer.userId, targetUserId: row.id });

// ---- The admin user calls (spec sections 6 and 7): users:manage-any, checked by the route guard ----

/** PUT /v1/admin/user/update/{id}: a user's email, without their password. */
export async function adminUpdateEmail(
  deps: UsersDeps,
  viewer: SignedIn,
  id: string,
  email: string,
): Promise<UserProfile> {
  const row = await reachableUser(deps.db, viewer, id);
  return applyUpdate(deps, viewer, row, { email }, { audited: true });
}

/**
 * Sets a user's password, hashed by Better Auth as its sign-up would, so they sign in with it. Their
 * sessions end (as after a password reset) unless it is the administrator's own password, and the
 * sign-in limits guessing may have put on the account are lifted. The password goes nowhere else.
 */
export async function adminSetPassword(
  { db, auth }: UsersDeps,
  viewer: SignedIn,
  id: string,
  password: string,
): Promise<UserProfile> {
  const row = await reachableUser(db, viewer, id);
  // Hashing is slow on purpose (scrypt): done before the transaction, which only writes.
  const hash = await (await auth.$context).password.hash(password);
  await db.transaction(async (tx) => {
    if (!(await repo.lockUser(tx, row.id))) throw notFound('users.notFound');
    await repo.setPasswordHash(tx, row.id, hash);
    if (row.id !== viewer.userId) await repo.deleteSessions(tx, row.id);
    await recordAdminAction(tx, { ...auditOf(viewer, row), action: 'user.setPassword' });
  });
  await liftAccountLimits(db, row);
  return profileOf(db, row);
}

/**
 * PUT /v1/admin/user/{id}/roles: the whole list of stored roles, within the domain's locks
 * (`roleChangeRefusal`: system_admin is a system_admin's to change; nobody removes their own).
 */
export async function adminUpdateRoles(
  db: Db,
  viewer: SignedIn,
  id: string,
  wanted: Role[],
): Promise<UserProfile> {
  await reachableUser(db, viewer, id);
  const roles = ROLES.filter((role) => wanted.includes(role));
  const updated = await db.transaction(async (tx) => {
    const row = await repo.lockUser(tx, id);
    if (!row) throw notFound('users.notFound');
    const had = row.roles as Role[];
    const refusal = roleChangeRefusal(viewer, { id: row.id, roles: had }, roles);
    if (refusal === 'adminUsers.systemAdminOnly')
      throw new AppError('FORBIDDEN', refusal, undefined, 'roles');
    if (refusal) throw badRequest(refusal, undefined, 'roles');
    if (had.length === roles.length && had.every((role) => roles.includes(role))) return row;
    const saved = (await repo.updateUser(tx, row.id, { roles }))!;
    await recordAdminAction(tx, { ...auditOf(viewer, row), action: 'user.updateRoles', details: { roles } });
    return saved;
  });
  return profileOf(db, updated);
}

/** Credits the affiliate whose referral link brought a signed-in visitor (spec section 4). */
export async function saveReferral(
  db: Db,
  viewer: SignedIn,
  id: string,
  referrer: string,
): Promise<UserProfile> {
  const row = await reachableUser(db, viewer, id);
  const affiliate = await repo.findAffiliateByCode(db, referrer);
  if (!affiliate) throw badRequest('users.noSuchReferralCode', undefined, 'referrer');
  if (affiliate.id === row.id || row.referrer === referrer) return profileOf(db, row);
  const updated = await repo.updateUser(db, row.id, { referrer });
  return profileOf(db, updated ?? row);
}

/** Everyone with a payout account (a connected account at the provider): the ledger's reconciliation. */
export const listUsersWithConnectedAccounts = (db: Db) => repo.listUsersWithConnectedAccounts(db);

// ---- Personal data (issue 31, decision 058) ----

/** The profile, consent and sign-in history of a person's data export. */
export async function exportAccount(db: Db, userId: string) {
  const [profile, signIns] = await Promise.all([
    repo.personalProfile(db, userId),
    repo.personalSignIns(db, userId),
  ]);
  return { profile, signIns };
}

/** Deletion, in the caller's transaction: sessions and sign-in methods go, the row is anonymised. */
export const eraseAccount = (
  tx: Db,
  user: { id: string; email: string },
  replacement: { name: string; email: string },
) => repo.eraseUser(tx, user, replacement);
// ---- What other modules read and write of a person (issue 32: through here, never users.repository) ----

export type UserRow = repo.UserRow;

/** A person by id, or null: the guest, host or affiliate of a booking, a charge or a payout. */
export const findUserById = (db: Db, id: string) => repo.findUserById(db, id);

/** A person by email, whatever its case, or null: an administrator making them an affiliate. */
export const findUserByEmail = (db: Db, email: string) => repo.findUserByEmail(db, email);

/** The affiliate whose referral code this is, or null: who referred a guest's booking. */
export const findAffiliateByCode = (db: Db, code: string) => repo.findAffiliateByCode(db, code);

/** The owner of a payout account (a connected account at the provider), or null: its webhook. */
export const findUserByPayoutAccount = (db: Db, accountId: string) =>
  repo.findUserByConnectedAccount(db, accountId);

/** Saves the card the provider now holds for the user (payments): the updated person, or null. */
export const saveCardDetails = (
  db: Db,
  id: string,
  card: Pick<
    repo.UserPatch,
    'paymentMethodToken' | 'paymentValid' | 'cardLast4' | 'cardExpMonth' | 'cardExpYear'
  >,
) => repo.updateUser(db, id, card);

/** Keeps the user's payout account as the provider reports it (payouts): the updated person, or null. */
export const savePayoutAccountState = (
  db: Db,
  id: string,
  state: Pick<repo.UserPatch, 'accountValid' | 'bankName'>,
) => repo.updateUser(db, id, state);

/**
 * The provider objects made once per user (payments/provider-claims.ts, decision 011): their ids are
 * read under the user's row lock and saved only while still empty.
 */
export type ProviderIdField = repo.ProviderIdField;
export type ProviderIdPatch = repo.ProviderIdPatch;
export const lockUserProviderId = repo.lockUserProviderId;
export const saveUserProviderIdOnce = repo.saveUserProviderIdOnce;
export const findUserProviderId = repo.findUserProviderId;

/** Holds the user's row until the transaction ends, so two changes of one person do not interleave: null when none. */
export const lockUser = (tx: Db, id: string) => repo.lockUser(tx, id);

/** Affiliates (the affiliates module's rules; the fields are on the person). */
export const makeAffiliate = repo.makeAffiliate;
export const removeAffiliate = repo.removeAffiliate;
export const listAffiliates = repo.listAffiliates;
