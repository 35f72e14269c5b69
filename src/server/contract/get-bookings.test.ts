// The mobile apps' guard (issue 25): GET /v1/bookings exactly as spec section 7 writes it, with each
// of its query names (host, location, cursor, guest, from, referrer, fromDate, toDate), sent with a
// bearer token. Each row is the spec's Booking (section 3, one per night), read by the flat names the
// spec gives: hostFirstName, hostLastName, hostEmail, hostPhone, guestFirstName, guestLastName,
// guestEmail, guestPhone and guestVehicle.registration. The rows come in `items`, the page's next
// `cursor` beside them (as the spec's other lists: "response items"; 50 a page, section 9). Written
// from the spec's words only: if a later change renames a field or a query name, this file fails.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestApp, type TestContext } from '../testing/test-app';
import { createBooking } from '../testing/fixtures';
import type { Actor } from '../testing/actors';
import { booked, guestWithCard, listedProperty, night, paidAffiliate, paidHost } from './booking-world';

let t: TestContext;
let host: Actor;
let guest: Actor;
let property: Awaited<ReturnType<typeof listedProperty>>;
let affiliate: Awaited<ReturnType<typeof paidAffiliate>>;

type Row = Record<string, unknown> & { date: string; uid: string };
const get = async (who: Actor, query: Record<string, string | number> = {}) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await t.app.inject({ url: `/v1/bookings${qs ? `?${qs}` : ''}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Row[]; cursor: string | null };
};
const dates = (rows: Row[]) => rows.map((r) => r.date).sort();

beforeAll(async () => {
  t = await createTestApp();
  host = await paidHost(t);
  affiliate = await paidAffiliate(t);
  property = await listedProperty(t, host);
  guest = await guestWithCard(t);
  // The guest arrived through the affiliate's link (spec section 4), then booked three nights.
  await t.database.db.update(users).set({ referrer: affiliate.referralCode }).where(eq(users.id, guest.id));
  await booked(t, guest, property, [night(3), night(4), night(10)]);
});
afterAll(() => t.close());

describe('GET /v1/bookings, as the spec writes it', () => {
  it('answers the guest’s nights with the flat host and guest fields of the Booking', async () => {
    const { items } = await get(guest);
    expect(dates(items)).toEqual([night(3), night(4), night(10)]);
    for (const row of items) {
      expect(row).toMatchObject({
        location: property.id,
        locationName: 'Contract Farm',
        site: property.sites[0]!.id,
        siteName: 'Paddock',
        guest: guest.id,
        host: host.id,
        status: 'accepted',
        paid: true,
        refunded: false,
        hostFirstName: 'Hine',
        hostLastName: 'Host',
        hostEmail: host.email,
        hostPhone: '+64 21 555 0199',
        guestFirstName: 'Mere',
        guestLastName: 'Guest',
        guestEmail: guest.email,
        guestPhone: '+64 21 555 0188',
      });
      for (const field of ['id', 'uid', 'price', 'transactionReference', 'refundDate', 'refundReason'])
        expect(row).toHaveProperty(field);
      expect(row).toHaveProperty('guestVehicle.registration');
      expect(row).toHaveProperty('siteDirections');
      expect(row).toHaveProperty('referrerTransfer');
    }
  });

  it('answers a host’s guests (`host`), with the guest’s contact', async () => {
    const { items } = await get(host, { host: host.id });
    expect(dates(items)).toEqual([night(3), night(4), night(10)]);
    expect(items[0]).toMatchObject({
      guestFirstName: 'Mere',
      guestLastName: 'Guest',
      guestEmail: guest.email,
      guestPhone: '+64 21 555 0188',
    });
  });

  it('takes `guest`, `location`, `from`, `fromDate` and `toDate`', async () => {
    expect(dates((await get(guest, { guest: guest.id })).items)).toHaveLength(3);
    expect(dates((await get(guest, { location: property.id })).items)).toHaveLength(3);
    expect(dates((await get(host, { host: host.id, location: property.id })).items)).toHaveLength(3);
    expect(dates((await get(guest, { from: night(4) })).items)).toEqual([night(4), night(10)]);
    expect(dates((await get(guest, { fromDate: night(4), toDate: night(9) })).items)).toEqual([night(4)]);
    expect(dates((await get(guest, { toDate: night(3) })).items)).toEqual([night(3)]);
  });

  it('takes `referrer`: the nights an affiliate’s referrals booked', async () => {
    const { items } = await get(affiliate, { referrer: affiliate.id });
    expect(dates(items)).toEqual([night(3), night(4), night(10)]);
  });

  it('takes `cursor`: the next page of 50 after a full one', async () => {
    const many = await guestWithCard(t);
    const other = await listedProperty(t, host);
    for (let i = 0; i < 51; i++) {
      await createBooking(t.database.db, {
        locationId: other.id,
        siteId: other.sites[0]!.id,
        guestId: many.id,
        date: night(-100 + i),
      });
    }
    const first = await get(many);
    expect(first.items).toHaveLength(50);
    expect(first.cursor).toEqual(expect.any(String));
    const second = await get(many, { cursor: first.cursor! });
    expect(second.items).toHaveLength(1);
    const uids = new Set([...first.items, ...second.items].map((r) => r.uid));
    expect(uids.size).toBe(51);
  });
});
