// The booking sweeper (decision 018): finishes what a lost request left half done, on a timer.
// - A reservation still open after a few minutes (the request died, or the provider never answered and
//   nobody retried) is carried on with its key: charged (or the first charge replayed) and confirmed, or
//   released when the card is declined. Its nights hold their spaces meanwhile, so none is sold twice.
// - A cancelled night whose refund the provider never confirmed is refunded, keyed by the night.
// - Requests to book: unanswered ones expire after 24 hours, ended ones' holds are released, and
//   accepted ones whose capture got no answer are captured (booking-requests.service's sweepRequests).
// Every step is idempotent, so a sweep that overlaps a retrying request does nothing twice. One
// server copy sweeps at a time: the round runs under the job's lease (src/server/jobs, decision 054).

import type { Jobs } from '../../jobs/jobs';
import * as payments from '../payments/booking-payments.service';
import { resumeReservation, type BookingDeps } from './booking-create.service';
import { refundDueNights } from './booking-cancel.service';
import { sweepRequests, type RequestSweep } from './booking-requests.service';
import { countRevealedReviews } from '../stay-reviews/stay-reviews.service';

/** A reservation older than this is a lost request's: a live one finishes in seconds. */
export const STALE_RESERVATION_MS = 5 * 60_000;

export type SweepResult = { resumed: number; failed: number; refunded: number; requests: RequestSweep };

export async function sweepBookings(deps: BookingDeps, now = new Date()): Promise<SweepResult> {
  const stale = await payments.listOpenReservations(
    deps.db,
    new Date(now.getTime() - STALE_RESERVATION_MS),
    50,
  );
  let resumed = 0;
  let failed = 0;
  for (const id of stale) {
    try {
      await resumeReservation(deps, id);
      resumed++;
    } catch {
      // Declined (the nights are released) or the provider still does not answer (the next sweep tries).
      failed++;
    }
  }
  const refunded = await refundDueNights(deps);
  const requests = await sweepRequests(deps, now);
  // Issue 27: the stored ratings catch up with the reviews whose blind window closed.
  await countRevealedReviews(deps.db, now);
  return { resumed, failed, refunded, requests };
}

/** Sweeps every `intervalMs`, in one server copy at a time (decision 054), until the returned stop function is called. */
export function startBookingSweeper(
  jobs: Jobs,
  deps: BookingDeps,
  { intervalMs = 60_000, onError }: { intervalMs?: number; onError?: (err: unknown) => void } = {},
): () => Promise<void> {
  return jobs.start('booking-sweeper', () => sweepBookings(deps), { intervalMs, onError });
}
