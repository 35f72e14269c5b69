// SQL on the bookings table: one row per night (spec section 3), each with the payment that bought it
// (stays are grouped in src/domain/stays.ts). Every query on bookings lives here; other modules go
// through this file.

import { and, asc, desc, eq, gte, inArray, lte, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { jsonRows, type Db } from '../../db/client';
import { availabilityRules, bookings, locations, payments, sites, users } from '../../db/schema';
import { toAvailabilityRule, type SiteWithRules } from '../locations/availability-rules';
import { addDays, type IsoDate } from '../../../domain/dates';
import { move, NIGHT_LIFECYCLE, type RequestStatus } from '../../../domain/lifecycles';

// The moves this module makes, checked against the night lifecycle as the module loads.
const accept = move(NIGHT_LIFECYCLE, 'pending', 'accepted');
const releasePending = move(NIGHT_LIFECYCLE, 'pending', 'cancelled');
const cancelAccepted = move(NIGHT_LIFECYCLE, 'accepted', 'cancelled');

export type BookingRow = typeof bookings.$inferSelect;

/** Non-cancelled bookings per site and night of the locations `which` names, from `from` to `to`. */
function bookedCountsQuery(db: Db, which: SQL, from: IsoDate | Placeholder, to: IsoDate | Placeholder) {
  return db
    .select({ siteId: bookings.siteId, date: bookings.date, count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(which, gte(bookings.date, from), lte(bookings.date, to), ne(bookings.status, 'cancelled')))
    .groupBy(bookings.siteId, bookings.date);
}

/**
 * Non-cancelled bookings per site and night of one location over a window, as an SQL expression
 * whose value is JSON text, `[[siteId, date, count], ...]`: a column for a statement that reads many
 * locations at once (a search by dates puts it beside each candidate, decision 020), answered from
 * the covering index bookings_location_date_site_open_idx. `locationId` is that statement's column.
 */
export function bookedCountsJsonOf(
  locationId: SQL,
  from: IsoDate | Placeholder,
  to: IsoDate | Placeholder,
): SQL {
  return sql`(select coalesce(json_agg(json_build_array(c.site_id, c.date, c.n)), '[]')::text from (
      select site_id, date, count(*)::int as n from ${bookings}
      where location_id = ${locationId} and date >= ${from} and date <= ${to} and status <> 'cancelled'
      group by site_id, date) c)`;
}

/**
 * Nights a guest already holds a booking on over a window: anywhere, or at one location (what the
 * host rules' nights-per-guest-in-90-days cap counts, issue 27).
 */
export async function listGuestBookedNights(
  db: Db,
  guestId: string,
  from: IsoDate,
  to: IsoDate,
  atLocation?: number,
): Promise<IsoDate[]> {
  const rows = await db
    .selectDistinct({ date: bookings.date })
    .from(bookings)
    .where(
      and(
        eq(bookings.guestId, guestId),
        atLocation === undefined ? undefined : eq(bookings.locationId, atLocation),
        gte(bookings.date, from),
        lte(bookings.date, to),
        ne(bookings.status, 'cancelled'),
      ),
    );
  return rows.map((r) => r.date);
}

/**
 * Whether a guest holds an accepted night at a location: booked there (a request the host has not
 * accepted is not a booking yet, so it shows neither the exact address nor lets the guest review).
 */
export async function guestHasBookingAt(db: Db, guestId: string, locationId: number): Promise<boolean> {
  return (await locationsWithGuestBooking(db, guestId, [locationId])).has(locationId);
}

/** A guest's accepted, paid nights at a location, by date (reviews group them into stays). */
export async function listGuestAcceptedNightsAt(
  db: Db,
  guestId: string,
  locationId: number,
): Promise<{ date: IsoDate; paymentId: string | null }[]> {
  return db
    .select({ date: bookings.date, paymentId: bookings.paymentId })
    .from(bookings)
    .where(
      and(
        eq(bookings.guestId, guestId),
        eq(bookings.locationId, locationId),
        eq(bookings.status, 'accepted'),
        eq(bookings.paid, true),
      ),
    )
    .orderBy(asc(bookings.date));
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

/**
 * The arrival of the stay a night belongs to: the first night its payment bought, or, for a night
 * without a payment, the first of the consecutive nights the guest has at that location without one
 * (as domain/stays.ts groups them).
 */
export async function stayArrival(
  db: Db,
  night: { paymentId: string | null; guestId: string; locationId: number; date: IsoDate },
): Promise<IsoDate> {
  if (night.paymentId !== null) {
    const [row] = await db
      .select({ arrival: sql<IsoDate | null>`min(${bookings.date})::text` })
      .from(bookings)
      .where(eq(bookings.paymentId, night.paymentId));
    return row?.arrival ?? night.date;
  }
  const rows = await db
    .selectDistinct({ date: bookings.date })
    .from(bookings)
    .where(
      and(
        sql`${bookings.paymentId} is null`,
        eq(bookings.guestId, night.guestId),
        eq(bookings.locationId, night.locationId),
        lte(bookings.date, night.date),
      ),
    )
    .orderBy(desc(bookings.date));
  let arrival = night.date;
  for (const { date } of rows) {
    if (date === arrival) continue;
    if (date !== addDays(arrival, -1)) break;
    arrival = date;
  }
  return arrival;
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
  amount: number,
): Promise<void> {
  await db
    .update(bookings)
    .set({
      refunded: true,
      refundDate: at,
      refundReason: sql`coalesce(${bookings.refundReason}, ${reason})`,
      refundAmount: sql`coalesce(${bookings.refundAmount}, ${amount}::int)`,
      updatedAt: at,
    })
    .where(and(eq(bookings.id, id), eq(bookings.refunded, false)));
}

export async function setReferrerTransfer(db: Db, bookingId: number, transferId: string): Promise<void> {
  await db
    .update(bookings)
    .set({ referrerTransfer: transferId, updatedAt: new Date() })
    .where(eq(bookings.id, bookingId));
}

// ---- Creating a booking (booking-create.service.ts, decision 017) ----

/** Locks the guest's user row: one reservation of a guest at a time, so a key is used once. */
export async function lockGuest(tx: Db, guestId: string): Promise<boolean> {
  // NO KEY UPDATE: exclusive among bookers, yet foreign-key checks on the row (a ledger row or a
  // payment naming this user) need not wait for it.
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, guestId))
    .for('no key update');
  return rows.length > 0;
}

/**
 * Locks the asked sites of a location, in id order (the one lock order: two reservations of one site
 * queue here and never deadlock), and answers them with their availability rules in list order.
 * Only the sites asked: guests booking different sites of one property do not wait for each other.
 */
export async function lockSitesWithRules(
  tx: Db,
  locationId: number,
  siteIds: number[],
): Promise<SiteWithRules[]> {
  if (siteIds.length === 0) return [];
  const locked = await tx
    .select()
    .from(sites)
    .where(and(eq(sites.locationId, locationId), inArray(sites.id, siteIds)))
    .orderBy(asc(sites.id))
    .for('no key update');
  if (locked.length === 0) return [];
  const rules = await tx
    .select()
    .from(availabilityRules)
    .where(
      inArray(
        availabilityRules.siteId,
        locked.map((s) => s.id),
      ),
    )
    .orderBy(asc(availabilityRules.siteId), asc(availabilityRules.position), asc(availabilityRules.id));
  return locked.map((site) => ({
    ...site,
    availabilityRules: rules.filter((r) => r.siteId === site.id).map(toAvailabilityRule),
  }));
}

/** Non-cancelled bookings per site and night of a location (not prepared: runs inside a transaction). */
export async function countBookingsInTransaction(
  tx: Db,
  locationId: number,
  from: IsoDate,
  to: IsoDate,
): Promise<{ siteId: number; date: IsoDate; count: number }[]> {
  return bookedCountsQuery(tx, eq(bookings.locationId, locationId), from, to);
}

export async function insertNights(tx: Db, rows: (typeof bookings.$inferInsert)[]): Promise<BookingRow[]> {
  return tx.insert(bookings).values(rows).returning();
}

/** The pending nights of a stay become accepted and paid by the charge; answers those it changed. */
export async function acceptPendingNights(tx: Db, paymentId: string, chargeId: string, at: Date) {
  return tx
    .update(bookings)
    .set({ status: accept.to, paid: true, transactionReference: chargeId, updatedAt: at })
    .where(and(eq(bookings.paymentId, paymentId), inArray(bookings.status, accept.from)))
    .returning({ id: bookings.id });
}

/**
 * The pending nights of a stay are released (cancelled), giving their spaces back; `by` says who
 * ended a request (the host declining, the guest withdrawing; null: the card or the clock).
 */
export async function cancelPendingNights(
  tx: Db,
  paymentId: string,
  at: Date,
  reason: string | null,
  by: 'guest' | 'host' | null = null,
) {
  return tx
    .update(bookings)
    .set({
      status: releasePending.to,
      refundReason: reason,
      cancelledBy: by,
      cancelledAt: by ? at : null,
      updatedAt: at,
    })
    .where(and(eq(bookings.paymentId, paymentId), inArray(bookings.status, releasePending.from)))
    .returning({ id: bookings.id });
}

/** The nights of a stay with what the booking answer shows, in date then site order. */
export async function listStayNights(db: Db, paymentId: string) {
  return db
    .select({
      night: bookings,
      siteName: sites.name,
      siteDirections: sites.directions,
      locationName: locations.name,
    })
    .from(bookings)
    .innerJoin(sites, eq(sites.id, bookings.siteId))
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .where(eq(bookings.paymentId, paymentId))
    .orderBy(asc(bookings.date), asc(bookings.siteId), asc(bookings.id));
}

// ---- GET /v1/bookings: the nights a caller may see, a page at a time ----

/** Whose nights, and which: the service has already checked the caller may see them. */
export type BookingListFilter = {
  guestId?: string;
  hostId?: string;
  referrerId?: string;
  locationId?: number;
  /** Only the nights one payment bought (one booking request's nights). */
  paymentId?: string;
  /** Only the nights of requests to book in this state. */
  requestStatus?: RequestStatus;
  /** Earliest night, included. */
  from?: IsoDate;
  /** Latest night, included. */
  to?: IsoDate;
  /** Oldest first (a list from a date on), or newest first. */
  ascending: boolean;
  /** The last row of the previous page. */
  after?: { date: IsoDate; id: number };
  /**
   * Also nights released before they were ever paid (a declined card's attempt): administrators see
   * them; a guest's trips and a host's guests are what was actually booked.
   */
  withReleased?: boolean;
  limit: number;
};

const hostUser = alias(users, 'host_user');
const guestUser = alias(users, 'guest_user');

/** A page of nights with their property, site, host and guest, and the amount their payment took. */
export async function listBookingsPage(db: Db, filter: BookingListFilter) {
  const conditions: SQL[] = [];
  if (filter.guestId !== undefined) conditions.push(eq(bookings.guestId, filter.guestId));
  if (filter.hostId !== undefined) conditions.push(eq(bookings.hostId, filter.hostId));
  if (filter.referrerId !== undefined) conditions.push(eq(bookings.referrerId, filter.referrerId));
  // Nights a lost or refused booking held are not anyone's trips; a request's are (declined, expired).
  if (!filter.withReleased)
    conditions.push(
      sql`not (${bookings.status} = 'cancelled' and not ${bookings.paid} and ${payments.requestStatus} is null)`,
    );
  if (filter.locationId !== undefined) conditions.push(eq(bookings.locationId, filter.locationId));
  if (filter.paymentId !== undefined) conditions.push(eq(bookings.paymentId, filter.paymentId));
  if (filter.requestStatus !== undefined) conditions.push(eq(payments.requestStatus, filter.requestStatus));
  if (filter.from !== undefined) conditions.push(gte(bookings.date, filter.from));
  if (filter.to !== undefined) conditions.push(lte(bookings.date, filter.to));
  if (filter.after) {
    const { date, id } = filter.after;
    conditions.push(
      filter.ascending
        ? sql`(${bookings.date}, ${bookings.id}) > (${date}::date, ${id})`
        : sql`(${bookings.date}, ${bookings.id}) < (${date}::date, ${id})`,
    );
  }
  const order = filter.ascending
    ? [asc(bookings.date), asc(bookings.id)]
    : [desc(bookings.date), desc(bookings.id)];
  return db
    .select({
      night: bookings,
      location: {
        name: locations.name,
        ownerId: locations.ownerId,
        address: locations.address,
        postcode: locations.postcode,
        country: locations.country,
        city: locations.city,
        latitude: locations.latitude,
        longitude: locations.longitude,
        directions: locations.directions,
        cancellationPolicy: locations.cancellationPolicy,
        arrivalInstructions: locations.arrivalInstructions,
        stayRules: locations.stayRules,
      },
      site: { name: sites.name, directions: sites.directions, stayRules: sites.stayRules },
      host: {
        firstName: hostUser.firstName,
        lastName: hostUser.lastName,
        email: hostUser.email,
        phone: hostUser.phone,
      },
      guest: {
        firstName: guestUser.firstName,
        lastName: guestUser.lastName,
        email: guestUser.email,
        phone: guestUser.phone,
      },
      paymentAmount: payments.amount,
      request: {
        status: payments.requestStatus,
        expiresAt: payments.requestExpiresAt,
        answeredAt: payments.requestAnsweredAt,
        declineReason: payments.declineReason,
        createdAt: payments.createdAt,
      },
      paymentStatus: payments.status,
    })
    .from(bookings)
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .innerJoin(sites, eq(sites.id, bookings.siteId))
    .innerJoin(guestUser, eq(guestUser.id, bookings.guestId))
    .leftJoin(hostUser, eq(hostUser.id, bookings.hostId))
    .leftJoin(payments, eq(payments.id, bookings.paymentId))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(filter.limit);
}

/** Every night's price of these stays (payments), in each stay's fixed order (the nights' ids). */
export async function listNightsOfStays(
  db: Db,
  paymentIds: string[],
): Promise<{ id: number; paymentId: string; price: number }[]> {
  if (paymentIds.length === 0) return [];
  const rows = await db
    .select({ id: bookings.id, paymentId: bookings.paymentId, price: bookings.price })
    .from(bookings)
    .where(inArray(bookings.paymentId, paymentIds))
    .orderBy(asc(bookings.id));
  return rows.map((r) => ({ id: r.id, paymentId: r.paymentId!, price: r.price }));
}

/** Of these locations, those where the guest holds a night that is not cancelled (decision 012). */
export async function locationsWithGuestBooking(
  db: Db,
  guestId: string,
  locationIds: number[],
): Promise<Set<number>> {
  if (locationIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ locationId: bookings.locationId })
    .from(bookings)
    .where(
      and(
        eq(bookings.guestId, guestId),
        inArray(bookings.locationId, locationIds),
        eq(bookings.status, 'accepted'),
      ),
    );
  return new Set(rows.map((r) => r.locationId));
}

// ---- Cancelling nights (booking-cancel.service.ts, decision 018) ----

/** Locks nights in id order (the one lock order), answering them as they are now. */
export async function lockNights(tx: Db, ids: number[]): Promise<BookingRow[]> {
  if (ids.length === 0) return [];
  return tx.select().from(bookings).where(inArray(bookings.id, ids)).orderBy(asc(bookings.id)).for('update');
}

/** Cancels an accepted night, recording who cancelled and what is due back (null: nothing was paid). */
export async function markNightCancelled(
  tx: Db,
  id: number,
  change: { by: 'guest' | 'host' | 'admin'; at: Date; refundAmount: number | null; reason: string },
): Promise<boolean> {
  const rows = await tx
    .update(bookings)
    .set({
      status: cancelAccepted.to,
      cancelledBy: change.by,
      cancelledAt: change.at,
      refundAmount: change.refundAmount,
      refundReason: change.reason,
      updatedAt: change.at,
    })
    .where(and(eq(bookings.id, id), inArray(bookings.status, cancelAccepted.from)))
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/** A night by its uid (the spec's booking uid), or null. */
export async function findBookingByUid(db: Db, uid: string): Promise<BookingRow | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.uid, uid)).limit(1);
  return row ?? null;
}

/**
 * Records a refund as due on a night already cancelled with nothing given back (an administrator's
 * refund after the policy gave none): only while no refund was ever due on it.
 */
export async function markRefundDue(
  tx: Db,
  id: number,
  change: { at: Date; refundAmount: number; reason: string },
): Promise<boolean> {
  const rows = await tx
    .update(bookings)
    .set({ refundAmount: change.refundAmount, refundReason: change.reason, updatedAt: change.at })
    .where(
      and(
        eq(bookings.id, id),
        eq(bookings.status, 'cancelled'),
        eq(bookings.refunded, false),
        sql`coalesce(${bookings.refundAmount}, 0) = 0`,
      ),
    )
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/** Nights whose refund is due but the provider has not answered yet, oldest first. */
export async function listDueRefunds(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(sql`${bookings.refundAmount} > 0`, eq(bookings.refunded, false)))
    .orderBy(asc(bookings.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The names of a location's sites, by id. */
export async function siteNames(db: Db, locationId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(eq(sites.locationId, locationId));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * A pending night of a charged stay that could not be confirmed is released (cancelled), with its
 * share of what the guest paid as the refund due.
 */
export async function releaseWithRefundDue(
  tx: Db,
  nightId: number,
  refundDue: number,
  at: Date,
  reason: string,
) {
  await tx
    .update(bookings)
    .set({ status: releasePending.to, refundAmount: refundDue, refundReason: reason, updatedAt: at })
    .where(and(eq(bookings.id, nightId), inArray(bookings.status, releasePending.from)));
}

// ---- Affiliates: the nights their referrals booked ----

/** The nights with these uids (fewer when some do not exist). */
export async function findBookingsByUid(db: Db, uids: string[]): Promise<BookingRow[]> {
  if (uids.length === 0) return [];
  return db.select().from(bookings).where(inArray(bookings.uid, uids));
}

/** A night that earns its affiliate a fee: accepted, paid for by the guest, not refunded. */
const earningNight = sql`${bookings.status} = 'accepted' and ${bookings.paid} and not ${bookings.refunded}`;

/**
 * The earning nights of these affiliates, counted by affiliate, price and whether already paid out
 * (the fee is rounded per night, so the caller needs the prices, not their sum).
 */
export async function countReferredNights(db: Db, referrerIds: string[]) {
  if (referrerIds.length === 0) return [];
  const transferred = sql<boolean>`${bookings.referrerTransfer} is not null`;
  return db
    .select({
      referrerId: sql<string>`${bookings.referrerId}`,
      price: bookings.price,
      transferred,
      nights: sql<number>`count(*)::int`,
    })
    .from(bookings)
    .where(and(inArray(bookings.referrerId, referrerIds), earningNight))
    .groupBy(bookings.referrerId, bookings.price, transferred);
}

/** An affiliate's latest earning nights, newest first, with the property's name. */
export async function listReferredNights(db: Db, referrerId: string, limit: number) {
  return db
    .select({
      uid: bookings.uid,
      date: bookings.date,
      price: bookings.price,
      referrerTransfer: bookings.referrerTransfer,
      locationName: locations.name,
    })
    .from(bookings)
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .where(and(eq(bookings.referrerId, referrerId), earningNight))
    .orderBy(desc(bookings.date), desc(bookings.id))
    .limit(limit);
}

// ---- A host's earnings (issue 28, decision 050) ----

/**
 * Every night of the host's payments that hold a night between `first` and `last` (the other nights
 * too: a payment's figures are split over all its nights), with the names the earnings show. The
 * site, property and guest names are joined here, as the stay lists do (decision 013).
 */
export async function listHostEarningNights(db: Db, hostId: string, first: IsoDate, last: IsoDate) {
  const inPeriod = db
    .selectDistinct({ paymentId: bookings.paymentId })
    .from(bookings)
    .where(and(eq(bookings.hostId, hostId), gte(bookings.date, first), lte(bookings.date, last)));
  const rows = await db
    .select({
      id: bookings.id,
      paymentId: bookings.paymentId,
      date: bookings.date,
      price: bookings.price,
      status: bookings.status,
      siteId: bookings.siteId,
      siteName: sites.name,
      locationId: bookings.locationId,
      locationName: locations.name,
      guestName: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.name})`,
    })
    .from(bookings)
    .innerJoin(sites, eq(sites.id, bookings.siteId))
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .innerJoin(users, eq(users.id, bookings.guestId))
    .where(inArray(bookings.paymentId, inPeriod))
    .orderBy(asc(bookings.date), asc(bookings.id));
  return rows.map((r) => ({ ...r, paymentId: r.paymentId! }));
}

// ---- Personal data (issue 31, decision 058) ----

/** A guest's nights: where, when, what each cost and what became of it. */
export const personalNightsAsGuest = (db: Db, guestId: string) =>
  jsonRows(
    db,
    sql`select b.uid, b.payment_id as "paymentId", l.name as "locationName", s.name as "siteName",
               b.date, b.status, b.price, b.paid, b.refunded, b.refund_amount as "refundAmount",
               b.refund_date as "refundDate", b.refund_reason as "refundReason",
               b.cancelled_by as "cancelledBy", b.cancelled_at as "cancelledAt",
               b.transaction_reference as "transactionReference",
               b.guest_vehicle_registration as "vehicleRegistration", b.created_at as "createdAt"
          from bookings b join locations l on l.id = b.location_id join sites s on s.id = b.site_id
         where b.guest_id = ${guestId} order by b.date, b.id`,
  );

/**
 * The nights guests booked at a host's properties, with each guest's name as the host sees it in
 * Guest Bookings (names only: no email or phone).
 */
export const personalNightsAsHost = (db: Db, hostId: string) =>
  jsonRows(
    db,
    sql`select b.uid, b.payment_id as "paymentId", l.name as "locationName", s.name as "siteName",
               b.date, b.status, b.price, b.paid, b.refunded, b.refund_amount as "refundAmount",
               b.cancelled_by as "cancelledBy",
               coalesce(nullif(trim(concat_ws(' ', g.first_name, g.last_name)), ''), g.name) as "guestName",
               b.created_at as "createdAt"
          from bookings b join locations l on l.id = b.location_id join sites s on s.id = b.site_id
          join users g on g.id = b.guest_id
         where b.host_id = ${hostId} and b.guest_id <> ${hostId} order by b.date, b.id`,
  );

/** Nights from `from` on that are not cancelled, the person's own stays' and their guests'. */
export const openNightsFrom = (db: Db, userId: string, from: IsoDate) =>
  jsonRows<{ paymentId: string | null; locationName: string; date: IsoDate; role: 'guest' | 'host' }>(
    db,
    sql`select b.payment_id as "paymentId", l.name as "locationName", b.date,
               case when b.guest_id = ${userId} then 'guest' else 'host' end as role
          from bookings b join locations l on l.id = b.location_id
         where (b.guest_id = ${userId} or b.host_id = ${userId} or l.owner_id = ${userId})
           and b.date >= ${from}::date - 1 and b.status <> 'cancelled'`,
  );

/** Deletion: the guest's nights stay (the payments they explain) without the vehicle's plate. */
export async function eraseGuestNightDetails(db: Db, guestId: string): Promise<void> {
  await db.update(bookings).set({ guestVehicleRegistration: null }).where(eq(bookings.guestId, guestId));
}

/** The nights an affiliate referred (no guest named), and whether they were paid for each. */
export const personalReferredNights = (db: Db, referrerId: string) =>
  jsonRows(
    db,
    sql`select l.name as "locationName", b.date, b.price, b.status,
               b.referrer_transfer as "referrerTransfer"
          from bookings b join locations l on l.id = b.location_id
         where b.referrer_id = ${referrerId} order by b.date, b.id`,
  );
