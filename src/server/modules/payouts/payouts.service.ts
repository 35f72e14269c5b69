// Hosts' and affiliates' payout accounts (spec sections 5, 7 and 9) over the payment provider: the
// connected account and its bank account, what the provider still requires, verification and update
// links, the balance and transactions pages, and the payouts copied into the ledger (syncPayouts).
// Everyone reaches only their own; administrators reach everyone's; another person's id answers 404.
// Nothing is saved on our side until the provider has answered, so a refused card or a provider that
// does not answer leaves the profile as it was, and the action can simply be repeated.

import { createHash } from 'node:crypto';
import { todayInAuckland } from '../../../domain/dates';
import { AppError, badRequest } from '../../../domain/errors';
import { nextPayoutDate } from '../../../domain/payouts';
import type { UnpaidPayout } from '../../../domain/personal-data';
import type { Viewer } from '../../../domain/roles';
import {
  ACCOUNT_LINK_PATHS,
  TRANSACTIONS_PAGE_SIZE,
  type AccountLinkBody,
  type BalanceResponse,
  type RequirementsResponse,
  type TransactionPage,
} from '../../../domain/schemas/payments';
import type { UserProfile } from '../../../domain/schemas/users';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentsProvider } from '../../adapters/payments/payments';
import * as ledger from '../ledger/ledger.repository';
import { keys } from '../ledger/ledger.repository';
import { createOncePerUser } from '../payments/provider-claims';
import { withProvider } from '../payments/provider-errors';
import {
  findUserById,
  findUserByPayoutAccount,
  profileOf,
  reachableUser,
  savePayoutAccountState,
  type UserRow,
} from '../users/users.service';

export type PayoutsDeps = { db: Db; payments: PaymentsProvider; config: Pick<Config, 'publicUrl'> };
type SignedIn = NonNullable<Viewer>;

const shortHash = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

/** 404 'payouts.noAccount', the code the web offers to set a payout account up on (spec: 'invalid user or account'). */
const noPayoutAccount = () => new AppError('NOT_FOUND', 'payouts.noAccount');

// ---- Hosts: payout accounts ----

/** Reads what the provider still needs and keeps accountValid in step with it. */
async function refreshAccount(deps: PayoutsDeps, user: UserRow) {
  const requirements = await withProvider(() => deps.payments.getRequirements(user.connectedAccountId!));
  if (requirements.valid !== user.accountValid) {
    await savePayoutAccountState(deps.db, user.id, { accountValid: requirements.valid });
  }
  return requirements;
}

async function connectedAccountOf(db: Db, viewer: SignedIn, id: string) {
  const user = await reachableUser(db, viewer, id);
  if (!user.connectedAccountId) throw noPayoutAccount();
  return user as UserRow & { connectedAccountId: string };
}

/**
 * POST /v1/users/{id}/account/stripe: opens the payout account with the bank token, one per user however
 * many requests arrive at once (decision 011). A user who already has one, or whose concurrent request
 * opened it first, gets it updated with this token instead, so a repeated request does no harm.
 */
export async function createPayoutAccount(
  deps: PayoutsDeps,
  viewer: SignedIn,
  id: string,
  body: { token: string; bankName?: string | null },
): Promise<UserProfile> {
  const user = await reachableUser(deps.db, viewer, id);
  if (user.connectedAccountId) return updatePayoutAccount(deps, viewer, id, body);
  const mine = {
    idempotencyKey: `connected-account:${user.id}:${shortHash(body.token)}`,
    request: { email: user.email, bankToken: body.token, bankName: body.bankName ?? null },
  };
  const { sent } = await withProvider(() =>
    createOncePerUser(deps.db, {
      userId: user.id,
      kind: 'connected_account',
      field: 'connectedAccountId',
      mine,
      create: async ({ idempotencyKey, request }) =>
        (
          await deps.payments.createConnectedAccount(
            { userId: user.id, email: request.email, bankToken: request.bankToken },
            idempotencyKey,
          )
        ).accountId,
      save: (accountId, request) => ({ connectedAccountId: accountId, bankName: request.bankName }),
      busyMessage: 'payouts.inProgress',
    }),
  );
  // Opened by another request, or by replaying one: this request's bank account still applies.
  if (sent?.idempotencyKey !== mine.idempotencyKey) return updatePayoutAccount(deps, viewer, id, body);
  const saved = (await findUserById(deps.db, user.id))!;
  const requirements = await refreshAccount(deps, saved);
  return profileOf(deps.db, { ...saved, accountValid: requirements.valid });
}

/** PUT /v1/users/{id}/account/stripe: a new bank account for the payout account ('invalid user or account' when there is none). */
export async function updatePayoutAccount(
  deps: PayoutsDeps,
  viewer: SignedIn,
  id: string,
  body: { token: string; bankName?: string | null },
): Promise<UserProfile> {
  const user = await connectedAccountOf(deps.db, viewer, id);
  const accountId = user.connectedAccountId;
  await withProvider(() => deps.payments.updateConnectedAccount(accountId, { bankToken: body.token }));
  // Concurrent updates can reach the provider in one order and our database in another. Saving the
  // bank the provider reports, then reading it again until it holds still, leaves ours equal to the
  // provider's once the last request ends (each last write is checked by a read made after it).
  let requirements = await withProvider(() => deps.payments.getRequirements(accountId));
  let saved: UserRow | null = null;
  for (let attempt = 0; attempt < 5; attempt++) {
    saved = await savePayoutAccountState(deps.db, user.id, {
      bankName: requirements.bankName ?? body.bankName ?? user.bankName,
      accountValid: requirements.valid,
    });
    const again = await withProvider(() => deps.payments.getRequirements(accountId));
    if (again.bankName === requirements.bankName) break;
    requirements = again;
  }
  return profileOf(deps.db, { ...saved!, accountValid: requirements.valid });
}

/** An absolute URL of this site for `value` (a URL of PUBLIC_URL's origin, or a path); else 400. */
function sameOriginUrl(publicUrl: string, value: string, field: string): string {
  const origin = new URL(publicUrl).origin;
  let url: URL;
  try {
    url = value.startsWith('/') && !value.startsWith('//') ? new URL(value, origin) : new URL(value);
  } catch {
    throw badRequest('payouts.linkOrigin', undefined, field);
  }
  if (url.origin !== origin) throw badRequest('payouts.linkOrigin', undefined, field);
  return url.toString();
}

const webUrl = (publicUrl: string, path: string) => new URL(path, new URL(publicUrl).origin).toString();

/** GET /v1/users/{id}/requirements: what is due, and a fresh link to provide it when anything is. */
export async function getRequirements(
  deps: PayoutsDeps,
  viewer: SignedIn,
  id: string,
): Promise<RequirementsResponse> {
  const user = await reachableUser(deps.db, viewer, id);
  if (!user.connectedAccountId) throw noPayoutAccount();
  const requirements = await refreshAccount(deps, user);
  if (requirements.currentlyDue.length === 0) return { currentlyDue: [], link: null };
  const { url } = await withProvider(() =>
    deps.payments.createAccountLink(user.connectedAccountId!, {
      // What is due is collected by the provider's verification flow.
      type: 'verification',
      successUrl: webUrl(deps.config.publicUrl, ACCOUNT_LINK_PATHS.verificationSuccess),
      failureUrl: webUrl(deps.config.publicUrl, ACCOUNT_LINK_PATHS.updateFailure),
    }),
  );
  return { currentlyDue: requirements.currentlyDue, link: url };
}

/** POST /v1/users/{id}/account-verification-link and /account-update-link. */
export async function createAccountLink(
  deps: PayoutsDeps,
  viewer: SignedIn,
  id: string,
  type: 'verification' | 'update',
  body: AccountLinkBody,
): Promise<{ url: string }> {
  const user = await reachableUser(deps.db, viewer, id);
  // Only back to this site: a link that could send a host anywhere would help phishing.
  const successUrl = sameOriginUrl(deps.config.publicUrl, body.successUrl, 'successUrl');
  const failureUrl = sameOriginUrl(deps.config.publicUrl, body.failureUrl, 'failureUrl');
  if (!user.connectedAccountId) throw noPayoutAccount();
  return withProvider(() =>
    deps.payments.createAccountLink(user.connectedAccountId!, { type, successUrl, failureUrl }),
  );
}

/** GET /v1/users/{id}/account/balance (no payout account: 404 payouts.noAccount, not a balance of 0). */
export async function getBalance(deps: PayoutsDeps, viewer: SignedIn, id: string): Promise<BalanceResponse> {
  const user = await reachableUser(deps.db, viewer, id);
  if (!user.connectedAccountId) throw noPayoutAccount();
  const next = nextPayoutDate(todayInAuckland(new Date()));
  await syncPayouts(deps, user);
  const balance = await withProvider(() => deps.payments.getBalance(user.connectedAccountId!));
  return {
    available: [{ amount: balance.available, currency: balance.currency }],
    pending: [{ amount: balance.pending, currency: balance.currency }],
    nextPayoutDate: next,
  };
}

/** GET /v1/users/{id}/account/transactions: 50 a page, newest first, by cursor. */
export async function listTransactions(
  deps: PayoutsDeps,
  viewer: SignedIn,
  id: string,
  cursor: string | undefined,
): Promise<TransactionPage> {
  const user = await reachableUser(deps.db, viewer, id);
  if (!user.connectedAccountId) throw noPayoutAccount();
  if (!cursor) await syncPayouts(deps, user);
  const page = await withProvider(() =>
    deps.payments.listBalanceTransactions(user.connectedAccountId!, {
      cursor: cursor ?? null,
      limit: TRANSACTIONS_PAGE_SIZE,
    }),
  );
  return {
    items: page.items.map(({ id: txId, date, description, amount }) => ({
      id: txId,
      date,
      description,
      amount,
    })),
    cursor: page.cursor,
  };
}

/** A connected account changed at the provider: bring the owner's accountValid up to date. */
export async function accountUpdated(deps: PayoutsDeps, accountId: string): Promise<void> {
  const user = await findUserByPayoutAccount(deps.db, accountId);
  if (user) await refreshAccount(deps, user);
}

// ---- Payouts into the ledger ----

/**
 * Records the payouts the provider made from a connected account that the ledger does not have yet
 * (payout, −amount). Transactions come newest first, so it stops at the first page that holds a
 * payout already recorded.
 */
export async function syncPayouts(
  { db, payments }: Pick<PayoutsDeps, 'db' | 'payments'>,
  user: { id: string; connectedAccountId: string | null },
): Promise<number> {
  if (!user.connectedAccountId) return 0;
  let cursor: string | null = null;
  let added = 0;
  for (;;) {
    const page = await withProvider(() =>
      payments.listBalanceTransactions(user.connectedAccountId!, { cursor, limit: 100 }),
    );
    const payouts = page.items.filter((t) => t.type === 'payout');
    const known = await ledger.recordedKeys(
      db,
      payouts.map((p) => keys.payout(p.id)),
    );
    const fresh = payouts.filter((p) => !known.has(keys.payout(p.id)));
    await ledger.insertLedgerRows(
      db,
      fresh.map((p) => ({
        kind: 'payout',
        amount: p.amount,
        userId: user.id,
        description: p.description,
        providerReference: p.id,
        idempotencyKey: keys.payout(p.id),
        createdAt: new Date(p.date),
      })),
    );
    added += fresh.length;
    if (known.size > 0 || !page.cursor) return added;
    cursor = page.cursor;
  }
}

// ---- Personal data (issue 31, decision 058) ----

/**
 * The money the provider still holds for the person, not yet paid out to their bank (available or
 * pending): an account is not deleted while any is owed (decision 058).
 */
export async function unpaidPayouts(
  deps: Pick<PayoutsDeps, 'db' | 'payments'>,
  user: { id: string; connectedAccountId: string | null },
): Promise<UnpaidPayout[]> {
  if (!user.connectedAccountId) return [];
  await syncPayouts(deps, user);
  const balance = await withProvider(() => deps.payments.getBalance(user.connectedAccountId!));
  const owed: UnpaidPayout[] = [
    { kind: 'available', amount: balance.available, currency: balance.currency },
    { kind: 'pending', amount: balance.pending, currency: balance.currency },
  ];
  return owed.filter((p) => p.amount > 0);
}
