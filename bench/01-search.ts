// Search over 200,000 locations with a centre, one tag filter and 50 results.
// Targets (issue 2): PostgreSQL p99 <= 20 ms at 10 clients and >= 1,500 req/s at 100 clients,
// with bare /health throughput of the same run beside it; embedded PGlite p50 <= 15 ms.
// Targets (issue 14): at 10 clients, HTTP search >= 0.6 of pgbench running the same prepared
// statement on the same database (the server's own SQL, decision 025), and p99 <= 3 x p50.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { seedScale } from '../src/server/db/seed/scale';
import { nearbySearchQuery } from '../src/server/modules/locations/locations.repository';
import { SEARCH_DEFAULT_LIMIT } from '../src/domain/constants';
import { load, nzCentres, printFigures, root, startServer, type Figures } from './lib';

const LOCATIONS = Number(process.env.BENCH_LOCATIONS ?? 200_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PG_BENCH_DB = 'stopover_bench';
const CENTRES = nzCentres(200);
const MIN_SHARE_OF_PGBENCH = 0.6;
const MAX_P99_OVER_P50 = 3;

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
  return CENTRES.map(
    (c) => `/v1/locations?latitude=${c.latitude}&longitude=${c.longitude}&tags=${tagId}&limit=50`,
  );
}

/**
 * A pgbench script that runs the server's own prepared search statement (its text, with pgbench's
 * variables for its parameters) for one of the HTTP paths' centres at random, with their tag and limit.
 * pgbench has no strings or trigonometry in its expressions, so each centre's cube coordinates are
 * picked with CASE and the tags come in with -D; pgbench writes a double with 15 digits, a few
 * millimetres off the server's centre, which changes no work.
 */
function pgbenchScript(database: Database, tagId: number): string {
  const query = (centre: (typeof CENTRES)[number]) =>
    nearbySearchQuery(database.db, {
      centre,
      withinMetres: null,
      tagIds: [tagId],
      type: null,
      text: null,
      status: 'active',
      limit: SEARCH_DEFAULT_LIMIT,
    });
  const first = query(CENTRES[0]!);
  const coordinates = CENTRES.map((centre) => {
    const { parameters, values } = query(centre);
    return (name: string) => values[parameters.indexOf(name as (typeof parameters)[number])];
  });
  const pick = (name: string) =>
    `\\set ${name} CASE ${coordinates.map((value, i) => `WHEN :i = ${i} THEN ${value(name)}`).join(' ')} END`;
  const text = first.text.replace(/\$(\d+)/g, (_, n: string) => `:${first.parameters[Number(n) - 1]}`);
  return [
    `\\set i random(0, ${CENTRES.length - 1})`,
    pick('x'),
    pick('y'),
    pick('z'),
    `\\set limit ${SEARCH_DEFAULT_LIMIT}`,
    `${text};`,
    '',
  ].join('\n');
}

function pgbenchBinary(): string {
  const found = spawnSync('which', ['pgbench'], { encoding: 'utf8' }).stdout.trim();
  return process.env.PGBENCH ?? (found || '/usr/lib/postgresql/15/bin/pgbench');
}

/** pgbench's throughput (transactions per second) running `script` with 10 clients. */
function runPgbench(url: string, script: string, tagId: number, seconds: number): number {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-pgbench-')), 'search.sql');
  fs.writeFileSync(file, script);
  const result = spawnSync(
    pgbenchBinary(),
    [
      '-n',
      '-M',
      'prepared',
      '-c',
      '10',
      '-j',
      '2',
      '-T',
      String(seconds),
      '-D',
      `tags={${tagId}}`,
      '-f',
      file,
      url,
    ],
    { encoding: 'utf8' },
  );
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(result.stdout);
  const failed = /number of failed transactions: (\d+)/.exec(result.stdout);
  if (result.status !== 0 || !tps || (failed && Number(failed[1]) > 0)) {
    throw new Error(`pgbench failed:\n${result.stdout}\n${result.stderr}`);
  }
  return Number(tps[1]);
}

function printAgainstPgbench(http: Figures, pgbenchTps: number[]) {
  const pgbench = pgbenchTps.reduce((a, b) => a + b, 0) / pgbenchTps.length;
  const share = http.rps / pgbench;
  const spread = http.p99 / http.p50;
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log(
    `pgbench, same prepared SQL, 10 clients (before, after)`.padEnd(52) +
      ` ${pgbenchTps.map((tps) => Math.round(tps)).join(', ')} tx/s`,
  );
  console.log(
    'search / pgbench throughput, 10 clients'.padEnd(52) +
      ` ${share.toFixed(2)} (${Math.round(http.rps)} / ${Math.round(pgbench)})` +
      `  [target >= ${MIN_SHARE_OF_PGBENCH}: ${verdict(share >= MIN_SHARE_OF_PGBENCH)}]`,
  );
  console.log(
    'search p99 / p50, 10 clients'.padEnd(52) +
      ` ${spread.toFixed(2)} (${http.p99.toFixed(1)} / ${http.p50.toFixed(1)} ms)` +
      `  [target <= ${MAX_P99_OVER_P50}: ${verdict(spread <= MAX_P99_OVER_P50)}]`,
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
  const script = pgbenchScript(database, tagId);
  await database.close();

  const server = await startServer({ DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: '20' });
  try {
    const paths = searchPaths(tagId);
    const sample = await (await fetch(`${server.url}${paths[0]}`)).json();
    console.log(
      `PostgreSQL, ${LOCATIONS} locations; a sample search returned ${sample.items.length} results`,
    );
    await load(server.url, paths, 10, 3); // warm-up
    // pgbench before and after the HTTP run: the machine is shared, and the mean of the two is the
    // baseline of the same moment.
    const pgbenchBefore = runPgbench(url.toString(), script, tagId, SECONDS);
    const ten = await load(server.url, paths, 10, SECONDS);
    const pgbenchAfter = runPgbench(url.toString(), script, tagId, SECONDS);
    printFigures('search, 10 clients', ten, 'target p99 <= 20 ms');
    printAgainstPgbench(ten, [pgbenchBefore, pgbenchAfter]);
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
