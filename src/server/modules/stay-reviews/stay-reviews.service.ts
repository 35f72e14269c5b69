// Reviews both ways, no-shows and the guest profile (issue 27, decision 043).
// - A stay is named by any of its nights' uid; its guest, its host (the property's owner) and
//   administrators reach it, anyone else hears it does not exist.
// - The host reviews the guest once per stay, from departure day for 14 days. The guest's review of
//   the place written from My Trips is tied to the stay (reviews.service). Which of the two shows is
//   worked out from the data and the time (src/domain/stay-reviews.ts); the first review of a stay
//   emails the other side, so at most one such email goes out per stay.
// - The host marks a no-show once per stay, from the day after arrival; three in 12 months not
//   cleared stop instant booking (assertMayBookInstantly, asked by booking-create) until an
//   administrator clears them (audited).

import { todayInAuckland, type IsoDate } from '../../../domain/dates';
import { AppError, notFound } from '../../../domain/errors';
import { averageRating } from '../../../domain/reviews';
import { can, isSelf, type Viewer } from '../../../domain/roles';
import type { ReviewInput } from '../../../domain/schemas/reviews';
import type {
  GuestProfile,
  HostReplyInput,
  NoShowInput,
  StayReviews,
} from '../../../domain/schemas/stay-reviews';
import { nightsByStay, stayDatesOf } from '../../../domain/stays';
import {
  countingNoShows,
  mayBookInstantly,
  mayMarkNoShow,
  NO_SHOW_LIMIT,
  revealDateOf,
  revealedOn,
  reviewWindow,
  stayReviewState,
} from '../../../domain/stay-reviews';
import { addDays } from '../../../domain/dates';
import { createOutbox } from '../../adapters/email/outbox';
import type { Db } from '../../db/client';
import { recordAdminAction } from '../audit/audit.service';
import { listGuestAcceptedNightsAt } from '../bookings/bookings.service';
import { refreshLocationRating } from '../reviews/rating.service';
import { hasCertifiedVehicle } from '../vehicles/vehicles.service';
import { reviewWaitingEmail } from './stay-review-emails';
import * as repo from './stay-reviews.repository';

type SignedIn = NonNullable<Viewer>;

export type StayReviewsDeps = {
  db: Db;
  emailFrom: string;
  publicUrl: string;
};

export type Stay = repo.StayRef & { departure: IsoDate; locationName: string; hostId: string | null };
type Side = 'guest' | 'host' | 'admin';

/** The stay a guest's accepted nights at a property make around `date`, or null. */
export async function stayAround(
  db: Db,
  guestId: string,
  locationId: number,
  date: IsoDate,
): Promise<{ arrival: IsoDate; departure: IsoDate } | null> {
  const nights = await listGuestAcceptedNightsAt(db, guestId, locationId);
  const stays = nightsByStay(nights.map((n) => ({ date: n.date, stayId: n.paymentId }))).map(stayDatesOf);
  return stays.find((s) => s.arrival <= date && date < s.departure) ?? null;
}

/** The stay of a night, and the viewer's side of it; anyone else hears it does not exist. */
async function resolveStay(db: Db, viewer: SignedIn, nightUid: string): Promise<{ stay: Stay; side: Side }> {
  const night = await repo.findNight(db, nightUid);
  if (!night) throw notFound('stayReviews.noStay');
  const hostId = night.ownerId ?? night.hostId;
  const side: Side | null = isSelf(viewer, night.guestId)
    ? 'guest'
    : hostId && isSelf(viewer, hostId)
      ? 'host'
      : can(viewer, 'bookings:read-any')
        ? 'admin'
        : null;
  if (!side) throw notFound('stayReviews.noStay');
  if (night.status === 'cancelled') throw new AppError('CONFLICT', 'stayReviews.cancelled');
  const dates = await stayAround(db, night.guestId, night.locationId, night.date);
  if (!dates) throw notFound('stayReviews.noStay');
  return {
    side,
    stay: {
      locationId: night.locationId,
      guestId: night.guestId,
      arrival: dates.arrival,
      departure: dates.departure,
      locationName: night.locationName,
      hostId,
    },
  };
}

async function stayReviewsDto(db: Db, stay: Stay, side: Side, now: Date): Promise<StayReviews> {
  const [placeReview, guestReview, noShow, guest] = await Promise.all([
    repo.findPlaceReviewOfStay(db, stay),
    repo.findGuestReview(db, stay),
    repo.findNoShow(db, stay),
    repo.findPerson(db, stay.guestId),
  ]);
  const blind = {
    departure: stay.departure,
    guestWrittenAt: placeReview?.createdAt ?? null,
    hostWrittenAt: guestReview?.createdAt ?? null,
  };
  const state = stayReviewState(side === 'guest' ? 'guest' : 'host', blind, now);
  const revealed = state === 'revealed';
  const today = todayInAuckland(now);
  return {
    locationId: stay.locationId,
    locationName: stay.locationName,
    guestId: stay.guestId,
    guestName: guest?.firstName ?? null,
    arrival: stay.arrival,
    departure: stay.departure,
    side,
    state,
    lastDay: addDays(revealDateOf(stay.departure), -1),
    revealedOn: revealedOn(blind),
    guestReview:
      placeReview && (revealed || side === 'guest')
        ? {
            id: placeReview.id,
            rating: placeReview.rating,
            comment: placeReview.comment,
            createdAt: placeReview.createdAt.toISOString(),
            hostReply: placeReview.hostReply,
          }
        : null,
    hostReview:
      guestReview && (revealed || side === 'host')
        ? {
            rating: guestReview.rating,
            comment: guestReview.comment,
            createdAt: guestReview.createdAt.toISOString(),
          }
        : null,
    written: side === 'guest' ? !!placeReview : side === 'host' ? !!guestReview : false,
    noShow: noShow ? { createdAt: noShow.createdAt.toISOString(), note: noShow.note } : null,
    mayMarkNoShow: side === 'host' && !noShow && mayMarkNoShow(stay, today),
  };
}

/** GET /v1/bookings/stays/{night}/reviews. `now` is for tests. */
export async function getStayReviews(
  deps: StayReviewsDeps,
  viewer: SignedIn,
  nightUid: string,
  now: Date = new Date(),
): Promise<StayReviews> {
  const { stay, side } = await resolveStay(deps.db, viewer, nightUid);
  return stayReviewsDto(deps.db, stay, side, now);
}

/** Queues the "a review is waiting for yours" email to `to`, in their language. */
async function emailOtherSide(
  tx: Db,
  deps: StayReviewsDeps,
  stay: Stay,
  fromId: string,
  toId: string,
  path: string,
) {
  const [from, to] = await Promise.all([repo.findPerson(tx, fromId), repo.findPerson(tx, toId)]);
  if (!to) return;
  await createOutbox(tx, null, deps.emailFrom).queue(
    reviewWaitingEmail({
      to: to.email,
      language: to.language,
      reviewerName: from?.firstName ?? '',
      locationName: stay.locationName,
      revealDate: revealDateOf(stay.departure),
      url: new URL(path, deps.publicUrl).toString(),
    }),
  );
}

/** POST /v1/bookings/stays/{night}/guest-review: the host reviews the guest of a stay. */
export async function reviewGuest(
  deps: StayReviewsDeps,
  viewer: SignedIn,
  nightUid: string,
  input: Omit<ReviewInput, 'stay'>,
  now: Date = new Date(),
): Promise<StayReviews> {
  const { db } = deps;
  const { stay, side } = await resolveStay(db, viewer, nightUid);
  if (side !== 'host') throw notFound('stayReviews.noStay');
  const window = reviewWindow(stay.departure, todayInAuckland(now));
  if (window === 'notYet') throw new AppError('CONFLICT', 'stayReviews.notYet', { date: stay.departure });
  if (window === 'closed') {
    throw new AppError('CONFLICT', 'stayReviews.windowClosed', {
      date: addDays(revealDateOf(stay.departure), -1),
    });
  }
  await db.transaction(async (tx) => {
    const id = await repo.insertGuestReview(tx, {
      locationId: stay.locationId,
      guestId: stay.guestId,
      hostId: viewer.userId,
      arrival: stay.arrival,
      departure: stay.departure,
      rating: input.rating,
      comment: input.comment,
      createdAt: now,
    });
    if (id === null) throw new AppError('CONFLICT', 'stayReviews.already');
    const placeReview = await repo.findPlaceReviewOfStay(tx, stay);
    if (placeReview) {
      // Both are in: the guest's review of the place shows, and counts in the rating, from now.
      if (!placeReview.countedInRating) {
        await repo.markReviewCounted(tx, placeReview.id);
        await refreshLocationRating(tx, stay.locationId);
      }
    } else {
      await emailOtherSide(tx, deps, stay, viewer.userId, stay.guestId, '/bookings');
    }
  });
  return stayReviewsDto(db, stay, side, now);
}

/**
 * Called by the reviews service when a guest's review of a place is written for a stay, inside its
 * transaction: whether it shows (and counts) at once because the host has reviewed the stay already;
 * otherwise the host is emailed that a review waits for theirs.
 */
export async function onPlaceReviewOfStay(
  tx: Db,
  deps: StayReviewsDeps,
  stay: Stay,
  now: Date,
): Promise<{ counted: boolean }> {
  const hostReview = await repo.findGuestReview(tx, stay);
  if (hostReview || reviewWindow(stay.departure, todayInAuckland(now)) === 'closed') return { counted: true };
  if (stay.hostId) await emailOtherSide(tx, deps, stay, stay.guestId, stay.hostId, '/hosting/bookings');
  return { counted: false };
}

/** The stay of a guest at a property named by one of its nights, for the guest's review of the place. */
export async function guestStayOf(db: Db, viewer: SignedIn, locationId: number, nightUid: string) {
  const { stay, side } = await resolveStay(db, viewer, nightUid);
  if (side !== 'guest' || stay.locationId !== locationId) throw notFound('stayReviews.noStay');
  return stay;
}

/** POST /v1/bookings/stays/{night}/no-show: the host marks the guest as a no-show, once per stay. */
export async function markNoShow(
  deps: StayReviewsDeps,
  viewer: SignedIn,
  nightUid: string,
  input: NoShowInput,
  now: Date = new Date(),
): Promise<StayReviews> {
  const { db } = deps;
  const { stay, side } = await resolveStay(db, viewer, nightUid);
  if (side !== 'host') throw notFound('stayReviews.noStay');
  const today = todayInAuckland(now);
  if (!mayMarkNoShow(stay, today)) {
    if (today <= stay.arrival) {
      throw new AppError('CONFLICT', 'stayReviews.noShowTooEarly', { date: addDays(stay.arrival, 1) });
    }
    throw new AppError('CONFLICT', 'stayReviews.noShowTooLate');
  }
  const inserted = await repo.insertNoShow(db, {
    locationId: stay.locationId,
    guestId: stay.guestId,
    hostId: viewer.userId,
    arrival: stay.arrival,
    note: input.note || null,
    createdAt: now,
  });
  if (!inserted) throw new AppError('CONFLICT', 'stayReviews.noShowAlready');
  return stayReviewsDto(db, stay, side, now);
}

/** POST /v1/reviews/{id}/reply: the host's one public reply under a review of their property, once it shows. */
export async function replyToReview(
  deps: StayReviewsDeps,
  viewer: SignedIn,
  reviewId: number,
  input: HostReplyInput,
  now: Date = new Date(),
): Promise<{ id: number; hostReply: string }> {
  const found = await repo.findReviewWithOwner(deps.db, reviewId);
  if (!found || !found.ownerId || !isSelf(viewer, found.ownerId))
    throw notFound('stayReviews.reviewNotFound');
  const { review } = found;
  const shows =
    review.countedInRating ||
    review.stayDeparture === null ||
    todayInAuckland(now) >= revealDateOf(review.stayDeparture);
  if (!shows) throw new AppError('CONFLICT', 'stayReviews.replyNotYet');
  if (!(await repo.setHostReply(deps.db, reviewId, input.reply, now)))
    throw new AppError('CONFLICT', 'stayReviews.replyAlready');
  return { id: reviewId, hostReply: input.reply };
}

/** GET /v1/users/{id}/guest-profile: the guest themselves, a host who knows them, or an administrator. */
export async function getGuestProfile(
  db: Db,
  viewer: SignedIn,
  guestId: string,
  now: Date = new Date(),
): Promise<GuestProfile> {
  const admin = can(viewer, 'users:manage-any');
  const allowed = isSelf(viewer, guestId) || admin || (await repo.hostKnowsGuest(db, viewer.userId, guestId));
  const guest = allowed ? await repo.findPerson(db, guestId) : null;
  if (!guest) throw notFound('users.notFound');
  const today = todayInAuckland(now);
  const [nights, reviews, noShows] = await Promise.all([
    repo.listGuestAcceptedNights(db, guestId),
    repo.listRevealedGuestReviews(db, guestId, today),
    repo.listNoShows(db, guestId),
  ]);
  const completed = nightsByStay(nights.map((n) => ({ ...n, guest: guestId })))
    .map(stayDatesOf)
    .filter((s) => s.departure <= today).length;
  const counting = countingNoShows(noShows, today);
  return {
    id: guest.id,
    firstName: guest.firstName,
    memberSince: guest.createdAt.toISOString(),
    completedStays: completed,
    rating: averageRating(reviews.map((r) => r.rating)),
    reviews: reviews.map((r) => ({
      rating: r.rating,
      comment: r.comment,
      locationName: r.locationName,
      hostName: r.hostName,
      createdAt: r.createdAt.toISOString(),
    })),
    noShowCount: counting.length,
    mayBookInstantly: mayBookInstantly(noShows, today),
    ...(admin
      ? {
          noShows: noShows.map((n) => ({
            id: n.id,
            locationName: n.locationName,
            arrival: n.arrival,
            note: n.note,
            createdAt: n.createdAt.toISOString(),
            clearedAt: n.clearedAt?.toISOString() ?? null,
          })),
        }
      : {}),
    vehicleCertified: await hasCertifiedVehicle(db, guest.id, today),
  };
}

/** POST /v1/admin/users/{id}/no-shows/clear: an administrator clears a guest's no-shows (audited). */
export async function clearGuestNoShows(
  db: Db,
  viewer: SignedIn,
  guestId: string,
  reason: string,
  now: Date = new Date(),
): Promise<GuestProfile> {
  if (!(await repo.findPerson(db, guestId))) throw notFound('users.notFound');
  await db.transaction(async (tx) => {
    const count = await repo.clearNoShows(tx, guestId, viewer.userId, now);
    if (count === 0) throw new AppError('CONFLICT', 'stayReviews.noShowsToClear');
    await recordAdminAction(tx, {
      actorId: viewer.userId,
      action: 'noShow.clear',
      targetUserId: guestId,
      reason,
      details: { count },
    });
  });
  return getGuestProfile(db, viewer, guestId, now);
}

/**
 * Refused (403) when the guest has NO_SHOW_LIMIT no-shows in 12 months not cleared: booking-create
 * asks this of an instant booking only, so requests to book stay open to the guest.
 */
export async function assertMayBookInstantly(db: Db, guestId: string, now: Date): Promise<void> {
  const records = await repo.listGuestNoShowRecords(db, [guestId]);
  if (!mayBookInstantly(records, todayInAuckland(now))) {
    throw new AppError('FORBIDDEN', 'stayReviews.instantBlocked', {
      count: Math.max(NO_SHOW_LIMIT, countingNoShows(records, todayInAuckland(now)).length),
    });
  }
}

/**
 * Brings the stored rating of properties up to date with the reviews whose window closed (they show
 * from that moment whatever this does: the lists read the dates). Run by the booking sweeper.
 */
export async function countRevealedReviews(db: Db, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const locationIds = await repo.countRevealedReviews(tx, todayInAuckland(now));
    for (const id of locationIds) await refreshLocationRating(tx, id);
    return locationIds.length;
  });
}

// ---- Personal data (issue 31, decision 058) ----

/** Reviews of guests the person wrote as a host, those about them as a guest, and their no-shows. */
export const exportGuestReviews = (db: Db, userId: string) => repo.personalGuestReviews(db, userId);

/** Deletion, in the caller's transaction: reviews and no-shows about the person as a guest go. */
export const eraseGuestReviewsAbout = (tx: Db, guestId: string) => repo.eraseGuestReviewsAbout(tx, guestId);
