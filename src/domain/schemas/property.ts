// The property form and its calls (spec sections 5 and 7): POST /v1/locations creates a property,
// PUT /v1/locations/{id} saves it, PUT /v1/locations/{id}/status lists or unlists it, and
// GET /v1/users/{id}/properties lists a host's. The web's form validates with these same schemas,
// so a rule answers with the same message in the form and from the API.

import { z } from 'zod';
import { MAX_ARRIVAL_INSTRUCTIONS } from '../arrival';
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
import { BOOKING_MODES } from '../lifecycles';
import { MONTHS, WEEKDAYS } from '../dates';
import { isInNewZealand } from '../geo';
import { roundCoordinate } from '../privacy';
import { msg } from '../messages';
import { propertyRulesSchema, siteRulesSchema } from './stay-rules';
import { coordinateSchema, isoDateSchema, isRecord, MAX_INT4, textSchema } from './common';

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
      /**
       * instant books at once; request lets the host accept or decline (issue 26). None: a new site
       * books instantly and a saved one keeps its mode (a client that knows nothing of requests).
       */
      bookingMode: z.enum(BOOKING_MODES).optional(),
      /** Host rules this site overrides (issue 27): null or left out inherits the property's. */
      stayRules: siteRulesSchema.optional(),
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
    /** What a booked guest reads 48 hours before arriving (issue 26); left out: kept as stored. */
    arrivalInstructions: textSchema()
      .trim()
      .max(MAX_ARRIVAL_INSTRUCTIONS, msg('validation.tooLong'))
      .nullable()
      .optional(),
    cancellationPolicy: z.enum(CANCELLATION_POLICIES).default(DEFAULT_CANCELLATION_POLICY),
    /** Host rules (issue 27, decision 041): any left out is the default; left out on a save, kept. */
    stayRules: propertyRulesSchema.optional(),
    propertyInformation: z
      .object({
        sites: z.array(site).min(1, msg('property.siteRequired')).max(MAX_SITES, msg('validation.tooMany')),
        noticePeriod: z.union([z.literal(0), z.literal(1)]).default(0),
      })
      .strict(),
  };
}

/**
 * The property form's own checks (spec section 5): the web's form validates with these, so a type
 * still at 'Select One' or a site without a name is the form's message under its field. The API's
 * bodies below are these plus the spec's shapes (section 7) and the defaults of what its calls do
 * not carry.
 */
export const propertyFormCreateSchema = z
  .object(propertyShape(siteInputSchemaForCreate))
  .strict()
  .superRefine(checkProperty);

/** The version a save was read at (GET /v1/locations/{id} gives it, and its ETag). */
const versionSchema = z
  .number({ message: msg('validation.required') })
  .int(msg('validation.wholeNumber'))
  .min(1)
  .max(MAX_INT4);

/** The edit form's checks: the whole property with the version it was read at. */
export const propertyFormUpdateSchema = z
  .object({ ...propertyShape(siteInputSchemaForEdit), version: versionSchema })
  .strict()
  .superRefine(checkProperty);

// ---- The spec's shapes (section 7), normalised to ours: decision 033 ----

/**
 * The name a site gets when the body gives it none (the spec's create call sends `site` {spaces,
 * price, tags} without one): 'Site 1', 'Site 2'… by its place in the list. Stored text, not a
 * catalogue message: it is the site's name in every language, and its host renames it in the form.
 */
export const defaultSiteName = (index: number) => `Site ${index + 1}`;

/**
 * Fields GET /v1/locations/{id} answers that a save does not set: they are ignored when a client
 * sends back what it read (status has its own call, the rest is worked out by the server).
 */
export const READ_ONLY_PROPERTY_FIELDS = [
  'status',
  'price',
  'rating',
  'reviewCount',
  'image',
  'host',
] as const;

/**
 * One coordinate from the two places the spec's Location holds it: beside the address and inside it
 * (`address.latitude`). GET gives the public position (rounded, decision 012) beside it and the exact
 * one inside: a rounded copy of the exact one is that same place, so the exact one is kept.
 * Anything else that disagrees is refused rather than one of them silently dropped.
 */
function oneCoordinate(
  beside: unknown,
  inside: unknown,
  field: 'latitude' | 'longitude',
  ctx: z.RefinementCtx,
): unknown {
  if (inside === undefined || inside === null) return beside;
  if (beside === undefined || beside === null) return inside;
  if (typeof beside === 'number' && typeof inside === 'number') {
    if (beside === inside || beside === roundCoordinate(inside)) return inside;
  }
  ctx.addIssue({ code: 'custom', path: [field], message: msg('property.coordinatesDisagree') });
  return beside;
}

/**
 * The one normalising step of POST and PUT /v1/locations(/{id}) (decision 033): the spec's shapes
 * become ours, and what the schema then checks is the same for both kinds of client.
 *
 * - `address` may be a string (the street address) or the spec's object, whose latitude and
 *   longitude join (or must agree with) the ones beside it; its country is read in any case ('NZ').
 * - create: `site` {spaces, price, tags} is the one site, `propertyInformation.sites: [site]`.
 * - a site without a name is named by its place ('Site 1', defaultSiteName).
 * - update: what GET answered may be sent back as it was: `ownTags` are the property's own tags (GET's
 *   `tags` also hold its sites' features), `region` and `city` beside the address are the address's,
 *   and the read-only fields (READ_ONLY_PROPERTY_FIELDS) are ignored.
 *
 * Anything else is left as it is, so an unknown field is still refused by the strict schema.
 */
function fromSpecShapes(mode: 'create' | 'update') {
  return (input: unknown, ctx: z.RefinementCtx): unknown => {
    if (!isRecord(input)) return input;
    const body: Record<string, unknown> = { ...input };

    if (mode === 'update') {
      for (const field of READ_ONLY_PROPERTY_FIELDS) delete body[field];
      if ('ownTags' in body) {
        body.tags = body.ownTags;
        delete body.ownTags;
      }
    }

    if (typeof body.address === 'string') body.address = { address: body.address };
    if (isRecord(body.address)) {
      const { latitude, longitude, ...address } = body.address;
      body.latitude = oneCoordinate(body.latitude, latitude, 'latitude', ctx);
      body.longitude = oneCoordinate(body.longitude, longitude, 'longitude', ctx);
      if (typeof address.country === 'string') address.country = address.country.trim().toLowerCase();
      if (mode === 'update') {
        for (const field of ['region', 'city'] as const) {
          if (!(field in body)) continue;
          if (address[field] === undefined) address[field] = body[field];
          delete body[field];
        }
      }
      body.address = address;
    }

    if (mode === 'create' && 'site' in body && !('propertyInformation' in body)) {
      body.propertyInformation = { sites: [body.site] };
      delete body.site;
    }

    if (isRecord(body.propertyInformation) && Array.isArray(body.propertyInformation.sites)) {
      body.propertyInformation = {
        ...body.propertyInformation,
        sites: body.propertyInformation.sites.map((site: unknown, index) =>
          isRecord(site) && site.name === undefined ? { ...site, name: defaultSiteName(index) } : site,
        ),
      };
    }
    return body;
  };
}

/** A property type, or none (null): what the spec's calls store when they do not say. */
const propertyTypeOrNone = z
  .enum(PROPERTY_TYPES, { message: msg('property.propertyTypeRequired') })
  .nullable();

/**
 * POST /v1/locations: a new property (listed at once: it has a photo and a site), as our web sends it
 * or as the spec's call does (`site`, the address with its coordinates, no property type).
 * A property type not given is none (null): the listing shows none, and the web's editor asks for
 * one at the next save.
 */
export const createPropertyBodySchema = z.preprocess(
  fromSpecShapes('create'),
  z
    .object({ ...propertyShape(siteInputSchemaForCreate), propertyType: propertyTypeOrNone.default(null) })
    .strict()
    .superRefine(checkProperty),
);
export type CreatePropertyBody = z.infer<typeof createPropertyBodySchema>;

/**
 * PUT /v1/locations/{id}: the whole property, as the form holds it or as GET /v1/locations/{id}
 * answered it. What the spec's update does not carry keeps what is stored when it is left out: the
 * type, the property type, the own tags, the cancellation policy and the notice period. The version
 * it was read at (`version`, or the `If-Match` header with GET's ETag) makes a stale save fail; with
 * neither, the save is taken as it is (the spec's client: last write wins).
 */
export const updatePropertyBodySchema = z.preprocess(
  fromSpecShapes('update'),
  z
    .object({
      ...propertyShape(siteInputSchemaForEdit),
      /** GET's id: the save checks it names the property of the path. */
      id: idOf.optional(),
      type: z.enum(LOCATION_TYPES).optional(),
      propertyType: propertyTypeOrNone.optional(),
      tags: z.array(tagId).max(50, msg('validation.tooMany')).optional(),
      cancellationPolicy: z.enum(CANCELLATION_POLICIES).optional(),
      propertyInformation: z
        .object({
          sites: z
            .array(siteInputSchemaForEdit)
            .min(1, msg('property.siteRequired'))
            .max(MAX_SITES, msg('validation.tooMany')),
          noticePeriod: z.union([z.literal(0), z.literal(1)]).optional(),
        })
        .strict(),
      version: versionSchema.optional(),
    })
    .strict()
    .superRefine(checkProperty),
);
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
      .array(
        // An image as POST /v1/images answered it ({url}, its id is not needed), or its url alone.
        z.preprocess(
          (image) => (typeof image === 'string' ? { url: image } : image),
          z
            .object({ id: z.string().max(100).optional(), url: textSchema().trim().min(1).max(2000) })
            .strict(),
        ),
      )
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
