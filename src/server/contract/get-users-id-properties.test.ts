// The mobile apps' guard (issue 25): GET /v1/users/{id}/properties as spec section 7 writes it,
// "response items", each read by the Location fields of section 3. If a later change renames the
// field, this file fails: change the apps first.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../testing/actors';
import { createTestApp, type TestContext } from '../testing/test-app';
import { administrator, host, specProperty } from './locations-world';

let t: TestContext;
let owner: Actor;
let admin: Actor;

beforeAll(async () => {
  t = await createTestApp();
  owner = await host(t);
  admin = await administrator(t);
});
afterAll(() => t.close());

const properties = (userId: string, actor: Actor) =>
  t.app.inject({ method: 'GET', url: `/v1/users/${userId}/properties`, headers: actor.headers });

describe('GET /v1/users/{id}/properties (spec section 7)', () => {
  it('answers the host’s properties as items, to the host and to an administrator', async () => {
    const first = await specProperty(t, owner, [], 'Hapuku Paddock');
    const second = await specProperty(t, owner, [], 'Mangamaunu Orchard');
    for (const caller of [owner, admin]) {
      const res = await properties(owner.id, caller);
      expect(res.statusCode, res.body).toBe(200);
      const { items } = res.json() as { items: Record<string, unknown>[] };
      expect(Array.isArray(items)).toBe(true);
      expect(items.map((i) => i.id).sort()).toEqual([first.id, second.id].sort());
      for (const item of items) {
        for (const field of ['id', 'name', 'status', 'image', 'price']) {
          expect(item, `Location.${field}`).toHaveProperty(field);
        }
      }
      expect(items.find((i) => i.id === first.id)).toMatchObject({
        name: 'Hapuku Paddock',
        status: 'active',
      });
    }
  });
});
