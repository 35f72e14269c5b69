// Applies the migrations from code (start-up and `npm run db:migrate`), and tells /health/ready
// whether the database has them all.
//
// Drizzle's migrator reads the last applied migration, then applies the newer ones in one
// transaction: two server copies starting at the same moment would both read "none applied" and
// the second would fail on the first's tables. On PostgreSQL the migrations run on a connection of
// their own that holds a session-level advisory lock for the whole run (decision 054): the other
// copies wait at the lock, then find nothing left to do. A copy that dies while migrating loses its
// connection, so PostgreSQL rolls its transaction back and frees the lock. PGlite is one process.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Pool } from 'pg';
import { queryRows, type Database } from './client';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The advisory lock key held while migrating on PostgreSQL (one 64-bit key, chosen once; the
 * request expiry job used 260_001 before decision 054 replaced it with the job leases).
 */
export const MIGRATIONS_LOCK = 260_000;

export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const pool = (database.db as unknown as { $client: Pool }).$client;
  const connection = await pool.connect();
  let failed = false;
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATIONS_LOCK]);
    await migratePg(drizzle(connection), { migrationsFolder });
    await connection.query('select pg_advisory_unlock($1)', [MIGRATIONS_LOCK]);
  } catch (err) {
    // A connection that failed mid-way may still hold the lock: it is closed (freeing the lock),
    // not handed back to the pool.
    failed = true;
    throw err;
  } finally {
    connection.release(failed);
  }
}

/** When the newest migration of this build was generated (drizzle records it as `created_at`). */
let newestMigration: number | null = null;

function newestMigrationMillis(): number {
  if (newestMigration === null) {
    const journal = JSON.parse(
      fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
    ) as {
      entries: { when: number }[];
    };
    newestMigration = Math.max(...journal.entries.map((e) => e.when));
  }
  return newestMigration;
}

/**
 * Whether the database has every migration of this build (a newer build's migrations too are
 * fine). False while another copy is still migrating, or before the first migration. Throws when
 * the database does not answer.
 */
export async function migrationsApplied(database: Database): Promise<boolean> {
  const [table] = await queryRows<{ name: string | null }>(
    database.db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!table?.name) return false;
  const [row] = await queryRows<{ newest: string | number | null }>(
    database.db,
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
  );
  return row?.newest != null && Number(row.newest) >= newestMigrationMillis();
}
