// The mobile apps' guard: sign-in as the OpenAPI document shows it (POST /v1/auth/sign-up/email,
// /sign-in/email, the bearer token from the `set-auth-token` header, GET /v1/auth/get-session,
// POST /v1/auth/sign-out, /request-password-reset). The specification's identity provider is ours
// now; a client is written from the documented shapes, so this file calls each one as a client
// would, holds the answer to the documented schema, and names the fields a client reads in its own
// words, so it fails when a shape or a name changes (in the answer or in the document).
// Rules of the suite: README.md in this folder.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  requestResetAnswerSchema,
  sessionAnswerSchema,
  signInAnswerSchema,
  signOutAnswerSchema,
  signUpAnswerSchema,
} from '../http/auth-document';
import { createTestApp, type TestContext } from '../testing/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const email = 'mobile.camper@example.com';
const password = 'secret1';

describe('sign-in, as a mobile app does it', () => {
  let token = '';

  it('signs up with email, password and name, and gets a bearer token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-up/email',
      payload: { email, password, name: 'Mobile Camper' },
    });
    expect(res.statusCode).toBe(200);
    const body = signUpAnswerSchema.parse(res.json());
    expect(body).toMatchObject({
      user: { id: expect.any(String), email, firstName: 'Mobile', lastName: 'Camper', emailVerified: false },
    });
    expect(res.headers['set-auth-token']).toEqual(expect.any(String));
  });

  it('signs in with email and password; the set-auth-token header is the bearer token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-in/email',
      payload: { email, password },
    });
    expect(res.statusCode).toBe(200);
    const body = signInAnswerSchema.parse(res.json());
    expect(body).toMatchObject({
      redirect: false,
      token: expect.any(String),
      user: { id: expect.any(String), email },
    });
    token = res.headers['set-auth-token'] as string;
    expect(token).toEqual(expect.any(String));
  });

  it('reads the current profile from GET /v1/users with the bearer token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/users',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    // The profile is the answer's first (for a non-administrator, only) item.
    const [me] = res.json().items;
    expect(me).toMatchObject({ email, firstName: 'Mobile', lastName: 'Camper' });
    expect(me).toHaveProperty('id');
  });

  it('gets the session the token stands for', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/get-session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const body = sessionAnswerSchema.parse(res.json());
    expect(body).toMatchObject({ session: { token: expect.any(String) }, user: { email } });
  });

  it('signs out: the token stops working', async () => {
    const out = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-out',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(signOutAnswerSchema.parse(out.json())).toEqual({ success: true });

    const session = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/get-session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(sessionAnswerSchema.parse(session.json())).toBeNull();
    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/users',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('asks for a password reset by email, answering alike for unknown emails', async () => {
    for (const who of [email, 'nobody@example.com']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/request-password-reset',
        payload: { email: who },
      });
      expect(res.statusCode).toBe(200);
      expect(requestResetAnswerSchema.parse(res.json())).toMatchObject({ status: true });
    }
  });

  it('tells a wrong password from an unknown email by code (spec section 8)', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-in/email',
      payload: { email, password: 'not-it' },
    });
    expect([wrong.statusCode, wrong.json().code]).toEqual([401, 'auth.wrongPassword']);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-in/email',
      payload: { email: 'nobody@example.com', password },
    });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'auth.userNotFound']);
    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-up/email',
      payload: { email, password, name: '' },
    });
    expect([again.statusCode, again.json().code]).toEqual([422, 'auth.accountExists']);
  });
});
