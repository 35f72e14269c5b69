// SQL on the reviews table, and the rating and review count kept on each location beside it.

import { and, avg, count, desc, eq, sql } from 'drizzle-orm';
import { jsonRows, type Db } from '../../db/client';
import { locations, reviews, users } from '../../db/schema';
import { REVIEW_WINDOW_DAYS } from '../../../domain/stay-reviews';

const reviewColumns = {
  id: reviews.id,
  location: reviews.locationId,
  locationName: locations.name,
  rating: reviews.rating,
  comment: reviews.comment,
  reviewerName: users.firstName,
  createdAt: reviews.createdAt,
  hostReply: reviews.hostReply,
};

export type ReviewRow = {
  id: number;
  location: number;
  locationName: string;
  rating: number;
  comment: string;
  reviewerName: string | null;
  createdAt: Date;
  hostReply: string | null;
};

/** Locks a location's row (one review of a location is written at a time); false when it does not exist. */
export async function lockLocation(tx: Db, locationId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.id, locationId))
    .for('update');
  return rows.length > 0;
}

export async function findLocation(db: Db, locationId: number) {
  const rows = await db
    .select({ id: locations.id, status: locations.status })
    .from(locations)
    .where(eq(locations.id, locationId));
  return rows[0] ?? null;
}

export async function hasReviewed(db: Db, userId: string, locationId: number): Promise<boolean> {
  const rows = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.locationId, locationId)))
    .limit(1);
  return rows.length > 0;
}

export async function insertReview(
  tx: Db,
  row: {
    locationId: number;
    userId: string;
    rating: number;
    comment: string;
    /** Issue 27: the stay a blind review is about, and whether it shows (and counts) at once. */
    stayArrival?: string;
    stayDeparture?: string;
    countedInRating?: boolean;
  },
): Promise<number> {
  const [inserted] = await tx.insert(reviews).values(row).returning({ id: reviews.id });
  return inserted!.id;
}

/** Sets a location's rating (the average of its reviews) and review count from its reviews. */
export async function refreshLocationRating(tx: Db, locationId: number): Promise<void> {
  const [stats] = await tx
    .select({ average: avg(reviews.rating), total: count() })
    .from(reviews)
    .where(and(eq(reviews.locationId, locationId), eq(reviews.countedInRating, true)));
  const total = stats?.total ?? 0;
  await tx
    .update(locations)
    .set({ rating: total > 0 ? Number(stats!.average) : null, reviewCount: total })
    .where(eq(locations.id, locationId));
}

const listQuery = (db: Db) =>
  db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(locations, eq(locations.id, reviews.locationId))
    .leftJoin(users, eq(users.id, reviews.userId));

/**
 * Whether a review shows to everyone at `today` (issue 27, decision 043): counted (both sides have
 * reviewed the stay, or it was never blind), or its stay's 14 days are over.
 */
export const reviewShows = (today: string) =>
  sql`(${reviews.countedInRating} or ${reviews.stayDeparture} + ${REVIEW_WINDOW_DAYS}::int <= ${today}::date)`;

/** A page of a location's reviews that show at `today`, newest first, after the review `afterId` (the previous page's last). */
export async function listLocationReviews(
  db: Db,
  locationId: number,
  limit: number,
  afterId: number | undefined,
  today: string,
): Promise<ReviewRow[]> {
  const after =
    afterId === undefined
      ? undefined
      : sql`(${reviews.createdAt}, ${reviews.id}) < (select r.created_at, r.id from reviews r where r.id = ${afterId})`;
  return listQuery(db)
    .where(and(eq(reviews.locationId, locationId), after, reviewShows(today)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

/** A user's reviews, newest first. */
export async function listUserReviews(db: Db, userId: string, limit: number): Promise<ReviewRow[]> {
  return listQuery(db)
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
}

export async function findReview(db: Db, id: number): Promise<ReviewRow | null> {
  const rows = await listQuery(db).where(eq(reviews.id, id));
  return rows[0] ?? null;
}

export async function userExists(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return rows.length > 0;
}

// ---- Personal data (issue 31, decision 058) ----

/** Reviews of places the person wrote, and those guests wrote of the places they host. */
export async function personalPlaceReviews(db: Db, userId: string) {
  const [written, received] = await Promise.all([
    jsonRows(
      db,
      sql`select r.id, l.name as "locationName", r.rating, r.comment, r.stay_arrival as "stayArrival",
                 r.stay_departure as "stayDeparture", r.host_reply as "hostReply", r.created_at as "createdAt"
            from reviews r join locations l on l.id = r.location_id
           where r.user_id = ${userId} order by r.created_at`,
    ),
    jsonRows(
      db,
      sql`select r.id, l.name as "locationName", r.rating, r.comment,
                 coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.name) as "authorName",
                 r.host_reply as "hostReply", r.host_replied_at as "hostRepliedAt", r.created_at as "createdAt"
            from reviews r join locations l on l.id = r.location_id left join users u on u.id = r.user_id
           where l.owner_id = ${userId} and (r.user_id is null or r.user_id <> ${userId})
           order by r.created_at`,
    ),
  ]);
  return { written, received };
}
