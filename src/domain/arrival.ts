// Arrival information (issue 26, decision 040): what a host writes for a guest who is coming (gate
// code, where to park, quiet hours). A booked guest sees it from ARRIVAL_INSTRUCTIONS_LEAD_HOURS
// before the arrival (the first night's date at CHECK_IN_HOUR in New Zealand) until the stay is over
// (the morning after its last night, at CHECK_OUT_HOUR); a reminder email carries it when that time
// comes. Nobody else sees it but the property's host and administrators, who edit it.

import { addDays, aucklandOffsetMs, type IsoDate } from './dates';
import { can, ownsLocation, type Viewer } from './roles';
import { nightsByStay } from './stays';

/** The hour a stay starts on its first night's date, New Zealand time. */
export const CHECK_IN_HOUR = 14;
/** The hour a stay ends on the day after its last night, New Zealand time. */
export const CHECK_OUT_HOUR = 10;
/** How long before the arrival a booked guest sees the instructions (and the reminder is sent). */
export const ARRIVAL_INSTRUCTIONS_LEAD_HOURS = 48;
/** The longest arrival instructions a host may write (plain text). */
export const MAX_ARRIVAL_INSTRUCTIONS = 2000;

const HOUR_MS = 3_600_000;

/**
 * The moment it is `hour`:00 on `date` in New Zealand. The hours used here (10:00, 14:00) are never
 * inside a daylight-saving change (those happen at 02:00 and 03:00), so the answer is always one.
 */
export function aucklandWallClock(date: IsoDate, hour: number): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const asIfUtc = Date.UTC(y, m - 1, d, hour);
  // The offset at a first guess, then at the moment it gives (right unless a change falls between).
  const guess = asIfUtc - aucklandOffsetMs(asIfUtc - 12 * HOUR_MS);
  return new Date(asIfUtc - aucklandOffsetMs(guess));
}

/** When a stay whose first night is `firstNight` starts. */
export const arrivalMoment = (firstNight: IsoDate): Date => aucklandWallClock(firstNight, CHECK_IN_HOUR);

/** When a stay whose last night is `lastNight` ends: the next morning's check-out. */
export const departureMoment = (lastNight: IsoDate): Date =>
  aucklandWallClock(addDays(lastNight, 1), CHECK_OUT_HOUR);

/** From when a guest arriving on `firstNight` sees the instructions: 48 elapsed hours before. */
export const instructionsVisibleFrom = (firstNight: IsoDate): Date =>
  new Date(arrivalMoment(firstNight).getTime() - ARRIVAL_INSTRUCTIONS_LEAD_HOURS * HOUR_MS);

/**
 * Whether a booked guest sees the arrival instructions of a stay at `now`: from 48 hours before its
 * arrival until the morning after its last night.
 */
export function arrivalInstructionsVisible(
  stay: { firstNight: IsoDate; lastNight: IsoDate },
  now: Date,
): boolean {
  const t = now.getTime();
  return (
    t >= instructionsVisibleFrom(stay.firstNight).getTime() && t < departureMoment(stay.lastNight).getTime()
  );
}

/**
 * Whether the arrival reminder of a stay arriving on `firstNight` is due at `now`: its window has
 * opened, its first night has not ended, and no reminder was queued since the window opened (a
 * payment holds one `arrival_reminder_queued_at`, so a later stay of the same payment, whose window
 * opens later, is still reminded).
 */
export function arrivalReminderDue(firstNight: IsoDate, queuedAt: Date | null, now: Date): boolean {
  const opens = instructionsVisibleFrom(firstNight).getTime();
  if (now.getTime() < opens || now.getTime() >= departureMoment(firstNight).getTime()) return false;
  return queuedAt === null || queuedAt.getTime() < opens;
}

/**
 * Whether the viewer reads a property's arrival instructions with the property itself (its detail,
 * the edit form): its host and administrators, who may edit it. A guest reads them only with their own
 * booked stay, in its window; everyone else never.
 */
export const mayReadArrivalInstructions = (viewer: Viewer, property: { ownerId: string | null }): boolean =>
  ownsLocation(viewer, property) || can(viewer, 'locations:manage-any');

/** A night as a guest's list of nights shows it, with what its property's host wrote. */
export type NightForArrival = {
  id: number;
  /** The viewer is the night's guest (not its host, not an administrator). */
  viewerIsGuest: boolean;
  date: IsoDate;
  location: number;
  guest: string;
  status: string;
  /** Its payment's status; null for a night without a payment (recorded outside Stopover). */
  paymentStatus: string | null;
  instructions: string | null;
};

export type ArrivalOfNight = { arrivalInstructions: string | null; arrivalInstructionsLater: boolean };

const NOTHING: ArrivalOfNight = { arrivalInstructions: null, arrivalInstructionsLater: false };

/** A booked night of the viewer's own, at a property with instructions. */
const isBookedWithInstructions = (night: NightForArrival) =>
  night.viewerIsGuest &&
  night.status === 'accepted' &&
  (night.paymentStatus === null || night.paymentStatus === 'confirmed') &&
  !!night.instructions?.trim();

/**
 * What a list of nights tells the viewer about arrival instructions, night by night (by id): the text
 * while the stay's window is open, and whether it will open later. Only for the night's guest, on a
 * booked night (accepted, its payment, if any, confirmed); the booked nights are grouped into stays
 * (consecutive nights, `nightsByStay`), so every night of a stay answers alike. A request waiting for
 * its host, a cancelled night, the host's and an administrator's view get nothing. A stay cut by the
 * list's page is judged on the nights the page holds, which can only open its window later and close
 * it sooner, never show it early.
 */
export function arrivalInstructionsOfNights(
  nights: readonly NightForArrival[],
  now: Date,
): Map<number, ArrivalOfNight> {
  const answers = new Map<number, ArrivalOfNight>(nights.map((n) => [n.id, NOTHING]));
  for (const stay of nightsByStay(nights.filter(isBookedWithInstructions))) {
    const firstNight = stay[0]!.date;
    const lastNight = stay[stay.length - 1]!.date;
    const answer: ArrivalOfNight = arrivalInstructionsVisible({ firstNight, lastNight }, now)
      ? { arrivalInstructions: stay[0]!.instructions, arrivalInstructionsLater: false }
      : {
          arrivalInstructions: null,
          arrivalInstructionsLater: now.getTime() < instructionsVisibleFrom(firstNight).getTime(),
        };
    for (const night of stay) answers.set(night.id, answer);
  }
  return answers;
}
