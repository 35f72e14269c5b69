// How a refund of a destination charge divides between the host's transfer and the platform's fee.
// Both providers use this one rule, so the ledger rows are the same whichever provider is live.
//
// The rule is cumulative: after refunding R of a charge of amount A that carried fee F, the fee
// refunded so far is round(R × F / A), half up. Each refund gives back the difference between that
// figure after it and before it, and the host's transfer is reversed by the rest of the refund.
// So, in whole cents:
//   - feeRefund + transferReversal = the refund, always;
//   - once the charge is fully refunded, the fee refunds add up to exactly F and the transfer
//     reversals to exactly A − F, however the refunds were split (no cent is lost to rounding);
//   - neither part is ever negative.

import { assertCents } from '../../../domain/money';

export type RefundSplitInput = {
  /** What the guest paid for the charge. */
  chargeAmount: number;
  /** The platform's fee kept from that charge. */
  platformFee: number;
  /** What earlier refunds of the same charge already gave back. */
  alreadyRefunded: number;
  /** This refund. */
  refund: number;
};

export type RefundSplit = { transferReversal: number; feeRefund: number };

/** The fee's share of the first `refunded` cents of a charge, rounded half up, in exact integer arithmetic. */
export function feeShare(refunded: number, chargeAmount: number, platformFee: number): number {
  const a = BigInt(chargeAmount);
  return Number((2n * BigInt(refunded) * BigInt(platformFee) + a) / (2n * a));
}

export function splitRefund(input: RefundSplitInput): RefundSplit {
  const { chargeAmount, platformFee, alreadyRefunded, refund } = input;
  for (const value of [chargeAmount, platformFee, alreadyRefunded, refund]) assertCents(value);
  if (chargeAmount <= 0) throw new RangeError(`A charge must be positive, got ${chargeAmount}`);
  if (platformFee < 0 || platformFee > chargeAmount) {
    throw new RangeError(`The fee must be between 0 and the charge, got ${platformFee} of ${chargeAmount}`);
  }
  if (refund <= 0) throw new RangeError(`A refund must be positive, got ${refund}`);
  if (alreadyRefunded < 0 || alreadyRefunded + refund > chargeAmount) {
    throw new RangeError(
      `Cannot refund ${refund} of a charge of ${chargeAmount} with ${alreadyRefunded} already refunded`,
    );
  }
  const feeRefund =
    feeShare(alreadyRefunded + refund, chargeAmount, platformFee) -
    feeShare(alreadyRefunded, chargeAmount, platformFee);
  return { feeRefund, transferReversal: refund - feeRefund };
}
