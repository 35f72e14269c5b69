// The arrival reminder job (issue 26, decision 040): on a timer, every booked stay whose arrival is
// 48 hours away or less (and whose first night has not ended) gets one email to its guest, in their
// language, with the host's arrival instructions. The email is queued in the outbox in the same
// transaction as the payment's `arrival_reminder_queued_at`, set by a conditional update: any number
// of server copies may run the job, and each stay is reminded once. A cancelled stay, a request still
// waiting for its host and a past stay get nothing. A stay's times are its host's: the check-in of
// its first night's site and the check-out of its last night's (effectiveStayRules, decision 045).

import type { Jobs } from '../../jobs/jobs';
import { arrivalReminderDue, instructionsVisibleFrom } from '../../../domain/arrival';
import { addDays, todayInAuckland } from '../../../domain/dates';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../domain/messages';
import { effectiveStayRules } from '../../../domain/stay-rules';
import { nightsByStay, stayDatesOf } from '../../../domain/stays';
import { createOutbox } from '../../adapters/email/outbox';
import type { Db } from '../../db/client';
import { arrivalReminderEmail } from './arrival-emails';
import { markArrivalReminderQueued } from '../payments/booking-payments.service';
import * as repo from './arrival.repository';

export type ArrivalReminderDeps = { db: Db; emailFrom: string };

/** Payments looked at in one sweep; the next sweep takes the rest. */
const SWEEP_LIMIT = 200;

type Night = Awaited<ReturnType<typeof repo.listNightsOfPaymentsArriving>>[number];

const fullName = (host: NonNullable<Night['host']>) =>
  [host.firstName, host.lastName].filter(Boolean).join(' ') || host.name || host.email || '';

/** Queues the reminders due at `now`; answers how many this call queued. */
export async function sendArrivalReminders(deps: ArrivalReminderDeps, now = new Date()): Promise<number> {
  const today = todayInAuckland(now);
  // A stay is due from 48 hours before its check-in on its first night until its check-out the next
  // morning: whatever the host's times (00:00 to 23:59), its first night is yesterday to the day
  // after tomorrow.
  const nights = await repo.listNightsOfPaymentsArriving(
    deps.db,
    addDays(today, -1),
    addDays(today, 2),
    SWEEP_LIMIT,
  );
  const byPayment = new Map<string, Night[]>();
  for (const night of nights) {
    const list = byPayment.get(night.paymentId) ?? [];
    list.push(night);
    byPayment.set(night.paymentId, list);
  }
  let queued = 0;
  for (const [paymentId, ofPayment] of byPayment) {
    const grouped = nightsByStay(
      ofPayment.map((n) => ({ date: n.date, location: n.locationId, guest: n.guestId, night: n })),
    );
    for (const stay of grouped.map((nightsOfStay) => nightsOfStay.map((n) => n.night))) {
      const first = stay[0]!;
      const last = stay[stay.length - 1]!;
      const { arrival, departure } = stayDatesOf(stay.map((n) => ({ date: n.date })));
      const times = {
        checkInTime: effectiveStayRules(first.location.stayRules, first.siteRules).checkInTime,
        checkOutTime: effectiveStayRules(last.location.stayRules, last.siteRules).checkOutTime,
      };
      if (!arrivalReminderDue(arrival, times, first.reminderQueuedAt, now)) continue;
      const sites = new Map<string, string | null>();
      for (const n of stay) sites.set(n.siteName, n.siteDirections);
      const email = arrivalReminderEmail({
        locationName: first.location.name,
        arrival,
        departure,
        ...times,
        instructions: first.location.arrivalInstructions,
        address: [first.location.address, first.location.city, first.location.postcode]
          .filter(Boolean)
          .join(', '),
        locationDirections: first.location.directions,
        sites: [...sites].map(([name, directions]) => ({ name, directions })),
        host: first.host?.email ? { ...first.host, name: fullName(first.host) } : null,
        guest: {
          email: first.guest.email,
          language: isLanguage(first.guest.language) ? first.guest.language : DEFAULT_LANGUAGE,
        },
      });
      const done = await deps.db.transaction(async (tx) => {
        const marked = await markArrivalReminderQueued(
          tx,
          paymentId,
          arrival,
          instructionsVisibleFrom(arrival, times.checkInTime),
          now,
        );
        if (marked) await createOutbox(tx, null, deps.emailFrom).queue(email);
        return marked;
      });
      if (done) queued++;
    }
  }
  return queued;
}

/** Runs the job every `intervalMs`, in one server copy at a time (decision 054), until the returned stop function is called. */
export function startArrivalReminders(
  jobs: Jobs,
  deps: ArrivalReminderDeps,
  {
    // Every 30 seconds: one indexed look at four days of nights; a reminder goes out within a minute.
    intervalMs = 30_000,
    onError,
    now = () => new Date(),
  }: { intervalMs?: number; onError?: (err: unknown) => void; now?: () => Date } = {},
): () => Promise<void> {
  return jobs.start('arrival-reminders', () => sendArrivalReminders(deps, now()), { intervalMs, onError });
}
