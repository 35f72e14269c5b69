// The admin user calls (issue 11; spec sections 5, 6 and 7) on a real database: finding a user,
// changing their email without their password, setting their password (in the body, or in the path
// as the spec has it) so they sign in with it, changing roles and names, each on the audit trail;
// and no password ever in a log line or an answer.

import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accounts, emailOutbox, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { signUp, TEST_PASSWORD, type Actor } from '../../testing/actors';
import { enrolAuthenticator } from '../../testing/second-factor';

let t: TestContext;
let admin: Actor;
let systemAdmin: Actor;
let guest: Actor;
const unique = (what: string) => `${what}-${randomUUID().slice(0, 8)}@example.test`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t, unique('admin'), { roles: ['administrator'] });
  systemAdmin = await signUp(t, unique('root'), { roles: ['system_admin'] });
  guest = await signUp(t, unique('guest'));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, actor: Actor, payload?: object) =>
  t.app.inject({ method, url, headers: actor.headers, ...(payload ? { payload } : {}) });

const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/sign-in/email', payload: { email, password } });

async function trail(userId: string) {
  const res = await call('GET', `/v1/admin/users/${userId}/audit`, admin);
  expect(res.statusCode).toBe(200);
  return (res.json() as { items: { action: string; actor: { id: string }; details: object }[] }).items;
}

describe('GET /v1/users: the admin search', () => {
  it('finds a user by their exact email, part of it, and part or all of their name', async () => {
    const tag = randomUUID().slice(0, 8);
    const email = `mere.${tag}@search.test`;
    const person = await signUp(t, email, { firstName: `Mere${tag}`, lastName: `Parata${tag}` });
    await t.database.db
      .update(users)
      .set({ name: `Mere${tag} Parata${tag}` })
      .where(eq(users.id, person.id));
    await signUp(t, `other.${tag}@search.test`);
    const found = async (search: string) => {
      const res = await call('GET', `/v1/users?search=${encodeURIComponent(search)}`, admin);
      expect(res.statusCode).toBe(200);
      return (res.json() as { items: { id: string }[] }).items.map((u) => u.id);
    };
    expect(await found(email)).toEqual([person.id]);
    expect(await found(email.toUpperCase())).toEqual([person.id]);
    expect(await found(`mere.${tag}`)).toEqual([person.id]);
    expect(await found(`ere${tag}`)).toEqual([person.id]);
    expect(await found(`parata${tag}`)).toEqual([person.id]);
    expect(await found(`Mere${tag} Parata${tag}`)).toEqual([person.id]);
    expect((await found(`${tag}@search.test`)).length).toBe(2);
    expect(await found(`nobody-${tag}`)).toEqual([]);
  });

  it('gives anyone else only their own profile, whatever they search', async () => {
    const res = await call('GET', `/v1/users?search=${encodeURIComponent(admin.email)}`, guest);
    expect((res.json() as { items: { id: string }[] }).items.map((u) => u.id)).toEqual([guest.id]);
  });
});

describe('PUT /v1/admin/user/update/{id}: an email changed by an administrator', () => {
  it('changes it without the password, asks the new address to verify, and records from and to', async () => {
    const person = await signUp(t, unique('moving'));
    const to = unique('moved');
    const res = await call('PUT', `/v1/admin/user/update/${person.id}`, admin, { email: to.toUpperCase() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: person.id, email: to, emailVerified: false });
    // They sign in with the new address and their password; the old address is gone.
    expect((await signIn(to, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(person.email, TEST_PASSWORD)).statusCode).toBe(404);
    expect(await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to))).toHaveLength(1);
    const [entry] = await trail(person.id);
    expect(entry).toMatchObject({
      action: 'user.updateEmail',
      actor: { id: admin.id },
      details: { from: person.email, to },
    });
  });

  it('answers 409 for an address someone has, 400 for a malformed one, 404 for nobody; and records nothing', async () => {
    const person = await signUp(t, unique('staying'));
    const taken = await call('PUT', `/v1/admin/user/update/${person.id}`, admin, {
      email: guest.email.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'auth.accountExists', field: 'email' });
    const bad = await call('PUT', `/v1/admin/user/update/${person.id}`, admin, { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'auth.invalidEmail', field: 'email' });
    const nobody = await call('PUT', `/v1/admin/user/update/no-such-user`, admin, { email: unique('x') });
    expect(nobody.statusCode).toBe(404);
    // The same address again changes nothing.
    const same = await call('PUT', `/v1/admin/user/update/${person.id}`, admin, { email: person.email });
    expect(same.statusCode).toBe(200);
    expect(await trail(person.id)).toEqual([]);
  });

  it('refuses people who do not manage users', async () => {
    const hostOnly = await signUp(t, unique('addonly'), { roles: ['addpropertiesonly_administrator'] });
    for (const who of [guest, hostOnly]) {
      const res = await call('PUT', `/v1/admin/user/update/${admin.id}`, who, { email: unique('x') });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('setting a password', () => {
  const variants = [
    ['PUT', 'body'],
    ['POST', 'body'],
    ['PUT', 'path'],
    ['POST', 'path'],
  ] as const;
  for (const [method, where] of variants) {
    it(`${method} with the password in the ${where}: the person signs in with it, not the old one, and is signed out`, async () => {
      const person = await signUp(t, unique('forgetful'));
      // Characters a path must carry: a space, a slash, a percent sign, a question mark's cousin.
      const password = `n3w pass/%#${method}`;
      const res =
        where === 'body'
          ? await call(method, `/v1/admin/user/${person.id}/password`, admin, { password })
          : await call(method, `/v1/admin/user/${person.id}/password/${encodeURIComponent(password)}`, admin);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: person.id, hasPassword: true });
      expect(res.body).not.toContain(password);
      expect((await signIn(person.email, password)).statusCode).toBe(200);
      expect((await signIn(person.email, TEST_PASSWORD)).statusCode).toBe(401);
      // Their old session ended, as after a password reset.
      expect((await call('GET', `/v1/users/${person.id}`, person)).statusCode).toBe(401);
      const [entry] = await trail(person.id);
      expect(entry).toMatchObject({ action: 'user.setPassword', actor: { id: admin.id }, details: {} });
    });
  }

  it('gives someone who only signed in with Google a password to sign in with', async () => {
    const person = await signUp(t, unique('social'));
    await t.database.db
      .delete(accounts)
      .where(and(eq(accounts.userId, person.id), eq(accounts.providerId, 'credential')));
    await t.database.db
      .insert(accounts)
      .values({ id: randomUUID(), userId: person.id, accountId: 'google-123', providerId: 'google' });
    expect((await call('GET', `/v1/users/${person.id}`, admin)).json().hasPassword).toBe(false);

    const res = await call('PUT', `/v1/admin/user/${person.id}/password`, admin, { password: 'sixsix' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().hasPassword).toBe(true);
    expect((await signIn(person.email, 'sixsix')).statusCode).toBe(200);
    const rows = await t.database.db.select().from(accounts).where(eq(accounts.userId, person.id));
    expect(rows.map((r) => r.providerId).sort()).toEqual(['credential', 'google']);
  });

  it('refuses fewer than 6 characters (either form), an unknown user, and non-administrators', async () => {
    const person = await signUp(t, unique('kept'));
    const short = await call('PUT', `/v1/admin/user/${person.id}/password`, admin, { password: 'five5' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'auth.weakPassword', field: 'password' });
    const shortPath = await call('POST', `/v1/admin/user/${person.id}/password/five5`, admin);
    expect(shortPath.statusCode).toBe(400);
    expect(shortPath.json().code).toBe('auth.weakPassword');
    const nobody = await call('PUT', `/v1/admin/user/no-such-user/password`, admin, { password: 'sixsix' });
    expect(nobody.statusCode).toBe(404);
    const byGuest = await call('PUT', `/v1/admin/user/${person.id}/password`, guest, { password: 'sixsix' });
    expect(byGuest.statusCode).toBe(403);
    // Nothing changed: the old password still works, and the trail is empty.
    expect((await signIn(person.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await trail(person.id)).toEqual([]);
  });
});

describe('no password in the logs or the answers', () => {
  it('masks the path form in the request log, and never logs or echoes a password, on success or failure', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await createTestApp({ LOG_LEVEL: 'trace' }, { logStream });
    try {
      const boss = await signUp(logged, unique('boss'), { roles: ['administrator'] });
      const person = await signUp(logged, unique('person'));
      const secrets = {
        path: 'PathSecret-1234',
        body: 'BodySecret-5678',
        unknownPath: 'UnknownPath-9012',
        unknownBody: 'UnknownBody-3456',
        short: 'Sh0rt',
        shortBody: 'Sh0rT',
        wrongMethod: 'WrongMethod-7890',
      };
      const send = (method: 'PUT' | 'POST' | 'GET' | 'DELETE', url: string, payload?: object) =>
        logged.app.inject({ method, url, headers: boss.headers, ...(payload ? { payload } : {}) });
      const answers = [
        await send('PUT', `/v1/admin/user/${person.id}/password/${secrets.path}`),
        await send('POST', `/v1/admin/user/${person.id}/password`, { password: secrets.body }),
        await send('PUT', `/v1/admin/user/no-such-user/password/${secrets.unknownPath}`),
        await send('PUT', `/v1/admin/user/no-such-user/password`, { password: secrets.unknownBody }),
        await send('POST', `/v1/admin/user/${person.id}/password/${secrets.short}`),
        await send('PUT', `/v1/admin/user/${person.id}/password`, { password: secrets.shortBody }),
        // No such route: the "no route" answer names the path, masked.
        await send('DELETE', `/v1/admin/user/${person.id}/password/${secrets.wrongMethod}`),
      ];
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 404, 404, 400, 400, 404]);

      const log = lines.join('');
      // The log did record these requests, with their masked URLs.
      expect(log).toContain(`/v1/admin/user/${person.id}/password/[redacted]`);
      expect(log).toContain(`/v1/admin/user/no-such-user/password`);
      for (const secret of Object.values(secrets)) {
        expect(log).not.toContain(secret);
        for (const answer of answers) expect(answer.body).not.toContain(secret);
      }
      // The audit trail holds no password either.
      const audit = await logged.app.inject({
        url: `/v1/admin/users/${person.id}/audit`,
        headers: boss.headers,
      });
      for (const secret of Object.values(secrets)) expect(audit.body).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});

describe('PUT /v1/admin/user/{id}/roles', () => {
  const setRoles = (who: Actor, id: string, roles: string[]) =>
    call('PUT', `/v1/admin/user/${id}/roles`, who, { roles });

  it('grants and removes roles from the stored list, recording each change once', async () => {
    const person = await signUp(t, unique('promoted'));
    const granted = await setRoles(admin, person.id, ['addpropertiesonly_administrator', 'administrator']);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().roles).toEqual(['administrator', 'addpropertiesonly_administrator']);
    // The new administrator reaches the admin calls once they add a second factor (decision 056).
    const waiting = await call('GET', `/v1/admin/users/${guest.id}/audit`, person);
    expect([waiting.statusCode, waiting.json().code]).toEqual([403, 'auth.secondFactorRequired']);
    const { token } = await enrolAuthenticator(t, person.token, TEST_PASSWORD);
    const enrolled = { ...person, token, headers: { authorization: `Bearer ${token}` } };
    expect((await call('GET', `/v1/admin/users/${guest.id}/audit`, enrolled)).statusCode).toBe(200);
    expect(
      (await setRoles(admin, person.id, ['administrator', 'addpropertiesonly_administrator'])).statusCode,
    ).toBe(200);
    const removed = await setRoles(admin, person.id, []);
    expect(removed.json().roles).toEqual([]);
    const entries = await trail(person.id);
    expect(entries.map((e) => [e.action, e.details])).toEqual([
      ['user.updateRoles', { roles: [] }],
      ['user.updateRoles', { roles: ['administrator', 'addpropertiesonly_administrator'] }],
    ]);
  });

  it('lets only a system_admin grant or remove system_admin', async () => {
    const person = await signUp(t, unique('rising'));
    const refused = await setRoles(admin, person.id, ['system_admin']);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'adminUsers.systemAdminOnly' });
    expect((await setRoles(systemAdmin, person.id, ['system_admin'])).statusCode).toBe(200);
    const removal = await setRoles(admin, person.id, []);
    expect(removal.statusCode).toBe(403);
    expect((await setRoles(systemAdmin, person.id, [])).statusCode).toBe(200);
  });

  it('lets nobody remove their own roles, and answers 404 for nobody and 400 for an unknown role', async () => {
    const own = await setRoles(admin, admin.id, []);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ code: 'adminUsers.ownAdminRoles' });
    const ownRoot = await setRoles(systemAdmin, systemAdmin.id, ['administrator']);
    expect(ownRoot.statusCode).toBe(400);
    expect((await setRoles(admin, 'no-such-user', [])).statusCode).toBe(404);
    expect((await setRoles(admin, guest.id, ['superuser'])).statusCode).toBe(400);
    expect((await call('GET', `/v1/users/${admin.id}`, admin)).json().roles).toEqual(['administrator']);
  });
});

describe('names changed by an administrator', () => {
  it('records a change to someone else’s names, not one to the administrator’s own or a repeat', async () => {
    const person = await signUp(t, unique('renamed'));
    const names = { names: { firstName: 'Wiremu', lastName: 'Tane' } };
    expect((await call('PUT', `/v1/users/${person.id}`, admin, names)).statusCode).toBe(200);
    expect((await call('PUT', `/v1/users/${person.id}`, admin, names)).statusCode).toBe(200);
    expect((await call('PUT', `/v1/users/${admin.id}`, admin, names)).statusCode).toBe(200);
    expect((await trail(person.id)).map((e) => [e.action, e.details])).toEqual([
      ['user.updateNames', { name: 'Wiremu Tane' }],
    ]);
    expect(await trail(admin.id)).toEqual([]);
  });
});
