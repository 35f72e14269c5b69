// How an amount is split between the platform, the host and affiliates, in whole cents (decision 008).
// How a refund divides between the host's transfer and the fee is the payment adapters' one rule,
// src/server/adapters/payments/refund-split.ts.

import { assertCents } from './money';

/** The platform's share of each booking when the deployment does not set PLATFORM_FEE_PERCENT. */
export const DEFAULT_PLATFORM_FEE_PERCENT = 10;

/** The platform's share of what the guest pays: `percent` of it, rounded to the nearest cent. */
export function platformFeeCents(amount: number, percent: number): number {
  assertCents(amount);
  return Math.round((amount * percent) / 100);
}

/**
 * An affiliate's fee percentage when the call making them one does not name it: the spec's
 * `PUT /v1/users/{id}/affiliate` and `/affiliate/add {email}` carry no fee (section 7). 10%, the fee
 * of the demo's affiliate; an administrator changes it with PUT /v1/users/{id}/affiliate.
 */
export const DEFAULT_AFFILIATE_FEE_PERCENT = 10;

/** What an affiliate earns on a night (spec section 9: price/100 × feePercentage/100 dollars), in cents. */
export function affiliateTransferCents(price: number, feePercentage: number): number {
  assertCents(price);
  return Math.round((price * feePercentage) / 100);
}

/**
 * Splits `total` cents in proportion to `weights` (e.g. a discounted charge over its nights). Each share
 * is the difference of rounded-down running totals, so the shares always add up to `total` exactly and
 * equal the weights themselves when `total` is their sum.
 */
export function allocateCents(total: number, weights: number[]): number[] {
  assertCents(total);
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, i) => (i === weights.length - 1 ? total : 0));
  let before = 0;
  let running = 0;
  return weights.map((w) => {
    running += w;
    const upTo = Math.floor((total * running) / sum);
    const share = upTo - before;
    before = upTo;
    return share;
  });
}
