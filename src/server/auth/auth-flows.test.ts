// Sign-in errors the catalogue tells apart, verification and reset emails followed by their links,
// sessions, and the rate limits.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { createTestApp, type TestContext } from '../testing/test-app';
import { signUp, TEST_PASSWORD } from '../testing/actors';
import { en } from '../../domain/messages';
import { slowDownMs } from './rate-limit';

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
    expect(unknown.json()).toMatchObject({
      code: 'auth.userNotFound',
      message: en.auth.userNotFound,
      field: 'email',
    });
    const wrong = await signIn('tui@example.test', 'wrong-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      statusCode: 401,
      code: 'auth.wrongPassword',
      message: en.auth.wrongPassword,
      field: 'password',
    });
  });

  it('refuses a disabled user, and ends the sessions they had', async () => {
    const kea = await signUp(t, 'kea@example.test');
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.id, kea.id));
    const res = await signIn('kea@example.test', TEST_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'auth.userDisabled', message: en.auth.userDisabled });
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
  /** Requests a reset for `email` and follows the emailed link to set `newPassword`. */
  async function resetPassword(email: string, newPassword: string, ip: string) {
    const request = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/request-password-reset',
      payload: { email, redirectTo: '/reset-password' },
      remoteAddress: ip,
    });
    expect(request.statusCode).toBe(200);
    const open = await t.app.inject({ url: (await lastMailTo(email)).path });
    const token = new URL(open.headers.location as string, 'http://localhost').searchParams.get('token');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/reset-password',
      payload: { newPassword, token },
      remoteAddress: ip,
    });
    expect(reset.statusCode, reset.body).toBe(200);
  }

  it('refuses the address that keeps guessing an account, while its owner signs in from another', async () => {
    await signUp(t, 'kaka@example.test');
    for (let i = 0; i < 10; i++) {
      expect((await signIn('kaka@example.test', `guess-${i}`, '10.0.0.1')).statusCode).toBe(401);
    }
    const blocked = await signIn('kaka@example.test', TEST_PASSWORD, '10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      statusCode: 429,
      code: 'auth.rateLimitedWait',
      message: 'Too many attempts. Please wait 15 minutes and try again.',
      params: { count: 15 },
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);

    expect((await signIn('kaka@example.test', TEST_PASSWORD, '10.0.1.1')).statusCode).toBe(200);
    // The attacker's address may still try other accounts, within the per-address limit.
    await signUp(t, 'ruru@example.test');
    expect((await signIn('ruru@example.test', TEST_PASSWORD, '10.0.0.1')).statusCode).toBe(200);
  });

  it('slows an account down after many wrong passwords from many addresses, but never refuses its owner', async () => {
    expect([9, 10, 11, 12, 13, 20].map(slowDownMs)).toEqual([0, 250, 500, 1000, 2000, 2000]);
    await signUp(t, 'kokako@example.test');
    for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.3']) {
      for (let i = 0; i < 4; i++) {
        expect((await signIn('kokako@example.test', `guess-${i}`, ip)).statusCode).toBe(401);
      }
    }
    const started = Date.now();
    const owner = await signIn('kokako@example.test', TEST_PASSWORD, '10.1.1.1');
    expect(owner.statusCode).toBe(200);
    // 12 wrong passwords: the owner waited slowDownMs(12).
    expect(Date.now() - started).toBeGreaterThanOrEqual(slowDownMs(12) - 5);
  });

  it('lifts the limits of an account once its password is reset', async () => {
    await signUp(t, 'toroa@example.test');
    // The owner shares the guessing address (one office, one outside address).
    for (let i = 0; i < 11; i++) await signIn('toroa@example.test', `guess-${i}`, '10.2.0.1');
    expect((await signIn('toroa@example.test', TEST_PASSWORD, '10.2.0.1')).statusCode).toBe(429);
    await resetPassword('toroa@example.test', 'after-the-reset', '10.2.0.1');
    expect((await signIn('toroa@example.test', 'after-the-reset', '10.2.0.1')).statusCode).toBe(200);
  });

  it('limits wrong passwords checked while signed in, for the password and the email change alike', async () => {
    const kahu = await signUp(t, 'kahu@example.test');
    const changePassword = (currentPassword: string, headers = kahu.headers) =>
      post('/v1/auth/change-password', { currentPassword, newPassword: 'a-new-secret' }, headers);
    const changeEmail = (password: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/v1/users/${kahu.id}`,
        payload: { email: 'kahu-new@example.test', password },
        headers: kahu.headers,
      });
    for (let i = 0; i < 5; i++) {
      expect((await changePassword(`guess-${i}`)).statusCode).toBe(400);
      expect((await changeEmail(`guess-${i}`)).statusCode).toBe(403);
    }
    const refusedChange = await changePassword(TEST_PASSWORD);
    expect(refusedChange.statusCode).toBe(429);
    expect(refusedChange.json()).toMatchObject({
      code: 'auth.rateLimitedWait',
      message: expect.stringMatching(/wait 15 minutes/),
    });
    const refusedEmail = await changeEmail(TEST_PASSWORD);
    expect(refusedEmail.statusCode).toBe(429);
    expect(refusedEmail.json()).toMatchObject({ code: 'auth.rateLimitedWait', field: 'password' });

    // Another user's checks are their own.
    const other = await signUp(t, 'kahu-neighbour@example.test');
    expect((await changePassword(TEST_PASSWORD, other.headers)).statusCode).toBe(200);

    // The owner can always reset the password, which lifts the limit.
    await resetPassword('kahu@example.test', 'after-the-reset', '10.3.0.1');
    const signedIn = await signIn('kahu@example.test', 'after-the-reset', '10.3.0.1');
    const headers = { authorization: `Bearer ${signedIn.headers['set-auth-token']}` };
    expect((await changePassword('after-the-reset', headers)).statusCode).toBe(200);
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

describe('a page opened at an address other than PUBLIC_URL', () => {
  it('is told, in words a person can act on, where to open Stopover', async () => {
    await signUp(t, 'kotare@example.test');
    const signInFrom = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/sign-in/email',
        payload: { email: 'kotare@example.test', password: TEST_PASSWORD },
        headers: { origin },
        remoteAddress: '10.4.0.1',
      });
    expect(t.config.publicUrl).toBe('http://localhost:3000');
    expect((await signInFrom('http://localhost:3000')).statusCode).toBe(200);
    const elsewhere = await signInFrom('http://127.0.0.1:3000');
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toEqual({
      statusCode: 403,
      code: 'auth.unknownOrigin',
      message:
        'This page was opened at an address Stopover does not know. Open http://localhost:3000 and try again.',
      params: { url: 'http://localhost:3000' },
    });
  });
});
