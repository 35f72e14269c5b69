// New Zealand GST on the stays Stopover sells (decision 049). Since 1 April 2024 an electronic
// marketplace is treated as the supplier of the short-stay accommodation listed on it (GST Act 1985
// s 8C, s 60(1C)): Stopover returns GST on what every guest pays, whether or not the host is
// registered. A host who is not registered gets a flat-rate credit of 8.5% of the GST-exclusive value
// (s 20(3)(de), (3N)); a registered host's supply to Stopover is zero-rated (s 11A(1)(jc)) and gets none.
//
// Prices are GST-inclusive (what the guest pays). Rates are basis points (15% = 1500) fixed on the
// payment when the stay is booked, so a change of rate never touches a stay booked before it.
// Rounding: each figure is computed once per payment, on its whole amount, to the nearest cent with
// halves rounded up, in exact integer arithmetic; refunds give back the same figures in proportion,
// cumulatively, so a fully refunded stay reverses them to the cent (`proportionalShare`).

import { assertCents } from './money';

export type TaxRates = {
  /** GST, in basis points: 1500 is 15%. */
  gstRateBp: number;
  /** The flat-rate credit for hosts who are not GST-registered, in basis points: 850 is 8.5%. */
  flatRateCreditBp: number;
};

/** New Zealand's rates since 1 April 2024 (GST Act s 8, s 20(3N)). */
export const DEFAULT_TAX_RATES: TaxRates = { gstRateBp: 1500, flatRateCreditBp: 850 };

/**
 * Stopover's GST number when the deployment does not set PLATFORM_GST_NUMBER: the example number of
 * Inland Revenue's IRD number specification, so a receipt is never printed without one.
 */
export const DEFAULT_PLATFORM_GST_NUMBER = '136-410-132';

/** a × b / c rounded to the nearest whole number, halves up (non-negative inputs, c > 0). */
function mulDivHalfUp(a: number, b: number, c: number): number {
  return Number((2n * BigInt(a) * BigInt(b) + BigInt(c)) / (2n * BigInt(c)));
}

/** The GST within a GST-inclusive amount: amount × rate / (1 + rate), e.g. 3/23 of it at 15%. */
export function gstIncluded(amount: number, gstRateBp: number): number {
  assertCents(amount);
  if (amount <= 0 || gstRateBp <= 0) return 0;
  return mulDivHalfUp(amount, gstRateBp, 10_000 + gstRateBp);
}

/** The flat-rate credit on a GST-exclusive value: value × rate. */
export function flatRateCredit(gstExclusive: number, flatRateCreditBp: number): number {
  assertCents(gstExclusive);
  if (gstExclusive <= 0 || flatRateCreditBp <= 0) return 0;
  return mulDivHalfUp(gstExclusive, flatRateCreditBp, 10_000);
}

export type StayTax = {
  /** The GST Stopover returns on the stay (part of what the guest paid). */
  gst: number;
  /** What the guest paid without GST. */
  gstExclusive: number;
  /** The flat-rate credit passed on to a host who is not GST-registered; 0 for a registered one. */
  flatRateCredit: number;
  /** The rates applied, as the payment keeps them. */
  gstRateBp: number;
  flatRateCreditBp: number;
};

/** The GST and flat-rate credit of a stay the guest paid `amount` for. */
export function stayTax(amount: number, rates: TaxRates, hostGstRegistered: boolean): StayTax {
  const gst = gstIncluded(amount, rates.gstRateBp);
  const gstExclusive = amount - gst;
  const creditBp = hostGstRegistered ? 0 : rates.flatRateCreditBp;
  return {
    gst,
    gstExclusive,
    flatRateCredit: flatRateCredit(gstExclusive, creditBp),
    gstRateBp: rates.gstRateBp,
    flatRateCreditBp: creditBp,
  };
}

/**
 * What the platform keeps of a charge at the payment provider (the destination charge's application
 * fee): its fee, and the GST it returns less the credit it passes on. The host's connected account
 * receives the rest: amount − fee − GST + credit.
 */
export function platformKeeps(tax: { platformFee: number; gst: number; flatRateCredit: number }): number {
  return tax.platformFee + tax.gst - tax.flatRateCredit;
}

/**
 * The fee a stay can carry so that what the platform keeps never exceeds what the guest paid (only a
 * fee near 100% could): the fee is lowered, never the tax.
 */
export function feeWithinCharge(amount: number, platformFee: number, tax: StayTax): number {
  return Math.max(0, Math.min(platformFee, amount - tax.gst + tax.flatRateCredit));
}

/**
 * A part's share of the first `refunded` cents of a charge: round(refunded × part / amount), halves
 * up. A refund's share of the part is this after it less this before it, so once the charge is fully
 * refunded the shares add up to the part exactly.
 */
export function proportionalShare(refunded: number, amount: number, part: number): number {
  assertCents(refunded);
  if (amount <= 0 || part === 0) return 0;
  return mulDivHalfUp(refunded, part, amount);
}

/** A refund's shares of a charge's GST and credit, given what earlier refunds of it gave back. */
export function refundTax(input: {
  amount: number;
  gst: number;
  flatRateCredit: number;
  alreadyRefunded: number;
  refund: number;
}): { gst: number; flatRateCredit: number } {
  const { amount, alreadyRefunded, refund } = input;
  const after = Math.min(amount, alreadyRefunded + refund);
  const share = (part: number) =>
    proportionalShare(after, amount, part) -
    proportionalShare(Math.min(amount, alreadyRefunded), amount, part);
  return { gst: share(input.gst), flatRateCredit: share(input.flatRateCredit) };
}
