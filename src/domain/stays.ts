// Stays (spec sections 3 "Grouped stay" and 4 "Stays"): consecutive nights at one location for one
// guest are one stay, whatever payment bought them: one payment may hold several stays (nights 16 and
// 20 are two), and two payments' consecutive nights make one. A stay runs from its first night
// (arrival) to the day after its last (departure), with what was paid and refunded. This is the one
// grouping: My Trips, the booking panel's selection, the booking emails, the booking answer and the
// reviews' "after departure" all use `nightsByStay`. My Trips lists the stays upcoming first, then
// past, and cancelled ones last.

import { addDays, daysBetween, type IsoDate } from './dates';
import type { StayDates } from './stay-search';

/**
 * What grouping needs of a night. Without `location` or `guest` the nights are taken as one
 * location's, one guest's (a selection); without `status` as not cancelled; `stayId` is the payment.
 */
export type NightOfStay = {
  date: IsoDate;
  location?: number;
  guest?: string;
  status?: string;
  stayId?: string | null;
};

const isCancelled = (night: NightOfStay) => night.status === 'cancelled';

/** Nights by date (a stable sort: one date twice keeps the order given). */
const byDate = <N extends NightOfStay>(nights: readonly N[]): N[] =>
  [...nights].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

/** Runs of consecutive dates (a date twice, a cancelled night booked again, stays in its run). */
function consecutiveRuns<N extends NightOfStay>(nights: readonly N[]): N[][] {
  const runs: N[][] = [];
  for (const night of byDate(nights)) {
    const run = runs[runs.length - 1];
    const previous = run?.[run.length - 1];
    if (run && previous && daysBetween(previous.date, night.date) <= 1) run.push(night);
    else runs.push([night]);
  }
  return runs;
}

/** How far a date is from a run of nights (0 inside it). */
function distance(run: readonly NightOfStay[], date: IsoDate): number {
  const first = run[0]!.date;
  const last = run[run.length - 1]!.date;
  return date < first ? daysBetween(date, first) : date > last ? daysBetween(last, date) : 0;
}

/**
 * Groups nights into stays, each stay's nights by date. The nights not cancelled make the stays:
 * consecutive nights at one location for one guest, whatever their payment. A cancelled night
 * belongs to the stay still holding a night of its payment (the nearest, if several): it shows there
 * as a night cancelled out of the stay. The other cancelled nights make cancelled stays, consecutive
 * nights again. Stays come by arrival.
 */
export function nightsByStay<N extends NightOfStay>(nights: readonly N[]): N[][] {
  const byGuestAndLocation = new Map<string, N[]>();
  for (const night of nights) {
    const key = `${night.guest ?? ''}|${night.location ?? ''}`;
    const group = byGuestAndLocation.get(key);
    if (group) group.push(night);
    else byGuestAndLocation.set(key, [night]);
  }
  const stays: N[][] = [];
  for (const group of byGuestAndLocation.values()) {
    const runs = consecutiveRuns(group.filter((n) => !isCancelled(n)));
    const alone: N[] = [];
    for (const night of group.filter(isCancelled)) {
      const ofPayment = night.stayId ? runs.filter((run) => run.some((n) => n.stayId === night.stayId)) : [];
      const nearest = ofPayment.sort((a, b) => distance(a, night.date) - distance(b, night.date))[0];
      if (nearest) nearest.push(night);
      else alone.push(night);
    }
    stays.push(...runs.map(byDate), ...consecutiveRuns(alone));
  }
  const arrivals = new Map(stays.map((stay) => [stay, stayDatesOf(stay).arrival]));
  return stays.sort((a, b) => {
    const [x, y] = [arrivals.get(a)!, arrivals.get(b)!];
    return x < y ? -1 : x > y ? 1 : 0;
  });
}

/**
 * A stay's arrival (its first night) and departure (the day after its last), counting the nights not
 * cancelled; a stay cancelled in full keeps the dates it had.
 */
export function stayDatesOf(nights: readonly NightOfStay[]): StayDates {
  const kept = nights.filter((n) => !isCancelled(n));
  const dates = (kept.length > 0 ? kept : nights).map((n) => n.date).sort();
  return { arrival: dates[0]!, departure: addDays(dates[dates.length - 1]!, 1) };
}

/** What a stay needs of a night (a row of GET /v1/bookings has all of it). */
export type StayNight = {
  id: number;
  uid: string;
  stayId: string | null;
  date: IsoDate;
  location: number;
  locationName: string;
  site: number;
  siteName: string;
  siteDirections: string | null;
  guest: string;
  status: string;
  amountPaid: number;
  amountRefunded: number;
  refunded: boolean;
};

export type StaySite = { id: number; name: string; directions: string | null };

export type Stay<N extends StayNight = StayNight> = {
  /** The uid of the stay's first night (by date, then id). */
  key: string;
  locationId: number;
  locationName: string;
  /** The first night not cancelled (of all nights, for a stay cancelled in full). */
  dateOfArrival: IsoDate;
  /** The last night not cancelled plus one day. */
  dateOfDeparture: IsoDate;
  /** cancelled when every night is; otherwise accepted. */
  status: 'accepted' | 'cancelled';
  totalPaid: number;
  totalRefunded: number;
  bookingUids: string[];
  /** The sites slept on, in the order first booked, each with its directions. */
  sites: StaySite[];
  /** The nights, by date then id, with those cancelled out of the stay. */
  nights: N[];
};

const byDateThenId = (a: StayNight, b: StayNight) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id;

function makeStay<N extends StayNight>(nights: N[]): Stay<N> {
  const sorted = [...nights].sort(byDateThenId);
  const first = sorted[0]!;
  const { arrival, departure } = stayDatesOf(sorted);
  const sites: StaySite[] = [];
  for (const night of sorted) {
    if (!sites.some((s) => s.id === night.site)) {
      sites.push({ id: night.site, name: night.siteName, directions: night.siteDirections });
    }
  }
  return {
    key: first.uid,
    locationId: first.location,
    locationName: first.locationName,
    dateOfArrival: arrival,
    dateOfDeparture: departure,
    status: sorted.every(isCancelled) ? 'cancelled' : 'accepted',
    totalPaid: sorted.reduce((sum, n) => sum + n.amountPaid, 0),
    totalRefunded: sorted.reduce((sum, n) => sum + n.amountRefunded, 0),
    bookingUids: sorted.map((n) => n.uid),
    sites,
    nights: sorted,
  };
}

/** The nights grouped into stays (`nightsByStay`), each with its dates, totals and sites. */
export function groupStays<N extends StayNight>(nights: readonly N[]): Stay<N>[] {
  return nightsByStay(nights).map(makeStay);
}

/** Whether a stay is over: its departure is today or earlier (New Zealand's date). */
export const isPastStay = (stay: Pick<Stay, 'dateOfDeparture'>, today: IsoDate): boolean =>
  stay.dateOfDeparture <= today;

/**
 * Spec section 3 (Booking status): cancelled bookings are listed after the others, each part in the
 * order given. My Trips' stays (orderStays) and Guest Bookings' nights are listed so.
 */
export function cancelledLast<T extends { status: string }>(items: readonly T[]): T[] {
  return [...items.filter((i) => i.status !== 'cancelled'), ...items.filter((i) => i.status === 'cancelled')];
}

/**
 * My Trips' order: stays not cancelled, upcoming (or under way) first, soonest first; then past ones,
 * latest first; then cancelled stays (cancelledLast), latest first.
 */
export function orderStays<S extends Pick<Stay, 'status' | 'dateOfArrival' | 'dateOfDeparture' | 'key'>>(
  stays: readonly S[],
  today: IsoDate,
): S[] {
  const latestFirst = (s: S) => s.status === 'cancelled' || isPastStay(s, today);
  const byTime = [...stays].sort((a, b) => {
    const byRank = Number(latestFirst(a)) - Number(latestFirst(b));
    if (byRank !== 0) return byRank;
    const byArrival = a.dateOfArrival < b.dateOfArrival ? -1 : a.dateOfArrival > b.dateOfArrival ? 1 : 0;
    const ordered = latestFirst(a) ? -byArrival : byArrival;
    return ordered !== 0 ? ordered : a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
  });
  return cancelledLast(byTime);
}

/**
 * The properties of the stays from `today` on that are not cancelled, each once, by
 * arrival, soonest first: what a guest's device keeps for the road without signal (issue 29).
 */
export function upcomingStayLocations(nights: readonly StayNight[], today: IsoDate): number[] {
  const upcoming = groupStays(nights).filter((s) => s.status !== 'cancelled' && !isPastStay(s, today));
  return [...new Set(upcoming.map((s) => s.locationId))];
}
