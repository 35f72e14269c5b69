// Clustering the locations table after a bulk load: the table is then kept in the spatial index's
// order (PostgreSQL records it), and search answers as before.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from './client';
import { clusterLocations, LOCATIONS_CLUSTER_INDEX } from './maintenance';
import { createLocation } from '../testing/fixtures';
import { createTestApp, type TestContext } from '../testing/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('clustering the locations', () => {
  it('keeps the table in the spatial index’s order, and search finds the nearest first as before', async () => {
    const places = [
      { name: 'Queenstown Paddock', latitude: -45.03, longitude: 168.66 },
      { name: 'Auckland Orchard', latitude: -36.85, longitude: 174.76 },
      { name: 'Wanaka Farm', latitude: -44.7, longitude: 169.13 },
    ];
    for (const place of places) await createLocation(t.database.db, place);
    const search = async () =>
      (await t.app.inject({ url: '/v1/locations?latitude=-45.03&longitude=168.66&limit=3' }))
        .json()
        .items.map((l: { name: string }) => l.name);
    const before = await search();

    await clusterLocations(t.database.db);

    const [index] = await queryRows<{ clustered: boolean }>(
      t.database.db,
      sql`select indisclustered as clustered from pg_index where indexrelid = ${LOCATIONS_CLUSTER_INDEX}::regclass`,
    );
    expect(index?.clustered).toBe(true);
    expect(await search()).toEqual(before);
    expect(before[0]).toBe('Queenstown Paddock');
  });
});
