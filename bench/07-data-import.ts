// Bulk data import: one POST /v1/locations/many of 10,000 locations (three sites each), as the
// admin data import screen sends a 10,000-row file, on PostgreSQL and on embedded PGlite. Prints the
// time of the first import (all created), the same file again (all unchanged) and a file with every
// price changed (all updated), in locations per second, beside the same run's bare /health latency.
// Target (issue 11): a 10,000-row file imports in one go without timing out (the web's request has
// no time limit of its own; the server's request timeout only bounds receiving the body).

import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { sessions } from '../src/server/db/schema';
import { ensureTags } from '../src/server/db/seed/tags';
import { createUser } from '../src/server/testing/fixtures';
import { load, nzCentres, printFigures, root, startServer } from './lib';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PG_BENCH_DB = `stopover_bench_import_${process.pid}_${randomBytes(3).toString('hex')}`;

/** An administrator and a session for them, as Better Auth stores it (the bearer plugin signs it). */
async function seedAdmin(database: Database): Promise<string> {
  await migrate(database);
  await ensureTags(database.db);
  const user = await createUser(database.db, {
    roles: ['administrator'],
    email: 'bench-import@example.test',
  });
  const token = randomBytes(24).toString('hex');
  await database.db.insert(sessions).values({
    id: randomUUID(),
    userId: user.id,
    token,
    expiresAt: new Date(Date.now() + 3_600_000),
    userAgent: 'bench',
  });
  return token;
}

function file(priceStep: number) {
  const centres = nzCentres(ROWS);
  return {
    locations: centres.map((c, i) => ({
      foreignKey: `bench-${i}`,
      name: `Imported farm ${i}`,
      type: 'property',
      propertyType: 'Farm',
      address: `${i} Import Road`,
      city: 'Somewhere',
      postcode: '1010',
      region: 'Somewhere',
      latitude: c.latitude,
      longitude: c.longitude,
      description: 'A flat paddock with room for motorhomes, a short walk from the river. '.repeat(4),
      status: 'active',
      tags: ['collection:farms'],
      sites: [
        {
          name: 'Paddock',
          spaces: 4,
          price: 2000 + priceStep,
          tags: ['site_feature:power', 'self_contained'],
        },
        { name: 'Orchard', spaces: 2, price: 2500 + priceStep, tags: ['site_feature:water'] },
        { name: 'Riverside', spaces: 1, price: 3000 + priceStep, tags: [] },
      ],
      images: [`farm-${i}.jpg`],
    })),
  };
}

async function timedImport(url: string, token: string, body: string, label: string) {
  const started = performance.now();
  const res = await fetch(`${url}/v1/locations/many`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
  });
  const report = (await res.json()) as { counts?: Record<string, number> };
  const seconds = (performance.now() - started) / 1000;
  if (res.status !== 200) throw new Error(`${label}: ${res.status} ${JSON.stringify(report)}`);
  console.log(
    `${label.padEnd(52)} ${seconds.toFixed(2).padStart(6)} s  ${Math.round(ROWS / seconds)
      .toString()
      .padStart(6)} locations/s  ${JSON.stringify(report.counts)}`,
  );
}

async function measure(serverUrl: string, token: string) {
  const first = JSON.stringify(file(0));
  console.log(`${ROWS} locations, 3 sites each: ${(first.length / 1024 / 1024).toFixed(1)} MB of JSON`);
  await timedImport(serverUrl, token, first, 'first import (all created)');
  await timedImport(serverUrl, token, first, 'same file again (all unchanged)');
  await timedImport(serverUrl, token, JSON.stringify(file(100)), 'every price changed (all updated)');
  printFigures('bare /health, 1 client (same run)', await load(serverUrl, ['/health'], 1, 3));
}

async function postgres() {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${PG_BENCH_DB}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${PG_BENCH_DB}`;
  try {
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    const token = await seedAdmin(database);
    await database.close();
    const server = await startServer({ DATABASE_URL: url.toString() });
    try {
      console.log('PostgreSQL');
      await measure(server.url, token);
    } finally {
      await server.stop();
    }
  } finally {
    await admin.query(`drop database if exists ${PG_BENCH_DB} with (force)`);
    await admin.end();
  }
}

async function embedded() {
  const dataDir = path.join(root, '.tmp/bench-import-pglite');
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'db') });
  const token = await seedAdmin(database);
  await database.close();
  const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
  try {
    console.log('PGlite (embedded default)');
    await measure(server.url, token);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await postgres();
await embedded();
