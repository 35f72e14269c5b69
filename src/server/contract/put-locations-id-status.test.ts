// The mobile apps' guard (issue 25): PUT /v1/locations/{id}/status as spec section 7 writes it,
// "body status (active or inactive)", and the Location's `status` (section 3) read back. If a
// later change renames the field or its values, this file fails: change the apps first.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../testing/actors';
import { createTestApp, type TestContext } from '../testing/test-app';
import { getLocation, host, specProperty } from './locations-world';

let t: TestContext;
let owner: Actor;

beforeAll(async () => {
  t = await createTestApp();
  owner = await host(t);
});
afterAll(() => t.close());

const putStatus = (id: number, status: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/v1/locations/${id}/status`,
    payload: { status },
    headers: owner.headers,
  });

describe('PUT /v1/locations/{id}/status (spec section 7)', () => {
  it('turns a property Off (inactive) and On (active) again', async () => {
    const created = await specProperty(t, owner);
    const off = await putStatus(created.id, 'inactive');
    expect(off.statusCode, off.body).toBeLessThan(300);
    expect((await getLocation(t, created.id, owner)).json().status).toBe('inactive');

    const on = await putStatus(created.id, 'active');
    expect(on.statusCode, on.body).toBeLessThan(300);
    expect((await getLocation(t, created.id, owner)).json().status).toBe('active');
  });
});
