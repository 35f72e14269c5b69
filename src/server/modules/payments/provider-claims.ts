// One object per user at the payment provider (decision 011): a user's customer and their connected
// account are each created by one request, however many arrive at once. A request first claims the
// creation in a short transaction (a row in provider_claims, taken under the user's row lock), then
// calls the provider outside any transaction, then saves the id and drops the claim. A request that
// finds a claim waits for it; one that finds a claim whose owner died or lost the provider's answer
// takes it over and replays exactly the request that was sent (same idempotency key, same body), so
// the provider answers with the same object instead of making a second.

import { and, eq, lt, sql } from 'drizzle-orm';
import { AppError, notFound } from '../../../domain/errors';
import type { MessageCode } from '../../../domain/messages';
import { AccountNotFoundError, CardError, InvalidRequestError } from '../../adapters/payments/payments';
import type { Db } from '../../db/client';
import { providerClaims } from '../../db/schema';
import {
  findUserProviderId,
  lockUserProviderId,
  saveUserProviderIdOnce,
  type ProviderIdField,
  type ProviderIdPatch,
} from '../users/users.service';

export type ClaimKind = 'customer' | 'connected_account';

/**
 * A claim older than this was left by a request that died. The slowest provider call (Stripe: two
 * tries of 15 s) ends well inside it, so a live owner is never overtaken.
 */
export const STALE_CLAIM_SECONDS = 60;
/** How long a concurrent request waits for the owner of a claim before answering 409. */
export const CLAIM_WAIT_MS = 20_000;
const POLL_MS = 50;

/** A provider call as sent: replaying it unchanged is what makes the provider return the same object. */
export type ProviderRequest<R> = { idempotencyKey: string; request: R };

export type CreateOncePerUser<R> = {
  userId: string;
  kind: ClaimKind;
  /** Where our side keeps the object's id (on the user); the creation is needed while it is null. */
  field: ProviderIdField;
  /** What this request would send. */
  mine: ProviderRequest<R>;
  /** The provider call, for the claim's request (this request's own, or the one it took over). */
  create: (claim: ProviderRequest<R>) => Promise<string>;
  /** The columns to save once the provider has answered (the id among them). */
  save: (id: string, request: R) => ProviderIdPatch;
  /** The 409's message when the owner of the claim takes longer than CLAIM_WAIT_MS. */
  busyMessage: MessageCode;
};

/**
 * The id of the user's object, created by this call if there was none. `sent` is the request that
 * created it here, or null when it existed already or another request created it; a caller whose own
 * request carried something else (a new bank token) then applies it as an update.
 */
export async function createOncePerUser<R>(
  db: Db,
  o: CreateOncePerUser<R>,
): Promise<{ id: string; sent: ProviderRequest<R> | null }> {
  const deadline = Date.now() + CLAIM_WAIT_MS;
  for (;;) {
    const step = await claim(db, o);
    if (step.kind === 'exists') return { id: step.id, sent: null };
    if (step.kind === 'claimed') return { id: await createAndSave(db, o, step.claim), sent: step.claim };
    if (Date.now() > deadline) throw new AppError('CONFLICT', o.busyMessage);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

type ClaimStep<R> =
  { kind: 'exists'; id: string } | { kind: 'claimed'; claim: ProviderRequest<R> } | { kind: 'busy' };

async function claim<R>(db: Db, o: CreateOncePerUser<R>): Promise<ClaimStep<R>> {
  return db.transaction(async (tx): Promise<ClaimStep<R>> => {
    // The user's row lock orders this against a request saving the id (createAndSave), so no claim
    // is made after the id was saved, and no two requests take over the same stale claim.
    const row = await lockUserProviderId(tx, o.userId, o.field);
    if (!row) throw notFound('users.notFound');
    if (row.id) return { kind: 'exists', id: row.id };
    const inserted = await tx
      .insert(providerClaims)
      .values({
        userId: o.userId,
        kind: o.kind,
        idempotencyKey: o.mine.idempotencyKey,
        request: o.mine.request,
      })
      .onConflictDoNothing()
      .returning({ userId: providerClaims.userId });
    if (inserted.length > 0) return { kind: 'claimed', claim: o.mine };
    const [taken] = await tx
      .update(providerClaims)
      .set({ claimedAt: sql`now()` })
      .where(
        and(
          ...ofClaim(o),
          lt(providerClaims.claimedAt, sql`now() - make_interval(secs => ${STALE_CLAIM_SECONDS})`),
        ),
      )
      .returning();
    if (taken)
      return {
        kind: 'claimed',
        claim: { idempotencyKey: taken.idempotencyKey, request: taken.request as R },
      };
    return { kind: 'busy' };
  });
}

const ofClaim = (o: { userId: string; kind: ClaimKind }) => [
  eq(providerClaims.userId, o.userId),
  eq(providerClaims.kind, o.kind),
];

async function createAndSave<R>(
  db: Db,
  o: CreateOncePerUser<R>,
  claimed: ProviderRequest<R>,
): Promise<string> {
  const mine = and(...ofClaim(o), eq(providerClaims.idempotencyKey, claimed.idempotencyKey));
  let id: string;
  try {
    id = await o.create(claimed);
  } catch (error) {
    if (
      error instanceof InvalidRequestError ||
      error instanceof CardError ||
      error instanceof AccountNotFoundError
    ) {
      // Refused: the provider made nothing, so the next request may start afresh with its own details.
      await db.delete(providerClaims).where(mine);
    } else {
      // The provider may have made it and the answer was lost: the next request takes the claim over
      // at once and replays this request, which returns what was made.
      await db
        .update(providerClaims)
        .set({ claimedAt: new Date(0) })
        .where(mine);
    }
    throw error;
  }
  return db.transaction(async (tx) => {
    const saved = await saveUserProviderIdOnce(tx, o.userId, o.field, o.save(id, claimed.request));
    await tx.delete(providerClaims).where(and(...ofClaim(o)));
    if (saved) return saved;
    // A replay of the same request saved it first (a takeover overlapped a slow owner): same object.
    return (await findUserProviderId(tx, o.userId, o.field)) ?? id;
  });
}
