// The mobile apps' guard (issue 25): POST /v1/admin/refund exactly as spec section 7 writes it, body
// uid, reason, sent with an administrator's bearer token (spec section 6: administrators refund
// bookings, per night; section 5: the reason dialog's OK needs 10 characters). The Booking (section 3)
// then reads refunded, refundDate and refundReason. Written from the spec's words only: if a later
// change refuses this body or renames a field, this file fails.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app';
import type { Actor } from '../testing/actors';
import { administrator, booked, guestWithCard, listedProperty, night, paidHost } from './booking-world';

let t: TestContext;
let host: Actor;
let admin: Actor;
beforeAll(async () => {
  t = await createTestApp();
  host = await paidHost(t);
  admin = await administrator(t);
});
afterAll(() => t.close());

describe('POST /v1/admin/refund, as the spec writes it', () => {
  it('refunds a paid night by its uid with a reason', async () => {
    const property = await listedProperty(t, host);
    const guest = await guestWithCard(t);
    const [paid] = await booked(t, guest, property, [night(12)]);
    const reason = 'The host closed the paddock for a flood.';
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/refund',
      headers: admin.headers,
      payload: { uid: paid!.uid, reason },
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
    expect(res.statusCode, res.body).toBeLessThan(300);

    const list = await t.app.inject({ url: `/v1/bookings?guest=${guest.id}`, headers: admin.headers });
    const row = (list.json().items as Record<string, unknown>[]).find((b) => b.uid === paid!.uid);
    expect(row).toMatchObject({ uid: paid!.uid, refunded: true, refundReason: reason });
    expect(row!.refundDate).toEqual(expect.any(String));
  });
});
