// Upkeep after bulk loads (issue 14). Search reads the locations nearest a point through the
// spatial index; rows loaded in bulk land on the heap in load order, so the nearest fifty are spread
// over fifty pages. Rewriting the table in the spatial index's order (CLUSTER) puts neighbours on the
// same pages. CLUSTER holds an exclusive lock on the table while it rewrites it (seconds for 200,000
// rows), so it runs after bulk loads (the scale seed, `npm run db:cluster` after an import), never on
// a request.

import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** The index the table is kept in the order of: the spatial index of every location (on its public point, decision 030). */
export const LOCATIONS_CLUSTER_INDEX = 'locations_public_point_idx';

/** Rewrites the locations table in spatial order and refreshes its statistics. */
export async function clusterLocations(db: Db): Promise<void> {
  await db.execute(sql`cluster locations using ${sql.identifier(LOCATIONS_CLUSTER_INDEX)}`);
  await db.execute(sql`analyze locations`);
}
