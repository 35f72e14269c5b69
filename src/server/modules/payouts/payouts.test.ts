// The payout-account API (spec section 7) with the local provider: hosts open payout accounts, verify
// them on the local page, and read balances and transactions.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { todayInAuckland } from '../../../domain/dates';
import { nextPayoutDate } from '../../../domain/payouts';
import { users } from '../../db/schema';
import { createLocalProvider, type LocalPaymentsProvider } from '../../adapters/payments/local';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { signUp, type Actor } from '../../testing/actors';
import { createPaidStay, guestWithCard, apiBankToken, apiHostWithAccount } from '../../testing/payments';
import { chargePayment } from '../payments/charges.service';

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
          webhookSecret: 'whsec_payouts_test',
          now: () => new Date(Date.now() + clockOffsetMs),
        });
        return provider;
      },
    },
  );
  publicUrl = t.config.publicUrl;
  admin = await signUp(t, 'chief@payouts.test', { roles: ['administrator'] });
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, actor?: Actor, payload?: object) =>
  t.app.inject({ method, url, headers: actor?.headers ?? {}, ...(payload ? { payload } : {}) });

const bankToken = (accountNumber?: string) => apiBankToken(t, accountNumber);
const hostWithAccount = (email: string) => apiHostWithAccount(t, email);

const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('a host’s payout account', () => {
  it('answers PUT without an account with 404 "invalid user or account", then POST opens it', async () => {
    const host = await signUp(t, 'opens@payouts.test');
    const bank = await bankToken();
    const put = await inject('PUT', `/v1/users/${host.id}/account/stripe`, host, { token: bank.token });
    expect(put.statusCode).toBe(404);
    expect(put.json()).toEqual({
      statusCode: 404,
      code: 'payouts.noAccount',
      message: 'invalid user or account',
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
    const host = await signUp(t, 'bad-bank@payouts.test');
    const res = await inject('POST', `/v1/users/${host.id}/account/stripe`, host, {
      token: 'btok_local_garbage',
    });
    expect(res.statusCode).toBe(400);
    expect((await userRow(host.id)).connectedAccountId).toBeNull();
  });

  it('lists what is due with a fresh link, until the local page completes the verification', async () => {
    const host = await hostWithAccount('verifies@payouts.test');
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
    expect(page.body).toContain('verifies@payouts.test');
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
    const host = await hostWithAccount('fails@payouts.test');
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
    const host = await hostWithAccount('slow@payouts.test');
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
    const host = await hostWithAccount('phish@payouts.test');
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
      expect(res.json()).toMatchObject({
        code: 'payouts.linkOrigin',
        message: 'Links must return to this site.',
        field,
      });
    }
  });

  it('answers every payout-account request without an account with 404 payouts.noAccount', async () => {
    // The web tells these apart from other failures by the code, and offers to set an account up.
    const guest = await signUp(t, 'no-account@payouts.test');
    const noAccount = { statusCode: 404, code: 'payouts.noAccount', message: 'invalid user or account' };
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
    // Someone else's id is still 'No such user.', with its own code.
    const stranger = await signUp(t, 'no-account-stranger@payouts.test');
    const other = await inject('GET', `/v1/users/${guest.id}/requirements`, stranger);
    expect(other.json()).toMatchObject({ statusCode: 404, code: 'users.notFound', message: 'No such user.' });
  });

  it('keeps other people’s accounts to themselves and to administrators', async () => {
    const host = await hostWithAccount('private@payouts.test');
    const stranger = await signUp(t, 'stranger@payouts.test');
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
    const host = await hostWithAccount('earns@payouts.test');
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
    const host = await hostWithAccount('new-balance@payouts.test');
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
    const host = await hostWithAccount('busy@payouts.test');
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
