// Migrations run once (issue 30, decision 054). On PostgreSQL (TEST_DATABASE_URL), three server
// copies start at the same moment on a fresh database, each with its own pool: all three finish,
// each migration is recorded once, and the schema is the one a single run makes (the test
// template's). On PGlite: whether the database has this build's migrations, as /health/ready asks.

import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPglite, openDatabase, pgliteExtensions, queryRows, type Database } from './client';
import { migrate, migrationsApplied } from './migrate';
import { TEMPLATE_DATABASE, withDatabaseName } from '../testing/paths';
import journal from './migrations/meta/_journal.json' with { type: 'json' };

const url = process.env.TEST_DATABASE_URL;

type Recorded = { hash: string; created_at: string | number };
const recorded = (database: Database) =>
  queryRows<Recorded>(database.db, sql`select hash, created_at from drizzle.__drizzle_migrations`);

/** Every column, constraint and index of the public schema, as comparable lines. */
async function schemaOf(database: Database): Promise<string[]> {
  const columns = await queryRows<{ line: string }>(
    database.db,
    sql`select table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable as line
        from information_schema.columns where table_schema = 'public'`,
  );
  const constraints = await queryRows<{ line: string }>(
    database.db,
    sql`select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as line
        from pg_constraint where connamespace = 'public'::regnamespace`,
  );
  const indexes = await queryRows<{ line: string }>(
    database.db,
    sql`select indexdef as line from pg_indexes where schemaname = 'public'`,
  );
  return [...columns, ...constraints, ...indexes].map((r) => r.line).sort();
}

describe.runIf(url)('migrations started by three copies at once on PostgreSQL', () => {
  const name = `stopover_test_migrate_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  const copies: Database[] = [];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    for (let i = 0; i < 3; i++) {
      const copy = await openDatabase({ kind: 'postgres', url: withDatabaseName(url!, name), poolSize: 2 });
      await copy.ping();
      copies.push(copy);
    }
  });

  afterAll(async () => {
    for (const copy of copies) await copy.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('all succeed, each migration is applied once, and the schema is complete', async () => {
    expect(await migrationsApplied(copies[0]!)).toBe(false);

    const outcomes = await Promise.allSettled(copies.map((copy) => migrate(copy)));

    expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : o.status))).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    const rows = await recorded(copies[0]!);
    expect(rows.map((r) => Number(r.created_at)).sort()).toEqual(journal.entries.map((e) => e.when).sort());
    expect(new Set(rows.map((r) => r.hash)).size).toBe(journal.entries.length);
    for (const copy of copies) expect(await migrationsApplied(copy)).toBe(true);

    const template = await openDatabase({
      kind: 'postgres',
      url: withDatabaseName(url!, TEMPLATE_DATABASE),
      poolSize: 1,
    });
    try {
      expect(await schemaOf(copies[0]!)).toEqual(await schemaOf(template));
    } finally {
      await template.close();
    }
    // The lock was given back: another start takes it at once and finds nothing to do.
    await migrate(copies[1]!);
    expect(await recorded(copies[0]!)).toHaveLength(journal.entries.length);
  });
});

describe('whether the database has this build’s migrations', () => {
  let database: Database;
  beforeAll(() => {
    database = fromPglite(new PGlite({ extensions: pgliteExtensions }));
  });
  afterAll(() => database.close());

  // Every migration runs twice here: seconds when quiet, over 30 s with both cores loaded.
  it(
    'is false on a new database, true once migrated, and false again without the newest',
    { timeout: 180_000 },
    async () => {
      expect(await migrationsApplied(database)).toBe(false);
      await migrate(database);
      expect(await migrationsApplied(database)).toBe(true);
      // Migrating again finds nothing to do.
      await migrate(database);
      expect(await recorded(database)).toHaveLength(journal.entries.length);

      const newest = Math.max(...journal.entries.map((e) => e.when));
      await database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${newest}`);
      expect(await migrationsApplied(database)).toBe(false);
    },
  );
});
