// The tag catalogue both seeds start from (spec section 3, "Tag").

import { asc } from 'drizzle-orm';
import {
  DEFAULT_SITE_TYPE,
  SITE_FEATURE_PREFIX,
  SITE_FEATURES,
  type TagGroup,
} from '../../../domain/constants';
import type { Db } from '../client';
import { tags } from '../schema';

export type TagDefinition = { label: string; name: string; group: TagGroup };

const SITE_FEATURE_NAMES: Record<(typeof SITE_FEATURES)[number], string> = {
  fire: 'Fire',
  laundry: 'Laundry',
  limited_cell: 'Limited cell coverage',
  non_self_contained: 'Non self-contained',
  shower: 'Shower',
  toilet: 'Toilet',
  water: 'Water',
  wifi: 'Wifi',
  bins: 'Bins',
  power: 'Power',
  pets: 'Pets allowed',
};

export const SITE_TYPES = [
  { label: DEFAULT_SITE_TYPE, name: 'Self-contained' },
  { label: 'campervan', name: 'Campervan' },
  { label: 'caravan', name: 'Caravan' },
  { label: 'tent', name: 'Tent' },
  { label: 'large_vehicle', name: 'Large vehicle (bus, truck)' },
] as const;

export const COLLECTIONS = [
  { slug: 'vineyards', title: 'Vineyards' },
  { slug: 'farms', title: 'Farm stays' },
  { slug: 'coastal', title: 'By the sea' },
  { slug: 'clubs', title: 'Clubs and pubs' },
] as const;
export type CollectionSlug = (typeof COLLECTIONS)[number]['slug'];

export const collectionLabel = (slug: CollectionSlug) => `collection:${slug}`;

export const TAG_DEFINITIONS: readonly TagDefinition[] = [
  ...SITE_FEATURES.map((f) => ({
    label: `${SITE_FEATURE_PREFIX}${f}`,
    name: SITE_FEATURE_NAMES[f],
    group: 'site_feature' as const,
  })),
  ...SITE_TYPES.map((t) => ({ label: t.label, name: t.name, group: 'site_type' as const })),
  ...COLLECTIONS.map((c) => ({
    label: collectionLabel(c.slug),
    name: c.title,
    group: 'collection' as const,
  })),
  { label: 'others:featured', name: 'Featured', group: 'others' },
  { label: 'others:new_listing', name: 'New listing', group: 'others' },
];

export type TagRow = typeof tags.$inferSelect;

/**
 * Adds the catalogue's tags that are missing (matched by label) and returns every tag in the table,
 * so a seed can also use tags an admin created.
 */
export async function ensureTags(db: Db): Promise<TagRow[]> {
  await db
    .insert(tags)
    .values(TAG_DEFINITIONS.map((t) => ({ ...t, status: 'active' })))
    .onConflictDoNothing({ target: tags.label });
  return db.select().from(tags).orderBy(asc(tags.id));
}

/** Looks a tag up by label, failing loudly: a seed without its tags would be silently wrong. */
export function tagIdByLabel(rows: readonly TagRow[], label: string): number {
  const row = rows.find((t) => t.label === label);
  if (!row) throw new Error(`Tag ${label} is missing`);
  return row.id;
}
