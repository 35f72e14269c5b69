// The mobile apps' guard (issue 25): POST /v1/locations/{id}/reviews exactly as spec section 7 writes
// it, body rating, comment, sent with a bearer token by a guest whose stay there has ended (spec
// section 4: review offered only after departure, when accepted). The Review (section 3) is location,
// rating (1 to 5), comment. Written from the spec's words only: if a later change refuses this body or
// renames a field, this file fails.

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

describe('POST /v1/locations/{id}/reviews, as the spec writes it', () => {
  it('records a review of a stay that has ended', async () => {
    const property = await listedProperty(t, host);
    const guest = await guestWithCard(t);
    // A paid, accepted night two nights ago: the guest departed yesterday.
    await createBooking(t.database.db, {
      locationId: property.id,
      siteId: property.sites[0]!.id,
      guestId: guest.id,
      date: night(-2),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/locations/${property.id}/reviews`,
      headers: guest.headers,
      payload: { rating: 4, comment: 'A quiet paddock with a view of the hills.' },
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(res.json()).toMatchObject({
      location: property.id,
      rating: 4,
      comment: 'A quiet paddock with a view of the hills.',
    });
  });
});
