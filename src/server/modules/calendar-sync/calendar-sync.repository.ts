// SQL for calendar sync (decision 047): the sites' feed tokens, the external calendars synced into
// them, and the closures their last good fetch wrote as availability_rules rows.

import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { availabilityRules, calendarImports, locations, sites } from '../../db/schema';
import { toAvailabilityRule } from '../locations/availability-rules';
import type { NightRange } from './ical';

/**
 * Closures an import writes come after any rule of the host's (positions count from 0), so the
 * last-wins order of Date Range rules (decision 002) always lets them close their nights.
 */
const IMPORTED_POSITION = 1_000_000;

export type SiteOfLocation = {
  id: number;
  locationId: number;
  ownerId: string | null;
  calendarToken: string | null;
};

/** A site of a location (deleted ones included: their calendars still exist), with the owner. */
export async function findSite(db: Db, locationId: number, siteId: number): Promise<SiteOfLocation | null> {
  const [row] = await db
    .select({
      id: sites.id,
      locationId: sites.locationId,
      ownerId: locations.ownerId,
      calendarToken: sites.calendarToken,
    })
    .from(sites)
    .innerJoin(locations, eq(locations.id, sites.locationId))
    .where(and(eq(sites.id, siteId), eq(sites.locationId, locationId)));
  return row ?? null;
}

/** Gives the site this token when it has none yet; answers the token it has. */
export async function ensureToken(db: Db, siteId: number, token: string): Promise<string> {
  await db
    .update(sites)
    .set({ calendarToken: token })
    .where(and(eq(sites.id, siteId), isNull(sites.calendarToken)));
  const [row] = await db.select({ token: sites.calendarToken }).from(sites).where(eq(sites.id, siteId));
  return row!.token!;
}

export async function setToken(db: Db, siteId: number, token: string): Promise<void> {
  await db.update(sites).set({ calendarToken: token }).where(eq(sites.id, siteId));
}

/** The site a feed token opens (an active one), with its location's name and notice. */
export async function findSiteByToken(db: Db, token: string) {
  const [row] = await db
    .select({
      id: sites.id,
      name: sites.name,
      spaces: sites.spaces,
      price: sites.price,
      locationId: sites.locationId,
      locationName: locations.name,
    })
    .from(sites)
    .innerJoin(locations, eq(locations.id, sites.locationId))
    .where(and(eq(sites.calendarToken, token), eq(sites.status, 'active')));
  return row ?? null;
}

/** A site's own rules (not the closures imported into it), in the calendar's order. */
export async function listOwnRules(db: Db, siteId: number) {
  const rows = await db
    .select()
    .from(availabilityRules)
    .where(and(eq(availabilityRules.siteId, siteId), isNull(availabilityRules.calendarImportId)))
    .orderBy(asc(availabilityRules.position), asc(availabilityRules.id));
  return rows.map(toAvailabilityRule);
}

export type ImportRow = typeof calendarImports.$inferSelect;

export async function listImports(db: Db, siteId: number): Promise<ImportRow[]> {
  return db
    .select()
    .from(calendarImports)
    .where(eq(calendarImports.siteId, siteId))
    .orderBy(asc(calendarImports.id));
}

export async function countImports(db: Db, siteId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(calendarImports)
    .where(eq(calendarImports.siteId, siteId));
  return row?.n ?? 0;
}

export async function insertImport(
  db: Db,
  row: { siteId: number; name: string; url: string; nextFetchAt: Date },
): Promise<ImportRow> {
  const [created] = await db.insert(calendarImports).values(row).returning();
  return created!;
}

export async function findImport(db: Db, siteId: number, importId: number): Promise<ImportRow | null> {
  const [row] = await db
    .select()
    .from(calendarImports)
    .where(and(eq(calendarImports.id, importId), eq(calendarImports.siteId, siteId)));
  return row ?? null;
}

export async function deleteImport(db: Db, importId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(availabilityRules).where(eq(availabilityRules.calendarImportId, importId));
    await tx.delete(calendarImports).where(eq(calendarImports.id, importId));
  });
}

/** The nights each import's last good fetch blocks, as runs of dates. */
export async function blockedRanges(db: Db, importIds: number[]): Promise<Map<number, NightRange[]>> {
  const byImport = new Map<number, NightRange[]>();
  if (!importIds.length) return byImport;
  const rows = await db
    .select({
      importId: availabilityRules.calendarImportId,
      from: availabilityRules.dateFrom,
      to: availabilityRules.dateTo,
    })
    .from(availabilityRules)
    .where(inArray(availabilityRules.calendarImportId, importIds))
    .orderBy(asc(availabilityRules.dateFrom));
  for (const row of rows) {
    const list = byImport.get(row.importId!) ?? [];
    list.push({ from: row.from!, to: row.to! });
    byImport.set(row.importId!, list);
  }
  return byImport;
}

/**
 * Claims the imports due at `now` for one fetch: each row's next fetch moves on by `intervalMs` in
 * the same conditional update that picks it, so of several server copies exactly one fetches it.
 */
export async function claimDueImports(
  db: Db,
  now: Date,
  intervalMs: number,
  limit: number,
): Promise<ImportRow[]> {
  const next = new Date(now.getTime() + intervalMs);
  return db
    .update(calendarImports)
    .set({ nextFetchAt: next })
    .where(
      and(
        inArray(
          calendarImports.id,
          db
            .select({ id: calendarImports.id })
            .from(calendarImports)
            .where(lte(calendarImports.nextFetchAt, now))
            .orderBy(asc(calendarImports.nextFetchAt))
            .limit(limit),
        ),
        // Checked again on the row as it is when this copy gets it: another copy's claim moved it on.
        lte(calendarImports.nextFetchAt, now),
      ),
    )
    .returning();
}

/** A good fetch: its nights replace the import's stored closures, and the error clears. */
export async function storeGoodFetch(db: Db, row: ImportRow, ranges: NightRange[], at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(availabilityRules).where(eq(availabilityRules.calendarImportId, row.id));
    if (ranges.length) {
      await tx.insert(availabilityRules).values(
        ranges.map((range, i) => ({
          siteId: row.siteId,
          type: 'Date Range',
          dateFrom: range.from,
          dateTo: range.to,
          spaces: 0,
          description: row.name,
          position: IMPORTED_POSITION + i,
          calendarImportId: row.id,
        })),
      );
    }
    await tx
      .update(calendarImports)
      .set({ lastAttemptAt: at, lastSuccessAt: at, lastError: null })
      .where(eq(calendarImports.id, row.id));
  });
}

/** A failed fetch: the stored closures stay, the failure is recorded for the host. */
export async function storeFailedFetch(db: Db, importId: number, code: string, at: Date): Promise<void> {
  await db
    .update(calendarImports)
    .set({ lastAttemptAt: at, lastError: code })
    .where(eq(calendarImports.id, importId));
}
