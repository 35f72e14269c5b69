// Moving money (architecture §4, decision 008). Each function asks the payment provider first, with an
// idempotency key derived from our own ids, and only then records what moved as ledger rows, in one
// database transaction, keyed so a row is written once (insert … on conflict do nothing). No network
// call is ever made inside a transaction. So every step can be retried after a failure or a lost
// answer: the provider replays its first result for the key and the ledger skips what it already has.

import { AppError, badRequest, notFound } from '../../../domain/errors';
import { affiliateTransferCents, allocateCents } from '../../../domain/fees';
import { INVALID_USER_OR_ACCOUNT } from '../../../domain/schemas/payments';
import type { Db } from '../../db/client';
import {
  AccountNotFoundError,
  CardError,
  InvalidRequestError,
  ProviderUnavailableError,
  type PaymentsProvider,
} from '../../adapters/payments/payments';
import { findUserById } from '../users/users.repository';
import * as repo from './money.repository';

export type MoneyDeps = { db: Db; payments: PaymentsProvider };

export const NO_SUCH_PAYMENT = 'No such payment.';
export const NO_SUCH_BOOKING = 'No such booking.';
export const NO_CARD = 'Please add a credit card to your account first.';
export const HOST_CANNOT_BE_PAID = 'The host of this property cannot take payments yet.';
export const NOT_PAID_BY_CARD = 'This booking was not paid by card.';
export const AFFILIATE_CANNOT_BE_PAID = 'This affiliate has no payout account yet.';

/** The idempotency keys of every movement, from our own ids: the provider's and the ledger's. */
export const keys = {
  charge: (paymentId: string) => `charge:${paymentId}`,
  platformFee: (paymentId: string) => `platform_fee:${paymentId}`,
  hostTransfer: (paymentId: string) => `host_transfer:${paymentId}`,
  refund: (bookingId: number) => `refund:${bookingId}`,
  feeRefund: (bookingId: number) => `fee_refund:${bookingId}`,
  transferReversal: (bookingId: number) => `transfer_reversal:${bookingId}`,
  affiliateTransfer: (bookingId: number) => `affiliate_transfer:${bookingId}`,
  payout: (providerTransactionId: string) => `payout:${providerTransactionId}`,
};

/**
 * Runs a provider call and turns its errors into the API's: a refused card is 402 with the provider's
 * message, a provider that does not answer 503 (retry), an unknown account 404 'invalid user or
 * account', refused details 400.
 */
export async function withProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CardError) throw new AppError('CARD_DECLINED', error.message);
    if (error instanceof ProviderUnavailableError) throw new AppError('UNAVAILABLE', error.message);
    if (error instanceof AccountNotFoundError) throw notFound(INVALID_USER_OR_ACCOUNT);
    if (error instanceof InvalidRequestError) throw badRequest(error.message);
    throw error;
  }
}

// ---- Charges ----

export type ChargeOutcome = {
  chargeId: string;
  transferId: string | null;
  amount: number;
  platformFee: number;
};

/**
 * Charges the guest for a `payments` row: the amount, of which the platform keeps the fee and the host's
 * connected account receives the rest. Ledger: charge (+amount, the guest), platform_fee (+fee),
 * host_transfer (+amount − fee, the host).
 */
export async function chargePayment({ db, payments }: MoneyDeps, paymentId: string): Promise<ChargeOutcome> {
  const payment = await repo.findPayment(db, paymentId);
  if (!payment) throw notFound(NO_SUCH_PAYMENT);
  const { amount, platformFee } = payment;
  const recorded = await repo.findLedgerRow(db, keys.charge(payment.id));
  if (recorded) {
    const transfer = await repo.findLedgerRow(db, keys.hostTransfer(payment.id));
    return {
      chargeId: recorded.providerReference!,
      transferId: transfer?.providerReference ?? null,
      amount,
      platformFee,
    };
  }
  const guest = await findUserById(db, payment.guestId);
  if (!guest?.paymentCustomerId || !guest.paymentMethodToken) throw badRequest(NO_CARD);
  const host = payment.hostId ? await findUserById(db, payment.hostId) : null;
  if (!host?.connectedAccountId) throw badRequest(HOST_CANNOT_BE_PAID);
  const locationName = (await repo.findLocationName(db, payment.locationId)) ?? 'Stopover';

  let result: { chargeId: string; transferId: string | null };
  try {
    result = await withProvider(() =>
      payments.charge(
        {
          customerId: guest.paymentCustomerId!,
          paymentMethodId: guest.paymentMethodToken!,
          amount,
          platformFee,
          destinationAccountId: host.connectedAccountId!,
          description: `Booking at ${locationName}`,
          metadata: { paymentId: payment.id },
        },
        keys.charge(payment.id),
      ),
    );
  } catch (error) {
    if (error instanceof AppError && error.code === 'CARD_DECLINED') {
      await repo.markPaymentFailed(db, payment.id, error.message);
    }
    throw error;
  }

  const hostShare = amount - platformFee;
  await db.transaction(async (tx) => {
    await repo.insertLedgerRows(tx, [
      {
        kind: 'charge',
        amount,
        paymentId: payment.id,
        userId: guest.id,
        description: `Booking at ${locationName}`,
        providerReference: result.chargeId,
        idempotencyKey: keys.charge(payment.id),
      },
      {
        kind: 'platform_fee',
        amount: platformFee,
        paymentId: payment.id,
        userId: null,
        description: 'Platform fee',
        providerReference: result.chargeId,
        idempotencyKey: keys.platformFee(payment.id),
      },
      {
        kind: 'host_transfer',
        amount: hostShare,
        paymentId: payment.id,
        userId: host.id,
        description: `Booking at ${locationName}`,
        providerReference: result.transferId ?? result.chargeId,
        idempotencyKey: keys.hostTransfer(payment.id),
      },
    ]);
    await repo.markPaymentCharged(tx, payment.id, result.chargeId);
  });
  return { ...result, amount, platformFee };
}

// ---- Refunds ----

export type RefundOutcome = {
  bookingId: number;
  refundId: string | null;
  amount: number;
  feeRefund: number;
  transferReversal: number;
};

/**
 * Refunds nights, one provider refund each: a night gives back its share of what the guest paid for
 * the payment (its price, unless the payment was discounted: then the amount paid split in proportion
 * to the prices, to the cent). The host's transfer and the platform's fee are reversed in proportion.
 * Ledger: refund (−amount, the guest), fee_refund (−, platform), transfer_reversal (−, the host).
 * A night already refunded is left alone.
 */
export async function refundNights(
  { db, payments }: MoneyDeps,
  input: { bookingIds: number[]; reason?: string | null; now?: Date },
): Promise<RefundOutcome[]> {
  const nights = await repo.findBookings(db, input.bookingIds);
  if (nights.length !== new Set(input.bookingIds).size) throw notFound(NO_SUCH_BOOKING);
  const outcomes: RefundOutcome[] = [];
  for (const night of nights) {
    const payment = night.paymentId ? await repo.findPayment(db, night.paymentId) : null;
    if (!payment?.providerChargeId) throw badRequest(NOT_PAID_BY_CARD);
    const recorded = await repo.findLedgerRow(db, keys.refund(night.id));
    if (night.refunded && recorded) {
      const fee = await repo.findLedgerRow(db, keys.feeRefund(night.id));
      const reversal = await repo.findLedgerRow(db, keys.transferReversal(night.id));
      outcomes.push({
        bookingId: night.id,
        refundId: recorded.providerReference,
        amount: -recorded.amount,
        feeRefund: -(fee?.amount ?? 0),
        transferReversal: -(reversal?.amount ?? 0),
      });
      continue;
    }
    const all = await repo.nightsOfPayment(db, payment.id);
    const shares = allocateCents(
      payment.amount,
      all.map((n) => n.price),
    );
    const amount = shares[all.findIndex((n) => n.id === night.id)] ?? 0;

    // The reason is ours to keep: the provider's request depends only on the ids and amounts, so a
    // retry with another reason is still the same request.
    const result =
      amount > 0
        ? await withProvider(() =>
            payments.refund({ chargeId: payment.providerChargeId!, amount }, keys.refund(night.id)),
          )
        : { refundId: null, feeRefund: 0, transferReversal: 0 };

    const at = input.now ?? new Date();
    await db.transaction(async (tx) => {
      if (result.refundId) {
        await repo.insertLedgerRows(tx, [
          {
            kind: 'refund',
            amount: -amount,
            paymentId: payment.id,
            bookingId: night.id,
            userId: payment.guestId,
            description: `Refund of the night of ${night.date}`,
            providerReference: result.refundId,
            idempotencyKey: keys.refund(night.id),
          },
          {
            kind: 'fee_refund',
            amount: -result.feeRefund,
            paymentId: payment.id,
            bookingId: night.id,
            userId: null,
            description: 'Platform fee refund',
            providerReference: result.refundId,
            idempotencyKey: keys.feeRefund(night.id),
          },
          {
            kind: 'transfer_reversal',
            amount: -result.transferReversal,
            paymentId: payment.id,
            bookingId: night.id,
            userId: payment.hostId,
            description: `Refund of the night of ${night.date}`,
            providerReference: result.refundId,
            idempotencyKey: keys.transferReversal(night.id),
          },
        ]);
      }
      await repo.markBookingRefunded(tx, night.id, at, input.reason ?? null);
      await repo.markPaymentRefundedWhenAllNightsAre(tx, payment.id);
    });
    outcomes.push({ bookingId: night.id, amount, ...result });
  }
  return outcomes;
}

// ---- Affiliates ----

export type AffiliateOutcome = { bookingId: number; uid: string; transferId: string | null; amount: number };

/**
 * Pays affiliates for nights their referrals booked (spec section 9: price × feePercentage / 100, in
 * cents), one transfer per night so a night can never be paid twice. Ledger: affiliate_transfer
 * (+amount, the affiliate). Nights already paid answer their first transfer.
 */
export async function payAffiliate(
  { db, payments }: MoneyDeps,
  input: { bookingIds: number[] },
): Promise<AffiliateOutcome[]> {
  const nights = await repo.findBookings(db, input.bookingIds);
  if (nights.length !== new Set(input.bookingIds).size) throw notFound(NO_SUCH_BOOKING);
  const outcomes: AffiliateOutcome[] = [];
  for (const night of nights) {
    if (!night.referrerId) throw badRequest('This booking was not referred by an affiliate.');
    const recorded = await repo.findLedgerRow(db, keys.affiliateTransfer(night.id));
    if (recorded) {
      if (!night.referrerTransfer) await repo.setReferrerTransfer(db, night.id, recorded.providerReference!);
      outcomes.push({
        bookingId: night.id,
        uid: night.uid,
        transferId: recorded.providerReference,
        amount: recorded.amount,
      });
      continue;
    }
    if (night.status !== 'accepted') throw badRequest('Only accepted bookings earn an affiliate fee.');
    const affiliate = await findUserById(db, night.referrerId);
    if (!affiliate?.isReferrer || affiliate.referralFeePercentage === null) {
      throw badRequest('The referrer of this booking is not an affiliate.');
    }
    if (!affiliate.connectedAccountId) throw badRequest(AFFILIATE_CANNOT_BE_PAID);
    const amount = affiliateTransferCents(night.price, Number(affiliate.referralFeePercentage));
    if (amount <= 0) {
      outcomes.push({ bookingId: night.id, uid: night.uid, transferId: null, amount: 0 });
      continue;
    }
    const { transferId } = await withProvider(() =>
      payments.transfer(
        {
          destinationAccountId: affiliate.connectedAccountId!,
          amount,
          description: `Affiliate fee for the night of ${night.date}`,
        },
        keys.affiliateTransfer(night.id),
      ),
    );
    await db.transaction(async (tx) => {
      await repo.insertLedgerRows(tx, [
        {
          kind: 'affiliate_transfer',
          amount,
          paymentId: night.paymentId,
          bookingId: night.id,
          userId: affiliate.id,
          description: `Affiliate fee for the night of ${night.date}`,
          providerReference: transferId,
          idempotencyKey: keys.affiliateTransfer(night.id),
        },
      ]);
      await repo.setReferrerTransfer(tx, night.id, transferId);
    });
    outcomes.push({ bookingId: night.id, uid: night.uid, transferId, amount });
  }
  return outcomes;
}

// ---- Payouts, balances and reconciliation ----

/**
 * Records the payouts the provider made from a connected account that the ledger does not have yet
 * (payout, −amount). Transactions come newest first, so it stops at the first page that holds a
 * payout already recorded.
 */
export async function syncPayouts(
  { db, payments }: MoneyDeps,
  user: { id: string; connectedAccountId: string | null },
): Promise<number> {
  if (!user.connectedAccountId) return 0;
  let cursor: string | null = null;
  let added = 0;
  for (;;) {
    const page = await withProvider(() =>
      payments.listBalanceTransactions(user.connectedAccountId!, { cursor, limit: 100 }),
    );
    const payouts = page.items.filter((t) => t.type === 'payout');
    const known = await repo.recordedKeys(
      db,
      payouts.map((p) => keys.payout(p.id)),
    );
    const fresh = payouts.filter((p) => !known.has(keys.payout(p.id)));
    await repo.insertLedgerRows(
      db,
      fresh.map((p) => ({
        kind: 'payout',
        amount: p.amount,
        userId: user.id,
        description: p.description,
        providerReference: p.id,
        idempotencyKey: keys.payout(p.id),
        createdAt: new Date(p.date),
      })),
    );
    added += fresh.length;
    if (known.size > 0 || !page.cursor) return added;
    cursor = page.cursor;
  }
}

/** A connected account's balance by the ledger: the sum of its rows. */
export const ledgerBalance = (db: Db, userId: string) => repo.ledgerBalance(db, userId);

/**
 * Checks that the ledger holds together and agrees with the provider: every charge equals its fee plus
 * host transfer, every refund its fee refund plus transfer reversal, and every connected account's
 * balance at the provider equals the sum of its ledger rows. Returns what disagrees (empty when all is well).
 */
export async function reconcile(deps: MoneyDeps): Promise<string[]> {
  const problems: string[] = [];
  for (const c of await repo.unbalancedCharges(deps.db)) {
    problems.push(`payment ${c.paymentId}: charge differs from fee plus transfer by ${c.difference}`);
  }
  for (const r of await repo.unbalancedRefunds(deps.db)) {
    problems.push(`booking ${r.bookingId}: refund differs from fee refund plus reversal by ${r.difference}`);
  }
  for (const user of await repo.usersWithConnectedAccounts(deps.db)) {
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
