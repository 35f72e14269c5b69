// The bookings module on a real database: nights counted per site and night, the nights a guest holds,
// and the grouping of nights into stays (the nights one payment bought), whose shares add up exactly.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { IsoDate } from '../../../domain/dates';
import { bookings, locations, payments } from '../../db/schema';
import { createBooking, createLocation, createUser } from '../../testing/fixtures';
import { createPaidStay } from '../../testing/payments';
import { createTestApp, type TestContext } from '../../testing/test-app';
import * as service from './bookings.service';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('booked nights', () => {
  it('counts the nights that are not cancelled, by site and night, within the window', async () => {
    const db = t.database.db;
    const location = await createLocation(db, { sites: [{ spaces: 3 }, { spaces: 1 }] });
    const [a, b] = location.sites;
    const guest = await createUser(db);
    const other = await createUser(db);
    await createBooking(db, {
      locationId: location.id,
      siteId: a!.id,
      guestId: guest.id,
      date: '2026-05-01',
    });
    await createBooking(db, {
      locationId: location.id,
      siteId: a!.id,
      guestId: other.id,
      date: '2026-05-01',
    });
    await createBooking(db, {
      locationId: location.id,
      siteId: b!.id,
      guestId: other.id,
      date: '2026-05-02',
    });
    await createBooking(db, {
      locationId: location.id,
      siteId: b!.id,
      guestId: guest.id,
      date: '2026-05-03',
      status: 'cancelled',
    });
    await createBooking(db, {
      locationId: location.id,
      siteId: a!.id,
      guestId: guest.id,
      date: '2026-06-01',
    });

    // Read as the calendar reads them: the bookings module's column in a statement on locations (the
    // outer row named in full), read back with addBookedCounts.
    const [row] = await db
      .select({
        counts: sql<string>`${service.bookedCountsColumn(sql`locations.id`, '2026-05-01', '2026-05-31')}`,
      })
      .from(locations)
      .where(eq(locations.id, location.id));
    const counts = new Map<number, Map<IsoDate, number>>();
    service.addBookedCounts(row!.counts, counts);
    expect(
      Object.fromEntries([...counts].map(([site, nights]) => [site, Object.fromEntries(nights)])),
    ).toEqual({
      [a!.id]: { '2026-05-01': 2 },
      [b!.id]: { '2026-05-02': 1 },
    });

    expect([...(await service.guestNights(db, guest.id, '2026-05-01', '2026-06-30'))].sort()).toEqual([
      '2026-05-01',
      '2026-06-01',
    ]);
    expect(await service.guestHasBookingAt(db, guest.id, location.id)).toBe(true);
    const stranger = await createUser(db);
    expect(await service.guestHasBookingAt(db, stranger.id, location.id)).toBe(false);
  });
});

describe('a stay', () => {
  it('is the nights one payment bought: a discounted stay’s shares add up to what was paid', async () => {
    const db = t.database.db;
    const guest = await createUser(db);
    const host = await createUser(db);
    const { payment, nights } = await createPaidStay(db, {
      guest,
      host,
      prices: [1000, 2000, 3001],
      discount: 1000,
    });
    const shares = [];
    for (const night of nights) shares.push(await service.nightShareOfStay(db, payment, night.id));
    expect(shares.reduce((sum, s) => sum + s, 0)).toBe(payment.amount);
    expect(shares).toEqual([833, 1667, 2501]);
  });

  it('finds nights by id only when every one exists', async () => {
    const db = t.database.db;
    const guest = await createUser(db);
    const host = await createUser(db);
    const { nights } = await createPaidStay(db, { guest, host, prices: [1000, 1000] });
    const ids = nights.map((n) => n.id);
    expect((await service.findNights(db, [...ids].reverse()))!.map((n) => n.id)).toEqual(ids);
    expect(await service.findNights(db, [ids[0]!, 2_000_000_000])).toBeNull();
  });

  it('is refunded when its last night is, and a refunded night keeps its first refund', async () => {
    const db = t.database.db;
    const guest = await createUser(db);
    const host = await createUser(db);
    const { payment, nights } = await createPaidStay(db, { guest, host, prices: [1000, 1000] });
    const first = new Date('2026-03-05T00:00:00Z');
    await service.markNightRefunded(db, nights[0]!.id, first, 'rain', 1000);
    expect(await service.allNightsOfStayRefunded(db, payment.id)).toBe(false);
    await service.markNightRefunded(db, nights[0]!.id, new Date(), 'again', 500);
    await service.markNightRefunded(db, nights[1]!.id, first, null, 1000);
    expect(await service.allNightsOfStayRefunded(db, payment.id)).toBe(true);
    const [night] = await db.select().from(bookings).where(eq(bookings.id, nights[0]!.id));
    expect(night).toMatchObject({
      refunded: true,
      refundReason: 'rain',
      refundDate: first,
      refundAmount: 1000,
    });
    // The payment's own status is the payments module's to set.
    const [row] = await db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.status).toBe('reserved');
  });
});
