// The second factor's own rules (decision 056). Adding, using and removing one's own factors are
// Better Auth's plugin calls; what is here is around them: what a person holds, a host declining the
// offer to add one, an administrator removing someone's (audited), and the email recovery with its
// delay, carried out by the next sign-in once it is due (src/server/auth/second-factor.ts).

import { generateRandomString } from 'better-auth/crypto';
import { AppError, notFound } from '../../../domain/errors';
import { isLanguage, type Language, DEFAULT_LANGUAGE } from '../../../domain/messages';
import { canReachUser, isSelf, type Viewer } from '../../../domain/roles';
import type { SecondFactors } from '../../../domain/schemas/second-factor';
import type { Outbox } from '../../adapters/email/outbox';
import type { Auth } from '../../auth/auth';
import { secondFactorRecoveryEmail, secondFactorRecoveryStartedEmail } from '../../auth/emails';
import { removeSecondFactors, secondFactorsOf } from '../../auth/second-factor';
import type { Db } from '../../db/client';
import { recordAdminAction } from '../audit/audit.service';
import * as repo from './second-factor.repository';

type SignedIn = NonNullable<Viewer>;

export type SecondFactorDeps = { db: Db; auth: Auth; outbox: Outbox; publicUrl: string };

/** How long after the owner confirms the emailed link their factors are removed. */
export const RECOVERY_DELAY_MS = 24 * 60 * 60 * 1000;
/** How long the emailed confirmation link works. */
export const RECOVERY_LINK_MS = 60 * 60 * 1000;

const CONFIRM_PREFIX = 'second-factor-recovery:';
const CANCEL_PREFIX = 'second-factor-recovery-cancel:';

const languageOf = (user: { language: string | null }): Language =>
  isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;

async function reachable(db: Db, viewer: SignedIn, id: string) {
  const user = canReachUser(viewer, id) ? await repo.findUser(db, id) : null;
  if (!user) throw notFound('users.notFound');
  return user;
}

async function summary(db: Db, userId: string): Promise<SecondFactors> {
  const user = await repo.findUser(db, userId);
  if (!user) throw notFound('users.notFound');
  const held = await secondFactorsOf(db, userId);
  const recovery = await repo.findPendingRecovery(db, userId);
  return {
    ...held,
    offerDeclined: user.secondFactorDeclinedAt !== null,
    recoveryDueAt: recovery ? recovery.dueAt.toISOString() : null,
  };
}

/** GET /v1/users/{id}/second-factors: one's own, or anyone's for those who manage users. */
export async function getSecondFactors(db: Db, viewer: SignedIn, id: string): Promise<SecondFactors> {
  const user = await reachable(db, viewer, id);
  return summary(db, user.id);
}

/** POST /v1/users/{id}/second-factors/decline-offer: a host says no to adding one; not asked again. */
export async function declineOffer(
  db: Db,
  viewer: SignedIn,
  id: string,
  now: Date = new Date(),
): Promise<SecondFactors> {
  if (!isSelf(viewer, id)) throw notFound('users.notFound');
  await repo.setOfferDeclined(db, id, now);
  return summary(db, id);
}

/**
 * POST /v1/admin/users/{id}/second-factors/remove: an administrator removes a person's factors (they
 * lost them and proved who they are some other way), with the reason on the audit trail. The
 * person's sessions end.
 */
export async function adminRemoveSecondFactors(
  db: Db,
  viewer: SignedIn,
  id: string,
  reason: string,
): Promise<SecondFactors> {
  const user = await reachable(db, viewer, id);
  await db.transaction(async (tx) => {
    await removeSecondFactors(tx, user.id);
    await repo.cancelPendingRecoveries(tx, user.id, new Date());
    await recordAdminAction(tx, {
      actorId: viewer.userId,
      targetUserId: user.id,
      action: 'user.removeSecondFactors',
      reason,
    });
  });
  return summary(db, user.id);
}

/**
 * POST /v1/second-factor-recovery: someone who lost every factor asks for the confirmation link. It
 * goes to the account's email only, and the answer is the same whether or not there is such an
 * account with factors, so the call tells nobody anything.
 */
export async function requestRecovery({ db, auth, outbox, publicUrl }: SecondFactorDeps, email: string) {
  const ctx = await auth.$context;
  const found = await ctx.internalAdapter.findUserByEmail(email);
  if (!found) return;
  const user = await repo.findUser(db, found.user.id);
  if (!user?.twoFactorEnabled) return;
  const token = generateRandomString(32);
  await ctx.internalAdapter.createVerificationValue({
    identifier: CONFIRM_PREFIX + token,
    value: user.id,
    expiresAt: new Date(Date.now() + RECOVERY_LINK_MS),
  });
  const url = `${publicUrl}/second-factor-recovery?token=${token}`;
  await outbox.queue({ to: user.email, ...secondFactorRecoveryEmail(url, languageOf(user)) });
}

/**
 * POST /v1/second-factor-recovery/confirm: the emailed link was opened. The removal is due in
 * RECOVERY_DELAY_MS; the owner is told, with a link that stops it.
 */
export async function confirmRecovery(
  { db, auth, outbox, publicUrl }: SecondFactorDeps,
  token: string,
  now: Date = new Date(),
): Promise<{ dueAt: string }> {
  const ctx = await auth.$context;
  const consumed = await ctx.internalAdapter.consumeVerificationValue(CONFIRM_PREFIX + token);
  if (!consumed || consumed.expiresAt < now)
    throw new AppError('BAD_REQUEST', 'secondFactor.recoveryLinkInvalid');
  const user = await repo.findUser(db, consumed.value);
  if (!user) throw new AppError('BAD_REQUEST', 'secondFactor.recoveryLinkInvalid');
  const pending = await repo.findPendingRecovery(db, user.id);
  const recovery =
    pending ?? (await repo.insertRecovery(db, user.id, new Date(now.getTime() + RECOVERY_DELAY_MS)));
  const cancelToken = generateRandomString(32);
  await ctx.internalAdapter.createVerificationValue({
    identifier: CANCEL_PREFIX + cancelToken,
    value: recovery.id,
    expiresAt: recovery.dueAt,
  });
  const url = `${publicUrl}/second-factor-recovery/cancel?token=${cancelToken}`;
  await outbox.queue({ to: user.email, ...secondFactorRecoveryStartedEmail(url, languageOf(user)) });
  return { dueAt: recovery.dueAt.toISOString() };
}

/** POST /v1/second-factor-recovery/cancel: the owner stops a removal from the email's link. */
export async function cancelRecoveryByLink({ db, auth }: SecondFactorDeps, token: string): Promise<void> {
  const ctx = await auth.$context;
  const consumed = await ctx.internalAdapter.consumeVerificationValue(CANCEL_PREFIX + token);
  const recovery = consumed ? await repo.findRecovery(db, consumed.value) : null;
  if (!recovery || recovery.cancelledAt || recovery.completedAt) {
    throw new AppError('BAD_REQUEST', 'secondFactor.recoveryLinkInvalid');
  }
  await repo.cancelPendingRecoveries(db, recovery.userId, new Date());
}

/** DELETE /v1/users/{id}/second-factor-recovery: the owner stops a removal from a signed-in device. */
export async function cancelRecovery(db: Db, viewer: SignedIn, id: string): Promise<SecondFactors> {
  if (!isSelf(viewer, id)) throw notFound('users.notFound');
  const cancelled = await repo.cancelPendingRecoveries(db, id, new Date());
  if (cancelled === 0) throw notFound('secondFactor.recoveryNotFound');
  return summary(db, id);
}
