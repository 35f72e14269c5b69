// The demo's requests to book (issue 26): the first site of the demo host's newest property takes
// requests, and the demo
// guest has asked for two nights there (waiting, so Guest Bookings shows Accept and Decline) and had
// an earlier request declined (so My Trips shows how a request ends). Made through the booking
// service with the provider's real holds, as a guest's request would be.

import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { addDays, todayInAuckland } from '../../../domain/dates';
import { AppError } from '../../../domain/errors';
import type { Config } from '../../config';
import type { Db } from '../client';
import type { PaymentsProvider } from '../../adapters/payments/payments';
import { createBooking, type BookingDeps } from '../../modules/bookings/booking-create.service';
import { declineRequest } from '../../modules/bookings/booking-requests.service';
import { locations, payments, sites, users } from '../schema';
import { DEMO_EMAILS } from './demo';

export type DemoRequestDeps = {
  db: Db;
  payments: PaymentsProvider;
  config: Pick<Config, 'platformFeePercent' | 'taxRates' | 'emailFrom'>;
};

/** The first night from `from` on that the guest can ask for two nights in a row, and the request. */
async function askForTwoNights(
  deps: BookingDeps,
  guestId: string,
  locationId: number,
  siteId: number,
  from: number,
) {
  const today = todayInAuckland(deps.now?.() ?? new Date());
  for (let offset = from; offset < from + 60; offset++) {
    const nights = [addDays(today, offset), addDays(today, offset + 1)].map((date) => ({ siteId, date }));
    try {
      return await createBooking(
        deps,
        { userId: guestId, roles: [], accountValid: false },
        locationId,
        { bookings: nights },
        undefined,
      );
    } catch (error) {
      // A night the demo booked already, or one the rules close: try the next.
      if (!(error instanceof AppError) || error.kind === 'CARD_DECLINED') throw error;
    }
  }
  return null;
}

export async function seedDemoRequests(deps: DemoRequestDeps, now = new Date()): Promise<void> {
  const { db } = deps;
  const [guest] = await db.select().from(users).where(eq(users.email, DEMO_EMAILS.guest));
  const [host] = await db.select().from(users).where(eq(users.email, DEMO_EMAILS.host));
  if (!guest || !host) return;
  // Once: a second run (the money seed again) leaves the requests as they are.
  const [asked] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.guestId, guest.id), isNotNull(payments.requestStatus)))
    .limit(1);
  if (asked) return;
  const [site] = await db
    .select({ id: sites.id, locationId: sites.locationId })
    .from(sites)
    .innerJoin(locations, eq(locations.id, sites.locationId))
    .where(and(eq(locations.ownerId, host.id), eq(locations.status, 'active'), eq(sites.status, 'active')))
    .orderBy(desc(locations.id), asc(sites.position), asc(sites.id))
    .limit(1);
  if (!site) return;
  await db.update(sites).set({ bookingMode: 'request' }).where(eq(sites.id, site.id));

  const bookingDeps: BookingDeps = {
    db,
    payments: deps.payments,
    platformFeePercent: deps.config.platformFeePercent,
    taxRates: deps.config.taxRates,
    emailFrom: deps.config.emailFrom,
    now: () => now,
  };
  const declined = await askForTwoNights(bookingDeps, guest.id, site.locationId, site.id, 6);
  if (declined) {
    await declineRequest(
      bookingDeps,
      { userId: host.id, roles: [], accountValid: true },
      declined.paymentId,
      'Sorry, we have shearers staying that week.',
    );
  }
  await askForTwoNights(bookingDeps, guest.id, site.locationId, site.id, 12);
}
