// The property form's sites as the host edits them (spec sections 3 "Site", 4 "Site status", 5):
// drafts of the API's site input with a key for React, dollars typed and cents kept, removal that
// drops an unsaved site and marks a saved one deleted, live checks of one site, and the 28 nights a
// guest would see of a site as it stands in the form.

import { computeAvailability, type SiteAvailability } from '../../../../domain/availability';
import {
  AVAILABILITY_WINDOW_DAYS,
  SUGGESTED_NIGHTLY_PRICE_CENTS,
  SITE_STATUSES,
  type NoticePeriod,
} from '../../../../domain/constants';
import { addDays, type IsoDate } from '../../../../domain/dates';
import type { LocationDetail } from '../../../../domain/schemas/locations';
import {
  siteInputSchemaForCreate,
  siteInputSchemaForEdit,
  type AvailabilityRuleInput,
  type SiteInput,
} from '../../../../domain/schemas/property';
import { errorsByKey } from '../../../lib/use-zod-form';

/** A site in the form: what the API takes, plus a key that stays the same while it is edited. */
export type SiteDraft = SiteInput & { key: string };

export type SavedSite = LocationDetail['propertyInformation']['sites'][number];

/** The fields of a site that show a message of their own. */
export type SiteField = 'name' | 'spaces' | 'price' | 'tags' | 'directions';

/** Where the form's messages about a site's field are kept (its path in the form's values). */
export const siteErrorPath = (index: number, field: string) => `sites.${index}.${field}`;

let nextKey = 0;
const newKey = () => `new-site-${++nextKey}`;

/** A new site: one space at the suggested price (spec section 9: $20), no features, no rules. */
export function blankSite(): SiteDraft {
  return {
    key: newKey(),
    name: '',
    spaces: 1,
    price: SUGGESTED_NIGHTLY_PRICE_CENTS,
    tags: [],
    directions: null,
    bookingMode: 'instant',
    stayRules: {},
    availabilityRules: [],
  };
}

/** A saved rule as the API answers it, in the shape the form sends back. */
export function ruleInputFromSaved(rule: SavedSite['availabilityRules'][number]): AvailabilityRuleInput {
  const input: AvailabilityRuleInput = { type: rule.type, spaces: rule.spaces };
  if (rule.type === 'Date Range') input.dates = rule.dates ?? null;
  else {
    input.days = rule.days ?? [];
    input.months = rule.months ?? [];
  }
  input.price = rule.price ?? null;
  input.description = rule.description ?? null;
  return input;
}

/** A saved site (GET /v1/locations/{id}) as a draft of the edit form. */
export function siteDraftFromSaved(site: SavedSite): SiteDraft {
  const status = SITE_STATUSES.find((s) => s === site.status);
  return {
    key: `site-${site.id}`,
    id: site.id,
    name: site.name,
    spaces: site.spaces,
    price: site.price,
    tags: [...site.tags],
    directions: site.directions,
    bookingMode: site.bookingMode,
    stayRules: { ...site.stayRules },
    ...(status ? { status } : {}),
    availabilityRules: site.availabilityRules.map(ruleInputFromSaved),
  };
}

/** What the API takes for a draft: the draft without its key. */
export function siteDraftToInput(draft: SiteDraft): SiteInput {
  const { key: _key, ...input } = draft;
  return input;
}

export const isDeleted = (site: Pick<SiteDraft, 'status'>) => site.status === 'deleted';

/** The sites the host sees (not deleted), each with its place in the whole list (the messages' index). */
export function shownSites(sites: readonly SiteDraft[]): { site: SiteDraft; index: number }[] {
  return sites.flatMap((site, index) => (isDeleted(site) ? [] : [{ site, index }]));
}

/**
 * A saved site the host removed (spec section 4): it stays in the list with the status deleted, so
 * the save deletes it (a site never saved is simply dropped from the list). A deleted site is still
 * checked by the schema on the way out but no longer shown, so a field the host left wrong before
 * removing it is put back to a valid value rather than blocking the save with a message nobody can see.
 */
export function deletedSite(site: SiteDraft): SiteDraft {
  const shape = siteInputSchemaForEdit.shape;
  const valid = <K extends keyof typeof shape>(field: K, value: unknown) =>
    shape[field].safeParse(value).success;
  return {
    ...site,
    status: 'deleted',
    name: valid('name', site.name) ? site.name : String(site.id),
    spaces: valid('spaces', site.spaces) ? site.spaces : 0,
    price: valid('price', site.price) ? site.price : SUGGESTED_NIGHTLY_PRICE_CENTS,
    directions: valid('directions', site.directions) ? site.directions : null,
  };
}

/** Cents from what the host typed in dollars ("25", "$25.50"); NaN when it is empty or not a number. */
export function centsFromDollars(text: string): number {
  const trimmed = text.trim().replace(/^\$\s*/, '');
  if (trimmed === '' || !/^-?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return Number.NaN;
  return Math.round(Number(trimmed) * 100);
}

/** Dollars to show in a price field: "25", "25.50"; empty for no price. */
export function dollarsFromCents(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** A whole number from what the host typed; NaN when it is empty or not a number. */
export function wholeNumberFrom(text: string): number {
  const trimmed = text.trim();
  if (!/^-?\d+(\.\d*)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed);
}

/** Whether the text is something other than a number (empty is not: that is a missing value). */
export const notANumber = (text: string) =>
  text.trim() !== '' && Number.isNaN(Number(text.trim().replace(/^\$\s*/, '')));

/** One site checked as the form's save will check it: the first message per field. */
export function siteFieldErrors(
  site: SiteDraft,
  mode: 'create' | 'edit',
): Partial<Record<SiteField, string>> {
  const schema = mode === 'create' ? siteInputSchemaForCreate : siteInputSchemaForEdit;
  const result = schema.safeParse(siteDraftToInput(site));
  if (result.success) return {};
  return errorsByKey(result.error.issues, (path) => {
    const field = path[0] as SiteField;
    return path.length === 1 || field === 'tags' ? field : null;
  });
}

/** The last night of the window a guest's calendar shows from `start`. */
export const previewEnd = (start: IsoDate) => addDays(start, AVAILABILITY_WINDOW_DAYS - 1);

/**
 * The 28 nights a guest would see of the site from today, computed by the domain (the server's own
 * rules of precedence, decision 002) from the site as it stands in the form, with no bookings. None
 * while the site's price or spaces are not numbers yet.
 */
export function previewAvailability(
  site: SiteDraft,
  today: IsoDate,
  noticePeriod: NoticePeriod,
): SiteAvailability | null {
  if (!Number.isFinite(site.price) || !Number.isInteger(site.spaces) || site.spaces < 0) return null;
  const [nights] = computeAvailability({
    sites: [
      {
        id: site.id ?? 0,
        name: site.name,
        spaces: site.spaces,
        price: site.price,
        availabilityRules: site.availabilityRules,
      },
    ],
    from: today,
    to: previewEnd(today),
    today,
    noticePeriod,
    bookedCount: new Map(),
  });
  return nights ?? null;
}
