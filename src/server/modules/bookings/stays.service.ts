// GET /v1/bookings (spec sections 3, 6, 7 and 9): the nights a caller may see, 50 a page by cursor.
// A guest sees their own nights (the default), a host the nights at their properties (`host` = their
// own id), administrators anyone's. Someone else's guest or host id answers 404, as an unknown one
// does. Each row carries what the caller may know: the host's contact for the guest's own accepted
// nights, the guest's for the host, and the exact address only under decision 012's rule.

import { arrivalInstructionsOfNights, type ArrivalOfNight } from '../../../domain/arrival';
import { DEFAULT_CANCELLATION_POLICY, isCancellationPolicy } from '../../../domain/cancellation';
import { allocateCents } from '../../../domain/fees';
import { effectiveStayRules } from '../../../domain/stay-rules';
import { notFound } from '../../../domain/errors';
import { exactAddress, maySeeExactAddress } from '../../../domain/privacy';
import {
  can,
  canListGuestBookings,
  canListHostedBookings,
  canListReferredBookings,
  isSelf,
  type Viewer,
} from '../../../domain/roles';
import {
  BOOKINGS_PAGE_SIZE,
  formatBookingsCursor,
  parseBookingsCursor,
  type BookingList,
  type BookingListQuery,
  type BookingRowDto,
} from '../../../domain/schemas/booking-list';
import { MAX_NIGHTS_PER_BOOKING } from '../../../domain/schemas/booking-create';
import type { Db } from '../../db/client';
import type { StayVehicle } from '../../../domain/schemas/vehicles';
import { stayVehicles } from '../vehicles/vehicles.service';
import * as repo from './bookings.repository';

type SignedIn = NonNullable<Viewer>;
type PageRow = Awaited<ReturnType<typeof repo.listBookingsPage>>[number];

/** Whose nights the query asks for, checked against the owner rules of src/domain/roles.ts. */
function scopeOf(
  viewer: SignedIn,
  query: BookingListQuery,
): Pick<repo.BookingListFilter, 'guestId' | 'hostId' | 'referrerId'> {
  if (query.guest !== undefined && !canListGuestBookings(viewer, query.guest))
    throw notFound('users.notFound');
  if (query.host !== undefined && !canListHostedBookings(viewer, query.host))
    throw notFound('users.notFound');
  if (query.referrer !== undefined && !canListReferredBookings(viewer, query.referrer))
    throw notFound('users.notFound');
  if (query.guest !== undefined || query.host !== undefined || query.referrer !== undefined)
    return { guestId: query.guest, hostId: query.host, referrerId: query.referrer };
  // Administrators may list a whole property's nights; anyone else (and an administrator asking for
  // nothing in particular) gets their own trips.
  if (query.location !== undefined && can(viewer, 'bookings:read-any')) return {};
  return { guestId: viewer.userId };
}

/** Each night's share of what its stay's payment took, so a discounted stay adds up to the cent. */
async function paidShares(db: Db, rows: PageRow[]): Promise<Map<number, number>> {
  const amounts = new Map<string, number>();
  for (const row of rows) {
    if (row.night.paymentId && row.paymentAmount !== null)
      amounts.set(row.night.paymentId, row.paymentAmount);
  }
  const nightsByStay = new Map<string, { id: number; price: number }[]>();
  for (const n of await repo.listNightsOfStays(db, [...amounts.keys()])) {
    const list = nightsByStay.get(n.paymentId) ?? [];
    list.push(n);
    nightsByStay.set(n.paymentId, list);
  }
  const shares = new Map<number, number>();
  for (const [paymentId, nights] of nightsByStay) {
    const split = allocateCents(
      amounts.get(paymentId)!,
      nights.map((n) => n.price),
    );
    nights.forEach((n, i) => shares.set(n.id, split[i]!));
  }
  return shares;
}

function toDto(
  viewer: SignedIn,
  row: PageRow,
  share: number | undefined,
  guestBookedAt: Set<number>,
  arrival: ArrivalOfNight | undefined,
  vehicle: StayVehicle | undefined,
): BookingRowDto {
  const { night, location, site } = row;
  const admin = can(viewer, 'bookings:read-any');
  const isGuest = isSelf(viewer, night.guestId);
  const isHost = night.hostId !== null && isSelf(viewer, night.hostId);
  const exact = maySeeExactAddress(
    viewer,
    { ownerId: location.ownerId },
    isGuest && guestBookedAt.has(night.locationId),
  );
  const amountPaid = night.paid ? (share ?? night.price) : 0;
  const contact = (c: PageRow['host']) =>
    c ? { firstName: c.firstName, lastName: c.lastName, email: c.email, phone: c.phone } : null;
  const hostContact = admin || isHost || (isGuest && night.status === 'accepted') ? contact(row.host) : null;
  // A host sees who asks, but not how to reach them, until they accept the request (issue 26).
  const unaccepted = row.request?.status != null && row.request.status !== 'accepted';
  const guestContact =
    admin || isGuest
      ? contact(row.guest)
      : isHost
        ? unaccepted
          ? { ...contact(row.guest)!, email: null, phone: null }
          : contact(row.guest)
        : null;
  return {
    id: night.id,
    uid: night.uid,
    stayId: night.paymentId,
    date: night.date,
    location: night.locationId,
    locationName: location.name,
    site: night.siteId,
    siteName: site.name,
    siteDirections: exact ? site.directions : null,
    locationDirections: exact ? location.directions : null,
    address: exact ? exactAddress(location) : null,
    guest: night.guestId,
    host: night.hostId,
    status: night.status,
    price: night.price,
    paid: night.paid,
    amountPaid,
    refunded: night.refunded,
    amountRefunded: night.refunded ? (night.refundAmount ?? amountPaid) : 0,
    refundDate: night.refundDate ? night.refundDate.toISOString() : null,
    refundReason: night.refundReason,
    transactionReference: night.transactionReference,
    // The host's phone and email are for a guest who is coming (an accepted night), the host and admins.
    hostContact,
    guestContact,
    // The spec's flat names (section 3, Booking), hidden exactly as the nested contacts are.
    hostFirstName: hostContact?.firstName ?? null,
    hostLastName: hostContact?.lastName ?? null,
    hostEmail: hostContact?.email ?? null,
    hostPhone: hostContact?.phone ?? null,
    guestFirstName: guestContact?.firstName ?? null,
    guestLastName: guestContact?.lastName ?? null,
    guestEmail: guestContact?.email ?? null,
    guestPhone: guestContact?.phone ?? null,
    // The registration and the vehicle are the stay's guest's, host's and administrators' (issue 27).
    guestVehicle:
      admin || isHost || isGuest
        ? { registration: night.guestVehicleRegistration, vehicle: vehicle ?? null }
        : { registration: null, vehicle: null },
    referrerTransfer: admin ? night.referrerTransfer : null,
    cancellationPolicy: isCancellationPolicy(location.cancellationPolicy)
      ? location.cancellationPolicy
      : DEFAULT_CANCELLATION_POLICY,
    // Issue 26: the booked guest's alone, and only from 48 hours before arriving (decision 040).
    arrivalInstructions: arrival?.arrivalInstructions ?? null,
    arrivalInstructionsLater: arrival?.arrivalInstructionsLater ?? false,
    request: requestOfRow(row.request),
  };
}

function requestOfRow(request: PageRow['request']): BookingRowDto['request'] {
  if (!request?.status) return null;
  return {
    status: request.status,
    expiresAt: (request.expiresAt ?? request.createdAt ?? new Date(0)).toISOString(),
    answeredAt: request.answeredAt?.toISOString() ?? null,
    declineReason: request.declineReason,
  };
}

/**
 * The nights one booking request bought, oldest first, as GET /v1/bookings shows them to the guest:
 * the answer of POST /v1/locations/{id}/bookings in the spec's shape (decision 034).
 */
export async function listNightsOfBooking(
  db: Db,
  viewer: SignedIn,
  paymentId: string,
  now: Date = new Date(),
): Promise<BookingRowDto[]> {
  const rows = await repo.listBookingsPage(db, {
    paymentId,
    guestId: viewer.userId,
    ascending: true,
    withReleased: true,
    limit: MAX_NIGHTS_PER_BOOKING,
  });
  return toDtos(db, viewer, rows, now);
}

/** Nights as the viewer may see them, each with its share of what was paid. */
async function toDtos(db: Db, viewer: SignedIn, rows: PageRow[], now: Date): Promise<BookingRowDto[]> {
  const [shares, guestBookedAt, vehicles] = await Promise.all([
    paidShares(db, rows),
    repo.locationsWithGuestBooking(db, viewer.userId, [
      ...new Set(rows.filter((r) => isSelf(viewer, r.night.guestId)).map((r) => r.night.locationId)),
    ]),
    // Issue 27: each stay's vehicle (shown by toDto only to whoever may see it).
    stayVehicles(
      db,
      rows.flatMap((r) => (r.night.paymentId ? [r.night.paymentId] : [])),
    ),
  ]);
  // Issue 26: the booked guest's own stays' arrival instructions, in their window (decision 040).
  const arrival = arrivalInstructionsOfNights(
    rows.map(({ night, location, site, paymentStatus }) => ({
      id: night.id,
      viewerIsGuest: isSelf(viewer, night.guestId),
      date: night.date,
      location: night.locationId,
      guest: night.guestId,
      status: night.status,
      paymentStatus,
      instructions: location.arrivalInstructions,
      times: effectiveStayRules(location.stayRules, site.stayRules),
    })),
    now,
  );
  return rows.map((row) =>
    toDto(
      viewer,
      row,
      shares.get(row.night.id),
      guestBookedAt,
      arrival.get(row.night.id),
      row.night.paymentId ? vehicles.get(row.night.paymentId) : undefined,
    ),
  );
}

/** GET /v1/bookings: one page of the nights the query names and the viewer may see. */
export async function listBookings(
  db: Db,
  viewer: SignedIn,
  query: BookingListQuery,
  now: Date = new Date(),
): Promise<BookingList> {
  const scope = scopeOf(viewer, query);
  const lowest = [query.from, query.fromDate].filter((d): d is string => d !== undefined).sort();
  const from = lowest[lowest.length - 1];
  const rows = await repo.listBookingsPage(db, {
    ...scope,
    locationId: query.location,
    from,
    to: query.toDate,
    requestStatus: query.request,
    ascending: from !== undefined,
    after: query.cursor ? (parseBookingsCursor(query.cursor) ?? undefined) : undefined,
    withReleased: can(viewer, 'bookings:read-any'),
    limit: BOOKINGS_PAGE_SIZE,
  });
  const last = rows[rows.length - 1];
  return {
    items: await toDtos(db, viewer, rows, now),
    cursor: rows.length === BOOKINGS_PAGE_SIZE && last ? formatBookingsCursor(last.night) : null,
  };
}
