// Transactions PostgreSQL may give up under concurrency (a serialization failure, a deadlock, or a
// unique violation when another request inserted the same key first): run again a few times, then
// answer 409 booking.busy rather than a 500.

import { AppError } from '../../domain/errors';

const RETRYABLE_CODES = new Set([
  '40001', // serialization_failure
  '40P01', // deadlock_detected
  '23505', // unique_violation: another request inserted the same key first; the retry finds it
]);
const MAX_ATTEMPTS = 5;

function pgCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (typeof e.code === 'string') return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/** Runs a transaction again when PostgreSQL gives it up (serialization failure, deadlock). */
export async function retrying<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!RETRYABLE_CODES.has(pgCode(error) ?? '') || attempt >= MAX_ATTEMPTS) {
        if (RETRYABLE_CODES.has(pgCode(error) ?? '')) throw new AppError('CONFLICT', 'booking.busy');
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
    }
  }
}
