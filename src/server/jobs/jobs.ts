// Periodic jobs that run once across server copies (issue 30, decision 054). Every copy ticks each
// job on its own timer; a tick runs the job's round only when this copy can claim the job's lease in
// job_leases (job-leases.ts), and skips it otherwise. The lease is renewed while the round runs, so a
// long round keeps it, and let go when the round ends. A copy that dies mid-round stops renewing:
// its lease expires after `leaseMs` and the next copy to tick takes the job over.
//
// The rounds keep their own per-row safety (conditional updates, claims per feed): a lease only
// makes sure two copies never run the same job's round at once. A round is told through its
// AbortSignal when this copy can no longer be sure it holds the lease (another copy claimed it
// after it expired, or renewals failed for a whole lease), and stops taking new work.
//
// The embedded database is one process: its claims always succeed, through the same table.

import os from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { startRepeating } from './repeating';
import { claimJobLease, releaseJobLease, renewJobLease } from './job-leases';

/** Every periodic job, by the name its lease is kept under. A new job adds its name here. */
export const JOB_NAMES = ['booking-sweeper', 'arrival-reminders', 'email-delivery', 'calendar-sync'] as const;
export type JobName = (typeof JOB_NAMES)[number];

/**
 * How long a claim lasts without renewal: the longest a crashed copy's job waits for another copy.
 * Renewed every third of it while a round runs.
 */
export const LEASE_MS = 60_000;

/** This process, as job_leases names it: host, process id and a random part (a restarted process is another copy). */
export const THIS_COPY = `${os.hostname()}/${process.pid}/${randomBytes(4).toString('hex')}`.slice(-200);

export type RoundContext = {
  /** Aborted when this copy may have lost the job's lease: stop taking new work. */
  signal: AbortSignal;
};
export type Round<T> = (context: RoundContext) => Promise<T>;
export type RoundOutcome<T> = { ran: true; result: T } | { ran: false };

export type JobsOptions = {
  /** Who claims: THIS_COPY unless a test runs several copies in one process. */
  holder?: string;
  leaseMs?: number;
  /** The clock leases are measured by; the database's when not given (tests move their own). */
  now?: () => Date;
};

export type Jobs = {
  holder: string;
  /**
   * One round of the job if this copy can claim it: `{ ran: true, result }`; `{ ran: false }` when
   * another copy holds it. A round that fails rejects (its lease let go all the same); trouble with
   * the lease itself (lost, renewals or the release failing) goes to `onError`.
   */
  runRound<T>(name: JobName, round: Round<T>, onError?: (err: unknown) => void): Promise<RoundOutcome<T>>;
  /**
   * Ticks every `intervalMs` until the returned stop function is called (and has awaited the round
   * in progress); each tick runs a round when this copy can claim the job.
   */
  start(
    name: JobName,
    round: Round<unknown>,
    options: { intervalMs: number; onError?: (err: unknown) => void },
  ): () => Promise<void>;
};

export function createJobs(db: Db, { holder = THIS_COPY, leaseMs = LEASE_MS, now }: JobsOptions = {}): Jobs {
  const clock = now ?? (() => new Date());

  async function runRound<T>(
    name: JobName,
    round: Round<T>,
    onError?: (err: unknown) => void,
  ): Promise<RoundOutcome<T>> {
    if (!(await claimJobLease(db, name, holder, leaseMs, now?.()))) return { ran: false };
    const controller = new AbortController();
    let confirmedAt = clock().getTime();
    let renewing: Promise<void> | null = null;
    const renewal = setInterval(() => {
      if (renewing || controller.signal.aborted) return;
      renewing = renewJobLease(db, name, holder, leaseMs, now?.())
        .then((mine) => {
          if (mine) confirmedAt = clock().getTime();
          else controller.abort(new Error(`job ${name}: another copy holds the lease now`));
        })
        .catch((err: unknown) => {
          onError?.(err);
          if (clock().getTime() - confirmedAt >= leaseMs) {
            controller.abort(new Error(`job ${name}: the lease could not be renewed for ${leaseMs} ms`));
          }
        })
        .finally(() => {
          renewing = null;
        });
    }, leaseMs / 3);
    renewal.unref();
    controller.signal.addEventListener('abort', () => onError?.(controller.signal.reason), { once: true });
    try {
      return { ran: true, result: await round({ signal: controller.signal }) };
    } finally {
      clearInterval(renewal);
      // A renewal landing after the release would hold the job for a whole lease.
      await renewing;
      // A release that fails leaves the lease to expire on its own.
      await releaseJobLease(db, name, holder, now?.()).catch((err: unknown) => onError?.(err));
    }
  }

  return {
    holder,
    runRound,
    start: (name, round, { intervalMs, onError }) =>
      startRepeating(() => runRound(name, round, onError), { intervalMs, onError }),
  };
}
