// The mobile apps' guard for the affiliate calls of spec section 7: PUT /v1/users/{id}/affiliate;
// PUT /v1/users/{id}/affiliate/add (body email); DELETE /v1/users/{id}/affiliate/del. An affiliate is
// a user with isReferrer and a feePercentage (section 6), read back through the User's isReferrer and
// referralTerms.feePercentage (section 3). Written only from the spec's words: if this file fails, an
// app written from the spec has broken.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Actor } from '../testing/actors';
import { createTestApp, type TestContext } from '../testing/test-app';

let t: TestContext;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t, 'contract-affiliate-admin@example.test', { roles: ['administrator'] });
});
afterAll(() => t.close());

const userOf = async (id: string) => {
  const res = await t.app.inject({ url: `/v1/users/${id}`, headers: admin.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { isReferrer: boolean; referralTerms: { feePercentage: number | null } };
};

describe('the affiliate calls, as the spec writes them', () => {
  it('PUT /v1/users/{id}/affiliate makes the user an affiliate with a fee percentage', async () => {
    const user = await signUp(t, 'contract-affiliate-put@example.test');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/users/${user.id}/affiliate`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const profile = await userOf(user.id);
    expect(profile.isReferrer).toBe(true);
    expect(typeof profile.referralTerms.feePercentage).toBe('number');
  });

  it('PUT /v1/users/{id}/affiliate/add with {email} makes the user with that email an affiliate', async () => {
    const user = await signUp(t, 'contract-affiliate-add@example.test');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/users/${admin.id}/affiliate/add`,
      headers: admin.headers,
      payload: { email: user.email },
    });
    expect(res.statusCode, res.body).toBe(200);
    const profile = await userOf(user.id);
    expect(profile.isReferrer).toBe(true);
    expect(typeof profile.referralTerms.feePercentage).toBe('number');
  });

  it('DELETE /v1/users/{id}/affiliate/del removes the affiliate', async () => {
    const user = await signUp(t, 'contract-affiliate-del@example.test');
    const made = await t.app.inject({
      method: 'PUT',
      url: `/v1/users/${user.id}/affiliate`,
      headers: admin.headers,
    });
    expect(made.statusCode, made.body).toBe(200);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/v1/users/${user.id}/affiliate/del`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await userOf(user.id)).isReferrer).toBe(false);
  });
});
