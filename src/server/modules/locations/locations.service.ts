// Rules for finding and showing locations and their availability.

import { computeAvailability, type SiteAvailability } from '../../../domain/availability';
import {
  AVAILABILITY_WINDOW_DAYS,
  MAX_AVAILABILITY_WINDOW_DAYS,
  type NoticePeriod,
} from '../../../domain/constants';
import { addDays, daysBetween, todayInAuckland, type IsoDate } from '../../../domain/dates';
import { badRequest, notFound } from '../../../domain/errors';
import { exactAddress, maySeeExactAddress, publicPosition } from '../../../domain/privacy';
import { canSeeUnlisted, type Viewer } from '../../../domain/roles';
import type { LocationSearchQuery, LocationDetail } from '../../../domain/schemas/locations';
import type { Db } from '../../db/client';
import * as bookings from '../bookings/bookings.service';
import { findUnknownTagIds } from '../tags/tags.repository';
import * as repo from './locations.repository';

/**
 * The search response as JSON text, `{"items": [...]}`: the database writes the list and it is
 * passed through untouched (decision 005).
 */
export async function searchLocations(db: Db, query: LocationSearchQuery, viewer: Viewer): Promise<string> {
  const tagIds = query.tags ?? [];
  const centre =
    query.latitude !== undefined && query.longitude !== undefined
      ? { latitude: query.latitude, longitude: query.longitude }
      : null;
  const items = await repo.searchLocationsJson(db, {
    centre,
    withinMetres: centre && query.radius ? query.radius * 1000 : null,
    tagIds,
    type: query.type ?? null,
    text: query.freeFormQuery || null,
    // The public only ever sees active listings.
    status: query.status && canSeeUnlisted(viewer) ? query.status : 'active',
    limit: query.limit,
  });
  // A result carries every requested tag, so tags can only be unknown when nothing matched:
  // checking then keeps the common path at one query.
  if (items === '[]' && tagIds.length) {
    const unknown = await findUnknownTagIds(db, tagIds);
    if (unknown.length) throw badRequest('locations.unknownTags', { ids: unknown.join(', ') }, 'tags');
  }
  return `{"items":${items}}`;
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
    images: images.map((img) => ({ id: String(img.id), url: img.url })),
    website: location.website,
    directions: exact ? location.directions : null,
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
        availabilityRules: s.availabilityRules,
      })),
    },
  };
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
  const [noticePeriod, siteRows] = await Promise.all([
    repo.findNoticePeriod(db, id),
    repo.listActiveSitesWithRules(db, id),
  ]);
  if (noticePeriod === null) throw notFound('locations.notFound');
  const [bookedCount, guestNights] = await Promise.all([
    bookings.bookedCountsBySiteNight(db, id, from, to),
    viewer ? bookings.guestNights(db, viewer.userId, from, to) : Promise.resolve(new Set<IsoDate>()),
  ]);
  const sites: SiteAvailability[] = computeAvailability({
    sites: siteRows,
    from,
    to,
    today,
    noticePeriod: noticePeriod as NoticePeriod,
    bookedCount,
    guestNights,
  });
  return { locationId: id, from, to, today, noticePeriod: noticePeriod as NoticePeriod, sites };
}
