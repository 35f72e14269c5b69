// Sign-in errors the catalogue tells apart, verification and reset emails followed by their links,
// sessions, and the rate limits.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { createTestApp, type TestContext } from '../testing/test-app';
import { signUp, TEST_PASSWORD } from '../testing/actors';
import { AUTH_MESSAGES } from '../../domain/auth-messages';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const signIn = (email: string, password: string, ip = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/sign-in/email',
    payload: { email, password },
    remoteAddress: ip,
  });

/** The last email sent to `to`, and the first link in its text. */
async function lastMailTo(to: string) {
  const mail = (await t.outbox.listRecent(50)).find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in: ${mail.text}`);
  const url = new URL(link);
  return { mail, link, path: url.pathname + url.search };
}

describe('signing in', () => {
  it('tells an unknown email from a wrong password, with the catalogue’s codes', async () => {
    await signUp(t, 'tui@example.test');
    const unknown = await signIn('nobody@example.test', TEST_PASSWORD);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'USER_NOT_FOUND', message: AUTH_MESSAGES.userNotFound });
    const wrong = await signIn('tui@example.test', 'wrong-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });

  it('refuses a disabled user, and ends the sessions they had', async () => {
    const kea = await signUp(t, 'kea@example.test');
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.id, kea.id));
    const res = await signIn('kea@example.test', TEST_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'USER_DISABLED', message: AUTH_MESSAGES.userDisabled });
    const profile = await t.app.inject({ url: `/v1/users/${kea.id}`, headers: kea.headers });
    expect(profile.statusCode).toBe(401);
  });

  it('records the address a session was started from', async () => {
    await signUp(t, 'takahe@example.test');
    const res = await signIn('takahe@example.test', TEST_PASSWORD, '203.0.113.9');
    const session = await t.app.inject({
      url: '/v1/auth/get-session',
      headers: { authorization: `Bearer ${res.headers['set-auth-token']}` },
    });
    expect(session.json().session.ipAddress).toBe('203.0.113.9');
  });

  it('starts a new session at every sign-in', async () => {
    await signUp(t, 'pukeko@example.test');
    const a = await signIn('pukeko@example.test', TEST_PASSWORD);
    const b = await signIn('pukeko@example.test', TEST_PASSWORD);
    expect(a.headers['set-auth-token']).toBeTruthy();
    expect(a.headers['set-auth-token']).not.toBe(b.headers['set-auth-token']);
  });
});

describe('changing the password', () => {
  it('ends the other sessions even when the client asks to keep them', async () => {
    const hoiho = await signUp(t, 'hoiho@example.test');
    const other = (await signIn('hoiho@example.test', TEST_PASSWORD)).headers['set-auth-token'] as string;
    const change = await post(
      '/v1/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'changed-secret', revokeOtherSessions: false },
      hoiho.headers,
    );
    expect(change.statusCode, change.body).toBe(200);
    const otherSession = await t.app.inject({
      url: '/v1/auth/get-session',
      headers: { authorization: `Bearer ${other}` },
    });
    expect(otherSession.json()).toBeNull();
    expect((await signIn('hoiho@example.test', 'changed-secret')).statusCode).toBe(200);
  });
});

describe('email verification', () => {
  it('sends a link that verifies the address and signs the person in', async () => {
    const weka = await signUp(t, 'weka@example.test');
    // Not at sign-up: the verification email is sent when onboarding ends.
    expect((await t.outbox.listRecent(50)).some((m) => m.to === 'weka@example.test')).toBe(false);
    const send = await post(
      '/v1/auth/send-verification-email',
      { email: 'weka@example.test', callbackURL: '/email-verified' },
      weka.headers,
    );
    expect(send.statusCode).toBe(200);
    const { mail, path } = await lastMailTo('weka@example.test');
    expect(mail.subject).toMatch(/verify/i);
    expect(mail.html).toContain('href="http://localhost:3000/v1/auth/verify-email?token=');
    const open = await t.app.inject({ url: path });
    expect(open.statusCode).toBe(302);
    expect(open.headers.location).toBe('/email-verified');
    expect(String(open.headers['set-cookie'])).toMatch(/better-auth\.session_token=/);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, weka.id));
    expect(row!.emailVerified).toBe(true);
  });

  it('sends an unknown or tampered link to the page that explains it', async () => {
    const res = await t.app.inject({ url: '/v1/auth/verify-email?token=forged&callbackURL=/email-verified' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/email-verified?error=INVALID_TOKEN');
  });
});

describe('password reset', () => {
  it('goes from the request to a new sign-in, ending the old sessions', async () => {
    const kiwi = await signUp(t, 'kiwi@example.test');
    const request = await post('/v1/auth/request-password-reset', {
      email: 'kiwi@example.test',
      redirectTo: '/reset-password',
    });
    expect(request.statusCode).toBe(200);
    const { path } = await lastMailTo('kiwi@example.test');
    const open = await t.app.inject({ url: path });
    expect(open.statusCode).toBe(302);
    const landing = new URL(open.headers.location as string, 'http://localhost');
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const reset = await post('/v1/auth/reset-password', { newPassword: 'brand-new-secret', token });
    expect(reset.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/v1/users/${kiwi.id}`, headers: kiwi.headers })).statusCode).toBe(401);
    expect((await signIn('kiwi@example.test', TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn('kiwi@example.test', 'brand-new-secret')).statusCode).toBe(200);

    const again = await post('/v1/auth/reset-password', { newPassword: 'another-secret', token });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
  });

  it('answers the same for an unknown email, and sends nothing', async () => {
    const before = (await t.outbox.listRecent(100)).length;
    const res = await post('/v1/auth/request-password-reset', {
      email: 'ghost@example.test',
      redirectTo: '/reset-password',
    });
    expect(res.statusCode).toBe(200);
    expect((await t.outbox.listRecent(100)).length).toBe(before);
  });
});

describe('rate limits', () => {
  it('stops guessing one account’s password after 10 tries in 15 minutes, from any address', async () => {
    await signUp(t, 'kaka@example.test');
    for (let i = 0; i < 10; i++) {
      expect((await signIn('kaka@example.test', `guess-${i}`, `10.0.0.${i}`)).statusCode).toBe(401);
    }
    const blocked = await signIn('kaka@example.test', TEST_PASSWORD, '10.0.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED', message: AUTH_MESSAGES.rateLimited });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    await signUp(t, 'ruru@example.test');
    expect((await signIn('ruru@example.test', TEST_PASSWORD, '10.0.1.1')).statusCode).toBe(200);
  });

  it('stops one address trying many accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      statuses.push((await signIn(`spray-${i}@example.test`, 'x', '192.0.2.7')).statusCode);
    }
    expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('limits reset requests per account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/request-password-reset',
        payload: { email: 'tui@example.test', redirectTo: '/reset-password' },
        remoteAddress: `198.51.100.${i}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
