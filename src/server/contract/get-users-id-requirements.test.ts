// The mobile apps' guard for GET /v1/users/{id}/requirements (spec section 7: response currentlyDue
// (and link); section 4: if anything is currently due an account verification link is requested).
// Written only from the spec's words: if this file fails, an app written from the spec has broken.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHostWithAccount } from '../testing/payments';
import { createTestApp, type TestContext } from '../testing/test-app';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /v1/users/{id}/requirements, as the spec writes it', () => {
  it('answers currentlyDue and link', async () => {
    const host = await apiHostWithAccount(t, 'contract-requirements@example.test');
    const res = await t.app.inject({ url: `/v1/users/${host.id}/requirements`, headers: host.headers });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Array.isArray(body.currentlyDue)).toBe(true);
    expect(body).toHaveProperty('link');
    // A new account has something due, so the link is there to provide it.
    expect(body.currentlyDue.length).toBeGreaterThan(0);
    expect(typeof body.link).toBe('string');
  });
});
