// The mobile apps' guard for PUT /v1/admin/user/update/{id} (spec section 7: body email; section 6:
// an administrator updates a user's email without password). Written only from the spec's words: if
// this file fails, an app written from the spec has broken.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Actor } from '../testing/actors';
import { createTestApp, type TestContext } from '../testing/test-app';

let t: TestContext;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t, 'contract-admin-email@example.test', { roles: ['administrator'] });
});
afterAll(() => t.close());

describe('PUT /v1/admin/user/update/{id}, as the spec writes it', () => {
  it('changes the user’s email', async () => {
    const user = await signUp(t, 'contract-admin-email-user@example.test');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/user/update/${user.id}`,
      headers: admin.headers,
      payload: { email: 'contract-admin-email-changed@example.test' },
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
    expect(res.statusCode).toBeLessThan(300);
    const profile = await t.app.inject({ url: `/v1/users/${user.id}`, headers: admin.headers });
    expect(profile.json().email).toBe('contract-admin-email-changed@example.test');
  });
});
