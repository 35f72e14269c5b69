// Bulk data import (spec sections 5, 7 and 8; docs/data-import.md): POST /v1/locations/many takes
// locations with their sites from another system, keyed by that system's id (foreignKey), and
// answers a report row per location; POST /v1/locations/many/images then puts the uploaded photos
// on them. The browser checks rows with the same schema before sending them.

import { z } from 'zod';
import { CANCELLATION_POLICIES, DEFAULT_CANCELLATION_POLICY } from '../cancellation';
import { LOCATION_STATUSES, LOCATION_TYPES, MAX_SPACES, PROPERTY_TYPES } from '../constants';
import { isInNewZealand } from '../geo';
import { msg } from '../messages';
import { coordinateSchema, isRecord, textSchema } from './common';
import {
  defaultSiteName,
  MAX_PROPERTY_IMAGES,
  MAX_SITES,
  nightlyPriceSchema,
  spacesSchema,
  websiteSchema,
} from './property';

/** Locations one call may carry: a 10,000-row file imports in one go (issue 11). */
export const MAX_IMPORT_ROWS = 10_000;
/** Locations one photos call may carry (the web sends them in calls of this many). */
export const MAX_IMPORT_IMAGE_ITEMS = 1_000;
/** Separates the items of a list (tags, images) in one CSV cell. */
export const CSV_LIST_SEPARATOR = '|';

/** Text that must be given: missing and empty say the same thing. */
const requiredText = (message: ReturnType<typeof msg>, max: number) =>
  z
    .string({ message })
    .refine((s) => !s.includes('\0'), msg('validation.nulCharacter'))
    .trim()
    .min(1, message)
    .max(max, msg('validation.tooLong'));

const label = textSchema().trim().min(1).max(100, msg('validation.tooLong'));

/** One site of an imported location: its tags by label (site features and its site type). */
export const importSiteSchema = z
  .object({
    name: requiredText(msg('property.siteNameRequired'), 100),
    spaces: spacesSchema(MAX_SPACES),
    price: nightlyPriceSchema,
    tags: z.array(label).max(50, msg('validation.tooMany')).default([]),
  })
  .strict();

const optionalText = (max: number) =>
  textSchema().trim().max(max, msg('validation.tooLong')).nullable().optional();

const coordinate = (min: number, max: number) =>
  coordinateSchema(min, max, msg('dataImport.coordinatesRequired'));

/** Listings nobody hosts take no sites (as on /admin/createcommercial). */
const TYPES_WITHOUT_SITES: readonly string[] = ['freedom_campsite', 'commercial_campsite'];

/**
 * A location as the spec's Location entity holds it (section 3), in our import's shape (decision
 * 033): `address` {address, latitude, longitude, postcode, country, city} gives the address text, its
 * town and postcode and, when none is given beside it, the position; `propertyInformation` {sites,
 * noticePeriod} gives the sites and the notice period; a site without a name is 'Site 1', 'Site 2'…
 * The country is New Zealand's in any case (the import refuses positions outside it). Anything else
 * is left as it is, so an unknown field is still refused.
 */
function fromSpecLocation(input: unknown): unknown {
  if (!isRecord(input)) return input;
  const row: Record<string, unknown> = { ...input };
  if (isRecord(row.address)) {
    const { address, latitude, longitude, postcode, city, country: _country, ...rest } = row.address;
    row.address = Object.keys(rest).length ? row.address : address;
    row.latitude ??= latitude;
    row.longitude ??= longitude;
    if (postcode !== undefined) row.postcode ??= postcode;
    if (city !== undefined) row.city ??= city;
  }
  if (isRecord(row.propertyInformation) && !('sites' in row)) {
    const { sites, noticePeriod, ...rest } = row.propertyInformation;
    if (!Object.keys(rest).length) {
      delete row.propertyInformation;
      if (sites !== undefined) row.sites = sites;
      if (noticePeriod !== undefined) row.noticePeriod ??= noticePeriod;
    }
  }
  if (Array.isArray(row.sites)) {
    row.sites = row.sites.map((site: unknown, index) =>
      isRecord(site) && site.name === undefined ? { ...site, name: defaultSiteName(index) } : site,
    );
  }
  return row;
}

/** One location of an import file (a JSON element, or the CSV rows of one foreignKey). */
const importLocationShape = z
  .object({
    foreignKey: requiredText(msg('dataImport.foreignKeyRequired'), 200),
    name: requiredText(msg('property.nameRequired'), 200),
    type: z.enum(LOCATION_TYPES).default('property'),
    propertyType: z.enum(PROPERTY_TYPES).nullable().optional(),
    address: requiredText(msg('property.addressRequired'), 300),
    city: optionalText(100),
    postcode: optionalText(20),
    region: optionalText(100),
    latitude: coordinate(-90, 90),
    longitude: coordinate(-180, 180),
    description: textSchema().trim().max(10_000, msg('validation.tooLong')).default(''),
    directions: optionalText(2000),
    website: websiteSchema,
    status: z.enum(LOCATION_STATUSES).default('active'),
    noticePeriod: z.union([z.literal(0), z.literal(1)]).default(0),
    cancellationPolicy: z.enum(CANCELLATION_POLICIES).default(DEFAULT_CANCELLATION_POLICY),
    /** The location's own tags by label (anything but site features). */
    tags: z.array(label).max(50, msg('validation.tooMany')).default([]),
    sites: z.array(importSiteSchema).max(MAX_SITES, msg('validation.tooMany')).default([]),
    /** Photo file names, in order (the first is the cover), matched with the uploaded files. */
    images: z
      .array(textSchema().trim().min(1).max(255, msg('validation.tooLong')))
      .max(MAX_PROPERTY_IMAGES, msg('validation.tooMany'))
      .default([]),
  })
  .strict()
  .superRefine((row, ctx) => {
    if (!isInNewZealand({ latitude: row.latitude, longitude: row.longitude })) {
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: msg('property.addressOutsideNz') });
    }
    if (TYPES_WITHOUT_SITES.includes(row.type)) {
      if (row.sites.length) {
        ctx.addIssue({ code: 'custom', path: ['sites'], message: msg('dataImport.noSitesForType') });
      }
    } else if (!row.sites.length) {
      ctx.addIssue({ code: 'custom', path: ['sites'], message: msg('property.siteRequired') });
    }
    const names = new Set<string>();
    row.sites.forEach((site, index) => {
      const name = site.name.toLowerCase();
      if (names.has(name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['sites', index, 'name'],
          message: msg('dataImport.duplicateSiteName'),
        });
      }
      names.add(name);
    });
  });

/** One location of an import file, or of the spec's Location shape (fromSpecLocation). */
export const importLocationSchema = z.preprocess(fromSpecLocation, importLocationShape);
export type ImportLocation = z.infer<typeof importLocationSchema>;
/** A location as a file gives it, before it is checked. */
export type ImportLocationInput = z.input<typeof importLocationShape>;

/**
 * POST /v1/locations/many. Each element is checked on its own (a malformed one is refused in the
 * report while the others import), so the body only bounds how many there are.
 */
export const importBodySchema = z
  .object({
    locations: z
      .array(z.unknown())
      .min(1, msg('dataImport.noRows'))
      .max(MAX_IMPORT_ROWS, msg('dataImport.tooManyRows')),
  })
  .strict();

export const IMPORT_OUTCOMES = ['created', 'updated', 'unchanged', 'refused'] as const;

/** One refusal of a row: the field (a path such as `sites.0.price`), the message code and its text. */
export const importRowErrorSchema = z.object({
  field: z.string(),
  code: z.string(),
  message: z.string().describe("In the caller's language (Accept-Language)"),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importReportRowSchema = z.object({
  index: z.number().int().describe('The position of the location in the body, from 0'),
  foreignKey: z.string().nullable(),
  outcome: z.enum(IMPORT_OUTCOMES),
  locationId: z.number().int().nullable(),
  /** Photos on the location now: the web attaches the file's photos to places that have none. */
  photoCount: z.number().int(),
  errors: z.array(importRowErrorSchema),
});
export type ImportReportRow = z.infer<typeof importReportRowSchema>;

export const importReportSchema = z.object({
  rows: z.array(importReportRowSchema),
  counts: z.object({
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    refused: z.number().int(),
  }),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/**
 * POST /v1/locations/many/images: each imported location (by foreignKey) and the urls of its
 * uploaded photos (POST /v1/images), in order. The list replaces the location's photos; the same
 * list again changes nothing.
 */
export const importImagesBodySchema = z
  .object({
    items: z
      .array(
        z
          .object({
            foreignKey: textSchema().trim().min(1).max(200),
            images: z
              .array(textSchema().trim().min(1).max(2000))
              .min(1, msg('images.noImages'))
              .max(MAX_PROPERTY_IMAGES, msg('validation.tooMany')),
          })
          .strict(),
      )
      .min(1)
      .max(MAX_IMPORT_IMAGE_ITEMS, msg('validation.tooMany')),
  })
  .strict();
export type ImportImagesBody = z.infer<typeof importImagesBodySchema>;

export const importImagesResultSchema = z.object({
  items: z.array(
    z.object({
      foreignKey: z.string(),
      locationId: z.number().int().nullable(),
      outcome: z.enum(['updated', 'unchanged', 'refused']),
      errors: z.array(importRowErrorSchema),
    }),
  ),
});
export type ImportImagesResult = z.infer<typeof importImagesResultSchema>;
