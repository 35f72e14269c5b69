// The property form and its calls (spec sections 5 and 7): POST /v1/locations creates a property,
// PUT /v1/locations/{id} saves it, PUT /v1/locations/{id}/status lists or unlists it, and
// GET /v1/users/{id}/properties lists a host's. The web's form validates with these same schemas,
// so a rule answers with the same message in the form and from the API.

import { z } from 'zod';
import { CANCELLATION_POLICIES, DEFAULT_CANCELLATION_POLICY } from '../cancellation';
import {
  LOCATION_STATUSES,
  LOCATION_TYPES,
  MAX_NIGHTLY_PRICE_CENTS,
  MAX_SPACES,
  MIN_NIGHTLY_PRICE_CENTS,
  PROPERTY_TYPES,
  SITE_STATUSES,
} from '../constants';
import { RULE_TYPES } from '../availability';
import { MONTHS, WEEKDAYS } from '../dates';
import { isInNewZealand } from '../geo';
import { msg } from '../messages';
import { coordinateSchema, isoDateSchema, MAX_INT4, textSchema } from './common';

/** Defaults of a new property's address (spec section 5). */
export const ADDRESS_DEFAULTS = { postcode: '1010', city: 'Auckland', country: 'nz' } as const;
/** The most sites, images and rules one property may hold: far above any real farm or club. */
export const MAX_SITES = 50;
export const MAX_PROPERTY_IMAGES = 30;
export const MAX_RULES_PER_SITE = 50;
/** Spaces on a site being edited (creation holds to MAX_SPACES, spec section 5). */
export const MAX_EDITED_SPACES = 100_000;

const tagId = z
  .number()
  .int(msg('validation.wholeNumber'))
  .positive(msg('validation.moreThan'))
  .max(MAX_INT4);
const idOf = tagId;

/** A nightly price in cents: required, $10 to $999 (spec sections 5 and 9). */
export const nightlyPriceSchema = z
  .number({ message: msg('property.priceRequired') })
  .int(msg('validation.wholeNumber'))
  .min(MIN_NIGHTLY_PRICE_CENTS, msg('property.priceTooLow'))
  .max(MAX_NIGHTLY_PRICE_CENTS, msg('property.priceTooHigh'));

/** A site's spaces: a whole number from 0 to `max` (MAX_SPACES when created, spec section 5). */
export const spacesSchema = (max: number) =>
  z
    .number({ message: msg('property.spacesAtLeastZero') })
    .int(msg('validation.wholeNumber'))
    .min(0, msg('property.spacesAtLeastZero'))
    .max(max, max === MAX_SPACES ? msg('property.spacesTooMany') : msg('validation.atMost'));

/**
 * One availability rule as the dialog saves it (spec section 5). Custom: the weekdays and months it
 * covers (at least one of each); Date Range: from and to, from not after to. Available: a price and
 * spaces; unavailable: spaces 0 and the site's first price (the dialog fills it in).
 */
export const availabilityRuleInputSchema = z
  .object({
    type: z.enum(RULE_TYPES, { message: msg('validation.required') }),
    dates: z.object({ from: isoDateSchema, to: isoDateSchema }).nullable().optional(),
    days: z.array(z.enum(WEEKDAYS)).max(WEEKDAYS.length).nullable().optional(),
    months: z.array(z.enum(MONTHS)).max(MONTHS.length).nullable().optional(),
    price: nightlyPriceSchema.nullable().optional(),
    spaces: z
      .number({ message: msg('validation.required') })
      .int(msg('validation.wholeNumber'))
      .min(0, msg('property.spacesAtLeastZero'))
      .max(MAX_EDITED_SPACES, msg('validation.atMost')),
    description: textSchema().trim().max(500, msg('validation.tooLong')).nullable().optional(),
  })
  .strict()
  .superRefine((rule, ctx) => {
    if (rule.type === 'Custom') {
      if (!rule.days?.length)
        ctx.addIssue({ code: 'custom', path: ['days'], message: msg('property.ruleDaysRequired') });
      if (!rule.months?.length) {
        ctx.addIssue({ code: 'custom', path: ['months'], message: msg('property.ruleMonthsRequired') });
      }
    } else if (!rule.dates || rule.dates.from > rule.dates.to) {
      ctx.addIssue({ code: 'custom', path: ['dates'], message: msg('property.ruleDatesInvalid') });
    }
    if (rule.spaces > 0 && (rule.price === null || rule.price === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: msg('property.priceRequired') });
    }
  });
export type AvailabilityRuleInput = z.infer<typeof availabilityRuleInputSchema>;

function siteInputSchema(maxSpaces: number) {
  return z
    .object({
      /** A saved site's id; none for a site added in this form. */
      id: idOf.optional(),
      name: textSchema().trim().min(1, msg('property.siteNameRequired')).max(100, msg('validation.tooLong')),
      spaces: spacesSchema(maxSpaces),
      price: nightlyPriceSchema,
      /** Site feature tag ids (spec section 5: the checkboxes hold lists of tag ids). */
      tags: z.array(tagId).max(50, msg('validation.tooMany')).default([]),
      directions: textSchema().trim().max(2000, msg('validation.tooLong')).nullable().optional(),
      /** deleted removes a saved site; none means active (spec section 4). */
      status: z.enum(SITE_STATUSES).optional(),
      availabilityRules: z
        .array(availabilityRuleInputSchema)
        .max(MAX_RULES_PER_SITE, msg('validation.tooMany'))
        .default([]),
    })
    .strict();
}
export const siteInputSchemaForCreate = siteInputSchema(MAX_SPACES);
export const siteInputSchemaForEdit = siteInputSchema(MAX_EDITED_SPACES);
export type SiteInput = z.infer<typeof siteInputSchemaForEdit>;

/** Where the property is: picked from the address suggestions, then the pin moved to the gate. */
export const propertyAddressSchema = z
  .object({
    address: textSchema().trim().min(1, msg('property.addressRequired')).max(300, msg('validation.tooLong')),
    postcode: textSchema().trim().max(20, msg('validation.tooLong')).default(ADDRESS_DEFAULTS.postcode),
    city: textSchema().trim().max(100, msg('validation.tooLong')).default(ADDRESS_DEFAULTS.city),
    region: textSchema().trim().max(100, msg('validation.tooLong')).nullable().optional(),
    country: z.literal('nz', { message: msg('property.addressOutsideNz') }).default('nz'),
  })
  .strict();

/** A property's website: none, or an http(s) address (spec section 5). */
export const websiteSchema = z
  .union([
    z.literal(''),
    textSchema()
      .trim()
      .max(500, msg('validation.tooLong'))
      .regex(/^https?:\/\/[^\s/]+\.[^\s]+$/i, msg('property.websiteInvalid')),
  ])
  .nullable()
  .optional();

/**
 * A coordinate of the picked address. JSON numbers only (no coercion): a missing or empty one means
 * the address was typed rather than picked from the suggestions.
 */
const coordinate = (min: number, max: number) => coordinateSchema(min, max, msg('property.addressFromList'));

/**
 * A photo of the property: the id POST /v1/images (or /v1/images/existing) gave, or the id GET
 * /v1/locations/{id} gave for a photo already on it. The url is the client's copy and is ignored: the
 * server takes it from its own records.
 */
const imageInputSchema = z
  .object({
    id: textSchema().trim().min(1, msg('property.unknownImages')).max(100, msg('property.unknownImages')),
    url: z.string().max(2000).optional(),
  })
  .strict();

/** Rules across fields, written for input that may be half-parsed (the shape is checked first). */
function checkProperty(
  body: { latitude?: unknown; longitude?: unknown; propertyInformation?: { sites?: { status?: string }[] } },
  ctx: z.RefinementCtx,
) {
  const { latitude, longitude } = body;
  if (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    !isInNewZealand({ latitude, longitude })
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['address', 'address'],
      message: msg('property.addressOutsideNz'),
    });
  }
  const sites = body.propertyInformation?.sites;
  if (Array.isArray(sites) && sites.length > 0 && !sites.some((s) => s?.status !== 'deleted')) {
    ctx.addIssue({
      code: 'custom',
      path: ['propertyInformation', 'sites'],
      message: msg('property.siteRequired'),
    });
  }
}

function propertyShape(site: ReturnType<typeof siteInputSchema>) {
  return {
    name: textSchema().trim().min(1, msg('property.nameRequired')).max(200, msg('validation.tooLong')),
    description: textSchema()
      .trim()
      .min(1, msg('property.descriptionRequired'))
      .max(10_000, msg('validation.tooLong')),
    /** property for a host's listing; the other types are administrators' (non-product listings). */
    type: z.enum(LOCATION_TYPES).default('property'),
    propertyType: z.enum(PROPERTY_TYPES, { message: msg('property.propertyTypeRequired') }),
    address: propertyAddressSchema,
    latitude: coordinate(-90, 90),
    longitude: coordinate(-180, 180),
    /** Tags of the property itself (not site features): set by administrators only. */
    tags: z.array(tagId).max(50, msg('validation.tooMany')).default([]),
    /** Uploaded images (POST /v1/images), in order: the first is the cover. */
    images: z
      .array(imageInputSchema)
      .min(1, msg('property.imageRequired'))
      .max(MAX_PROPERTY_IMAGES, msg('validation.tooMany')),
    website: websiteSchema,
    directions: textSchema().trim().max(2000, msg('validation.tooLong')).nullable().optional(),
    cancellationPolicy: z.enum(CANCELLATION_POLICIES).default(DEFAULT_CANCELLATION_POLICY),
    propertyInformation: z
      .object({
        sites: z.array(site).min(1, msg('property.siteRequired')).max(MAX_SITES, msg('validation.tooMany')),
        noticePeriod: z.union([z.literal(0), z.literal(1)]).default(0),
      })
      .strict(),
  };
}

/** POST /v1/locations: a new property (listed at once: it has a photo and a site). */
export const createPropertyBodySchema = z
  .object(propertyShape(siteInputSchemaForCreate))
  .strict()
  .superRefine(checkProperty);
export type CreatePropertyBody = z.infer<typeof createPropertyBodySchema>;

/** The version a save was read at (GET /v1/locations/{id} gives it). */
const versionSchema = z
  .number({ message: msg('validation.required') })
  .int(msg('validation.wholeNumber'))
  .min(1)
  .max(MAX_INT4);

/**
 * PUT /v1/locations/{id}: the whole property as the form holds it, with the version it was read at
 * (GET /v1/locations/{id} gives it): a save over someone else's later save answers 409.
 */
export const updatePropertyBodySchema = z
  .object({
    ...propertyShape(siteInputSchemaForEdit),
    version: versionSchema,
  })
  .strict()
  .superRefine(checkProperty);
export type UpdatePropertyBody = z.infer<typeof updatePropertyBodySchema>;

/** PUT /v1/locations/{id}/status: On (active) needs a photo; Off is always allowed (spec section 4). */
export const propertyStatusBodySchema = z.object({ status: z.enum(LOCATION_STATUSES) }).strict();
/** Its answer: the property's status as saved. */
export const propertyStatusSchema = z.object({ id: z.number().int(), status: z.enum(LOCATION_STATUSES) });

/** One row of My Properties (GET /v1/users/{id}/properties). */
export const propertyListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(LOCATION_STATUSES),
  image: z.string().nullable().describe('The cover: the first image'),
  imageCount: z.number().int(),
  siteCount: z.number().int().describe('Active sites'),
  price: z.number().int().nullable().describe('Lowest nightly price of its active sites, in cents'),
  city: z.string().nullable(),
  region: z.string().nullable(),
});
export type PropertyListItem = z.infer<typeof propertyListItemSchema>;
export const propertyListSchema = z.object({ items: z.array(propertyListItemSchema) });

/** POST /v1/images/existing: images already in Stopover's storage, by URL, to put on a property. */
export const existingImagesBodySchema = z
  .object({
    images: z
      .array(z.object({ url: textSchema().trim().min(1).max(2000) }).strict())
      .min(1, msg('images.noImages'))
      .max(100, msg('validation.tooMany')),
  })
  .strict();

// ---- Non-product listings (issue 11: /admin/createcommercial) ----

/** The listings an administrator creates that nobody hosts: shown on the map, never booked. */
export const NON_PRODUCT_TYPES = ['commercial_campsite', 'freedom_campsite'] as const;
export type NonProductType = (typeof NON_PRODUCT_TYPES)[number];
export const isNonProductType = (type: string): type is NonProductType =>
  (NON_PRODUCT_TYPES as readonly string[]).includes(type);

/**
 * POST /v1/admin/locations: a commercial or freedom campsite, listed at once, with no sites (nothing
 * to book) and photos optional. The address is picked from the suggestions and the pin set, as on
 * the property form.
 */
const propertyFieldsForCreate = propertyShape(siteInputSchemaForCreate);
const nonProductShape = {
  type: z.enum(NON_PRODUCT_TYPES, { message: msg('adminLocations.typeRequired') }),
  name: propertyFieldsForCreate.name,
  description: propertyFieldsForCreate.description,
  address: propertyAddressSchema,
  latitude: coordinate(-90, 90),
  longitude: coordinate(-180, 180),
  website: propertyFieldsForCreate.website,
  images: z.array(imageInputSchema).max(MAX_PROPERTY_IMAGES, msg('validation.tooMany')).default([]),
};
export const createNonProductBodySchema = z.object(nonProductShape).strict().superRefine(checkProperty);
export type CreateNonProductBody = z.infer<typeof createNonProductBodySchema>;

/**
 * PUT /v1/admin/locations/{id}: a non-product listing's fields, as the create form holds them, with
 * the version they were read at (a save over someone else's later save answers 409).
 */
export const updateNonProductBodySchema = z
  .object({ ...nonProductShape, version: versionSchema })
  .strict()
  .superRefine(checkProperty);
export type UpdateNonProductBody = z.infer<typeof updateNonProductBodySchema>;
