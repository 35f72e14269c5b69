// Availability of a property with 4 sites over 28 days, at 10 clients. Targets: p99 <= 15 ms
// (issue 2); throughput >= 0.3 of bare /health's measured in the same run, and p99 <= 3 x p50
// (issue 14). The two routes take turns (/health, calendar, /health, ... /health) and each
// calendar round is set against the mean of the /health runs either side of it, so a machine that
// gets busier or quieter during the run moves both sides of a ratio alike; the summary is the
// median round. BENCH_SECONDS (default 5) is the length of each turn, BENCH_ROUNDS (default 3)
// the number of calendar turns.
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
import { load, median, printFigures, startServer, type Figures } from './lib';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MARKER = 'bench-availability';
const CLIENTS = 10;
const MIN_SHARE_OF_HEALTH = 0.3;
const MAX_P99_OVER_P50 = 3;

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
    // Warm both routes (JIT, prepared statements, pool connections) before anything is counted.
    await load(server.url, ['/health'], CLIENTS, 3);
    await load(server.url, paths, CLIENTS, 3);

    const health = [await load(server.url, ['/health'], CLIENTS, SECONDS)];
    const calendar: Figures[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      calendar.push(await load(server.url, paths, CLIENTS, SECONDS));
      health.push(await load(server.url, ['/health'], CLIENTS, SECONDS));
    }
    const rounds = calendar.map((figures, i) => ({
      figures,
      healthRps: (health[i]!.rps + health[i + 1]!.rps) / 2,
    }));
    for (const [i, round] of rounds.entries()) {
      printFigures(`/health (${label}), ${CLIENTS} clients, turn ${i + 1}`, health[i]!);
      printFigures(`availability (${label}), ${CLIENTS} clients, round ${i + 1}`, round.figures);
    }
    printFigures(`/health (${label}), ${CLIENTS} clients, turn ${health.length}`, health.at(-1)!);
    printSummary(label, rounds, health);
  } finally {
    await server.stop();
  }
}

function printSummary(label: string, rounds: { figures: Figures; healthRps: number }[], health: Figures[]) {
  const shares = rounds.map((r) => r.figures.rps / r.healthRps);
  const spreads = rounds.map((r) => r.figures.p99 / r.figures.p50);
  const each = (values: number[]) => values.map((v) => v.toFixed(2)).join(', ');
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const share = median(shares);
  const spread = median(spreads);
  const healthRps = health.map((h) => h.rps);
  const line = (name: string, text: string) => console.log(`${name} (${label})`.padEnd(52) + ` ${text}`);
  console.log(`-- ${label}, median of ${rounds.length} rounds:`);
  printFigures(
    `availability (${label}), ${CLIENTS} clients`,
    {
      p50: median(rounds.map((r) => r.figures.p50)),
      p99: median(rounds.map((r) => r.figures.p99)),
      rps: median(rounds.map((r) => r.figures.rps)),
      errors: rounds.reduce((sum, r) => sum + r.figures.errors, 0),
      non2xx: rounds.reduce((sum, r) => sum + r.figures.non2xx, 0),
    },
    'target p99 <= 15 ms',
  );
  line('/health req/s, same run', `${Math.round(median(healthRps))}`);
  line(
    'availability / health',
    `${share.toFixed(2)} (rounds ${each(shares)})  [target >= ${MIN_SHARE_OF_HEALTH}: ${verdict(share >= MIN_SHARE_OF_HEALTH)}]`,
  );
  line(
    'availability p99 / p50',
    `${spread.toFixed(2)} (rounds ${each(spreads)})  [target <= ${MAX_P99_OVER_P50}: ${verdict(spread <= MAX_P99_OVER_P50)}]`,
  );
  // How far /health moved across its turns: a rough measure of how busy the machine was with others.
  const drift = (Math.max(...healthRps) - Math.min(...healthRps)) / median(healthRps);
  line('/health spread across its turns', `${(drift * 100).toFixed(0)}% (noise: the lower the better)`);
}

// BENCH_DATABASES=postgres or =pglite runs one of the two (both by default).
const databases = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',');

if (databases.includes('postgres')) {
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
}

if (databases.includes('pglite')) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-bench-'));
  const lite = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'db') });
  const liteId = await ensureProperty(lite);
  await lite.close();
  await measure('PGlite', { DATA_DIR: dataDir, SEED_DEMO: 'false' }, liteId);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
