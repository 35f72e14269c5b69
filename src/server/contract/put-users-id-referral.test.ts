// The mobile apps' guard for PUT /v1/users/{id}/referral (spec section 7: body referrer; section 4:
// a signed-in visitor arriving through a referral link has the referrer saved to their profile,
// read back as the User's referrer, section 3). Written only from the spec's words: if this file
// fails, an app written from the spec has broken.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { signUp } from '../testing/actors';
import { createTestApp, type TestContext } from '../testing/test-app';

let t: TestContext;
const REFERRER = 'CONTRACTREF1';

beforeAll(async () => {
  t = await createTestApp();
  // Setup: an affiliate whose referral link carries REFERRER.
  const affiliate = await signUp(t, 'contract-referral-affiliate@example.test');
  await t.database.db
    .update(users)
    .set({ isReferrer: true, referralCode: REFERRER, referralFeePercentage: '10' })
    .where(eq(users.id, affiliate.id));
});
afterAll(() => t.close());

describe('PUT /v1/users/{id}/referral, as the spec writes it', () => {
  it('saves the referrer to the profile', async () => {
    const visitor = await signUp(t, 'contract-referral-visitor@example.test');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/users/${visitor.id}/referral`,
      headers: visitor.headers,
      payload: { referrer: REFERRER },
    });
    expect(res.statusCode, res.body).toBe(200);
    const profile = await t.app.inject({ url: `/v1/users/${visitor.id}`, headers: visitor.headers });
    expect(profile.json().referrer).toBe(REFERRER);
  });
});
