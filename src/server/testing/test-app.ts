// A real Stopover for a test file: a fresh database (PGlite from the migrated dump, or a clone of
// the PostgreSQL template when TEST_DATABASE_URL is set) and the app built on it.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { fromPglite, openDatabase, pgliteExtensions, type Database } from '../db/client';
import { createGazetteerGeocoder } from '../adapters/geocoding/gazetteer';
import { createOutbox, type Outbox } from '../adapters/email/outbox';
import { createDiskStorage } from '../adapters/storage/disk';
import type { App } from '../http/types';
import { createReads, type Reads, type ReadsOptions } from '../http/reads';
import { createAuth } from '../auth/auth';
import { createPaymentsProvider } from '../adapters/payments';
import type { PaymentsProvider } from '../adapters/payments/payments';
import { MIGRATED_DUMP, TEMPLATE_DATABASE, withDatabaseName } from './paths';
import { DEAD_TILE_URL } from './tile-server';

/**
 * A new PostgreSQL database cloned from the migrated template (TEST_DATABASE_URL's server), and its
 * removal: the test database itself, or a stand-in for a read replica (decision 055).
 */
export async function cloneTemplateDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const name = `stopover_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  await admin.end();
  return {
    url: withDatabaseName(url, name),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Where each PostgreSQL test database is, for the other server copies opened on it. */
const testDatabaseUrls = new WeakMap<Database, string>();

export async function openTestDatabase(): Promise<Database> {
  if (!process.env.TEST_DATABASE_URL) {
    const dump = new Blob([fs.readFileSync(MIGRATED_DUMP)]);
    return fromPglite(await PGlite.create({ loadDataDir: dump, extensions: pgliteExtensions }));
  }
  const clone = await cloneTemplateDatabase();
  const database = await openDatabase({ kind: 'postgres', url: clone.url, poolSize: 10 });
  const opened: Database = {
    ...database,
    close: async () => {
      await database.close();
      await clone.drop();
    },
  };
  testDatabaseUrls.set(opened, clone.url);
  return opened;
}

/**
 * Another server copy's way into a test database: on PostgreSQL a pool of its own on the same
 * database (its close() leaves the database to the first); on PGlite the same instance, which one
 * process opens (its close() does nothing).
 */
export async function openAnotherCopy(database: Database): Promise<Database> {
  const url = testDatabaseUrls.get(database);
  if (!url) return { ...database, close: async () => {} };
  return openDatabase({ kind: 'postgres', url, poolSize: 5 });
}

export type TestContext = {
  app: App;
  database: Database;
  config: Config;
  /** Where reads that may lag go (the replicas of DATABASE_REPLICA_URLS, when the test sets it). */
  reads: Reads;
  outbox: Outbox;
  payments: PaymentsProvider;
  close(): Promise<void>;
};

export type TestAppOptions = {
  /** Another payment provider (e.g. the local one with a moved clock, or one that injects faults). */
  payments?: (config: Config, database: Database) => PaymentsProvider;
  /** Where the app logs (with env LOG_LEVEL set: tests are silent by default). */
  logStream?: NodeJS.WritableStream;
  /** Another server copy on this database (left open by close()): e.g. messages across copies. */
  database?: Database;
  /** How the replicas' lag is measured (a test's stand-in for the probe). */
  reads?: ReadsOptions;
};

export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'test-secret-of-at-least-thirty-two-characters',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // No test fetches map tiles from the Internet: those that want tiles serve them (tile-server.ts).
    TILE_URL: DEAD_TILE_URL,
    ...env,
  });
  const database = options.database ?? (await openTestDatabase());
  // No transport: tests read mail from the outbox.
  const outbox = createOutbox(database.db, null, config.emailFrom);
  const auth = createAuth(database.db, { ...config, authSecret: config.authSecret! }, outbox);
  // Uploads go to the test's own data directory, removed by close().
  const storage = createDiskStorage(path.join(dataDir, 'uploads'));
  const payments = options.payments?.(config, database) ?? createPaymentsProvider(config, database.db);
  const reads = createReads(config, database, config.authSecret!, options.reads);
  const app = await buildApp(
    {
      config,
      database,
      reads,
      geocoder: createGazetteerGeocoder(),
      outbox,
      auth,
      storage,
      payments,
    },
    { logStream: options.logStream },
  );
  await app.ready();
  return {
    app,
    database,
    config,
    reads,
    outbox,
    payments,
    close: async () => {
      await app.close();
      await reads.close();
      if (!options.database) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
