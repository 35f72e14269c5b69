import { and, desc, eq, ilike, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { CampaignType } from '../../../domain/campaigns';
import type { Db } from '../../db/client';
import { campaignRedemptions, campaigns, collectionPages, locations, sites, users } from '../../db/schema';

/** A campaign as every reader here returns it: its type typed, its percentage a number. */
export type StoredCampaign = Omit<typeof campaigns.$inferSelect, 'type' | 'percentageDiscount'> & {
  type: CampaignType;
  percentageDiscount: number | null;
};

export type CampaignRow = StoredCampaign & {
  locationName: string | null;
  siteName: string | null;
};

const fromRow = (row: typeof campaigns.$inferSelect): StoredCampaign => ({
  ...row,
  type: row.type as CampaignType,
  // A numeric column: the driver gives it as text.
  percentageDiscount: row.percentageDiscount === null ? null : Number(row.percentageDiscount),
});

/** The campaign `where` picks; with `lock`, locked until the transaction ends. */
async function findOne(db: Db, where: SQL, lock: boolean): Promise<StoredCampaign | null> {
  const query = db.select().from(campaigns).where(where);
  const [row] = await (lock ? query.for('update') : query);
  return row ? fromRow(row) : null;
}

const withNames = {
  campaign: campaigns,
  locationName: locations.name,
  siteName: sites.name,
};

function joined(db: Db) {
  return db
    .select(withNames)
    .from(campaigns)
    .leftJoin(sites, eq(sites.id, campaigns.siteId))
    .leftJoin(locations, eq(locations.id, campaigns.locationId));
}

const flatten = (row: {
  campaign: typeof campaigns.$inferSelect;
  locationName: string | null;
  siteName: string | null;
}): CampaignRow => ({ ...fromRow(row.campaign), locationName: row.locationName, siteName: row.siteName });

export async function findCampaign(db: Db, id: number): Promise<CampaignRow | null> {
  const [row] = await joined(db).where(eq(campaigns.id, id));
  return row ? flatten(row) : null;
}

/** The campaign, locked until the transaction ends, so concurrent changes to it take turns. */
export const lockCampaign = (db: Db, id: number) => findOne(db, eq(campaigns.id, id), true);

/**
 * Inserts a campaign; null when its code is taken. The unique index on `campaigns.code` decides, so
 * of concurrent inserts of one code exactly one gets a row.
 */
export async function insertCampaign(db: Db, values: typeof campaigns.$inferInsert) {
  const [row] = await db
    .insert(campaigns)
    .values(values)
    .onConflictDoNothing({ target: campaigns.code })
    .returning();
  return row ?? null;
}

export async function updateCampaign(db: Db, id: number, patch: Partial<typeof campaigns.$inferInsert>) {
  const [row] = await db.update(campaigns).set(patch).where(eq(campaigns.id, id)).returning();
  return row ?? null;
}

/** The site with its property, when it exists and has not been removed. */
export async function findActiveSite(db: Db, siteId: number) {
  const [row] = await db
    .select({ id: sites.id, locationId: sites.locationId })
    .from(sites)
    .where(and(eq(sites.id, siteId), ne(sites.status, 'deleted')));
  return row ?? null;
}

export async function collectionExists(db: Db, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ slug: collectionPages.slug })
    .from(collectionPages)
    .where(eq(collectionPages.slug, slug));
  return !!row;
}

export async function isAffiliate(db: Db, email: string): Promise<boolean> {
  return (await findAffiliateIdByEmail(db, email)) !== null;
}

/** Newest first, after the campaign `before` (an id); deleted ones only when `status` asks for them. */
export async function searchCampaigns(
  db: Db,
  q: { type?: string; codePrefix?: string; status?: string; before?: number; limit: number },
): Promise<CampaignRow[]> {
  const conditions: SQL[] = [q.status ? eq(campaigns.status, q.status) : ne(campaigns.status, 'deleted')];
  if (q.type) conditions.push(eq(campaigns.type, q.type));
  if (q.codePrefix)
    conditions.push(ilike(campaigns.code, `${q.codePrefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (q.before) conditions.push(lt(campaigns.id, q.before));
  const rows = await joined(db)
    .where(and(...conditions))
    .orderBy(desc(campaigns.id))
    .limit(q.limit);
  return rows.map(flatten);
}

// ---- Codes at checkout ----

/** The campaign with this code; with `lock`, locked until the transaction ends (redeeming takes turns). */
export const findCampaignByCode = (db: Db, code: string, lock: boolean) =>
  findOne(db, eq(campaigns.code, code), lock);

/** The slugs of the collections a property belongs to (a collection gathers the listings of its tag). */
export async function collectionSlugsOfLocation(db: Db, locationId: number): Promise<string[]> {
  const rows = await db
    .select({ slug: collectionPages.slug })
    .from(collectionPages)
    .innerJoin(locations, sql`${collectionPages.tagId} = any(${locations.tagIds})`)
    .where(eq(locations.id, locationId));
  return rows.map((r) => r.slug);
}

/** The affiliate a campaign's redemptions are attributed to (its affiliateEmail), if still an affiliate. */
export async function findAffiliateIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), eq(users.isReferrer, true)));
  return row?.id ?? null;
}

/** Counts one use of the campaign (its row is locked by the caller) and records what it took off. */
export async function insertRedemption(
  tx: Db,
  row: { campaignId: number; userId: string; paymentId: string; amount: number },
): Promise<void> {
  await tx
    .update(campaigns)
    .set({ redeemCount: sql`${campaigns.redeemCount} + 1` })
    .where(eq(campaigns.id, row.campaignId));
  await tx.insert(campaignRedemptions).values(row);
}

/** Gives back the use a payment made of its campaign (its nights were never booked). */
export async function deleteRedemptionOf(tx: Db, paymentId: string): Promise<void> {
  const removed = await tx
    .delete(campaignRedemptions)
    .where(eq(campaignRedemptions.paymentId, paymentId))
    .returning({ campaignId: campaignRedemptions.campaignId });
  for (const { campaignId } of removed) {
    await tx
      .update(campaigns)
      .set({ redeemCount: sql`greatest(${campaigns.redeemCount} - 1, 0)` })
      .where(eq(campaigns.id, campaignId));
  }
}
