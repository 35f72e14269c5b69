// The money service over the local provider and a real database: every movement as ledger rows with
// exact cents, the provider's balances equal to the ledger's, idempotency, refused cards, payouts.

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../../domain/errors';
import {
  bookings,
  ledgerEntries,
  localCards,
  localCharges,
  localRefunds,
  localTransfers,
  payments as paymentsTable,
} from '../../db/schema';
import {
  createLocalCardToken,
  createLocalProvider,
  type LocalPaymentsProvider,
} from '../../adapters/payments/local';
import { CardError } from '../../adapters/payments/payments';
import { createTestApp, type TestContext } from '../../testing/test-app';
import {
  affiliateWithAccount,
  createPaidStay,
  guestWithCard,
  TEST_CARDS,
  userWithAccount,
  type User,
} from '../../testing/payments';
import { createUser } from '../../testing/fixtures';
import {
  authorisePayment,
  captureAuthorisation,
  chargePayment,
  payAffiliate,
  refundNights,
  releaseAuthorisation,
} from './charges.service';
import { ledgerBalance, reconcile, type LedgerDeps } from '../ledger/ledger.service';
import { syncPayouts } from '../payouts/payouts.service';

let t: TestContext;
let clock: Date;
let provider: LocalPaymentsProvider;
let deps: LedgerDeps;

beforeAll(async () => {
  t = await createTestApp();
  clock = new Date('2026-03-01T00:00:00Z');
  provider = createLocalProvider(t.database.db, {
    publicUrl: t.config.publicUrl,
    webhookSecret: 'whsec_test',
    now: () => clock,
  });
  deps = { db: t.database.db, payments: provider };
});
afterAll(() => t.close());

const ledgerOf = (paymentId: string) =>
  t.database.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.paymentId, paymentId))
    .orderBy(asc(ledgerEntries.id));

const providerBalance = async (user: User) => {
  const b = await provider.getBalance(user.connectedAccountId!);
  return b.available + b.pending;
};

const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a rejection');
};

describe('a charge', () => {
  it('keeps the fee and transfers the rest to the host, with a ledger row for each, to the cent', async () => {
    const guest = await guestWithCard(t.database.db, provider);
    const host = await userWithAccount(t.database.db, provider);
    const { payment } = await createPaidStay(t.database.db, { guest, host, prices: [2500, 2500, 2500] });

    const result = await chargePayment(deps, payment.id);
    expect(result).toMatchObject({ amount: 7500, platformFee: 750 });

    const rows = await ledgerOf(payment.id);
    expect(rows.map((r) => [r.kind, r.amount, r.userId])).toEqual([
      ['charge', 7500, guest.id],
      ['platform_fee', 750, null],
      ['host_transfer', 6750, host.id],
    ]);
    expect(rows[0]!.providerReference).toBe(result.chargeId);
    expect(rows[2]!.providerReference).toBe(result.transferId);

    expect(await providerBalance(host)).toBe(6750);
    expect(await ledgerBalance(t.database.db, host.id)).toBe(6750);
    const [row] = await t.database.db.select().from(paymentsTable).where(eq(paymentsTable.id, payment.id));
    expect(row).toMatchObject({ status: 'charged', providerChargeId: result.chargeId });
  });

  it('moves money once however often it is asked, and answers the first result', async () => {
    const guest = await guestWithCard(t.database.db, provider);
    const host = await userWithAccount(t.database.db, provider);
    const { payment } = await createPaidStay(t.database.db, { guest, host, prices: [3000] });

    const first = await chargePayment(deps, payment.id);
    const second = await chargePayment(deps, payment.id);
    expect(second).toEqual(first);
    // Straight to the provider with the same key: the first answer again, nothing new.
    const replay = await provider.charge(
      {
        customerId: guest.paymentCustomerId!,
        paymentMethodId: guest.paymentMethodToken!,
        amount: 3000,
        platformFee: 300,
        destinationAccountId: host.connectedAccountId!,
        description: 'Booking at Test Farm',
        metadata: { paymentId: payment.id },
      },
      `charge:${payment.id}`,
    );
    expect(replay).toEqual({ chargeId: first.chargeId, transferId: first.transferId });

    const charges = await t.database.db
      .select()
      .from(localCharges)
      .where(eq(localCharges.destinationAccountId, host.connectedAccountId!));
    expect(charges).toHaveLength(1);
    expect(await ledgerOf(payment.id)).toHaveLength(3);
    expect(await providerBalance(host)).toBe(2700);
  });

  it('refuses to reuse a key for another request', async () => {
    // An account of the provider's alone (no user of ours): this money is not in our ledger.
    const bank = await provider.createBankToken({
      accountName: 'Direct',
      accountNumber: '010902006838900',
      routingNumber: '010902',
      currency: 'nzd',
      country: 'NZ',
    });
    const { accountId } = await provider.createConnectedAccount(
      { userId: 'direct', email: 'direct@example.test', bankToken: bank.token },
      'direct-account',
    );
    await provider.transfer({ destinationAccountId: accountId, amount: 100, description: 'x' }, 'reuse-key');
    await expect(
      provider.transfer({ destinationAccountId: accountId, amount: 200, description: 'x' }, 'reuse-key'),
    ).rejects.toThrow(/other parameters/);
    expect(await provider.getBalance(accountId)).toMatchObject({ available: 100 });
  });
});

describe('refused cards', () => {
  it('does not save a declined card, in the provider’s words', async () => {
    const user = await createUser(t.database.db);
    const { customerId } = await provider.createCustomer(
      { userId: user.id, email: user.email, name: 'A' },
      `c:${user.id}`,
    );
    const token = createLocalCardToken({
      cardNumber: TEST_CARDS.declined,
      expMonth: 12,
      expYear: 40,
      cvc: '123',
    });
    await expect(provider.saveCard(customerId, token, `s:${user.id}`)).rejects.toMatchObject({
      constructor: CardError,
      message: 'Your card was declined.',
      declineCode: 'card_declined',
    });
    // The same key answers the same refusal; nothing was kept.
    await expect(provider.saveCard(customerId, token, `s:${user.id}`)).rejects.toThrow(
      'Your card was declined.',
    );
    expect(
      await t.database.db.select().from(localCards).where(eq(localCards.customerId, customerId)),
    ).toEqual([]);
  });

  it('does not save a card without funds', async () => {
    const user = await createUser(t.database.db);
    const { customerId } = await provider.createCustomer(
      { userId: user.id, email: user.email, name: 'A' },
      `c:${user.id}`,
    );
    const token = createLocalCardToken({
      cardNumber: TEST_CARDS.insufficientFunds,
      expMonth: 12,
      expYear: 40,
      cvc: '123',
    });
    await expect(provider.saveCard(customerId, token, `s:${user.id}`)).rejects.toThrow(
      'Your card has insufficient funds.',
    );
    expect(
      await t.database.db.select().from(localCards).where(eq(localCards.customerId, customerId)),
    ).toEqual([]);
  });

  it('saves 4000 0000 0000 0341 but moves nothing when it is charged, and marks the payment failed', async () => {
    const guest = await guestWithCard(t.database.db, provider, TEST_CARDS.chargeFails);
    expect(guest.cardLast4).toBe('0341');
    const host = await userWithAccount(t.database.db, provider);
    const { payment } = await createPaidStay(t.database.db, { guest, host, prices: [2500] });

    const error = await rejection(chargePayment(deps, payment.id));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ kind: 'CARD_DECLINED', message: 'Your card was declined.' });
    // Asking again gets the same answer and still moves nothing.
    await expect(chargePayment(deps, payment.id)).rejects.toThrow('Your card was declined.');

    expect(await ledgerOf(payment.id)).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(localCharges)
        .where(eq(localCharges.destinationAccountId, host.connectedAccountId!)),
    ).toEqual([]);
    expect(await providerBalance(host)).toBe(0);
    const [row] = await t.database.db.select().from(paymentsTable).where(eq(paymentsTable.id, payment.id));
    expect(row).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card was declined.',
      providerChargeId: null,
    });
  });

  it('refuses card numbers that fail the check, and past expiry dates, at tokenisation', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    expect(() =>
      createLocalCardToken({ cardNumber: '4242424242424241', expMonth: 12, expYear: 40, cvc: '123' }, now),
    ).toThrow('Your card number is incorrect.');
    expect(() =>
      createLocalCardToken({ cardNumber: TEST_CARDS.ok, expMonth: 2, expYear: 26, cvc: '123' }, now),
    ).toThrow('Your card has expired.');
    expect(
      createLocalCardToken({ cardNumber: TEST_CARDS.ok, expMonth: 3, expYear: 26, cvc: '123' }, now),
    ).toBe('tok_local_ok_visa_4242_032026');
  });
});

describe('a partial refund', () => {
  it('gives back one night, reversing the host’s transfer and the fee in proportion', async () => {
    const guest = await guestWithCard(t.database.db, provider);
    const host = await userWithAccount(t.database.db, provider);
    const { payment, nights } = await createPaidStay(t.database.db, {
      guest,
      host,
      prices: [2500, 2500, 2500],
    });
    await chargePayment(deps, payment.id);

    const [outcome] = await refundNights(deps, {
      bookingIds: [nights[1]!.id],
      reason: 'Guest changed plans',
    });
    expect(outcome).toMatchObject({ amount: 2500, feeRefund: 250, transferReversal: 2250 });

    const rows = (await ledgerOf(payment.id)).filter((r) => r.bookingId === nights[1]!.id);
    expect(rows.map((r) => [r.kind, r.amount, r.userId])).toEqual([
      ['refund', -2500, guest.id],
      ['fee_refund', -250, null],
      ['transfer_reversal', -2250, host.id],
    ]);
    expect(await providerBalance(host)).toBe(4500);
    expect(await ledgerBalance(t.database.db, host.id)).toBe(4500);

    const [night] = await t.database.db.select().from(bookings).where(eq(bookings.id, nights[1]!.id));
    expect(night).toMatchObject({ refunded: true, refundReason: 'Guest changed plans' });
    expect(night!.refundDate).toBeInstanceOf(Date);

    // Again: nothing moves, the first refund is the answer.
    const [again] = await refundNights(deps, { bookingIds: [nights[1]!.id], reason: 'Another reason' });
    expect(again).toEqual(outcome);
    expect(
      await t.database.db.select().from(localRefunds).where(eq(localRefunds.id, outcome!.refundId!)),
    ).toHaveLength(1);
    expect(await providerBalance(host)).toBe(4500);
  });

  it('splits uneven cents so that fee refunds and reversals add up exactly, night by night and in total', async () => {
    const guest = await guestWithCard(t.database.db, provider);
    const host = await userWithAccount(t.database.db, provider);
    // 3003 with a fee of 301 (10.02 %): a third of the fee is 100.33 cents.
    const { payment, nights } = await createPaidStay(t.database.db, {
      guest,
      host,
      prices: [1001, 1001, 1001],
      feePercent: 10.02,
    });
    expect(payment.platformFee).toBe(301);
    const charged = await chargePayment(deps, payment.id);

    const outcomes = [];
    for (const night of nights) outcomes.push(...(await refundNights(deps, { bookingIds: [night.id] })));
    // The fee comes back as round(refunded × 301 / 3003) so far: 100, then 201 − 100, then 301 − 201.
    expect(outcomes.map((o) => [o.amount, o.feeRefund, o.transferReversal])).toEqual([
      [1001, 100, 901],
      [1001, 101, 900],
      [1001, 100, 901],
    ]);
    expect(await providerBalance(host)).toBe(0);
    expect(await ledgerBalance(t.database.db, host.id)).toBe(0);
    const [payRow] = await t.database.db.select().from(paymentsTable).where(eq(paymentsTable.id, payment.id));
    expect(payRow!.status).toBe('refunded');

    const [charge] = await t.database.db
      .select()
      .from(localCharges)
      .where(eq(localCharges.id, charged.chargeId));
    expect(charge).toMatchObject({ amountRefunded: 3003, feeRefunded: 301 });
    const [transfer] = await t.database.db
      .select()
      .from(localTransfers)
      .where(eq(localTransfers.id, charged.transferId!));
    expect(transfer).toMatchObject({ amount: 2702, amountReversed: 2702 });
  });

  it('gives back a discounted night’s share of what was paid, to the cent', async () => {
    const guest = await guestWithCard(t.database.db, provider);
    const host = await userWithAccount(t.database.db, provider);
    const { payment, nights } = await createPaidStay(t.database.db, {
      guest,
      host,
      prices: [2500, 2500],
      discount: 1001,
    });
    expect(payment.amount).toBe(3999);
    await chargePayment(deps, payment.id);
    const outcomes = await refundNights(deps, { bookingIds: nights.map((n) => n.id) });
    expect(outcomes.map((o) => o.amount)).toEqual([1999, 2000]);
    const refunds = await t.database.db
      .select()
      .from(localRefunds)
      .where(
        inArray(
          localRefunds.id,
          outcomes.map((o) => o.refundId!),
        ),
      );
    expect(refunds.reduce((sum, r) => sum + r.amount, 0)).toBe(3999);
    expect(await providerBalance(host)).toBe(0);
  });
});

describe('an affiliate transfer', () => {
  it('pays the affiliate their percentage of the night, once, and marks the night paid', async () => {
    const affiliate = await affiliateWithAccount(t.database.db, provider, 10);
    const guest = await guestWithCard(t.database.db, provider);
    const host = await userWithAccount(t.database.db, provider);
    const { payment, nights } = await createPaidStay(t.database.db, {
      guest,
      host,
      prices: [2500, 3150],
      referrerId: affiliate.id,
    });
    await chargePayment(deps, payment.id);

    const outcomes = await payAffiliate(deps, { bookingIds: nights.map((n) => n.id) });
    expect(outcomes.map((o) => o.amount)).toEqual([250, 315]);
    const rows = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'affiliate_transfer'), eq(ledgerEntries.userId, affiliate.id)));
    expect(rows.map((r) => r.amount).sort()).toEqual([250, 315]);
    expect(await providerBalance(affiliate)).toBe(565);
    expect(await ledgerBalance(t.database.db, affiliate.id)).toBe(565);
    const paid = await t.database.db
      .select()
      .from(bookings)
      .where(
        inArray(
          bookings.id,
          nights.map((n) => n.id),
        ),
      );
    expect(paid.every((n) => n.referrerTransfer?.startsWith('tr_local_'))).toBe(true);

    expect(await payAffiliate(deps, { bookingIds: [nights[0]!.id] })).toEqual([outcomes[0]]);
    expect(await providerBalance(affiliate)).toBe(565);
    const transfers = await t.database.db
      .select()
      .from(localTransfers)
      .where(eq(localTransfers.destinationAccountId, affiliate.connectedAccountId!));
    expect(transfers).toHaveLength(2);
  });
});

describe('payouts on the 15th', () => {
  afterEach(() => {
    clock = new Date('2026-03-01T00:00:00Z');
  });

  it('pays out what was available as each 15th began in New Zealand, and the ledger follows', async () => {
    clock = new Date('2026-04-10T00:00:00Z');
    const guest = await guestWithCard(t.database.db, provider);
    const host = await userWithAccount(t.database.db, provider);
    const first = await createPaidStay(t.database.db, { guest, host, prices: [5000] });
    await chargePayment(deps, first.payment.id); // 4500 for the host on 10 April

    // 15 April 00:30 in New Zealand (NZST, +12): the payout of the 15th has been made…
    clock = new Date('2026-04-14T12:30:00Z');
    const second = await createPaidStay(t.database.db, { guest, host, prices: [2000] });
    await chargePayment(deps, second.payment.id); // …so these 1800 wait for the next one.

    expect(await provider.getBalance(host.connectedAccountId!)).toEqual({
      available: 1800,
      pending: 0,
      currency: 'nzd',
    });
    const page = await provider.listBalanceTransactions(host.connectedAccountId!, {
      cursor: null,
      limit: 50,
    });
    expect(page.items.map((i) => [i.description, i.amount, i.date])).toEqual([
      ['Booking at Test Farm', 1800, '2026-04-14T12:30:00.000Z'],
      ['Payout', -4500, '2026-04-14T12:00:00.000Z'],
      ['Booking at Test Farm', 4500, '2026-04-10T00:00:00.000Z'],
    ]);

    // Two months on: the 15th of May pays the 1800, the 15th of June finds nothing to pay.
    clock = new Date('2026-06-20T00:00:00Z');
    expect(await provider.getBalance(host.connectedAccountId!)).toMatchObject({ available: 0 });
    const later = await provider.listBalanceTransactions(host.connectedAccountId!, {
      cursor: null,
      limit: 50,
    });
    expect(later.items.filter((i) => i.type === 'payout').map((i) => [i.amount, i.date])).toEqual([
      [-1800, '2026-05-14T12:00:00.000Z'],
      [-4500, '2026-04-14T12:00:00.000Z'],
    ]);

    expect(await syncPayouts(deps, host)).toBe(2);
    expect(await syncPayouts(deps, host)).toBe(0);
    expect(await ledgerBalance(t.database.db, host.id)).toBe(0);
    const payoutRows = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'payout'), eq(ledgerEntries.userId, host.id)));
    expect(payoutRows.map((r) => r.amount).sort((a, b) => a - b)).toEqual([-4500, -1800]);
  });
});

describe('reconciliation', () => {
  it('finds the ledger and the provider in agreement after everything above', async () => {
    expect(await reconcile(deps)).toEqual([]);
  });

  it('notices a ledger that lost a row', async () => {
    const guest = await guestWithCard(t.database.db, provider);
    const host = await userWithAccount(t.database.db, provider);
    const { payment } = await createPaidStay(t.database.db, { guest, host, prices: [2500] });
    await chargePayment(deps, payment.id);
    await t.database.db
      .delete(ledgerEntries)
      .where(and(eq(ledgerEntries.paymentId, payment.id), eq(ledgerEntries.kind, 'host_transfer')));
    const problems = await reconcile(deps);
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toContain(
      `payment ${payment.id}: charge differs from fee plus transfer by 2250`,
    );
    expect(problems.join('\n')).toContain(`user ${host.id}: the provider holds 2250, the ledger says 0`);
  });
});

describe('a hold on the card (a request to book, issue 26)', () => {
  it('takes nothing when held: no ledger row, no host balance, until it is captured', async () => {
    const guest = await guestWithCard(t.database.db, provider);
    const host = await userWithAccount(t.database.db, provider);
    const { payment } = await createPaidStay(t.database.db, { guest, host, prices: [3000, 3000] });
    const before = await providerBalance(host);

    const { authorisationId } = await authorisePayment(deps, payment.id);

    const [held] = await t.database.db.select().from(paymentsTable).where(eq(paymentsTable.id, payment.id));
    expect(held).toMatchObject({ status: 'authorised', providerAuthorisationId: authorisationId });
    expect(await ledgerOf(payment.id)).toEqual([]);
    expect(await providerBalance(host)).toBe(before);
    // Asking again holds nothing more.
    expect(await authorisePayment(deps, payment.id)).toEqual({ authorisationId });
    expect(
      await t.database.db.select().from(localCharges).where(eq(localCharges.id, authorisationId)),
    ).toHaveLength(1);

    const captured = await captureAuthorisation(deps, payment.id);
    const again = await captureAuthorisation(deps, payment.id);

    expect(again).toEqual(captured);
    expect((await ledgerOf(payment.id)).map((r) => [r.kind, r.amount])).toEqual([
      ['charge', 6000],
      ['platform_fee', 600],
      ['host_transfer', 5400],
    ]);
    expect(await providerBalance(host)).toBe(before + 5400);
    const [charged] = await t.database.db
      .select()
      .from(paymentsTable)
      .where(eq(paymentsTable.id, payment.id));
    expect(charged).toMatchObject({ status: 'charged', providerChargeId: captured.chargeId });
  });

  it('lets a hold go without taking anything, and never captures it afterwards', async () => {
    const guest = await guestWithCard(t.database.db, provider);
    const host = await userWithAccount(t.database.db, provider);
    const { payment } = await createPaidStay(t.database.db, { guest, host, prices: [2500] });
    const before = await providerBalance(host);
    const { authorisationId } = await authorisePayment(deps, payment.id);

    await releaseAuthorisation(deps, payment.id);
    await releaseAuthorisation(deps, payment.id);

    const [released] = await t.database.db
      .select()
      .from(paymentsTable)
      .where(eq(paymentsTable.id, payment.id));
    expect(released!.status).toBe('released');
    const [hold] = await t.database.db
      .select()
      .from(localCharges)
      .where(eq(localCharges.id, authorisationId));
    expect(hold!.status).toBe('released');
    await expect(provider.capture(authorisationId, `capture:late:${payment.id}`)).rejects.toThrow('released');
    await expect(
      provider.refund({ chargeId: authorisationId, amount: 100 }, `refund:late:${payment.id}`),
    ).rejects.toThrow('never captured');
    expect(await ledgerOf(payment.id)).toEqual([]);
    expect(await providerBalance(host)).toBe(before);
  });

  it('refuses to hold a card that declines every charge, and marks the payment failed', async () => {
    const guest = await guestWithCard(t.database.db, provider, TEST_CARDS.chargeFails);
    const host = await userWithAccount(t.database.db, provider);
    const { payment } = await createPaidStay(t.database.db, { guest, host, prices: [2500] });

    const error = await rejection(authorisePayment(deps, payment.id));

    expect(error.kind).toBe('CARD_DECLINED');
    const [failed] = await t.database.db.select().from(paymentsTable).where(eq(paymentsTable.id, payment.id));
    expect(failed).toMatchObject({ status: 'failed', providerAuthorisationId: null });
  });
});
