// The mobile apps' guard for POST /v1/users/{id}/account-verification-link and /account-update-link
// (spec section 7: body successUrl, failureUrl; the answer's shape is not shown, so only that it
// carries a link is checked). Written only from the spec's words: if this file fails, an app written
// from the spec has broken.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHostWithAccount } from '../testing/payments';
import type { Actor } from '../testing/actors';
import { createTestApp, type TestContext } from '../testing/test-app';

let t: TestContext;
let host: Actor;

beforeAll(async () => {
  t = await createTestApp();
  host = await apiHostWithAccount(t, 'contract-links@example.test');
});
afterAll(() => t.close());

describe.each(['account-verification-link', 'account-update-link'])('POST /v1/users/{id}/%s', (path) => {
  it('answers a link for successUrl and failureUrl', async () => {
    const base = t.config.publicUrl;
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/users/${host.id}/${path}`,
      headers: host.headers,
      payload: {
        successUrl: `${base}/account-verification-success`,
        failureUrl: `${base}/account-update-failure`,
      },
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
    expect(res.statusCode).toBeLessThan(300);
    expect(res.body).toMatch(/https?:\/\//);
  });
});
