// Bookings: one row per night, grouped into stays (consecutive nights at one location, src/domain/
// stays.ts). This module owns the rows; locations read booked counts through it, and the money
// services (payments, payouts) read a stay's nights and mark nights refunded or paid through it.

import type { IsoDate } from '../../../domain/dates';
import type { StayDates } from '../../../domain/stay-search';
import { nightsByStay, stayDatesOf } from '../../../domain/stays';
import { allocateCents } from '../../../domain/fees';
import { upcomingStays, type UpcomingStay } from '../../../domain/personal-data';
import type { Db } from '../../db/client';
import * as repo from './bookings.repository';

export type BookingRow = repo.BookingRow;

/**
 * The booked counts of a location over a window as a column of another module's statement (a
 * search by dates reads them beside each candidate, decision 020): read back with addBookedCounts.
 */
export const bookedCountsColumn = repo.bookedCountsJsonOf;

/** Adds a location's booked counts, as bookedCountsColumn wrote them, to `into` (by site, then night). */
export function addBookedCounts(json: string, into: Map<number, Map<IsoDate, number>>): void {
  for (const [siteId, date, count] of JSON.parse(json) as [number, IsoDate, number][]) {
    let perSite = into.get(siteId);
    if (!perSite) into.set(siteId, (perSite = new Map<IsoDate, number>()));
    perSite.set(date, count);
  }
}

/** The nights a guest already holds anywhere over a window (a guest sleeps in one place a night). */
export async function guestNights(
  db: Db,
  guestId: string,
  from: IsoDate,
  to: IsoDate,
): Promise<Set<IsoDate>> {
  return new Set(await repo.listGuestBookedNights(db, guestId, from, to));
}

/** Whether a guest has a booking at a location (which shows them its exact address, decision 012). */
export const guestHasBookingAt = (db: Db, guestId: string, locationId: number) =>
  repo.guestHasBookingAt(db, guestId, locationId);

/**
 * A guest's accepted, paid stays at a location (the one grouping, src/domain/stays.ts: consecutive
 * nights, whatever their payment), each with its departure: the reviews module asks whether one has
 * ended.
 */
export async function guestAcceptedStaysAt(
  db: Db,
  guestId: string,
  locationId: number,
): Promise<StayDates[]> {
  const nights = await repo.listGuestAcceptedNightsAt(db, guestId, locationId);
  return nightsByStay(nights.map((n) => ({ date: n.date, stayId: n.paymentId }))).map(stayDatesOf);
}

/** The nights with these ids in id order, or null when any of them does not exist. */
export async function findNights(db: Db, ids: number[]): Promise<BookingRow[] | null> {
  const nights = await repo.findBookings(db, ids);
  return nights.length === new Set(ids).size ? nights : null;
}

/**
 * A night's share of what the guest paid for its stay: its price, or with a discount the amount
 * paid split by price to the cent (`allocateCents`), so the nights of a stay add up to the amount.
 */
export async function nightShareOfStay(
  db: Db,
  stay: { id: string; amount: number },
  nightId: number,
): Promise<number> {
  const nights = await repo.listNightsOfStay(db, stay.id);
  const shares = allocateCents(
    stay.amount,
    nights.map((n) => n.price),
  );
  return shares[nights.findIndex((n) => n.id === nightId)] ?? 0;
}

/** Whether every night of a stay has been refunded. */
export const allNightsOfStayRefunded = (db: Db, paymentId: string) =>
  repo.allNightsOfStayRefunded(db, paymentId);

/**
 * Marks a night refunded with the cents given back (once: a night already refunded keeps its first
 * date and reason, and a cancellation's reason and amount stay).
 */
export const markNightRefunded = (db: Db, id: number, at: Date, reason: string | null, amount: number) =>
  repo.markBookingRefunded(db, id, at, reason, amount);

/** Records the transfer that paid a night's affiliate. */
export const setReferrerTransfer = (db: Db, id: number, transferId: string) =>
  repo.setReferrerTransfer(db, id, transferId);

// ---- Affiliates (the affiliates module reads the nights their referrals booked through these) ----

/** The nights with these uids (fewer when some do not exist). */
export const findNightsByUid = (db: Db, uids: string[]) => repo.findBookingsByUid(db, uids);

/** Earning nights (accepted, paid, not refunded) of these affiliates, by price and whether paid out. */
export const countReferredNights = (db: Db, referrerIds: string[]) =>
  repo.countReferredNights(db, referrerIds);

/** An affiliate's latest earning nights, newest first. */
export const listReferredNights = (db: Db, referrerId: string, limit: number) =>
  repo.listReferredNights(db, referrerId, limit);

/** The nights of a host's payments with a night in the period, all their nights included (decision 050). */
export const hostEarningNights = (db: Db, hostId: string, first: IsoDate, last: IsoDate) =>
  repo.listHostEarningNights(db, hostId, first, last);

/** A guest's accepted, paid nights at a location, by date (reviews group them into stays). */
export const listGuestAcceptedNightsAt = repo.listGuestAcceptedNightsAt;

// ---- Personal data (issue 31, decision 058) ----

/** A person's nights as a guest, their guests' nights as a host, and the nights they referred. */
export async function exportNights(db: Db, userId: string) {
  const [asGuest, asHost, referred] = await Promise.all([
    repo.personalNightsAsGuest(db, userId),
    repo.personalNightsAsHost(db, userId),
    repo.personalReferredNights(db, userId),
  ]);
  return { asGuest, asHost, referred };
}

/** The stays, the person's own and their guests', that have not ended by `today`. */
export async function upcomingStaysOf(db: Db, userId: string, today: IsoDate): Promise<UpcomingStay[]> {
  return upcomingStays(await repo.openNightsFrom(db, userId, today), today);
}

/** Deletion, in the caller's transaction: the guest's nights are kept without the vehicle's plate. */
export const eraseGuestNightDetails = (tx: Db, guestId: string) => repo.eraseGuestNightDetails(tx, guestId);
