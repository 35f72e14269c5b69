// Creating and editing a property (spec sections 4, 5 and 7; decision 021). A host lists a property of
// their own and keeps it; administrators create as themselves and edit any. A save is one
// transaction under the property's row lock, checked against the version it was read at, and
// leaves the columns search reads (price, tags, cover) in step, so a saved property is found and
// its calendar right at once.

import type { AvailabilityRule } from '../../../domain/availability';
import {
  DEFAULT_CANCELLATION_POLICY,
  isCancellationPolicy,
  type CancellationPolicy,
} from '../../../domain/cancellation';
import { TAG_GROUPS, type NoticePeriod, type TagGroup } from '../../../domain/constants';
import { AppError, badRequest, notFound } from '../../../domain/errors';
import {
  can,
  canCreateProperty,
  canManageLocation,
  canReachUser,
  ownsLocation,
  type Viewer,
} from '../../../domain/roles';
import type { LocationDetail } from '../../../domain/schemas/locations';
import {
  ADDRESS_DEFAULTS,
  isNonProductType,
  type AvailabilityRuleInput,
  type CreateNonProductBody,
  type CreatePropertyBody,
  type PropertyListItem,
  type SiteInput,
  type UpdateNonProductBody,
  type UpdatePropertyBody,
} from '../../../domain/schemas/property';
import type { AdminAction } from '../../../domain/schemas/audit';
import type { Db } from '../../db/client';
import { retrying } from '../../db/retrying';
import { recordAdminAction } from '../audit/audit.service';
import { ifMatchHolds, type IfMatch } from './etag';
import { getLocation } from './locations.service';
import * as repo from './property.repository';

type SignedIn = NonNullable<Viewer>;
type PropertyBody = CreatePropertyBody | UpdatePropertyBody;
/** A body with every field a save writes (an update's left-out ones filled from what is stored). */
type FullPropertyBody = CreatePropertyBody;

/** Tag groups a site may carry: its features and its type (self-contained or not). */
const SITE_TAG_GROUPS: readonly TagGroup[] = ['site_feature', 'site_type'];
/** Tag groups only a site may carry, never the property itself. */
const SITE_ONLY_TAG_GROUPS: readonly TagGroup[] = ['site_feature'];
const isKnownGroup = (group: string): group is TagGroup => (TAG_GROUPS as readonly string[]).includes(group);

/** Administrators put any stored image on any property, and set the property's own tags. */
const actsForAnyone = (viewer: SignedIn) => can(viewer, 'locations:manage-any');

/**
 * The owner rule of a save: a property the viewer may not reach answers as one that does not exist;
 * its owner without a valid payout account is told what to do about it.
 */
function assertMayManage(viewer: SignedIn, location: { ownerId: string | null }): void {
  if (canManageLocation(viewer, location)) return;
  if (ownsLocation(viewer, location)) throw new AppError('FORBIDDEN', 'property.needPayoutAccount');
  throw notFound('locations.notFound');
}

/**
 * Whether a change is an administrator's act on someone else's listing (or one nobody hosts), which
 * the audit trail records (decision 022); a host's or administrator's own property is not.
 */
const actsAsAdministrator = (viewer: SignedIn, location: { ownerId: string | null }) =>
  actsForAnyone(viewer) && !ownsLocation(viewer, location);

/** Records an administrator's act on a listing, in the transaction of the change. */
const recordLocationAction = (tx: Db, viewer: SignedIn, locationId: number, action: AdminAction) =>
  recordAdminAction(tx, { actorId: viewer.userId, action, targetLocationId: locationId });

/** Listings other than a host's property (freedom and commercial campsites) are administrators'. */
function assertTypeAllowed(viewer: SignedIn, type: string, current: string | null): void {
  if (type === 'property' || type === current || can(viewer, 'locations:create-non-product')) return;
  throw badRequest('property.typeNotAllowed', undefined, 'type');
}

/** POST /v1/locations: a new, listed property owned by the caller. */
export async function createProperty(
  db: Db,
  viewer: SignedIn,
  body: CreatePropertyBody,
): Promise<LocationDetail> {
  if (!canCreateProperty(viewer)) throw new AppError('FORBIDDEN', 'property.needPayoutAccount');
  assertTypeAllowed(viewer, body.type, null);
  const ownTagIds = actsForAnyone(viewer) ? unique(body.tags) : [];
  await checkTags(db, body, ownTagIds);
  const id = await db.transaction(async (tx) => {
    const photos = await resolveImages(tx, viewer, body.images, []);
    const locationId = await repo.insertLocation(tx, viewer.userId, propertyFields(body, ownTagIds));
    await repo.replaceImages(tx, locationId, photos);
    await saveSites(tx, locationId, [], body.propertyInformation.sites);
    await repo.refreshDerived(tx, locationId);
    // A campsite other than a property takes an administrator's permission: the trail keeps it.
    if (isNonProductType(body.type)) await recordLocationAction(tx, viewer, locationId, 'location.create');
    return locationId;
  });
  return getLocation(db, id, viewer);
}

/**
 * POST /v1/admin/locations: a commercial or freedom campsite (a non-product listing), listed at once.
 * Nobody hosts it (no owner), it has no sites, so nothing can be booked, and its photos are optional.
 */
export async function createNonProductListing(
  db: Db,
  viewer: SignedIn,
  body: CreateNonProductBody,
): Promise<LocationDetail> {
  const id = await db.transaction(async (tx) => {
    const photos = await resolveImages(tx, viewer, body.images, []);
    const locationId = await repo.insertLocation(tx, null, nonProductFields(body));
    await repo.replaceImages(tx, locationId, photos);
    await repo.refreshDerived(tx, locationId);
    await recordLocationAction(tx, viewer, locationId, 'location.create');
    return locationId;
  });
  return getLocation(db, id, viewer);
}

/**
 * PUT /v1/locations/{id}: the whole property as the form holds it (or as GET answered it), refused
 * when someone saved since the version it names: the body's `version` (409, the web's form) or the
 * `If-Match` header's (412, decision 033). With neither, the save is taken as it is. What the body
 * leaves out of the fields the spec's update does not carry keeps what is stored.
 */
export async function updateProperty(
  db: Db,
  viewer: SignedIn,
  id: number,
  body: UpdatePropertyBody,
  { ifMatch = null, now = new Date() }: { ifMatch?: IfMatch | null; now?: Date } = {},
): Promise<LocationDetail> {
  // What GET answered may be sent back whole: its `id` must be this property's.
  if (body.id !== undefined && body.id !== id) {
    throw badRequest('property.idMismatch', { bodyId: body.id, id }, 'id');
  }
  const found = await repo.findOwner(db, id);
  if (!found) throw notFound('locations.notFound');
  assertMayManage(viewer, found);
  await retrying(() =>
    db.transaction(async (tx) => {
      const location = await repo.lockLocation(tx, id);
      if (!location) throw notFound('locations.notFound');
      // The owner may have changed between the read above and the lock.
      assertMayManage(viewer, location);
      if (!ifMatchHolds(ifMatch, location.version)) {
        throw new AppError('PRECONDITION_FAILED', 'property.staleIfMatch', {
          expected: ifMatch && !ifMatch.any ? (ifMatch.versions[0] ?? ifMatch.sent) : '*',
          current: location.version,
        });
      }
      if (body.version !== undefined && location.version !== body.version) {
        throw new AppError('CONFLICT', 'property.staleEdit');
      }
      const type = body.type ?? location.type;
      assertTypeAllowed(viewer, type, location.type);
      // Only administrators set the property's own tags; a host's save keeps them as they are, and so
      // does an administrator's that sends none.
      const ownTagIds = actsForAnyone(viewer) && body.tags ? unique(body.tags) : location.ownTagIds;
      await checkTags(tx, body, ownTagIds);
      const photos = await resolveImages(tx, viewer, body.images, await repo.listImages(tx, id));
      const saved = await repo.lockSites(tx, id);
      const fields = propertyFields(
        {
          ...body,
          tags: ownTagIds,
          type: type as CreatePropertyBody['type'],
          // A type stored before the list it is checked against (an import's) is kept as it is.
          propertyType: (body.propertyType === undefined
            ? location.propertyType
            : body.propertyType) as CreatePropertyBody['propertyType'],
          cancellationPolicy: body.cancellationPolicy ?? storedPolicy(location.cancellationPolicy),
          // A client that does not know the field (the spec's) keeps what the host wrote.
          arrivalInstructions:
            body.arrivalInstructions === undefined ? location.arrivalInstructions : body.arrivalInstructions,
          // The host rules too (issue 27): a client that does not know them keeps them.
          stayRules: body.stayRules ?? location.stayRules,
          propertyInformation: {
            ...body.propertyInformation,
            noticePeriod: body.propertyInformation.noticePeriod ?? (location.noticePeriod as NoticePeriod),
          },
        },
        ownTagIds,
      );
      await repo.updateLocation(tx, id, fields, now);
      await repo.replaceImages(tx, id, photos);
      await saveSites(tx, id, saved, body.propertyInformation.sites);
      await repo.refreshDerived(tx, id);
      if (actsAsAdministrator(viewer, location))
        await recordLocationAction(tx, viewer, id, 'location.update');
    }),
  );
  return getLocation(db, id, viewer);
}

/**
 * PUT /v1/admin/locations/{id}: saves a non-product listing (a commercial or freedom campsite) with
 * the create form's fields, checked against the version it was read at. A hosted property answers
 * 409: its sites and rules belong to the property editor.
 */
export async function updateNonProductListing(
  db: Db,
  viewer: SignedIn,
  id: number,
  body: UpdateNonProductBody,
  now: Date = new Date(),
): Promise<LocationDetail> {
  await retrying(() =>
    db.transaction(async (tx) => {
      const location = await repo.lockLocation(tx, id);
      if (!location) throw notFound('locations.notFound');
      if (!isNonProductType(location.type)) throw new AppError('CONFLICT', 'adminLocations.notNonProduct');
      if (location.version !== body.version) throw new AppError('CONFLICT', 'property.staleEdit');
      const photos = await resolveImages(tx, viewer, body.images, await repo.listImages(tx, id));
      await repo.updateLocation(tx, id, { ...nonProductFields(body), ownTagIds: location.ownTagIds }, now);
      await repo.replaceImages(tx, id, photos);
      await repo.refreshDerived(tx, id);
      await recordLocationAction(tx, viewer, id, 'location.update');
    }),
  );
  return getLocation(db, id, viewer);
}

/** PUT /v1/locations/{id}/status: On needs a photo (spec section 4); Off is always allowed. */
export async function setPropertyStatus(
  db: Db,
  viewer: SignedIn,
  id: number,
  status: 'active' | 'inactive',
  now: Date = new Date(),
): Promise<{ id: number; status: 'active' | 'inactive' }> {
  const found = await repo.findOwner(db, id);
  if (!found) throw notFound('locations.notFound');
  assertMayManage(viewer, found);
  await db.transaction(async (tx) => {
    const location = await repo.lockLocation(tx, id);
    if (!location) throw notFound('locations.notFound');
    assertMayManage(viewer, location);
    if (status === 'active' && (await repo.countImages(tx, id)) === 0) {
      throw badRequest('property.listWithoutPhoto', undefined, 'status');
    }
    await repo.setStatus(tx, id, status, now);
    if (status !== location.status && actsAsAdministrator(viewer, location)) {
      await recordLocationAction(tx, viewer, id, status === 'active' ? 'location.list' : 'location.unlist');
    }
  });
  return { id, status };
}

/** GET /v1/users/{id}/properties: one's own, or anyone's for an administrator; newest first. */
export async function listUserProperties(
  db: Db,
  viewer: SignedIn,
  userId: string,
): Promise<{ items: PropertyListItem[] }> {
  if (!canReachUser(viewer, userId) || !(await repo.userExists(db, userId))) throw notFound('users.notFound');
  const rows = await repo.listOwnedProperties(db, userId);
  return { items: rows.map((r) => ({ ...r, status: r.status as PropertyListItem['status'] })) };
}

const storedPolicy = (policy: string): CancellationPolicy =>
  isCancellationPolicy(policy) ? policy : DEFAULT_CANCELLATION_POLICY;

const unique = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

function propertyFields(body: FullPropertyBody, ownTagIds: number[]): repo.PropertyFields {
  return {
    name: body.name,
    description: body.description,
    type: body.type,
    propertyType: body.propertyType,
    address: body.address.address,
    postcode: body.address.postcode,
    city: body.address.city,
    region: body.address.region ?? null,
    country: body.address.country,
    latitude: body.latitude,
    longitude: body.longitude,
    website: body.website || null,
    directions: body.directions || null,
    arrivalInstructions: body.arrivalInstructions || null,
    cancellationPolicy: body.cancellationPolicy,
    noticePeriod: body.propertyInformation.noticePeriod,
    stayRules: storedRules(body.stayRules ?? {}),
    ownTagIds,
  };
}

/** A non-product listing's columns: no property type, directions, notice or sites of its own. */
function nonProductFields(body: CreateNonProductBody): repo.PropertyFields {
  return {
    name: body.name,
    description: body.description,
    type: body.type,
    propertyType: null,
    address: body.address.address,
    postcode: body.address.postcode,
    city: body.address.city,
    region: body.address.region ?? null,
    country: body.address.country ?? ADDRESS_DEFAULTS.country,
    latitude: body.latitude,
    longitude: body.longitude,
    website: body.website || null,
    directions: null,
    arrivalInstructions: null,
    cancellationPolicy: DEFAULT_CANCELLATION_POLICY,
    noticePeriod: 0,
    stayRules: {},
    ownTagIds: [],
  };
}

/**
 * Every tag must exist; a site carries site features and its site type, the property itself
 * anything but a site feature. Each refusal names the field it is about.
 */
async function checkTags(db: Db, body: PropertyBody, ownTagIds: number[]): Promise<void> {
  const sites = body.propertyInformation.sites;
  const siteTagIds = sites.filter((s) => s.status !== 'deleted').flatMap((s) => s.tags);
  const groups = await repo.tagGroups(db, unique([...ownTagIds, ...siteTagIds]));
  const refuse = (
    ids: number[],
    allowed: (group: TagGroup) => boolean,
    wrongGroup: TagMessage,
    field: string,
  ) => {
    const unknown = ids.filter((id) => !groups.has(id));
    if (unknown.length) throw badRequest('locations.unknownTags', { ids: unknown.join(', ') }, field);
    const wrong = ids.filter((id) => {
      const group = groups.get(id)!;
      return !isKnownGroup(group) || !allowed(group);
    });
    if (wrong.length) throw badRequest(wrongGroup, { ids: wrong.join(', ') }, field);
  };
  refuse(ownTagIds, (g) => !SITE_ONLY_TAG_GROUPS.includes(g), 'property.siteFeaturesOnLocation', 'tags');
  for (const [index, site] of sites.entries()) {
    if (site.status === 'deleted') continue;
    refuse(
      site.tags,
      (g) => SITE_TAG_GROUPS.includes(g),
      'property.notSiteFeatures',
      `propertyInformation.sites.${index}.tags`,
    );
  }
}
type TagMessage = 'property.siteFeaturesOnLocation' | 'property.notSiteFeatures';

/**
 * The photos to store, in the order sent, each with its url from our own records (never the
 * client's): one already on the property stays, by the id GET gave it; a new one must be an upload
 * of the caller's (an administrator may use any stored image).
 */
async function resolveImages(
  db: Db,
  viewer: SignedIn,
  inputs: { id: string }[],
  current: { id: number; imageId: string | null; url: string }[],
): Promise<repo.PropertyImage[]> {
  const onProperty = new Map(current.map((c) => [c.imageId ?? String(c.id), c]));
  const wanted = [...new Set(inputs.map((i) => i.id))];
  const uploads = await repo.findUploads(
    db,
    wanted.filter((id) => !onProperty.has(id) && UUID.test(id)),
  );
  const byId = new Map(uploads.map((u) => [u.id, u]));
  const anyImage = actsForAnyone(viewer);
  return wanted.map((id) => {
    const kept = onProperty.get(id);
    if (kept) return { imageId: kept.imageId, url: kept.url };
    const upload = byId.get(id);
    if (!upload || (!anyImage && upload.ownerId !== viewer.userId)) {
      throw badRequest('property.unknownImages', undefined, 'images');
    }
    return { imageId: upload.id, url: upload.url };
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Writes the sites as the form sent them, in its order: an entry with an id updates that saved site
 * (status deleted removes it from the calendar; its rules stay stored), one without an id is a new
 * site (dropped when already marked deleted). A saved site the form did not send stays as it is.
 * Each site's rules are replaced by the list sent.
 */
async function saveSites(
  tx: Db,
  locationId: number,
  saved: { id: number; status: string }[],
  inputs: SiteInput[],
): Promise<void> {
  const savedIds = new Set(saved.map((s) => s.id));
  for (const [index, site] of inputs.entries()) {
    if (site.id !== undefined && !savedIds.has(site.id)) {
      throw badRequest('property.unknownSite', { id: site.id }, `propertyInformation.sites.${index}.id`);
    }
  }
  for (const [position, site] of inputs.entries()) {
    if (site.status === 'deleted') {
      if (site.id !== undefined) await repo.updateSite(tx, site.id, { status: 'deleted' });
      continue;
    }
    const fields: repo.SiteFields = {
      name: site.name,
      spaces: site.spaces,
      price: site.price,
      tagIds: unique(site.tags),
      directions: site.directions || null,
      status: 'active',
      bookingMode: site.bookingMode,
      // None: a new site inherits every rule, a saved one keeps its overrides (a client that does not
      // know them).
      stayRules: site.stayRules === undefined ? undefined : storedRules(site.stayRules),
      position,
    };
    const siteId = site.id ?? (await repo.insertSite(tx, locationId, fields));
    if (site.id !== undefined) await repo.updateSite(tx, siteId, fields);
    await repo.replaceRules(tx, siteId, site.availabilityRules.map(toRule));
  }
}

/** Host rules as stored (decision 041): only the rules set, so a null (inherit) is left out. */
function storedRules<T extends object>(rules: T): T {
  return Object.fromEntries(Object.entries(rules).filter(([, v]) => v !== null && v !== undefined)) as T;
}

/** A rule as stored: a Custom rule keeps no dates and a Date Range no days or months. */
function toRule(rule: AvailabilityRuleInput): AvailabilityRule {
  const custom = rule.type === 'Custom';
  return {
    type: rule.type,
    dates: custom ? null : (rule.dates ?? null),
    days: custom ? (rule.days ?? null) : null,
    months: custom ? (rule.months ?? null) : null,
    price: rule.price ?? null,
    spaces: rule.spaces,
    description: rule.description || null,
  };
}

// ---- Personal data (issue 31, decision 058) ----

/** The properties the person hosts, with their sites. */
export const exportProperties = (db: Db, ownerId: string) => repo.personalProperties(db, ownerId);

/** Deletion, in the caller's transaction: the person's listings leave search. */
export const unlistPropertiesOf = (tx: Db, ownerId: string) => repo.unlistPropertiesOf(tx, ownerId);
