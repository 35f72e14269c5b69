// The mobile apps' guard for GET /v1/users/affiliates (spec section 7, no query; an affiliate is a
// user with isReferrer and a feePercentage, section 6). Written only from the spec's words: if this
// file fails, an app written from the spec has broken.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Actor } from '../testing/actors';
import { createTestApp, type TestContext } from '../testing/test-app';

let t: TestContext;
let admin: Actor;
let affiliate: Actor;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t, 'contract-affiliates-admin@example.test', { roles: ['administrator'] });
  affiliate = await signUp(t, 'contract-affiliates-one@example.test');
  const res = await t.app.inject({
    method: 'PUT',
    url: `/v1/users/${admin.id}/affiliate/add`,
    headers: admin.headers,
    payload: { email: affiliate.email },
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(() => t.close());

describe('GET /v1/users/affiliates, as the spec writes it', () => {
  it('lists the affiliates, each with its email and feePercentage', async () => {
    const res = await t.app.inject({ url: '/v1/users/affiliates', headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as unknown;
    const list = (Array.isArray(body) ? body : (body as { items: unknown[] }).items) as Record<
      string,
      unknown
    >[];
    const one = list.find((a) => a.email === affiliate.email);
    expect(one).toBeDefined();
    expect(one).toHaveProperty('id', affiliate.id);
    expect(typeof one!.feePercentage).toBe('number');
  });
});
