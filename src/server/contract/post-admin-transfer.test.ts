// The mobile apps' guard (issue 25): POST /v1/admin/transfer exactly as spec section 7 writes it, body
// referrer, bookings (a list of booking uids), sent with an administrator's bearer token (spec section
// 4: only accepted, unpaid bookings are sent for payout). The answer has updatedBookings and
// referrerTransfer.referrer (section 3, Affiliate transfer), and the nights then carry
// referrerTransfer (section 3, Booking). Written from the spec's words only: if a later change refuses
// this body or renames a field, this file fails.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestApp, type TestContext } from '../testing/test-app';
import type { Actor } from '../testing/actors';
import {
  administrator,
  booked,
  guestWithCard,
  listedProperty,
  night,
  paidAffiliate,
  paidHost,
} from './booking-world';

let t: TestContext;
let host: Actor;
let admin: Actor;
beforeAll(async () => {
  t = await createTestApp();
  host = await paidHost(t);
  admin = await administrator(t);
});
afterAll(() => t.close());

describe('POST /v1/admin/transfer, as the spec writes it', () => {
  it('pays the affiliate for the referred nights and says which nights it updated', async () => {
    const affiliate = await paidAffiliate(t, 10);
    const property = await listedProperty(t, host);
    const guest = await guestWithCard(t);
    await t.database.db.update(users).set({ referrer: affiliate.referralCode }).where(eq(users.id, guest.id));
    const nights = await booked(t, guest, property, [night(5), night(6)]);
    const uids = nights.map((n) => n.uid);

    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/transfer',
      headers: admin.headers,
      payload: { referrer: affiliate.id, bookings: uids },
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
    expect(res.statusCode, res.body).toBeLessThan(300);
    const body = res.json();
    expect(body.referrerTransfer.referrer).toBe(affiliate.id);
    expect(Array.isArray(body.updatedBookings)).toBe(true);
    expect(body.updatedBookings.map((b: { uid: string }) => b.uid).sort()).toEqual([...uids].sort());

    const list = await t.app.inject({
      url: `/v1/bookings?referrer=${affiliate.id}`,
      headers: admin.headers,
    });
    for (const row of list.json().items as { referrerTransfer: string | null }[])
      expect(row.referrerTransfer).toEqual(expect.any(String));
  });
});
