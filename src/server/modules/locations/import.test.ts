// The bulk data import (POST /v1/locations/many, POST /v1/locations/many/images) on a real
// database: a file of a few hundred locations imports in one call (past the usual 1 MiB body),
// the same file again creates nothing, malformed rows are refused with their errors and write
// nothing while the good ones import, changes update by foreignKey, photos attach idempotently,
// and those who run imports may upload their photos 100 a batch.

import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../../domain/messages/catalogues';
import { MAX_IMAGES_PER_UPLOAD } from '../../../domain/schemas/images';
import type { ImportLocationInput, ImportReport } from '../../../domain/schemas/data-import';
import { adminActions, locations, sites } from '../../db/schema';
import { signUp, type Actor } from '../../testing/actors';
import { createTag } from '../../testing/fixtures';
import { createTestApp, type TestContext } from '../../testing/test-app';

let t: TestContext;
let admin: Actor;
let guest: Actor;
let narrowAdmin: Actor;
let run = 0;

beforeAll(async () => {
  // Small usual upload limits, so the importer's own limits show.
  t = await createTestApp({ UPLOADS_PER_HOUR: '3', IMPORT_UPLOADS_PER_HOUR: '250' });
  admin = await signUp(t, 'import-admin@example.com', { roles: ['administrator'] });
  guest = await signUp(t, 'import-guest@example.com');
  narrowAdmin = await signUp(t, 'import-narrow@example.com', { roles: ['addpropertiesonly_administrator'] });
  await createTag(t.database.db, 'site_feature:power', 'site_feature');
  await createTag(t.database.db, 'site_feature:water', 'site_feature');
  await createTag(t.database.db, 'self_contained', 'site_type');
  await createTag(t.database.db, 'collection:farms', 'collection');
});
afterAll(() => t.close());

/** A good location: a farm near Wellington with two sites, unique to this test run. */
function farm(key: string, overrides: Partial<ImportLocationInput> = {}): ImportLocationInput {
  return {
    foreignKey: key,
    name: `Farm ${key}`,
    type: 'property',
    propertyType: 'Farm',
    address: '12 Paddock Road',
    city: 'Wellington',
    postcode: '6011',
    region: 'Wellington',
    latitude: -41.2 - (run % 50) / 1000,
    longitude: 174.8,
    description: 'Flat grass paddock by the river. '.repeat(120),
    status: 'active',
    tags: ['collection:farms'],
    sites: [
      { name: 'Paddock', spaces: 4, price: 2500, tags: ['site_feature:power', 'self_contained'] },
      { name: 'Orchard', spaces: 2, price: 1800, tags: ['site_feature:water'] },
    ],
    images: [`${key}.png`],
    ...overrides,
  };
}

const importFile = (who: Actor, rows: unknown[], language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/locations/many',
    headers: { ...who.headers, 'accept-language': language },
    payload: { locations: rows },
  });

const storedByKeys = (keys: string[]) =>
  t.database.db.select().from(locations).where(inArray(locations.foreignKey, keys));

describe('POST /v1/locations/many', () => {
  it('imports a few hundred locations in one call, and the same file again creates nothing', async () => {
    run += 1;
    const keys = Array.from({ length: 300 }, (_, i) => `bulk-${run}-${i}`);
    // The first farm has a place of its own, so a search there finds it first; the others share one.
    const rows = keys.map((key, i) => farm(key, i === 0 ? { latitude: -41.3, longitude: 174.7 } : {}));
    const body = JSON.stringify({ locations: rows });
    // More than Fastify's usual 1 MiB: this route takes more.
    expect(body.length).toBeGreaterThan(1024 * 1024);

    const first = await importFile(admin, rows);
    expect(first.statusCode, first.body).toBe(200);
    const report = first.json() as ImportReport;
    expect(report.counts).toEqual({ created: 300, updated: 0, unchanged: 0, refused: 0 });
    expect(report.rows[7]).toMatchObject({ index: 7, foreignKey: keys[7], outcome: 'created', errors: [] });

    const stored = await storedByKeys(keys);
    expect(stored).toHaveLength(300);
    const one = stored.find((l) => l.foreignKey === keys[0])!;
    // What search reads is right at once: the lowest site price, own and site tags, the sites.
    expect(one).toMatchObject({ ownerId: admin.id, status: 'active', price: 1800, country: 'nz' });
    expect(one.tagIds).toHaveLength(4);
    expect(one.searchSites).toHaveLength(2);
    const search = await t.app.inject({
      url: `/v1/locations?latitude=${one.latitude}&longitude=${one.longitude}&limit=5`,
    });
    expect((search.json() as { items: { id: number }[] }).items.map((i) => i.id)).toContain(one.id);

    const again = await importFile(admin, rows);
    expect((again.json() as ImportReport).counts).toEqual({
      created: 0,
      updated: 0,
      unchanged: 300,
      refused: 0,
    });
    expect(await storedByKeys(keys)).toHaveLength(300);
    const siteCount = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sites)
      .where(
        inArray(
          sites.locationId,
          stored.map((l) => l.id),
        ),
      );
    expect(siteCount[0]!.n).toBe(600);
  });

  it('refuses malformed rows with their errors, writes nothing for them, and imports the good ones', async () => {
    run += 1;
    const good = `good-${run}`;
    const rows = [
      farm(good),
      // No name, a price under $10, outside New Zealand.
      farm(`bad-${run}`, {
        name: '',
        latitude: 51.5,
        longitude: -0.12,
        sites: [{ name: 'A', spaces: 1, price: 500 }],
      }),
      'not a location',
      farm(`tags-${run}`, {
        tags: ['site_feature:power'],
        sites: [{ name: 'A', spaces: 1, price: 2000, tags: ['no_such_tag'] }],
      }),
      farm(good, { name: 'The same key twice' }),
      { ...farm(`extra-${run}`), colour: 'green' },
    ];
    const res = await importFile(admin, rows, 'fr');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json() as ImportReport;
    expect(report.rows.map((r) => r.outcome)).toEqual([
      'created',
      'refused',
      'refused',
      'refused',
      'refused',
      'refused',
    ]);
    expect(report.rows[1]!.errors.map((e) => [e.field, e.code])).toEqual(
      expect.arrayContaining([
        ['name', 'property.nameRequired'],
        ['sites.0.price', 'property.priceTooLow'],
        ['latitude', 'property.addressOutsideNz'],
      ]),
    );
    // In the caller's language.
    const nameError = report.rows[1]!.errors.find((e) => e.field === 'name')!;
    expect(nameError.message).toBe(translate('fr', 'property.nameRequired'));
    expect(report.rows[2]!.errors).toEqual([
      { field: '', code: 'dataImport.notAnObject', message: translate('fr', 'dataImport.notAnObject') },
    ]);
    expect(report.rows[3]!.errors.map((e) => [e.field, e.code])).toEqual([
      ['tags.0', 'dataImport.siteFeatureOnLocation'],
      ['sites.0.tags.0', 'dataImport.unknownTag'],
    ]);
    expect(report.rows[4]!.errors.map((e) => [e.field, e.code])).toEqual([
      ['foreignKey', 'dataImport.duplicateForeignKey'],
    ]);
    expect(report.rows[5]!.errors.map((e) => e.code)).toEqual(['validation.unknownFields']);

    const stored = await storedByKeys(rows.map((r) => (r as { foreignKey?: string }).foreignKey ?? ''));
    expect(stored.map((l) => l.foreignKey)).toEqual([good]);
    expect(stored[0]!.name).toBe(`Farm ${good}`);
  });

  it('updates a changed location by its foreignKey: fields, sites by name, and the audit trail', async () => {
    run += 1;
    const key = `update-${run}`;
    const created = (await importFile(admin, [farm(key)])).json() as ImportReport;
    const locationId = created.rows[0]!.locationId!;
    const [paddock] = await t.database.db
      .select()
      .from(sites)
      .where(and(eq(sites.locationId, locationId), eq(sites.name, 'Paddock')));

    const changed = farm(key, {
      name: 'Renamed Farm',
      sites: [
        { name: 'Paddock', spaces: 6, price: 3000, tags: [] },
        { name: 'Riverside', spaces: 1, price: 4000 },
      ],
    });
    const res = (await importFile(admin, [changed])).json() as ImportReport;
    expect(res.rows[0]).toMatchObject({ outcome: 'updated', locationId });

    const [location] = await storedByKeys([key]);
    expect(location).toMatchObject({
      name: 'Renamed Farm',
      price: 3000,
      version: 2,
      tagIds: [expect.any(Number)],
    });
    const siteRows = await t.database.db.select().from(sites).where(eq(sites.locationId, locationId));
    // The same site kept its id (and so its bookings); the one the file dropped is deleted by status.
    expect(siteRows.find((s) => s.name === 'Paddock')).toMatchObject({
      id: paddock!.id,
      spaces: 6,
      price: 3000,
      status: 'active',
    });
    expect(siteRows.find((s) => s.name === 'Orchard')!.status).toBe('deleted');
    expect(siteRows.find((s) => s.name === 'Riverside')!.status).toBe('active');

    const trail = await t.database.db
      .select({ action: adminActions.action, details: adminActions.details, actorId: adminActions.actorId })
      .from(adminActions)
      .where(eq(adminActions.targetLocationId, locationId))
      .orderBy(adminActions.id);
    expect(trail).toEqual([
      { action: 'location.import', actorId: admin.id, details: { outcome: 'created', foreignKey: key } },
      { action: 'location.import', actorId: admin.id, details: { outcome: 'updated', foreignKey: key } },
    ]);
    // Unchanged rows leave no trace.
    await importFile(admin, [changed]);
    expect(
      await t.database.db.select().from(adminActions).where(eq(adminActions.targetLocationId, locationId)),
    ).toHaveLength(2);
  });

  it('creates nothing twice when the same file is imported twice at once', async () => {
    run += 1;
    const rows = Array.from({ length: 20 }, (_, i) => farm(`race-${run}-${i}`));
    const [a, b] = await Promise.all([importFile(admin, rows), importFile(admin, rows)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const outcomes = [...(a.json() as ImportReport).rows, ...(b.json() as ImportReport).rows].map(
      (r) => r.outcome,
    );
    expect(outcomes.filter((o) => o === 'created')).toHaveLength(20);
    expect(await storedByKeys(rows.map((r) => r.foreignKey))).toHaveLength(20);
  });

  it('imports freedom and commercial campsites without sites, owned by nobody', async () => {
    run += 1;
    const key = `freedom-${run}`;
    const res = await importFile(admin, [
      farm(key, { type: 'freedom_campsite', sites: [] }),
      farm(`freedom-sites-${run}`, { type: 'freedom_campsite' }),
    ]);
    const report = res.json() as ImportReport;
    expect(report.rows[0]!.outcome).toBe('created');
    expect(report.rows[1]!.errors.map((e) => [e.field, e.code])).toEqual([
      ['sites', 'dataImport.noSitesForType'],
    ]);
    expect((await storedByKeys([key]))[0]).toMatchObject({ ownerId: null, price: null });
  });

  it('is for those who run imports only, and bounds the rows of one call', async () => {
    for (const who of [guest, narrowAdmin]) expect((await importFile(who, [farm('x')])).statusCode).toBe(403);
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/v1/locations/many',
      headers: admin.headers,
      payload: { locations: Array.from({ length: 10_001 }, () => ({})) },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'dataImport.tooManyRows', field: 'locations' });
  });
});

async function upload(who: Actor, count: number) {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
  const form = new FormData();
  for (let i = 0; i < count; i++) form.append('files', new Blob([new Uint8Array(png)]), `photo-${i}.png`);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/v1/images',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { ...who.headers, 'content-type': request.headers.get('content-type')! },
  });
}

describe('photos of imported locations', () => {
  it(`lets those who run imports upload ${MAX_IMAGES_PER_UPLOAD} photos a batch, past the usual hourly limit`, async () => {
    // The usual limit (3 an hour here) still holds for everyone else.
    expect((await upload(guest, 4)).statusCode).toBe(429);
    const batch = await upload(admin, MAX_IMAGES_PER_UPLOAD);
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.json()).toHaveLength(MAX_IMAGES_PER_UPLOAD);
    // A batch over 100 is still refused, for importers too.
    expect((await upload(admin, MAX_IMAGES_PER_UPLOAD + 1)).json()).toMatchObject({ code: 'images.tooMany' });
  });

  it('puts uploaded photos on imported locations by foreignKey, and the same again changes nothing', async () => {
    run += 1;
    const key = `photos-${run}`;
    const report = (await importFile(admin, [farm(key)])).json() as ImportReport;
    expect(report.rows[0]!.photoCount).toBe(0);
    const urls = ((await upload(admin, 2)).json() as { url: string }[]).map((u) => u.url);
    const attach = (items: unknown[]) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/locations/many/images',
        headers: admin.headers,
        payload: { items },
      });

    const first = await attach([
      { foreignKey: key, images: urls },
      { foreignKey: `never-imported-${run}`, images: urls },
      { foreignKey: key, images: ['/uploads/not-ours.webp'] },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(
      (first.json() as { items: { outcome: string; errors: { code: string }[] }[] }).items.map((i) => [
        i.outcome,
        i.errors.map((e) => e.code),
      ]),
    ).toEqual([
      ['updated', []],
      ['refused', ['dataImport.notImported']],
      ['refused', ['images.notOurs']],
    ]);
    const [location] = await storedByKeys([key]);
    expect(location!.image).toBe(urls[0]);
    const detail = await t.app.inject({ url: `/v1/locations/${location!.id}` });
    expect((detail.json() as { images: { url: string }[] }).images.map((i) => i.url)).toEqual(urls);

    const again = await attach([{ foreignKey: key, images: urls }]);
    expect((again.json() as { items: { outcome: string }[] }).items[0]!.outcome).toBe('unchanged');
    expect((await storedByKeys([key]))[0]!.version).toBe(location!.version);
    // The import report now says the place has its photos, so the web uploads nothing the next time.
    const reimport = (await importFile(admin, [farm(key)])).json() as ImportReport;
    expect(reimport.rows[0]).toMatchObject({ outcome: 'unchanged', photoCount: 2 });
    expect(
      await t.database.db
        .select()
        .from(locations)
        .where(and(eq(locations.foreignKey, key), isNotNull(locations.image))),
    ).toHaveLength(1);
  });
});
