// GET /v1/bookings on a real database: each caller sees only their own nights (a guest theirs, a host
// those at their properties, administrators anyone's), 50 a page by cursor, with the host's contact
// and the exact address only where the rules allow.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bookings, locations, sites, users } from '../../db/schema';
import { createBooking, createLocation } from '../../testing/fixtures';
import { createPaidStay, type User } from '../../testing/payments';
import { signUp, type Actor } from '../../testing/actors';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { groupStays } from '../../../domain/stays';
import type { BookingList } from '../../../domain/schemas/booking-list';

let t: TestContext;
let guest: Actor;
let other: Actor;
let host: Actor;
let admin: Actor;
let stay: Awaited<ReturnType<typeof createPaidStay>>;

const userRow = async (actor: Actor): Promise<User> =>
  (await t.database.db.select().from(users).where(eq(users.id, actor.id)))[0]!;

async function list(actor: Actor | null, query = ''): Promise<{ status: number; body: BookingList }> {
  const res = await t.app.inject({
    url: `/v1/bookings${query}`,
    headers: actor ? actor.headers : {},
  });
  return { status: res.statusCode, body: res.json() };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  guest = await signUp(t, 'stays-guest@example.test', { firstName: 'Gwen', lastName: 'Guest' });
  other = await signUp(t, 'stays-other@example.test');
  host = await signUp(t, 'stays-host@example.test', {
    accountValid: true,
    firstName: 'Hemi',
    lastName: 'Host',
  });
  admin = await signUp(t, 'stays-admin@example.test', { roles: ['administrator'] });
  await db.update(users).set({ phone: '+64 21 555 0101' }).where(eq(users.id, host.id));
  stay = await createPaidStay(db, {
    guest: await userRow(guest),
    host: await userRow(host),
    prices: [1000, 2000, 3001],
    discount: 1000,
    firstNight: '2026-03-01',
  });
  await db
    .update(locations)
    .set({ address: '12 Kahu Road', postcode: '7010', directions: 'Past the woolshed' })
    .where(eq(locations.id, stay.location.id));
  await db.update(sites).set({ directions: 'Second gate' }).where(eq(sites.id, stay.location.sites[0]!.id));
  // The second night is refunded.
  await db
    .update(bookings)
    .set({ refunded: true, refundDate: new Date('2026-02-20T00:00:00Z'), refundReason: 'rain' })
    .where(eq(bookings.id, stay.nights[1]!.id));
});
afterAll(() => t.close());

describe('GET /v1/bookings', () => {
  it('asks visitors to sign in', async () => {
    expect((await list(null)).status).toBe(401);
  });

  it('gives a guest their own nights, newest first, with the host’s contact, the address and the directions', async () => {
    const { status, body } = await list(guest);
    expect(status).toBe(200);
    expect(body.cursor).toBeNull();
    expect(body.items.map((n) => n.date)).toEqual(['2026-03-03', '2026-03-02', '2026-03-01']);
    const first = body.items[2]!;
    expect(first).toMatchObject({
      stayId: stay.payment.id,
      location: stay.location.id,
      locationName: 'Test Farm',
      siteName: 'Site 1',
      siteDirections: 'Second gate',
      locationDirections: 'Past the woolshed',
      status: 'accepted',
      price: 1000,
      paid: true,
      amountPaid: 833,
      refunded: false,
      amountRefunded: 0,
      hostContact: {
        firstName: 'Hemi',
        lastName: 'Host',
        email: 'stays-host@example.test',
        phone: '+64 21 555 0101',
      },
      // The spec's flat names (section 3) beside the nested contact.
      hostFirstName: 'Hemi',
      hostLastName: 'Host',
      hostEmail: 'stays-host@example.test',
      hostPhone: '+64 21 555 0101',
    });
    expect(first.address).toMatchObject({ address: '12 Kahu Road', postcode: '7010' });
    expect(body.items[1]).toMatchObject({
      refunded: true,
      amountPaid: 1667,
      amountRefunded: 1667,
      refundReason: 'rain',
    });

    // Grouped, the three nights are one stay: paid what the payment took, less the refunded night.
    const [grouped, ...rest] = groupStays(body.items);
    expect(rest).toEqual([]);
    expect(grouped).toMatchObject({
      dateOfArrival: '2026-03-01',
      dateOfDeparture: '2026-03-04',
      totalPaid: stay.payment.amount,
      totalRefunded: 1667,
    });
  });

  it('shows another guest nothing of it, and answers 404 for someone else’s guest or host id', async () => {
    expect((await list(other)).body.items).toEqual([]);
    expect((await list(other, `?guest=${guest.id}`)).status).toBe(404);
    expect((await list(other, `?host=${host.id}`)).status).toBe(404);
    // Asking for a property's nights gives a guest only their own there.
    expect((await list(other, `?location=${stay.location.id}`)).body.items).toEqual([]);
    // A guest without a valid payout account is no host, even of themselves.
    expect((await list(other, `?host=${other.id}`)).status).toBe(404);
  });

  it('gives the host the nights at their properties with the guest’s contact', async () => {
    const { status, body } = await list(host, `?host=${host.id}`);
    expect(status).toBe(200);
    expect(body.items).toHaveLength(3);
    expect(body.items[0]!.guestContact).toMatchObject({
      firstName: 'Gwen',
      email: 'stays-guest@example.test',
    });
    expect(body.items[0]!.address).not.toBeNull();
    // Without `host`, a host's own trips (none).
    expect((await list(host)).body.items).toEqual([]);
  });

  it('gives administrators anyone’s nights, by guest, host or property', async () => {
    expect((await list(admin, `?guest=${guest.id}`)).body.items).toHaveLength(3);
    expect((await list(admin, `?host=${host.id}`)).body.items).toHaveLength(3);
    expect((await list(admin, `?location=${stay.location.id}`)).body.items).toHaveLength(3);
    expect((await list(admin)).body.items).toEqual([]);
  });

  it('leaves out a declined attempt’s released nights, except for administrators', async () => {
    const db = t.database.db;
    const declined = await signUp(t, 'stays-declined@example.test');
    await createBooking(db, {
      locationId: stay.location.id,
      siteId: stay.location.sites[0]!.id,
      guestId: declined.id,
      date: '2026-04-01',
      status: 'cancelled',
    });
    await db.update(bookings).set({ paid: false }).where(eq(bookings.guestId, declined.id));
    expect((await list(declined)).body.items).toEqual([]);
    expect((await list(admin, `?guest=${declined.id}`)).body.items).toHaveLength(1);
  });

  it('gives an affiliate the nights their referrals booked, and nobody else’s', async () => {
    const db = t.database.db;
    const affiliate = await signUp(t, 'stays-affiliate@example.test');
    await db.update(bookings).set({ referrerId: affiliate.id }).where(eq(bookings.id, stay.nights[0]!.id));
    const mine = await list(affiliate, `?referrer=${affiliate.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((n) => n.id)).toEqual([stay.nights[0]!.id]);
    // The guest's contact is not the affiliate's to see, by either name (issue 25's flat fields).
    expect(mine.body.items[0]!.guestContact).toBeNull();
    expect(mine.body.items[0]).toMatchObject({
      guestFirstName: null,
      guestLastName: null,
      guestEmail: null,
      guestPhone: null,
      hostFirstName: null,
      hostLastName: null,
      hostEmail: null,
      hostPhone: null,
      guestVehicle: { registration: null },
    });
    expect((await list(admin, `?referrer=${affiliate.id}`)).body.items).toHaveLength(1);
    expect((await list(other, `?referrer=${affiliate.id}`)).status).toBe(404);
    expect((await list(null, `?referrer=${affiliate.id}`)).status).toBe(401);
  });

  it('filters by dates: from a date on (oldest first) and up to a date', async () => {
    const from = await list(guest, '?from=2026-03-02');
    expect(from.body.items.map((n) => n.date)).toEqual(['2026-03-02', '2026-03-03']);
    const range = await list(guest, '?fromDate=2026-03-01&toDate=2026-03-02');
    expect(range.body.items.map((n) => n.date)).toEqual(['2026-03-01', '2026-03-02']);
  });

  it('hides the host’s contact on cancelled nights, and the address once no night there stands', async () => {
    const db = t.database.db;
    const g = await signUp(t, 'stays-cancelled@example.test');
    const place = await createLocation(db, { ownerId: host.id, directions: 'Left at the tree' });
    await createBooking(db, {
      locationId: place.id,
      siteId: place.sites[0]!.id,
      guestId: g.id,
      date: '2026-04-01',
      status: 'cancelled',
    });
    const [night] = (await list(g)).body.items;
    expect(night).toMatchObject({
      status: 'cancelled',
      hostContact: null,
      hostFirstName: null,
      hostLastName: null,
      hostEmail: null,
      hostPhone: null,
      address: null,
      locationDirections: null,
    });
  });

  it('pages 50 nights at a time by cursor', async () => {
    const db = t.database.db;
    const g = await signUp(t, 'stays-many@example.test');
    const place = await createLocation(db, { sites: [{ spaces: 100 }] });
    for (let i = 0; i < 55; i++) {
      const date = new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10);
      await createBooking(db, { locationId: place.id, siteId: place.sites[0]!.id, guestId: g.id, date });
    }
    const first = await list(g);
    expect(first.body.items).toHaveLength(50);
    expect(first.body.cursor).not.toBeNull();
    const second = await list(g, `?cursor=${encodeURIComponent(first.body.cursor!)}`);
    expect(second.body.items).toHaveLength(5);
    expect(second.body.cursor).toBeNull();
    const all = [...first.body.items, ...second.body.items].map((n) => n.id);
    expect(new Set(all).size).toBe(55);
    // Nights without a payment still group: 55 consecutive nights at one place are one stay.
    expect(groupStays([...first.body.items, ...second.body.items])).toHaveLength(1);
  });

  it('refuses a cursor it did not write', async () => {
    const res = await list(guest, '?cursor=2026-02-30.5');
    expect(res.status).toBe(400);
    expect((await list(guest, '?cursor=nonsense')).status).toBe(400);
    expect((await list(guest, '?cursor=2026-01-01.99999999999')).status).toBe(400);
  });
});
