// The admin overview's shapes: the figures an operator looks at first, day by day over the last
// 30 days (days in Pacific/Auckland, today included), with their totals. Money is integer cents.

import { z } from 'zod';

/** How many days the overview covers, today included. */
export const OVERVIEW_DAYS = 30;

/** The overview's figures, in the order the page shows them. */
export const OVERVIEW_FIGURES = [
  'nightsBooked',
  'revenueCents',
  'platformFeeCents',
  'newUsers',
  'newListings',
] as const;
export type OverviewFigure = (typeof OVERVIEW_FIGURES)[number];

const figures = {
  /** Nights sold (paid for), counted on the day they were booked, refunded ones included. */
  nightsBooked: z.number().int(),
  /** What guests paid that day, less what was refunded to them that day. */
  revenueCents: z.number().int(),
  /** The platform's fees kept that day, less fees given back with refunds. */
  platformFeeCents: z.number().int(),
  /** People who signed up that day. */
  newUsers: z.number().int(),
  /** Locations created that day (any type, listed or not). */
  newListings: z.number().int(),
};

export const overviewDaySchema = z.object({ date: z.string(), ...figures });
export type OverviewDay = z.infer<typeof overviewDaySchema>;

export const overviewTotalsSchema = z.object(figures);
export type OverviewTotals = z.infer<typeof overviewTotalsSchema>;

export const adminOverviewSchema = z.object({
  /** The first and last day covered (YYYY-MM-DD, Pacific/Auckland). */
  from: z.string(),
  to: z.string(),
  /** One entry per day, oldest first: OVERVIEW_DAYS of them, days with nothing at 0. */
  days: z.array(overviewDaySchema),
  totals: overviewTotalsSchema,
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
