// The mobile apps' guard (issue 25): POST /v1/locations/{id}/bookings exactly as spec section 7
// writes it. The body is `bookings`, each night the spec's Selected booking (section 3: location,
// site, day/date, price, dates YYYY-MM-DD, prices in cents), sent with a bearer token and no other
// header; the answer is a list whose nights carry status, locationName, host, paid and
// transactionReference (section 7) and the Booking's fields (section 3). Written from the spec's words
// only: if a later change renames a field or refuses this body, this file fails. Do not adapt it to
// the server; adapt the server to it.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../testing/test-app';
import type { Actor } from '../testing/actors';
import { guestWithCard, listedProperty, night, paidHost, SITE_PRICE } from './booking-world';

let t: TestContext;
let host: Actor;
beforeAll(async () => {
  t = await createTestApp();
  host = await paidHost(t);
});
afterAll(() => t.close());

type SpecNight = { location: number; site: number; date?: string; day?: string; price: number };

const book = (
  guest: Actor,
  locationId: number,
  bookings: SpecNight[],
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/locations/${locationId}/bookings`,
    headers: { ...guest.headers, ...headers },
    payload: { bookings },
  });

describe('POST /v1/locations/{id}/bookings, as the spec writes it', () => {
  it('books the selected nights and answers the list of booked nights', async () => {
    const property = await listedProperty(t, host);
    const site = property.sites[0]!.id;
    const guest = await guestWithCard(t);
    const res = await book(guest, property.id, [
      { location: property.id, site, date: night(4), price: SITE_PRICE },
      { location: property.id, site, date: night(5), price: SITE_PRICE },
    ]);
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
    expect(res.statusCode, res.body).toBeLessThan(300);
    const list = res.json();
    expect(Array.isArray(list)).toBe(true);
    expect(list).toHaveLength(2);
    for (const booking of list) {
      // Section 7: the fields the client reads.
      expect(booking.status).toBe('accepted');
      expect(booking.locationName).toBe('Contract Farm');
      expect(booking.host).toBe(host.id);
      expect(booking.paid).toBe(true);
      expect(typeof booking.transactionReference).toBe('string');
      expect(booking.transactionReference.length).toBeGreaterThan(0);
      // Section 3, Booking (one per night).
      expect(booking).toMatchObject({
        location: property.id,
        site,
        siteName: 'Paddock',
        guest: guest.id,
        price: SITE_PRICE,
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
      expect(booking.id).toBeDefined();
      expect(typeof booking.uid).toBe('string');
      expect(booking).toHaveProperty('siteDirections');
      expect(booking).toHaveProperty('refundDate');
      expect(booking).toHaveProperty('refundReason');
      expect(booking).toHaveProperty('guestVehicle.registration');
    }
    expect(list.map((b: { date: string }) => b.date).sort()).toEqual([night(4), night(5)]);
  });

  it('books once when the same client sends the same nights again (no Idempotency-Key)', async () => {
    const property = await listedProperty(t, host);
    const site = property.sites[0]!.id;
    const guest = await guestWithCard(t);
    const nights = [{ location: property.id, site, date: night(6), price: SITE_PRICE }];
    const first = await book(guest, property.id, nights);
    const again = await book(guest, property.id, nights);
    expect(first.statusCode, first.body).toBeLessThan(300);
    expect(again.statusCode, again.body).toBeLessThan(300);
    expect(again.json().map((b: { uid: string }) => b.uid)).toEqual(
      first.json().map((b: { uid: string }) => b.uid),
    );
    const mine = await t.app.inject({ url: '/v1/bookings', headers: guest.headers });
    expect(mine.json().items.filter((b: { date: string }) => b.date === night(6))).toHaveLength(1);
  });

  it('accepts the recommended Idempotency-Key header, and `day` for the date', async () => {
    const property = await listedProperty(t, host);
    const site = property.sites[0]!.id;
    const guest = await guestWithCard(t);
    const key = randomUUID();
    const nights = [{ location: property.id, site, day: night(7), price: SITE_PRICE }];
    const first = await book(guest, property.id, nights, { 'Idempotency-Key': key });
    const again = await book(guest, property.id, nights, { 'Idempotency-Key': key });
    expect(first.statusCode, first.body).toBeLessThan(300);
    expect(again.json()).toEqual(first.json());
    expect(first.json()[0]).toMatchObject({ date: night(7), status: 'accepted', paid: true });
  });

  it('refuses a night of another location, and a field the spec does not name, booking nothing', async () => {
    const property = await listedProperty(t, host);
    const other = await listedProperty(t, host);
    const site = property.sites[0]!.id;
    const guest = await guestWithCard(t);
    const wrong = await book(guest, property.id, [
      { location: other.id, site, date: night(8), price: SITE_PRICE },
    ]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(String(other.id));
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/v1/locations/${property.id}/bookings`,
      headers: guest.headers,
      payload: {
        bookings: [{ location: property.id, site, date: night(8), price: SITE_PRICE, colour: 'red' }],
      },
    });
    expect(unknown.statusCode).toBe(400);
    const mine = await t.app.inject({ url: '/v1/bookings', headers: guest.headers });
    expect(mine.json().items).toHaveLength(0);
  });
});
