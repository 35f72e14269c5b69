// Booking nights: POST /v1/locations/{id}/bookings (decision 017, architecture §4).
//
// 1. Reserve, in one short transaction: lock the guest's row (one reservation of a guest at a time,
//    so an Idempotency-Key is used once), lock the property's site rows in id order, recompute every
//    night's state and price with the calendar's own domain functions (so a booking costs what the
//    calendar showed), then insert the `payments` row (status 'reserved') and one `bookings` row per
//    night with status 'pending'. Pending nights count against the spaces like accepted ones.
// 2. Charge, outside any transaction: chargePayment, keyed by the payment's id.
// 3. Confirm, in one transaction: the pending nights become accepted and paid, the payment
//    'confirmed', and the two emails are queued. A declined card releases the nights (cancelled) and
//    answers 402; if confirming fails after a successful charge, the nights are refunded and released.
//
// A retry with the same Idempotency-Key finds the payment by its key and carries on from where the
// first attempt stopped (every step is idempotent), so a double click, a retry or a lost answer
// books and charges once. Without the header (the spec's client, decision 034) the key is derived
// from the guest, the property and the nights: the same nights asked again within
// DERIVED_KEY_WINDOW_MS carry on the payment they made, while it still holds or bought them.

import { createHash, randomUUID } from 'node:crypto';
import { computeAvailability } from '../../../domain/availability';
import { MAX_AVAILABILITY_WINDOW_DAYS, type NoticePeriod } from '../../../domain/constants';
import { addDays, daysBetween, todayInAuckland, type IsoDate } from '../../../domain/dates';
import { AppError, badRequest, notFound } from '../../../domain/errors';
import { discountedStay } from '../../../domain/campaigns';
import { nightsByStay, stayDatesOf } from '../../../domain/stays';
import {
  CAP_WINDOW_DAYS,
  effectiveStayRules,
  stayRuleBreaches,
  selectionVehicleBreaches,
  type PropertyRules,
  type SiteRuleOverrides,
} from '../../../domain/stay-rules';
import type { VehicleForRules } from '../../../domain/vehicles';
import type { StayDates } from '../../../domain/stay-search';
import { allocateCents } from '../../../domain/fees';
import { formatCents } from '../../../domain/money';
import { isLanguage } from '../../../domain/messages';
import type { Viewer } from '../../../domain/roles';
import { MAX_INT4 } from '../../../domain/schemas/common';
import type {
  BookingRequest,
  BookingQuote,
  BookingQuoteRequest,
  CreateBookingRequest,
  CreateBookingResponse,
} from '../../../domain/schemas/booking-create';
import type { Db } from '../../db/client';
import { createOutbox } from '../../adapters/email/outbox';
import type { PaymentsProvider } from '../../adapters/payments/payments';
import { applyCampaignCode, giveBackRedemption, redeemCampaign } from '../campaigns/checkout.service';
import { findLocationById } from '../locations/locations.service';
import { authorisePayment, chargePayment, refundNights } from '../payments/charges.service';
import * as payments from '../payments/booking-payments.service';
import { findAffiliateByCode, findUserById, type UserRow } from '../users/users.service';
import {
  guestConfirmationEmail,
  guestRequestSentEmail,
  hostNewGuestEmail,
  hostNewRequestEmail,
  type StayForEmail,
} from './booking-emails';
import { rulesViewOf, vehicleForBooking } from '../vehicles/vehicles.service';
import * as repo from './bookings.repository';
import { retrying } from '../../db/retrying';
import { REQUEST_ANSWER_HOURS } from '../../../domain/lifecycles';
import { DEFAULT_TAX_RATES, feeWithinCharge, stayTax, type TaxRates } from '../../../domain/gst';
import { assertMayBookInstantly } from '../stay-reviews/stay-reviews.service';

export type BookingDeps = {
  db: Db;
  payments: PaymentsProvider;
  platformFeePercent: number;
  /** GST and the flat-rate credit (decision 049); New Zealand's when not given. */
  taxRates?: TaxRates;
  /** The sender the outbox records (its delivery uses the app's own outbox). */
  emailFrom: string;
  now?: () => Date;
  /** Tests only: runs just before the confirming transaction (to make confirming fail). */
  beforeConfirm?: (paymentId: string) => Promise<void>;
};

/** The payment's key: one per guest and Idempotency-Key, so two guests' keys never collide. */
export const reservationKey = (guestId: string, idempotencyKey: string) =>
  `booking:${guestId}:${idempotencyKey.toLowerCase()}`;

const nightKey = (siteId: number, date: IsoDate) => `${siteId}:${date}`;

/**
 * How long a booking without an Idempotency-Key is one with the same nights asked again: longer than
 * any client's retries (the web waits 45 s and retries once) and than the sweeper's wait before it
 * finishes a lost reservation (STALE_RESERVATION_MS, 5 minutes), so a late retry still gets the
 * booking's answer; short enough that a guest who cancels, or whose card was declined, books anew.
 * After it, asking for the same nights is refused anyway: they are the guest's already.
 */
export const DERIVED_KEY_WINDOW_MS = 10 * 60_000;

/** The derived key's fixed part: the guest, the property and the sorted nights (decision 034). */
export function derivedKeyPrefix(
  guestId: string,
  locationId: number,
  nights: { siteId: number; date: IsoDate }[],
): string {
  const sorted = nights.map((n) => nightKey(n.siteId, n.date)).sort();
  const digest = createHash('sha256')
    .update(`${locationId}|${sorted.join(',')}`)
    .digest('hex')
    .slice(0, 32);
  return `booking:${guestId}:nights:${digest}:`;
}

/**
 * The payment a request is a repeat of, or null: by its Idempotency-Key, or without one the latest
 * payment of the same nights within the window that still holds or bought them (a stay the guest
 * cancelled since is not repeated: asking again books again).
 */
async function findRepeatedPayment(
  db: Db,
  guestId: string,
  key: { explicit: string } | { prefix: string; since: Date },
): Promise<string | null> {
  if ('explicit' in key) return (await payments.findPaymentByIdempotencyKey(db, key.explicit))?.id ?? null;
  const recent = await payments.findRecentPaymentByKeyPrefix(db, guestId, key.prefix, key.since);
  if (!recent) return null;
  if (recent.status !== 'confirmed') return recent.id;
  const nights = await repo.listStayNights(db, recent.id);
  return nights.every((n) => n.night.status === 'accepted') ? recent.id : null;
}

export async function createBooking(
  deps: BookingDeps,
  viewer: NonNullable<Viewer>,
  locationId: number,
  body: CreateBookingRequest,
  idempotencyKey: string | undefined,
): Promise<CreateBookingResponse> {
  const { db } = deps;
  const guestId = viewer.userId;
  checkLocationNamed(body.bookings, locationId);
  const prefix = derivedKeyPrefix(guestId, locationId, body.bookings);
  const now = deps.now?.() ?? new Date();
  // With the header, the client's key; without it, a new key beginning with the nights' prefix, found
  // again by the prefix within the window.
  const key = idempotencyKey ? reservationKey(guestId, idempotencyKey) : `${prefix}${randomUUID()}`;
  const lookup = idempotencyKey
    ? { explicit: key }
    : { prefix, since: new Date(now.getTime() - DERIVED_KEY_WINDOW_MS) };

  // One site a night: a guest sleeps in one place (the calendar makes a night selected on another
  // site unavailable).
  const dates = new Set<IsoDate>();
  for (const night of body.bookings) {
    if (dates.has(night.date)) throw badRequest('booking.oneSitePerNight', { date: night.date }, 'bookings');
    dates.add(night.date);
  }

  const existing = await findRepeatedPayment(db, guestId, lookup);
  if (existing) return resume(deps, existing, body, locationId);

  const found = await findLocationById(db, locationId);
  if (!found) throw notFound('locations.notFound');
  const { location } = found;
  if (location.ownerId === guestId) throw badRequest('booking.ownProperty');
  const [guest, host] = await Promise.all([
    findUserById(db, guestId),
    location.ownerId ? findUserById(db, location.ownerId) : null,
  ]);
  if (!guest?.paymentCustomerId || !guest.paymentMethodToken || !guest.paymentValid) {
    throw badRequest('payments.noCard');
  }
  if (!host?.connectedAccountId) throw badRequest('payments.hostCannotBePaid');
  // Issue 27: the guest's own vehicle, stored with the stay (its registration on the nights unless
  // one was typed).
  const vehicle = body.vehicleId ? await vehicleForBooking(db, guestId, body.vehicleId) : null;
  const referrer = guest.referrer ? await findAffiliateByCode(db, guest.referrer) : null;

  const reserved = await retrying(() =>
    db.transaction(async (tx) => {
      await repo.lockGuest(tx, guestId);
      // Under the guest's lock: a concurrent request with the same key has committed or not started.
      const again = await findRepeatedPayment(tx, guestId, lookup);
      if (again) return { paymentId: again, fresh: false };
      const { priced, today, byRequest } = await priceSelection(
        tx,
        deps,
        guestId,
        locationId,
        body.bookings,
        dates,
        vehicle ? rulesViewOf(vehicle) : null,
      );
      // Issue 27 (decision 043): three no-shows in 12 months stop instant booking; requests stay open.
      if (!byRequest) await assertMayBookInstantly(tx, guestId, now);
      const stayTotal = priced.reduce((sum, n) => sum + n.price, 0);
      // The payment's amount is an int4 column: a stay no card could pay is refused, not a 500.
      if (stayTotal > MAX_INT4) throw badRequest('validation.atMost', { maximum: MAX_INT4 }, 'bookings');
      // The code's campaign row stays locked until this transaction commits, so its last use goes to
      // one guest only (decision 023).
      const campaign = body.code
        ? await applyCampaignCode(tx, {
            code: body.code,
            guestEmail: guest.email,
            today,
            locationId,
            nights: priced,
            lock: true,
          })
        : null;
      const charge = discountedStay(stayTotal, campaign?.discount.total ?? 0, deps.platformFeePercent);
      // GST at the rates of the day the stay is booked (decision 049).
      const tax = stayTax(charge.amount, deps.taxRates ?? DEFAULT_TAX_RATES, host.gstRegistered);
      const payment = await payments.insertReservedPayment(tx, {
        guestId,
        locationId,
        hostId: host.id,
        amount: charge.amount,
        discount: charge.discount,
        campaignId: campaign?.campaignId ?? null,
        platformFee: feeWithinCharge(charge.amount, charge.platformFee, tax),
        gst: tax.gst,
        flatRateCredit: tax.flatRateCredit,
        gstRateBp: tax.gstRateBp,
        flatRateCreditBp: tax.flatRateCreditBp,
        idempotencyKey: key,
        paymentMethodToken: guest.paymentMethodToken,
        vehicleId: vehicle?.id ?? null,
        ...(byRequest ? requestDeadline(now) : {}),
      });
      if (campaign) {
        await redeemCampaign(tx, {
          campaignId: campaign.campaignId,
          userId: guestId,
          paymentId: payment.id,
          amount: charge.discount,
        });
      }
      // A code's affiliate is credited with the nights it brought; otherwise the guest's referrer.
      const referrerId = campaign?.affiliateId ?? referrer?.id ?? null;
      await repo.insertNights(
        tx,
        priced.map((n) => ({
          paymentId: payment.id,
          locationId,
          siteId: n.siteId,
          guestId,
          hostId: host.id,
          date: n.date,
          status: 'pending',
          price: n.price,
          paid: false,
          guestVehicleRegistration: body.vehicleRegistration || vehicle?.registration || null,
          referrerId: referrerId !== guestId ? referrerId : null,
        })),
      );
      return { paymentId: payment.id, fresh: true };
    }),
  );
  if (!reserved.fresh) return resume(deps, reserved.paymentId, body, locationId);
  return carryOn(deps, reserved.paymentId);
}

/** A new request waits for its host until REQUEST_ANSWER_HOURS from now. */
const requestDeadline = (now: Date) => ({
  requestStatus: 'requested' as const,
  requestExpiresAt: new Date(now.getTime() + REQUEST_ANSWER_HOURS * 3_600_000),
});

/** A stay's request as its answers show it; null for an instant booking. */
export function requestOf(payment: payments.PaymentRow): BookingRequest | null {
  if (payment.requestStatus === null) return null;
  return {
    status: payment.requestStatus,
    expiresAt: (payment.requestExpiresAt ?? payment.createdAt).toISOString(),
    answeredAt: payment.requestAnsweredAt?.toISOString() ?? null,
    declineReason: payment.declineReason,
  };
}

/**
 * A request's card is held for the host (issue 26): the payment becomes authorised, and in the same
 * transaction the host is asked and the guest told, once. A refused card ends the request and frees
 * its nights, as a declined charge does.
 */
async function holdRequest(deps: BookingDeps, payment: payments.PaymentRow): Promise<void> {
  if (payment.status === 'failed' && payment.requestStatus === 'failed') {
    throw new AppError('CARD_DECLINED', 'payments.cardDeclined', { reason: payment.failureMessage ?? '' });
  }
  if (payment.status !== 'reserved' && payment.status !== 'failed') return;
  try {
    await authorisePayment(deps, payment.id, async (tx) => {
      const stay = await stayForEmail(tx, payment.id);
      const outbox = createOutbox(tx, null, deps.emailFrom);
      await outbox.queue(hostNewRequestEmail(stay));
      await outbox.queue(guestRequestSentEmail(stay));
    });
  } catch (error) {
    if (error instanceof AppError && (error.kind === 'CARD_DECLINED' || error.kind === 'BAD_REQUEST')) {
      await failRequest(deps, payment.id, error.message);
      if (error.kind === 'BAD_REQUEST' && error.messageCode === 'payments.providerRefused') {
        throw new AppError('CARD_DECLINED', 'payments.cardDeclined', error.params);
      }
    }
    throw error;
  }
}

/**
 * The provider refused a request's card (holding it, or taking the held money): the stay cannot
 * happen, so the payment and the request fail, the nights are freed and a code's use is given back.
 */
export async function failRequest(deps: BookingDeps, paymentId: string, reason: string): Promise<void> {
  const now = deps.now?.() ?? new Date();
  await payments.markPaymentFailed(deps.db, paymentId, reason);
  await deps.db.transaction(async (tx) => {
    await repo.cancelPendingNights(tx, paymentId, now, reason);
    await payments.markRequestFailed(tx, paymentId, now);
    await giveBackRedemption(tx, paymentId);
  });
}

/** Takes a reservation on: a request's card is held for the host, an instant booking's charged. */
async function carryOn(deps: BookingDeps, paymentId: string): Promise<CreateBookingResponse> {
  const payment = await mustFindPayment(deps.db, paymentId);
  if (payment.requestStatus !== null) {
    await holdRequest(deps, payment);
    return answer(deps.db, paymentId);
  }
  return chargeAndConfirm(deps, paymentId);
}

/** The spec's nights name their property (section 3, Selected booking): it must be the one booked. */
function checkLocationNamed(nights: { location?: number; date: IsoDate }[], locationId: number) {
  for (const night of nights) {
    if (night.location !== undefined && night.location !== locationId) {
      throw badRequest(
        'booking.otherLocation',
        { date: night.date, location: night.location, id: locationId },
        'bookings',
      );
    }
  }
}

/**
 * Checks the selected nights and prices them, inside a transaction that holds the property's site
 * rows locked: every night must be on sale to this guest now, and a price the guest saw must still
 * be the calendar's.
 */
async function priceSelection(
  tx: Db,
  deps: BookingDeps,
  guestId: string,
  locationId: number,
  selected: CreateBookingRequest['bookings'],
  dates: Set<IsoDate>,
  vehicle: VehicleForRules | null,
) {
  const wanted = new Set(selected.map((n) => n.siteId));
  const sites = await repo.lockSitesWithRules(tx, locationId, [...wanted]);
  // Read after the lock, so a property unlisted meanwhile is seen.
  const current = await findLocationById(tx, locationId);
  if (!current) throw notFound('locations.notFound');
  if (current.location.status !== 'active') throw badRequest('booking.locationInactive');
  const noticePeriod = current.location.noticePeriod as NoticePeriod;

  const now = deps.now?.() ?? new Date();
  const today = todayInAuckland(now);
  const lastOpen = addDays(today, MAX_AVAILABILITY_WINDOW_DAYS - 1);
  const byId = new Map(sites.map((s) => [s.id, s]));
  for (const night of selected) {
    const site = byId.get(night.siteId);
    if (!site) throw badRequest('booking.notThisLocation', { siteId: night.siteId }, 'bookings');
    if (site.status !== 'active') throw badRequest('booking.siteInactive', { site: site.name }, 'bookings');
    if (daysBetween(today, night.date) < 0)
      throw badRequest('booking.nightGone', { date: night.date }, 'bookings');
    if (night.date > lastOpen) {
      throw badRequest(
        'booking.tooFar',
        { date: night.date, days: MAX_AVAILABILITY_WINDOW_DAYS },
        'bookings',
      );
    }
  }

  const sorted = [...dates].sort();
  const from = sorted[0]!;
  const to = sorted[sorted.length - 1]!;
  await checkStayRules(tx, {
    guestId,
    locationId,
    stored: current.location.stayRules,
    byId,
    selected,
    now,
    vehicle,
  });
  const bookedCount = new Map<number, Map<IsoDate, number>>();
  for (const row of await repo.countBookingsInTransaction(tx, locationId, from, to)) {
    const perSite = bookedCount.get(row.siteId) ?? new Map<IsoDate, number>();
    perSite.set(row.date, row.count);
    bookedCount.set(row.siteId, perSite);
  }
  const guestNights = new Set(await repo.listGuestBookedNights(tx, guestId, from, to));
  const availability = computeAvailability({
    sites: sites.filter((s) => wanted.has(s.id)),
    from,
    to,
    today,
    noticePeriod,
    bookedCount,
    guestNights,
  });
  const nights = new Map(
    availability.flatMap((s) => s.nights.map((n) => [nightKey(s.siteId, n.date), n] as const)),
  );

  for (const asked of selected) {
    const site = byId.get(asked.siteId)!;
    const night = nights.get(nightKey(asked.siteId, asked.date))!;
    const params = { date: asked.date, site: site.name };
    switch (night.state) {
      case 'available':
        break;
      case 'day-booked':
        throw new AppError('CONFLICT', 'booking.alreadyYours', params, 'bookings');
      case 'booked':
        throw new AppError('CONFLICT', 'booking.full', params, 'bookings');
      case 'gone':
        throw badRequest('booking.nightGone', params, 'bookings');
      case 'unavailable':
        if (daysBetween(today, asked.date) < noticePeriod) {
          throw badRequest('booking.insideNotice', params, 'bookings');
        }
        throw badRequest('booking.unavailable', params, 'bookings');
    }
    if (asked.price !== undefined && asked.price !== night.price) {
      throw new AppError(
        'CONFLICT',
        'booking.priceChanged',
        { ...params, price: formatCents(night.price) },
        'bookings',
      );
    }
  }

  const priced = selected.map((asked) => ({
    ...asked,
    price: nights.get(nightKey(asked.siteId, asked.date))!.price,
  }));
  // A night at a Request site makes the whole booking a request the host answers (issue 26).
  const byRequest = selected.some((asked) => byId.get(asked.siteId)!.bookingMode === 'request');
  return { priced, today, byRequest };
}

/**
 * The host rules (issue 27, decision 041): the first rule the nights break is refused with its
 * message (nights per stay, how far ahead, the same-day cut-off, nights per guest in 90 days), as the
 * calendar told the guest. The guest's other nights at this property within 90 days either side count
 * towards the cap.
 */
async function checkStayRules(
  tx: Db,
  question: {
    guestId: string;
    locationId: number;
    stored: PropertyRules;
    byId: Map<number, { stayRules: SiteRuleOverrides }>;
    selected: CreateBookingRequest['bookings'];
    now: Date;
    /** The vehicle the guest named, if any (issue 27, vehicles). */
    vehicle: VehicleForRules | null;
  },
) {
  const { selected, byId, stored } = question;
  const rules = new Map([...byId].map(([id, site]) => [id, effectiveStayRules(stored, site.stayRules)]));
  const dates = selected.map((n) => n.date).sort();
  const needsHistory = [...rules.values()].some((r) => r.maxNightsPer90Days !== null);
  const guestNights = needsHistory
    ? await repo.listGuestBookedNights(
        tx,
        question.guestId,
        addDays(dates[0]!, -(CAP_WINDOW_DAYS - 1)),
        addDays(dates[dates.length - 1]!, CAP_WINDOW_DAYS - 1),
        question.locationId,
      )
    : [];
  const [breach] = stayRuleBreaches({
    nights: selected,
    rulesOf: (siteId) => rules.get(siteId)!,
    now: question.now,
    guestNights,
  });
  if (breach) throw badRequest(breach.code, breach.params, 'bookings');
  const [misfit] = selectionVehicleBreaches(selected, (siteId) => rules.get(siteId)!, question.vehicle);
  if (misfit) throw badRequest(misfit.code, misfit.params, 'vehicleId');
}

/**
 * POST /v1/locations/{id}/bookings/quote: what a campaign code would take off these nights and what
 * the card would be charged, checked as booking checks them (nothing is reserved or counted).
 */
export async function quoteBooking(
  deps: BookingDeps,
  viewer: NonNullable<Viewer>,
  locationId: number,
  body: BookingQuoteRequest,
): Promise<BookingQuote> {
  const { db } = deps;
  checkLocationNamed(body.bookings, locationId);
  const dates = new Set(body.bookings.map((n) => n.date));
  const guest = await findUserById(db, viewer.userId);
  if (!guest) throw notFound('users.notFound');
  const vehicle = body.vehicleId ? rulesViewOf(await vehicleForBooking(db, guest.id, body.vehicleId)) : null;
  return db.transaction(async (tx) => {
    const { priced, today } = await priceSelection(
      tx,
      deps,
      guest.id,
      locationId,
      body.bookings,
      dates,
      vehicle,
    );
    const stayTotal = priced.reduce((sum, n) => sum + n.price, 0);
    const campaign = await applyCampaignCode(tx, {
      code: body.code,
      guestEmail: guest.email,
      today,
      locationId,
      nights: priced,
      lock: false,
    });
    const charge = discountedStay(stayTotal, campaign.discount.total, deps.platformFeePercent);
    return {
      code: campaign.code,
      userMessage: campaign.userMessage,
      stayTotal,
      discount: charge.discount,
      total: charge.amount,
    };
  });
}

/** A request with a key already used: the same nights carry on from where the payment stands. */
async function resume(
  deps: BookingDeps,
  paymentId: string,
  body: CreateBookingRequest,
  locationId: number,
): Promise<CreateBookingResponse> {
  const rows = await repo.listStayNights(deps.db, paymentId);
  const asked = new Set(body.bookings.map((n) => nightKey(n.siteId, n.date)));
  const held = new Set(rows.map((r) => nightKey(r.night.siteId, r.night.date)));
  if (
    rows[0]?.night.locationId !== locationId ||
    asked.size !== held.size ||
    [...asked].some((k) => !held.has(k))
  ) {
    throw new AppError('CONFLICT', 'booking.keyReused', undefined, 'Idempotency-Key');
  }
  return carryOn(deps, paymentId);
}

/**
 * Carries a reservation a lost request left open to its end (the booking sweeper): the charge is
 * asked again with its key (the provider replays a charge it made, or makes it now), then the nights
 * are confirmed; a declined card releases them.
 */
export async function resumeReservation(deps: BookingDeps, paymentId: string): Promise<void> {
  await carryOn(deps, paymentId);
}

async function chargeAndConfirm(deps: BookingDeps, paymentId: string): Promise<CreateBookingResponse> {
  const { db } = deps;
  const payment = await mustFindPayment(db, paymentId);
  if (payment.status === 'failed') {
    // The card was refused (or the provider refused the charge) on an earlier attempt: same answer.
    await release(db, paymentId, payment.failureMessage);
    throw new AppError('CARD_DECLINED', 'payments.cardDeclined', { reason: payment.failureMessage ?? '' });
  }
  // A confirmation that failed after the charge released the nights (their refund is due or made).
  if (payment.status === 'refunded' || payment.status === 'released') {
    throw new AppError('CONFLICT', 'booking.confirmFailed');
  }

  let chargeId: string;
  try {
    chargeId = (await chargePayment(deps, paymentId)).chargeId;
  } catch (error) {
    if (error instanceof AppError && (error.kind === 'CARD_DECLINED' || error.kind === 'BAD_REQUEST')) {
      // A definite no: nothing was charged. chargePayment marked a declined card's payment failed;
      // a refusal of another kind is marked here, and the nights go back on sale either way.
      await payments.markPaymentFailed(db, paymentId, error.message);
      await release(db, paymentId, error.message);
      if (error.kind === 'BAD_REQUEST' && error.messageCode === 'payments.providerRefused') {
        throw new AppError('CARD_DECLINED', 'payments.cardDeclined', error.params);
      }
    }
    // Otherwise (the provider did not answer) the outcome is unknown: the nights stay reserved and a
    // retry with the same Idempotency-Key finds out (the provider replays the charge's outcome).
    throw error;
  }

  try {
    await deps.beforeConfirm?.(paymentId);
    await confirm(deps, paymentId, chargeId);
  } catch {
    // Charged but not confirmed: give the money back and the nights up, then say so.
    const nights = await repo.listStayNights(db, paymentId);
    const unconfirmed = nights.filter((n) => n.night.status === 'pending').map((n) => n.night.id);
    if (unconfirmed.length === 0 && nights.every((n) => n.night.status === 'accepted')) {
      // Another request with the same key confirmed it meanwhile.
      return answer(db, paymentId);
    }
    // Release first, recording each night's refund as due (decision 018's order): if the refund then
    // fails, the nights stay released and the sweeper refunds them; nothing refunded stays booked.
    const reason = 'The booking could not be confirmed';
    const payment = await mustFindPayment(db, paymentId);
    // Each night gives back its share of what was paid (a discounted stay paid less than its prices).
    const shares = allocateCents(
      payment.amount,
      nights.map((n) => n.night.price),
    );
    await db.transaction(async (tx) => {
      for (const [i, { night }] of nights.entries()) {
        if (night.status === 'pending')
          await repo.releaseWithRefundDue(tx, night.id, shares[i]!, new Date(), reason);
      }
      await payments.markPaymentReleased(tx, paymentId);
      await giveBackRedemption(tx, paymentId);
    });
    await refundNights(deps, { bookingIds: unconfirmed, reason });
    throw new AppError('CONFLICT', 'booking.confirmFailed');
  }
  return answer(db, paymentId);
}

export async function mustFindPayment(db: Db, id: string) {
  const payment = await payments.findPayment(db, id);
  if (!payment) throw notFound('payments.noSuchPayment');
  return payment;
}

async function release(db: Db, paymentId: string, reason: string | null) {
  await db.transaction(async (tx) => {
    await repo.cancelPendingNights(tx, paymentId, new Date(), reason);
    await giveBackRedemption(tx, paymentId);
  });
}

export async function confirm(deps: BookingDeps, paymentId: string, chargeId: string) {
  await deps.db.transaction(async (tx) => {
    const accepted = await repo.acceptPendingNights(tx, paymentId, chargeId, new Date());
    await payments.markPaymentConfirmed(tx, paymentId);
    // Only the request that accepted the nights writes the mail, in the same transaction.
    if (accepted.length === 0) return;
    const stay = await stayForEmail(tx, paymentId);
    const outbox = createOutbox(tx, null, deps.emailFrom);
    await outbox.queue(guestConfirmationEmail(stay));
    await outbox.queue(hostNewGuestEmail(stay));
  });
}

const fullName = (u: UserRow | null) =>
  [u?.firstName, u?.lastName].filter(Boolean).join(' ') || u?.name || u?.email || '';

/** The language a person chose, which their emails are written in (null: not chosen, English). */
const languageOf = (u: UserRow | null) => (isLanguage(u?.language) ? u.language : null);

/** A payment's nights as stays (the one grouping, src/domain/stays.ts): nights 16 and 20 are two. */
function staysOf(rows: Awaited<ReturnType<typeof repo.listStayNights>>): StayDates[] {
  const nights = rows.map(({ night }) => ({
    date: night.date,
    location: night.locationId,
    guest: night.guestId,
    status: night.status,
    stayId: night.paymentId,
  }));
  return nightsByStay(nights).map(stayDatesOf);
}

export async function stayForEmail(db: Db, paymentId: string): Promise<StayForEmail> {
  const rows = await repo.listStayNights(db, paymentId);
  const payment = await mustFindPayment(db, paymentId);
  const first = rows[0]!.night;
  // One after another: inside a transaction the queries share one connection.
  const found = await findLocationById(db, first.locationId);
  const guest = await findUserById(db, first.guestId);
  const host = first.hostId ? await findUserById(db, first.hostId) : null;
  const sites = new Map<string, string | null>();
  for (const r of rows) sites.set(r.siteName, r.siteDirections);
  return {
    locationName: rows[0]!.locationName,
    address: found?.location.address ?? null,
    locationDirections: found?.location.directions ?? null,
    stays: staysOf(rows),
    total: rows.reduce((sum, r) => sum + r.night.price, 0),
    paid: payment.amount,
    discount: payment.discount,
    nights: rows.map((r) => ({ date: r.night.date, siteName: r.siteName, price: r.night.price })),
    sites: [...sites].map(([name, directions]) => ({ name, directions })),
    vehicleRegistration: first.guestVehicleRegistration,
    host: {
      name: fullName(host),
      email: host?.email ?? '',
      phone: host?.phone ?? null,
      language: languageOf(host),
    },
    guest: {
      name: fullName(guest),
      email: guest?.email ?? '',
      phone: guest?.phone ?? null,
      language: languageOf(guest),
    },
  };
}

export async function answer(db: Db, paymentId: string): Promise<CreateBookingResponse> {
  const rows = await repo.listStayNights(db, paymentId);
  const first = rows[0]!.night;
  const host = first.hostId ? await findUserById(db, first.hostId) : null;
  const payment = await mustFindPayment(db, paymentId);
  return {
    paymentId,
    total: payment.amount,
    discount: payment.discount,
    request: requestOf(payment),
    stays: staysOf(rows),
    bookings: rows.map(({ night, siteName, locationName }) => ({
      id: night.id,
      uid: night.uid,
      date: night.date,
      locationId: night.locationId,
      locationName,
      siteId: night.siteId,
      siteName,
      status: night.status,
      price: night.price,
      paid: night.paid,
      transactionReference: night.transactionReference,
      guestVehicleRegistration: night.guestVehicleRegistration,
      host: host ? { id: host.id, firstName: host.firstName, lastName: host.lastName } : null,
    })),
  };
}
