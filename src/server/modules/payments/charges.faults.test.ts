// The fault test: the provider fails, or does the work and loses the answer (a timeout), on each
// money-moving call in turn. Retrying with the same keys must leave the ledger and the provider's own
// records in exact agreement: nothing moved twice, nothing missing.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import { ledgerEntries, localCharges, localRefunds, localTransfers } from '../../db/schema';
import { createLocalProvider } from '../../adapters/payments/local';
import { withFaults, type Fault, type FaultyProvider } from '../../testing/faulty-payments';
import { affiliateWithAccount, createPaidStay, guestWithCard, userWithAccount } from '../../testing/payments';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { chargePayment, payAffiliate, refundNights } from './charges.service';
import { ledgerBalance, reconcile, type LedgerDeps } from '../ledger/ledger.service';

let t: TestContext;
let provider: FaultyProvider;
let deps: LedgerDeps;

beforeAll(async () => {
  t = await createTestApp();
  provider = withFaults(
    createLocalProvider(t.database.db, { publicUrl: t.config.publicUrl, webhookSecret: 'whsec_test' }),
  );
  deps = { db: t.database.db, payments: provider };
});
afterAll(() => t.close());

/** Runs a step until it succeeds, as a person pressing the button again would; only 503s are retried. */
async function untilDone<T>(step: () => Promise<T>): Promise<{ value: T; failures: number }> {
  for (let failures = 0; failures < 5; failures++) {
    try {
      return { value: await step(), failures };
    } catch (error) {
      if (!(error instanceof AppError) || error.kind !== 'UNAVAILABLE') throw error;
    }
  }
  throw new Error('still failing after 5 attempts');
}

// The journey: charge 3 nights, refund two of them one by one, pay the affiliate for the third.
const MONEY_CALLS = ['charge', 'refund', 'refund', 'transfer'] as const;

async function journey(fault: Fault, nth: number) {
  const db = t.database.db;
  const affiliate = await affiliateWithAccount(db, provider, 10);
  const guest = await guestWithCard(db, provider);
  const host = await userWithAccount(db, provider);
  const { payment, nights } = await createPaidStay(db, {
    guest,
    host,
    prices: [2500, 3300, 1999],
    referrerId: affiliate.id,
  });
  provider.arm(nth, fault);

  let failures = 0;
  const charged = await untilDone(() => chargePayment(deps, payment.id));
  failures += charged.failures;
  for (const night of nights.slice(0, 2)) {
    failures += (await untilDone(() => refundNights(deps, { bookingIds: [night.id], reason: 'Fault test' })))
      .failures;
  }
  failures += (await untilDone(() => payAffiliate(deps, { bookingIds: [nights[2]!.id] }))).failures;
  return { affiliate, guest, host, payment, nights, chargeId: charged.value.chargeId, failures };
}

describe('a provider that fails on each money-moving call in turn', () => {
  for (const fault of ['fail', 'timeout'] as const) {
    for (const [index, method] of MONEY_CALLS.entries()) {
      it(`agrees with the ledger when call ${index + 1} (${method}) ${fault === 'fail' ? 'fails' : 'times out after doing the work'}`, async () => {
        const before = provider.injected.length;
        const j = await journey(fault, index + 1);
        const db = t.database.db;

        // The fault happened where it was meant to, and one retry got past it.
        expect(provider.injected.slice(before)).toEqual([expect.objectContaining({ method, fault })]);
        expect(j.failures).toBe(1);

        // The provider's records: one charge, two refunds, one affiliate transfer.
        const charges = await db
          .select()
          .from(localCharges)
          .where(eq(localCharges.destinationAccountId, j.host.connectedAccountId!));
        expect(charges).toHaveLength(1);
        const charge = charges[0]!;
        const refunds = await db.select().from(localRefunds).where(eq(localRefunds.chargeId, charge.id));
        expect(refunds).toHaveLength(2);
        const affiliateTransfers = await db
          .select()
          .from(localTransfers)
          .where(eq(localTransfers.destinationAccountId, j.affiliate.connectedAccountId!));
        expect(affiliateTransfers).toHaveLength(1);

        // The ledger: exactly the same movements, to the cent, pointing at the same provider objects.
        const rows = await db
          .select()
          .from(ledgerEntries)
          .where(inArray(ledgerEntries.userId, [j.guest.id, j.host.id, j.affiliate.id]));
        const platform = await db
          .select()
          .from(ledgerEntries)
          .where(eq(ledgerEntries.paymentId, j.payment.id));
        const of = (kind: string) =>
          [...rows, ...platform.filter((r) => r.userId === null)].filter((r) => r.kind === kind);

        expect(of('charge').map((r) => [r.amount, r.providerReference])).toEqual([
          [charge.amount, charge.id],
        ]);
        expect(of('platform_fee').map((r) => r.amount)).toEqual([charge.platformFee]);
        expect(of('host_transfer').map((r) => [r.amount, r.providerReference])).toEqual([
          [charge.amount - charge.platformFee, charge.transferId],
        ]);
        const byRefund = (kind: string) =>
          Object.fromEntries(of(kind).map((r) => [r.providerReference, -r.amount]));
        expect(byRefund('refund')).toEqual(Object.fromEntries(refunds.map((r) => [r.id, r.amount])));
        expect(byRefund('fee_refund')).toEqual(Object.fromEntries(refunds.map((r) => [r.id, r.feeRefund])));
        expect(byRefund('transfer_reversal')).toEqual(
          Object.fromEntries(refunds.map((r) => [r.id, r.transferReversal])),
        );
        expect(of('affiliate_transfer').map((r) => [r.amount, r.providerReference])).toEqual([
          [affiliateTransfers[0]!.amount, affiliateTransfers[0]!.id],
        ]);

        // Exact figures: 7799 charged, fee 780; nights of 2500 and 3300 refunded; 10% of 1999 to the affiliate.
        expect(charge).toMatchObject({ amount: 7799, platformFee: 780, amountRefunded: 5800 });
        expect(affiliateTransfers[0]!.amount).toBe(200);
        for (const user of [j.host, j.affiliate]) {
          const balance = await provider.getBalance(user.connectedAccountId!);
          expect(balance.available + balance.pending).toBe(await ledgerBalance(db, user.id));
        }
        expect(await ledgerBalance(db, j.host.id)).toBe(
          7799 - 780 - (5800 - refunds.reduce((s, r) => s + r.feeRefund, 0)),
        );
      });
    }
  }

  it('leaves nothing anywhere that disagrees', async () => {
    expect(await reconcile(deps)).toEqual([]);
  });
});
