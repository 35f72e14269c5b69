// Rules for finding and showing locations and their availability.

import {
  closeNightsByRules,
  effectiveStayRules,
  propertyStayRules,
  rulesTakeStay,
  type PropertyRules,
  type SiteRuleOverrides,
} from '../../../domain/stay-rules';
import { mayReadArrivalInstructions } from '../../../domain/arrival';
import { computeAvailability } from '../../../domain/availability';
import { DEFAULT_CANCELLATION_POLICY, isCancellationPolicy } from '../../../domain/cancellation';
import {
  AVAILABILITY_WINDOW_DAYS,
  MAX_AVAILABILITY_WINDOW_DAYS,
  type NoticePeriod,
} from '../../../domain/constants';
import { addDays, daysBetween, eachDate, todayInAuckland, type IsoDate } from '../../../domain/dates';
import { badRequest, notFound } from '../../../domain/errors';
import { cheapestOpenStay, lastNight, stayDatesProblem, type StayDates } from '../../../domain/stay-search';
import { STAY_MAP_CIRCLE_METRES } from '../../../domain/map-tiles';
import { exactAddress, maySeeExactAddress, publicPosition } from '../../../domain/privacy';
import { canSeeUnlisted, type Viewer } from '../../../domain/roles';
import {
  ADMIN_LOCATIONS_PAGE_SIZE,
  type AdminLocation,
  type AdminLocationList,
  type AdminLocationRow,
  type AdminLocationSearchQuery,
  type LocationDetail,
  type LocationSearchQuery,
} from '../../../domain/schemas/locations';
import type { TileSource } from '../../adapters/map-tiles/tile-source';
import type { Db } from '../../db/client';
import * as bookings from '../bookings/bookings.service';
import { findUnknownTagIds } from '../tags/tags.service';
import * as repo from './locations.repository';
import { drawStayMap } from './stay-map';

/**
 * The search response as JSON text, `{"items": [...]}`: the database writes the list and it is
 * passed through untouched (decision 005). With arrival and departure, only properties with a site
 * open every night of the stay whose host rules take it at `now`, each with the stay's price
 * (decisions 020, 046).
 */
export async function searchLocations(
  db: Db,
  query: LocationSearchQuery,
  viewer: Viewer,
  now: Date = new Date(),
): Promise<string> {
  const tagIds = query.tags ?? [];
  const centre =
    query.latitude !== undefined && query.longitude !== undefined
      ? { latitude: query.latitude, longitude: query.longitude }
      : null;
  const criteria: repo.SearchCriteria = {
    centre,
    withinMetres: centre && query.radius ? query.radius * 1000 : null,
    tagIds,
    type: query.type ?? null,
    text: query.freeFormQuery || null,
    // The public only ever sees active listings.
    status: query.status && canSeeUnlisted(viewer) ? query.status : 'active',
    limit: query.limit,
    vehicleMetres: query.vehicleLength ?? null,
    pets: query.pets ?? false,
    notSelfContainedOnly: query.selfContainedNotRequired ?? false,
  };
  const items =
    query.arrival && query.departure
      ? await searchOpenForStay(db, criteria, checkStayDates(query.arrival, query.departure, now), now)
      : await repo.searchLocationsJson(db, criteria);
  // A result carries every requested tag, so tags can only be unknown when nothing matched:
  // checking then keeps the common path at one query.
  if (items === '[]' && tagIds.length) {
    const unknown = await findUnknownTagIds(db, tagIds);
    if (unknown.length) throw badRequest('locations.unknownTags', { ids: unknown.join(', ') }, 'tags');
  }
  return `{"items":${items}}`;
}

/** The dates of a search by dates, refused with the field they are about when today rules them out. */
function checkStayDates(arrival: IsoDate, departure: IsoDate, now: Date): StayDates & { today: IsoDate } {
  const today = todayInAuckland(now);
  // The schema has checked what does not depend on the day; this adds what does.
  const problem = stayDatesProblem(arrival, departure, today);
  if (problem) throw badRequest(problem.code, problem.params, problem.field);
  return { arrival, departure, today };
}

/** The most candidates read in one batch. */
const MAX_BATCH = 1000;
/**
 * The most candidates one search by dates looks at. When nearly every property is closed or full,
 * the answer holds the open ones among the nearest this many rather than walking the whole table.
 */
export const MAX_STAY_CANDIDATES = 5000;

/**
 * How many candidates the next batch reads to find `wanted` more open properties, given how many of
 * those read so far were open: a fifth more than the share seen predicts, plus a few. The first
 * batch assumes nearly all are open (most nights, most places are), so the common case is one batch
 * a fifth larger than a plain search (62 for 50).
 */
export function nextBatchSize(wanted: number, read: number, open: number): number {
  const share = read === 0 ? 1 : Math.max(open / read, 0.05);
  return Math.min(MAX_BATCH, Math.ceil((wanted / share) * 1.2) + 2);
}

/**
 * The first `limit` results of the search, in its order, that have a site open every night of the
 * stay and whose host rules take the stay at `now`, as JSON text with the stay's total (the cheapest
 * such site's nightly prices summed) added to each. Walks the candidates in batches: one statement
 * reads a batch with its sites and rules and, in a column the bookings module writes, each
 * candidate's booked counts; the calendar's own computeAvailability decides every night, and the
 * booking's own rulesTakeStay each site's host rules.
 */
async function searchOpenForStay(
  db: Db,
  criteria: repo.SearchCriteria,
  stay: StayDates & { today: IsoDate },
  now: Date,
): Promise<string> {
  const from = stay.arrival;
  const to = lastNight(stay);
  const nights = eachDate(from, to);
  // Most sites share their stored rules (most set none): each pair is asked once a search. jsonb
  // writes an object's keys in one order, so equal rules are equal text.
  const asked = new Map<string, boolean>();
  const takesStay = (property: PropertyRules, site: SiteRuleOverrides | undefined) => {
    const key = JSON.stringify([property, site]);
    let takes = asked.get(key);
    if (takes === undefined) {
      takes = rulesTakeStay(effectiveStayRules(property, site), nights, now);
      asked.set(key, takes);
    }
    return takes;
  };
  const found: string[] = [];
  let read = 0;
  let after: repo.CandidatesAfter = null;
  while (found.length < criteria.limit && read < MAX_STAY_CANDIDATES) {
    const size = Math.min(
      nextBatchSize(criteria.limit - found.length, read, found.length),
      MAX_STAY_CANDIDATES - read,
    );
    // Each candidate comes with its booked counts over the stay (the bookings module's column).
    const candidates = await repo.searchCandidates(db, { ...criteria, limit: size }, after, (id) =>
      bookings.bookedCountsColumn(id, from, to),
    );
    read += candidates.length;
    after = nextCandidatesAfter(after, candidates, read);
    // A property without an active site is never open.
    const withSites = candidates.filter((c) => c.sites.length > 0);
    const bookedCount = new Map<number, Map<IsoDate, number>>();
    for (const candidate of withSites) bookings.addBookedCounts(candidate.extra ?? '[]', bookedCount);
    for (const candidate of withSites) {
      const sites = computeAvailability({
        sites: candidate.sites,
        from,
        to,
        today: stay.today,
        noticePeriod: candidate.noticePeriod as NoticePeriod,
        bookedCount,
      });
      const overrides = new Map(candidate.sites.map((site) => [site.id, site.stayRules]));
      const open = cheapestOpenStay(
        sites.filter((site) => takesStay(candidate.stayRules, overrides.get(site.siteId))),
      );
      if (!open) continue;
      // The database wrote the summary as one JSON object: the total goes in as its last field.
      found.push(`${candidate.json.slice(0, -1)},"stayTotal":${open.total}}`);
      if (found.length === criteria.limit) break;
    }
    if (candidates.length < size) break;
  }
  return `[${found.join(',')}]`;
}

/**
 * Where the batch after `batch` starts: after the nearness its last candidate reached, leaving out
 * those read at exactly that nearness (in this batch, and in the ones before when they ended there
 * too); without a centre, after the `read` candidates so far.
 */
export function nextCandidatesAfter(
  previous: repo.CandidatesAfter,
  batch: readonly { id: number; nearness: number | null }[],
  read: number,
): repo.CandidatesAfter {
  const last = batch[batch.length - 1];
  if (!last || last.nearness === null) return { offset: read };
  const tied = batch.filter((c) => c.nearness === last.nearness).map((c) => c.id);
  const before =
    previous && 'nearness' in previous && previous.nearness === last.nearness ? previous.ids : [];
  return { nearness: last.nearness, ids: [...before, ...tied] };
}

/**
 * One listing. The exact address, position and directions (its own and its sites') are only for
 * the host, admins and guests booked there; everyone else gets the town, the region and the public
 * position (decision 012).
 */
export async function getLocation(db: Db, id: number, viewer: Viewer): Promise<LocationDetail> {
  const found = await repo.findLocationById(db, id);
  if (!found) throw notFound('locations.notFound');
  const { location, hostFirstName } = found;
  const [images, siteRows, hasBooking] = await Promise.all([
    repo.listLocationImages(db, id),
    repo.listActiveSitesWithRules(db, id),
    viewer ? bookings.guestHasBookingAt(db, viewer.userId, id) : false,
  ]);
  const exact = maySeeExactAddress(viewer, location, hasBooking);
  const shown = publicPosition(location);
  return {
    id: location.id,
    name: location.name,
    type: location.type as LocationDetail['type'],
    propertyType: location.propertyType,
    status: location.status as LocationDetail['status'],
    region: location.region,
    city: location.city,
    latitude: shown.latitude,
    longitude: shown.longitude,
    price: location.price,
    rating: location.rating,
    reviewCount: location.reviewCount,
    image: location.image,
    tags: location.tagIds,
    description: location.description,
    address: exact ? exactAddress(location) : null,
    // The upload's id where the photo came from one, so the editor can send the list back as it is.
    images: images.map((img) => ({ id: img.imageId ?? String(img.id), url: img.url })),
    website: location.website,
    directions: exact ? location.directions : null,
    // Issue 26: the host and administrators only (a guest reads them with their stay, in time).
    arrivalInstructions: mayReadArrivalInstructions(viewer, location) ? location.arrivalInstructions : null,
    host: location.ownerId ? { id: location.ownerId, firstName: hostFirstName } : null,
    propertyInformation: {
      noticePeriod: location.noticePeriod as NoticePeriod,
      sites: siteRows.map((s) => ({
        id: s.id,
        name: s.name,
        spaces: s.spaces,
        price: s.price,
        tags: s.tagIds,
        directions: exact ? s.directions : null,
        status: s.status,
        bookingMode: s.bookingMode,
        availabilityRules: s.availabilityRules,
        stayRules: s.stayRules,
      })),
    },
    cancellationPolicy: isCancellationPolicy(location.cancellationPolicy)
      ? location.cancellationPolicy
      : DEFAULT_CANCELLATION_POLICY,
    stayRules: propertyStayRules(location.stayRules),
    ownTags: location.ownTagIds,
    version: location.version,
  };
}

export type StayMapDeps = {
  db: Db;
  tiles: TileSource;
  /** The tile server's attribution as plain text, drawn in the image's corner. */
  attribution: string;
};

export type StayMap = {
  /** WebP, STAY_MAP_WIDTH x STAY_MAP_HEIGHT. */
  image: Buffer;
  /** Whether it shows the exact spot (a pin) rather than the area around the public position. */
  exact: boolean;
  /** Whether every tile was drawn. */
  complete: boolean;
};

/**
 * The map image around a listing for the guest's offline trip (issue 29, decision 053). Those who
 * may see the exact address (decision 012) get the map centred on the exact spot with a pin; everyone
 * else the map around the public position with a circle of about a kilometre, which always holds the
 * property and points at nothing. Any listing its detail shows, listed or not; 404 otherwise.
 */
export async function getStayMap(deps: StayMapDeps, id: number, viewer: Viewer): Promise<StayMap> {
  const found = await repo.findLocationById(deps.db, id);
  if (!found) throw notFound('locations.notFound');
  const { location } = found;
  // The host and admins see it anyway: only someone else's booking there needs looking up.
  const exact =
    maySeeExactAddress(viewer, location, false) ||
    (viewer !== null && (await bookings.guestHasBookingAt(deps.db, viewer.userId, id)));
  const { image, complete } = exact
    ? await drawStayMap(deps.tiles, location, { kind: 'pin' }, deps.attribution)
    : await drawStayMap(
        deps.tiles,
        publicPosition(location),
        { kind: 'area', metres: STAY_MAP_CIRCLE_METRES },
        deps.attribution,
      );
  return { image, exact, complete };
}

/** A public stay map is the same for every visitor for a day; one with gaps only for a minute. */
export const STAY_MAP_MAX_AGE_SECONDS = 86_400;
export const DEGRADED_STAY_MAP_MAX_AGE_SECONDS = 60;

/**
 * How a stay map may be cached. Only a visitor's (nobody signed in) is public: a signed-in person's
 * map changes when they book, and the exact one is theirs alone. A map with missing tiles is kept
 * briefly, so a whole one replaces it once the tile server answers again.
 */
export function stayMapCacheControl(map: Pick<StayMap, 'exact' | 'complete'>, viewer: Viewer): string {
  if (map.exact || viewer) return 'private, no-store';
  const maxAge = map.complete ? STAY_MAP_MAX_AGE_SECONDS : DEGRADED_STAY_MAP_MAX_AGE_SECONDS;
  return `public, max-age=${maxAge}`;
}

export type AvailabilityWindow = { from?: IsoDate; to?: IsoDate };

/** Resolves the requested window: 28 nights from today by default, never backwards or over 366 days. */
export function resolveWindow(window: AvailabilityWindow, today: IsoDate): { from: IsoDate; to: IsoDate } {
  const from = window.from ?? today;
  const to = window.to ?? addDays(from, AVAILABILITY_WINDOW_DAYS - 1);
  const span = daysBetween(from, to);
  if (span < 0) throw badRequest('locations.fromAfterTo', undefined, 'from');
  if (span + 1 > MAX_AVAILABILITY_WINDOW_DAYS) {
    throw badRequest('locations.windowTooLong', { days: MAX_AVAILABILITY_WINDOW_DAYS }, 'to');
  }
  return { from, to };
}

export async function getAvailability(
  db: Db,
  id: number,
  window: AvailabilityWindow,
  viewer: Viewer,
  now: Date = new Date(),
) {
  const today = todayInAuckland(now);
  const { from, to } = resolveWindow(window, today);
  // Two statements at once for a signed-in viewer (the nights they already hold anywhere are theirs,
  // not the location's), one for everyone else.
  const [found, guestNights] = await Promise.all([
    repo.findCalendar(db, id, from, to, bookings.bookedCountsColumn),
    viewer ? bookings.guestNights(db, viewer.userId, from, to) : undefined,
  ]);
  if (!found) throw notFound('locations.notFound');
  const bookedCount = new Map<number, Map<IsoDate, number>>();
  bookings.addBookedCounts(found.bookedCounts, bookedCount);
  const noticePeriod = found.noticePeriod as NoticePeriod;
  const byId = new Map(found.sites.map((s) => [s.id, s]));
  const sites = computeAvailability({
    sites: found.sites,
    from,
    to,
    today,
    noticePeriod,
    bookedCount,
    guestNights,
  }).map((site) => {
    const own = byId.get(site.siteId);
    // The host rules close tonight after the cut-off and the nights beyond the booking window.
    const rules = effectiveStayRules(found.stayRules, own?.stayRules);
    return {
      ...site,
      nights: closeNightsByRules(site.nights, rules, now),
      bookingMode: own?.bookingMode ?? 'instant',
    };
  });
  return { locationId: id, from, to, today, noticePeriod, sites };
}

type AdminRow = Awaited<ReturnType<typeof repo.adminSearchLocations>>[number];

function toAdminRow(row: AdminRow): AdminLocationRow {
  return {
    id: row.id,
    name: row.name,
    type: row.type as AdminLocationRow['type'],
    status: row.status as AdminLocationRow['status'],
    city: row.city,
    region: row.region,
    host:
      row.hostId && row.hostEmail
        ? { id: row.hostId, email: row.hostEmail, firstName: row.hostFirstName, lastName: row.hostLastName }
        : null,
    siteCount: row.siteCount,
    imageCount: row.imageCount,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * GET /v1/admin/locations (those who manage any property): every listing, unlisted ones included,
 * newest first, 50 a page. Its own query rather than the public search's: that one stays as it is,
 * answered by its indexes and free of any session lookup.
 */
export async function adminSearchLocations(
  db: Db,
  query: AdminLocationSearchQuery,
): Promise<AdminLocationList> {
  const rows = await repo.adminSearchLocations(db, {
    text: query.freeFormQuery || null,
    type: query.type ?? null,
    status: query.status ?? null,
    before: query.cursor ?? null,
    limit: ADMIN_LOCATIONS_PAGE_SIZE,
  });
  const last = rows[rows.length - 1];
  return {
    items: rows.map(toAdminRow),
    cursor: rows.length === ADMIN_LOCATIONS_PAGE_SIZE && last ? String(last.id) : null,
  };
}

/** GET /v1/admin/locations/{id}: the listing's admin summary with its host's contact. */
export async function getAdminLocation(db: Db, id: number): Promise<AdminLocation> {
  const row = await repo.findAdminLocation(db, id);
  if (!row) throw notFound('locations.notFound');
  const summary = toAdminRow(row);
  return { ...summary, host: summary.host ? { ...summary.host, phone: row.hostPhone } : null };
}

/** The sites of a host's properties, for their occupancy (decision 050): a deleted site is not offered. */
export async function hostSites(db: Db, hostId: string) {
  const rows = await repo.listHostSites(db, hostId);
  return rows.map(({ status, ...site }) => ({ ...site, active: status !== 'deleted' }));
}

// ---- What other modules read of a location (issue 32: through here, never locations.repository) ----

/** A location's row with its host's first name, or null: what the booking flow checks and writes in emails. */
export const findLocationById = (db: Db, id: number) => repo.findLocationById(db, id);

/** A location's name, or null: what a charge's description names. */
export const findLocationName = (db: Db, id: number) => repo.findLocationName(db, id);
