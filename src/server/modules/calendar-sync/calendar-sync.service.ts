// Calendar sync of a site (issue 28, decision 047).
// - Export: each site has a private feed address (a secret token the host can replace) listing the
//   nights Stopover no longer sells there (all spaces booked, or closed by the host's rules) as
//   all-day events. Nights closed by an imported calendar are left out, so two platforms that
//   subscribe to each other do not echo each other's closures back for ever.
// - Import: the host adds external calendars to a site. Each is fetched on adding and then every 15
//   minutes (once across server copies); a good fetch replaces the closures it wrote, a bad one
//   keeps them and records why, and never stops the other calendars' fetches.

import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { computeAvailability } from '../../../domain/availability';
import { addDays, todayInAuckland, type IsoDate } from '../../../domain/dates';
import { AppError, badRequest, notFound } from '../../../domain/errors';
import { isMessageCode, type Language, type MessageCode } from '../../../domain/messages';
import { translate } from '../../../domain/messages/catalogues';
import { canManageLocation, ownsLocation, type Viewer } from '../../../domain/roles';
import {
  MAX_CALENDAR_IMPORTS,
  type CalendarImportBody,
  type CalendarSync,
} from '../../../domain/schemas/calendar-sync';
import { queryRows, type Db } from '../../db/client';
import * as bookings from '../bookings/bookings.service';
import { buildFeed, nightsOfFeed, toRanges, type FeedEvent } from './ical';
import { fetchFeed, parseFeedUrl, type FetchLimits } from './fetch-feed';
import * as repo from './calendar-sync.repository';

export type CalendarSyncDeps = { db: Db; fetchLimits: FetchLimits; publicUrl: string };

/** How often each external calendar is fetched. */
export const SYNC_INTERVAL_MS = 15 * 60_000;
/** The nights exported and imported: from today, two years on. */
export const SYNC_WINDOW_DAYS = 730;
/** Calendars fetched by one round of the job; the next round takes the rest. */
const ROUND_LIMIT = 50;

type SignedIn = NonNullable<Viewer>;

const newToken = () => randomBytes(24).toString('base64url');

const syncWindow = (now: Date) => {
  const today = todayInAuckland(now);
  return { from: today, to: addDays(today, SYNC_WINDOW_DAYS - 1) };
};

/**
 * The site, when the viewer may manage its property (the property editor's rule): one they may not
 * reach does not exist; its host without a valid payout account is told what to do about it.
 */
async function manageableSite(db: Db, viewer: SignedIn, locationId: number, siteId: number) {
  const site = await repo.findSite(db, locationId, siteId);
  if (site && canManageLocation(viewer, site)) return site;
  if (site && ownsLocation(viewer, site)) throw new AppError('FORBIDDEN', 'property.needPayoutAccount');
  throw notFound('calendarSync.siteNotFound');
}

function describeImport(row: repo.ImportRow, blocked: { from: IsoDate; to: IsoDate }[], language: Language) {
  const code = row.lastError && isMessageCode(row.lastError) ? (row.lastError as MessageCode) : null;
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    lastError: code ? { code, message: translate(language, code) } : null,
    blocked,
  };
}

async function syncState(
  deps: Pick<CalendarSyncDeps, 'db' | 'publicUrl'>,
  site: repo.SiteOfLocation,
  language: Language,
): Promise<CalendarSync> {
  const token = site.calendarToken ?? (await repo.ensureToken(deps.db, site.id, newToken()));
  const imports = await repo.listImports(deps.db, site.id);
  const blocked = await repo.blockedRanges(
    deps.db,
    imports.map((i) => i.id),
  );
  return {
    siteId: site.id,
    feedUrl: `${deps.publicUrl.replace(/\/$/, '')}/v1/calendar-feeds/${token}.ics`,
    imports: imports.map((row) => describeImport(row, blocked.get(row.id) ?? [], language)),
  };
}

/** GET …/sites/{siteId}/calendar-sync: the feed address (made on first use) and the synced calendars. */
export async function getCalendarSync(
  deps: Pick<CalendarSyncDeps, 'db' | 'publicUrl'>,
  viewer: SignedIn,
  locationId: number,
  siteId: number,
  language: Language,
): Promise<CalendarSync> {
  return syncState(deps, await manageableSite(deps.db, viewer, locationId, siteId), language);
}

/** A new feed token: the old address stops working at once. */
export async function replaceFeedToken(
  deps: Pick<CalendarSyncDeps, 'db' | 'publicUrl'>,
  viewer: SignedIn,
  locationId: number,
  siteId: number,
  language: Language,
): Promise<CalendarSync> {
  const site = await manageableSite(deps.db, viewer, locationId, siteId);
  const token = newToken();
  await repo.setToken(deps.db, site.id, token);
  return syncState(deps, { ...site, calendarToken: token }, language);
}

/** Adds an external calendar and fetches it at once, so the host sees its nights or what went wrong. */
export async function addCalendarImport(
  deps: CalendarSyncDeps,
  viewer: SignedIn,
  locationId: number,
  siteId: number,
  body: CalendarImportBody,
  language: Language,
  now: Date = new Date(),
): Promise<CalendarSync> {
  const site = await manageableSite(deps.db, viewer, locationId, siteId);
  const url = parseFeedUrl(body.url).toString();
  if ((await repo.countImports(deps.db, site.id)) >= MAX_CALENDAR_IMPORTS) {
    throw badRequest('calendarSync.tooMany', { max: MAX_CALENDAR_IMPORTS });
  }
  const row = await repo.insertImport(deps.db, {
    siteId: site.id,
    name: body.name,
    url,
    nextFetchAt: new Date(now.getTime() + SYNC_INTERVAL_MS),
  });
  await syncImport(deps, row, now);
  return syncState(deps, site, language);
}

export async function removeCalendarImport(
  deps: Pick<CalendarSyncDeps, 'db' | 'publicUrl'>,
  viewer: SignedIn,
  locationId: number,
  siteId: number,
  importId: number,
  language: Language,
): Promise<CalendarSync> {
  const site = await manageableSite(deps.db, viewer, locationId, siteId);
  const row = await repo.findImport(deps.db, site.id, importId);
  if (!row) throw notFound('calendarSync.importNotFound');
  await repo.deleteImport(deps.db, row.id);
  return syncState(deps, site, language);
}

/**
 * Fetches one external calendar and stores what it blocks; never throws for the calendar's own
 * faults (bad address, too large, too slow, unreadable): they are recorded and the last good
 * nights stay. Answers whether the fetch was good.
 */
export async function syncImport(deps: CalendarSyncDeps, row: repo.ImportRow, now: Date = new Date()) {
  let nights: Set<IsoDate>;
  try {
    const text = await fetchFeed(row.url, deps.fetchLimits);
    nights = nightsOfFeed(text, syncWindow(now));
  } catch (err) {
    const code = err instanceof AppError ? err.messageCode : 'calendarSync.unreachable';
    await repo.storeFailedFetch(deps.db, row.id, code, now);
    return false;
  }
  await repo.storeGoodFetch(deps.db, row, toRanges(nights), now);
  return true;
}

export type SyncRound = { fetched: number; failed: number };

/** One round of the job: every calendar due at `now` that this copy claims, one after the other. */
export async function syncDueImports(deps: CalendarSyncDeps, now: Date = new Date()): Promise<SyncRound> {
  const due = await repo.claimDueImports(deps.db, now, SYNC_INTERVAL_MS, ROUND_LIMIT);
  let fetched = 0;
  let failed = 0;
  for (const row of due) {
    try {
      if (await syncImport(deps, row, now)) fetched++;
      else failed++;
    } catch {
      // A fault of ours (the database) on one calendar leaves the others to be fetched.
      failed++;
    }
  }
  return { fetched, failed };
}

/**
 * The iCalendar text of the site whose feed token this is (`.ics` may end it), or 404: each run of
 * fully booked nights and each run of nights the host's rules close becomes one all-day event.
 */
export async function calendarFeed(db: Db, token: string, language: Language, now: Date = new Date()) {
  const site = token ? await repo.findSiteByToken(db, token.replace(/\.ics$/i, '')) : null;
  if (!site) throw notFound('calendarSync.siteNotFound');
  const { from, to } = syncWindow(now);
  const [rules, counts] = await Promise.all([
    repo.listOwnRules(db, site.id),
    queryRows<{ counts: string }>(
      db,
      sql`select ${bookings.bookedCountsColumn(sql`${site.locationId}::int`, from, to)} as counts`,
    ),
  ]);
  const bookedCount = new Map<number, Map<IsoDate, number>>();
  bookings.addBookedCounts(counts[0]?.counts ?? '[]', bookedCount);
  const [availability] = computeAvailability({
    sites: [{ ...site, availabilityRules: rules }],
    from,
    to,
    today: from,
    // The feed tells other calendars which nights are taken, not how much notice Stopover needs.
    noticePeriod: 0,
    bookedCount,
  });
  const events: FeedEvent[] = [];
  let current: FeedEvent | null = null;
  for (const night of availability!.nights) {
    const kind = night.state === 'booked' ? 'booked' : night.state === 'unavailable' ? 'blocked' : null;
    if (current && kind && current.uid.startsWith(kind) && addDays(current.to, 1) === night.date) {
      current.to = night.date;
      continue;
    }
    current = null;
    if (!kind) continue;
    current = {
      uid: `${kind}-${night.date}-site-${site.id}@stopover`,
      from: night.date,
      to: night.date,
      summary: translate(language, `calendarSync.${kind}`),
    };
    events.push(current);
  }
  return buildFeed({ name: `${site.locationName} – ${site.name}`, events, now });
}
