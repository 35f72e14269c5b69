// Rate limits for the account endpoints and for password checks made while signed in, counted in
// the database so every server copy shares them. Thresholds and their reasons are in
// docs/decisions/006.
//
// A limit on an account alone would let anyone who knows an email lock its owner out, so
// sign-in refuses only the pair of account and address that keeps guessing; across all addresses
// an account's wrong passwords slow its sign-ins down instead of refusing them.

import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../domain/errors';
import { waitMinutes } from '../../domain/auth-messages';
import type { Db } from '../db/client';
import { rateLimitCounters } from '../db/schema';

export type Limit = { max: number; windowSeconds: number };
export type PathLimits = { perAccount?: Limit; perAddress: Limit };

const MINUTE = 60;

/** Better Auth paths (under /v1/auth) other than sign-in and their limits. */
export const AUTH_RATE_LIMITS: Record<string, PathLimits> = {
  '/sign-up/email': { perAddress: { max: 30, windowSeconds: 60 * MINUTE } },
  '/request-password-reset': {
    perAccount: { max: 5, windowSeconds: 60 * MINUTE },
    perAddress: { max: 30, windowSeconds: 60 * MINUTE },
  },
  '/reset-password': { perAddress: { max: 30, windowSeconds: 60 * MINUTE } },
  // Asking for the email that starts removing lost second factors (decision 056).
  '/second-factor-recovery': {
    perAccount: { max: 5, windowSeconds: 60 * MINUTE },
    perAddress: { max: 30, windowSeconds: 60 * MINUTE },
  },
  '/send-verification-email': {
    perAccount: { max: 10, windowSeconds: 60 * MINUTE },
    perAddress: { max: 30, windowSeconds: 60 * MINUTE },
  },
};

export const SIGN_IN_PATH = '/sign-in/email';

export const SIGN_IN_LIMITS = {
  /** Attempts from one address, at any accounts. */
  perAddress: { max: 60, windowSeconds: 15 * MINUTE },
  /** Attempts at one account from one address since the last success there. */
  perAccountAndAddress: { max: 10, windowSeconds: 15 * MINUTE },
  /** Wrong passwords for one account from anywhere before its sign-ins are slowed down. */
  slowDownAfter: { max: 10, windowSeconds: 15 * MINUTE },
} satisfies Record<string, Limit>;

/** The first delay once an account is being slowed down; it doubles with each wrong password, up to the cap. */
export const SLOW_DOWN_FIRST_MS = 250;
export const SLOW_DOWN_MAX_MS = 2000;

/** Better Auth paths that check the signed-in user's password. */
export const PASSWORD_CHECK_PATHS = new Set([
  '/change-password',
  // Adding or removing an authenticator app, or new recovery codes, asks for the password (decision 056).
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/generate-backup-codes',
]);

/** Password checks by one signed-in user since the last one that passed. */
export const PASSWORD_CHECK_LIMIT: Limit = { max: 10, windowSeconds: 15 * MINUTE };

/** What the limits say about one attempt: refused, or allowed after a delay and told how it ended. */
export type Gate =
  | { refused: true; retryAfterSeconds: number }
  | { refused: false; delayMs: number; finish(succeeded: boolean): Promise<void> };

const refused = (retryAfterSeconds: number): Gate => ({ refused: true, retryAfterSeconds });
export const allowed = (
  delayMs = 0,
  finish: (succeeded: boolean) => Promise<void> = async () => {},
): Gate => ({
  refused: false,
  delayMs,
  finish,
});

/**
 * Emails go into keys hashed: a key holds no one's address, and any text a client sends (even a NUL,
 * which PostgreSQL text refuses) makes a valid key.
 */
function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

const windowExpired = (windowSeconds: number) =>
  sql`${rateLimitCounters.windowStart} < now() - make_interval(secs => ${windowSeconds})`;

const secondsLeft = (windowSeconds: number) =>
  sql<number>`greatest(1, ceil(extract(epoch from ${rateLimitCounters.windowStart} + make_interval(secs => ${windowSeconds}) - now())))::int`;

/** Counts one attempt under `key`: the attempts in the current window (this one included) and the seconds it has left. */
async function hit(
  db: Db,
  key: string,
  windowSeconds: number,
): Promise<{ count: number; secondsLeft: number }> {
  const expired = windowExpired(windowSeconds);
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
    .returning({ count: rateLimitCounters.count, secondsLeft: secondsLeft(windowSeconds) });
  return row!;
}

/** Counts one attempt under `key` and returns the attempts in the current window, this one included. */
export async function countAttempt(db: Db, key: string, windowSeconds: number): Promise<number> {
  return (await hit(db, key, windowSeconds)).count;
}

/** The attempts counted under `key` in its current window, without counting one. */
async function peek(db: Db, key: string, windowSeconds: number): Promise<number> {
  const [row] = await db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(sql`${rateLimitCounters.key} = ${key} and not (${windowExpired(windowSeconds)})`);
  return row?.count ?? 0;
}

const clear = (db: Db, key: string) => db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));

const signInAddressKey = (address: string) => `sign-in:address:${address}`;
const signInPairPrefix = (account: string) => `sign-in:pair:${account}:`;
const signInFailuresKey = (account: string) => `sign-in:failures:${account}`;
const passwordCheckKey = (userId: string) => `password-check:${userId}`;

/** How long a sign-in to an account waits, given its wrong passwords in the current window. */
export function slowDownMs(wrongPasswords: number): number {
  const over = wrongPasswords - SIGN_IN_LIMITS.slowDownAfter.max;
  if (over < 0) return 0;
  return Math.min(SLOW_DOWN_MAX_MS, SLOW_DOWN_FIRST_MS * 2 ** over);
}

/**
 * A sign-in attempt by `address` at the account of `email`. Attempts count before they run, so
 * requests sent at once cannot pass a limit together; a success clears the pair's count, and a
 * failure adds to the account's wrong passwords.
 */
export async function limitSignIn(db: Db, address: string, email: string | null): Promise<Gate> {
  const { perAddress, perAccountAndAddress, slowDownAfter } = SIGN_IN_LIMITS;
  const byAddress = await hit(db, signInAddressKey(address), perAddress.windowSeconds);
  if (byAddress.count > perAddress.max) return refused(byAddress.secondsLeft);
  if (!email) return allowed();

  const account = accountKey(email);
  const pairKey = signInPairPrefix(account) + address;
  const byPair = await hit(db, pairKey, perAccountAndAddress.windowSeconds);
  if (byPair.count > perAccountAndAddress.max) return refused(byPair.secondsLeft);

  const failuresKey = signInFailuresKey(account);
  const wrongPasswords = await peek(db, failuresKey, slowDownAfter.windowSeconds);
  return allowed(slowDownMs(wrongPasswords), async (succeeded) => {
    if (succeeded) await clear(db, pairKey);
    else await hit(db, failuresKey, slowDownAfter.windowSeconds);
  });
}

/** A password check by a signed-in user (changing the password or the email). */
export async function limitPasswordCheck(db: Db, userId: string): Promise<Gate> {
  const key = passwordCheckKey(userId);
  const checks = await hit(db, key, PASSWORD_CHECK_LIMIT.windowSeconds);
  if (checks.count > PASSWORD_CHECK_LIMIT.max) return refused(checks.secondsLeft);
  return allowed(0, async (succeeded) => {
    if (succeeded) await clear(db, key);
  });
}

/** Another Better Auth request (sign-up, reset, verification) by `address`, about the account of `email`. */
export async function limitAuthRequest(
  db: Db,
  path: string,
  address: string,
  email: string | null,
): Promise<Gate> {
  const limits = AUTH_RATE_LIMITS[path];
  if (!limits) return allowed();
  const checks: [string, Limit][] = [[`address:${address}:${path}`, limits.perAddress]];
  if (limits.perAccount && email) checks.push([`account:${accountKey(email)}:${path}`, limits.perAccount]);
  let wait: number | null = null;
  for (const [key, limit] of checks) {
    const counted = await hit(db, key, limit.windowSeconds);
    if (counted.count > limit.max) wait = Math.max(wait ?? 0, counted.secondsLeft);
  }
  return wait === null ? allowed() : refused(wait);
}

/** Runs `attempt` behind `gate`: waits its delay, then tells it whether the attempt succeeded. */
export async function throughGate<T>(
  gate: Extract<Gate, { refused: false }>,
  attempt: () => Promise<T>,
  succeeded: (result: T) => boolean,
): Promise<T> {
  if (gate.delayMs) await sleep(gate.delayMs);
  const result = await attempt();
  await gate.finish(succeeded(result));
  return result;
}

/**
 * Verifies a signed-in user's password under the per-user limit of password checks. Over the limit
 * it throws a RATE_LIMITED error (429) that says how long to wait.
 */
export async function verifyPasswordLimited(
  db: Db,
  userId: string,
  verify: () => Promise<boolean>,
): Promise<boolean> {
  const gate = await limitPasswordCheck(db, userId);
  if (gate.refused) {
    const params = { count: waitMinutes(gate.retryAfterSeconds) };
    throw new AppError('RATE_LIMITED', 'auth.rateLimitedWait', params, 'password');
  }
  return throughGate(gate, verify, (verified) => verified);
}

/**
 * After a successful password reset the person has proven they own the account: its sign-in
 * limits (every address) and its password-check limit start again.
 */
export async function liftAccountLimits(db: Db, user: { id: string; email: string }): Promise<void> {
  const account = accountKey(user.email);
  await db
    .delete(rateLimitCounters)
    .where(
      sql`starts_with(${rateLimitCounters.key}, ${signInPairPrefix(account)}) or ${rateLimitCounters.key} in (${signInFailuresKey(account)}, ${passwordCheckKey(user.id)})`,
    );
}
