// SQL on the bookings table: one row per night (spec section 3), grouped into stays by the payment
// that bought them. Every query on bookings lives here; other modules go through this file.

import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import type { IsoDate } from '../../../domain/dates';

export type BookingRow = typeof bookings.$inferSelect;

// The calendar counts bookings on every view of a property: built once per database and prepared,
// rather than rebuilt by the query builder on every request.
const statements = new WeakMap<Db, ReturnType<typeof prepareStatements>>();

function prepareStatements(db: Db) {
  return {
    bookedCounts: db
      .select({ siteId: bookings.siteId, date: bookings.date, count: sql<number>`count(*)::int` })
      .from(bookings)
      .where(
        and(
          eq(bookings.locationId, sql.placeholder('locationId')),
          gte(bookings.date, sql.placeholder('from')),
          lte(bookings.date, sql.placeholder('to')),
          ne(bookings.status, 'cancelled'),
        ),
      )
      .groupBy(bookings.siteId, bookings.date)
      .prepare('calendar_booked_counts'),
  };
}

function prepared(db: Db) {
  let found = statements.get(db);
  if (!found) statements.set(db, (found = prepareStatements(db)));
  return found;
}

/** Non-cancelled bookings per site and night of a location over a window. */
export async function countBookingsPerSiteNight(
  db: Db,
  locationId: number,
  from: IsoDate,
  to: IsoDate,
): Promise<{ siteId: number; date: IsoDate; count: number }[]> {
  return prepared(db).bookedCounts.execute({ locationId, from, to });
}

/** Nights a guest already holds a booking on, anywhere, over a window. */
export async function listGuestBookedNights(
  db: Db,
  guestId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<IsoDate[]> {
  const rows = await db
    .selectDistinct({ date: bookings.date })
    .from(bookings)
    .where(
      and(
        eq(bookings.guestId, guestId),
        gte(bookings.date, from),
        lte(bookings.date, to),
        ne(bookings.status, 'cancelled'),
      ),
    );
  return rows.map((r) => r.date);
}

/** Whether a guest holds a booking at a location that is not cancelled, on any night. */
export async function guestHasBookingAt(db: Db, guestId: string, locationId: number): Promise<boolean> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.guestId, guestId),
        eq(bookings.locationId, locationId),
        ne(bookings.status, 'cancelled'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The nights with these ids, in id order (fewer when some do not exist). */
export async function findBookings(db: Db, ids: number[]): Promise<BookingRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(bookings).where(inArray(bookings.id, ids)).orderBy(asc(bookings.id));
}

/** The nights of a stay (bought by one payment), in a fixed order (their ids), with their prices. */
export async function listNightsOfStay(db: Db, paymentId: string): Promise<{ id: number; price: number }[]> {
  return db
    .select({ id: bookings.id, price: bookings.price })
    .from(bookings)
    .where(eq(bookings.paymentId, paymentId))
    .orderBy(asc(bookings.id));
}

/** Whether every night of a stay is refunded (a stay without nights is not). */
export async function allNightsOfStayRefunded(db: Db, paymentId: string): Promise<boolean> {
  const [row] = await db
    .select({
      nights: sql<number>`count(*)::int`,
      open: sql<number>`count(*) filter (where not ${bookings.refunded})::int`,
    })
    .from(bookings)
    .where(eq(bookings.paymentId, paymentId));
  return (row?.nights ?? 0) > 0 && row!.open === 0;
}

export async function markBookingRefunded(
  db: Db,
  id: number,
  at: Date,
  reason: string | null,
): Promise<void> {
  await db
    .update(bookings)
    .set({ refunded: true, refundDate: at, refundReason: reason, updatedAt: at })
    .where(and(eq(bookings.id, id), eq(bookings.refunded, false)));
}

export async function setReferrerTransfer(db: Db, bookingId: number, transferId: string): Promise<void> {
  await db
    .update(bookings)
    .set({ referrerTransfer: transferId, updatedAt: new Date() })
    .where(eq(bookings.id, bookingId));
}
