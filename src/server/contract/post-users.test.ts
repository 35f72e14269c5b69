// The mobile apps' guard for POST /v1/users (spec section 7: "body and response not shown"). The
// spec's apps called it right after signing up; here sign-up makes the profile, so the call completes
// it with the profile update's fields (names {firstName, lastName}, contact {phone}) and answers the
// user with section 3's User fields. Written only from the spec's words: if this file fails, an app
// written from the spec has broken.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../testing/actors';
import { createTestApp, type TestContext } from '../testing/test-app';
import { expectUserFields } from './users-contract.fixtures';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /v1/users, as the spec’s apps call it after signing up', () => {
  it('completes the signed-in person’s profile and answers the user', async () => {
    const camper = await signUp(t, 'contract-post-users@example.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/users',
      headers: camper.headers,
      payload: { names: { firstName: 'Aroha', lastName: 'Ngata' }, contact: { phone: '+64 21 123 4567' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const user = res.json();
    expectUserFields(user);
    expect(user).toMatchObject({ id: camper.id, email: camper.email, firstName: 'Aroha', lastName: 'Ngata' });
  });

  it('answers the user when the app sends no body', async () => {
    const camper = await signUp(t, 'contract-post-users-empty@example.test');
    const res = await t.app.inject({ method: 'POST', url: '/v1/users', headers: camper.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: camper.id, email: camper.email });
  });

  it('asks for sign-in first', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/users', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
