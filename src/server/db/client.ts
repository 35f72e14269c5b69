// One Drizzle database for both drivers: PGlite (embedded default) and node-postgres.

import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { withNamedStatements } from './pglite-statements';
import type { Config } from '../config';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Rows of a raw SQL query; both drivers answer with { rows }. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The rows of `query` as JSON values (json_agg): dates as `YYYY-MM-DD`, timestamps as ISO text, the
 * same on PGlite and PostgreSQL. For reads that are handed on as they are (a person's data export).
 */
export async function jsonRows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const [row] = await queryRows<{ rows: T[] | string }>(
    db,
    sql`select coalesce(json_agg(q), '[]'::json) as rows from (${query}) q`,
  );
  const rows = row?.rows ?? [];
  return typeof rows === 'string' ? (JSON.parse(rows) as T[]) : rows;
}

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Cheap round trip for /health. */
  ping(): Promise<void>;
  /**
   * Listens on a PostgreSQL notification channel (LISTEN; the senders NOTIFY, usually with
   * pg_notify in the transaction of the change, so it goes out on commit). On PostgreSQL this holds
   * one connection of its own, outside the pool, and opens it again if it drops. Returns the stop.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

// PGlite needs its extensions handed over every time it opens a data directory.
export const pgliteExtensions = { cube, earthdistance, pg_trgm, btree_gist };

/** Wraps an open PGlite instance (a data directory, memory, or a loaded dump). */
export function fromPglite(client: PGlite, onClose?: () => void): Database {
  const db = drizzlePglite(withNamedStatements(client), { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    listen: async (channel, onPayload) => client.listen(channel, (payload) => onPayload(payload)),
    close: async () => {
      await client.close();
      onClose?.();
    },
  };
}

/** LISTEN on a connection of its own, opened again a second after it drops, until stopped. */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('error', () => {});
    next.on('notification', (n) => {
      if (n.channel === channel) onPayload(n.payload ?? '');
    });
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = null;
      retry = setTimeout(() => void connect().catch(() => {}), 1000);
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    if (stopped) return void (await next.end());
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => {});
    client = null;
  };
}

/**
 * Only one process may open a PGlite data directory: a second opener corrupts it. The lock file
 * holds the owner's pid; a lock left by a process that no longer runs is taken over.
 */
function takeDirectoryLock(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(lockFile, 'utf8'));
      if (owner && isRunning(owner)) {
        throw new Error(
          `The embedded database ${dir} is in use by process ${owner}. Stop it, or set DATA_DIR to another folder.`,
          { cause: err },
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function openDatabase(config: Config['database']): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolSize });
    // An idle connection the server closes (a restart, a dropped test database) must not crash the
    // process: the pool discards it and opens another when needed (node-postgres' advice).
    pool.on('error', () => {});
    // Dates stay 'YYYY-MM-DD' strings: a night is a calendar date, never a timestamp.
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      listen: (channel, onPayload) => listenOnPostgres(config.url, channel, onPayload),
      close: () => pool.end(),
    };
  }
  fs.mkdirSync(config.dir, { recursive: true });
  const release = takeDirectoryLock(config.dir);
  try {
    const client = await PGlite.create({ dataDir: config.dir, extensions: pgliteExtensions });
    return fromPglite(client, release);
  } catch (err) {
    release();
    throw err;
  }
}
