// The primary's read replicas (decision 055): a pool each, a probe that measures each one's lag on
// an interval, and the choice of a replica for a read that may lag: round robin among those whose
// last measurement is recent and within the bound. Which reads may lag is the HTTP layer's rule
// (http/reads.ts); this module only knows the replicas.

import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { REPLICA_PROBE, REPLICA_PROBE_TRUSTED_MS, type ReplicasConfig } from '../config';
import { queryRows, type Db } from './client';
import * as schema from './schema';

/** The primary's WAL position at an instant of the probe's clock (performance.now()). */
export type PrimarySample = { at: number; lsn: bigint };

/** What a replica said at `at`: whether it is a standby, how far it has replayed, and how old its last replayed commit is. */
export type ReplicaReading = {
  at: number;
  standby: boolean;
  replayed: bigint | null;
  replayAgeMs: number | null;
};

/**
 * How far behind the primary a replica is, in milliseconds: an upper bound on how long ago the
 * primary last had something this replica has not replayed. Two bounds, the smaller wins:
 *
 * - the primary's WAL positions the probe sampled: the replica has replayed at least the newest
 *   sample's position, so it holds everything the primary held then. This is what tells an idle
 *   primary from a lagging replica: with no new WAL the replica has replayed the latest sample and
 *   its lag is the probe's round trip, however old its last transaction is. Its resolution is the
 *   probe's interval.
 * - the age of the last commit the replica replayed (the replica's clock against the commit's time
 *   on the primary): the replica holds every commit before it. Fine-grained while the primary is
 *   busy; it grows without bound while the primary is idle, where the first bound answers.
 *
 * A server that is not a standby (a second database in tests, a promoted replica) is its own
 * latest state: 0. A reading that fits no bound is Infinity (never used).
 */
export function replicaLagMs(samples: readonly PrimarySample[], reading: ReplicaReading): number {
  if (!reading.standby) return 0;
  let bound = Infinity;
  const { replayed } = reading;
  if (replayed !== null) {
    for (const sample of samples) {
      if (sample.lsn <= replayed) bound = Math.min(bound, Math.max(0, reading.at - sample.at));
    }
  }
  if (reading.replayAgeMs !== null) bound = Math.min(bound, Math.max(0, reading.replayAgeMs));
  return bound;
}

export type ReplicaStatus = {
  /** host:port/database, without credentials: for logs. */
  name: string;
  /** The last measured lag (ms), or null while down or not yet measured. */
  lagMs: number | null;
  /** Whether reads go to it now. */
  inUse: boolean;
  /** Why it is not in use, when it is not. */
  reason: 'not measured' | 'down' | 'lagging' | 'stale' | null;
};

export type ReplicaChoice = { db: Db; index: number; name: string; lagMs: number };

export type ReplicaSet = {
  /** The next replica in use (round robin), or null when none is: the primary serves. */
  pick(): ReplicaChoice | null;
  /** A read on it failed: out of use until a probe answers again. */
  markDown(choice: ReplicaChoice): void;
  /** Each replica as the last probe left it. */
  status(): ReplicaStatus[];
  /** Measures every replica (after the round under way, if any); never throws. */
  probe(): Promise<void>;
  /** Called when a replica goes out of use or back into it (for the log). */
  onChange(listener: (status: ReplicaStatus) => void): void;
  /** Stops the probe and closes the pools. */
  close(): Promise<void>;
};

export type ReplicaSetOptions = {
  /**
   * Tests: the lag a probe reports for a replica instead of measuring it (it may throw, as a probe
   * of a replica that is down does).
   */
  measureLag?: (replica: { name: string; index: number }) => Promise<number>;
  /**
   * How long a measurement is trusted (REPLICA_PROBE_TRUSTED_MS by default). Tests of the routing
   * trust it for ever: on a busy machine a probe round can take longer than the default.
   */
  trustedForMs?: number;
};

type Replica = {
  name: string;
  index: number;
  pool: pg.Pool;
  db: Db;
  lagMs: number | null;
  /** When the last measurement answered (probe clock), null before the first or after a failure. */
  measuredAt: number | null;
  down: boolean;
  inUse: boolean;
};

/** The URL as a log may show it. */
export function replicaName(url: string): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
}

function bigintOrNull(value: string | null): bigint | null {
  return value === null ? null : BigInt(value);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** How many primary samples are kept: enough to bound any lag up to the limit, and a few more. */
function samplesKept(maxLagMs: number): number {
  return Math.ceil(maxLagMs / REPLICA_PROBE.intervalMs) + 4;
}

/**
 * Opens a pool on each replica (nothing connects until used) and starts the probe: a round at once,
 * then one `REPLICA_PROBE.intervalMs` after each round ends, on an unref'd timer. `primary` is
 * asked for its WAL position each round.
 */
export function openReplicas(
  config: ReplicasConfig,
  primary: Db,
  options: ReplicaSetOptions = {},
): ReplicaSet {
  const replicas: Replica[] = config.urls.map((url, index) => {
    const pool = new pg.Pool({
      connectionString: url,
      max: config.poolSize,
      // A replica that does not answer is given up quickly: the read goes to the primary.
      connectionTimeoutMillis: 1000,
    });
    // A replica that restarts drops its idle connections: the pool opens others (as for the primary).
    pool.on('error', () => {});
    return {
      name: replicaName(url),
      index,
      pool,
      db: drizzlePg(pool, { schema }) as unknown as Db,
      lagMs: null,
      measuredAt: null,
      down: false,
      inUse: false,
    };
  });
  const listeners: ((status: ReplicaStatus) => void)[] = [];
  let samples: PrimarySample[] = [];
  let turn = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  const reasonOf = (r: Replica, now: number): ReplicaStatus['reason'] => {
    if (r.down) return 'down';
    if (r.measuredAt === null || r.lagMs === null) return 'not measured';
    if (r.lagMs > config.maxLagMs) return 'lagging';
    if (now - r.measuredAt > (options.trustedForMs ?? REPLICA_PROBE_TRUSTED_MS)) return 'stale';
    return null;
  };
  const statusOf = (r: Replica, now: number): ReplicaStatus => {
    const reason = reasonOf(r, now);
    return { name: r.name, lagMs: r.lagMs, inUse: reason === null, reason };
  };
  /** Tells the listeners when a replica's use changes. */
  const settle = (r: Replica, now: number) => {
    const status = statusOf(r, now);
    if (status.inUse === r.inUse) return;
    r.inUse = status.inUse;
    for (const listener of listeners) {
      try {
        listener(status);
      } catch {
        // A listener only logs: its failure must not reach a read or the probe.
      }
    }
  };

  const samplePrimary = async () => {
    // Timed before asking: everything the primary acknowledged by then is within the position.
    const at = performance.now();
    const [row] = await queryRows<{ lsn: string }>(
      primary,
      sql`select pg_wal_lsn_diff(pg_current_wal_flush_lsn(), '0/0')::text as lsn`,
    );
    samples = [...samples, { at, lsn: BigInt(row!.lsn) }].slice(-samplesKept(config.maxLagMs));
  };

  const measure = async (r: Replica): Promise<number> => {
    if (options.measureLag) return options.measureLag({ name: r.name, index: r.index });
    const { rows } = await r.pool.query<{
      standby: boolean;
      replayed: string | null;
      replay_age_ms: number | null;
    }>(
      `select pg_is_in_recovery() as standby,
              pg_wal_lsn_diff(pg_last_wal_replay_lsn(), '0/0')::text as replayed,
              (extract(epoch from clock_timestamp() - pg_last_xact_replay_timestamp()) * 1000)::float8
                as replay_age_ms`,
    );
    const row = rows[0]!;
    return replicaLagMs(samples, {
      at: performance.now(),
      standby: row.standby,
      replayed: bigintOrNull(row.replayed),
      replayAgeMs: row.replay_age_ms,
    });
  };

  const probeOnce = async () => {
    // Without a sample this round, the older ones still bound the lag (positions only grow).
    if (!options.measureLag) await withTimeout(samplePrimary(), REPLICA_PROBE.timeoutMs).catch(() => {});
    await Promise.all(
      replicas.map(async (r) => {
        // Its age counts from when it began, so a slow answer never looks fresher than it is.
        const measuredAt = performance.now();
        try {
          const lagMs = Math.ceil(await withTimeout(measure(r), REPLICA_PROBE.timeoutMs));
          Object.assign(r, { lagMs, measuredAt, down: false });
        } catch {
          Object.assign(r, { lagMs: null, measuredAt: null, down: true });
        }
        settle(r, performance.now());
      }),
    );
  };

  // Rounds run one after another: a probe asked for while one runs measures again after it.
  let rounds: Promise<void> = Promise.resolve();
  const probe = () => (rounds = rounds.then(probeOnce).catch(() => {}));

  const loop = () => {
    void probe().then(() => {
      if (stopped) return;
      timer = setTimeout(loop, REPLICA_PROBE.intervalMs);
      timer.unref();
    });
  };
  loop();

  return {
    pick() {
      const now = performance.now();
      const usable = replicas.filter((r) => {
        settle(r, now);
        return r.inUse;
      });
      if (!usable.length) return null;
      const r = usable[turn++ % usable.length]!;
      return { db: r.db, index: r.index, name: r.name, lagMs: r.lagMs! };
    },
    markDown(choice) {
      const r = replicas[choice.index];
      if (!r) return;
      Object.assign(r, { lagMs: null, measuredAt: null, down: true });
      settle(r, performance.now());
    },
    status() {
      const now = performance.now();
      return replicas.map((r) => statusOf(r, now));
    },
    probe,
    onChange(listener) {
      listeners.push(listener);
    },
    async close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await rounds;
      await Promise.all(replicas.map((r) => r.pool.end().catch(() => {})));
    },
  };
}
