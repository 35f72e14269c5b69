// A user's sessions and the recent sign-in that sensitive actions need (issue 31, decision 057),
// against the real app and database. Time is moved by writing a session's sign-in time back, the
// way the other tests of sign-in age a session: nothing sleeps.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, todayInAuckland } from '../../../domain/dates';
import { accounts, sessions, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { signUp, TEST_PASSWORD, type Actor } from '../../testing/actors';
import { createLocation } from '../../testing/fixtures';
import { apiBankToken, apiHostWithAccount, signedInGuestWithCard } from '../../testing/payments';

let t: TestContext;
let seq = 0;
const unique = (what: string) => `${what}-${++seq}-${randomUUID().slice(0, 8)}@example.test`;

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

beforeAll(async () => {
  // A low refund threshold, so the test's nights (2000 and 3000 cents) fall either side of it.
  t = await createTestApp({ REFUND_RECENT_SIGN_IN_ABOVE_CENTS: '2500' });
});
afterAll(() => t.close());

/** Another session of `email`'s, signed in from a device: its bearer headers, token and cookie. */
async function signInAgain(email: string, userAgent = CHROME_ON_WINDOWS) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/sign-in/email',
    headers: { 'user-agent': userAgent },
    payload: { email, password: TEST_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  const token = res.headers['set-auth-token'] as string;
  const cookie = [res.headers['set-cookie']]
    .flat()
    .map((c) => String(c).split(';')[0])
    .find((c) => c!.startsWith('better-auth.session_token='))!;
  return { token, headers: { authorization: `Bearer ${token}` }, cookie };
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, payload });

/** A bearer token is the signed cookie value: the session's token, a dot and its signature. */
const rawToken = (token: string) => decodeURIComponent(token).split('.')[0]!;

/** The session behind a bearer token (its id is what the list shows). */
async function sessionOf(token: string) {
  const [row] = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.token, rawToken(token)));
  return row!;
}

/** Moves every session of the user's sign-in (and re-authentication) `minutes` into the past. */
async function age(userId: string, minutes: number) {
  const then = new Date(Date.now() - minutes * 60_000);
  await t.database.db
    .update(sessions)
    .set({ createdAt: then, reauthenticatedAt: null })
    .where(eq(sessions.userId, userId));
}

const reauthenticate = (actor: Actor, password = TEST_PASSWORD) =>
  call('POST', `/v1/users/${actor.id}/reauthenticate`, actor.headers, { password });

describe('the sessions list', () => {
  it('shows each session’s device, country, last seen and which one is this', async () => {
    const kea = await signUp(t, unique('kea'));
    const phone = await signInAgain(kea.email, SAFARI_ON_IPHONE);
    // The phone signs in from a New Zealand address (the test app sees only loopback).
    await t.database.db
      .update(sessions)
      .set({ ipAddress: '202.27.184.3' })
      .where(eq(sessions.token, rawToken(phone.token)));

    const res = await call('GET', `/v1/users/${kea.id}/sessions`, phone.headers);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as { id: string; current: boolean; lastSeenAt: string }[];
    expect(items).toHaveLength(2);
    const phoneId = (await sessionOf(phone.token)).id;
    const first = (await sessionOf(kea.token)).id;
    expect(items.find((s) => s.id === phoneId)).toMatchObject({
      device: { browser: 'Safari', os: 'iOS', type: 'mobile' },
      place: { country: 'NZ', localNetwork: false },
      current: true,
    });
    expect(items.find((s) => s.id === first)).toMatchObject({
      place: { country: null, localNetwork: true },
      current: false,
    });
    // The phone's request was just seen: it comes first.
    expect(items[0]!.id).toBe(phoneId);
  });

  it('writes "last seen" when a session is used, at most every five minutes', async () => {
    const tui = await signUp(t, unique('tui'));
    const lastSeen = async () => (await sessionOf(tui.token)).lastSeenAt;
    await call('GET', `/v1/users/${tui.id}`, tui.headers);
    const first = await lastSeen();
    expect(first).toBeInstanceOf(Date);

    // Two minutes later (moved back in the database): the next request writes nothing.
    const twoMinutesAgo = new Date(first!.getTime() - 2 * 60_000);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: twoMinutesAgo })
      .where(eq(sessions.token, rawToken(tui.token)));
    await call('GET', `/v1/users/${tui.id}`, tui.headers);
    expect(await lastSeen()).toEqual(twoMinutesAgo);

    // Six minutes later: it is written again.
    const sixMinutesAgo = new Date(first!.getTime() - 6 * 60_000);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sixMinutesAgo })
      .where(eq(sessions.token, rawToken(tui.token)));
    await call('GET', `/v1/users/${tui.id}`, tui.headers);
    expect((await lastSeen())!.getTime()).toBeGreaterThan(sixMinutesAgo.getTime() + 5 * 60_000);
  });

  it('is one’s own: another person’s id answers 404, and without a session 401', async () => {
    const weka = await signUp(t, unique('weka'));
    const admin = await signUp(t, unique('chief'), { roles: ['administrator'] });
    expect((await call('GET', `/v1/users/${weka.id}/sessions`, admin.headers)).statusCode).toBe(404);
    expect((await call('GET', `/v1/users/${weka.id}/sessions`, {})).statusCode).toBe(401);
    const end = await call('DELETE', `/v1/users/${weka.id}/sessions`, admin.headers);
    expect(end.statusCode).toBe(404);
    expect((await call('GET', `/v1/users/${weka.id}`, weka.headers)).statusCode).toBe(200);
  });
});

describe('ending sessions', () => {
  it('ends one session: its bearer token and its cookie are refused at once', async () => {
    const ruru = await signUp(t, unique('ruru'));
    const laptop = await signInAgain(ruru.email);
    expect((await call('GET', `/v1/users/${ruru.id}`, { cookie: laptop.cookie })).statusCode).toBe(200);
    const laptopId = (await sessionOf(laptop.token)).id;

    const end = await call('DELETE', `/v1/users/${ruru.id}/sessions/${laptopId}`, ruru.headers);
    expect(end.statusCode, end.body).toBe(200);
    expect((await call('GET', `/v1/users/${ruru.id}`, laptop.headers)).statusCode).toBe(401);
    expect((await call('GET', `/v1/users/${ruru.id}`, { cookie: laptop.cookie })).statusCode).toBe(401);
    expect((await call('GET', '/v1/auth/get-session', laptop.headers)).json()).toBeNull();
    expect((await call('GET', `/v1/users/${ruru.id}`, ruru.headers)).statusCode).toBe(200);

    const again = await call('DELETE', `/v1/users/${ruru.id}/sessions/${laptopId}`, ruru.headers);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('users.sessionNotFound');
  });

  it('cannot end another person’s session', async () => {
    const owner = await signUp(t, unique('owner'));
    const stranger = await signUp(t, unique('stranger'));
    const ownerSession = (await sessionOf(owner.token)).id;
    // Through one's own id, another person's session is not found.
    const res = await call('DELETE', `/v1/users/${stranger.id}/sessions/${ownerSession}`, stranger.headers);
    expect(res.statusCode).toBe(404);
    expect((await call('GET', `/v1/users/${owner.id}`, owner.headers)).statusCode).toBe(200);
  });

  it('signs out of every other device and keeps this one', async () => {
    const kaka = await signUp(t, unique('kaka'));
    const laptop = await signInAgain(kaka.email);
    const phone = await signInAgain(kaka.email, SAFARI_ON_IPHONE);
    const res = await call('DELETE', `/v1/users/${kaka.id}/sessions`, kaka.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    expect((await call('GET', `/v1/users/${kaka.id}`, laptop.headers)).statusCode).toBe(401);
    expect((await call('GET', `/v1/users/${kaka.id}`, phone.headers)).statusCode).toBe(401);
    const left = await call('GET', `/v1/users/${kaka.id}/sessions`, kaka.headers);
    expect(left.json().items).toHaveLength(1);
    expect(left.json().items[0].current).toBe(true);
  });

  it('changing the password ends every other session, whatever the client asks', async () => {
    const hoiho = await signUp(t, unique('hoiho'));
    const other = await signInAgain(hoiho.email);
    const change = await call('POST', '/v1/auth/change-password', hoiho.headers, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'changed-secret',
      revokeOtherSessions: false,
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await call('GET', `/v1/users/${hoiho.id}`, other.headers)).statusCode).toBe(401);
    expect((await call('GET', `/v1/users/${hoiho.id}`, { cookie: other.cookie })).statusCode).toBe(401);
    // The session that changed it carries on, under the token Better Auth gave back.
    const renewed = { authorization: `Bearer ${change.headers['set-auth-token'] as string}` };
    const left = await call('GET', `/v1/users/${hoiho.id}/sessions`, renewed);
    expect(left.statusCode).toBe(200);
    expect(left.json().items).toHaveLength(1);
  });
});

describe('sensitive actions need a recent sign-in', () => {
  const refused = (res: { statusCode: number; json(): { code: string } }) => {
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('auth.recentSignInRequired');
  };

  it('re-authenticating takes the password, refuses a wrong one and is limited like other password checks', async () => {
    const pukeko = await signUp(t, unique('pukeko'));
    await age(pukeko.id, 30);
    const wrong = await reauthenticate(pukeko, 'not-it');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'auth.wrongPassword', field: 'password' });
    expect((await sessionOf(pukeko.token)).reauthenticatedAt).toBeNull();

    const ok = await reauthenticate(pukeko);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await sessionOf(pukeko.token)).reauthenticatedAt).toEqual(new Date(ok.json().reauthenticatedAt));

    // Ten wrong passwords in a row, then even the right one waits (decision 006's password checks).
    for (let i = 0; i < 10; i++) expect((await reauthenticate(pukeko, `guess-${i}`)).statusCode).toBe(403);
    const limited = await reauthenticate(pukeko);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('auth.rateLimitedWait');
  });

  it('an account without a password is told to sign in again with its provider', async () => {
    const social = await signUp(t, unique('social'));
    await t.database.db
      .delete(accounts)
      .where(and(eq(accounts.userId, social.id), eq(accounts.providerId, 'credential')));
    const res = await reauthenticate(social);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('auth.reauthenticateWithProvider');
    // A fresh sign-in is a recent one: the new session may change the email without a password.
    const res2 = await call('PUT', `/v1/users/${social.id}`, social.headers, { email: unique('social-new') });
    expect(res2.statusCode, res2.body).toBe(200);
    await age(social.id, 30);
    refused(await call('PUT', `/v1/users/${social.id}`, social.headers, { email: unique('social-later') }));
  });

  it('changing the password (Better Auth’s path)', async () => {
    const kiwi = await signUp(t, unique('kiwi'));
    await age(kiwi.id, 11);
    const body = { currentPassword: TEST_PASSWORD, newPassword: 'another-secret' };
    refused(await call('POST', '/v1/auth/change-password', kiwi.headers, body));
    expect((await reauthenticate(kiwi)).statusCode).toBe(200);
    const res = await call('POST', '/v1/auth/change-password', kiwi.headers, body);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('changing the email: with the password in the request, or after re-authenticating', async () => {
    const kereru = await signUp(t, unique('kereru'));
    await age(kereru.id, 11);
    refused(await call('PUT', `/v1/users/${kereru.id}`, kereru.headers, { email: unique('kereru-a') }));
    // Other changes need nothing.
    const names = { names: { firstName: 'Kereru', lastName: 'Ngata' } };
    expect((await call('PUT', `/v1/users/${kereru.id}`, kereru.headers, names)).statusCode).toBe(200);
    // The spec's form: the password with the email.
    const withPassword = await call('PUT', `/v1/users/${kereru.id}`, kereru.headers, {
      email: unique('kereru-b'),
      password: TEST_PASSWORD,
    });
    expect(withPassword.statusCode, withPassword.body).toBe(200);
    await age(kereru.id, 11);
    expect((await reauthenticate(kereru)).statusCode).toBe(200);
    const after = await call('PUT', `/v1/users/${kereru.id}`, kereru.headers, { email: unique('kereru-c') });
    expect(after.statusCode, after.body).toBe(200);
  });

  it('an administrator changing an email or setting a password', async () => {
    const admin = await signUp(t, unique('admin'), { roles: ['administrator'] });
    const target = await signUp(t, unique('target'));
    await age(admin.id, 11);
    refused(
      await call('PUT', `/v1/admin/user/update/${target.id}`, admin.headers, { email: unique('moved') }),
    );
    refused(
      await call('PUT', `/v1/admin/user/${target.id}/password`, admin.headers, { password: 'set-by-admin' }),
    );
    refused(await call('POST', `/v1/admin/user/${target.id}/password/set-by-admin`, admin.headers));
    expect((await call('GET', `/v1/users/${target.id}`, target.headers)).statusCode).toBe(200);

    expect((await reauthenticate(admin)).statusCode).toBe(200);
    const email = await call('PUT', `/v1/admin/user/update/${target.id}`, admin.headers, {
      email: unique('moved'),
    });
    expect(email.statusCode, email.body).toBe(200);
    const password = await call('PUT', `/v1/admin/user/${target.id}/password`, admin.headers, {
      password: 'set-by-admin',
    });
    expect(password.statusCode, password.body).toBe(200);
  });

  it('changing the payout bank account', async () => {
    const host = await apiHostWithAccount(t, unique('host'));
    await age(host.id, 11);
    const url = `/v1/users/${host.id}/account/stripe`;
    refused(await call('PUT', url, host.headers, { token: (await apiBankToken(t)).token }));
    expect((await reauthenticate(host)).statusCode).toBe(200);
    const res = await call('PUT', url, host.headers, { token: (await apiBankToken(t)).token });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('an administrator refunding above the threshold, but not below it', async () => {
    const host = await apiHostWithAccount(t, unique('refund-host'));
    await t.database.db.update(users).set({ accountValid: true }).where(eq(users.id, host.id));
    const admin = await signUp(t, unique('refund-admin'), { roles: ['administrator'] });
    const guest = await signedInGuestWithCard(t, unique('refund-guest'));
    const loc = await createLocation(t.database.db, {
      ownerId: host.id,
      name: 'Threshold Farm',
      sites: [
        { name: 'Paddock', spaces: 1, price: 2000 },
        { name: 'Orchard', spaces: 1, price: 3000 },
      ],
    });
    const night = (offset: number) => addDays(todayInAuckland(), offset);
    const booked = await t.app.inject({
      method: 'POST',
      url: `/v1/locations/${loc.id}/bookings`,
      headers: { ...guest.headers, 'idempotency-key': randomUUID() },
      payload: {
        bookings: [
          { siteId: loc.sites[0]!.id, date: night(3) },
          { siteId: loc.sites[1]!.id, date: night(4) },
        ],
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const [small, large] = (booked.json() as { bookings: { uid: string }[] }).bookings;
    const reason = 'The campsite was flooded that night';
    await age(admin.id, 11);
    const below = await call('POST', '/v1/admin/refund', admin.headers, { uid: small!.uid, reason });
    expect(below.statusCode, below.body).toBe(200);
    refused(await call('POST', '/v1/admin/refund', admin.headers, { uid: large!.uid, reason }));
    expect((await reauthenticate(admin)).statusCode).toBe(200);
    const above = await call('POST', '/v1/admin/refund', admin.headers, { uid: large!.uid, reason });
    expect(above.statusCode, above.body).toBe(200);
    expect(above.json().amountRefunded).toBe(3000);
  });

  it('a re-authentication lasts the window, then the session must give the password again', async () => {
    const kotare = await signUp(t, unique('kotare'));
    await age(kotare.id, 60);
    expect((await reauthenticate(kotare)).statusCode).toBe(200);
    const email = () => call('PUT', `/v1/users/${kotare.id}`, kotare.headers, { email: unique('kotare') });
    expect((await email()).statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ reauthenticatedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.userId, kotare.id));
    refused(await email());
  });

  it('the journeys’ test clock makes one’s own session older', async () => {
    const tieke = await signUp(t, unique('tieke'));
    const aged = await call('POST', '/v1/dev/sessions/current/age', tieke.headers, { minutes: 30 });
    expect(aged.statusCode, aged.body).toBe(200);
    expect(Date.now() - new Date(aged.json().signedInAt).getTime()).toBeGreaterThan(29 * 60_000);
    refused(await call('PUT', `/v1/users/${tieke.id}`, tieke.headers, { email: unique('tieke-new') }));
  });
});
