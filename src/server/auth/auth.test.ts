import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { createTestApp, type TestContext } from '../testing/test-app';
import { enrolAuthenticator } from '../testing/second-factor';
import { createBooking, createLocation } from '../testing/fixtures';
import { addDays, todayInAuckland } from '../../domain/dates';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('email and password accounts', () => {
  it('signs a visitor up, returning a bearer token and an HttpOnly session cookie', async () => {
    const res = await post('/v1/auth/sign-up/email', {
      email: 'kiri@example.test',
      password: 'secret1',
      name: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-auth-token']).toBeTruthy();
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/better-auth\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(res.json().user).toMatchObject({ email: 'kiri@example.test', emailVerified: false });
  });

  it('refuses a second account for the same email', async () => {
    const res = await post('/v1/auth/sign-up/email', {
      email: 'KIRI@example.test',
      password: 'another1',
      name: '',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'auth.accountExists', message: 'Account already exists.' });
  });

  it('refuses a password shorter than six characters', async () => {
    const res = await post('/v1/auth/sign-up/email', {
      email: 'short@example.test',
      password: '12345',
      name: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'auth.weakPassword',
      message: 'Password(s) should be at least six characters.',
      field: 'password',
    });
  });

  it('signs in with the right password and refuses the wrong one', async () => {
    const ok = await post('/v1/auth/sign-in/email', { email: 'kiri@example.test', password: 'secret1' });
    expect(ok.statusCode).toBe(200);
    const wrong = await post('/v1/auth/sign-in/email', { email: 'kiri@example.test', password: 'secret2' });
    expect(wrong.statusCode).toBe(401);
  });

  it('keeps roles out of the sign-up form', async () => {
    await post('/v1/auth/sign-up/email', {
      email: 'sneaky@example.test',
      password: 'secret1',
      name: '',
      roles: ['system_admin'],
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'sneaky@example.test'));
    expect(row?.roles ?? []).toEqual([]);
  });

  it('resolves the session of a bearer token, and rejects a forged one', async () => {
    const signIn = await post('/v1/auth/sign-in/email', { email: 'kiri@example.test', password: 'secret1' });
    const token = signIn.headers['set-auth-token'] as string;
    const session = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/get-session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(session.json().user.email).toBe('kiri@example.test');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/get-session',
      headers: { authorization: 'Bearer forged.token' },
    });
    expect(forged.json()).toBeNull();
  });
});

describe('the viewer of a request', () => {
  async function signUp(email: string) {
    const res = await post('/v1/auth/sign-up/email', { email, password: 'secret1', name: '' });
    return { token: res.headers['set-auth-token'] as string, id: res.json().user.id as string };
  }

  it('shows a signed-in guest the nights they already hold as day-booked', async () => {
    const guest = await signUp('camper@example.test');
    const loc = await createLocation(t.database.db, {});
    const night = addDays(todayInAuckland(), 3);
    await createBooking(t.database.db, {
      locationId: loc.id,
      siteId: loc.sites[0]!.id,
      guestId: guest.id,
      date: night,
    });
    const url = `/v1/locations/${loc.id}/availability?from=${night}&to=${night}`;
    const signedIn = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${guest.token}` },
    });
    expect(signedIn.json().sites[0].nights[0].state).toBe('day-booked');
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.json().sites[0].nights[0].state).toBe('available');
  });

  it('lets an administrator, and only an administrator, list unlisted properties', async () => {
    await createLocation(t.database.db, { name: 'Unlisted Orchard', status: 'inactive' });
    const admin = await signUp('boss@example.test');
    // An administrator's powers wait for a second factor (decision 056).
    admin.token = (await enrolAuthenticator(t, admin.token, 'secret1')).token;
    await t.database.db
      .update(users)
      .set({ roles: ['system_admin'] })
      .where(eq(users.id, admin.id));
    const guest = await signUp('nosy@example.test');
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: '/v1/locations?status=inactive',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(asAdmin.json().items.map((l: { name: string }) => l.name)).toContain('Unlisted Orchard');
    const asGuest = await t.app.inject({
      method: 'GET',
      url: '/v1/locations?status=inactive',
      headers: { authorization: `Bearer ${guest.token}` },
    });
    expect(asGuest.json().items.map((l: { name: string }) => l.name)).not.toContain('Unlisted Orchard');
  });
});
