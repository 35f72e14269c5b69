// Builders for test data, written through the real schema.

import type { SiteRuleOverrides } from '../../domain/stay-rules';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import {
  availabilityRules,
  bookings,
  collectionPages,
  contentPages,
  locationImages,
  locations,
  sites,
  tags,
  users,
} from '../db/schema';
import type { AvailabilityRule } from '../../domain/availability';
import { availabilityRuleRow } from '../modules/locations/availability-rules';
import type { TagGroup } from '../../domain/constants';
import type { NightStatus } from '../../domain/lifecycles';

export async function createTag(db: Db, label: string, group: TagGroup = 'site_feature', name = label) {
  const [tag] = await db.insert(tags).values({ label, name, group }).returning();
  return tag!;
}

export async function createUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const id = overrides.id ?? randomUUID();
  const [user] = await db
    .insert(users)
    .values({
      id,
      email: `${id}@example.test`,
      name: 'Test User',
      firstName: 'Test',
      lastName: 'User',
      ...overrides,
    })
    .returning();
  return user!;
}

type SiteSpec = {
  name?: string;
  spaces?: number;
  price?: number;
  tagIds?: number[];
  status?: string;
  /** instant (the default) or request (the host answers each request to book). */
  bookingMode?: 'instant' | 'request';
  rules?: AvailabilityRule[];
  /** Host rules the site overrides (issue 27). */
  stayRules?: SiteRuleOverrides;
};

export type LocationSpec = Partial<Omit<typeof locations.$inferInsert, 'id'>> & {
  sites?: SiteSpec[];
  images?: string[];
};

export async function createLocation(db: Db, spec: LocationSpec = {}) {
  const { sites: siteSpecs = [{}], images = ['/uploads/test/a.svg'], ...fields } = spec;
  const prices = siteSpecs.filter((s) => (s.status ?? 'active') === 'active').map((s) => s.price ?? 2500);
  const [location] = await db
    .insert(locations)
    .values({
      name: 'Test Farm',
      description: 'A quiet paddock.',
      status: 'active',
      latitude: -41.29,
      longitude: 174.78,
      city: 'Wellington',
      region: 'Wellington',
      price: prices.length ? Math.min(...prices) : null,
      image: images[0] ?? null,
      ...fields,
    })
    .returning();
  const created = [];
  for (const [position, s] of siteSpecs.entries()) {
    const [site] = await db
      .insert(sites)
      .values({
        locationId: location!.id,
        name: s.name ?? `Site ${position + 1}`,
        spaces: s.spaces ?? 2,
        price: s.price ?? 2500,
        tagIds: s.tagIds ?? [],
        status: s.status ?? 'active',
        bookingMode: s.bookingMode ?? 'instant',
        stayRules: s.stayRules ?? {},
        position,
      })
      .returning();
    for (const [rulePosition, rule] of (s.rules ?? []).entries()) {
      await db.insert(availabilityRules).values(availabilityRuleRow(site!.id, rule, rulePosition));
    }
    created.push(site!);
  }
  for (const [position, url] of images.entries()) {
    await db.insert(locationImages).values({ locationId: location!.id, url, position });
  }
  return { ...location!, sites: created };
}

export async function createBooking(
  db: Db,
  b: {
    locationId: number;
    siteId: number;
    guestId: string;
    date: string;
    status?: NightStatus;
    price?: number;
  },
) {
  const [row] = await db
    .insert(bookings)
    .values({ price: 2500, paid: true, status: 'accepted', ...b })
    .returning();
  return row!;
}

export async function createContentPage(db: Db, page: typeof contentPages.$inferInsert) {
  await db.insert(contentPages).values(page);
}

export async function createCollectionPage(db: Db, page: typeof collectionPages.$inferInsert) {
  await db.insert(collectionPages).values(page);
}
