// Availability of a property with 4 sites over 28 days. Target (issue 2): p99 <= 15 ms at 10 clients.
// Runs on PostgreSQL (the bench database of 01-search, or a fresh one) and on embedded PGlite.

import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { addDays, MONTHS, todayInAuckland } from '../src/domain/dates';
import { openDatabase, type Database } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { locations } from '../src/server/db/schema';
import { createBooking, createLocation, createUser } from '../src/server/testing/fixtures';
import { load, printFigures, startServer } from './lib';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MARKER = 'bench-availability';

/** A property with 4 sites, rules of both kinds and some bookings; reused when already there. */
async function ensureProperty(database: Database): Promise<number> {
  await migrate(database);
  const db = database.db;
  const existing = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.foreignKey, MARKER));
  if (existing[0]) return existing[0].id;
  const today = todayInAuckland();
  const guest = await createUser(db);
  const loc = await createLocation(db, {
    name: 'Benchmark Farm',
    foreignKey: MARKER,
    sites: [0, 1, 2, 3].map((i) => ({
      name: `Site ${i + 1}`,
      spaces: 2 + i,
      price: 2000 + i * 500,
      rules: [
        { type: 'Custom', days: ['Saturday', 'Sunday'], months: [...MONTHS], price: 3500, spaces: 2 + i },
        { type: 'Date Range', dates: { from: addDays(today, 10), to: addDays(today, 12) }, spaces: 0 },
      ],
    })),
  });
  for (const site of loc.sites) {
    for (let d = 0; d < 28; d += 3) {
      await createBooking(db, {
        locationId: loc.id,
        siteId: site.id,
        guestId: guest.id,
        date: addDays(today, d),
      });
    }
  }
  return loc.id;
}

async function measure(label: string, env: Record<string, string>, id: number) {
  const server = await startServer(env);
  try {
    const today = todayInAuckland();
    const paths = Array.from({ length: 14 }, (_, i) => {
      const from = addDays(today, i);
      return `/v1/locations/${id}/availability?from=${from}&to=${addDays(from, 27)}`;
    });
    const sample = await (await fetch(`${server.url}${paths[0]}`)).json();
    console.log(`${label}: ${sample.sites.length} sites x ${sample.sites[0].nights.length} nights`);
    await load(server.url, paths, 10, 3);
    printFigures(
      `availability (${label}), 10 clients`,
      await load(server.url, paths, 10, SECONDS),
      'target p99 <= 15 ms',
    );
  } finally {
    await server.stop();
  }
}

// PostgreSQL
const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
await admin.connect();
const exists = await admin.query(`select 1 from pg_database where datname = 'stopover_bench'`);
if (!exists.rowCount) await admin.query('create database stopover_bench');
await admin.end();
const pgUrl = new URL(PG_ADMIN_URL);
pgUrl.pathname = '/stopover_bench';
const pgDb = await openDatabase({ kind: 'postgres', url: pgUrl.toString(), poolSize: 2 });
const pgId = await ensureProperty(pgDb);
await pgDb.close();
await measure('PostgreSQL', { DATABASE_URL: pgUrl.toString() }, pgId);

// Embedded PGlite
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-bench-'));
const lite = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'db') });
const liteId = await ensureProperty(lite);
await lite.close();
await measure('PGlite', { DATA_DIR: dataDir, SEED_DEMO: 'false' }, liteId);
fs.rmSync(dataDir, { recursive: true, force: true });
