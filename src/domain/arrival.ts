// Arrival information (issue 26, decision 040): what a host writes for a guest who is coming (gate
// code, where to park, quiet hours). A booked guest sees it from ARRIVAL_INSTRUCTIONS_LEAD_HOURS
// before the arrival (the first night's date at the stay's check-in time in New Zealand) until the
// stay is over (the morning after its last night, at its check-out time); a reminder email carries it
// when that time comes. The times are the host's (decision 045): the effective rules of the site of
// the stay's first night (check-in) and of its last night (check-out). Nobody else sees the
// instructions but the property's host and administrators, who edit them.

import { addDays, aucklandOffsetMs, type IsoDate } from './dates';
import { can, ownsLocation, type Viewer } from './roles';
import { minutesOf, type StayRules, type TimeOfDay } from './stay-rules';
import { nightsByStay } from './stays';

/** How long before the arrival a booked guest sees the instructions (and the reminder is sent). */
export const ARRIVAL_INSTRUCTIONS_LEAD_HOURS = 48;
/** The longest arrival instructions a host may write (plain text). */
export const MAX_ARRIVAL_INSTRUCTIONS = 2000;

/** When a stay starts and ends on the wall clock: its host's rules (effectiveStayRules). */
export type StayTimes = Pick<StayRules, 'checkInTime' | 'checkOutTime'>;

const HOUR_MS = 3_600_000;

/**
 * The moment it is `hour`:`minute` on `date` in New Zealand. Always one moment: a time inside the
 * hour daylight saving skips (02:xx on the last Sunday of September) answers the hour after it, and
 * one the clocks go through twice (02:xx on the first Sunday of April) answers the second.
 */
export function aucklandWallClock(date: IsoDate, hour: number, minute = 0): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const asIfUtc = Date.UTC(y, m - 1, d, hour, minute);
  // The offset at a first guess, then at the moment it gives (right unless a change falls between).
  const guess = asIfUtc - aucklandOffsetMs(asIfUtc - 12 * HOUR_MS);
  return new Date(asIfUtc - aucklandOffsetMs(guess));
}

/** The moment `time` ('HH:MM') on `date` in New Zealand. */
export const aucklandTimeOn = (date: IsoDate, time: TimeOfDay): Date => {
  const minutes = minutesOf(time);
  return aucklandWallClock(date, Math.floor(minutes / 60), minutes % 60);
};

/** When a stay whose first night is `firstNight` starts: its check-in time that day. */
export const arrivalMoment = (firstNight: IsoDate, checkInTime: TimeOfDay): Date =>
  aucklandTimeOn(firstNight, checkInTime);

/** When a stay whose last night is `lastNight` ends: the next morning's check-out. */
export const departureMoment = (lastNight: IsoDate, checkOutTime: TimeOfDay): Date =>
  aucklandTimeOn(addDays(lastNight, 1), checkOutTime);

/** From when a guest arriving on `firstNight` sees the instructions: 48 elapsed hours before. */
export const instructionsVisibleFrom = (firstNight: IsoDate, checkInTime: TimeOfDay): Date =>
  new Date(arrivalMoment(firstNight, checkInTime).getTime() - ARRIVAL_INSTRUCTIONS_LEAD_HOURS * HOUR_MS);

/**
 * Whether a booked guest sees the arrival instructions of a stay at `now`: from 48 hours before its
 * arrival until its check-out the morning after its last night.
 */
export function arrivalInstructionsVisible(
  stay: { firstNight: IsoDate; lastNight: IsoDate } & StayTimes,
  now: Date,
): boolean {
  const t = now.getTime();
  return (
    t >= instructionsVisibleFrom(stay.firstNight, stay.checkInTime).getTime() &&
    t < departureMoment(stay.lastNight, stay.checkOutTime).getTime()
  );
}

/**
 * Whether the arrival reminder of a stay arriving on `firstNight` is due at `now`: its window has
 * opened, its first night has not ended (at check-out the next morning), and no reminder was queued
 * since the window opened (a payment holds one `arrival_reminder_queued_at`, so a later stay of the
 * same payment, whose window opens later, is still reminded).
 */
export function arrivalReminderDue(
  firstNight: IsoDate,
  times: StayTimes,
  queuedAt: Date | null,
  now: Date,
): boolean {
  const opens = instructionsVisibleFrom(firstNight, times.checkInTime).getTime();
  if (now.getTime() < opens || now.getTime() >= departureMoment(firstNight, times.checkOutTime).getTime())
    return false;
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
  /** The effective check-in and check-out times of the night's site (effectiveStayRules). */
  times: StayTimes;
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
 * (consecutive nights, `nightsByStay`), so every night of a stay answers alike: it arrives at the
 * check-in time of its first night's site and leaves at the check-out time of its last night's. A
 * request waiting for its host, a cancelled night, the host's and an administrator's view get nothing.
 * A stay cut by the list's page is judged on the nights the page holds, which can only open its window
 * later and close it sooner (a day later at any time of day is later), never show it early.
 */
export function arrivalInstructionsOfNights(
  nights: readonly NightForArrival[],
  now: Date,
): Map<number, ArrivalOfNight> {
  const answers = new Map<number, ArrivalOfNight>(nights.map((n) => [n.id, NOTHING]));
  for (const stay of nightsByStay(nights.filter(isBookedWithInstructions))) {
    const first = stay[0]!;
    const last = stay[stay.length - 1]!;
    const times = { checkInTime: first.times.checkInTime, checkOutTime: last.times.checkOutTime };
    const span = { firstNight: first.date, lastNight: last.date, ...times };
    const answer: ArrivalOfNight = arrivalInstructionsVisible(span, now)
      ? { arrivalInstructions: first.instructions, arrivalInstructionsLater: false }
      : {
          arrivalInstructions: null,
          arrivalInstructionsLater:
            now.getTime() < instructionsVisibleFrom(first.date, times.checkInTime).getTime(),
        };
    for (const night of stay) answers.set(night.id, answer);
  }
  return answers;
}
