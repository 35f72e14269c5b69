// Campaigns (spec sections 3, 4, 5, 7 and 9): discount and credit codes administrators create on
// /admin/campaigns. The create rules are the spec's Campaign dialog rules, written once here: the
// server's POST /v1/campaigns checks them, and the web dialog checks the same schema (through
// `campaignFormSchema`, which reads the dialog's text fields) before sending.

import { z } from 'zod';
import { CAMPAIGN_TYPES } from '../campaigns';
import { oneMonthLater } from '../dates';
import { msg } from '../messages';
import { emailSchema } from './auth-forms';
import { idSchema, isoDateSchema, MAX_INT4, textSchema } from './common';

export const CAMPAIGN_STATUSES = ['active', 'inactive', 'deleted'] as const;

export const MAX_CAMPAIGN_CODE = 40;
export const MAX_CAMPAIGN_MESSAGE = 500;
export const CAMPAIGN_CODE_PATTERN = /^[A-Z0-9_-]+$/;
/** The discount types: they take a percentage off a number of nights. */
export const DISCOUNT_TYPES = ['Discount', 'SiteDiscount', 'TourDiscount'] as const;

/** A code as it is stored and compared: spaces removed, uppercased ('summer 20' → 'SUMMER20'). */
export function normalizeCampaignCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

/** A type as the spec writes it ('Site Discount') or as it is sent ('SiteDiscount'). */
const campaignTypeSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value),
  z.enum(CAMPAIGN_TYPES, { message: msg('campaign.typeRequired') }),
);

/** Blank text and null are "not given". */
const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

/** An optional whole number: absent, null or blank is null. */
const optionalWhole = () =>
  z.preprocess(
    blankToNull,
    z
      .number({ message: msg('validation.notANumber') })
      .int(msg('validation.wholeNumber'))
      .max(MAX_INT4, msg('validation.atMost'))
      .nullable(),
  );

const optionalEmail = () => z.preprocess(blankToNull, emailSchema.nullable());

/**
 * A code a guest types at checkout: spaces removed and uppercased like the campaign's own; any other
 * text is simply a code that does not exist ('campaign.unknown').
 */
export const checkoutCodeSchema = textSchema()
  .transform(normalizeCampaignCode)
  .pipe(z.string().min(1, msg('campaign.codeRequired')).max(MAX_CAMPAIGN_CODE, msg('validation.tooLong')));

/**
 * Spec section 3's names for Campaign fields we name otherwise: `location` and `site` are ids,
 * `tourCode` and `collection` both name a Tour Discount's collection (its slug).
 */
export const SPEC_CAMPAIGN_FIELDS = {
  location: 'locationId',
  site: 'siteId',
  tourCode: 'collectionSlug',
  collection: 'collectionSlug',
} as const;

/**
 * The one normalising step of POST /v1/campaigns: a body written from the spec (section 3's
 * `location`, `site`, `tourCode`, `collection`) becomes ours (`locationId`, `siteId`,
 * `collectionSlug`); ours pass unchanged. Two names for one field that disagree are refused on the
 * spec's name. Every other field is checked as ours, and fields neither names are refused.
 */
function campaignFromSpecNames(value: unknown, ctx: z.RefinementCtx): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const body: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [spec, ours] of Object.entries(SPEC_CAMPAIGN_FIELDS)) {
    if (!(spec in body)) continue;
    const given = blankToNull(body[spec]);
    delete body[spec];
    if (given === null) continue;
    const already = blankToNull(body[ours]);
    if (already !== null && String(already) !== String(given)) {
      ctx.addIssue({
        code: 'custom',
        path: [spec],
        message: msg('campaign.fieldsDisagree'),
        params: { field: spec, other: ours },
      });
      continue;
    }
    body[ours] = given;
  }
  return body;
}

export const createCampaignBodySchema = z.preprocess(
  campaignFromSpecNames,
  z
    .strictObject({
      type: campaignTypeSchema.describe(
        'Credit, Discount, SiteDiscount or TourDiscount (spaces are removed)',
      ),
      code: textSchema()
        .transform(normalizeCampaignCode)
        .pipe(
          z
            .string()
            .min(1, msg('campaign.codeRequired'))
            .max(MAX_CAMPAIGN_CODE, msg('validation.tooLong'))
            .regex(CAMPAIGN_CODE_PATTERN, msg('campaign.codeFormat')),
        )
        .describe('Spaces are removed and letters uppercased; letters, digits, - and _ only'),
      userMessage: textSchema()
        .trim()
        .min(1, msg('campaign.userMessageRequired'))
        .max(MAX_CAMPAIGN_MESSAGE, msg('validation.tooLong'))
        .describe('What the guest reads when the code is applied'),
      validFrom: z.preprocess(blankToNull, isoDateSchema.nullable()),
      validUntil: z
        .preprocess(blankToNull, isoDateSchema.nullable())
        .describe('The last day it may be used; null: no end'),
      creditAmount: optionalWhole().describe('Credit: cents off the stay'),
      percentageDiscount: optionalWhole().describe('Discount types: percent off each night (1 to 100)'),
      numberOfNights: optionalWhole().describe('Discount types: how many nights the discount covers'),
      locationId: z
        .preprocess(blankToNull, idSchema.nullable())
        .optional()
        .describe('Site Discount: the property of the site (spec: location); checked against the site'),
      siteId: z.preprocess(blankToNull, idSchema.nullable()).describe('Site Discount: the site (spec: site)'),
      collectionSlug: z
        .preprocess(blankToNull, textSchema().trim().max(200, msg('validation.tooLong')).nullable())
        .describe('Tour Discount: the collection’s slug (spec: tourCode or collection)'),
      // The spec's names, listed so the API document shows them; the normalising step above has
      // already moved their values to ours, so they never reach what follows.
      location: z.number().int().nullable().optional().describe('Spec section 3’s name for locationId'),
      site: z.number().int().nullable().optional().describe('Spec section 3’s name for siteId'),
      tourCode: z.string().nullable().optional().describe('Spec section 3’s name for collectionSlug'),
      collection: z.string().nullable().optional().describe('Spec section 3’s name for collectionSlug'),
      userEmail: optionalEmail().describe('Only this person may use it'),
      maximumRedeemCount: optionalWhole().describe('How many times it may be used in all; null: no limit'),
      affiliateEmail: optionalEmail().describe('An affiliate whose referral its redemptions count as'),
    })
    .superRefine(
      (c, ctx) => {
        // Runs even when a field failed its own check (see `when`), so the dialog shows every rule at
        // once; a field that failed holds its raw input here, hence the `typeof` tests.
        const issue = (path: string, message: string) =>
          ctx.addIssue({ code: 'custom', path: [path], message });
        const given = (value: unknown) => value !== null && value !== undefined && value !== '';
        const number = (value: unknown) => (typeof value === 'number' ? value : null);
        if (!given(c.validFrom)) issue('validFrom', msg('campaign.fromRequired'));
        if (
          typeof c.validFrom === 'string' &&
          typeof c.validUntil === 'string' &&
          c.validUntil < c.validFrom
        ) {
          issue('validUntil', msg('campaign.untilBeforeFrom'));
        }
        if (c.type === 'Credit') {
          const credit = number(c.creditAmount);
          if (!given(c.creditAmount) || (credit !== null && credit <= 0)) {
            issue('creditAmount', msg('campaign.creditRequired'));
          }
        } else if ((DISCOUNT_TYPES as readonly string[]).includes(c.type)) {
          const percent = number(c.percentageDiscount);
          if (!given(c.percentageDiscount)) issue('percentageDiscount', msg('campaign.percentageRequired'));
          else if (percent !== null && (percent < 1 || percent > 100)) {
            issue('percentageDiscount', msg('campaign.percentageRange'));
          }
          const nights = number(c.numberOfNights);
          if (!given(c.numberOfNights) || (nights !== null && nights < 1)) {
            issue('numberOfNights', msg('campaign.nightsRequired'));
          }
        }
        if (c.type === 'SiteDiscount' && !given(c.siteId)) issue('siteId', msg('campaign.siteRequired'));
        if (c.type === 'TourDiscount' && !given(c.collectionSlug)) {
          issue('collectionSlug', msg('campaign.collectionRequired'));
        }
        const maximum = number(c.maximumRedeemCount);
        if (maximum !== null && maximum < 1) issue('maximumRedeemCount', msg('campaign.maximumAtLeastOne'));
      },
      // Every rule at once, but only on an object: a missing or null body is refused by the object check.
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    )
    // Only what the type uses is kept: a Credit code carries no percentage, a Discount no site.
    .transform(({ location, site, tourCode, collection, ...c }) => {
      void [location, site, tourCode, collection];
      const discount = c.type !== 'Credit';
      return {
        ...c,
        validFrom: c.validFrom!,
        creditAmount: discount ? null : c.creditAmount,
        percentageDiscount: discount ? c.percentageDiscount : null,
        numberOfNights: discount ? c.numberOfNights : null,
        locationId: c.type === 'SiteDiscount' ? (c.locationId ?? null) : null,
        siteId: c.type === 'SiteDiscount' ? c.siteId : null,
        collectionSlug: c.type === 'TourDiscount' ? c.collectionSlug : null,
      };
    }),
);
export type NewCampaign = z.output<typeof createCampaignBodySchema>;

/** The dialog's fields, all text as inputs hold them; the credit is in dollars. */
export type CampaignFormValues = {
  type: string;
  code: string;
  userMessage: string;
  validFrom: string;
  validUntil: string;
  /** Dollars, as typed. */
  creditAmount: string;
  percentageDiscount: string;
  numberOfNights: string;
  locationId: string;
  siteId: string;
  collectionSlug: string;
  userEmail: string;
  maximumRedeemCount: string;
  affiliateEmail: string;
};

/** Text to a number ('' stays blank, anything unreadable stays text so the number check names it). */
const numberOrText = (text: string) =>
  text.trim() === '' ? null : Number.isNaN(Number(text)) ? text : Number(text);

/** Dollars as typed ('12.50') to cents (1250). */
function dollarsToCents(text: string): number | string | null {
  const value = numberOrText(text);
  return typeof value === 'number' ? Math.round(value * 100) : value;
}

/**
 * The web dialog: its text fields read as the body POST /v1/campaigns takes, then checked by the same
 * rules, so each message lands on the field of the same name. The dialog's credit is in dollars.
 */
export const campaignFormSchema = z
  .object({
    type: z.string(),
    code: z.string(),
    userMessage: z.string(),
    validFrom: z.string(),
    validUntil: z.string(),
    creditAmount: z.string(),
    percentageDiscount: z.string(),
    numberOfNights: z.string(),
    siteId: z.string(),
    collectionSlug: z.string(),
    userEmail: z.string(),
    maximumRedeemCount: z.string(),
    affiliateEmail: z.string(),
  })
  // A field the chosen type does not show is not sent (it may still hold what was typed before).
  .transform((f): unknown => {
    const type = f.type.replace(/\s+/g, '');
    const discount = (DISCOUNT_TYPES as readonly string[]).includes(type);
    return {
      ...f,
      creditAmount: type === 'Credit' ? dollarsToCents(f.creditAmount) : null,
      percentageDiscount: discount ? numberOrText(f.percentageDiscount) : null,
      numberOfNights: discount ? numberOrText(f.numberOfNights) : null,
      siteId: type === 'SiteDiscount' ? f.siteId : null,
      collectionSlug: type === 'TourDiscount' ? f.collectionSlug : null,
      maximumRedeemCount: numberOrText(f.maximumRedeemCount),
    };
  })
  .pipe(createCampaignBodySchema as z.ZodType<NewCampaign, unknown>);

export const updateCampaignBodySchema = z.object({
  validUntil: z
    .preprocess(blankToNull, isoDateSchema.nullable())
    .optional()
    .describe('The new last day; null: no end. Absent: unchanged'),
  status: z
    .enum(CAMPAIGN_STATUSES, { message: msg('validation.oneOf') })
    .optional()
    .describe('deleted deletes it, for good'),
});
export type UpdateCampaignBody = z.infer<typeof updateCampaignBodySchema>;

export const campaignSchema = z.object({
  id: z.number().int(),
  type: z.enum(CAMPAIGN_TYPES),
  code: z.string(),
  userMessage: z.string(),
  validFrom: z.string(),
  validUntil: z.string().nullable(),
  creditAmount: z.number().int().nullable().describe('Cents'),
  numberOfNights: z.number().int().nullable(),
  percentageDiscount: z.number().nullable(),
  locationId: z.number().int().nullable(),
  locationName: z.string().nullable(),
  siteId: z.number().int().nullable(),
  siteName: z.string().nullable(),
  collectionSlug: z.string().nullable(),
  location: z.number().int().nullable().describe('Spec section 3’s name: the same as locationId'),
  site: z.number().int().nullable().describe('Spec section 3’s name: the same as siteId'),
  tourCode: z.string().nullable().describe('Spec section 3’s name: the same as collectionSlug'),
  collection: z.string().nullable().describe('Spec section 3’s name: the same as collectionSlug'),
  userEmail: z.string().nullable(),
  maximumRedeemCount: z.number().int().nullable(),
  redeemCount: z.number().int(),
  affiliateEmail: z.string().nullable(),
  status: z.string(),
  deleted: z.boolean(),
  createdAt: z.string(),
});
export type CampaignDto = z.infer<typeof campaignSchema>;

export const campaignListSchema = z.object({
  items: z.array(campaignSchema),
  cursor: z.string().nullable().describe('Pass back for the next page; null when this page was the last'),
});
export type CampaignList = z.infer<typeof campaignListSchema>;

export const CAMPAIGN_PAGE_DEFAULT = 25;
export const CAMPAIGN_PAGE_MAX = 1000;

export const campaignSearchQuerySchema = z.object({
  type: campaignTypeSchema.optional(),
  code: textSchema()
    .max(MAX_CAMPAIGN_CODE, msg('validation.tooLong'))
    .optional()
    .describe('Code prefix, any case'),
  status: z
    .enum(CAMPAIGN_STATUSES)
    .optional()
    .describe('Only this status; without it, every one but deleted'),
  cursor: idSchema.optional().describe('The id of the last campaign of the previous page'),
  limit: z.coerce
    .number({ message: msg('validation.notANumber') })
    .int(msg('validation.wholeNumber'))
    .min(1, msg('validation.atLeast'))
    .max(CAMPAIGN_PAGE_MAX, msg('validation.atMost'))
    .default(CAMPAIGN_PAGE_DEFAULT),
});
export type CampaignSearchQuery = z.output<typeof campaignSearchQuerySchema>;

/** Spec section 9: a new campaign is valid from today to the same day a month later (the last day of a shorter month). */
export function defaultCampaignDates(today: string): { validFrom: string; validUntil: string } {
  return { validFrom: today, validUntil: oneMonthLater(today) };
}
