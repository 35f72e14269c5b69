// The demo's money is real money of the local payments provider: every demo guest saves the
// provider's succeeding test card, and every demo stay is charged through the payments module's charges service, so the
// demo hosts' balances, transactions and the ledger agree from the first start.

import { and, asc, desc, eq, like } from 'drizzle-orm';
import type { Viewer } from '../../../domain/roles';
import { createLocalCardToken } from '../../adapters/payments/local';
import { chargePayment, refundNights } from '../../modules/payments/charges.service';
import { saveCard, type PaymentsDeps } from '../../modules/payments/payments.service';
import { bookings, payments } from '../schema';
import { seedDemoRequests, type DemoRequestDeps } from './demo-requests';

export const DEMO_CARD_NUMBER = '4242424242424242';

/** The seed acts as an administrator: it saves cards on other people's behalf. */
const SEEDER: NonNullable<Viewer> = { userId: 'demo-seed', roles: ['system_admin'], accountValid: false };

export async function seedDemoMoney(
  deps: PaymentsDeps & { config: DemoRequestDeps['config'] },
  now = new Date(),
): Promise<void> {
  const stays = await deps.db
    .select({ id: payments.id, guestId: payments.guestId, key: payments.idempotencyKey })
    .from(payments)
    .where(eq(payments.status, 'confirmed'))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const token = createLocalCardToken(
    { cardNumber: DEMO_CARD_NUMBER, expMonth: '12', expYear: String(now.getUTCFullYear() + 3), cvc: '123' },
    now,
  );
  for (const guestId of new Set(stays.map((s) => s.guestId))) await saveCard(deps, SEEDER, guestId, token);
  // The demo host's past season first (decision 050), then its refund, then the other stays: the
  // host's transactions, newest first, open on a booking.
  const season = (key: string) => key.startsWith('demo-season-');
  const ordered = [...stays.filter((s) => season(s.key)), ...stays.filter((s) => !season(s.key))];
  for (const [i, stay] of ordered.entries()) {
    const { chargeId } = await chargePayment(deps, stay.id);
    // As confirming a booking does: each night names the charge that paid it (cancelling refunds it).
    await deps.db
      .update(bookings)
      .set({ transactionReference: chargeId })
      .where(eq(bookings.paymentId, stay.id));
    if (season(stay.key) && !season(ordered[i + 1]?.key ?? '')) await seedSeasonRefund(deps, now);
  }
  // The requests to book are made after, through the booking service: their holds are real.
  await seedDemoRequests(deps, now);
}

/**
 * One night of the demo host's past season was cancelled by the host and refunded in full, through
 * the refund the booking flow uses: the earnings page and CSV show a refund (decision 050).
 */
async function seedSeasonRefund(deps: PaymentsDeps, now: Date): Promise<void> {
  const season = like(payments.idempotencyKey, 'demo-season-%');
  // Once: a second run of the seed finds the night already cancelled and refunds nothing more.
  const [done] = await deps.db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(payments, eq(payments.id, bookings.paymentId))
    .where(and(season, eq(bookings.status, 'cancelled')))
    .limit(1);
  if (done) return;
  const [night] = await deps.db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(payments, eq(payments.id, bookings.paymentId))
    .where(and(season, eq(bookings.status, 'accepted')))
    .orderBy(desc(bookings.date), desc(bookings.id))
    .limit(1);
  if (!night) return;
  await deps.db
    .update(bookings)
    .set({ status: 'cancelled', cancelledBy: 'host', cancelledAt: now })
    .where(eq(bookings.id, night.id));
  await refundNights(deps, { bookingIds: [night.id], reason: 'The host closed the site for repairs.', now });
}
