// The mobile apps' guard for POST and PUT /v1/users/{id}/account/stripe (spec section 7: payout
// account, body {token}; "Bank token": the provider's token from currency nzd, accountNumber,
// routingNumber (first 6 digits), country NZ, then the host account is updated by user id with
// {token}; if the error message is 'invalid user or account', the account is created with {token}).
// Answer fields are section 3's User (accountInformation {valid, bankAccount {bankName}}). Written only
// from the spec's words: if this file fails, an app written from the spec has broken.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../testing/actors';
import { createTestApp, type TestContext } from '../testing/test-app';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Section 7's bank token, from the local provider's stand-in for the provider's endpoint. */
async function bankToken(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/payments/local/bank-tokens',
    payload: { currency: 'nzd', country: 'NZ', routingNumber: '010902', accountNumber: '0068389000' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

describe('POST and PUT /v1/users/{id}/account/stripe, as the spec writes them', () => {
  it('PUT first answers "invalid user or account", then POST creates the account with {token}', async () => {
    const host = await signUp(t, 'contract-stripe-host@example.test');
    const url = `/v1/users/${host.id}/account/stripe`;
    const token = await bankToken();
    const put = await t.app.inject({ method: 'PUT', url, headers: host.headers, payload: { token } });
    expect(put.statusCode).toBeGreaterThanOrEqual(400);
    expect(put.json().message).toBe('invalid user or account');

    const post = await t.app.inject({ method: 'POST', url, headers: host.headers, payload: { token } });
    expect(post.statusCode, post.body).toBe(200);
    expect(post.json()).toHaveProperty(['accountInformation', 'valid']);
    expect(post.json()).toHaveProperty(['accountInformation', 'bankAccount', 'bankName']);
  });

  it('PUT updates an existing account with {token}', async () => {
    const host = await signUp(t, 'contract-stripe-update@example.test');
    const url = `/v1/users/${host.id}/account/stripe`;
    const post = await t.app.inject({
      method: 'POST',
      url,
      headers: host.headers,
      payload: { token: await bankToken() },
    });
    expect(post.statusCode, post.body).toBe(200);
    const put = await t.app.inject({
      method: 'PUT',
      url,
      headers: host.headers,
      payload: { token: await bankToken() },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toHaveProperty(['accountInformation', 'bankAccount', 'bankName']);
  });
});
