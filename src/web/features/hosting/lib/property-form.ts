// The property form's values and how they become the API's body (spec sections 5 and 7): defaults of
// a new property, a saved property read back into the form, and the validation that runs the
// domain's own schemas (propertyFormCreateSchema, propertyFormUpdateSchema: the API's bodies are these
// plus the spec's shapes, decision 033), so each rule shows the spec's message under the field it is
// about, with the same words the API answers with.

import { DEFAULT_STAY_RULES, propertyStayRules, type StayRules } from '../../../../domain/stay-rules';
import { z } from 'zod';
import { DEFAULT_CANCELLATION_POLICY, type CancellationPolicy } from '../../../../domain/cancellation';
import {
  PROPERTY_TYPES,
  type LocationType,
  type NoticePeriod,
  type PropertyType,
} from '../../../../domain/constants';
import { MAX_INT4 } from '../../../../domain/schemas/common';
import type { LocationDetail } from '../../../../domain/schemas/locations';
import {
  ADDRESS_DEFAULTS,
  propertyFormCreateSchema,
  propertyFormUpdateSchema,
} from '../../../../domain/schemas/property';
import { i18n } from '../../../lib/i18n';
import { issueText, type ZodFormOptions } from '../../../lib/use-zod-form';
import { blankSite, siteDraftFromSaved, type SiteDraft } from './sites';

export type { SiteDraft };

/** An uploaded photo: POST /v1/images gave it. */
export type PropertyImage = { id: string; url: string };

export type PropertyFormMode = 'create' | 'edit';

export type PropertyFormValues = {
  name: string;
  description: string;
  /** '' while 'Select One' is chosen. */
  propertyType: PropertyType | '';
  /** The text in the address box: a suggestion's words once one is picked. */
  address: string;
  postcode: string;
  city: string;
  region: string | null;
  /** Null until a suggestion is picked; typing in the address box again drops them. */
  latitude: number | null;
  longitude: number | null;
  /** The property's own tags (administrators choose them); never site features. */
  tags: number[];
  /** In order: the first is the cover. */
  images: PropertyImage[];
  website: string;
  directions: string;
  /** What a booked guest reads from 48 hours before arriving (issue 26). */
  arrivalInstructions: string;
  cancellationPolicy: CancellationPolicy;
  noticePeriod: NoticePeriod;
  /** Host rules (issue 27): every rule, the defaults where the host set none. */
  stayRules: StayRules;
  sites: SiteDraft[];
  /** A host's listing is a property; administrators' other kinds keep theirs when edited. */
  type: LocationType;
};

/** A new property: the spec's address defaults (postcode 1010, Auckland, nz) and one site to fill in. */
export function emptyPropertyForm(): PropertyFormValues {
  return {
    name: '',
    description: '',
    propertyType: '',
    address: '',
    postcode: ADDRESS_DEFAULTS.postcode,
    city: ADDRESS_DEFAULTS.city,
    region: null,
    latitude: null,
    longitude: null,
    tags: [],
    images: [],
    website: '',
    directions: '',
    arrivalInstructions: '',
    cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
    noticePeriod: 0,
    stayRules: { ...DEFAULT_STAY_RULES, acceptedCertificates: [...DEFAULT_STAY_RULES.acceptedCertificates] },
    sites: [blankSite()],
    type: 'property',
  };
}

const isPropertyType = (value: string | null): value is PropertyType =>
  value !== null && (PROPERTY_TYPES as readonly string[]).includes(value);

/**
 * A saved property in the form, as GET /v1/locations/{id} gives it to its host or an administrator
 * (with the exact address). Deleted sites are gone from the calendar and from the form.
 */
export function propertyFormFromDetail(detail: LocationDetail): PropertyFormValues {
  const address = detail.address;
  return {
    name: detail.name,
    description: detail.description,
    propertyType: isPropertyType(detail.propertyType) ? detail.propertyType : '',
    address: address?.address ?? '',
    postcode: address?.postcode ?? ADDRESS_DEFAULTS.postcode,
    city: address?.city ?? detail.city ?? ADDRESS_DEFAULTS.city,
    region: detail.region,
    latitude: address?.latitude ?? detail.latitude,
    longitude: address?.longitude ?? detail.longitude,
    tags: [...detail.ownTags],
    images: detail.images.map(({ id, url }) => ({ id, url })),
    website: detail.website ?? '',
    directions: detail.directions ?? '',
    arrivalInstructions: detail.arrivalInstructions ?? '',
    cancellationPolicy: detail.cancellationPolicy,
    noticePeriod: detail.propertyInformation.noticePeriod,
    stayRules: propertyStayRules(detail.stayRules),
    sites: detail.propertyInformation.sites
      .filter((site) => site.status !== 'deleted')
      .map(siteDraftFromSaved),
    type: detail.type,
  };
}

const orNull = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * The body of POST /v1/locations (and, with `version`, of PUT /v1/locations/{id}) before the schema
 * checks it. Sites keep their order, so the schema's paths (propertyInformation.sites.2.price) name
 * the same drafts the sites editor shows.
 */
export function propertyBody(values: PropertyFormValues) {
  return {
    name: values.name,
    description: values.description,
    type: values.type,
    propertyType: values.propertyType === '' ? undefined : values.propertyType,
    address: {
      address: values.address,
      postcode: values.postcode.trim() === '' ? ADDRESS_DEFAULTS.postcode : values.postcode,
      city: values.city.trim() === '' ? ADDRESS_DEFAULTS.city : values.city,
      region: orNull(values.region),
      country: ADDRESS_DEFAULTS.country,
    },
    // NaN, not null: the schema coerces, and null would read as 0° (then as 'outside New Zealand').
    latitude: values.latitude ?? Number.NaN,
    longitude: values.longitude ?? Number.NaN,
    tags: values.tags,
    images: values.images.map(({ id, url }) => ({ id, url })),
    website: orNull(values.website),
    directions: orNull(values.directions),
    arrivalInstructions: orNull(values.arrivalInstructions),
    cancellationPolicy: values.cancellationPolicy,
    stayRules: values.stayRules,
    propertyInformation: {
      noticePeriod: values.noticePeriod,
      sites: values.sites.map(({ key: _key, ...site }) => ({ ...site, directions: orNull(site.directions) })),
    },
  };
}

/**
 * The form's field for a path of the body (a zod issue's, or the `field` of an API error): the
 * address box for the address and its coordinates, the photos for images, and the sites' own paths
 * in the form ('sites', 'sites.0.price') for the sites editor.
 */
export function fieldOf(path: readonly PropertyKey[] | string): string {
  const parts = typeof path === 'string' ? path.split('.').filter(Boolean) : path.map(String);
  const [first, second, ...rest] = parts;
  switch (first) {
    case undefined:
      return 'form';
    case 'address':
      return second === 'postcode' || second === 'city' ? second : 'address';
    case 'latitude':
    case 'longitude':
      return 'address';
    case 'propertyInformation':
      // The sites editor shows the messages about sites, by their paths in the form's values.
      if (second === 'sites') return ['sites', ...rest].join('.');
      return second ?? 'form';
    default:
      return first;
  }
}

/** The fields the form shows a message under; sites' own fields are the sites editor's. */
const FORM_FIELDS = new Set([
  'name',
  'description',
  'propertyType',
  'address',
  'postcode',
  'city',
  'website',
  'directions',
  'arrivalInstructions',
  'images',
  'sites',
  'tags',
  'noticePeriod',
  'cancellationPolicy',
  'stayRules',
]);
const SITE_FIELD = /^sites\.\d+\.(name|spaces|price|tags|directions)$/;

/**
 * Where the form shows an API refusal about `field` (an error body's `field`): the form's field, or
 * null when no field shows it (then it is said above the submit button).
 */
export function formFieldOf(field: string | undefined): string | null {
  if (!field) return null;
  const shown = fieldOf(field);
  return FORM_FIELDS.has(shown) || SITE_FIELD.test(shown) ? shown : null;
}

/**
 * The form's values checked as the API will check them: the body they make (with `extra`, the
 * version of an update), parsed by the domain's schema for that body.
 */
function propertyFormSchema<B>(bodySchema: z.ZodType<B>, extra: { version?: number } = {}): z.ZodType<B> {
  return (
    z
      .custom<PropertyFormValues>()
      // The body's own schema says what it takes: the transform hands it over as the API receives it.
      .transform((values): unknown => ({ ...propertyBody(values), ...extra }))
      .pipe(bodySchema)
  );
}

/** A new property's values, checked as POST /v1/locations checks its body. */
export const newPropertySchema = propertyFormSchema(propertyFormCreateSchema);

/** A saved property's values with the version they were read at, checked as PUT /v1/locations/{id} checks its body. */
export const propertyUpdateSchema = (version: number) =>
  propertyFormSchema(propertyFormUpdateSchema, { version });

/** An address typed but not picked from the suggestions has no coordinates (spec section 5). */
function addressProblem(values: PropertyFormValues): string | null {
  if (values.address.trim() !== '' && (values.latitude === null || values.longitude === null)) {
    return i18n.t('property.addressFromList');
  }
  return null;
}

/** How the property form shows what the body's schema says: under the form's own fields (fieldOf). */
export const propertyFormOptions: ZodFormOptions<PropertyFormValues> = {
  errorKey: (path) => fieldOf(path),
  // A coordinate that is not a picked one: the spec's message, whatever zod said about the number.
  errorText: (issue) =>
    issue.path[0] === 'latitude' || issue.path[0] === 'longitude'
      ? i18n.t('property.addressFromList')
      : issueText(issue),
  check: (values) => {
    const picked = addressProblem(values);
    return picked ? { address: picked } : {};
  },
};

/** The property id of /hosting/locations/{locationId}: a whole number an id column can hold, else null. */
export function propertyIdFrom(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && id <= MAX_INT4 ? id : null;
}

/** Moves the item at `from` one place earlier (-1) or later (+1); the list as it was at the ends. */
export function moveItem<T>(items: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}
