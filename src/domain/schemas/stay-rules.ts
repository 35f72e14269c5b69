// Host rules as the property form and PUT/POST /v1/locations carry them (issue 27, decision 041):
// the property's rules (any left out is the default) and each site's overrides (null inherits).

import { z } from 'zod';
import { msg } from '../messages';
import { STAY_RULE_LIMITS, TIME_OF_DAY } from '../stay-rules';
import { CERTIFICATE_KINDS } from '../vehicles';

const wholeNumber = (min: number, max: number) =>
  z
    .number({ message: msg('validation.notANumber') })
    .int(msg('validation.wholeNumber'))
    .min(min, msg('validation.atLeast'))
    .max(max, msg('validation.atMost'));

const timeOfDay = z.string().regex(TIME_OF_DAY, msg('stayRules.form.timeInvalid'));

/** Every rule, as a value (the nullable ones null for "no limit"). */
const ruleFields = {
  minNights: wholeNumber(1, STAY_RULE_LIMITS.maxNights),
  maxNights: wholeNumber(1, STAY_RULE_LIMITS.maxNights).nullable(),
  bookAheadMonths: wholeNumber(1, STAY_RULE_LIMITS.bookAheadMonths).nullable(),
  sameDayCutoff: timeOfDay.nullable(),
  checkInTime: timeOfDay,
  checkOutTime: timeOfDay,
  maxVehicleLengthMetres: z
    .number({ message: msg('validation.notANumber') })
    .min(2, msg('validation.atLeast'))
    .max(STAY_RULE_LIMITS.maxVehicleLengthMetres, msg('validation.atMost'))
    .nullable(),
  selfContainedOnly: z.boolean(),
  acceptedCertificates: z
    .array(z.enum(CERTIFICATE_KINDS))
    .min(1, msg('stayRules.form.certificateRequired'))
    .max(CERTIFICATE_KINDS.length)
    .refine((kinds) => new Set(kinds).size === kinds.length, msg('validation.invalid')),
  petsAllowed: z.boolean(),
  maxNightsPer90Days: wholeNumber(1, STAY_RULE_LIMITS.maxNightsPer90Days).nullable(),
};

function minNotAboveMax(
  rules: { minNights?: number | null; maxNights?: number | null },
  ctx: z.RefinementCtx,
) {
  if (typeof rules.minNights === 'number' && typeof rules.maxNights === 'number') {
    if (rules.minNights > rules.maxNights) {
      ctx.addIssue({ code: 'custom', path: ['maxNights'], message: msg('stayRules.form.maxBelowMin') });
    }
  }
}

/** A property's rules: any left out keeps the default. */
export const propertyRulesSchema = z.object(ruleFields).partial().strict().superRefine(minNotAboveMax);

/** A site's overrides: a rule null or left out is the property's. */
export const siteRulesSchema = z
  .object(
    Object.fromEntries(Object.entries(ruleFields).map(([k, v]) => [k, v.nullable().optional()])) as {
      [K in keyof typeof ruleFields]: z.ZodOptional<z.ZodNullable<(typeof ruleFields)[K]>>;
    },
  )
  .strict()
  .superRefine(minNotAboveMax);

/** Answers: a property's rules in full (defaults filled in), as GET /v1/locations/{id} gives them. */
export const stayRulesSchema = z.object(ruleFields);
