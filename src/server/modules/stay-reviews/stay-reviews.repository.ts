// SQL of reviews both ways, no-shows and the guest profile (issue 27, decision 043). A stay is named
// by its property, its guest and its arrival.

import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { IsoDate } from '../../../domain/dates';
import { REVIEW_WINDOW_DAYS } from '../../../domain/stay-reviews';
import { jsonRows, type Db } from '../../db/client';
import { bookings, guestReviews, locations, messageThreads, noShows, reviews, users } from '../../db/schema';

export type StayRef = { locationId: number; guestId: string; arrival: IsoDate };

/** A night by its uid with its property's name and owner, or null. */
export async function findNight(db: Db, uid: string) {
  const rows = await db
    .select({
      date: bookings.date,
      status: bookings.status,
      guestId: bookings.guestId,
      hostId: bookings.hostId,
      locationId: bookings.locationId,
      locationName: locations.name,
      ownerId: locations.ownerId,
    })
    .from(bookings)
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .where(eq(bookings.uid, uid))
    .limit(1);
  return rows[0] ?? null;
}

export async function findPerson(db: Db, userId: string) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return rows[0] ?? null;
}

const stayIs = (table: typeof guestReviews | typeof noShows, stay: StayRef) =>
  and(
    eq(table.locationId, stay.locationId),
    eq(table.guestId, stay.guestId),
    eq(table.arrival, stay.arrival),
  );

export async function findGuestReview(db: Db, stay: StayRef) {
  const rows = await db.select().from(guestReviews).where(stayIs(guestReviews, stay));
  return rows[0] ?? null;
}

export async function insertGuestReview(tx: Db, row: typeof guestReviews.$inferInsert) {
  const [inserted] = await tx
    .insert(guestReviews)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: guestReviews.id });
  return inserted?.id ?? null;
}

/** The guest's review of the place written for this stay (from My Trips), or null. */
export async function findPlaceReviewOfStay(db: Db, stay: StayRef) {
  const rows = await db
    .select()
    .from(reviews)
    .where(
      and(
        eq(reviews.locationId, stay.locationId),
        eq(reviews.userId, stay.guestId),
        eq(reviews.stayArrival, stay.arrival),
      ),
    );
  return rows[0] ?? null;
}

/** Counts a blind review of a place in its rating from now on (it shows). */
export async function markReviewCounted(tx: Db, reviewId: number): Promise<void> {
  await tx.update(reviews).set({ countedInRating: true }).where(eq(reviews.id, reviewId));
}

/**
 * Reviews of places whose window closed by `today` and are not yet counted: they are counted now, and
 * their properties returned so their ratings are worked out again. Shown already (visibility reads
 * the dates); this only brings each property's stored rating up to date.
 */
export async function countRevealedReviews(tx: Db, today: IsoDate): Promise<number[]> {
  const rows = await tx
    .update(reviews)
    .set({ countedInRating: true })
    .where(
      and(
        eq(reviews.countedInRating, false),
        sql`${reviews.stayDeparture} + ${REVIEW_WINDOW_DAYS}::int <= ${today}::date`,
      ),
    )
    .returning({ locationId: reviews.locationId });
  return [...new Set(rows.map((r) => r.locationId))];
}

export async function setHostReply(tx: Db, reviewId: number, reply: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(reviews)
    .set({ hostReply: reply, hostRepliedAt: now })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.hostReply)))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

export async function findReviewWithOwner(db: Db, reviewId: number) {
  const rows = await db
    .select({ review: reviews, ownerId: locations.ownerId })
    .from(reviews)
    .innerJoin(locations, eq(locations.id, reviews.locationId))
    .where(eq(reviews.id, reviewId));
  return rows[0] ?? null;
}

export async function findNoShow(db: Db, stay: StayRef) {
  const rows = await db.select().from(noShows).where(stayIs(noShows, stay));
  return rows[0] ?? null;
}

export async function insertNoShow(tx: Db, row: typeof noShows.$inferInsert): Promise<boolean> {
  const rows = await tx.insert(noShows).values(row).onConflictDoNothing().returning({ id: noShows.id });
  return rows.length > 0;
}

/** A guest's no-shows, newest first, with the property's name. */
export async function listNoShows(db: Db, guestId: string) {
  return db
    .select({
      id: noShows.id,
      arrival: noShows.arrival,
      note: noShows.note,
      createdAt: noShows.createdAt,
      clearedAt: noShows.clearedAt,
      locationName: locations.name,
    })
    .from(noShows)
    .innerJoin(locations, eq(locations.id, noShows.locationId))
    .where(eq(noShows.guestId, guestId))
    .orderBy(desc(noShows.arrival), desc(noShows.id));
}

/** Clears every no-show of a guest not cleared yet; how many were cleared. */
export async function clearNoShows(tx: Db, guestId: string, by: string, now: Date): Promise<number> {
  const rows = await tx
    .update(noShows)
    .set({ clearedAt: now, clearedBy: by })
    .where(and(eq(noShows.guestId, guestId), isNull(noShows.clearedAt)))
    .returning({ id: noShows.id });
  return rows.length;
}

/** The guest's accepted, paid nights everywhere (for their completed stays). */
export async function listGuestAcceptedNights(db: Db, guestId: string) {
  return db
    .select({ date: bookings.date, location: bookings.locationId, stayId: bookings.paymentId })
    .from(bookings)
    .where(and(eq(bookings.guestId, guestId), eq(bookings.status, 'accepted'), eq(bookings.paid, true)))
    .orderBy(asc(bookings.date));
}

/**
 * The hosts' reviews of a guest that show at `today`: the guest has reviewed the stay too, or the
 * window is over. Newest first.
 */
export async function listRevealedGuestReviews(db: Db, guestId: string, today: IsoDate) {
  return db
    .select({
      rating: guestReviews.rating,
      comment: guestReviews.comment,
      createdAt: guestReviews.createdAt,
      locationName: locations.name,
      hostName: users.firstName,
    })
    .from(guestReviews)
    .innerJoin(locations, eq(locations.id, guestReviews.locationId))
    .leftJoin(users, eq(users.id, guestReviews.hostId))
    .where(
      and(
        eq(guestReviews.guestId, guestId),
        or(
          sql`${guestReviews.departure} + ${REVIEW_WINDOW_DAYS}::int <= ${today}::date`,
          sql`exists (select 1 from ${reviews} r where r.location_id = ${guestReviews.locationId}
                and r.user_id = ${guestReviews.guestId} and r.stay_arrival = ${guestReviews.arrival})`,
        ),
      ),
    )
    .orderBy(desc(guestReviews.createdAt), desc(guestReviews.id));
}

/** Whether the host has a night (booked or asked for) or a conversation with the guest. */
export async function hostKnowsGuest(db: Db, hostId: string, guestId: string): Promise<boolean> {
  const [night] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.hostId, hostId), eq(bookings.guestId, guestId)))
    .limit(1);
  if (night) return true;
  const [thread] = await db
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(and(eq(messageThreads.hostId, hostId), eq(messageThreads.guestId, guestId)))
    .limit(1);
  return !!thread;
}

/** The no-shows that still stop instant booking need only these. */
export async function listGuestNoShowRecords(db: Db, guestIds: string[]) {
  if (guestIds.length === 0) return [];
  return db
    .select({ guestId: noShows.guestId, arrival: noShows.arrival, clearedAt: noShows.clearedAt })
    .from(noShows)
    .where(inArray(noShows.guestId, guestIds));
}

// ---- Personal data (issue 31, decision 058) ----

/** Hosts' reviews of a person as a guest, and the no-shows marked against them. */
export async function personalGuestReviews(db: Db, userId: string) {
  const [written, received, noShowRows] = await Promise.all([
    jsonRows(
      db,
      sql`select r.id, l.name as "locationName", r.arrival, r.departure, r.rating, r.comment,
                 coalesce(nullif(trim(concat_ws(' ', g.first_name, g.last_name)), ''), g.name) as "guestName",
                 r.created_at as "createdAt"
            from guest_reviews r join locations l on l.id = r.location_id join users g on g.id = r.guest_id
           where r.host_id = ${userId} order by r.created_at`,
    ),
    jsonRows(
      db,
      sql`select r.id, l.name as "locationName", r.arrival, r.departure, r.rating, r.comment,
                 r.created_at as "createdAt"
            from guest_reviews r join locations l on l.id = r.location_id
           where r.guest_id = ${userId} order by r.created_at`,
    ),
    jsonRows(
      db,
      sql`select n.id, l.name as "locationName", n.arrival, n.note, n.created_at as "createdAt",
                 n.cleared_at as "clearedAt"
            from no_shows n join locations l on l.id = n.location_id
           where n.guest_id = ${userId} order by n.created_at`,
    ),
  ]);
  return { written, received, noShows: noShowRows };
}

/** Deletion: what hosts wrote about the person as a guest goes with them (it only served their profile). */
export async function eraseGuestReviewsAbout(db: Db, guestId: string): Promise<void> {
  await db.delete(guestReviews).where(eq(guestReviews.guestId, guestId));
  await db.delete(noShows).where(eq(noShows.guestId, guestId));
}
