// Moving money (architecture §4, decision 010): charges, refunds and transfers, the money services that
// with payouts' syncPayouts alone write the ledger. Each function asks the payment provider first, with an
// idempotency key derived from our own ids, and only then records what moved as ledger rows, in one
// database transaction, keyed so a row is written once (insert … on conflict do nothing). No network
// call is ever made inside a transaction. So every step can be retried after a failure or a lost
// answer: the provider replays its first result for the key and the ledger skips what it already has.

import { AppError, badRequest, notFound } from '../../../domain/errors';
import { affiliateTransferCents } from '../../../domain/fees';
import { platformKeeps, refundTax } from '../../../domain/gst';
import type { Db } from '../../db/client';
import type { ChargeInput, PaymentsProvider } from '../../adapters/payments/payments';
import * as bookings from '../bookings/bookings.service';
import * as ledger from '../ledger/ledger.repository';
import { keys } from '../ledger/ledger.repository';
import { findLocationName } from '../locations/locations.service';
import { findUserById } from '../users/users.service';
import * as repo from './payments.repository';
import { withProvider } from './provider-errors';

export type MoneyDeps = { db: Db; payments: PaymentsProvider };

// ---- Charges ----

export type ChargeOutcome = {
  chargeId: string;
  transferId: string | null;
  amount: number;
  platformFee: number;
};

/** Who pays whom for a payment, and the provider's request for it (the same on every retry). */
async function chargeRequestOf(db: Db, payment: repo.PaymentRow) {
  const guest = await findUserById(db, payment.guestId);
  // The card fixed at reservation, so a retry asks the provider exactly as the first attempt did.
  const paymentMethodId = payment.paymentMethodToken ?? guest?.paymentMethodToken;
  if (!guest?.paymentCustomerId || !paymentMethodId) throw badRequest('payments.noCard');
  const host = payment.hostId ? await findUserById(db, payment.hostId) : null;
  if (!host?.connectedAccountId) throw badRequest('payments.hostCannotBePaid');
  const locationName = (await findLocationName(db, payment.locationId)) ?? 'Stopover';
  const input: ChargeInput = {
    customerId: guest.paymentCustomerId,
    paymentMethodId,
    amount: payment.amount,
    // The destination charge's application fee: the platform's fee, and the GST it returns less the
    // flat-rate credit it passes on (decision 049); the host's account receives the rest.
    platformFee: platformKeeps(payment),
    destinationAccountId: host.connectedAccountId,
    description: `Booking at ${locationName}`,
    metadata: { paymentId: payment.id },
  };
  return { guest, host, input };
}

async function mustFindPayment(db: Db, paymentId: string) {
  const payment = await repo.findPayment(db, paymentId);
  if (!payment) throw notFound('payments.noSuchPayment');
  return payment;
}

/** The outcome a payment's recorded charge had, or null when none is recorded. */
async function recordedCharge(db: Db, payment: repo.PaymentRow): Promise<ChargeOutcome | null> {
  const recorded = await ledger.findLedgerRow(db, keys.charge(payment.id));
  if (!recorded) return null;
  const transfer = await ledger.findLedgerRow(db, keys.hostTransfer(payment.id));
  return {
    chargeId: recorded.providerReference!,
    transferId: transfer?.providerReference ?? null,
    amount: payment.amount,
    platformFee: payment.platformFee,
  };
}

/** Asks the provider, marking the payment failed when the card is refused. */
async function askProvider<T>(db: Db, paymentId: string, call: () => Promise<T>): Promise<T> {
  try {
    return await withProvider(call);
  } catch (error) {
    if (error instanceof AppError && error.kind === 'CARD_DECLINED') {
      await repo.markPaymentFailed(db, paymentId, error.message);
    }
    throw error;
  }
}

/**
 * Records the money a charge (or a captured hold) moved, then marks the payment charged. Ledger:
 * charge (+amount, the guest), platform_fee (+fee), gst (+GST, the platform's to return),
 * flat_rate_credit (−credit, passed on to the host), host_transfer (+amount − fee − GST + credit, the
 * host). GST rows are written only for a stay that carries GST (decision 049).
 */
async function recordCharge(
  db: Db,
  payment: repo.PaymentRow,
  parties: { guestId: string; hostId: string; description: string },
  result: { chargeId: string; transferId: string | null },
): Promise<ChargeOutcome> {
  const { amount, platformFee } = payment;
  await db.transaction(async (tx) => {
    await ledger.insertLedgerRows(tx, [
      {
        kind: 'charge',
        amount,
        paymentId: payment.id,
        userId: parties.guestId,
        description: parties.description,
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
      ...taxRows(payment, result.chargeId),
      {
        kind: 'host_transfer',
        amount: amount - platformKeeps(payment),
        paymentId: payment.id,
        userId: parties.hostId,
        description: parties.description,
        providerReference: result.transferId ?? result.chargeId,
        idempotencyKey: keys.hostTransfer(payment.id),
      },
    ]);
    await repo.markPaymentCharged(tx, payment.id, result.chargeId);
  });
  return { ...result, amount, platformFee };
}

/** A charge's GST rows: the GST the platform returns and the credit it passes on, when there are any. */
function taxRows(payment: repo.PaymentRow, chargeId: string): ledger.NewLedgerRow[] {
  const rows: ledger.NewLedgerRow[] = [];
  if (payment.gst > 0) {
    rows.push({
      kind: 'gst',
      amount: payment.gst,
      paymentId: payment.id,
      userId: null,
      description: 'GST',
      providerReference: chargeId,
      idempotencyKey: keys.gst(payment.id),
    });
  }
  if (payment.flatRateCredit > 0) {
    rows.push({
      kind: 'flat_rate_credit',
      amount: -payment.flatRateCredit,
      paymentId: payment.id,
      userId: null,
      description: 'GST flat-rate credit',
      providerReference: chargeId,
      idempotencyKey: keys.flatRateCredit(payment.id),
    });
  }
  return rows;
}

/**
 * Charges the guest for a `payments` row: the amount, of which the platform keeps the fee and the host's
 * connected account receives the rest.
 */
export async function chargePayment({ db, payments }: MoneyDeps, paymentId: string): Promise<ChargeOutcome> {
  const payment = await mustFindPayment(db, paymentId);
  const recorded = await recordedCharge(db, payment);
  if (recorded) return recorded;
  const { guest, host, input } = await chargeRequestOf(db, payment);
  const result = await askProvider(db, payment.id, () => payments.charge(input, keys.charge(payment.id)));
  return recordCharge(
    db,
    payment,
    { guestId: guest.id, hostId: host.id, description: input.description },
    result,
  );
}

/**
 * Holds a request to book's amount on the guest's card (nothing is taken and the ledger is not
 * written): the payment becomes authorised, with the provider's hold.
 */
export async function authorisePayment(
  { db, payments }: MoneyDeps,
  paymentId: string,
  /** Runs in the transaction that records the hold, once: what the hold sets going (the emails). */
  onHeld?: (tx: Db) => Promise<void>,
): Promise<{ authorisationId: string }> {
  const payment = await mustFindPayment(db, paymentId);
  if (payment.providerAuthorisationId) return { authorisationId: payment.providerAuthorisationId };
  const { input } = await chargeRequestOf(db, payment);
  const { authorisationId } = await askProvider(db, payment.id, () =>
    payments.authorise(input, keys.authorise(payment.id)),
  );
  await db.transaction(async (tx) => {
    if ((await repo.markPaymentAuthorised(tx, payment.id, authorisationId)) && onHeld) await onHeld(tx);
  });
  return { authorisationId };
}

/** Takes the money an accepted request's hold reserved, and records it as a charge. */
export async function captureAuthorisation(
  { db, payments }: MoneyDeps,
  paymentId: string,
): Promise<ChargeOutcome> {
  const payment = await mustFindPayment(db, paymentId);
  const recorded = await recordedCharge(db, payment);
  if (recorded) return recorded;
  if (!payment.providerAuthorisationId) throw badRequest('payments.noSuchPayment');
  const { guest, host, input } = await chargeRequestOf(db, payment);
  const authorisationId = payment.providerAuthorisationId;
  const result = await askProvider(db, payment.id, () =>
    payments.capture(authorisationId, keys.capture(payment.id)),
  );
  return recordCharge(
    db,
    payment,
    { guestId: guest.id, hostId: host.id, description: input.description },
    result,
  );
}

/** Lets a request's hold go (declined, expired, withdrawn): the payment is released, nothing taken. */
export async function releaseAuthorisation({ db, payments }: MoneyDeps, paymentId: string): Promise<void> {
  const payment = await mustFindPayment(db, paymentId);
  if (payment.status !== 'authorised' || !payment.providerAuthorisationId) return;
  const authorisationId = payment.providerAuthorisationId;
  await withProvider(() => payments.release(authorisationId, keys.release(payment.id)));
  await repo.markHoldReleased(db, payment.id);
}

// ---- Refunds ----

export type RefundOutcome = {
  bookingId: number;
  refundId: string | null;
  amount: number;
  feeRefund: number;
  /** The GST given back with the refund, and the flat-rate credit taken back (decision 049). */
  gstRefund: number;
  flatRateCreditReversal: number;
  transferReversal: number;
};

/**
 * Refunds nights, one provider refund each: a night gives back what its cancellation recorded as due
 * (`refund_amount`, decision 018), or else its share of what the guest paid for the payment (its
 * price, unless the payment was discounted: then the amount paid split in proportion to the prices,
 * to the cent). The host's transfer, the platform's fee, the GST and the flat-rate credit are reversed
 * in proportion. Ledger: refund (−amount, the guest), fee_refund (−, platform), gst_refund (−,
 * platform), flat_rate_credit_reversal (+, platform), transfer_reversal (−, the host).
 * A night already refunded is left alone.
 */
export async function refundNights(
  { db, payments }: MoneyDeps,
  input: { bookingIds: number[]; reason?: string | null; now?: Date },
): Promise<RefundOutcome[]> {
  const nights = await bookings.findNights(db, input.bookingIds);
  if (!nights) throw notFound('payments.noSuchBooking');
  const outcomes: RefundOutcome[] = [];
  for (const night of nights) {
    const payment = night.paymentId ? await repo.findPayment(db, night.paymentId) : null;
    if (!payment?.providerChargeId) throw badRequest('payments.notPaidByCard');
    const recorded = await ledger.findLedgerRow(db, keys.refund(night.id));
    if (night.refunded && recorded) {
      const rowAmount = async (key: string) => (await ledger.findLedgerRow(db, key))?.amount ?? 0;
      outcomes.push({
        bookingId: night.id,
        refundId: recorded.providerReference,
        amount: -recorded.amount,
        feeRefund: -(await rowAmount(keys.feeRefund(night.id))),
        gstRefund: Math.abs(await rowAmount(keys.gstRefund(night.id))),
        flatRateCreditReversal: await rowAmount(keys.flatRateCreditReversal(night.id)),
        transferReversal: -(await rowAmount(keys.transferReversal(night.id))),
      });
      continue;
    }
    // A cancellation records what its policy gives back before asking the provider; otherwise the
    // night's whole share comes back.
    const amount = night.refundAmount ?? (await bookings.nightShareOfStay(db, payment, night.id));

    // The reason is ours to keep: the provider's request depends only on the ids and amounts, so a
    // retry with another reason is still the same request.
    const provided =
      amount > 0
        ? await withProvider(() =>
            payments.refund({ chargeId: payment.providerChargeId!, amount }, keys.refund(night.id)),
          )
        : { refundId: null, feeRefund: 0, transferReversal: 0 };
    let result: Omit<RefundOutcome, 'bookingId' | 'amount'> = {
      refundId: provided.refundId,
      feeRefund: provided.feeRefund,
      gstRefund: 0,
      flatRateCreditReversal: 0,
      transferReversal: provided.transferReversal,
    };
    const at = input.now ?? new Date();
    await db.transaction(async (tx) => {
      if (provided.refundId) {
        // The GST and the credit are reversed cumulatively from what the payment's recorded refunds
        // gave back before this one, so a fully refunded stay gives back exactly what it carried. The
        // payment's row is locked while that is read and this refund recorded: refunds of its nights
        // running at once (a cancellation and the sweeper) each see the others' rows.
        await repo.lockPayment(tx, payment.id);
        const tax = refundTax({
          amount: payment.amount,
          gst: payment.gst,
          flatRateCredit: payment.flatRateCredit,
          alreadyRefunded: await ledger.refundedOfPayment(tx, payment.id, night.id),
          refund: amount,
        });
        // The provider gives back what the platform kept (fee, GST less credit) as one figure: its
        // GST and credit are taken out, and the rest is the fee's refund.
        result = {
          ...result,
          feeRefund: provided.feeRefund - tax.gst + tax.flatRateCredit,
          gstRefund: tax.gst,
          flatRateCreditReversal: tax.flatRateCredit,
        };
        await ledger.insertLedgerRows(tx, [
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
          ...(result.gstRefund > 0
            ? [
                {
                  kind: 'gst_refund',
                  amount: -result.gstRefund,
                  paymentId: payment.id,
                  bookingId: night.id,
                  userId: null,
                  description: 'GST refund',
                  providerReference: result.refundId,
                  idempotencyKey: keys.gstRefund(night.id),
                },
              ]
            : []),
          ...(result.flatRateCreditReversal > 0
            ? [
                {
                  kind: 'flat_rate_credit_reversal',
                  amount: result.flatRateCreditReversal,
                  paymentId: payment.id,
                  bookingId: night.id,
                  userId: null,
                  description: 'GST flat-rate credit reversal',
                  providerReference: result.refundId,
                  idempotencyKey: keys.flatRateCreditReversal(night.id),
                },
              ]
            : []),
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
      await bookings.markNightRefunded(tx, night.id, at, input.reason ?? null, amount);
      // A payment whose every night is refunded is refunded.
      if (await bookings.allNightsOfStayRefunded(tx, payment.id))
        await repo.markPaymentRefunded(tx, payment.id);
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
  const nights = await bookings.findNights(db, input.bookingIds);
  if (!nights) throw notFound('payments.noSuchBooking');
  const outcomes: AffiliateOutcome[] = [];
  for (const night of nights) {
    if (!night.referrerId) throw badRequest('payments.notReferred');
    const recorded = await ledger.findLedgerRow(db, keys.affiliateTransfer(night.id));
    if (recorded) {
      if (!night.referrerTransfer)
        await bookings.setReferrerTransfer(db, night.id, recorded.providerReference!);
      outcomes.push({
        bookingId: night.id,
        uid: night.uid,
        transferId: recorded.providerReference,
        amount: recorded.amount,
      });
      continue;
    }
    if (night.status !== 'accepted') throw badRequest('payments.notAccepted');
    const affiliate = await findUserById(db, night.referrerId);
    if (!affiliate?.isReferrer || affiliate.referralFeePercentage === null) {
      throw badRequest('payments.referrerNotAffiliate');
    }
    if (!affiliate.connectedAccountId) throw badRequest('payments.affiliateCannotBePaid');
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
      await ledger.insertLedgerRows(tx, [
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
      await bookings.setReferrerTransfer(tx, night.id, transferId);
    });
    outcomes.push({ bookingId: night.id, uid: night.uid, transferId, amount });
  }
  return outcomes;
}
