// Migrate once per run: a PGlite dump that every test file loads, or, when TEST_DATABASE_URL is set,
// a PostgreSQL template database that every test file clones. The dump is written under another
// name and renamed, so a run that starts while another is writing it never reads half a file.

import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPglite, openDatabase, pgliteExtensions } from '../db/client';
import { migrate } from '../db/migrate';
import { MIGRATED_DUMP, TEMPLATE_DATABASE, withDatabaseName } from './paths';

// The server's and the component tests' projects (vitest.config.ts) both name this setup, and vitest
// runs each project's in its one main process: the first run migrates for both.
const shared = globalThis as { stopoverMigrated?: Promise<void> };

export default function setup(): Promise<void> {
  return (shared.stopoverMigrated ??= migrateOnce());
}

async function migrateOnce() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    fs.mkdirSync(path.dirname(MIGRATED_DUMP), { recursive: true });
    const database = fromPglite(new PGlite({ extensions: pgliteExtensions }));
    await migrate(database);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    const partial = `${MIGRATED_DUMP}.${process.pid}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, MIGRATED_DUMP);
    await database.close();
  } else {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    const template = await openDatabase({
      kind: 'postgres',
      url: withDatabaseName(url, TEMPLATE_DATABASE),
      poolSize: 1,
    });
    await migrate(template);
    await template.close();
  }
}
