// Bulk data import (issue 11; docs/data-import.md). Every location of the file is checked first
// (its fields, its tags by label, its foreignKey once in the file); the good ones are then written
// in chunks, each chunk one transaction of a few multi-row statements, upserted by foreignKey so a
// file imported twice creates nothing twice. A location and its sites are always written together:
// if a chunk fails, its locations are written one by one, and only the one that fails is refused.

import type { z } from 'zod';
import type { TagGroup } from '../../../domain/constants';
import { type Language, type Message } from '../../../domain/messages';
import { translate } from '../../../domain/messages/catalogues';
import { issueMessage } from '../../../domain/messages/zod';
import { can, type Viewer } from '../../../domain/roles';
import {
  importLocationSchema,
  type ImportImagesBody,
  type ImportImagesResult,
  type ImportLocation,
  type ImportReport,
  type ImportReportRow,
  type ImportRowError,
} from '../../../domain/schemas/data-import';
import type { Db } from '../../db/client';
import { retrying } from '../../db/retrying';
import { recordAdminAction } from '../audit/audit.service';
import * as repo from './import.repository';
import * as propertyRepo from './property.repository';

type SignedIn = NonNullable<Viewer>;

/** Locations one transaction writes: big enough to need few round trips, small enough to hold locks briefly. */
export const IMPORT_CHUNK_SIZE = 250;

type TagInfo = { id: number; group: string };
/** A checked location, ready to write: its fields with tag ids, and its sites. */
type Prepared = {
  index: number;
  row: ImportLocation;
  fields: repo.ImportedLocationFields;
  sites: repo.ImportedSiteFields[];
};

/** Tag groups a site may carry: its features and its type (as on the property form, decision 021). */
const SITE_TAG_GROUPS: readonly string[] = ['site_feature', 'site_type'] satisfies TagGroup[];

/** POST /v1/locations/many. */
export async function importLocations(
  db: Db,
  viewer: SignedIn,
  rows: unknown[],
  language: Language,
  now: Date = new Date(),
): Promise<ImportReport> {
  const text = (message: Message) => translate(language, message.code, message.params);
  const report: ImportReportRow[] = rows.map((_, index) => ({
    index,
    foreignKey: null,
    outcome: 'refused',
    locationId: null,
    photoCount: 0,
    errors: [],
  }));
  const refuse = (index: number, errors: { field: string; message: Message }[]) => {
    report[index]!.outcome = 'refused';
    report[index]!.errors = errors.map(({ field, message }) => ({
      field,
      code: message.code,
      message: text(message),
    }));
  };

  const tagsByLabel = new Map<string, TagInfo>((await repo.allTags(db)).map((t) => [t.label, t]));
  const firstIndexOfKey = new Map<string, number>();
  const prepared: Prepared[] = [];
  rows.forEach((input, index) => {
    const key = keyOf(input);
    report[index]!.foreignKey = key;
    const parsed = importLocationSchema.safeParse(input);
    if (!parsed.success) {
      refuse(index, parsed.error.issues.map(issueError));
      return;
    }
    const row = parsed.data;
    const first = firstIndexOfKey.get(row.foreignKey);
    if (first !== undefined) {
      refuse(index, [
        {
          field: 'foreignKey',
          message: { code: 'dataImport.duplicateForeignKey', params: { row: first + 1 } },
        },
      ]);
      return;
    }
    firstIndexOfKey.set(row.foreignKey, index);
    const problems = tagProblems(row, tagsByLabel);
    if (problems.length) {
      refuse(index, problems);
      return;
    }
    prepared.push(prepare(index, row, tagsByLabel));
  });

  for (let i = 0; i < prepared.length; i += IMPORT_CHUNK_SIZE) {
    const chunk = prepared.slice(i, i + IMPORT_CHUNK_SIZE);
    try {
      await retrying(() => writeChunk(db, viewer, chunk, report, now));
    } catch {
      // Something the checks did not foresee: write the chunk's locations one at a time, so only
      // the one that fails is refused and the others still import.
      for (const one of chunk) {
        try {
          await retrying(() => writeChunk(db, viewer, [one], report, now));
        } catch {
          refuse(one.index, [{ field: '', message: { code: 'dataImport.rowFailed' } }]);
        }
      }
    }
  }

  const counts = { created: 0, updated: 0, unchanged: 0, refused: 0 };
  for (const row of report) counts[row.outcome] += 1;
  return { rows: report, counts };
}

const keyOf = (input: unknown): string | null => {
  const key = (input as { foreignKey?: unknown } | null)?.foreignKey;
  return typeof key === 'string' && key.trim() ? key.trim().slice(0, 200) : null;
};

function issueError(issue: z.core.$ZodIssue): { field: string; message: Message } {
  if (issue.path.length === 0 && issue.code === 'invalid_type') {
    return { field: '', message: { code: 'dataImport.notAnObject' } };
  }
  return { field: issue.path.map(String).join('.'), message: issueMessage(issue) };
}

/** Every tag by label must exist; the place's own may be anything but a site feature, a site's only features and its type. */
function tagProblems(row: ImportLocation, tagsByLabel: Map<string, TagInfo>) {
  const problems: { field: string; message: Message }[] = [];
  const check = (
    labels: string[],
    field: string,
    allowed: (group: string) => boolean,
    wrong: Message['code'],
  ) => {
    labels.forEach((label, i) => {
      const tag = tagsByLabel.get(label);
      if (!tag)
        problems.push({
          field: `${field}.${i}`,
          message: { code: 'dataImport.unknownTag', params: { label } },
        });
      else if (!allowed(tag.group))
        problems.push({ field: `${field}.${i}`, message: { code: wrong, params: { label } } });
    });
  };
  check(row.tags, 'tags', (g) => g !== 'site_feature', 'dataImport.siteFeatureOnLocation');
  row.sites.forEach((site, s) =>
    check(site.tags, `sites.${s}.tags`, (g) => SITE_TAG_GROUPS.includes(g), 'dataImport.notSiteTag'),
  );
  return problems;
}

const idsOf = (labels: string[], tagsByLabel: Map<string, TagInfo>) =>
  [...new Set(labels.map((label) => tagsByLabel.get(label)!.id))].sort((a, b) => a - b);

function prepare(index: number, row: ImportLocation, tagsByLabel: Map<string, TagInfo>): Prepared {
  return {
    index,
    row,
    fields: {
      foreignKey: row.foreignKey,
      name: row.name,
      description: row.description,
      type: row.type,
      propertyType: row.propertyType ?? null,
      status: row.status,
      address: row.address,
      city: row.city || null,
      postcode: row.postcode || null,
      region: row.region || null,
      country: 'nz',
      latitude: row.latitude,
      longitude: row.longitude,
      website: row.website || null,
      directions: row.directions || null,
      noticePeriod: row.noticePeriod,
      cancellationPolicy: row.cancellationPolicy,
      ownTagIds: idsOf(row.tags, tagsByLabel),
    },
    sites: row.sites.map((site, position) => ({
      name: site.name,
      spaces: site.spaces,
      price: site.price,
      tagIds: idsOf(site.tags, tagsByLabel),
      position,
    })),
  };
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id, i) => id === b[i]);
const sortedIds = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** Whether the stored location already is what the file says (photos aside: they are attached after). */
function isUnchanged(
  stored: repo.StoredImportedLocation,
  storedSites: repo.StoredSite[],
  p: Prepared,
): boolean {
  const f = p.fields;
  const same =
    stored.name === f.name &&
    stored.description === f.description &&
    stored.type === f.type &&
    stored.propertyType === f.propertyType &&
    stored.status === f.status &&
    stored.address === f.address &&
    stored.city === f.city &&
    stored.postcode === f.postcode &&
    stored.region === f.region &&
    stored.country === f.country &&
    stored.latitude === f.latitude &&
    stored.longitude === f.longitude &&
    stored.website === f.website &&
    stored.directions === f.directions &&
    stored.noticePeriod === f.noticePeriod &&
    stored.cancellationPolicy === f.cancellationPolicy &&
    sameIds(sortedIds(stored.ownTagIds), f.ownTagIds);
  return (
    same &&
    storedSites.length === p.sites.length &&
    storedSites.every((s, i) => {
      const wanted = p.sites[i]!;
      return (
        s.name === wanted.name &&
        s.spaces === wanted.spaces &&
        s.price === wanted.price &&
        sameIds(sortedIds(s.tagIds), wanted.tagIds)
      );
    })
  );
}

const groupBy = <T, K>(items: T[], key: (item: T) => K) => {
  const map = new Map<K, T[]>();
  for (const item of items) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
};

/**
 * One transaction for a chunk: reads what is stored under the chunk's keys (locked), leaves alone
 * what is already as the file says, upserts the rest, writes their sites (matched by name: a site
 * keeps its id and bookings; one the file no longer lists is deleted by status), refreshes what
 * search reads and records each creation and update in the audit trail. The report is filled in
 * only when the transaction commits.
 */
async function writeChunk(db: Db, viewer: SignedIn, chunk: Prepared[], report: ImportReportRow[], now: Date) {
  const outcomes = await db.transaction(async (tx) => {
    const stored = await repo.findByForeignKeys(
      tx,
      chunk.map((p) => p.fields.foreignKey),
      true,
    );
    const storedByKey = new Map(stored.map((s) => [s.foreignKey!, s]));
    const storedSites = groupBy(
      await repo.activeSitesOf(
        tx,
        stored.map((s) => s.id),
      ),
      (s) => s.locationId,
    );
    const result = new Map<
      number,
      { outcome: ImportReportRow['outcome']; locationId: number; photoCount: number }
    >();
    const toWrite: Prepared[] = [];
    for (const p of chunk) {
      const found = storedByKey.get(p.fields.foreignKey);
      if (found && isUnchanged(found, storedSites.get(found.id) ?? [], p)) {
        result.set(p.index, { outcome: 'unchanged', locationId: found.id, photoCount: found.photoCount });
      } else {
        toWrite.push(p);
      }
    }
    if (!toWrite.length) return result;

    // A hosted property belongs to the administrator who imports it, as one they create does
    // (decision 021); a campsite nobody hosts has no owner (as on /admin/createcommercial).
    const written = await repo.upsertLocations(
      tx,
      toWrite.map((p) => ({
        fields: p.fields,
        ownerId: p.fields.type === 'property' || p.fields.type === 'other' ? viewer.userId : null,
      })),
      now,
    );
    const idByKey = new Map(written.map((w) => [w.foreignKey!, w]));
    const ids = written.map((w) => w.id);
    // Read again after the upsert: a location another import created meanwhile has sites too.
    const sitesNow = groupBy(await repo.activeSitesOf(tx, ids), (s) => s.locationId);
    const inserts: (repo.ImportedSiteFields & { locationId: number })[] = [];
    const updates: (repo.ImportedSiteFields & { id: number })[] = [];
    const deletes: number[] = [];
    for (const p of toWrite) {
      const { id: locationId, inserted } = idByKey.get(p.fields.foreignKey)!;
      const current = new Map((sitesNow.get(locationId) ?? []).map((s) => [s.name.toLowerCase(), s]));
      for (const site of p.sites) {
        const match = current.get(site.name.toLowerCase());
        if (!match) {
          inserts.push({ ...site, locationId });
          continue;
        }
        current.delete(site.name.toLowerCase());
        const same =
          match.name === site.name &&
          match.spaces === site.spaces &&
          match.price === site.price &&
          match.position === site.position &&
          sameIds(sortedIds(match.tagIds), site.tagIds);
        if (!same) updates.push({ ...site, id: match.id });
      }
      deletes.push(...[...current.values()].map((s) => s.id));
      const outcome = inserted ? 'created' : 'updated';
      const photoCount = storedByKey.get(p.fields.foreignKey)?.photoCount ?? 0;
      result.set(p.index, { outcome, locationId, photoCount });
      await recordAdminAction(tx, {
        actorId: viewer.userId,
        action: 'location.import',
        targetLocationId: locationId,
        details: { outcome, foreignKey: p.fields.foreignKey },
      });
    }
    await repo.deleteSites(tx, deletes);
    await repo.updateSites(tx, updates);
    await repo.insertSites(tx, inserts);
    await propertyRepo.refreshDerivedMany(tx, ids);
    return result;
  });
  for (const [index, r] of outcomes) Object.assign(report[index]!, r, { errors: [] });
}

/**
 * POST /v1/locations/many/images: puts uploaded photos on imported locations by foreignKey. Each
 * url must be an upload Stopover stores (the caller's own, or any for those who manage every
 * property); the list replaces the location's photos, and the same list again changes nothing.
 */
export async function attachImportedImages(
  db: Db,
  viewer: SignedIn,
  body: ImportImagesBody,
  language: Language,
  now: Date = new Date(),
): Promise<ImportImagesResult> {
  const text = (message: Message) => translate(language, message.code, message.params);
  const error = (field: string, message: Message): ImportRowError => ({
    field,
    code: message.code,
    message: text(message),
  });
  const anyImage = can(viewer, 'locations:manage-any');
  const uploads = await repo.findImagesByUrls(db, [...new Set(body.items.flatMap((i) => i.images))]);
  const uploadByUrl = new Map(
    uploads.filter((u) => anyImage || u.ownerId === viewer.userId).map((u) => [u.url, u]),
  );

  return retrying(() =>
    db.transaction(async (tx) => {
      const stored = await repo.findByForeignKeys(
        tx,
        body.items.map((i) => i.foreignKey),
        true,
      );
      const idByKey = new Map(stored.map((s) => [s.foreignKey!, s.id]));
      const current = groupBy(
        await repo.photosOf(
          tx,
          stored.map((s) => s.id),
        ),
        (p) => p.locationId,
      );
      const changes: { locationId: number; list: { imageId: string; url: string }[] }[] = [];
      const items: ImportImagesResult['items'] = body.items.map((item, index) => {
        const locationId = idByKey.get(item.foreignKey) ?? null;
        if (locationId === null) {
          return {
            foreignKey: item.foreignKey,
            locationId,
            outcome: 'refused',
            errors: [
              error(`items.${index}.foreignKey`, {
                code: 'dataImport.notImported',
                params: { foreignKey: item.foreignKey },
              }),
            ],
          };
        }
        const urls = [...new Set(item.images)];
        const unknown = urls.findIndex((url) => !uploadByUrl.has(url));
        if (unknown >= 0) {
          return {
            foreignKey: item.foreignKey,
            locationId,
            outcome: 'refused',
            errors: [
              error(`items.${index}.images.${unknown}`, {
                code: 'images.notOurs',
                params: { url: urls[unknown]! },
              }),
            ],
          };
        }
        const onIt = (current.get(locationId) ?? []).map((p) => p.url);
        if (onIt.length === urls.length && onIt.every((url, i) => url === urls[i])) {
          return { foreignKey: item.foreignKey, locationId, outcome: 'unchanged', errors: [] };
        }
        changes.push({ locationId, list: urls.map((url) => ({ imageId: uploadByUrl.get(url)!.id, url })) });
        return { foreignKey: item.foreignKey, locationId, outcome: 'updated', errors: [] };
      });
      const ids = changes.map((c) => c.locationId);
      await repo.replacePhotos(tx, changes);
      await repo.touchLocations(tx, ids, now);
      await propertyRepo.refreshDerivedMany(tx, ids);
      for (const locationId of ids) {
        await recordAdminAction(tx, {
          actorId: viewer.userId,
          action: 'location.import',
          targetLocationId: locationId,
          details: { outcome: 'photos' },
        });
      }
      return { items };
    }),
  );
}
