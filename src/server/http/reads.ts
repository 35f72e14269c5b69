// Reads that may lag the primary by about a second go to a read replica (decision 055): the
// location search, a location page, availability for display, content pages, the sitemap and the
// first screens drawn from them. A route passes such a read to `reads.run`; every other read and
// every write uses `database.db`, the primary. Without replicas, `run` reads the primary and adds
// nothing to the answer.
//
// Read-your-writes by a time window: any write request (not GET, HEAD or OPTIONS) of someone signed
// in with a session cookie gets a signed cookie that sends that person's reads to the primary for
// REPLICA_READ_YOUR_WRITES_MS, on whichever server copy answers. Bearer-token clients always read
// the primary: they may not keep cookies.

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../domain/errors';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { openReplicas, type ReplicaSet, type ReplicaSetOptions } from '../db/replicas';
import { hasSessionCookie } from '../auth/viewer';

/** Where a read was served from: `primary` or `replica`, on the routes that may read a replica. */
export const READ_FROM_HEADER = 'x-read-from';
/** On an answer read from a replica: that replica's last measured lag, in milliseconds. */
export const REPLICA_LAG_HEADER = 'x-replica-lag-ms';
/** Holds `<until ms>.<signature>`: until then this browser's reads go to the primary. */
export const READ_PRIMARY_COOKIE = 'stopover_read_primary';

export type Reads = {
  /**
   * Runs a read that may lag the primary by about a second: on a replica in use, unless the request
   * comes from a bearer token or from someone inside their read-your-writes window, else on the
   * primary. A replica that fails the read (anything but an AppError) is taken out of use and the
   * read runs again on the primary. Marks the answer with X-Read-From when there are replicas.
   */
  run<T>(request: FastifyRequest, reply: FastifyReply, read: (db: Db) => Promise<T>): Promise<T>;
  /** The replicas, null without any. */
  replicas: ReplicaSet | null;
  /** The Set-Cookie value that opens a read-your-writes window from `now`; null without replicas. */
  windowCookie(now?: number): string | null;
  close(): Promise<void>;
};

export type ReadsOptions = ReplicaSetOptions;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SESSION_SET = /(?:^|,\s*)(?:__Secure-)?better-auth\.session_token=[^;]/;
const WINDOW_COOKIE = new RegExp(`(?:^|;\\s*)${READ_PRIMARY_COOKIE}=(\\d{1,15})\\.([\\w-]{43})(?:;|$)`);

function signature(secret: string, until: string): string {
  return createHmac('sha256', secret).update(`read-primary:${until}`).digest('base64url');
}

/** Whether the request carries a window cookie signed with `secret` that has not yet ended. */
export function insideWindow(cookie: string | undefined, secret: string, now = Date.now()): boolean {
  const match = cookie ? WINDOW_COOKIE.exec(cookie) : null;
  if (!match) return false;
  const [, until, given] = match as unknown as [string, string, string];
  const expected = Buffer.from(signature(secret, until));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) && Number(until) > now;
}

/**
 * The reads' router. With `config.replicas`, opens the replicas (their probe starts at once); the
 * window cookie is signed with `secret` (AUTH_SECRET, the same on every server copy).
 */
export function createReads(
  config: Pick<Config, 'replicas' | 'publicUrl'>,
  database: Pick<Database, 'db'>,
  secret: string,
  options: ReadsOptions = {},
): Reads {
  const primary = database.db;
  if (!config.replicas) {
    return {
      run: (_request, _reply, read) => read(primary),
      replicas: null,
      windowCookie: () => null,
      close: async () => {},
    };
  }
  const { readYourWritesMs } = config.replicas;
  const replicas = openReplicas(config.replicas, primary, options);
  const secure = config.publicUrl.startsWith('https:') ? '; Secure' : '';

  const mayLag = (request: FastifyRequest) =>
    !request.headers.authorization?.startsWith('Bearer ') && !insideWindow(request.headers.cookie, secret);

  return {
    async run(request, reply, read) {
      const replica = mayLag(request) ? replicas.pick() : null;
      if (!replica) {
        reply.header(READ_FROM_HEADER, 'primary');
        return read(primary);
      }
      reply.header(READ_FROM_HEADER, 'replica').header(REPLICA_LAG_HEADER, String(Math.round(replica.lagMs)));
      try {
        return await read(replica.db);
      } catch (err) {
        // A refusal (not found, bad request) is the answer; anything else is the replica's failure.
        if (err instanceof AppError) throw err;
        replicas.markDown(replica);
        reply.header(READ_FROM_HEADER, 'primary').removeHeader(REPLICA_LAG_HEADER);
        request.log.warn(
          { err, replica: replica.name },
          'read failed on a replica: read again on the primary',
        );
        return read(primary);
      }
    },
    replicas,
    windowCookie(now = Date.now()) {
      const until = String(now + readYourWritesMs);
      const maxAge = Math.ceil(readYourWritesMs / 1000);
      return `${READ_PRIMARY_COOKIE}=${until}.${signature(secret, until)}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
    },
    close: () => replicas.close(),
  };
}

/** Whether the answer signs someone in (a session cookie set with a value). */
function setsSession(setCookie: ReturnType<FastifyReply['getHeader']>): boolean {
  const lines = Array.isArray(setCookie) ? setCookie : setCookie === undefined ? [] : [String(setCookie)];
  return lines.some((line) => SESSION_SET.test(String(line)));
}

/**
 * With replicas: opens the read-your-writes window on the answer to every write of someone signed
 * in (or signing in), whatever its status (a refused write may still have changed something), and
 * logs each replica going out of use and back.
 */
export function registerReads(app: FastifyInstance, reads: Reads): void {
  const { replicas } = reads;
  if (!replicas) return;
  replicas.onChange((status) => {
    if (status.inUse) app.log.info({ replica: status.name, lagMs: status.lagMs }, 'replica in use');
    else
      app.log.warn({ replica: status.name, lagMs: status.lagMs, reason: status.reason }, 'replica skipped');
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (SAFE_METHODS.has(request.method)) return payload;
    if (hasSessionCookie(request.headers.cookie) || setsSession(reply.getHeader('set-cookie'))) {
      reply.header('set-cookie', reads.windowCookie());
    }
    return payload;
  });
}
