// SQL for the arrival reminder (issue 26, decision 040): the booked nights of payments with a night
// arriving soon. The mark that a stay's reminder was queued is on its payment, so the payments module
// makes it (booking-payments.service's markArrivalReminderQueued).

import { and, asc, between, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { IsoDate } from '../../../domain/dates';
import type { Db } from '../../db/client';
import { bookings, locations, payments, sites, users } from '../../db/schema';

const hostUser = alias(users, 'arrival_host');
const guestUser = alias(users, 'arrival_guest');

/** A booked stay's payment: status confirmed, with accepted nights (a request waiting is neither). */
const booked = and(eq(payments.status, 'confirmed'), eq(bookings.status, 'accepted'));

/**
 * Every accepted night of the confirmed payments that have an accepted night from `from` to `to`
 * (all their nights, so that a stay's first night is known even when it is outside the dates), with
 * what the reminder says: the place, the site, the guest and the host.
 */
export async function listNightsOfPaymentsArriving(db: Db, from: IsoDate, to: IsoDate, limit: number) {
  const arriving = await db
    .selectDistinct({ id: payments.id })
    .from(bookings)
    .innerJoin(payments, eq(payments.id, bookings.paymentId))
    .where(and(booked, between(bookings.date, from, to)))
    .orderBy(asc(payments.id))
    .limit(limit);
  if (arriving.length === 0) return [];
  return db
    .select({
      paymentId: payments.id,
      reminderQueuedAt: payments.arrivalReminderQueuedAt,
      date: bookings.date,
      locationId: bookings.locationId,
      guestId: bookings.guestId,
      siteName: sites.name,
      siteDirections: sites.directions,
      siteRules: sites.stayRules,
      location: {
        name: locations.name,
        address: locations.address,
        city: locations.city,
        postcode: locations.postcode,
        directions: locations.directions,
        arrivalInstructions: locations.arrivalInstructions,
        stayRules: locations.stayRules,
      },
      guest: { email: guestUser.email, language: guestUser.language },
      host: {
        name: hostUser.name,
        firstName: hostUser.firstName,
        lastName: hostUser.lastName,
        email: hostUser.email,
        phone: hostUser.phone,
      },
    })
    .from(bookings)
    .innerJoin(payments, eq(payments.id, bookings.paymentId))
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .innerJoin(sites, eq(sites.id, bookings.siteId))
    .innerJoin(guestUser, eq(guestUser.id, bookings.guestId))
    .leftJoin(hostUser, eq(hostUser.id, bookings.hostId))
    .where(
      and(
        booked,
        inArray(
          payments.id,
          arriving.map((p) => p.id),
        ),
      ),
    )
    .orderBy(asc(bookings.date), asc(bookings.id));
}
