// Guests' cards (spec sections 3 and 5) and the payment provider's own traffic: the customer and the
// saved card, the provider's webhooks, and the local provider's stand-ins for what a real provider
// serves itself (card and bank tokenisation, the hosted verification page). Charges, refunds and
// transfers are in charges.service.ts. Nothing is saved on our side until the provider has answered,
// so a refused card or a provider that does not answer leaves the profile as it was.

import { createHash } from 'node:crypto';
import { badRequest, notFound } from '../../../domain/errors';
import type { Viewer } from '../../../domain/roles';
import type { BankTokenRequest, CardTokenRequest, PaymentSetup } from '../../../domain/schemas/payments';
import type { UserProfile } from '../../../domain/schemas/users';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createLocalCardToken, type LocalPaymentsProvider } from '../../adapters/payments/local';
import { WebhookSignatureError, type PaymentsProvider } from '../../adapters/payments/payments';
import { accountUpdated } from '../payouts/payouts.service';
import { profileOf, reachableUser, saveCardDetails, type UserRow } from '../users/users.service';
import * as paymentRows from './payments.repository';
import { expiredPage, unknownLinkPage, verificationPage } from './local-pages';
import { createOncePerUser } from './provider-claims';
import { withProvider } from './provider-errors';

export type PaymentsDeps = { db: Db; payments: PaymentsProvider; config: Pick<Config, 'publicUrl'> };
type SignedIn = NonNullable<Viewer>;

const shortHash = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

// ---- Guests: cards and customers ----

/** The user's customer at the provider, made on first use by one request only (decision 011). */
async function ensureCustomer({ db, payments }: PaymentsDeps, user: UserRow): Promise<string> {
  if (user.paymentCustomerId) return user.paymentCustomerId;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name;
  const { id } = await withProvider(() =>
    createOncePerUser(db, {
      userId: user.id,
      kind: 'customer',
      field: 'paymentCustomerId',
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
      busyMessage: 'payments.customerInProgress',
    }),
  );
  return id;
}

/** POST /v1/users/{id}/payment/setup: what the browser needs to collect a card. */
export async function startPaymentSetup(
  deps: PaymentsDeps,
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
  deps: PaymentsDeps,
  viewer: SignedIn,
  id: string,
  token: string,
): Promise<UserProfile> {
  const user = await reachableUser(deps.db, viewer, id);
  const customerId = await ensureCustomer(deps, user);
  const card = await withProvider(() =>
    deps.payments.saveCard(customerId, token, `card:${user.id}:${shortHash(token)}`),
  );
  const updated = await saveCardDetails(deps.db, user.id, {
    paymentMethodToken: card.paymentMethodId,
    paymentValid: true,
    cardLast4: card.last4,
    cardExpMonth: card.expiryMonth,
    cardExpYear: card.expiryYear,
  });
  if (!updated) throw notFound('users.notFound');
  return profileOf(deps.db, updated);
}

// ---- Provider events ----

/** POST /v1/payments/webhook. */
export async function handleWebhook(
  deps: PaymentsDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: boolean }> {
  let event;
  try {
    event = deps.payments.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw badRequest('payments.webhookSignature');
    throw error;
  }
  if (event.type === 'account.updated') {
    const object = (event.data as { object?: { id?: unknown } }).object;
    if (typeof object?.id === 'string') await accountUpdated(deps, object.id);
  }
  return { received: true };
}

// ---- The local provider's stand-ins ----

/** POST /v1/payments/local/card-tokens: a test card as a token (never the number). */
export async function createCardToken(input: CardTokenRequest): Promise<{ token: string }> {
  return { token: await withProvider(async () => createLocalCardToken(input)) };
}

/** POST /v1/payments/local/bank-tokens: the routing number and the rest, or the whole number. */
export function createBankToken(payments: LocalPaymentsProvider, input: BankTokenRequest) {
  const { accountName, accountNumber, routingNumber, currency, country } = input;
  const full = accountNumber.length <= 10 ? routingNumber + accountNumber : accountNumber;
  return withProvider(() =>
    payments.createBankToken({ accountName, accountNumber: full, routingNumber, currency, country }),
  );
}

/** An HTML page to send with its status. */
export type LinkPage = { status: 200 | 404 | 410; html: string };
/** A page, or a 303 to the link's success or failure URL. */
export type LinkPageResult = LinkPage | { redirectTo: string };

/** GET /v1/payments/local/account-links/{id}: the verification page, or why it cannot be shown. */
export async function accountLinkPage(payments: LocalPaymentsProvider, id: string): Promise<LinkPage> {
  const link = await payments.accountLink(id);
  if (!link) return { status: 404, html: unknownLinkPage() };
  if (link.state !== 'open') return { status: 410, html: expiredPage(link.failureUrl) };
  return { status: 200, html: verificationPage(link) };
}

/**
 * POST /v1/payments/local/account-links/{id}: the page's Complete or Fail button. Refreshes the
 * owner's accountValid in-process, as an account.updated webhook does with a real provider.
 */
export async function finishAccountLink(
  deps: PaymentsDeps,
  payments: LocalPaymentsProvider,
  id: string,
  outcome: 'complete' | 'fail',
): Promise<LinkPageResult> {
  const result = await payments.finishAccountLink(id, outcome);
  if (!result) return { status: 404, html: unknownLinkPage() };
  if (result.expired) {
    const link = await payments.accountLink(id);
    return { status: 410, html: expiredPage(link?.failureUrl ?? null) };
  }
  // What a real provider tells us with an account.updated webhook, delivered in-process.
  await accountUpdated(deps, result.accountId);
  return { redirectTo: result.redirectTo };
}

// ---- Personal data (issue 31, decision 058) ----

/** What the person paid (amounts, dates, status, the provider's references; never a card). */
export const exportPayments = (db: Db, guestId: string) => paymentRows.personalPayments(db, guestId);

/** Deletion, in the caller's transaction: payments are kept (tax records) without card token or vehicle. */
export const erasePaymentDetails = (tx: Db, guestId: string) => paymentRows.erasePaymentDetails(tx, guestId);
