// The card API (spec section 7), the local provider's token endpoints and the provider's webhooks,
// with the local provider: guests save cards, and account.updated keeps a host's accountValid current.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { en } from '../../../domain/messages';
import { localConnectedAccounts, users } from '../../db/schema';
import { createLocalProvider, type LocalPaymentsProvider } from '../../adapters/payments/local';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { signUp, type Actor } from '../../testing/actors';
import { TEST_CARDS, apiBankToken, apiHostWithAccount } from '../../testing/payments';

let t: TestContext;
let provider: LocalPaymentsProvider;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: 'http://stopover.test:5173' },
    {
      payments: (config, database) => {
        provider = createLocalProvider(database.db, {
          publicUrl: config.publicUrl,
          webhookSecret: 'whsec_payments_test',
        });
        return provider;
      },
    },
  );
  admin = await signUp(t, 'chief@payments.test', { roles: ['administrator'] });
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, actor?: Actor, payload?: object) =>
  t.app.inject({ method, url, headers: actor?.headers ?? {}, ...(payload ? { payload } : {}) });

async function cardToken(cardNumber: string) {
  const res = await inject('POST', '/v1/payments/local/card-tokens', undefined, {
    cardNumber,
    expMonth: '12',
    expYear: '40',
    cvc: '123',
  });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

const bankToken = (accountNumber?: string) => apiBankToken(t, accountNumber);
const hostWithAccount = (email: string) => apiHostWithAccount(t, email);

const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('a guest’s card', () => {
  it('starts the card setup: the local provider needs no client secret', async () => {
    const guest = await signUp(t, 'setup@payments.test');
    const res = await inject('POST', `/v1/users/${guest.id}/payment/setup`, guest);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: 'local', clientSecret: null, publishableKey: null });
    expect((await userRow(guest.id)).paymentCustomerId).toMatch(/^cus_local_/);
  });

  it('saves a tokenised card and shows its last 4 digits and expiry on the profile', async () => {
    const guest = await signUp(t, 'card@payments.test');
    const res = await inject('PUT', `/v1/users/${guest.id}/payment`, guest, {
      token: await cardToken('4242 4242 4242 4242'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().paymentInformation).toEqual({
      valid: true,
      card: { last4: '4242', expiryMonth: 12, expiryYear: 2040 },
    });
    // The customer was made on the way (no setup call needed first).
    expect((await userRow(guest.id)).paymentMethodToken).toMatch(/^pm_local_/);
  });

  it('lets an administrator save a card for someone', async () => {
    const guest = await signUp(t, 'card-by-admin@payments.test');
    const res = await inject('PUT', `/v1/users/${guest.id}/payment`, admin, {
      token: await cardToken(TEST_CARDS.ok),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: guest.id, paymentInformation: { valid: true } });
  });

  it.each([
    [TEST_CARDS.declined, 'Your card was declined.'],
    [TEST_CARDS.insufficientFunds, 'Your card has insufficient funds.'],
  ])('answers 402 with the provider’s message for %s and saves nothing', async (number, message) => {
    const guest = await signUp(t, `refused-${number}@payments.test`);
    const res = await inject('PUT', `/v1/users/${guest.id}/payment`, guest, {
      token: await cardToken(number),
    });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({
      statusCode: 402,
      code: 'payments.cardDeclined',
      message,
      params: { reason: message },
    });
    const row = await userRow(guest.id);
    expect(row).toMatchObject({ paymentValid: false, paymentMethodToken: null, cardLast4: null });
  });

  it('keeps the saved card when a new one is refused', async () => {
    const guest = await signUp(t, 'keeps@payments.test');
    await inject('PUT', `/v1/users/${guest.id}/payment`, guest, { token: await cardToken(TEST_CARDS.ok) });
    const res = await inject('PUT', `/v1/users/${guest.id}/payment`, guest, {
      token: await cardToken(TEST_CARDS.declined),
    });
    expect(res.statusCode).toBe(402);
    const profile = await inject('GET', `/v1/users/${guest.id}`, guest);
    expect(profile.json().paymentInformation.card.last4).toBe('4242');
  });

  it('refuses a token it cannot read with 400', async () => {
    const guest = await signUp(t, 'bad-token@payments.test');
    const res = await inject('PUT', `/v1/users/${guest.id}/payment`, guest, { token: 'tok_made_up' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Your card could not be read. Please enter it again.');
  });
});

describe('the local card tokens endpoint', () => {
  it('checks the form’s rules with the spec’s messages', async () => {
    const res = await inject('POST', '/v1/payments/local/card-tokens', undefined, {
      cardNumber: '4242 4242 4242 424',
      expMonth: '12',
      expYear: '40',
      cvc: '123',
    });
    expect(res.statusCode).toBe(400);
    // Spec section 5's words exactly, with the field named apart, never as a "cardNumber: " prefix.
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'card.numberLength',
      field: 'cardNumber',
      message: 'Card number must be 16 digits. 15/16',
      params: { count: 15 },
    });
    const cvc = await inject('POST', '/v1/payments/local/card-tokens', undefined, {
      cardNumber: TEST_CARDS.ok,
      expMonth: '12',
      expYear: '40',
      cvc: '12',
    });
    expect(cvc.json()).toMatchObject({ field: 'cvc', message: 'Security code must be 3 digits. 2/3' });
  });

  it('refuses, as the provider would, a number that fails the check and an expired card', async () => {
    const wrong = await inject('POST', '/v1/payments/local/card-tokens', undefined, {
      cardNumber: '4242424242424241',
      expMonth: '12',
      expYear: '40',
      cvc: '123',
    });
    expect(wrong.statusCode).toBe(402);
    expect(wrong.json().message).toBe('Your card number is incorrect.');
    const expired = await inject('POST', '/v1/payments/local/card-tokens', undefined, {
      cardNumber: TEST_CARDS.ok,
      expMonth: '01',
      expYear: '20',
      cvc: '123',
    });
    expect(expired.statusCode).toBe(402);
    expect(expired.json().message).toBe('Your card has expired.');
  });
});

describe('the local bank tokens endpoint', () => {
  it('takes the routing number and the rest, or the whole number, and names the bank', async () => {
    expect(await bankToken('12-3140-0123460-00')).toMatchObject({ bankName: 'ASB', last4: '6000' });
    const whole = await inject('POST', '/v1/payments/local/bank-tokens', undefined, {
      accountName: 'A',
      accountNumber: '0109020068389000',
      routingNumber: '010902',
    });
    expect(whole.statusCode).toBe(200);
    expect(whole.json()).toMatchObject({ bankName: 'ANZ', last4: '9000' });
  });

  it('refuses numbers that are not New Zealand bank accounts', async () => {
    const post = (accountNumber: string, routingNumber = '010902') =>
      inject('POST', '/v1/payments/local/bank-tokens', undefined, {
        accountName: 'A',
        accountNumber,
        routingNumber,
        currency: 'nzd',
        country: 'NZ',
      });
    expect((await post('0068390000')).json()).toMatchObject({
      statusCode: 400,
      message: en.payouts.bankNotNz,
    });
    expect((await post('00683')).json().message).toBe(en.payouts.bankFormat);
    expect((await post('00683a9000')).json().message).toBe(en.validation.notANumber);
    expect((await post('0209020068389000')).json()).toMatchObject({
      statusCode: 400,
      field: 'routingNumber',
    });
  });
});

describe('the webhook', () => {
  const post = (body: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/payments/webhook',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      payload: body,
    });

  it('refuses a missing, wrong, stale or tampered signature with 400', async () => {
    const body = JSON.stringify({ id: 'evt_1', type: 'account.updated', data: { object: { id: 'acct_x' } } });
    expect((await post(body)).statusCode).toBe(400);
    expect((await post(body, 't=1,v1=00')).statusCode).toBe(400);
    const stale = provider.signWebhook(body, Math.floor(Date.now() / 1000) - 3600);
    expect((await post(body, stale)).statusCode).toBe(400);
    const signed = provider.signWebhook(body);
    const tampered = await post(body.replace('acct_x', 'acct_y'), signed);
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toBe('Webhook signature does not match');
  });

  it('brings accountValid up to date on account.updated', async () => {
    const host = await hostWithAccount('webhook@payments.test');
    const accountId = (await userRow(host.id)).connectedAccountId!;
    // The provider verifies the account on its side…
    await t.database.db
      .update(localConnectedAccounts)
      .set({ verification: 'verified' })
      .where(eq(localConnectedAccounts.id, accountId));
    expect((await userRow(host.id)).accountValid).toBe(false);
    // …and says so.
    const body = JSON.stringify({
      id: 'evt_2',
      type: 'account.updated',
      data: { object: { id: accountId } },
    });
    const res = await post(body, provider.signWebhook(body));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect((await userRow(host.id)).accountValid).toBe(true);
  });
});
