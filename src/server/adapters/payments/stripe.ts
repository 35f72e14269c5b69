// Stripe Connect behind the PaymentsProvider interface, through the official SDK.
//
// Shape of the integration (docs/decisions/009-stripe-card-fields.md has the card side):
// - Guests are Customers on the platform; cards are collected in the browser by Stripe's own card
//   fields against a SetupIntent, so no card number ever reaches our server.
// - A booking is a destination charge: a PaymentIntent on the platform with
//   `transfer_data[destination]` = the host's connected account and `application_fee_amount` = the
//   platform's fee. Stripe moves the whole amount to the host and takes the fee back in one step.
// - Hosts are Custom connected accounts (our own bank form, Stripe-hosted verification links; the
//   `account_update` link type only exists where the platform collects the requirements).
// - Calls on a host's own balance carry the `Stripe-Account` header (the `stripeAccount` request
//   option, never a body parameter).
// - Every call that moves money sends the caller's idempotency key; a method that makes several
//   POSTs derives one key per step (`<key>:attach`, `<key>:default`), since Stripe rejects a key
//   reused with other parameters.

import Stripe from 'stripe';
import { nzBankTokenFields, stripBankSeparators } from '../../../domain/nz-bank-account';
import { en } from '../../../domain/messages';
import type { PaymentsConfig } from '../../config';
import {
  AccountNotFoundError,
  CardError,
  InvalidRequestError,
  ProviderUnavailableError,
  WebhookSignatureError,
  type AccountLinkInput,
  type BalanceTransaction,
  type ChargeInput,
  type PaymentsProvider,
  type SavedCard,
} from './payments';
import { splitRefund } from './refund-split';

export type StripeProviderConfig = Extract<PaymentsConfig, { kind: 'stripe' }>;

/** Tuning for tests; production uses the defaults. */
export type StripeClientOptions = { timeoutMs?: number; maxNetworkRetries?: number };

const CURRENCY = 'nzd';
const COUNTRY = 'NZ';

/**
 * A request that has not answered in 15 s is abandoned (the SDK's default is 80 s, longer than a
 * guest will wait on the booking button).
 */
export const STRIPE_TIMEOUT_MS = 15_000;
/**
 * One automatic retry of a failed connection, a timeout, a 409 or a 5xx. It is safe because every
 * POST carries an idempotency key (ours, or one the SDK generates), so Stripe replays the first
 * result instead of moving money twice. Worst case before ProviderUnavailableError: about 31 s.
 */
export const STRIPE_MAX_NETWORK_RETRIES = 1;

export function createStripeProvider(
  config: StripeProviderConfig,
  options: StripeClientOptions = {},
): PaymentsProvider {
  const stripe = new Stripe(config.secretKey, {
    timeout: options.timeoutMs ?? STRIPE_TIMEOUT_MS,
    maxNetworkRetries: options.maxNetworkRetries ?? STRIPE_MAX_NETWORK_RETRIES,
    ...apiAddress(config.apiUrl),
  });

  /**
   * A destination PaymentIntent for a booking, confirmed off-session: captured at once (a charge) or
   * held on the card until captured or cancelled (a request to book).
   */
  function createIntent(input: ChargeInput, idempotencyKey: string, captureMethod: 'automatic' | 'manual') {
    assertPositiveCents(input.amount, 'amount');
    if (
      !Number.isSafeInteger(input.platformFee) ||
      input.platformFee < 0 ||
      input.platformFee > input.amount
    ) {
      throw new RangeError(
        `The platform fee must be whole cents between 0 and the amount, got ${input.platformFee}`,
      );
    }
    return call(() =>
      stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: CURRENCY,
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          // Cards only: left to dynamic payment methods, Stripe would insist on a return_url for
          // redirect-based methods, which an off-session charge can never follow.
          allowed_payment_method_types: ['card'],
          off_session: true,
          confirm: true,
          // Automatic is Stripe's default: a charge's request stays exactly what it always was.
          capture_method: captureMethod === 'manual' ? 'manual' : undefined,
          application_fee_amount: input.platformFee > 0 ? input.platformFee : undefined,
          transfer_data: { destination: input.destinationAccountId },
          description: input.description,
          metadata: input.metadata,
          expand: ['latest_charge'],
        },
        { idempotencyKey },
      ),
    );
  }

  return {
    kind: 'stripe',

    // ---- Guests ----

    async createCustomer({ userId, email, name }, idempotencyKey) {
      const customer = await call(() =>
        stripe.customers.create({ email, name, metadata: { userId } }, { idempotencyKey }),
      );
      return { customerId: customer.id };
    },

    async startCardSetup(customerId) {
      const intent = await call(() =>
        stripe.setupIntents.create({
          customer: customerId,
          // Since API 2026-09-30.endive the writable `payment_method_types` is gone; this is its
          // replacement (see the charge below).
          allowed_payment_method_types: ['card'],
          usage: 'off_session',
        }),
      );
      if (!intent.client_secret) throw new Error(`SetupIntent ${intent.id} has no client secret`);
      return { clientSecret: intent.client_secret, publishableKey: config.publishableKey };
    },

    async saveCard(customerId, cardToken, idempotencyKey): Promise<SavedCard> {
      // A card token (tok_…) from Stripe's tokens endpoint, as the spec's apps send it (section 7,
      // decision 035), becomes a PaymentMethod first; the web's SetupIntent gives one (pm_…) already.
      const paymentMethodId = cardToken.startsWith('tok_')
        ? (
            await call(() =>
              stripe.paymentMethods.create(
                { type: 'card', card: { token: cardToken } },
                { idempotencyKey: `${idempotencyKey}:method` },
              ),
            )
          ).id
        : cardToken;
      // A SetupIntent made for this customer has already attached the card when it succeeded; attach
      // only when it has not (a card made another way, or a replay after a failure in between).
      let method = await call(() => stripe.paymentMethods.retrieve(paymentMethodId));
      if (method.type !== 'card' || !method.card) throw new CardError('Please use a credit or debit card.');
      if (idOf(method.customer) !== customerId) {
        method = await call(() =>
          stripe.paymentMethods.attach(
            paymentMethodId,
            { customer: customerId },
            { idempotencyKey: `${idempotencyKey}:attach` },
          ),
        );
      }
      await call(() =>
        stripe.customers.update(
          customerId,
          { invoice_settings: { default_payment_method: paymentMethodId } },
          { idempotencyKey: `${idempotencyKey}:default` },
        ),
      );
      const card = method.card ?? (await call(() => stripe.paymentMethods.retrieve(paymentMethodId))).card;
      if (!card) throw new CardError('Please use a credit or debit card.');
      return {
        paymentMethodId: method.id,
        last4: card.last4,
        expiryMonth: card.exp_month,
        expiryYear: card.exp_year,
      };
    },

    // ---- Money ----

    async charge(input, idempotencyKey) {
      const intent = await createIntent(input, idempotencyKey, 'automatic');
      if (intent.status !== 'succeeded' && intent.status !== 'processing') throw refusal(intent);
      return chargeOf(intent);
    },

    async authorise(input, idempotencyKey) {
      const intent = await createIntent(input, idempotencyKey, 'manual');
      if (intent.status !== 'requires_capture') throw refusal(intent);
      return { authorisationId: intent.id };
    },

    async capture(authorisationId, idempotencyKey) {
      const intent = await call(() =>
        stripe.paymentIntents.capture(authorisationId, { expand: ['latest_charge'] }, { idempotencyKey }),
      );
      return chargeOf(intent);
    },

    async release(authorisationId, idempotencyKey) {
      await call(() =>
        stripe.paymentIntents.cancel(
          authorisationId,
          { cancellation_reason: 'abandoned' },
          { idempotencyKey },
        ),
      );
    },

    async refund(input, idempotencyKey) {
      assertPositiveCents(input.amount, 'amount');
      const target = input.chargeId.startsWith('pi_')
        ? { payment_intent: input.chargeId }
        : { charge: input.chargeId };
      const refund = await call(() =>
        stripe.refunds.create(
          {
            ...target,
            amount: input.amount,
            // Take the host's share back from the connected account and give the platform's fee
            // back, both in proportion; the guest gets `amount`.
            reverse_transfer: true,
            refund_application_fee: true,
            metadata: input.reason ? { reason: input.reason } : undefined,
            expand: ['charge'],
          },
          { idempotencyKey },
        ),
      );
      const charge =
        refund.charge && typeof refund.charge === 'object'
          ? refund.charge
          : await call(() => stripe.charges.retrieve(idOf(refund.charge) ?? input.chargeId));
      // The expanded charge already counts this refund in amount_refunded.
      const alreadyRefunded = Math.min(
        Math.max(charge.amount_refunded - refund.amount, 0),
        charge.amount - refund.amount,
      );
      const split = splitRefund({
        chargeAmount: charge.amount,
        platformFee: charge.application_fee_amount ?? 0,
        alreadyRefunded,
        refund: refund.amount,
      });
      return { refundId: refund.id, ...split };
    },

    async transfer(input, idempotencyKey) {
      assertPositiveCents(input.amount, 'amount');
      const transfer = await call(() =>
        stripe.transfers.create(
          {
            amount: input.amount,
            currency: CURRENCY,
            destination: input.destinationAccountId,
            description: input.description,
          },
          { idempotencyKey },
        ),
      );
      return { transferId: transfer.id };
    },

    // ---- Hosts ----

    async createBankToken(input) {
      // Stripe wants the bank and branch as the routing number and the rest, with a 3-digit suffix,
      // as the account number (spec section 7: 0068389-00 is sent as 0068389000).
      const digits = stripBankSeparators(input.accountNumber);
      const fields = nzBankTokenFields(digits);
      if (!/^\d{15,16}$/.test(digits) || fields.routingNumber !== input.routingNumber) {
        throw new InvalidRequestError(en.payouts.bankNotNz);
      }
      const token = await call(() =>
        stripe.tokens.create({
          bank_account: {
            country: COUNTRY,
            currency: CURRENCY,
            account_holder_name: input.accountName,
            account_holder_type: 'individual',
            routing_number: fields.routingNumber,
            account_number: fields.accountNumber,
          },
        }),
      );
      return {
        token: token.id,
        bankName: token.bank_account?.bank_name ?? null,
        last4: token.bank_account?.last4 ?? digits.slice(-4),
      };
    },

    async createConnectedAccount({ userId, email, bankToken }, idempotencyKey) {
      const account = await call(() =>
        stripe.accounts.create(
          {
            // A Custom account, said the current way (`type` is deprecated): we collect the bank
            // details and requirements (so `account_update` links and bank changes keep working
            // after onboarding), the host gets no Stripe dashboard, and the platform pays Stripe's
            // fees and carries negative balances, as with any destination charge.
            controller: {
              requirement_collection: 'application',
              stripe_dashboard: { type: 'none' },
              fees: { payer: 'application' },
              losses: { payments: 'application' },
            },
            country: COUNTRY,
            email,
            default_currency: CURRENCY,
            capabilities: { transfers: { requested: true } },
            external_account: bankToken,
            metadata: { userId },
            // The product promises payouts on the 15th (spec section 9).
            settings: { payouts: { schedule: { interval: 'monthly', monthly_anchor: 15 } } },
          },
          { idempotencyKey },
        ),
      );
      return { accountId: account.id };
    },

    async updateConnectedAccount(accountId, { bankToken }) {
      // A new external account replaces the default one for its currency.
      await call(() => stripe.accounts.update(accountId, { external_account: bankToken }), { account: true });
    },

    async getRequirements(accountId) {
      const account = await call(() => stripe.accounts.retrieve(accountId), { account: true });
      const currentlyDue = account.requirements?.currently_due ?? [];
      // Destination charges are made by the platform, so the host needs the transfers capability and
      // payouts, not charges_enabled (which stays false without the card_payments capability).
      const valid =
        currentlyDue.length === 0 &&
        account.payouts_enabled === true &&
        account.capabilities?.transfers === 'active' &&
        !account.requirements?.disabled_reason;
      const bank = account.external_accounts?.data.find((e) => e.object === 'bank_account');
      return {
        currentlyDue,
        valid,
        bankName: bank?.object === 'bank_account' ? (bank.bank_name ?? null) : null,
      };
    },

    async createAccountLink(accountId, input: AccountLinkInput) {
      const link = await call(
        () =>
          stripe.accountLinks.create({
            account: accountId,
            type: input.type === 'verification' ? 'account_onboarding' : 'account_update',
            // Stripe sends the host to refresh_url when the link has expired or was already used,
            // and to return_url when they leave the flow (finished or not).
            refresh_url: input.failureUrl,
            return_url: input.successUrl,
          }),
        { account: true },
      );
      return { url: link.url };
    },

    async getBalance(accountId) {
      const balance = await call(() => stripe.balance.retrieve({}, { stripeAccount: accountId }), {
        account: true,
      });
      const sum = (funds: Array<{ amount: number; currency: string }>) =>
        funds.filter((f) => f.currency === CURRENCY).reduce((total, f) => total + f.amount, 0);
      return { available: sum(balance.available), pending: sum(balance.pending), currency: CURRENCY };
    },

    async listBalanceTransactions(accountId, page) {
      const limit = Math.min(Math.max(Math.trunc(page.limit), 1), 100);
      const list = await call(
        () =>
          stripe.balanceTransactions.list(
            { limit, starting_after: page.cursor ?? undefined },
            { stripeAccount: accountId },
          ),
        { account: true },
      );
      const items: BalanceTransaction[] = list.data.map((t) => ({
        id: t.id,
        date: new Date(t.created * 1000).toISOString(),
        description: t.description || describeType(t.type),
        type: t.type,
        // Net: what the transaction did to the host's balance after fees (for a booking, the
        // payment less the platform's fee), so the rows add up to the balance.
        amount: t.net,
      }));
      const last = list.data.at(-1);
      return { items, cursor: list.has_more && last ? last.id : null };
    },

    // ---- Webhooks ----

    parseWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch {
        throw new WebhookSignatureError();
      }
      return { id: event.id, type: event.type, data: event.data as unknown as Record<string, unknown> };
    },
  };
}

/** `http://127.0.0.1:12111` → the SDK's host, port and protocol; null keeps api.stripe.com. */
function apiAddress(apiUrl: string | null): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

const TYPE_DESCRIPTIONS: Record<string, string> = {
  payment: 'Booking payment',
  payment_refund: 'Booking refund',
  payment_reversal: 'Booking refund',
  transfer: 'Transfer',
  transfer_refund: 'Transfer reversal',
  payout: 'Payout to bank account',
  payout_failure: 'Failed payout returned',
  payout_cancel: 'Cancelled payout returned',
  adjustment: 'Adjustment',
};

function describeType(type: string): string {
  return TYPE_DESCRIPTIONS[type] ?? type.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function assertPositiveCents(amount: number, name: string) {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new RangeError(`${name} must be positive whole cents, got ${amount}`);
}

/** Runs one SDK call and turns Stripe's errors into the interface's. */
/**
 * A PaymentIntent that neither succeeded nor holds the money. Off-session confirmation reports
 * declines as a 402 (handled in `call`); this is the rest, e.g. a card that needs the guest present to
 * authenticate. No money has moved.
 */
function refusal(intent: Stripe.PaymentIntent): CardError {
  const error = intent.last_payment_error;
  return new CardError(
    error?.message ?? 'Your card could not be charged. Please use another card.',
    error?.decline_code ?? error?.code ?? null,
  );
}

/** The charge a PaymentIntent made, and the host's transfer when Stripe says it. */
function chargeOf(intent: Stripe.PaymentIntent): { chargeId: string; transferId: string | null } {
  const charge = intent.latest_charge;
  if (charge && typeof charge === 'object') return { chargeId: charge.id, transferId: idOf(charge.transfer) };
  // Not expanded (or still processing): the PaymentIntent id also works for refunds.
  return { chargeId: charge ?? intent.id, transferId: null };
}

async function call<T>(request: () => Promise<T>, context: { account?: boolean } = {}): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw translateError(error, context);
  }
}

function translateError(error: unknown, context: { account?: boolean }): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  switch (error.type) {
    case 'StripeCardError':
      // Stripe's message is written for the cardholder ("Your card has insufficient funds.").
      return new CardError(error.message, error.decline_code || error.code || null);
    case 'StripeConnectionError':
    case 'StripeAPIError':
    case 'StripeRateLimitError': {
      const unavailable = new ProviderUnavailableError();
      unavailable.cause = error;
      return unavailable;
    }
  }
  if (context.account && isMissingAccount(error)) return new AccountNotFoundError();
  if (error.type === 'StripeInvalidRequestError') {
    // Stripe refused the details (an unknown customer or card, a used or malformed bank token, a
    // refund larger than what is left…), as the local provider does with the same error.
    const invalid = new InvalidRequestError(error.message);
    invalid.cause = error;
    return invalid;
  }
  // Authentication, permission and idempotency errors are our configuration or our bugs: let them
  // surface as they are (logged, shown as a generic 500).
  return error;
}

function isMissingAccount(error: Stripe.errors.StripeError): boolean {
  // 404 resource_missing "No such account: 'acct_…'" on /v1/accounts/:id and account links;
  // 403 "…does not have access to account 'acct_…' (or that account does not exist)" when the
  // Stripe-Account header names an unknown account.
  if (
    error.code === 'resource_missing' &&
    (error.param === 'account' || /no such account/i.test(error.message))
  ) {
    return true;
  }
  return error.code === 'account_invalid' || /does not have access to account/i.test(error.message);
}
