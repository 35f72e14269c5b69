// Affiliates (spec sections 1, 3, 4, 7 and 9): making a user an affiliate with a fee percentage, the
// list of affiliates, paying them for the nights their referrals booked, and an affiliate's summary.

import { z } from 'zod';
import { DEFAULT_AFFILIATE_FEE_PERCENT } from '../fees';
import { msg } from '../messages';
import { emailSchema } from './auth-forms';

/** The affiliate's share of a night's price: 0 to 100 with at most two decimals (numeric(5, 2)). */
export const feePercentageSchema = z
  .number({ message: msg('affiliates.feeRange') })
  .min(0, { message: msg('affiliates.feeRange') })
  .max(100, { message: msg('affiliates.feeRange') })
  .refine((fee) => Math.abs(fee * 100 - Math.round(fee * 100)) < 1e-6, {
    message: msg('affiliates.feeRange'),
  });

/**
 * The fee of the affiliate calls, optional: the spec's calls carry none (section 7). Without it a new
 * affiliate gets DEFAULT_AFFILIATE_FEE_PERCENT (10%) and an affiliate keeps the fee they have.
 */
const optionalFeeSchema = feePercentageSchema
  .optional()
  .describe(
    `Percent of each referred night's price, 0 to 100 with two decimals. Absent: the affiliate's current fee, or ${DEFAULT_AFFILIATE_FEE_PERCENT} for a new one`,
  );

/**
 * PUT /v1/users/{id}/affiliate: make that user an affiliate (or change their fee). The spec's call
 * sends no body; a missing body is an empty one.
 */
export const setAffiliateBodySchema = z.preprocess(
  (body) => body ?? {},
  z.object({ feePercentage: optionalFeeSchema }),
);

/** PUT /v1/users/{id}/affiliate/add: make the user with this email an affiliate (spec: body email). */
export const addAffiliateBodySchema = z.object({
  email: emailSchema,
  feePercentage: optionalFeeSchema,
});
export type AddAffiliateBody = z.infer<typeof addAffiliateBodySchema>;

export const affiliateSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  referralCode: z.string(),
  feePercentage: z.number(),
  /** Referred nights that count: accepted, paid by the guest, not refunded. */
  nightsBrought: z.number(),
  /** What the nights not yet paid out earn (price × fee / 100 each, rounded to the cent). */
  owedCents: z.number(),
});
export type Affiliate = z.infer<typeof affiliateSchema>;

export const affiliateListSchema = z.object({ items: z.array(affiliateSchema) });
export type AffiliateList = z.infer<typeof affiliateListSchema>;

/** DELETE /v1/users/{id}/affiliate/del: the user is no longer an affiliate. */
export const removedAffiliateSchema = z.object({ id: z.string(), isReferrer: z.literal(false) });

/** POST /v1/admin/transfer: pay an affiliate (`referrer`, their user id) for these nights (uids). */
export const TRANSFER_MAX_NIGHTS = 200;
export const transferBodySchema = z.object({
  referrer: z.string().min(1).max(100),
  bookings: z.array(z.uuid()).min(1).max(TRANSFER_MAX_NIGHTS),
});
export type TransferBody = z.infer<typeof transferBodySchema>;

export const TRANSFER_REFUSALS = [
  'notFound',
  'notReferred',
  'alreadyPaid',
  'cancelled',
  'refunded',
  'notPaid',
] as const;
export type TransferRefusal = (typeof TRANSFER_REFUSALS)[number];

export const transferResponseSchema = z.object({
  /** The nights paid by this call (or found paid by the same call retried), with what each earned. */
  updatedBookings: z.array(
    z.object({
      uid: z.string(),
      date: z.string(),
      amount: z.number(),
      referrerTransfer: z.string().nullable(),
    }),
  ),
  /** Nights left unpaid by this call, each with why; the others were paid. */
  refused: z.array(z.object({ uid: z.string(), reason: z.enum(TRANSFER_REFUSALS), message: z.string() })),
  referrerTransfer: z.object({ referrer: z.string(), amount: z.number() }),
});
export type TransferResponse = z.infer<typeof transferResponseSchema>;

/** GET /v1/users/{id}/affiliate/summary: what an affiliate brought, was paid and is owed. */
export const affiliateSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  isReferrer: z.boolean(),
  referralCode: z.string().nullable(),
  feePercentage: z.number().nullable(),
  nightsBrought: z.number(),
  paidCents: z.number(),
  owedCents: z.number(),
  recent: z.array(
    z.object({
      uid: z.string(),
      date: z.string(),
      locationName: z.string(),
      price: z.number(),
      /** What the night earns at the current fee, or what was paid for it. */
      earns: z.number(),
      paid: z.boolean(),
    }),
  ),
});
export type AffiliateSummary = z.infer<typeof affiliateSummarySchema>;

export const affiliateUserParamSchema = z.object({ id: z.string().min(1).max(100) });

/** The add-affiliate form of /admin/affiliates: its text fields, read into the add call's body. */
export const addAffiliateFormSchema = z.object({
  email: emailSchema,
  feePercentage: z
    .string()
    .trim()
    .min(1, msg('affiliates.feeRange'))
    .transform(Number)
    .pipe(feePercentageSchema),
});
