// A host's earnings (issue 28, decision 050): the period asked for, and the summary answered.
import { z } from 'zod';
import { msg } from '../messages';
import { isValidPeriod, MAX_PERIOD_MONTHS } from '../earnings';

const yearMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, msg('earnings.badPeriod'))
  .describe('A month, YYYY-MM');

export const earningsQuerySchema = z
  .object({ from: yearMonth, to: yearMonth })
  .refine((q) => isValidPeriod(q.from, q.to), {
    message: msg('earnings.badPeriod'),
    path: ['to'],
    params: { max: MAX_PERIOD_MONTHS },
  });
export type EarningsQuery = z.infer<typeof earningsQuerySchema>;

const cents = z.number().int();
const figures = {
  gross: cents.describe('What guests paid, in cents'),
  fee: cents.describe('The platform fee (negative), net of refunds'),
  gst: cents.describe('The GST Stopover returns on the stays (negative), net of refunds'),
  credit: cents.describe('The flat-rate credit passed on to the host (positive), net of reversals'),
  refund: cents.describe('Refunds to guests (negative)'),
  net: cents.describe('What the host earns: the sum of the others'),
};

export const earningsResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  months: z.array(z.object({ month: z.string(), ...figures, nightsSold: z.number().int(), paidOut: cents })),
  properties: z.array(
    z.object({
      locationId: z.number().int(),
      locationName: z.string(),
      ...figures,
      nightsSold: z.number().int(),
    }),
  ),
  sites: z.array(
    z.object({
      siteId: z.number().int(),
      siteName: z.string(),
      locationId: z.number().int(),
      locationName: z.string(),
      spaces: z.number().int(),
      active: z.boolean(),
      nightsSold: z.number().int(),
      nightsOffered: z.number().int(),
    }),
  ),
  totals: z.object({ ...figures, nightsSold: z.number().int(), paidOut: cents }),
  payouts: z.array(z.object({ date: z.string(), amount: cents, reference: z.string() })),
});
export type EarningsResponse = z.infer<typeof earningsResponseSchema>;
