// Stays (spec sections 3 "Grouped stay" and 4 "Stays"): the nights one payment bought are one stay,
// from the first night (arrival) to the day after the last (departure), with what was paid and
// refunded. Nights without a payment (imported or older data) merge when they are consecutive at one
// location for one guest. My Trips lists the stays upcoming first, then past, and cancelled ones last.

import { addDays, daysBetween, type IsoDate } from './dates';

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
  /** The payment's id, or the first night's uid for nights without one. */
  key: string;
  locationId: number;
  locationName: string;
  dateOfArrival: IsoDate;
  /** The last night plus one day. */
  dateOfDeparture: IsoDate;
  /** cancelled when every night is; otherwise accepted. */
  status: 'accepted' | 'cancelled';
  totalPaid: number;
  totalRefunded: number;
  bookingUids: string[];
  /** The sites slept on, in the order first booked, each with its directions. */
  sites: StaySite[];
  /** The nights, by date then id. */
  nights: N[];
};

const byDateThenId = (a: StayNight, b: StayNight) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id;

function makeStay<N extends StayNight>(key: string, nights: N[]): Stay<N> {
  const sorted = [...nights].sort(byDateThenId);
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  const sites: StaySite[] = [];
  for (const night of sorted) {
    if (!sites.some((s) => s.id === night.site)) {
      sites.push({ id: night.site, name: night.siteName, directions: night.siteDirections });
    }
  }
  return {
    key,
    locationId: first.location,
    locationName: first.locationName,
    dateOfArrival: first.date,
    dateOfDeparture: addDays(last.date, 1),
    status: sorted.every((n) => n.status === 'cancelled') ? 'cancelled' : 'accepted',
    totalPaid: sorted.reduce((sum, n) => sum + n.amountPaid, 0),
    totalRefunded: sorted.reduce((sum, n) => sum + n.amountRefunded, 0),
    bookingUids: sorted.map((n) => n.uid),
    sites,
    nights: sorted,
  };
}

/** Groups nights into stays: by payment, or, without one, consecutive nights at one location for one guest. */
export function groupStays<N extends StayNight>(nights: readonly N[]): Stay<N>[] {
  const byPayment = new Map<string, N[]>();
  const loose = new Map<string, N[]>();
  for (const night of nights) {
    const groups = night.stayId ? byPayment : loose;
    const key = night.stayId ?? `${night.guest}|${night.location}`;
    const group = groups.get(key);
    if (group) group.push(night);
    else groups.set(key, [night]);
  }
  const stays = [...byPayment].map(([key, group]) => makeStay(key, group));
  for (const group of loose.values()) {
    let run: N[] = [];
    for (const night of [...group].sort(byDateThenId)) {
      const previous = run[run.length - 1];
      if (previous && daysBetween(previous.date, night.date) > 1) {
        stays.push(makeStay(run[0]!.uid, run));
        run = [];
      }
      run.push(night);
    }
    if (run.length > 0) stays.push(makeStay(run[0]!.uid, run));
  }
  return stays;
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
