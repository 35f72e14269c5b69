// The mobile apps' guard for GET /v1/users/{id}/account/balance (spec section 3: Account balance
// available[0].amount, in cents). Written only from the spec's words: if this file fails, an app
// written from the spec has broken.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHostWithAccount } from '../testing/payments';
import { createTestApp, type TestContext } from '../testing/test-app';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /v1/users/{id}/account/balance, as the spec writes it', () => {
  it('answers available[0].amount in cents', async () => {
    const host = await apiHostWithAccount(t, 'contract-balance@example.test');
    const res = await t.app.inject({ url: `/v1/users/${host.id}/account/balance`, headers: host.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(Number.isInteger(res.json().available[0].amount)).toBe(true);
  });
});
