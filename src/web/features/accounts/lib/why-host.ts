// The worked example of /why-host: what a small host earns in a month, with the platform's fee
// worked out by the same rule as a booking's (src/domain/fees.ts).

import { platformFeeCents } from '../../../../domain/fees';

/** Two sites at $25 a night, each booked twelve nights in a month: a modest farm or vineyard. */
export const EARNINGS_EXAMPLE = { sites: 2, priceCents: 2500, nightsPerSite: 12 } as const;

export type EarningsInput = { sites: number; priceCents: number; nightsPerSite: number };

export type Earnings = {
  sites: number;
  priceCents: number;
  nightsPerSite: number;
  nights: number;
  /** What guests pay, in cents. */
  total: number;
  fee: number;
  /** What reaches the host, in cents. */
  payout: number;
};

/** The example's figures for a fee of `feePercent` of what guests pay, rounded to the cent. */
export function earningsExample(feePercent: number, example: EarningsInput = EARNINGS_EXAMPLE): Earnings {
  const nights = example.sites * example.nightsPerSite;
  const total = nights * example.priceCents;
  const fee = platformFeeCents(total, feePercent);
  return { ...example, nights, total, fee, payout: total - fee };
}
