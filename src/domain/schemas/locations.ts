import { siteRulesSchema, stayRulesSchema } from './stay-rules';
import { STAY_RULE_LIMITS } from '../stay-rules';
import { z } from 'zod';
import { CANCELLATION_POLICIES } from '../cancellation';
import { LOCATION_STATUSES, LOCATION_TYPES, SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT } from '../constants';
import { finiteNumber, isoDateSchema, MAX_INT4, textSchema } from './common';
import { NIGHT_STATES, RULE_TYPES } from '../availability';
import { BOOKING_MODES } from '../lifecycles';
import { isIsoDate, MONTHS, WEEKDAYS } from '../dates';
import { msg } from '../messages';
import { stayDatesProblem } from '../stay-search';

const latitude = finiteNumber().min(-90).max(90);
const longitude = finiteNumber().min(-180).max(180);

/**
 * Tag ids as a query string carries them: comma-separated (`tags=3,7`), or the parameter repeated
 * (`tags=3&tags=7`), which a client built from the spec's "query tags" may send as well.
 */
const tagIdList = z.preprocess(
  (value) => (Array.isArray(value) ? value.join(',') : value),
  z
    .string()
    .regex(/^\d+(,\d+)*$/, msg('validation.idList'))
    .refine((s) => s.split(',').every((id) => Number(id) <= MAX_INT4), {
      message: msg('validation.atMost'),
      params: { maximum: MAX_INT4 },
    })
    .transform((s) => [...new Set(s.split(',').map(Number))]),
);

/** A status as the admin screen sends it: the spec's ACTIVE/INACTIVE, or the stored lowercase. */
const adminStatus = z.preprocess(
  (value) => (typeof value === 'string' ? value.toLowerCase() : value),
  z.enum(LOCATION_STATUSES),
);

/** A yes/no of a query string: `true` or `false`. */
const queryFlag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const locationSearchQuerySchema = z
  .object({
    latitude: latitude.optional(),
    longitude: longitude.optional(),
    tags: tagIdList.optional().describe('Tag ids, all of which a location must have (AND)'),
    type: z.enum(LOCATION_TYPES).optional(),
    freeFormQuery: textSchema().trim().max(200).optional(),
    status: adminStatus
      .optional()
      .describe(
        'active or inactive (ACTIVE/INACTIVE also read); only administrators may see inactive listings, others always get active ones',
      ),
    radius: finiteNumber()
      .positive()
      .max(2000)
      .optional()
      .describe('Only locations within this many km of the centre (the visible map area)'),
    limit: z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT).default(SEARCH_DEFAULT_LIMIT),
    arrival: isoDateSchema
      .optional()
      .describe(
        'With departure: only properties with a site open every night from arrival to departure − 1 whose host rules take the stay (booking window, same-day cut-off, minimum and maximum nights; not before today in New Zealand)',
      ),
    departure: isoDateSchema
      .optional()
      .describe('The morning the stay ends: after arrival, at most 62 nights on'),
    vehicleLength: z.coerce
      .number({ message: msg('validation.notANumber') })
      .min(1, msg('validation.atLeast'))
      .max(STAY_RULE_LIMITS.maxVehicleLengthMetres, msg('validation.atMost'))
      .optional()
      .describe(
        'Fits my vehicle: only places with a site that takes a vehicle this long, in metres (issue 27)',
      ),
    pets: queryFlag.optional().describe('true: only places with a site that takes pets'),
    selfContainedNotRequired: queryFlag
      .optional()
      .describe('true: only places with a site that does not want self-contained vehicles only'),
  })
  .refine((q) => (q.latitude === undefined) === (q.longitude === undefined), {
    message: msg('locations.centreTogether'),
    path: ['latitude'],
  })
  .refine((q) => q.radius === undefined || q.latitude !== undefined, {
    message: msg('locations.radiusNeedsCentre'),
    path: ['radius'],
  })
  // Both dates or neither, in order, at most 62 nights; the checks that depend on today are the
  // service's (decision 020).
  .superRefine((q, ctx) => {
    // A date that is not one has its own issue already (zod runs this check all the same).
    if ([q.arrival, q.departure].some((date) => date !== undefined && !isIsoDate(date))) return;
    const problem = stayDatesProblem(q.arrival, q.departure);
    if (problem) {
      ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.code, params: problem.params });
    }
  });
export type LocationSearchQuery = z.infer<typeof locationSearchQuerySchema>;

/** Where a property is exactly: only for its host, admins and guests booked there (decision 012). */
export const addressSchema = z.object({
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  postcode: z.string().nullable(),
  country: z.string(),
  city: z.string().nullable(),
});

export const imageRefSchema = z.object({ id: z.string(), url: z.string() });

export const locationSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(LOCATION_TYPES),
  propertyType: z.string().nullable(),
  status: z.enum(LOCATION_STATUSES),
  region: z.string().nullable(),
  city: z.string().nullable(),
  latitude: z.number().describe('Rounded to 2 decimals (about 1 km); the exact position is private'),
  longitude: z.number().describe('Rounded to 2 decimals (about 1 km); the exact position is private'),
  price: z.number().int().nullable().describe('Lowest nightly price of its sites, in cents'),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  image: z.string().nullable(),
  tags: z.array(z.number().int()),
  distance: z.number().nullable().describe('Kilometres from the search centre'),
});
export type LocationSummary = z.infer<typeof locationSummarySchema>;

/** A search result: the summary, plus the stay's price when the search gave dates (decision 020). */
export const locationSearchItemSchema = locationSummarySchema.extend({
  stayTotal: z
    .number()
    .int()
    .optional()
    .describe(
      'With arrival and departure only: the stay’s total in cents, the nightly prices summed on the cheapest site open every night whose host rules take the stay',
    ),
});
export type LocationSearchItem = z.infer<typeof locationSearchItemSchema>;

export const locationSearchResultSchema = z.object({ items: z.array(locationSearchItemSchema) });
export type LocationSearchResult = z.infer<typeof locationSearchResultSchema>;

export const availabilityRuleSchema = z.object({
  type: z.enum(RULE_TYPES),
  dates: z.object({ from: isoDateSchema, to: isoDateSchema }).nullable().optional(),
  days: z.array(z.enum(WEEKDAYS)).nullable().optional(),
  months: z.array(z.enum(MONTHS)).nullable().optional(),
  price: z.number().int().nullable().optional(),
  spaces: z.number().int(),
  description: z.string().nullable().optional(),
});

export const siteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  spaces: z.number().int(),
  price: z.number().int(),
  tags: z.array(z.number().int()),
  directions: z.string().nullable().describe('null unless the viewer may see the exact address'),
  status: z.string(),
  bookingMode: z
    .enum(BOOKING_MODES)
    .describe('instant: booked and charged at once; request: the host accepts or declines within 24 hours'),
  availabilityRules: z.array(availabilityRuleSchema),
  stayRules: siteRulesSchema.describe(
    'The host rules this site overrides (issue 27); a rule left out is the property’s `stayRules`',
  ),
});

export const locationDetailSchema = locationSummarySchema.omit({ distance: true }).extend({
  description: z.string(),
  address: addressSchema
    .nullable()
    .describe('The exact address and position: for the host, admins and guests booked there; else null'),
  images: z.array(imageRefSchema),
  website: z.string().nullable(),
  directions: z.string().nullable().describe('null unless the viewer may see the exact address'),
  arrivalInstructions: z
    .string()
    .nullable()
    .describe('What a booked guest reads before arriving: for the host and administrators only; else null'),
  host: z.object({ id: z.string(), firstName: z.string().nullable() }).nullable(),
  propertyInformation: z.object({
    sites: z.array(siteSchema),
    noticePeriod: z.union([z.literal(0), z.literal(1)]),
  }),
  cancellationPolicy: z
    .enum(CANCELLATION_POLICIES)
    .describe('What a guest who cancels gets back (src/domain/cancellation.ts, decision 018)'),
  stayRules: stayRulesSchema.describe(
    'The host rules (issue 27, decision 041): nights per stay, how far ahead, the same-day cut-off, check-in and check-out, vehicles, pets, nights per guest in 90 days',
  ),
  ownTags: z
    .array(z.number().int())
    .describe('The property’s own tags, without its sites’ features (`tags` holds both, for search)'),
  version: z
    .number()
    .int()
    .describe('Goes up with every save; PUT /v1/locations/{id} sends the version it edited (409 when stale)'),
});
export type LocationDetail = z.infer<typeof locationDetailSchema>;

export const availabilityQuerySchema = z.object({
  from: isoDateSchema.optional().describe('First night; defaults to today in New Zealand'),
  to: isoDateSchema.optional().describe('Last night, included; defaults to 28 nights from `from`'),
});

export const nightSchema = z.object({
  date: isoDateSchema,
  state: z.enum(NIGHT_STATES),
  available: z.boolean(),
  price: z.number().int(),
  spacesLeft: z.number().int(),
});

export const availabilitySchema = z.object({
  locationId: z.number().int(),
  from: isoDateSchema,
  to: isoDateSchema,
  today: isoDateSchema,
  noticePeriod: z.union([z.literal(0), z.literal(1)]),
  sites: z.array(
    z.object({
      siteId: z.number().int(),
      siteName: z.string(),
      bookingMode: z.enum(BOOKING_MODES),
      nights: z.array(nightSchema),
    }),
  ),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const placeSchema = z.object({
  name: z.string(),
  region: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export type Place = z.infer<typeof placeSchema>;
export const placeQuerySchema = z.object({
  query: textSchema().trim().min(1).max(200),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});
export const placeListSchema = z.object({ items: z.array(placeSchema) });

// ---- The admin location search and a location's admin page (issue 11) ----

/** How many rows one page of the admin location search holds. */
export const ADMIN_LOCATIONS_PAGE_SIZE = 50;

/** GET /v1/admin/locations: every listing, listed or not, newest first, 50 a page by cursor. */
export const adminLocationSearchQuerySchema = z.object({
  freeFormQuery: textSchema()
    .trim()
    .max(200)
    .optional()
    .describe('Part of the name, the town or region, or the host’s email'),
  type: z.enum(LOCATION_TYPES).optional(),
  status: adminStatus.optional().describe('active or inactive (ACTIVE/INACTIVE also read); none: both'),
  cursor: z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_INT4)
    .optional()
    .describe('The `cursor` of the previous page'),
});
export type AdminLocationSearchQuery = z.infer<typeof adminLocationSearchQuerySchema>;

const adminHostSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});

/** One row of the admin location table. */
export const adminLocationRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(LOCATION_TYPES),
  status: z.enum(LOCATION_STATUSES),
  city: z.string().nullable(),
  region: z.string().nullable(),
  host: adminHostSchema.nullable().describe('null for a listing nobody hosts (a non-product listing)'),
  siteCount: z.number().int().describe('Active sites'),
  imageCount: z.number().int().describe('Photos: listing needs one'),
  createdAt: z.string(),
});
export type AdminLocationRow = z.infer<typeof adminLocationRowSchema>;

export const adminLocationListSchema = z.object({
  items: z.array(adminLocationRowSchema),
  cursor: z.string().nullable().describe('Pass back for the next page; null when this page was the last'),
});
export type AdminLocationList = z.infer<typeof adminLocationListSchema>;

/** GET /v1/admin/locations/{id}: what a location's admin pages show besides the editor. */
export const adminLocationSchema = adminLocationRowSchema.extend({
  host: adminHostSchema.extend({ phone: z.string().nullable() }).nullable(),
});
export type AdminLocation = z.infer<typeof adminLocationSchema>;
