// Search over 200,000 locations with a centre, one tag filter and 50 results.
// Targets (issue 2): PostgreSQL p99 <= 20 ms at 10 clients and >= 1,500 req/s at 100 clients,
// with bare /health throughput of the same run beside it; embedded PGlite p50 <= 15 ms.

import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { seedScale } from '../src/server/db/seed/scale';
import { load, nzCentres, printFigures, root, startServer } from './lib';

const LOCATIONS = Number(process.env.BENCH_LOCATIONS ?? 200_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PG_BENCH_DB = 'stopover_bench';

async function ensureFilled(database: Database): Promise<number> {
  await migrate(database);
  const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from locations`);
  if ((row?.n ?? 0) < LOCATIONS) {
    const started = Date.now();
    await seedScale(database, { locations: LOCATIONS - (row?.n ?? 0) });
    console.log(
      `seeded ${LOCATIONS - (row?.n ?? 0)} locations in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  const [tag] = await queryRows<{ id: number }>(
    database.db,
    sql`select id from tags where label = 'site_feature:water'`,
  );
  return tag!.id;
}

function searchPaths(tagId: number): string[] {
  return nzCentres(200).map(
    (c) => `/v1/locations?latitude=${c.latitude}&longitude=${c.longitude}&tags=${tagId}&limit=50`,
  );
}

async function postgres() {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [PG_BENCH_DB]);
  if (!exists.rowCount) await admin.query(`create database ${PG_BENCH_DB}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${PG_BENCH_DB}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  const tagId = await ensureFilled(database);
  await database.close();

  const server = await startServer({ DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: '20' });
  try {
    const paths = searchPaths(tagId);
    const sample = await (await fetch(`${server.url}${paths[0]}`)).json();
    console.log(
      `PostgreSQL, ${LOCATIONS} locations; a sample search returned ${sample.items.length} results`,
    );
    await load(server.url, paths, 10, 3); // warm-up
    printFigures('search, 10 clients', await load(server.url, paths, 10, SECONDS), 'target p99 <= 20 ms');
    const hundred = await load(server.url, paths, 100, SECONDS);
    printFigures('search, 100 clients', hundred, 'target >= 1500 req/s');
    const health = await load(server.url, ['/health'], 100, SECONDS);
    printFigures('bare /health, 100 clients (same run)', health);
    console.log(`search / health throughput ratio: ${(hundred.rps / health.rps).toFixed(2)}`);
  } finally {
    await server.stop();
  }
}

async function embedded() {
  const dataDir = path.join(root, '.tmp/bench-pglite');
  fs.mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'db') });
  const tagId = await ensureFilled(database);
  await database.close();

  const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
  try {
    const paths = searchPaths(tagId);
    console.log(`PGlite (embedded default), ${LOCATIONS} locations`);
    await load(server.url, paths, 1, 3);
    printFigures('search, 1 client', await load(server.url, paths, 1, SECONDS), 'target p50 <= 15 ms');
    printFigures('search, 10 clients', await load(server.url, paths, 10, SECONDS));
  } finally {
    await server.stop();
  }
}

await postgres();
await embedded();
