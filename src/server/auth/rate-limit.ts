// Rate limits for sign-in, sign-up and password reset: per account (the email asked about) and per
// address (the client's IP), counted in the database so every server copy shares them. Thresholds
// are recorded in docs/decisions/006.

import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';

export type Limit = { max: number; windowSeconds: number };
export type PathLimits = { perAccount?: Limit; perAddress: Limit };

const MINUTE = 60;

/** Better Auth paths (under /v1/auth) and their limits. */
export const AUTH_RATE_LIMITS: Record<string, PathLimits> = {
  '/sign-in/email': {
    perAccount: { max: 10, windowSeconds: 15 * MINUTE },
    perAddress: { max: 60, windowSeconds: 15 * MINUTE },
  },
  '/sign-up/email': { perAddress: { max: 30, windowSeconds: 60 * MINUTE } },
  '/request-password-reset': {
    perAccount: { max: 5, windowSeconds: 60 * MINUTE },
    perAddress: { max: 30, windowSeconds: 60 * MINUTE },
  },
  '/reset-password': { perAddress: { max: 30, windowSeconds: 60 * MINUTE } },
  '/send-verification-email': {
    perAccount: { max: 10, windowSeconds: 60 * MINUTE },
    perAddress: { max: 30, windowSeconds: 60 * MINUTE },
  },
};

/** Counts one attempt under `key` and returns the attempts in the current window, this one included. */
export async function countAttempt(db: Db, key: string, windowSeconds: number): Promise<number> {
  const expired = sql`${rateLimitCounters.windowStart} < now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimitCounters.windowStart} end`,
      },
    })
    .returning({ count: rateLimitCounters.count });
  return row!.count;
}

/**
 * Counts an attempt at `path` by this address and account. Returns the seconds to wait when a
 * limit is passed, or null when the attempt may go ahead.
 */
export async function checkAuthRateLimit(
  db: Db,
  path: string,
  address: string,
  account: string | null,
): Promise<number | null> {
  const limits = AUTH_RATE_LIMITS[path];
  if (!limits) return null;
  const checks: [string, Limit][] = [[`address:${address}:${path}`, limits.perAddress]];
  if (limits.perAccount && account) checks.push([`account:${account}:${path}`, limits.perAccount]);
  let wait: number | null = null;
  for (const [key, limit] of checks) {
    const attempts = await countAttempt(db, key, limit.windowSeconds);
    if (attempts > limit.max) wait = Math.max(wait ?? 0, limit.windowSeconds);
  }
  return wait;
}
