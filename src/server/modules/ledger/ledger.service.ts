// The ledger's read side (decision 010): balances by the ledger, and reconciliation with the provider.
// The rows are written only by the money services (payments' charges, refunds and transfers, and
// payouts' syncPayouts), through ledger.repository.ts.

import type { Db } from '../../db/client';
import type { PaymentsProvider } from '../../adapters/payments/payments';
import { withProvider } from '../payments/provider-errors';
import { syncPayouts } from '../payouts/payouts.service';
import { listUsersWithConnectedAccounts } from '../users/users.service';
import * as repo from './ledger.repository';

export type LedgerDeps = { db: Db; payments: PaymentsProvider };

/** A connected account's balance by the ledger: the sum of its rows. */
export const ledgerBalance = (db: Db, userId: string) => repo.ledgerBalance(db, userId);

/** What an affiliate has been paid in all, by the ledger. */
export const affiliateTransfersTotal = (db: Db, userId: string) =>
  repo.totalOfKind(db, userId, 'affiliate_transfer');

/** The ledger rows of these payments, the parts of their charges and refunds (earnings, decision 050). */
export const rowsOfPayments = (db: Db, paymentIds: string[]) => repo.listRowsOfPayments(db, paymentIds);

/** Every row moving the person's balance, for their data export (decision 058). */
export const personalLedgerRows = (db: Db, userId: string) => repo.personalLedgerRows(db, userId);

/** A user's payouts made from `from` up to `to` (excluded), as the ledger recorded them. */
export const payoutsBetween = (db: Db, userId: string, from: Date, to: Date) =>
  repo.listPayouts(db, userId, from, to);

/**
 * Checks that the ledger holds together and agrees with the provider: every charge equals its fee plus
 * host transfer, every refund its fee refund plus transfer reversal, and every connected account's
 * balance at the provider equals the sum of its ledger rows. Returns what disagrees (empty when all is well).
 */
export async function reconcile(deps: LedgerDeps): Promise<string[]> {
  const problems: string[] = [];
  for (const c of await repo.unbalancedCharges(deps.db)) {
    problems.push(`payment ${c.paymentId}: charge differs from fee plus transfer by ${c.difference}`);
  }
  for (const r of await repo.unbalancedRefunds(deps.db)) {
    problems.push(`booking ${r.bookingId}: refund differs from fee refund plus reversal by ${r.difference}`);
  }
  for (const user of await listUsersWithConnectedAccounts(deps.db)) {
    await syncPayouts(deps, user);
    const balance = await withProvider(() => deps.payments.getBalance(user.connectedAccountId));
    const provider = balance.available + balance.pending;
    const ledger = await repo.ledgerBalance(deps.db, user.id);
    if (provider !== ledger) {
      problems.push(`user ${user.id}: the provider holds ${provider}, the ledger says ${ledger}`);
    }
  }
  return problems;
}
