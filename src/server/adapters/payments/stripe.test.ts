// Contract tests of the Stripe adapter: the official SDK pointed at a local HTTP server that records
// what it is sent. They pin the exact requests (paths, form fields, headers, idempotency keys) and
// how Stripe's answers and errors come back through the PaymentsProvider interface.

import net from 'node:net';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeStripeServer,
  stripeError,
  type FakeStripeServer,
  type RecordedRequest,
} from '../../testing/fake-stripe-server';
import {
  AccountNotFoundError,
  CardError,
  InvalidRequestError,
  ProviderUnavailableError,
  WebhookSignatureError,
  type PaymentsProvider,
} from './payments';
import { createStripeProvider, type StripeProviderConfig } from './stripe';

const SECRET_KEY = 'sk_test_contract';
const WEBHOOK_SECRET = 'whsec_contract';

let fake: FakeStripeServer;
let config: StripeProviderConfig;
let stripe: PaymentsProvider;

beforeAll(async () => {
  fake = await startFakeStripeServer();
  config = {
    kind: 'stripe',
    secretKey: SECRET_KEY,
    publishableKey: 'pk_test_contract',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: fake.url,
  };
  stripe = createStripeProvider(config);
});
afterEach(() => fake.reset());
afterAll(() => fake.close());

/** The one request sent to `method path`. */
function sent(method: string, path: string): RecordedRequest {
  const matching = fake.requests.filter((r) => r.method === method && r.path === path);
  expect(matching, `${method} ${path} sent once`).toHaveLength(1);
  return matching[0]!;
}

/** The headers every call carries, and the optional ones this call must carry. */
function expectHeaders(
  request: RecordedRequest,
  expected: { idempotencyKey?: string; stripeAccount?: string },
) {
  expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
  expect(request.headers['stripe-version']).toBe(Stripe.API_VERSION);
  if (request.method === 'POST') {
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
  }
  if (expected.idempotencyKey) expect(request.headers['idempotency-key']).toBe(expected.idempotencyKey);
  expect(request.headers['stripe-account']).toBe(expected.stripeAccount);
}

// ---- Canned objects, shaped like Stripe's (only the fields the adapter reads, plus ids) ----

const card = (overrides: Record<string, unknown> = {}) => ({
  id: 'pm_card_1',
  object: 'payment_method',
  type: 'card',
  customer: null,
  card: { brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2031, country: 'NZ' },
  ...overrides,
});

const charge = (overrides: Record<string, unknown> = {}) => ({
  id: 'ch_1',
  object: 'charge',
  amount: 10_000,
  amount_refunded: 0,
  application_fee_amount: 1_000,
  currency: 'nzd',
  status: 'succeeded',
  transfer: 'tr_host_1',
  transfer_data: { destination: 'acct_host', amount: null },
  ...overrides,
});

const account = (overrides: Record<string, unknown> = {}) => ({
  id: 'acct_host',
  object: 'account',
  type: 'custom',
  country: 'NZ',
  charges_enabled: false,
  payouts_enabled: true,
  capabilities: { transfers: 'active' },
  requirements: { currently_due: [], eventually_due: [], past_due: [], disabled_reason: null },
  ...overrides,
});

describe('guests: customers and cards', () => {
  it('creates a customer with the user id and the idempotency key', async () => {
    fake.on('POST', '/v1/customers', { body: { id: 'cus_1', object: 'customer' } });

    const result = await stripe.createCustomer(
      { userId: 'user_1', email: 'ana@example.nz', name: 'Ana' },
      'customer:user_1',
    );

    expect(result).toEqual({ customerId: 'cus_1' });
    const request = sent('POST', '/v1/customers');
    expect(request.form).toEqual({ email: 'ana@example.nz', name: 'Ana', 'metadata[userId]': 'user_1' });
    expectHeaders(request, { idempotencyKey: 'customer:user_1' });
  });

  it('starts a card set-up with an off-session SetupIntent and hands the browser its secret', async () => {
    fake.on('POST', '/v1/setup_intents', {
      body: {
        id: 'seti_1',
        object: 'setup_intent',
        client_secret: 'seti_1_secret_abc',
        status: 'requires_payment_method',
      },
    });

    const result = await stripe.startCardSetup('cus_1');

    expect(result).toEqual({ clientSecret: 'seti_1_secret_abc', publishableKey: 'pk_test_contract' });
    expect(sent('POST', '/v1/setup_intents').form).toEqual({
      customer: 'cus_1',
      'allowed_payment_method_types[0]': 'card',
      usage: 'off_session',
    });
  });

  it('attaches a card that is not yet the customer’s and makes it the default', async () => {
    fake.on('GET', '/v1/payment_methods/pm_card_1', { body: card() });
    fake.on('POST', '/v1/payment_methods/pm_card_1/attach', { body: card({ customer: 'cus_1' }) });
    fake.on('POST', '/v1/customers/cus_1', { body: { id: 'cus_1', object: 'customer' } });

    const saved = await stripe.saveCard('cus_1', 'pm_card_1', 'card:user_1:1');

    expect(saved).toEqual({ paymentMethodId: 'pm_card_1', last4: '4242', expiryMonth: 8, expiryYear: 2031 });
    const attach = sent('POST', '/v1/payment_methods/pm_card_1/attach');
    expect(attach.form).toEqual({ customer: 'cus_1' });
    expectHeaders(attach, { idempotencyKey: 'card:user_1:1:attach' });
    const update = sent('POST', '/v1/customers/cus_1');
    expect(update.form).toEqual({ 'invoice_settings[default_payment_method]': 'pm_card_1' });
    expectHeaders(update, { idempotencyKey: 'card:user_1:1:default' });
  });

  it('turns a card token (tok_) into a PaymentMethod, then attaches it and makes it the default', async () => {
    fake.on('POST', '/v1/payment_methods', { body: card() });
    fake.on('GET', '/v1/payment_methods/pm_card_1', { body: card() });
    fake.on('POST', '/v1/payment_methods/pm_card_1/attach', { body: card({ customer: 'cus_1' }) });
    fake.on('POST', '/v1/customers/cus_1', { body: { id: 'cus_1', object: 'customer' } });

    const saved = await stripe.saveCard('cus_1', 'tok_visa_1', 'card:user_1:tok');

    expect(saved).toEqual({ paymentMethodId: 'pm_card_1', last4: '4242', expiryMonth: 8, expiryYear: 2031 });
    const create = sent('POST', '/v1/payment_methods');
    expect(create.form).toEqual({ type: 'card', 'card[token]': 'tok_visa_1' });
    expectHeaders(create, { idempotencyKey: 'card:user_1:tok:method' });
    expectHeaders(sent('POST', '/v1/payment_methods/pm_card_1/attach'), {
      idempotencyKey: 'card:user_1:tok:attach',
    });
  });

  it('does not attach again a card its SetupIntent already attached', async () => {
    fake.on('GET', '/v1/payment_methods/pm_card_1', { body: card({ customer: 'cus_1' }) });
    fake.on('POST', '/v1/customers/cus_1', { body: { id: 'cus_1', object: 'customer' } });

    await stripe.saveCard('cus_1', 'pm_card_1', 'card:user_1:2');

    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/payment_methods/pm_card_1',
      'POST /v1/customers/cus_1',
    ]);
  });

  it('reports a refused card with Stripe’s message and saves nothing', async () => {
    fake.on('GET', '/v1/payment_methods/pm_card_1', { body: card() });
    fake.on(
      'POST',
      '/v1/payment_methods/pm_card_1/attach',
      stripeError(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      }),
    );

    const error = await stripe.saveCard('cus_1', 'pm_card_1', 'card:user_1:3').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(CardError);
    expect(error).toMatchObject({ message: 'Your card was declined.', declineCode: 'generic_decline' });
    expect(fake.requests.some((r) => r.path === '/v1/customers/cus_1')).toBe(false);
  });
});

describe('money', () => {
  const bookingCharge = {
    customerId: 'cus_1',
    paymentMethodId: 'pm_card_1',
    amount: 10_000,
    platformFee: 1_000,
    destinationAccountId: 'acct_host',
    description: 'Stopover: 2 nights at Kauri Farm',
    metadata: { reservationId: 'res_1' },
  };

  it('charges a booking as a destination charge with the platform fee and the host transfer', async () => {
    fake.on('POST', '/v1/payment_intents', {
      body: {
        id: 'pi_1',
        object: 'payment_intent',
        status: 'succeeded',
        amount: 10_000,
        latest_charge: charge(),
      },
    });

    const result = await stripe.charge(bookingCharge, 'charge:res_1');

    expect(result).toEqual({ chargeId: 'ch_1', transferId: 'tr_host_1' });
    const request = sent('POST', '/v1/payment_intents');
    expect(request.form).toEqual({
      amount: '10000',
      currency: 'nzd',
      customer: 'cus_1',
      payment_method: 'pm_card_1',
      'allowed_payment_method_types[0]': 'card',
      off_session: 'true',
      confirm: 'true',
      application_fee_amount: '1000',
      'transfer_data[destination]': 'acct_host',
      description: 'Stopover: 2 nights at Kauri Farm',
      'metadata[reservationId]': 'res_1',
      'expand[0]': 'latest_charge',
    });
    expectHeaders(request, { idempotencyKey: 'charge:res_1' });
  });

  it('turns a declined charge into a CardError with Stripe’s message', async () => {
    fake.on(
      'POST',
      '/v1/payment_intents',
      stripeError(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      }),
    );

    const error = await stripe.charge(bookingCharge, 'charge:res_2').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(CardError);
    expect(error).toMatchObject({
      message: 'Your card has insufficient funds.',
      declineCode: 'insufficient_funds',
    });
    // A card error is final: the SDK does not retry it.
    expect(fake.requests).toHaveLength(1);
  });

  it('holds a request to book on the card with a manual-capture PaymentIntent, taking nothing', async () => {
    fake.on('POST', '/v1/payment_intents', {
      body: { id: 'pi_hold', object: 'payment_intent', status: 'requires_capture', amount: 10_000 },
    });

    const result = await stripe.authorise(bookingCharge, 'authorise:res_3');

    expect(result).toEqual({ authorisationId: 'pi_hold' });
    const request = sent('POST', '/v1/payment_intents');
    expect(request.form).toMatchObject({
      amount: '10000',
      capture_method: 'manual',
      confirm: 'true',
      off_session: 'true',
      application_fee_amount: '1000',
      'transfer_data[destination]': 'acct_host',
    });
    expectHeaders(request, { idempotencyKey: 'authorise:res_3' });
  });

  it('refuses a hold the card did not authorise, as a CardError', async () => {
    fake.on('POST', '/v1/payment_intents', {
      body: {
        id: 'pi_hold_2',
        object: 'payment_intent',
        status: 'requires_payment_method',
        last_payment_error: { message: 'Your card was declined.', code: 'card_declined' },
      },
    });

    const error = await stripe.authorise(bookingCharge, 'authorise:res_4').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(CardError);
    expect(error).toMatchObject({ message: 'Your card was declined.' });
  });

  it('captures a hold (the charge and the host transfer come back) and releases one by cancelling it', async () => {
    fake.on('POST', '/v1/payment_intents/pi_hold/capture', {
      body: { id: 'pi_hold', object: 'payment_intent', status: 'succeeded', latest_charge: charge() },
    });
    fake.on('POST', '/v1/payment_intents/pi_other/cancel', {
      body: { id: 'pi_other', object: 'payment_intent', status: 'canceled' },
    });

    expect(await stripe.capture('pi_hold', 'capture:res_3')).toEqual({
      chargeId: 'ch_1',
      transferId: 'tr_host_1',
    });
    const capture = sent('POST', '/v1/payment_intents/pi_hold/capture');
    expect(capture.form).toEqual({ 'expand[0]': 'latest_charge' });
    expectHeaders(capture, { idempotencyKey: 'capture:res_3' });

    await stripe.release('pi_other', 'release:res_5');
    const cancel = sent('POST', '/v1/payment_intents/pi_other/cancel');
    expect(cancel.form).toEqual({ cancellation_reason: 'abandoned' });
    expectHeaders(cancel, { idempotencyKey: 'release:res_5' });
  });

  it('refunds part of a charge, reversing the host transfer and the fee in proportion', async () => {
    fake.on('POST', '/v1/refunds', (request) => ({
      body: {
        id: 're_1',
        object: 'refund',
        amount: Number(request.form.amount),
        status: 'succeeded',
        charge: charge({ amount_refunded: 2_500, refunded: false }),
      },
    }));

    const result = await stripe.refund(
      { chargeId: 'ch_1', amount: 2_500, reason: 'night of 2026-01-03 cancelled' },
      'refund:bk_3',
    );

    expect(result).toEqual({ refundId: 're_1', transferReversal: 2_250, feeRefund: 250 });
    const request = sent('POST', '/v1/refunds');
    expect(request.form).toEqual({
      charge: 'ch_1',
      amount: '2500',
      reverse_transfer: 'true',
      refund_application_fee: 'true',
      'metadata[reason]': 'night of 2026-01-03 cancelled',
      'expand[0]': 'charge',
    });
    expectHeaders(request, { idempotencyKey: 'refund:bk_3' });
  });

  it('splits successive partial refunds so the fee refunds add up to the whole fee', async () => {
    // Three nights of $10 with a fee of $1 in all: rounding each third of the fee alone (33 cents)
    // would leave a cent behind.
    let refunded = 0;
    fake.on('POST', '/v1/refunds', (request) => {
      const amount = Number(request.form.amount);
      refunded += amount;
      return {
        body: {
          id: `re_${refunded}`,
          object: 'refund',
          amount,
          status: 'succeeded',
          charge: charge({ amount: 3_000, application_fee_amount: 100, amount_refunded: refunded }),
        },
      };
    });

    const results = [];
    for (const night of [1, 2, 3])
      results.push(await stripe.refund({ chargeId: 'ch_1', amount: 1_000 }, `refund:night_${night}`));

    expect(results.map((r) => r.feeRefund)).toEqual([33, 34, 33]);
    expect(results.reduce((sum, r) => sum + r.feeRefund, 0)).toBe(100);
    expect(results.reduce((sum, r) => sum + r.transferReversal, 0)).toBe(2_900);
    for (const r of results) expect(r.feeRefund + r.transferReversal).toBe(1_000);
  });

  it('refunds by PaymentIntent when the charge id is one', async () => {
    fake.on('POST', '/v1/refunds', {
      body: {
        id: 're_2',
        object: 'refund',
        amount: 10_000,
        status: 'succeeded',
        charge: charge({ amount_refunded: 10_000 }),
      },
    });

    const result = await stripe.refund({ chargeId: 'pi_1', amount: 10_000 }, 'refund:all');

    expect(result).toEqual({ refundId: 're_2', transferReversal: 9_000, feeRefund: 1_000 });
    expect(sent('POST', '/v1/refunds').form).toMatchObject({ payment_intent: 'pi_1', amount: '10000' });
    expect(sent('POST', '/v1/refunds').form).not.toHaveProperty('charge');
  });

  it('pays an affiliate with a transfer to their connected account', async () => {
    fake.on('POST', '/v1/transfers', {
      body: { id: 'tr_aff_1', object: 'transfer', amount: 450, currency: 'nzd' },
    });

    const result = await stripe.transfer(
      { destinationAccountId: 'acct_affiliate', amount: 450, description: 'Affiliate payout: 3 bookings' },
      'affiliate:aff_1:2026-01',
    );

    expect(result).toEqual({ transferId: 'tr_aff_1' });
    const request = sent('POST', '/v1/transfers');
    expect(request.form).toEqual({
      amount: '450',
      currency: 'nzd',
      destination: 'acct_affiliate',
      description: 'Affiliate payout: 3 bookings',
    });
    expectHeaders(request, { idempotencyKey: 'affiliate:aff_1:2026-01' });
  });
});

describe('hosts: connected accounts', () => {
  it('tokenises a New Zealand bank account, padding a 2-digit suffix to 3', async () => {
    fake.on('POST', '/v1/tokens', {
      body: {
        id: 'btok_1',
        object: 'token',
        type: 'bank_account',
        bank_account: {
          id: 'ba_1',
          object: 'bank_account',
          bank_name: 'STRIPE TEST BANK',
          last4: '0010',
          country: 'NZ',
          currency: 'nzd',
        },
      },
    });

    const result = await stripe.createBankToken({
      accountName: 'Kauri Farm Ltd',
      accountNumber: '110000000000010',
      routingNumber: '110000',
      currency: 'nzd',
      country: 'NZ',
    });

    expect(result).toEqual({ token: 'btok_1', bankName: 'STRIPE TEST BANK', last4: '0010' });
    const request = sent('POST', '/v1/tokens');
    expect(request.form).toEqual({
      'bank_account[country]': 'NZ',
      'bank_account[currency]': 'nzd',
      'bank_account[account_holder_name]': 'Kauri Farm Ltd',
      'bank_account[account_holder_type]': 'individual',
      'bank_account[routing_number]': '110000',
      'bank_account[account_number]': '0000000010',
    });
    expectHeaders(request, {});
  });

  it('sends a 16-digit account (typed with dashes) with its 3-digit suffix as it is', async () => {
    fake.on('POST', '/v1/tokens', {
      body: {
        id: 'btok_2',
        object: 'token',
        type: 'bank_account',
        bank_account: { bank_name: 'BNZ', last4: '9001' },
      },
    });

    await stripe.createBankToken({
      accountName: 'A Host',
      accountNumber: '01-0902-0068389-001',
      routingNumber: '010902',
      currency: 'nzd',
      country: 'NZ',
    });

    expect(sent('POST', '/v1/tokens').form).toMatchObject({
      'bank_account[routing_number]': '010902',
      'bank_account[account_number]': '0068389001',
    });
  });

  it('refuses, without asking Stripe, a routing number that is not the start of the account number', async () => {
    const error = await stripe
      .createBankToken({
        accountName: 'A Host',
        accountNumber: '010902006838900',
        routingNumber: '110000',
        currency: 'nzd',
        country: 'NZ',
      })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(InvalidRequestError);
    expect(fake.requests).toHaveLength(0);
  });

  it('creates a Custom connected account with the bank token, transfers and payouts on the 15th', async () => {
    fake.on('POST', '/v1/accounts', { body: account({ payouts_enabled: false }) });

    const result = await stripe.createConnectedAccount(
      { userId: 'user_host', email: 'host@example.nz', bankToken: 'btok_1' },
      'account:user_host',
    );

    expect(result).toEqual({ accountId: 'acct_host' });
    const request = sent('POST', '/v1/accounts');
    expect(request.form).toEqual({
      'controller[requirement_collection]': 'application',
      'controller[stripe_dashboard][type]': 'none',
      'controller[fees][payer]': 'application',
      'controller[losses][payments]': 'application',
      country: 'NZ',
      email: 'host@example.nz',
      default_currency: 'nzd',
      'capabilities[transfers][requested]': 'true',
      external_account: 'btok_1',
      'metadata[userId]': 'user_host',
      'settings[payouts][schedule][interval]': 'monthly',
      'settings[payouts][schedule][monthly_anchor]': '15',
    });
    expectHeaders(request, { idempotencyKey: 'account:user_host' });
  });

  it('updates the bank account of an existing connected account', async () => {
    fake.on('POST', '/v1/accounts/acct_host', { body: account() });

    await stripe.updateConnectedAccount('acct_host', { bankToken: 'btok_2' });

    expect(sent('POST', '/v1/accounts/acct_host').form).toEqual({ external_account: 'btok_2' });
  });

  it("answers 'invalid user or account' when Stripe has no such account", async () => {
    fake.on(
      'POST',
      '/v1/accounts/acct_gone',
      stripeError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'account',
        message: "No such account: 'acct_gone'",
      }),
    );

    const error = await stripe
      .updateConnectedAccount('acct_gone', { bankToken: 'btok_2' })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(AccountNotFoundError);
    expect((error as Error).message).toBe('invalid user or account');
  });

  it('reads what the account still needs, and calls it valid once nothing is due', async () => {
    fake.on('GET', '/v1/accounts/acct_new', {
      body: account({
        id: 'acct_new',
        payouts_enabled: false,
        capabilities: { transfers: 'inactive' },
        requirements: {
          currently_due: ['individual.id_number', 'tos_acceptance.date'],
          disabled_reason: 'requirements.past_due',
        },
      }),
    });
    fake.on('GET', '/v1/accounts/acct_host', {
      body: account({
        external_accounts: {
          object: 'list',
          data: [{ id: 'ba_1', object: 'bank_account', bank_name: 'ANZ BANK NEW ZEALAND', last4: '0000' }],
        },
      }),
    });

    expect(await stripe.getRequirements('acct_new')).toEqual({
      currentlyDue: ['individual.id_number', 'tos_acceptance.date'],
      valid: false,
      bankName: null,
    });
    expect(await stripe.getRequirements('acct_host')).toEqual({
      currentlyDue: [],
      valid: true,
      bankName: 'ANZ BANK NEW ZEALAND',
    });
    expectHeaders(sent('GET', '/v1/accounts/acct_host'), {});
  });

  it('asks for verification (onboarding) and update links with our success and failure pages', async () => {
    fake.on('POST', '/v1/account_links', (request) => ({
      body: {
        object: 'account_link',
        url: `https://connect.stripe.com/setup/c/acct_host/${request.form.type}`,
      },
    }));

    const verification = await stripe.createAccountLink('acct_host', {
      type: 'verification',
      successUrl: 'https://stopover.nz/account-verification-success',
      failureUrl: 'https://stopover.nz/account-verification-failure',
    });
    const update = await stripe.createAccountLink('acct_host', {
      type: 'update',
      successUrl: 'https://stopover.nz/account-verification-success',
      failureUrl: 'https://stopover.nz/account-update-failure',
    });

    expect(verification.url).toBe('https://connect.stripe.com/setup/c/acct_host/account_onboarding');
    expect(update.url).toBe('https://connect.stripe.com/setup/c/acct_host/account_update');
    expect(fake.requests.map((r) => r.form)).toEqual([
      {
        account: 'acct_host',
        type: 'account_onboarding',
        refresh_url: 'https://stopover.nz/account-verification-failure',
        return_url: 'https://stopover.nz/account-verification-success',
      },
      {
        account: 'acct_host',
        type: 'account_update',
        refresh_url: 'https://stopover.nz/account-update-failure',
        return_url: 'https://stopover.nz/account-verification-success',
      },
    ]);
  });

  it('reads the host’s balance with the Stripe-Account header, in nzd only', async () => {
    fake.on('GET', '/v1/balance', {
      body: {
        object: 'balance',
        livemode: false,
        available: [
          { amount: 6_750, currency: 'nzd', source_types: { card: 6_750 } },
          { amount: 500, currency: 'aud', source_types: { card: 500 } },
        ],
        pending: [{ amount: 9_000, currency: 'nzd', source_types: { card: 9_000 } }],
      },
    });

    const balance = await stripe.getBalance('acct_host');

    expect(balance).toEqual({ available: 6_750, pending: 9_000, currency: 'nzd' });
    const request = sent('GET', '/v1/balance');
    expectHeaders(request, { stripeAccount: 'acct_host' });
    // The account goes in the header, never in the query.
    expect(request.query).toEqual({});
  });

  it('lists balance transactions a page at a time with the Stripe-Account header', async () => {
    // The host's side of the money scenarios, newest first: the booking (net of the platform's
    // fee), the partial refund (net of the fee given back) and a payout to the bank.
    fake.on('GET', '/v1/balance_transactions', {
      body: {
        object: 'list',
        url: '/v1/balance_transactions',
        has_more: true,
        data: [
          {
            id: 'txn_3',
            object: 'balance_transaction',
            type: 'payout',
            amount: -6_750,
            fee: 0,
            net: -6_750,
            created: 1767225600,
            description: 'STRIPE PAYOUT',
            currency: 'nzd',
          },
          {
            id: 'txn_2',
            object: 'balance_transaction',
            type: 'payment_refund',
            amount: -2_500,
            fee: -250,
            net: -2_250,
            created: 1767139200,
            description: null,
            currency: 'nzd',
          },
          {
            id: 'txn_1',
            object: 'balance_transaction',
            type: 'payment',
            amount: 10_000,
            fee: 1_000,
            net: 9_000,
            created: 1767052800,
            description: null,
            currency: 'nzd',
          },
        ],
      },
    });

    const page = await stripe.listBalanceTransactions('acct_host', { cursor: 'txn_4', limit: 50 });

    expect(page).toEqual({
      items: [
        {
          id: 'txn_3',
          date: '2026-01-01T00:00:00.000Z',
          description: 'STRIPE PAYOUT',
          amount: -6_750,
          type: 'payout',
        },
        {
          id: 'txn_2',
          date: '2025-12-31T00:00:00.000Z',
          description: 'Booking refund',
          amount: -2_250,
          type: 'payment_refund',
        },
        {
          id: 'txn_1',
          date: '2025-12-30T00:00:00.000Z',
          description: 'Booking payment',
          amount: 9_000,
          type: 'payment',
        },
      ],
      cursor: 'txn_1',
    });
    const request = sent('GET', '/v1/balance_transactions');
    expect(request.query).toEqual({ limit: '50', starting_after: 'txn_4' });
    expectHeaders(request, { stripeAccount: 'acct_host' });
  });

  it('ends the pages when Stripe has no more', async () => {
    fake.on('GET', '/v1/balance_transactions', { body: { object: 'list', has_more: false, data: [] } });

    expect(await stripe.listBalanceTransactions('acct_host', { cursor: null, limit: 50 })).toEqual({
      items: [],
      cursor: null,
    });
    expect(sent('GET', '/v1/balance_transactions').query).toEqual({ limit: '50' });
  });

  it('treats an unknown account in the Stripe-Account header as a missing account', async () => {
    fake.on(
      'GET',
      '/v1/balance',
      stripeError(403, {
        type: 'invalid_request_error',
        code: 'account_invalid',
        message:
          "The provided key 'sk_test_****ract' does not have access to account 'acct_gone' (or that account does not exist). Application access may have been revoked.",
      }),
    );

    await expect(stripe.getBalance('acct_gone')).rejects.toBeInstanceOf(AccountNotFoundError);
  });
});

describe('when Stripe fails', () => {
  it('retries a 500 once with the same idempotency key, then reports the provider unavailable', async () => {
    fake.on(
      'POST',
      '/v1/transfers',
      stripeError(500, { type: 'api_error', message: 'An unknown error occurred' }),
    );

    const error = await stripe
      .transfer(
        { destinationAccountId: 'acct_affiliate', amount: 450, description: 'Affiliate payout' },
        'affiliate:retry',
      )
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests.map((r) => r.headers['idempotency-key'])).toEqual([
      'affiliate:retry',
      'affiliate:retry',
    ]);
  });

  it('passes on Stripe refusing the details as an InvalidRequestError with its message', async () => {
    fake.on(
      'POST',
      '/v1/refunds',
      stripeError(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: 'Charge ch_1 has already been refunded.',
      }),
    );
    fake.on(
      'GET',
      '/v1/payment_methods/pm_unknown',
      stripeError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'payment_method',
        message: "No such PaymentMethod: 'pm_unknown'",
      }),
    );

    const refund = await stripe
      .refund({ chargeId: 'ch_1', amount: 100 }, 'refund:again')
      .catch((e: unknown) => e);
    const save = await stripe.saveCard('cus_1', 'pm_unknown', 'card:unknown').catch((e: unknown) => e);

    expect(refund).toBeInstanceOf(InvalidRequestError);
    expect((refund as Error).message).toBe('Charge ch_1 has already been refunded.');
    expect(save).toBeInstanceOf(InvalidRequestError);
    expect((save as Error).message).toBe("No such PaymentMethod: 'pm_unknown'");
    // A 4xx is an answer, not an outage: no retry.
    expect(fake.requests).toHaveLength(2);
  });

  it('reports the provider unavailable when the connection is refused', async () => {
    const port = await closedPort();
    const offline = createStripeProvider(
      { ...config, apiUrl: `http://127.0.0.1:${port}` },
      { maxNetworkRetries: 0 },
    );

    await expect(
      offline.charge(
        {
          customerId: 'cus_1',
          paymentMethodId: 'pm_1',
          amount: 100,
          platformFee: 10,
          destinationAccountId: 'acct_host',
          description: 'x',
        },
        'charge:offline',
      ),
    ).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('gives up on a request that does not answer in time, after one retry with the same key', async () => {
    fake.on('POST', '/v1/refunds', 'hang');
    const slow = createStripeProvider(config, { timeoutMs: 200 });

    await expect(slow.refund({ chargeId: 'ch_1', amount: 100 }, 'refund:slow')).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
    expect(fake.requests.map((r) => r.headers['idempotency-key'])).toEqual(['refund:slow', 'refund:slow']);
  });
});

describe('webhooks', () => {
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'account.updated',
    api_version: Stripe.API_VERSION,
    created: 1767225600,
    livemode: false,
    data: { object: { id: 'acct_host', object: 'account', payouts_enabled: true } },
  });

  it('parses an event whose signature matches', () => {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });

    expect(stripe.parseWebhook(Buffer.from(payload), signature)).toEqual({
      id: 'evt_1',
      type: 'account.updated',
      data: { object: { id: 'acct_host', object: 'account', payouts_enabled: true } },
    });
  });

  it('rejects a wrong, tampered or missing signature', () => {
    const otherSecret = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = payload.replace('"payouts_enabled":true', '"payouts_enabled":false');

    expect(() => stripe.parseWebhook(Buffer.from(payload), otherSecret)).toThrow(WebhookSignatureError);
    expect(() => stripe.parseWebhook(Buffer.from(tampered), signature)).toThrow(WebhookSignatureError);
    expect(() => stripe.parseWebhook(Buffer.from(payload), 'garbage')).toThrow(WebhookSignatureError);
    expect(() => stripe.parseWebhook(Buffer.from(payload), undefined)).toThrow(WebhookSignatureError);
  });
});

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
