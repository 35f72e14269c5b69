// Reviews both ways and no-shows (issue 27, decision 043). After a stay ends, its guest and its host
// each have REVIEW_WINDOW_DAYS to review the other (1 to 5 and a comment). Neither sees the other's
// review until both have written one or the window is over (double blind); then both show at once.
// Whether a review shows is worked out here from the data and the time, never by a job that has to
// fire at the right moment: the window closes at midnight in New Zealand at the start of
// departure + 14 days.
//
// A host may mark a booked guest as a no-show from the day after arrival (once per stay); three
// no-shows in 12 months, not cleared by an administrator, stop the guest booking instantly.

import { addDays, todayInAuckland, type IsoDate } from './dates';
import { groupStays, type Stay, type StayNight } from './stays';

/** Days after departure during which each side may write its review. */
export const REVIEW_WINDOW_DAYS = 14;
/** This many no-shows within NO_SHOW_MONTHS stop a guest booking instantly (requests only). */
export const NO_SHOW_LIMIT = 3;
export const NO_SHOW_MONTHS = 12;

/** The day both reviews of a stay show whatever was written: departure + 14 (from its NZ midnight). */
export const revealDateOf = (departure: IsoDate): IsoDate => addDays(departure, REVIEW_WINDOW_DAYS);

/** Where a side's review of a stay stands, today. */
export type ReviewWindow = 'notYet' | 'open' | 'closed';

/** Whether a review of a stay may be written today: from departure day to the day before the reveal date. */
export function reviewWindow(departure: IsoDate, today: IsoDate): ReviewWindow {
  if (today < departure) return 'notYet';
  return today < revealDateOf(departure) ? 'open' : 'closed';
}

/** What is known of a stay's two reviews: when each was written (null: not yet). */
export type BlindReviews = {
  departure: IsoDate;
  guestWrittenAt: Date | null;
  hostWrittenAt: Date | null;
};

/**
 * The NZ date on which a stay's reviews show (or showed): the day the second review came in, when
 * both came in before the window closed; otherwise the reveal date.
 */
export function revealedOn(reviews: BlindReviews): IsoDate {
  const last = revealDateOf(reviews.departure);
  if (!reviews.guestWrittenAt || !reviews.hostWrittenAt) return last;
  const second = new Date(Math.max(reviews.guestWrittenAt.getTime(), reviews.hostWrittenAt.getTime()));
  const day = todayInAuckland(second);
  return day < last ? day : last;
}

/** Whether a stay's reviews show at `now`: both are in, or the window is over. */
export function isRevealed(reviews: BlindReviews, now: Date): boolean {
  if (reviews.guestWrittenAt && reviews.hostWrittenAt) return true;
  return todayInAuckland(now) >= revealDateOf(reviews.departure);
}

/** What one side sees of a stay's reviews. */
export type StayReviewState =
  /** The stay has not ended. */
  | 'notYet'
  /** This side may write its review. */
  | 'open'
  /** This side wrote; the other has not and the window is open: nothing shows yet. */
  | 'waitingForOther'
  /** Both show (or the one written does), since `revealedOn`. */
  | 'revealed';

export function stayReviewState(side: 'guest' | 'host', reviews: BlindReviews, now: Date): StayReviewState {
  const today = todayInAuckland(now);
  if (reviewWindow(reviews.departure, today) === 'notYet') return 'notYet';
  if (isRevealed(reviews, now)) return 'revealed';
  const mine = side === 'guest' ? reviews.guestWrittenAt : reviews.hostWrittenAt;
  return mine ? 'waitingForOther' : 'open';
}

/** Whether a host may mark a stay's guest as a no-show today: from the day after arrival, inside the review window. */
export function mayMarkNoShow(stay: { arrival: IsoDate; departure: IsoDate }, today: IsoDate): boolean {
  return today >= addDays(stay.arrival, 1) && today < revealDateOf(stay.departure);
}

/**
 * The nights a host's stays to review are found among today (Guest Bookings asks GET /v1/bookings for
 * them on their own, not with its table's week back): from the last night a stay still in its window
 * can have, REVIEW_WINDOW_DAYS before today, to yesterday (a stay arriving today has nothing to
 * review or mark yet). A stay that began earlier still has its last nights here; its own arrival and
 * departure are its reviews' (GET /v1/bookings/stays/{night}/reviews).
 */
export const staysToReviewNights = (today: IsoDate): { fromDate: IsoDate; toDate: IsoDate } => ({
  fromDate: addDays(today, -REVIEW_WINDOW_DAYS),
  toDate: addDays(today, -1),
});

/** The booked stays a host may review or mark as a no-show today: begun, window still open; by arrival. */
export function staysToReview<N extends StayNight>(nights: readonly N[], today: IsoDate): Stay<N>[] {
  return groupStays(nights.filter((n) => n.status === 'accepted')).filter(
    (s) => s.status === 'accepted' && s.dateOfArrival < today && today < revealDateOf(s.dateOfDeparture),
  );
}

/** The same day NO_SHOW_MONTHS earlier (29 February → 28 February). */
export function noShowWindowStart(today: IsoDate): IsoDate {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const year = y - NO_SHOW_MONTHS / 12;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(m)}-${pad(Math.min(d, lastDay))}`;
}

export type NoShowRecord = { arrival: IsoDate; clearedAt: Date | null };

/** The no-shows that count today: not cleared, arrival after the same day 12 months ago. */
export function countingNoShows<N extends NoShowRecord>(noShows: readonly N[], today: IsoDate): N[] {
  const from = noShowWindowStart(today);
  return noShows.filter((n) => n.clearedAt === null && n.arrival > from && n.arrival <= today);
}

/** Whether a guest may book an instant site today (requests to book stay open to them either way). */
export function mayBookInstantly(noShows: readonly NoShowRecord[], today: IsoDate): boolean {
  return countingNoShows(noShows, today).length < NO_SHOW_LIMIT;
}
