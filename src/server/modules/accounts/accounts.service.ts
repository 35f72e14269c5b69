// Guests' cards and hosts' payout accounts (spec sections 3, 5, 7 and 9) over the payment provider.
// Everyone reaches only their own; administrators reach everyone's; another person's id answers 404.
// Nothing is saved on our side until the provider has answered, so a refused card or a provider that
// does not answer leaves the profile as it was, and the action can simply be repeated.

import { createHash } from 'node:crypto';
import { todayInAuckland } from '../../../domain/dates';
import { AppError, badRequest, notFound } from '../../../domain/errors';
import { nextPayoutDate } from '../../../domain/payouts';
import type { Viewer } from '../../../domain/roles';
import {
  ACCOUNT_LINK_PATHS,
  CUSTOMER_IN_PROGRESS,
  INVALID_USER_OR_ACCOUNT,
  LINK_ORIGIN,
  PAYOUT_ACCOUNT_IN_PROGRESS,
  TRANSACTIONS_PAGE_SIZE,
  type AccountLinkBody,
  type BalanceResponse,
  type PaymentSetup,
  type RequirementsResponse,
  type TransactionPage,
} from '../../../domain/schemas/payments';
import type { UserProfile } from '../../../domain/schemas/users';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { WebhookSignatureError, type PaymentsProvider } from '../../adapters/payments/payments';
import { syncPayouts, withProvider } from '../money/money.service';
import { profileOf, reachableUser, USER_NOT_FOUND } from '../users/users.service';
import * as repo from '../users/users.repository';
import { createOncePerUser } from './provider-claims';

export type AccountsDeps = { db: Db; payments: PaymentsProvider; config: Pick<Config, 'publicUrl'> };
type SignedIn = NonNullable<Viewer>;

const shortHash = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

/** 404 with its own code, so that the web can offer to set a payout account up (spec: 'invalid user or account'). */
const noPayoutAccount = () => new AppError('NO_PAYOUT_ACCOUNT', INVALID_USER_OR_ACCOUNT);

// ---- Guests: cards ----

/** The user's customer at the provider, made on first use by one request only (decision 011). */
async function ensureCustomer({ db, payments }: AccountsDeps, user: repo.UserRow): Promise<string> {
  if (user.paymentCustomerId) return user.paymentCustomerId;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name;
  const { id } = await withProvider(() =>
    createOncePerUser(db, {
      userId: user.id,
      kind: 'customer',
      column: users.paymentCustomerId,
      mine: { idempotencyKey: `customer:${user.id}`, request: { email: user.email, name } },
      // Field by field: a claim's request comes back from jsonb with its keys reordered.
      create: async ({ idempotencyKey, request }) =>
        (
          await payments.createCustomer(
            { userId: user.id, email: request.email, name: request.name },
            idempotencyKey,
          )
        ).customerId,
      save: (customerId) => ({ paymentCustomerId: customerId }),
      busyMessage: CUSTOMER_IN_PROGRESS,
    }),
  );
  return id;
}

/** POST /v1/users/{id}/payment/setup: what the browser needs to collect a card. */
export async function startPaymentSetup(
  deps: AccountsDeps,
  viewer: SignedIn,
  id: string,
): Promise<PaymentSetup> {
  const user = await reachableUser(deps.db, viewer, id);
  const customerId = await ensureCustomer(deps, user);
  const setup = await withProvider(() => deps.payments.startCardSetup(customerId));
  return { provider: deps.payments.kind, ...setup };
}

/** PUT /v1/users/{id}/payment: saves the card the browser tokenised as the user's card. */
export async function saveCard(
  deps: AccountsDeps,
  viewer: SignedIn,
  id: string,
  token: string,
): Promise<UserProfile> {
  const user = await reachableUser(deps.db, viewer, id);
  const customerId = await ensureCustomer(deps, user);
  const card = await withProvider(() =>
    deps.payments.saveCard(customerId, token, `card:${user.id}:${shortHash(token)}`),
  );
  const updated = await repo.updateUser(deps.db, user.id, {
    paymentMethodToken: card.paymentMethodId,
    paymentValid: true,
    cardLast4: card.last4,
    cardExpMonth: card.expiryMonth,
    cardExpYear: card.expiryYear,
  });
  if (!updated) throw notFound(USER_NOT_FOUND);
  return profileOf(deps.db, updated);
}

// ---- Hosts: payout accounts ----

/** Reads what the provider still needs and keeps accountValid in step with it. */
async function refreshAccount(deps: AccountsDeps, user: repo.UserRow) {
  const requirements = await withProvider(() => deps.payments.getRequirements(user.connectedAccountId!));
  if (requirements.valid !== user.accountValid) {
    await repo.updateUser(deps.db, user.id, { accountValid: requirements.valid });
  }
  return requirements;
}

async function connectedAccountOf(db: Db, viewer: SignedIn, id: string) {
  const user = await reachableUser(db, viewer, id);
  if (!user.connectedAccountId) throw noPayoutAccount();
  return user as repo.UserRow & { connectedAccountId: string };
}

/**
 * POST /v1/users/{id}/account/stripe: opens the payout account with the bank token, one per user however
 * many requests arrive at once (decision 011). A user who already has one, or whose concurrent request
 * opened it first, gets it updated with this token instead, so a repeated request does no harm.
 */
export async function createPayoutAccount(
  deps: AccountsDeps,
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
      column: users.connectedAccountId,
      mine,
      create: async ({ idempotencyKey, request }) =>
        (
          await deps.payments.createConnectedAccount(
            { userId: user.id, email: request.email, bankToken: request.bankToken },
            idempotencyKey,
          )
        ).accountId,
      save: (accountId, request) => ({ connectedAccountId: accountId, bankName: request.bankName }),
      busyMessage: PAYOUT_ACCOUNT_IN_PROGRESS,
    }),
  );
  // Opened by another request, or by replaying one: this request's bank account still applies.
  if (sent?.idempotencyKey !== mine.idempotencyKey) return updatePayoutAccount(deps, viewer, id, body);
  const saved = (await repo.findUserById(deps.db, user.id))!;
  const requirements = await refreshAccount(deps, saved);
  return profileOf(deps.db, { ...saved, accountValid: requirements.valid });
}

/** PUT /v1/users/{id}/account/stripe: a new bank account for the payout account ('invalid user or account' when there is none). */
export async function updatePayoutAccount(
  deps: AccountsDeps,
  viewer: SignedIn,
  id: string,
  body: { token: string; bankName?: string | null },
): Promise<UserProfile> {
  const user = await connectedAccountOf(deps.db, viewer, id);
  await withProvider(() =>
    deps.payments.updateConnectedAccount(user.connectedAccountId, { bankToken: body.token }),
  );
  const saved = await repo.updateUser(deps.db, user.id, {
    bankName: body.bankName ?? user.bankName,
  });
  const requirements = await refreshAccount(deps, saved!);
  return profileOf(deps.db, { ...saved!, accountValid: requirements.valid });
}

/** An absolute URL of this site for `value` (a URL of PUBLIC_URL's origin, or a path); else 400. */
function sameOriginUrl(publicUrl: string, value: string, field: string): string {
  const origin = new URL(publicUrl).origin;
  let url: URL;
  try {
    url = value.startsWith('/') && !value.startsWith('//') ? new URL(value, origin) : new URL(value);
  } catch {
    throw badRequest(LINK_ORIGIN, field);
  }
  if (url.origin !== origin) throw badRequest(LINK_ORIGIN, field);
  return url.toString();
}

const webUrl = (publicUrl: string, path: string) => new URL(path, new URL(publicUrl).origin).toString();

/** GET /v1/users/{id}/requirements: what is due, and a fresh link to provide it when anything is. */
export async function getRequirements(
  deps: AccountsDeps,
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
  deps: AccountsDeps,
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

/** GET /v1/users/{id}/account/balance (no payout account: 404 NO_PAYOUT_ACCOUNT, not a balance of 0). */
export async function getBalance(deps: AccountsDeps, viewer: SignedIn, id: string): Promise<BalanceResponse> {
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
  deps: AccountsDeps,
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

// ---- Provider events ----

/** A connected account changed at the provider: bring the owner's accountValid up to date. */
export async function accountUpdated(deps: AccountsDeps, accountId: string): Promise<void> {
  const user = await repo.findUserByConnectedAccount(deps.db, accountId);
  if (user) await refreshAccount(deps, user);
}

export const BAD_SIGNATURE = 'Webhook signature does not match';

/** POST /v1/payments/webhook. */
export async function handleWebhook(
  deps: AccountsDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: boolean }> {
  let event;
  try {
    event = deps.payments.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw badRequest(BAD_SIGNATURE);
    throw error;
  }
  if (event.type === 'account.updated') {
    const object = (event.data as { object?: { id?: unknown } }).object;
    if (typeof object?.id === 'string') await accountUpdated(deps, object.id);
  }
  return { received: true };
}
