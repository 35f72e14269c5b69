// The second factor (decision 056): the second step after the password, which no route lets a
// half-signed-in client skip; recovery codes that work once; the admin routes that wait for a
// second factor; an administrator removing someone's factors; and the email recovery with its delay.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { en } from '../../domain/messages';
import { secondFactorRecoveries, users } from '../db/schema';
import { signUp, TEST_PASSWORD } from '../testing/actors';
import { CookieJar } from '../testing/cookie-jar';
import { enrolAuthenticator, totpCode } from '../testing/second-factor';
import { createTestApp, type TestContext } from '../testing/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A browser: its cookies, its page's origin (PUBLIC_URL), one address per browser. */
function browser(ip: string) {
  const jar = new CookieJar();
  const base = t.config.publicUrl;
  async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
    const cookie = jar.header(base + url);
    const res = await t.app.inject({
      method,
      url,
      payload,
      remoteAddress: ip,
      headers: { origin: base, ...(cookie ? { cookie } : {}) },
    });
    jar.store(base + url, res.headers['set-cookie']);
    return res;
  }
  return { jar, call };
}

/** Someone with a confirmed authenticator app, and what the set-up showed them. */
async function withAuthenticator(email: string, set: Parameters<typeof signUp>[2] = {}) {
  const signedUp = await signUp(t, email, set);
  const app = await enrolAuthenticator(t, signedUp.token, TEST_PASSWORD);
  // Confirming the app replaced the session: the person carries the new one.
  const person = { ...signedUp, token: app.token, headers: { authorization: `Bearer ${app.token}` } };
  return { person, secret: app.secret, recoveryCodes: app.recoveryCodes };
}

describe('signing in with a second factor', () => {
  it('asks for the second step after the password, and gives no session before it', async () => {
    const { person, secret } = await withAuthenticator('kiwi-2fa@example.test');
    await t.database.db.update(users).set({ accountValid: true }).where(eq(users.id, person.id));
    const b = browser('10.31.0.1');
    const first = await b.call('POST', '/v1/auth/sign-in/email', {
      email: 'kiwi-2fa@example.test',
      password: TEST_PASSWORD,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    // Whatever token the first step let out names no session.
    const leaked = first.headers['set-auth-token'];
    if (leaked) {
      const asBearer = await t.app.inject({
        url: `/v1/users/${person.id}`,
        headers: { authorization: `Bearer ${leaked}` },
      });
      expect(asBearer.statusCode).toBe(401);
    }
    expect(b.jar.header(t.config.publicUrl + '/v1/users/me')).not.toMatch(/session_token/);

    // The half-signed-in browser calls later routes directly: none of them knows it.
    expect((await b.call('GET', '/v1/auth/get-session')).json()).toBeNull();
    expect((await b.call('GET', `/v1/users/${person.id}`)).statusCode).toBe(401);
    expect((await b.call('GET', `/v1/users/${person.id}/properties`)).statusCode).toBe(401);
    expect((await b.call('GET', `/v1/users/${person.id}/statements`)).statusCode).toBe(401);
    expect((await b.call('GET', '/v1/admin/overview')).statusCode).toBe(401);
    expect((await b.call('GET', `/v1/users/${person.id}/second-factors`)).statusCode).toBe(401);
    // Nor does changing the account through Better Auth work without the step.
    const change = await b.call('POST', '/v1/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'another1',
    });
    expect(change.statusCode).toBe(401);

    const wrong = await b.call('POST', '/v1/auth/two-factor/verify-totp', { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'auth.invalidCode', message: en.auth.invalidCode });

    const second = await b.call('POST', '/v1/auth/two-factor/verify-totp', { code: totpCode(secret!) });
    expect(second.statusCode).toBe(200);
    const me = await b.call('GET', `/v1/users/${person.id}`);
    expect(me.statusCode).toBe(200);
  });

  it('accepts a recovery code once', async () => {
    const { recoveryCodes } = await withAuthenticator('weka-2fa@example.test');
    expect(recoveryCodes).toHaveLength(10);
    const signIn = async (ip: string) => {
      const b = browser(ip);
      await b.call('POST', '/v1/auth/sign-in/email', {
        email: 'weka-2fa@example.test',
        password: TEST_PASSWORD,
      });
      return b;
    };
    const first = await signIn('10.31.0.2');
    const used = await first.call('POST', '/v1/auth/two-factor/verify-backup-code', {
      code: recoveryCodes[0],
    });
    expect(used.statusCode).toBe(200);
    expect((await first.call('GET', '/v1/auth/get-session')).json()).toMatchObject({
      user: { email: 'weka-2fa@example.test' },
    });
    const again = await signIn('10.31.0.3');
    const reused = await again.call('POST', '/v1/auth/two-factor/verify-backup-code', {
      code: recoveryCodes[0],
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ code: 'auth.invalidRecoveryCode' });
    expect((await again.call('GET', '/v1/auth/get-session')).json()).toBeNull();
  });

  it('signs in with the password alone once the app is removed', async () => {
    const { person } = await withAuthenticator('ruru-2fa@example.test');
    const removed = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/two-factor/disable',
      headers: person.headers,
      payload: { password: TEST_PASSWORD },
    });
    expect(removed.statusCode).toBe(200);
    const b = browser('10.31.0.4');
    const res = await b.call('POST', '/v1/auth/sign-in/email', {
      email: 'ruru-2fa@example.test',
      password: TEST_PASSWORD,
    });
    expect(res.json()).not.toHaveProperty('twoFactorRedirect');
    expect((await b.call('GET', `/v1/users/${person.id}/second-factors`)).json()).toEqual({
      authenticatorApp: false,
      passkeys: 0,
      offerDeclined: false,
      recoveryDueAt: null,
    });
  });
});

describe('the admin area', () => {
  it('waits for an administrator’s second factor, with a coded refusal', async () => {
    // Made by hand (not signUp's roles, which enrol an app): an administrator without a factor.
    const admin = await signUp(t, 'boss-no-2fa@example.test');
    await t.database.db
      .update(users)
      .set({ roles: ['administrator'] })
      .where(eq(users.id, admin.id));
    const refused = await t.app.inject({ url: '/v1/admin/overview', headers: admin.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'auth.secondFactorRequired',
      message: en.auth.secondFactorRequired,
    });
    // Nor do the administrator's powers reach others' records through routes everyone may call.
    const guest = await signUp(t, 'guest-of-boss@example.test');
    expect((await t.app.inject({ url: `/v1/users/${guest.id}`, headers: admin.headers })).statusCode).toBe(
      404,
    );

    const { token } = await enrolAuthenticator(t, admin.token, TEST_PASSWORD);
    const opened = await t.app.inject({
      url: '/v1/admin/overview',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(opened.statusCode).toBe(200);
  });

  it('lets an administrator remove someone’s factors, with the reason on the audit trail', async () => {
    const admin = await signUp(t, 'boss-remover@example.test', { roles: ['administrator'] });
    const { person } = await withAuthenticator('lost-phone@example.test');
    const url = `/v1/admin/users/${person.id}/second-factors/remove`;
    const short = await t.app.inject({
      method: 'POST',
      url,
      headers: admin.headers,
      payload: { reason: 'lost' },
    });
    expect(short.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: admin.headers,
      payload: { reason: 'Lost their phone; identity checked by a video call.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ authenticatorApp: false, passkeys: 0 });
    // Their sessions ended; the password alone signs them in now.
    expect((await t.app.inject({ url: `/v1/users/${person.id}`, headers: person.headers })).statusCode).toBe(
      401,
    );
    const audit = await t.app.inject({ url: `/v1/admin/users/${person.id}/audit`, headers: admin.headers });
    expect(audit.json().items[0]).toMatchObject({
      action: 'user.removeSecondFactors',
      reason: 'Lost their phone; identity checked by a video call.',
      actor: { id: admin.id },
    });
  });
});

describe('the email recovery', () => {
  const lastLink = async (to: string) => {
    const mail = (await t.outbox.listRecent(50)).find((m) => m.to === to);
    const link = mail && /https?:\/\/\S+/.exec(mail.text)?.[0];
    if (!link) throw new Error(`no link mailed to ${to}`);
    return new URL(link).searchParams.get('token')!;
  };

  it('removes the factors a day after the owner confirms, unless stopped', async () => {
    const { person } = await withAuthenticator('tomtit-2fa@example.test');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/v1/second-factor-recovery',
      payload: { email: 'tomtit-2fa@example.test' },
    });
    expect(asked.statusCode).toBe(200);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/v1/second-factor-recovery/confirm',
      payload: { token: await lastLink('tomtit-2fa@example.test') },
    });
    expect(confirmed.statusCode).toBe(200);
    const dueAt = new Date(confirmed.json().dueAt).getTime();
    expect(dueAt - Date.now()).toBeGreaterThan(23 * 3600_000);
    // Before it is due, the second step is still asked for.
    const early = browser('10.31.0.5');
    const before = await early.call('POST', '/v1/auth/sign-in/email', {
      email: 'tomtit-2fa@example.test',
      password: TEST_PASSWORD,
    });
    expect(before.json()).toMatchObject({ twoFactorRedirect: true });
    // Once due (moved back a day here), the next sign-in finds no factor left.
    await t.database.db
      .update(secondFactorRecoveries)
      .set({ dueAt: new Date(Date.now() - 1000) })
      .where(eq(secondFactorRecoveries.userId, person.id));
    const late = browser('10.31.0.6');
    const after = await late.call('POST', '/v1/auth/sign-in/email', {
      email: 'tomtit-2fa@example.test',
      password: TEST_PASSWORD,
    });
    expect(after.json()).not.toHaveProperty('twoFactorRedirect');
    expect((await late.call('GET', `/v1/users/${person.id}/second-factors`)).json()).toMatchObject({
      authenticatorApp: false,
    });
  });

  it('is stopped by the link of the owner’s email or from a signed-in device', async () => {
    const { person } = await withAuthenticator('hihi-2fa@example.test');
    const start = async () => {
      await t.app.inject({
        method: 'POST',
        url: '/v1/second-factor-recovery',
        payload: { email: 'hihi-2fa@example.test' },
      });
      await t.app.inject({
        method: 'POST',
        url: '/v1/second-factor-recovery/confirm',
        payload: { token: await lastLink('hihi-2fa@example.test') },
      });
    };
    await start();
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/v1/second-factor-recovery/cancel',
      payload: { token: await lastLink('hihi-2fa@example.test') },
    });
    expect(cancelled.statusCode).toBe(200);
    const factors = await t.app.inject({
      url: `/v1/users/${person.id}/second-factors`,
      headers: person.headers,
    });
    expect(factors.json()).toMatchObject({ authenticatorApp: true, recoveryDueAt: null });

    await start();
    const pending = await t.app.inject({
      url: `/v1/users/${person.id}/second-factors`,
      headers: person.headers,
    });
    expect(pending.json().recoveryDueAt).not.toBeNull();
    const stopped = await t.app.inject({
      method: 'DELETE',
      url: `/v1/users/${person.id}/second-factor-recovery`,
      headers: person.headers,
    });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({ recoveryDueAt: null });
  });

  it('answers the same for an email with no account, and sends nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/second-factor-recovery',
      payload: { email: 'nobody-2fa@example.test' },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.outbox.listRecent(50)).some((m) => m.to === 'nobody-2fa@example.test')).toBe(false);
  });
});

describe('a host offered a second factor', () => {
  it('may decline, and it is remembered', async () => {
    const host = await signUp(t, 'host-decline@example.test', { accountValid: true });
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/users/${host.id}/second-factors/decline-offer`,
      headers: host.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ offerDeclined: true });
  });
});
