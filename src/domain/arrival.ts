// Arrival information (issue 26, decision 040): what a host writes for a guest who is coming (gate
// code, where to park, quiet hours). A booked guest sees it from ARRIVAL_INSTRUCTIONS_LEAD_HOURS
// before the arrival (the first night's date at CHECK_IN_HOUR in New Zealand) until the stay is over
// (the morning after its last night, at CHECK_OUT_HOUR); a reminder email carries it when that time
// comes. Nobody else sees it but the property's host and administrators, who edit it.

import { addDays, aucklandOffsetMs, type IsoDate } from './dates';

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
 * The same rule for one booked night, as a list of nights can apply it row by row: a night shows the
 * instructions while a one-night stay on it would. Over consecutive nights the windows overlap, so a
 * stay shows them exactly while `arrivalInstructionsVisible` says (its first night opens the window,
 * its last night closes it), whichever of its nights a page holds.
 */
export const nightShowsArrivalInstructions = (night: IsoDate, now: Date): boolean =>
  arrivalInstructionsVisible({ firstNight: night, lastNight: night }, now);

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
