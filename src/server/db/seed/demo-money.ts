// The demo's money is real money of the local payments provider: every demo guest saves the
// provider's succeeding test card, and every demo stay is charged through the payments module's charges service, so the
// demo hosts' balances, transactions and the ledger agree from the first start.

import { asc, eq } from 'drizzle-orm';
import type { Viewer } from '../../../domain/roles';
import { createLocalCardToken } from '../../adapters/payments/local';
import { chargePayment } from '../../modules/payments/charges.service';
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
    .select({ id: payments.id, guestId: payments.guestId })
    .from(payments)
    .where(eq(payments.status, 'confirmed'))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const token = createLocalCardToken(
    { cardNumber: DEMO_CARD_NUMBER, expMonth: '12', expYear: String(now.getUTCFullYear() + 3), cvc: '123' },
    now,
  );
  for (const guestId of new Set(stays.map((s) => s.guestId))) await saveCard(deps, SEEDER, guestId, token);
  for (const stay of stays) {
    const { chargeId } = await chargePayment(deps, stay.id);
    // As confirming a booking does: each night names the charge that paid it (cancelling refunds it).
    await deps.db
      .update(bookings)
      .set({ transactionReference: chargeId })
      .where(eq(bookings.paymentId, stay.id));
  }
  // The requests to book are made after, through the booking service: their holds are real.
  await seedDemoRequests(deps, now);
}
