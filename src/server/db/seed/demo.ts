// Demo data for a fresh install: accounts to sign in with (guest, host, administrators, an affiliate),
// about sixty listings over both islands, bookings (some referred by the affiliate), reviews, campaign
// codes and the content pages. Deterministic: a seeded PRNG drives every choice, and dates are
// relative to today in Pacific/Auckland.

import { CANCELLATION_POLICIES } from '../../../domain/cancellation';
import { availabilityRuleRow } from '../../modules/locations/availability-rules';
import fs from 'node:fs';
import path from 'node:path';
import { hashPassword } from 'better-auth/crypto';
import { count, eq } from 'drizzle-orm';
import { siteOffer, type AvailabilityRule } from '../../../domain/availability';
import {
  DEFAULT_SITE_TYPE,
  MAX_NIGHTLY_PRICE_CENTS,
  MIN_NIGHTLY_PRICE_CENTS,
  PROPERTY_TYPES,
  SITE_FEATURE_PREFIX,
  SITE_FEATURES,
  type LocationType,
  type PropertyType,
} from '../../../domain/constants';
import {
  addDays,
  daysBetween,
  todayInAuckland,
  type IsoDate,
  type Month,
  type Weekday,
} from '../../../domain/dates';
import { contentBlockSchema, type ContentBlock } from '../../../domain/schemas/content';
import { DEFAULT_PLATFORM_FEE_PERCENT, platformFeeCents } from '../../../domain/fees';
import { DEFAULT_TAX_RATES, feeWithinCharge, stayTax } from '../../../domain/gst';
import type { Db } from '../client';
import { insertSiteContent } from './site-content';
import {
  accounts,
  availabilityRules,
  bookings,
  campaigns,
  collectionPages,
  contentPages,
  images,
  locationImages,
  localConnectedAccounts,
  locations,
  payments,
  reviews,
  sites,
  users,
  widgets,
} from '../schema';
import {
  DIRECTIONS,
  REVIEW_COMMENTS,
  ROAD_KINDS,
  ROAD_NAMES,
  SITE_DIRECTIONS,
  SITE_NAMES,
  propertyDescription,
  propertyName,
} from './demo-text';
import { mainlandPlaces, nearCoast, pointNear, postcodeFor, type Island, type Place } from './geo';
import { createRandom, type Random } from './random';
import { landscapeSvg } from './svg';
import { faqWifiPages } from './faq-wifi';
import {
  COLLECTIONS,
  SITE_TYPES,
  collectionLabel,
  ensureTags,
  tagIdByLabel,
  type CollectionSlug,
  type TagRow,
} from './tags';
import { seedDemoMessages } from './demo-messages';
import { seedDemoRules } from './demo-rules';
import { seedDemoVehicles } from './demo-vehicles';
import { seedDemoCalendarSync } from './demo-calendar-sync';
import { demoReviewStays, seedDemoReviews } from './demo-reviews';

export const DEMO_PASSWORD = 'stopover-demo';
export const DEMO_EMAILS = {
  guest: 'guest@stopover.test',
  host: 'host@stopover.test',
  admin: 'admin@stopover.test',
  /** addpropertiesonly_administrator: the admin area's Locations and Create Non-Product listing only. */
  lister: 'lister@stopover.test',
  /** An affiliate with a referral code, a payout account and referred nights still to be paid. */
  affiliate: 'partner@stopover.test',
} as const;

/** The demo affiliate's user id and referral code (their link: /?affiliate=KIWICAMPERS). */
const DEMO_AFFILIATE_ID = 'demo-affiliate';
const DEMO_REFERRAL_CODE = 'KIWICAMPERS';
/** The other guests whose demo stays the affiliate referred (their profiles carry the code). */
const REFERRED_REVIEWERS = ['demo-reviewer-2', 'demo-reviewer-3'];

const SEED = 20_240_601;
const PROPERTY_COUNT = 62;
const NORTH_ISLAND_SHARE = 0.6;
const DEMO_HOST_PROPERTIES = 4;

type UserInsert = typeof users.$inferInsert;
type LocationInsert = typeof locations.$inferInsert;

type SitePlan = {
  name: string;
  spaces: number;
  price: number;
  tagIds: number[];
  directions: string | null;
  rules: AvailabilityRule[];
};

type PropertyPlan = {
  location: Omit<LocationInsert, 'price' | 'tagIds' | 'ownTagIds' | 'image' | 'rating' | 'reviewCount'>;
  ownTagIds: number[];
  sites: SitePlan[];
  imageNames: string[];
  reviews: { userId: string; rating: number; comment: string; createdAt: Date }[];
};

type Stay = {
  guestId: string;
  property: number;
  site: number;
  firstNight: IsoDate;
  nights: number;
  /** The affiliate credited with the stay's nights (bookings.referrer_id); moves no money by itself. */
  referrerId?: string;
  /**
   * A past stay of the demo host's season (decision 050): left out when no site is free, and priced
   * as a stay booked today is (the platform fee, GST and the flat-rate credit on the payment).
   */
  season?: boolean;
};

/** True when the database holds no listing yet: the only state the demo seed is meant for. */
export async function isEmptyDatabase(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(locations);
  return (row?.n ?? 0) === 0;
}

/** Fills an empty, migrated database with the demo data. */
export async function seedDemo(db: Db, options: { uploadsDir: string; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  const today = todayInAuckland(now);
  // One hash for every demo account: scrypt is slow on purpose, and the password is the same.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const imageDir = path.join(options.uploadsDir, 'demo');
  fs.mkdirSync(imageDir, { recursive: true });

  await db.transaction(async (tx) => {
    const random = createRandom(SEED);
    const tagRows = await ensureTags(tx);
    const userRows = demoUsers(random);
    await tx
      .insert(users)
      .values(userRows.map((u) => ({ ...u, emailVerified: true, createdAt: now, updatedAt: now })));
    // Better Auth's email/password provider keeps the hash in a 'credential' account row.
    await tx.insert(accounts).values(
      userRows.map((u) => ({
        id: `${u.id}-credential`,
        userId: u.id,
        accountId: u.id,
        providerId: 'credential',
        password: passwordHash,
      })),
    );
    // Demo hosts (and the demo affiliate) are paid through verified accounts of the local payments
    // provider (the embedded default), so their transactions, balance and requirements answer from the
    // first start, and an administrator can pay the affiliate's referred nights.
    const hostRows = userRows.filter((u) => u.connectedAccountId);
    await tx.insert(localConnectedAccounts).values(
      hostRows.map((u) => ({
        id: u.connectedAccountId!,
        userId: u.id,
        email: u.email,
        bankName: u.bankName ?? null,
        bankLast4: '8900',
        routingNumber: '010902',
        verification: 'verified',
        lastPayoutDate: today,
        createdAt: now,
        updatedAt: now,
      })),
    );

    const hostIds = userRows.filter((u) => u.id.startsWith('demo-host-')).map((u) => u.id);
    const guestIds = userRows.filter((u) => u.id.startsWith('demo-reviewer')).map((u) => u.id);
    const plans = [
      ...planProperties(random, tagRows, hostIds, guestIds, today, now),
      unphotographedDemoProperty(tagRows, now),
    ];

    const writeSvg = (name: string, svg: string) => {
      fs.writeFileSync(path.join(imageDir, `${name}.svg`), svg);
      return `/uploads/demo/${name}.svg`;
    };
    for (const plan of plans) {
      for (const name of plan.imageNames) {
        writeSvg(
          name,
          landscapeSvg(random, {
            width: 1200,
            height: 800,
            subject: random.pick(['motorhome', 'motorhome', 'tent', 'none'] as const),
          }),
        );
      }
    }

    const insertedLocations = await tx
      .insert(locations)
      .values(
        plans.map((plan): LocationInsert => {
          const sitePrices = plan.sites.map((s) => s.price);
          const tagIds = new Set([...plan.ownTagIds, ...plan.sites.flatMap((s) => s.tagIds)]);
          const ratings = plan.reviews.map((r) => r.rating);
          return {
            ...plan.location,
            price: Math.min(...sitePrices),
            tagIds: [...tagIds].sort((a, b) => a - b),
            ownTagIds: [...new Set(plan.ownTagIds)].sort((a, b) => a - b),
            image: plan.imageNames.length ? `/uploads/demo/${plan.imageNames[0]}.svg` : null,
            rating: ratings.length
              ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10
              : null,
            reviewCount: ratings.length,
            createdAt: now,
            updatedAt: now,
          };
        }),
      )
      .returning({ id: locations.id });
    // Serial ids follow the VALUES order; RETURNING's own order is not promised, so sort.
    const locationIds = insertedLocations.map((l) => l.id).sort((a, b) => a - b);
    await insertArrivalInstructions(tx, plans, locationIds);

    const siteRows = plans.flatMap((plan, i) =>
      plan.sites.map((site, position) => ({
        locationId: locationIds[i]!,
        name: site.name,
        spaces: site.spaces,
        price: site.price,
        tagIds: site.tagIds,
        directions: site.directions,
        status: 'active',
        position,
        createdAt: now,
      })),
    );
    const insertedSites = await tx.insert(sites).values(siteRows).returning({ id: sites.id });
    const siteIdList = insertedSites.map((s) => s.id).sort((a, b) => a - b);
    // siteIds[property][position]
    const siteIds: number[][] = [];
    let next = 0;
    for (const plan of plans) siteIds.push(plan.sites.map(() => siteIdList[next++]!));

    const ruleRows = plans.flatMap((plan, i) =>
      plan.sites.flatMap((site, s) =>
        site.rules.map((rule, position) => availabilityRuleRow(siteIds[i]![s]!, rule, position)),
      ),
    );
    if (ruleRows.length) await tx.insert(availabilityRules).values(ruleRows);

    const imageRows = plans.flatMap((plan, i) =>
      plan.imageNames.map((name, position) => ({
        id: random.uuid(),
        ownerId: plan.location.ownerId ?? null,
        storageKey: `demo/${name}.svg`,
        url: `/uploads/demo/${name}.svg`,
        contentType: 'image/svg+xml',
        width: 1200,
        height: 800,
        createdAt: now,
        locationId: locationIds[i]!,
        position,
      })),
    );
    if (imageRows.length) {
      await tx.insert(images).values(imageRows.map(({ locationId: _l, position: _p, ...image }) => image));
      await tx.insert(locationImages).values(
        imageRows.map((image) => ({
          locationId: image.locationId,
          imageId: image.id,
          url: image.url,
          position: image.position,
        })),
      );
    }

    const reviewRows = plans.flatMap((plan, i) =>
      plan.reviews.map((r) => ({ ...r, locationId: locationIds[i]! })),
    );
    if (reviewRows.length) await tx.insert(reviews).values(reviewRows);

    // Which site and night each stay took, shared with the season's stays below.
    const taken = new Map<string, number>();
    await insertStays(tx, random, plans, locationIds, siteIds, demoStays(today, plans), today, now, taken);
    // Reviews both ways and a no-show (issue 27), on stays of their own booked just above.
    await seedDemoReviews(tx, today, plans, locationIds, now);

    await insertContent(tx, random, tagRows, writeSvg);

    // After the content: a Tour Discount names a collection page. The Site Discount is on the demo
    // host's first property's first site.
    const hostProperty = plans.findIndex((p) => p.location.ownerId === 'demo-host');
    await insertCampaigns(tx, {
      today,
      now,
      site: { locationId: locationIds[hostProperty]!, siteId: siteIds[hostProperty]![0]! },
      collectionSlug: COLLECTIONS[0].slug,
    });

    // Conversations (issue 26), after the stays they may be about.
    await seedDemoMessages(tx, now);

    // Host rules (issue 27), after the stays: the demo's rules close no night it booked.
    await seedDemoRules(tx);
    // Vehicles and certificates (issue 27), after the stays one of them was booked with.
    await seedDemoVehicles(tx, now, today, writeSvg);
    // Calendar sync (issue 28): the demo host's last property syncs an Airbnb calendar.
    const lastHostProperty = plans.reduce(
      (last, p, i) => (p.location.ownerId === 'demo-host' ? i : last),
      -1,
    );
    await seedDemoCalendarSync(tx, siteIds[lastHostProperty]![0]!, now, today);
    // The demo host's past season (issue 28, decision 050), last and from a stream of its own, so
    // nothing drawn above changes: months of earnings on /hosting/earnings.
    await insertStays(
      tx,
      createRandom(SEED + 50),
      plans,
      locationIds,
      siteIds,
      demoSeasonStays(today, plans),
      today,
      now,
      taken,
    );
  });
}

/** Guests of the demo host's past season: reviewers no journey and no review of the seed uses. */
const SEASON_GUESTS = ['demo-reviewer-4', 'demo-reviewer-5', 'demo-reviewer-6', 'demo-reviewer-7'];

/**
 * The demo host's last ten months: three stays a month at their listed properties, each ending at
 * least six weeks before today (so none waits for a review), of one to three nights.
 */
export function demoSeasonStays(today: IsoDate, plans: PropertyPlan[]): Stay[] {
  const listed = plans
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => p.location.ownerId === 'demo-host' && p.location.status === 'active')
    .map(({ i }) => i);
  const stays: Stay[] = [];
  for (let month = 1; month <= 9; month++) {
    for (let k = 0; k < 3; k++) {
      const n = (month - 1) * 3 + k;
      const property = listed[n % listed.length]!;
      const nights = 1 + ((month + k) % 3);
      const firstNight = addDays(today, -(month * 30) - 32 + k * 8);
      stays.push({
        guestId: SEASON_GUESTS[n % SEASON_GUESTS.length]!,
        property,
        site: n % plans[property]!.sites.length,
        firstNight,
        nights,
        season: true,
      });
    }
  }
  return stays;
}

function demoUsers(random: Random): UserInsert[] {
  const person = (
    id: string,
    email: string,
    firstName: string,
    lastName: string,
    extra: Partial<UserInsert> = {},
  ): UserInsert => ({
    id,
    email,
    name: `${firstName} ${lastName}`,
    firstName,
    lastName,
    phone: `+64 2${random.int(1, 2)} ${random.int(100, 999)} ${random.int(1000, 9999)}`,
    ...extra,
  });
  const emailFor = (first: string, last: string) =>
    `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + '@stopover.test';
  const hosts: [string, string][] = [
    ['Aroha', 'Ngata'],
    ['Ben', 'Thompson'],
    ['Mere', 'Walker'],
    ['Tom', 'Wilson'],
    ['Priya', 'Singh'],
    ['Liam', "O'Connor"],
    ['Sione', 'Tupou'],
    ['Emma', 'Clarke'],
  ];
  const reviewers: [string, string][] = [
    ['Olivia', 'Brown'],
    ['Jack', 'Taylor'],
    ['Ana', 'Fifita'],
    ['Noah', 'Smith'],
    ['Isla', 'Campbell'],
    ['Wiremu', 'Parata'],
    ['Chloe', 'Martin'],
    ['Hamish', 'Stewart'],
    ['Mei', 'Chen'],
    ['Lukas', 'Becker'],
  ];
  const banks = ['ANZ', 'ASB', 'BNZ', 'Westpac', 'Kiwibank'];
  return [
    person('demo-guest', DEMO_EMAILS.guest, 'Gina', 'Guest'),
    person('demo-host', DEMO_EMAILS.host, 'Harry', 'Host', {
      accountValid: true,
      bankName: 'ANZ',
      connectedAccountId: 'acct_demo_host',
    }),
    person('demo-admin', DEMO_EMAILS.admin, 'Ada', 'Admin', { roles: ['system_admin'] }),
    ...hosts.map(([first, last], i) =>
      person(`demo-host-${i + 1}`, emailFor(first, last), first, last, {
        accountValid: true,
        bankName: random.pick(banks),
        connectedAccountId: `acct_demo_host_${i + 1}`,
      }),
    ),
    ...reviewers.map(([first, last], i) => {
      const id = `demo-reviewer-${i + 1}`;
      const referred = REFERRED_REVIEWERS.includes(id) ? { referrer: DEMO_REFERRAL_CODE } : {};
      return person(id, emailFor(first, last), first, last, referred);
    }),
    // Written out rather than through person(), whose phone draws from the random stream: every
    // other demo value stays as it was.
    {
      id: 'demo-lister',
      email: DEMO_EMAILS.lister,
      name: 'Lee Lister',
      firstName: 'Lee',
      lastName: 'Lister',
      phone: '+64 21 555 0199',
      roles: ['addpropertiesonly_administrator'],
    },
    // The affiliate, written out for the same reason: a campervan-hire partner whose customers book
    // through their link, with a payout account so an administrator can pay them.
    {
      id: DEMO_AFFILIATE_ID,
      email: DEMO_EMAILS.affiliate,
      name: 'Ana Rangi',
      firstName: 'Ana',
      lastName: 'Rangi',
      phone: '+64 21 555 0142',
      isReferrer: true,
      referralCode: DEMO_REFERRAL_CODE,
      referralFeePercentage: '10',
      accountValid: true,
      bankName: 'Kiwibank',
      connectedAccountId: 'acct_demo_affiliate',
    },
  ];
}

const distanceKm = (a: Place, b: Place) =>
  Math.hypot(
    (a.latitude - b.latitude) * 111.32,
    (a.longitude - b.longitude) * 111.32 * Math.cos((a.latitude * Math.PI) / 180),
  );

/**
 * Towns for the listings: places with few neighbours (the gazetteer lists every suburb of the cities,
 * and a vineyard in Khandallah reads wrong), round-robin over the island's regions so no region
 * takes them all.
 */
function pickTowns(random: Random, island: Island, wanted: number): Place[] {
  const onIsland = mainlandPlaces.filter((p) => p.island === island);
  const countryTowns = onIsland.filter(
    (p) => onIsland.filter((q) => q !== p && distanceKm(p, q) < 6).length < 3,
  );
  if (countryTowns.length < wanted)
    throw new Error(`Only ${countryTowns.length} country towns on the ${island} island`);
  const byRegion = new Map<string, Place[]>();
  for (const place of countryTowns)
    byRegion.set(place.region, [...(byRegion.get(place.region) ?? []), place]);
  const queues = random
    .shuffle([...byRegion.keys()].sort())
    .map((region) => random.shuffle(byRegion.get(region)!));
  const towns: Place[] = [];
  while (towns.length < wanted) {
    for (const queue of queues) {
      const town = queue.shift();
      if (town && towns.length < wanted) towns.push(town);
    }
  }
  return towns;
}

/** How many of each property type: every type at least twice, farms and vineyards most. */
const TYPE_COUNTS: Record<PropertyType, number> = {
  'Private residence': 7,
  Farm: 10,
  'Rural home': 6,
  Vineyard: 8,
  Resort: 2,
  'Hotel/Pub': 4,
  'Surf Club': 3,
  'Golf Club': 3,
  'Rugby Club': 3,
  'Cultural site': 2,
  Restaurant: 3,
  Lodge: 5,
  RSA: 3,
  'Other business': 3,
};

const CLUB_TYPES: PropertyType[] = ['Surf Club', 'Golf Club', 'Rugby Club', 'RSA', 'Hotel/Pub'];

function siteNamePool(type: PropertyType, coastal: boolean): string[] {
  if (coastal) return SITE_NAMES.coastal;
  if (type === 'Farm' || type === 'Rural home') return SITE_NAMES.farm;
  if (type === 'Vineyard') return SITE_NAMES.vineyard;
  if (CLUB_TYPES.includes(type)) return SITE_NAMES.club;
  if (type === 'Private residence' || type === 'Lodge') return SITE_NAMES.home;
  return SITE_NAMES.business;
}

function planProperties(
  random: Random,
  tagRows: TagRow[],
  hostIds: string[],
  reviewerIds: string[],
  today: IsoDate,
  now: Date,
): PropertyPlan[] {
  const northCount = Math.round(PROPERTY_COUNT * NORTH_ISLAND_SHARE);
  const north = pickTowns(random, 'north', northCount);
  const south = pickTowns(random, 'south', PROPERTY_COUNT - northCount);
  // Interleave so both islands run through the list.
  const towns: Place[] = [];
  while (north.length || south.length) {
    if (north.length) towns.push(north.shift()!);
    if (north.length) towns.push(north.shift()!);
    if (south.length) towns.push(south.shift()!);
  }

  const types = random.shuffle(PROPERTY_TYPES.flatMap((t) => Array<PropertyType>(TYPE_COUNTS[t]).fill(t)));
  if (types.length !== PROPERTY_COUNT) throw new Error('TYPE_COUNTS must add up to PROPERTY_COUNT');

  // Which listings are special, decided up front so the rest can be random.
  const firstIndexOf = (type: PropertyType, from = DEMO_HOST_PROPERTIES) =>
    types.findIndex((t, i) => i >= from && t === type);
  const listingType = new Map<number, LocationType>([
    [firstIndexOf('Other business'), 'freedom_campsite'],
    [
      types.findIndex((t, i) => i > firstIndexOf('Other business') && t === 'Other business'),
      'freedom_campsite',
    ],
    [firstIndexOf('Resort'), 'commercial_campsite'],
    [firstIndexOf('Lodge'), 'commercial_campsite'],
    [firstIndexOf('Cultural site'), 'other'],
  ]);
  for (const type of ['Other business', 'Resort', 'Lodge', 'Cultural site'] as const) {
    if (firstIndexOf(type) < 0) throw new Error(`The shuffle left no ${type} after the demo host's listings`);
  }
  const cheapest = firstIndexOf('Other business');
  const dearest = firstIndexOf('Resort');
  const protectedIndexes = new Set([...listingType.keys(), cheapest, dearest]);
  const candidates = types
    .map((_, i) => i)
    .filter((i) => i >= DEMO_HOST_PROPERTIES && !protectedIndexes.has(i));
  // About 10% unlisted: one of the demo host's (so the On/Off switch has something to show) and five others,
  // two of which never got a photo.
  const inactive = [DEMO_HOST_PROPERTIES - 1, ...random.sample(candidates, 5)];
  const withoutImages = new Set(inactive.slice(1, 3));
  const inactiveSet = new Set(inactive);
  // Surf clubs and seaside listings need a town by the sea: swap towns with inland listings.
  const seaside = towns.map((t) => nearCoast(t, 5));
  const coastal = new Set(
    random.sample(
      candidates.filter((i) => ['Private residence', 'Rural home', 'Lodge'].includes(types[i]!)),
      6,
    ),
  );
  for (const i of types.flatMap((t, k) => (t === 'Surf Club' || coastal.has(k) ? [k] : []))) {
    if (seaside[i]) continue;
    const j = towns.findIndex(
      (t, k) => seaside[k] && types[k] !== 'Surf Club' && !coastal.has(k) && k >= DEMO_HOST_PROPERTIES,
    );
    if (j < 0) break;
    [towns[i], towns[j]] = [towns[j]!, towns[i]!];
    [seaside[i], seaside[j]] = [seaside[j]!, seaside[i]!];
  }

  const featureIds = SITE_FEATURES.map((f) => tagIdByLabel(tagRows, `${SITE_FEATURE_PREFIX}${f}`));
  const nonSelfContainedId = tagIdByLabel(tagRows, `${SITE_FEATURE_PREFIX}non_self_contained`);
  const siteTypeIds = new Map(SITE_TYPES.map((t) => [t.label as string, tagIdByLabel(tagRows, t.label)]));
  const collectionId = (slug: CollectionSlug) => tagIdByLabel(tagRows, collectionLabel(slug));
  const featuredId = tagIdByLabel(tagRows, 'others:featured');
  const newListingId = tagIdByLabel(tagRows, 'others:new_listing');

  const usedNames = new Set<string>();
  let imageCounter = 0;
  return types.map((type, i): PropertyPlan => {
    const town = towns[i]!;
    const isCoastal = coastal.has(i) || type === 'Surf Club';
    const point = pointNear(random, town, 5, 1);
    let name = propertyName(random, type, { coastal: isCoastal, town: town.name });
    for (let attempt = 0; usedNames.has(name) && attempt < 10; attempt++) {
      name = propertyName(random, type, { coastal: isCoastal, town: town.name });
    }
    if (usedNames.has(name)) name = `${name} ${town.name}`;
    usedNames.add(name);

    const ownTagIds: number[] = [];
    if (type === 'Vineyard') ownTagIds.push(collectionId('vineyards'));
    else if (type === 'Farm' || (type === 'Rural home' && random.chance(0.5)))
      ownTagIds.push(collectionId('farms'));
    else if (isCoastal) ownTagIds.push(collectionId('coastal'));
    else if (CLUB_TYPES.includes(type)) ownTagIds.push(collectionId('clubs'));
    if (random.chance(0.1)) ownTagIds.push(featuredId);
    if (random.chance(0.1)) ownTagIds.push(newListingId);

    const kind = listingType.get(i) ?? 'property';
    const sites = planSites(random, {
      type,
      kind,
      coastal: isCoastal,
      featureIds,
      nonSelfContainedId,
      siteTypeIds,
      today,
      // The demo host's first two listings carry the demo bookings; keep their rules off the booked sites.
      bookable: i < 2,
      // Room for a second stay beside the one-space site below.
      minSites: i === 0 ? 2 : 1,
    });
    if (i === 0) {
      // A one-space site the demo bookings fill completely for two nights (the calendar's 'booked').
      sites[0] = { ...sites[0]!, name: 'Quiet corner', spaces: 1, rules: [] };
    }
    if (i === cheapest) sites[0] = { ...sites[0]!, price: MIN_NIGHTLY_PRICE_CENTS, rules: [] };
    if (i === dearest) {
      sites.push({
        name: 'Exclusive use of the whole estate',
        spaces: 12,
        price: MAX_NIGHTLY_PRICE_CENTS,
        tagIds: [
          siteTypeIds.get('large_vehicle')!,
          ...random.sample(featureIds, 5).filter((id) => id !== nonSelfContainedId),
        ],
        directions: null,
        rules: [],
      });
      if (sites.length > 4) sites.splice(0, 1);
    }

    const owner = i < DEMO_HOST_PROPERTIES ? 'demo-host' : hostIds[i % hostIds.length]!;
    const imageNames = withoutImages.has(i)
      ? []
      : Array.from({ length: random.int(2, 4) }, () => `location-${String(++imageCounter).padStart(3, '0')}`);
    const status = inactiveSet.has(i) ? 'inactive' : 'active';
    const reviewCount =
      status === 'active'
        ? random.weighted([
            [0, 2],
            [1, 2],
            [2, 3],
            [3, 3],
            [4, 2],
            [5, 1],
            [6, 1],
          ] as const)
        : 0;

    return {
      location: {
        ownerId: owner,
        name,
        description: propertyDescription(random, type, town.name),
        type: kind,
        propertyType: type,
        status,
        region: town.region,
        address: `${random.int(1, 999)} ${random.pick(ROAD_NAMES)} ${random.pick(ROAD_KINDS)}, ${town.name}`,
        city: town.name,
        postcode: postcodeFor(random, town.region),
        country: 'nz',
        latitude: point.latitude,
        longitude: point.longitude,
        website: random.chance(0.3)
          ? `https://example.com/stays/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
          : null,
        directions: random.chance(0.4) ? random.pick(DIRECTIONS) : null,
        noticePeriod: random.chance(0.25) ? 1 : 0,
        // From the name, not the random stream, so every other demo value stays as it was.
        cancellationPolicy: CANCELLATION_POLICIES[name.length % CANCELLATION_POLICIES.length]!,
        createdAt: now,
        updatedAt: now,
      },
      ownTagIds,
      sites,
      imageNames,
      reviews: random.sample(reviewerIds, reviewCount).map((userId) => {
        const rating = random.weighted([
          [5, 40],
          [4, 38],
          [3, 14],
          [2, 6],
          [1, 2],
        ] as const);
        return {
          userId,
          rating,
          comment: random.pick(REVIEW_COMMENTS[rating]),
          createdAt: new Date(now.getTime() - random.int(3, 400) * 86_400_000),
        };
      }),
    };
  });
}

/**
 * One more of the demo host's properties, written by hand rather than drawn from the random stream (so
 * every other demo value stays as it was) and last in the list (so every other id does too): started
 * but never given a photo, so it is unlisted, and My Properties' On switch shows the spec's warning
 * on it (spec section 4).
 */
function unphotographedDemoProperty(tagRows: TagRow[], now: Date): PropertyPlan {
  const feature = (name: string) => tagIdByLabel(tagRows, `${SITE_FEATURE_PREFIX}${name}`);
  const name = 'Woolshed Paddock, Martinborough';
  return {
    location: {
      ownerId: 'demo-host',
      name,
      description:
        'A flat, sheltered paddock beside our old woolshed, ten minutes from the Martinborough vineyards. Room for three self-contained vehicles, with water from the tank and a bin for rubbish.',
      type: 'property',
      propertyType: 'Farm',
      status: 'inactive',
      region: 'Wellington',
      address: '41 Dry River Road, Martinborough',
      city: 'Martinborough',
      postcode: '5711',
      country: 'nz',
      latitude: -41.2151,
      longitude: 175.4649,
      website: null,
      directions: 'Through the second gate past the woolshed; keep to the fence line.',
      noticePeriod: 1,
      cancellationPolicy: CANCELLATION_POLICIES[name.length % CANCELLATION_POLICIES.length]!,
      createdAt: now,
      updatedAt: now,
    },
    ownTagIds: [tagIdByLabel(tagRows, collectionLabel('farms'))],
    sites: [
      {
        name: 'Woolshed paddock',
        spaces: 3,
        price: 2500,
        tagIds: [tagIdByLabel(tagRows, DEFAULT_SITE_TYPE), feature('water'), feature('bins')].sort(
          (a, b) => a - b,
        ),
        directions: null,
        rules: [],
      },
    ],
    imageNames: [],
    reviews: [],
  };
}

type SiteContext = {
  type: PropertyType;
  kind: LocationType;
  coastal: boolean;
  featureIds: number[];
  nonSelfContainedId: number;
  siteTypeIds: Map<string, number>;
  today: IsoDate;
  bookable: boolean;
  minSites: number;
};

function planSites(random: Random, ctx: SiteContext): SitePlan[] {
  const big = ctx.kind !== 'property' || CLUB_TYPES.includes(ctx.type);
  const premium = ctx.type === 'Resort' || ctx.type === 'Lodge';
  const howMany = Math.max(
    ctx.minSites,
    random.weighted([
      [1, 30],
      [2, 35],
      [3, 20],
      [4, 15],
    ] as const),
  );
  const names = random.shuffle(siteNamePool(ctx.type, ctx.coastal));
  return Array.from({ length: howMany }, (_, position): SitePlan => {
    const name = random.chance(0.35) || !names[position] ? `Site ${position + 1}` : names[position]!;
    const spaces =
      big && random.chance(0.5)
        ? random.int(10, 40)
        : random.weighted([
            [1, 25],
            [2, 30],
            [3, 15],
            [4, 15],
            [5, 8],
            [6, 7],
          ] as const);
    const price = premium
      ? random.int(8, 18) * 500
      : random.chance(0.06)
        ? random.int(10, 30) * 500
        : random.weighted([
            [1500, 10],
            [2000, 25],
            [2500, 20],
            [3000, 20],
            [3500, 10],
            [4000, 10],
            [4500, 5],
          ] as const);
    const siteType = random.weighted([
      [DEFAULT_SITE_TYPE, 50],
      ['campervan', 20],
      ['caravan', 10],
      ['tent', 10],
      ['large_vehicle', 10],
    ] as const);
    let features = random.sample(ctx.featureIds, random.int(1, 6));
    // A self-contained-only site cannot also welcome vehicles without a toilet, and a tent site must.
    if (siteType === DEFAULT_SITE_TYPE) features = features.filter((id) => id !== ctx.nonSelfContainedId);
    if (siteType === 'tent' && !features.includes(ctx.nonSelfContainedId))
      features.push(ctx.nonSelfContainedId);
    const site: SitePlan = {
      name,
      spaces,
      price,
      tagIds: [...features, ctx.siteTypeIds.get(siteType)!].sort((a, b) => a - b),
      directions: random.chance(0.25) ? random.pick(SITE_DIRECTIONS) : null,
      rules: [],
    };
    if (!(ctx.bookable && position === 0) && random.chance(0.45))
      site.rules = planRules(random, site, ctx.today);
    return site;
  });
}

const ALL_DAYS: Weekday[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** YYYY-MM-01 of the month `offset` months after the one `date` is in. */
function firstOfMonth(date: IsoDate, offset: number): IsoDate {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + offset, 1));
  return d.toISOString().slice(0, 10);
}

/** One or two availability rules of the kinds hosts actually set. */
function planRules(
  random: Random,
  site: Pick<SitePlan, 'price' | 'spaces'>,
  today: IsoDate,
): AvailabilityRule[] {
  const bump = (cents: number) => Math.min(MAX_NIGHTLY_PRICE_CENTS, site.price + cents);
  const makers: (() => AvailabilityRule)[] = [
    () => ({
      type: 'Custom',
      days: ['Friday', 'Saturday'],
      months: ['December', 'January', 'February'],
      price: bump(random.int(1, 3) * 500),
      spaces: site.spaces,
      description: 'Summer weekend rate',
    }),
    () => ({
      type: 'Custom',
      days: ALL_DAYS,
      months: random.pick<Month[]>([
        ['June', 'July', 'August'],
        ['May', 'June', 'July', 'August', 'September'],
      ]),
      price: site.price,
      spaces: 0,
      description: 'Closed for winter',
    }),
    () => ({
      type: 'Custom',
      days: ['Monday', 'Tuesday'],
      months: ['March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November'],
      price: site.price,
      spaces: 0,
      description: 'Closed early in the week outside summer',
    }),
    () => {
      const from = addDays(firstOfMonth(today, 1), random.int(3, 15));
      return {
        type: 'Date Range',
        dates: { from, to: addDays(from, 6) },
        price: site.price,
        spaces: 0,
        description: random.pick([
          'Closed for shearing',
          'Closed: family visiting',
          'Closed for maintenance',
        ]),
      };
    },
    () => {
      // Spans the end of next month into the one after, as a long weekend often does.
      const monthEnd = addDays(firstOfMonth(today, 2), -1);
      return {
        type: 'Date Range',
        dates: { from: addDays(monthEnd, -2), to: addDays(monthEnd, 3) },
        price: bump(random.int(2, 4) * 500),
        spaces: site.spaces,
        description: 'Holiday rate',
      };
    },
  ];
  return random.sample(makers, random.int(1, 2)).map((make) => make());
}

/** The stays behind the demo bookings (property and site are indexes into the plan). */
function demoStays(today: IsoDate, plans: PropertyPlan[]): Stay[] {
  const pastIndex = plans.findIndex((p, i) => i >= DEMO_HOST_PROPERTIES && p.location.status === 'active');
  // The affiliate referred the demo guest's past stay and two upcoming stays of other guests: its page
  // shows accepted, paid nights both past and future, none paid to them yet (the Pay button has work).
  // The demo guest's own referrer is left unset, so the nights they book later are not referred.
  const referred = { referrerId: DEMO_AFFILIATE_ID };
  return [
    // The demo guest: two upcoming stays with the demo host and one past stay still waiting for a review.
    {
      guestId: 'demo-guest',
      property: 0,
      site: Math.min(1, plans[0]!.sites.length - 1),
      firstNight: addDays(today, 3),
      nights: 2,
    },
    { guestId: 'demo-guest', property: 1, site: 0, firstNight: addDays(today, 10), nights: 3 },
    {
      guestId: 'demo-guest',
      property: pastIndex,
      site: 0,
      firstNight: addDays(today, -12),
      nights: 2,
      ...referred,
    },
    // Other guests: one takes the only space of the quiet corner for two nights.
    { guestId: 'demo-reviewer-1', property: 0, site: 0, firstNight: addDays(today, 6), nights: 2 },
    {
      guestId: 'demo-reviewer-2',
      property: 1,
      site: 0,
      firstNight: addDays(today, 8),
      nights: 1,
      ...referred,
    },
    {
      guestId: 'demo-reviewer-3',
      property: 2,
      site: 0,
      firstNight: addDays(today, 15),
      nights: 2,
      ...referred,
    },
    // Reviews both ways and a no-show (issue 27): stays of their own, after the others.
    ...demoReviewStays(today, plans).map(({ kind: _kind, ...stay }) => stay),
  ];
}

function offerFor(site: SitePlan, date: IsoDate) {
  return siteOffer(
    { id: 0, name: site.name, spaces: site.spaces, price: site.price, availabilityRules: site.rules },
    date,
  );
}

async function insertStays(
  tx: Db,
  random: Random,
  plans: PropertyPlan[],
  locationIds: number[],
  siteIds: number[][],
  stays: Stay[],
  today: IsoDate,
  now: Date,
  taken = new Map<string, number>(),
): Promise<void> {
  for (const [n, stay] of stays.entries()) {
    const plan = plans[stay.property]!;
    // The inventory invariant holds for seeded data too: take the wanted site, or else the first of
    // the property's sites whose rules and earlier bookings leave a space every night.
    if (plan.location.status !== 'active') throw new Error(`Demo stay ${n + 1} is at an unlisted property`);
    const nights = Array.from({ length: stay.nights }, (_, k) => addDays(stay.firstNight, k));
    const order = [stay.site, ...plan.sites.map((_, s) => s).filter((s) => s !== stay.site)];
    const siteIndex = order.find((s) =>
      nights.every(
        (date) => offerFor(plan.sites[s]!, date).spaces > (taken.get(`${stay.property}/${s}/${date}`) ?? 0),
      ),
    );
    if (siteIndex === undefined && stay.season) continue;
    if (siteIndex === undefined) throw new Error(`Demo stay ${n + 1} finds no free site`);
    const priced = nights.map((date) => {
      const key = `${stay.property}/${siteIndex}/${date}`;
      taken.set(key, (taken.get(key) ?? 0) + 1);
      return { date, price: offerFor(plan.sites[siteIndex]!, date).price };
    });
    const paymentId = random.uuid();
    const hostId = plan.location.ownerId ?? null;
    const bookedAt = new Date(
      now.getTime() - (Math.max(0, -daysBetween(today, stay.firstNight)) + random.int(2, 20)) * 86_400_000,
    );
    const amount = priced.reduce((sum, night) => sum + night.price, 0);
    // GST as a stay booked today carries it (decision 049; the demo hosts are not GST-registered), so
    // the demo guest's receipts show GST and the demo host's statements the flat-rate credit (decision
    // 051). Only the past season's stays carry the platform's fee, as a stay booked today does.
    const tax = stayTax(amount, DEFAULT_TAX_RATES, false);
    await tx.insert(payments).values({
      id: paymentId,
      guestId: stay.guestId,
      locationId: locationIds[stay.property]!,
      hostId,
      status: 'confirmed',
      amount,
      platformFee: stay.season
        ? feeWithinCharge(amount, platformFeeCents(amount, DEFAULT_PLATFORM_FEE_PERCENT), tax)
        : 0,
      gst: tax.gst,
      flatRateCredit: tax.flatRateCredit,
      gstRateBp: tax.gstRateBp,
      flatRateCreditBp: tax.flatRateCreditBp,
      idempotencyKey: stay.season ? `demo-season-${n + 1}` : `demo-stay-${n + 1}`,
      createdAt: bookedAt,
      updatedAt: bookedAt,
    });
    await tx.insert(bookings).values(
      priced.map((night) => ({
        uid: random.uuid(),
        paymentId,
        locationId: locationIds[stay.property]!,
        siteId: siteIds[stay.property]![siteIndex]!,
        guestId: stay.guestId,
        hostId,
        date: night.date,
        status: 'accepted' as const,
        price: night.price,
        paid: true,
        referrerId: stay.referrerId ?? null,
        createdAt: bookedAt,
        updatedAt: bookedAt,
      })),
    );
  }
}

/** The same day `months` calendar months later (the month's last day when it is shorter). */
function monthsLater(date: IsoDate, months: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

/**
 * Campaign codes of every type for /admin/campaigns and checkout: two open to everyone, one the
 * affiliate hands out, a Site and a Tour Discount, and one that has expired. None redeemed yet.
 */
async function insertCampaigns(
  tx: Db,
  input: {
    today: IsoDate;
    now: Date;
    site: { locationId: number; siteId: number };
    collectionSlug: CollectionSlug;
  },
): Promise<void> {
  const { today, now } = input;
  const yearLater = monthsLater(today, 12);
  const discount = (percent: number, nights: number) => ({
    percentageDiscount: String(percent),
    numberOfNights: nights,
  });
  const rows: (typeof campaigns.$inferInsert)[] = [
    {
      type: 'Discount',
      code: 'WELCOME20',
      userMessage: '20% off your first two nights',
      validFrom: today,
      validUntil: yearLater,
      ...discount(20, 2),
    },
    {
      type: 'Credit',
      code: 'FREENIGHT',
      userMessage: '$25 off your stay',
      validFrom: today,
      validUntil: monthsLater(today, 6),
      creditAmount: 2500,
      maximumRedeemCount: 100,
      redeemCount: 0,
    },
    {
      type: 'Discount',
      code: 'KIWICAMPERS10',
      userMessage: 'Kiwi Campervans customers: 10% off three nights',
      validFrom: today,
      validUntil: yearLater,
      affiliateEmail: DEMO_EMAILS.affiliate,
      ...discount(10, 3),
    },
    {
      type: 'SiteDiscount',
      code: 'RIVERSIDE15',
      userMessage: '15% off a week on this site',
      validFrom: today,
      validUntil: yearLater,
      locationId: input.site.locationId,
      siteId: input.site.siteId,
      ...discount(15, 7),
    },
    {
      type: 'TourDiscount',
      code: 'TOUR10',
      userMessage: '10% off two nights in this collection',
      validFrom: today,
      validUntil: yearLater,
      collectionSlug: input.collectionSlug,
      ...discount(10, 2),
    },
    {
      type: 'Discount',
      code: 'WINTER2025',
      userMessage: 'Winter special: 15% off two nights',
      validFrom: '2025-06-01',
      validUntil: '2025-08-31',
      ...discount(15, 2),
    },
  ];
  await tx
    .insert(campaigns)
    .values(rows.map((row) => ({ ...row, status: 'active', deleted: false, createdAt: now })));
}

async function insertContent(
  tx: Db,
  random: Random,
  tagRows: TagRow[],
  writeSvg: (name: string, svg: string) => string,
): Promise<void> {
  const blocks = (rows: ContentBlock[]) => contentBlockSchema.array().parse(rows);
  const collectionId = (slug: CollectionSlug) => tagIdByLabel(tagRows, collectionLabel(slug));

  await tx.insert(contentPages).values([
    {
      slug: 'home',
      title: 'Stopover',
      homeBanner: {
        title: 'Find your place to stay tonight',
        tagline: 'Overnight stays on farms, vineyards and private land across Aotearoa New Zealand',
      },
      rows: blocks([
        { type: 'title', text: 'Stay somewhere real' },
        {
          type: 'text',
          text: 'Stopover connects self-contained travellers with farmers, winemakers, clubs and families who have a flat piece of land to share. Book a night, meet your host and wake up somewhere you would never find on a map.',
        },
        { type: 'listings', title: 'Sleep among the vines', tagId: collectionId('vineyards'), limit: 8 },
        { type: 'listings', title: 'Farm stays', tagId: collectionId('farms'), limit: 8 },
        { type: 'collection_group', title: 'Explore our collections', slugs: COLLECTIONS.map((c) => c.slug) },
        {
          type: 'call_to_action',
          title: 'Have some land to share?',
          text: 'Earn from a spare paddock, lawn or car park, on the nights that suit you.',
          buttonLabel: 'Become a host',
          buttonUrl: '/why-host',
        },
      ]),
    },
    {
      slug: 'why-host',
      title: 'Why host with Stopover',
      homeBanner: null,
      rows: blocks([
        { type: 'title', text: 'Why host with Stopover' },
        {
          type: 'text',
          text: 'You choose the sites, the prices and the nights. Guests pay when they book and the money goes straight to your bank account.',
        },
        { type: 'divider' },
        {
          type: 'call_to_action',
          title: 'Ready to list your land?',
          text: 'It takes about ten minutes to add a property.',
          buttonLabel: 'List your property',
          buttonUrl: '/create-a-property',
        },
      ]),
    },
  ]);

  // The Wifi FAQ, written in every language (/faq-wifi).
  await tx.insert(contentPages).values(faqWifiPages());

  const intro: Record<CollectionSlug, string> = {
    vineyards: 'Park between the vines, visit the cellar door and let someone else do the driving tomorrow.',
    farms: 'Fresh air, working dogs and the sound of sheep at dawn: stay on a real New Zealand farm.',
    coastal: 'Fall asleep to the waves. Stays a short walk from the beach, from Northland to Southland.',
    clubs: 'Surf clubs, golf clubs, rugby clubs and country pubs that welcome motorhomes for the night.',
  };
  await tx.insert(collectionPages).values(
    COLLECTIONS.map((c, position) => ({
      slug: c.slug,
      title: c.title,
      banner: writeSvg(
        `collection-${c.slug}-banner`,
        landscapeSvg(random, { width: 1600, height: 500, subject: 'motorhome', caption: c.title }),
      ),
      thumbnail: writeSvg(
        `collection-${c.slug}-thumbnail`,
        landscapeSvg(random, { width: 600, height: 400, subject: 'tent' }),
      ),
      tagId: collectionId(c.slug),
      rows: blocks([
        { type: 'text', text: intro[c.slug] },
        { type: 'listings', title: c.title, tagId: collectionId(c.slug), limit: 8 },
      ]),
      position,
    })),
  );

  // The static pages: about, help, policies and the vineyard, farm, B&B, resort and club pages.
  await insertSiteContent(tx);

  const sizes = ['300x600', '300x250', '728x90', '160x600'] as const;
  await tx.insert(widgets).values({
    slug: 'demo',
    title: 'Stay on a farm tonight',
    tagLine: 'Hundreds of hosts across New Zealand',
    buttonUrl: '/locations',
    // Three slides a size, so the widget's slideshow moves (spec section 9).
    slides: sizes.flatMap((size) => {
      const [width, height] = size.split('x').map(Number) as [number, number];
      return (['motorhome', 'tent', 'motorhome'] as const).map((subject, n) => ({
        size,
        url: writeSvg(
          n === 0 ? `widget-${size}` : `widget-${size}-${n + 1}`,
          landscapeSvg(random, { width, height, subject, caption: 'Stopover' }),
        ),
      }));
    }),
  });
}

// ---- Arrival information (issue 26, decision 040) ----

/** What the demo host tells a booked guest before they arrive, one text per property in turn. */
export const DEMO_ARRIVAL_INSTRUCTIONS = [
  'Gate code 2468 (close the gate behind you, there are sheep).\nPark on the gravel by the woolshed, not on the grass.\nQuiet hours from 22:00 to 07:00.',
  'The gate code is 1357. Drive slowly past the house: children and dogs.\nThe toilet block is unlocked; the tap by the shed is drinking water.\nQuiet after 21:30, please.',
  'No gate code: the track is signposted from the letterbox.\nPark nose to the fence so the next van can turn.\nNo generators after 20:00.',
];

/** The demo host's properties get arrival instructions: a booked demo guest sees them 48 hours ahead. */
async function insertArrivalInstructions(tx: Db, plans: PropertyPlan[], locationIds: number[]) {
  let next = 0;
  for (const [i, plan] of plans.entries()) {
    if (plan.location.ownerId !== 'demo-host') continue;
    const text = DEMO_ARRIVAL_INSTRUCTIONS[next++ % DEMO_ARRIVAL_INSTRUCTIONS.length]!;
    await tx.update(locations).set({ arrivalInstructions: text }).where(eq(locations.id, locationIds[i]!));
  }
}
