// The mobile apps' guard for PUT or POST /v1/admin/user/{userId}/password/{password} (spec section 7:
// set a user's password, auth token; section 5: at least 6 characters). Signing in with it is our
// /v1/auth/sign-in/email (the spec's identity provider is ours, issue 25). Written only from the
// spec's words: if this file fails, an app written from the spec has broken.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Actor } from '../testing/actors';
import { createTestApp, type TestContext } from '../testing/test-app';

let t: TestContext;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t, 'contract-admin-password@example.test', { roles: ['administrator'] });
});
afterAll(() => t.close());

describe.each(['PUT', 'POST'] as const)('%s /v1/admin/user/{userId}/password/{password}', (method) => {
  it('sets the user’s password, which they then sign in with', async () => {
    const user = await signUp(t, `contract-password-${method.toLowerCase()}@example.test`);
    const password = `new-${method.toLowerCase()}-pass`;
    const res = await t.app.inject({
      method,
      url: `/v1/admin/user/${user.id}/password/${password}`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
    expect(res.statusCode).toBeLessThan(300);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-in/email',
      payload: { email: user.email, password },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });
});
