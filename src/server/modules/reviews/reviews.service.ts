// Reviews (spec sections 3, 4 and 7): after departure, a guest with an accepted, paid stay at a
// property rates it 1 to 5 stars with a comment, once per property. The review and the property's
// rating and review count are written in one transaction, under a lock on the property's row, so two
// reviews of one property never lose an update and a guest's second review is refused (the unique
// index on (location, user) is the backstop).

import { todayInAuckland } from '../../../domain/dates';
import { AppError, notFound } from '../../../domain/errors';
import { canReachUser, type Viewer } from '../../../domain/roles';
import {
  REVIEWS_PAGE_SIZE,
  type ReviewDto,
  type ReviewInput,
  type ReviewList,
} from '../../../domain/schemas/reviews';
import type { Db } from '../../db/client';
import * as bookings from '../bookings/bookings.service';
import * as stayReviews from '../stay-reviews/stay-reviews.service';
import type { StayReviewsDeps } from '../stay-reviews/stay-reviews.service';
import * as repo from './reviews.repository';

type SignedIn = NonNullable<Viewer>;

/** At most this many reviews in one list, newest first. */
export const REVIEWS_LIST_LIMIT = 100;

function toDto(row: repo.ReviewRow): ReviewDto {
  return {
    id: row.id,
    location: row.location,
    locationName: row.locationName,
    rating: row.rating,
    comment: row.comment,
    reviewerName: row.reviewerName,
    createdAt: row.createdAt.toISOString(),
    ...(row.hostReply !== null ? { hostReply: row.hostReply } : {}),
  };
}

/**
 * POST /v1/locations/{id}/reviews. `now` is for tests. With `stay` (issue 27, decision 043) the
 * review is of that stay and blind: it shows, and counts in the rating, once the host has reviewed the
 * stay or 14 days after departure; the host is emailed that a review waits for theirs.
 */
export async function createReview(
  deps: StayReviewsDeps,
  viewer: SignedIn,
  locationId: number,
  input: ReviewInput,
  now: Date = new Date(),
): Promise<ReviewDto> {
  const { db } = deps;
  if (!(await repo.findLocation(db, locationId))) throw notFound('locations.notFound');
  const stays = await bookings.guestAcceptedStaysAt(db, viewer.userId, locationId);
  if (stays.length === 0) throw new AppError('CONFLICT', 'reviews.noStay');
  const today = todayInAuckland(now);
  const stay = input.stay ? await stayReviews.guestStayOf(db, viewer, locationId, input.stay) : null;
  if (stay ? stay.departure > today : !stays.some((s) => s.departure <= today)) {
    const next = stay ? stay.departure : stays.map((s) => s.departure).sort()[0]!;
    throw new AppError('CONFLICT', 'reviews.notYet', { date: next });
  }
  const id = await db.transaction(async (tx) => {
    if (!(await repo.lockLocation(tx, locationId))) throw notFound('locations.notFound');
    if (await repo.hasReviewed(tx, viewer.userId, locationId))
      throw new AppError('CONFLICT', 'reviews.already');
    const blind = stay ? await stayReviews.onPlaceReviewOfStay(tx, deps, stay, now) : null;
    const reviewId = await repo.insertReview(tx, {
      locationId,
      userId: viewer.userId,
      rating: input.rating,
      comment: input.comment,
      ...(stay
        ? { stayArrival: stay.arrival, stayDeparture: stay.departure, countedInRating: blind!.counted }
        : {}),
    });
    await repo.refreshLocationRating(tx, locationId);
    return reviewId;
  });
  return toDto((await repo.findReview(db, id))!);
}

/** GET /v1/locations/{id}/reviews: public, newest first, the reviewer by first name only. */
export async function listLocationReviews(db: Db, locationId: number, cursor?: string): Promise<ReviewList> {
  if (!(await repo.findLocation(db, locationId))) throw notFound('locations.notFound');
  const rows = await repo.listLocationReviews(
    db,
    locationId,
    REVIEWS_PAGE_SIZE,
    cursor === undefined ? undefined : Number(cursor),
    todayInAuckland(),
  );
  const last = rows[rows.length - 1];
  return {
    items: rows.map(toDto),
    cursor: rows.length === REVIEWS_PAGE_SIZE && last ? String(last.id) : null,
  };
}

/** GET /v1/users/{id}/reviews: one's own; administrators anyone's; anyone else's answers 404. */
export async function listUserReviews(db: Db, viewer: SignedIn, userId: string): Promise<ReviewList> {
  if (!canReachUser(viewer, userId) || !(await repo.userExists(db, userId))) throw notFound('users.notFound');
  const rows = await repo.listUserReviews(db, userId, REVIEWS_LIST_LIMIT);
  return { items: rows.map(toDto), cursor: null };
}

// ---- Personal data (issue 31, decision 058) ----

/** Reviews of places the person wrote, and those written of the places they host. */
export const exportPlaceReviews = (db: Db, userId: string) => repo.personalPlaceReviews(db, userId);
