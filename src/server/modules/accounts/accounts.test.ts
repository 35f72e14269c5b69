// The card and payout-account API (spec section 7) with the local provider: guests save cards, hosts
// open payout accounts, verify them on the local page, and read balances and transactions.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { todayInAuckland } from '../../../domain/dates';
import { nextPayoutDate } from '../../../domain/payouts';
import {
  BANK_FORMAT,
  BANK_NOT_A_NUMBER,
  BANK_NOT_NZ,
  INVALID_USER_OR_ACCOUNT,
  LINK_ORIGIN,
} from '../../../domain/schemas/payments';
import { localConnectedAccounts, users } from '../../db/schema';
import { createLocalProvider, type LocalPaymentsProvider } from '../../adapters/payments/local';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { signUp, type Actor } from '../../testing/actors';
import { createPaidStay, guestWithCard, TEST_CARDS } from '../../testing/payments';
import { chargePayment } from '../money/money.service';

let t: TestContext;
let provider: LocalPaymentsProvider;
let clockOffsetMs = 0;
let admin: Actor;
let publicUrl: string;

beforeAll(async () => {
  t = await createTestApp(
    { PUBLIC_URL: 'http://stopover.test:5173' },
    {
      payments: (config, database) => {
        provider = createLocalProvider(database.db, {
          publicUrl: config.publicUrl,
          webhookSecret: 'whsec_accounts_test',
          now: () => new Date(Date.now() + clockOffsetMs),
        });
        return provider;
      },
    },
  );
  publicUrl = t.config.publicUrl;
  admin = await signUp(t, 'chief@accounts.test', { roles: ['administrator'] });
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

async function bankToken(accountNumber = '01-0902-0068389-00') {
  const digits = accountNumber.replace(/-/g, '');
  const res = await inject('POST', '/v1/payments/local/bank-tokens', undefined, {
    accountName: 'Aroha Ngata',
    accountNumber: digits.slice(6),
    routingNumber: digits.slice(0, 6),
    currency: 'nzd',
    country: 'NZ',
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { token: string; bankName: string | null; last4: string };
}

/** A host with a payout account opened through the API (PUT first, then POST, as the web does). */
async function hostWithAccount(email: string): Promise<Actor> {
  const host = await signUp(t, email);
  const bank = await bankToken();
  const put = await inject('PUT', `/v1/users/${host.id}/account/stripe`, host, { token: bank.token });
  expect(put.statusCode).toBe(404);
  const post = await inject('POST', `/v1/users/${host.id}/account/stripe`, host, {
    token: bank.token,
    bankName: bank.bankName,
  });
  expect(post.statusCode).toBe(200);
  return host;
}

const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('a guest’s card', () => {
  it('starts the card setup: the local provider needs no client secret', async () => {
    const guest = await signUp(t, 'setup@accounts.test');
    const res = await inject('POST', `/v1/users/${guest.id}/payment/setup`, guest);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: 'local', clientSecret: null, publishableKey: null });
    expect((await userRow(guest.id)).paymentCustomerId).toMatch(/^cus_local_/);
  });

  it('saves a tokenised card and shows its last 4 digits and expiry on the profile', async () => {
    const guest = await signUp(t, 'card@accounts.test');
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
    const guest = await signUp(t, 'card-by-admin@accounts.test');
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
    const guest = await signUp(t, `refused-${number}@accounts.test`);
    const res = await inject('PUT', `/v1/users/${guest.id}/payment`, guest, {
      token: await cardToken(number),
    });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ statusCode: 402, code: 'CARD_DECLINED', message });
    const row = await userRow(guest.id);
    expect(row).toMatchObject({ paymentValid: false, paymentMethodToken: null, cardLast4: null });
  });

  it('keeps the saved card when a new one is refused', async () => {
    const guest = await signUp(t, 'keeps@accounts.test');
    await inject('PUT', `/v1/users/${guest.id}/payment`, guest, { token: await cardToken(TEST_CARDS.ok) });
    const res = await inject('PUT', `/v1/users/${guest.id}/payment`, guest, {
      token: await cardToken(TEST_CARDS.declined),
    });
    expect(res.statusCode).toBe(402);
    const profile = await inject('GET', `/v1/users/${guest.id}`, guest);
    expect(profile.json().paymentInformation.card.last4).toBe('4242');
  });

  it('refuses a token it cannot read with 400', async () => {
    const guest = await signUp(t, 'bad-token@accounts.test');
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
    expect(res.json()).toMatchObject({
      field: 'cardNumber',
      message: 'cardNumber: Card number must be 16 digits. 15/16',
    });
    const cvc = await inject('POST', '/v1/payments/local/card-tokens', undefined, {
      cardNumber: TEST_CARDS.ok,
      expMonth: '12',
      expYear: '40',
      cvc: '12',
    });
    expect(cvc.json()).toMatchObject({ field: 'cvc', message: 'cvc: Security code must be 3 digits. 2/3' });
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
      message: `accountNumber: ${BANK_NOT_NZ}`,
    });
    expect((await post('00683')).json().message).toBe(`accountNumber: ${BANK_FORMAT}`);
    expect((await post('00683a9000')).json().message).toBe(`accountNumber: ${BANK_NOT_A_NUMBER}`);
    expect((await post('0209020068389000')).json()).toMatchObject({
      statusCode: 400,
      field: 'routingNumber',
    });
  });
});

describe('a host’s payout account', () => {
  it('answers PUT without an account with 404 "invalid user or account", then POST opens it', async () => {
    const host = await signUp(t, 'opens@accounts.test');
    const bank = await bankToken();
    const put = await inject('PUT', `/v1/users/${host.id}/account/stripe`, host, { token: bank.token });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({
      statusCode: 404,
      code: 'NO_PAYOUT_ACCOUNT',
      message: INVALID_USER_OR_ACCOUNT,
    });

    const post = await inject('POST', `/v1/users/${host.id}/account/stripe`, host, {
      token: bank.token,
      bankName: bank.bankName,
    });
    expect(post.statusCode).toBe(200);
    expect(post.json().accountInformation).toEqual({ valid: false, bankAccount: { bankName: 'ANZ' } });
    expect((await userRow(host.id)).connectedAccountId).toMatch(/^acct_local_/);

    // Now PUT changes the bank account.
    const other = await bankToken('38-9000-0123458-00');
    const again = await inject('PUT', `/v1/users/${host.id}/account/stripe`, host, {
      token: other.token,
      bankName: other.bankName,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().accountInformation.bankAccount).toEqual({ bankName: 'Kiwibank' });
  });

  it('refuses a bank token it cannot read with 400, saving nothing', async () => {
    const host = await signUp(t, 'bad-bank@accounts.test');
    const res = await inject('POST', `/v1/users/${host.id}/account/stripe`, host, {
      token: 'btok_local_garbage',
    });
    expect(res.statusCode).toBe(400);
    expect((await userRow(host.id)).connectedAccountId).toBeNull();
  });

  it('lists what is due with a fresh link, until the local page completes the verification', async () => {
    const host = await hostWithAccount('verifies@accounts.test');
    const due = await inject('GET', `/v1/users/${host.id}/requirements`, host);
    expect(due.statusCode).toBe(200);
    expect(due.json().currentlyDue).toEqual(['individual.verification.document']);
    expect(due.json().link).toMatch(
      new RegExp(`^${publicUrl}/v1/payments/local/account-links/acctlink_local_`),
    );

    const linkRes = await inject('POST', `/v1/users/${host.id}/account-verification-link`, host, {
      successUrl: `${publicUrl}/account-verification-success`,
      failureUrl: `${publicUrl}/account-verification-failure`,
    });
    expect(linkRes.statusCode).toBe(200);
    const path = new URL(linkRes.json().url).pathname;

    const page = await t.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1>Verify your payout account (local test provider)</h1>');
    expect(page.body).toContain('verifies@accounts.test');
    expect(page.body).toContain('>Complete verification</button>');
    expect(page.body).toContain('>Fail verification</button>');

    const done = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=complete',
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${publicUrl}/account-verification-success`);

    const profile = await inject('GET', `/v1/users/${host.id}`, host);
    expect(profile.json().accountInformation.valid).toBe(true);
    expect((await inject('GET', `/v1/users/${host.id}/requirements`, host)).json()).toEqual({
      currentlyDue: [],
      link: null,
    });

    // A link works once.
    const reused = await t.app.inject({ url: path });
    expect(reused.statusCode).toBe(410);
    expect(reused.body).toContain('This link has expired');
    const reposted = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=complete',
    });
    expect(reposted.statusCode).toBe(410);
  });

  it('sends a failed verification to the failure URL and leaves the account invalid', async () => {
    const host = await hostWithAccount('fails@accounts.test');
    const linkRes = await inject('POST', `/v1/users/${host.id}/account-update-link`, host, {
      successUrl: '/account-verification-success',
      failureUrl: '/account-update-failure',
    });
    expect(linkRes.statusCode).toBe(200);
    const path = new URL(linkRes.json().url).pathname;
    const failed = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=fail',
    });
    expect(failed.statusCode).toBe(303);
    // Paths are taken as this site's own.
    expect(failed.headers.location).toBe(`${publicUrl}/account-update-failure`);
    expect((await userRow(host.id)).accountValid).toBe(false);
    expect((await inject('GET', `/v1/users/${host.id}/requirements`, host)).json().currentlyDue).toEqual([
      'individual.verification.document',
    ]);
  });

  it('expires links after 30 minutes', async () => {
    const host = await hostWithAccount('slow@accounts.test');
    const { link } = (await inject('GET', `/v1/users/${host.id}/requirements`, host)).json();
    clockOffsetMs = 31 * 60_000;
    try {
      const page = await t.app.inject({ url: new URL(link).pathname });
      expect(page.statusCode).toBe(410);
      expect(page.body).toContain('<h1>This link has expired</h1>');
      expect(page.body).toContain(`href="${publicUrl}/account-update-failure"`);
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('shows a clear page for a link that does not exist', async () => {
    const page = await t.app.inject({ url: '/v1/payments/local/account-links/acctlink_local_nothing' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This link does not exist');
  });

  it('refuses links that would leave this site', async () => {
    const host = await hostWithAccount('phish@accounts.test');
    for (const [successUrl, field] of [
      ['https://evil.example/account-verification-success', 'successUrl'],
      ['//evil.example/x', 'successUrl'],
      ['javascript:alert(1)', 'successUrl'],
    ] as const) {
      const res = await inject('POST', `/v1/users/${host.id}/account-verification-link`, host, {
        successUrl,
        failureUrl: `${publicUrl}/account-verification-failure`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: LINK_ORIGIN, field });
    }
  });

  it('answers every payout-account request without an account with 404 NO_PAYOUT_ACCOUNT', async () => {
    // The web tells these apart from other failures by the code, and offers to set an account up.
    const guest = await signUp(t, 'no-account@accounts.test');
    const noAccount = { statusCode: 404, code: 'NO_PAYOUT_ACCOUNT', message: INVALID_USER_OR_ACCOUNT };
    for (const type of ['verification', 'update']) {
      const res = await inject('POST', `/v1/users/${guest.id}/account-${type}-link`, guest, {
        successUrl: '/account-verification-success',
        failureUrl: '/account-verification-failure',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(noAccount);
    }
    for (const path of ['requirements', 'account/balance', 'account/transactions']) {
      const res = await inject('GET', `/v1/users/${guest.id}/${path}`, guest);
      expect(res.statusCode, path).toBe(404);
      expect(res.json(), path).toEqual(noAccount);
      // An administrator looking at them is told the same.
      expect((await inject('GET', `/v1/users/${guest.id}/${path}`, admin)).json(), path).toEqual(noAccount);
    }
    // Someone else's id is still 'No such user.', with the plain NOT_FOUND code.
    const stranger = await signUp(t, 'no-account-stranger@accounts.test');
    const other = await inject('GET', `/v1/users/${guest.id}/requirements`, stranger);
    expect(other.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', message: 'No such user.' });
  });

  it('keeps other people’s accounts to themselves and to administrators', async () => {
    const host = await hostWithAccount('private@accounts.test');
    const stranger = await signUp(t, 'stranger@accounts.test');
    for (const url of [
      `/v1/users/${host.id}/requirements`,
      `/v1/users/${host.id}/account/balance`,
      `/v1/users/${host.id}/account/transactions`,
    ]) {
      expect((await inject('GET', url, stranger)).statusCode).toBe(404);
      expect((await inject('GET', url)).statusCode).toBe(401);
      expect((await inject('GET', url, admin)).statusCode).toBe(200);
    }
    const put = await inject('PUT', `/v1/users/${host.id}/account/stripe`, stranger, {
      token: (await bankToken()).token,
    });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe('No such user.');
  });
});

describe('balance and transactions', () => {
  it('shows the available balance after a booking, and the next payout date', async () => {
    const host = await hostWithAccount('earns@accounts.test');
    const guest = await guestWithCard(t.database.db, provider);
    const hostRow = await userRow(host.id);
    const { payment } = await createPaidStay(t.database.db, { guest, host: hostRow, prices: [2500, 2500] });
    await chargePayment({ db: t.database.db, payments: provider }, payment.id);

    const res = await inject('GET', `/v1/users/${host.id}/account/balance`, host);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      available: [{ amount: 4500, currency: 'nzd' }],
      pending: [{ amount: 0, currency: 'nzd' }],
      nextPayoutDate: nextPayoutDate(todayInAuckland()),
    });
    const tx = await inject('GET', `/v1/users/${host.id}/account/transactions`, host);
    expect(tx.json()).toEqual({
      items: [
        {
          id: expect.stringMatching(/^txn_local_/),
          date: expect.any(String),
          description: 'Booking at Test Farm',
          amount: 4500,
        },
      ],
      cursor: null,
    });
  });

  it('answers a new payout account with a balance of 0 and no transactions yet', async () => {
    const host = await hostWithAccount('new-balance@accounts.test');
    expect((await inject('GET', `/v1/users/${host.id}/account/balance`, host)).json()).toMatchObject({
      available: [{ amount: 0, currency: 'nzd' }],
      pending: [{ amount: 0, currency: 'nzd' }],
    });
    expect((await inject('GET', `/v1/users/${host.id}/account/transactions`, host)).json()).toEqual({
      items: [],
      cursor: null,
    });
  });

  it('pages transactions 50 at a time, newest first, with a cursor only while there are more', async () => {
    const host = await hostWithAccount('busy@accounts.test');
    const accountId = (await userRow(host.id)).connectedAccountId!;
    for (let i = 1; i <= 51; i++) {
      clockOffsetMs = i * 1000;
      await provider.transfer(
        { destinationAccountId: accountId, amount: i, description: `Transfer ${i}` },
        `busy:${i}`,
      );
    }
    clockOffsetMs = 0;
    const first = (await inject('GET', `/v1/users/${host.id}/account/transactions`, host)).json();
    expect(first.items).toHaveLength(50);
    expect(first.items[0]).toMatchObject({ description: 'Transfer 51', amount: 51 });
    expect(first.items[49]).toMatchObject({ description: 'Transfer 2', amount: 2 });
    expect(first.cursor).toBe(first.items[49].id);

    const second = (
      await inject(
        'GET',
        `/v1/users/${host.id}/account/transactions?cursor=${encodeURIComponent(first.cursor)}`,
        host,
      )
    ).json();
    expect(second).toEqual({
      items: [expect.objectContaining({ description: 'Transfer 1', amount: 1 })],
      cursor: null,
    });
    const unknown = await inject(
      'GET',
      `/v1/users/${host.id}/account/transactions?cursor=txn_local_nope`,
      host,
    );
    expect(unknown.statusCode).toBe(400);
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
    const host = await hostWithAccount('webhook@accounts.test');
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
