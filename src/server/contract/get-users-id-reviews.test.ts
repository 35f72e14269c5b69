// The mobile apps' guard (issue 25): GET /v1/users/{id}/reviews exactly as spec section 7 writes it,
// sent with a bearer token by the user (spec section 4: sign-in loads the user's reviews, which tell
// the guest view which locations they already reviewed). Each review is the spec's Review (section 3):
// location, rating, comment; the list comes in `items` (as the spec's other lists: "response items").
// Written from the spec's words only: if a later change renames a field, this file fails.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app';
import type { Actor } from '../testing/actors';
import { createBooking } from '../testing/fixtures';
import { guestWithCard, listedProperty, night, paidHost } from './booking-world';

let t: TestContext;
let host: Actor;
beforeAll(async () => {
  t = await createTestApp();
  host = await paidHost(t);
});
afterAll(() => t.close());

describe('GET /v1/users/{id}/reviews, as the spec writes it', () => {
  it('lists the user’s reviews with location, rating and comment', async () => {
    const property = await listedProperty(t, host);
    const guest = await guestWithCard(t);
    await createBooking(t.database.db, {
      locationId: property.id,
      siteId: property.sites[0]!.id,
      guestId: guest.id,
      date: night(-3),
    });
    const review = await t.app.inject({
      method: 'POST',
      url: `/v1/locations/${property.id}/reviews`,
      headers: guest.headers,
      payload: { rating: 5, comment: 'Lovely hosts.' },
    });
    expect(review.statusCode, review.body).toBeLessThan(300);

    const res = await t.app.inject({ url: `/v1/users/${guest.id}/reviews`, headers: guest.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({ location: property.id, rating: 5, comment: 'Lovely hosts.' }),
    ]);
  });
});
