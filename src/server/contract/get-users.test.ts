// The mobile apps' guard for GET /v1/users (spec section 7: query search, cursor; the admin list, and
// also how the app fetches the current user's profile). Answer fields are section 3's User. Written
// only from the spec's words: if this file fails, an app written from the spec has broken.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Actor } from '../testing/actors';
import { createTestApp, type TestContext } from '../testing/test-app';
import { expectUserFields } from './users-contract.fixtures';

let t: TestContext;
let admin: Actor;
let camper: Actor;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t, 'contract-list-admin@example.test', { roles: ['administrator'] });
  camper = await signUp(t, 'contract-list-camper@example.test', { firstName: 'Mere', lastName: 'Tane' });
});
afterAll(() => t.close());

/** The users of an answer: a list, or the list under `items`. */
const usersOf = (body: unknown): Record<string, unknown>[] =>
  Array.isArray(body) ? body : (body as { items: Record<string, unknown>[] }).items;

describe('GET /v1/users, as the spec writes it', () => {
  it('searches users for an administrator, each with the User fields', async () => {
    const res = await t.app.inject({ url: '/v1/users?search=contract-list-camper', headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    const found = usersOf(res.json());
    expect(found.map((u) => u.email)).toEqual([camper.email]);
    expectUserFields(found[0]);
  });

  it('takes a cursor', async () => {
    const res = await t.app.inject({
      url: `/v1/users?search=contract&cursor=${encodeURIComponent(admin.email)}`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(usersOf(res.json()).map((u) => u.email)).toEqual([camper.email]);
  });

  it('fetches the current user’s profile', async () => {
    const res = await t.app.inject({ url: '/v1/users', headers: camper.headers });
    expect(res.statusCode, res.body).toBe(200);
    const own = usersOf(res.json());
    expect(own).toHaveLength(1);
    expectUserFields(own[0]);
    expect(own[0]).toMatchObject({ id: camper.id, email: camper.email, firstName: 'Mere', lastName: 'Tane' });
  });
});
