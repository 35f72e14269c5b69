// Nights are plain calendar dates (YYYY-MM-DD) in Pacific/Auckland. Arithmetic on them is done on
// the date alone (at UTC noon-free midnight of a proleptic calendar), so daylight-saving changes can
// never shift a night; only "today" needs the time zone.

export type IsoDate = string;

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export type Month = (typeof MONTHS)[number];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    d.getUTCFullYear() === Number(m[1]) &&
    d.getUTCMonth() === Number(m[2]) - 1 &&
    d.getUTCDate() === Number(m[3])
  );
}

// Calendars compare the same few dozen dates many times over; remembering their day numbers keeps
// the availability of a property over a window cheap. Bounded so it cannot grow without limit.
const epochDays = new Map<string, number>();
const EPOCH_DAY_CACHE_SIZE = 4096;

function toEpochDay(date: IsoDate): number {
  const cached = epochDays.get(date);
  if (cached !== undefined) return cached;
  if (!isIsoDate(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = Date.UTC(y, m - 1, d) / DAY_MS;
  if (epochDays.size >= EPOCH_DAY_CACHE_SIZE) epochDays.clear();
  epochDays.set(date, day);
  return day;
}

// And the other way: a calendar writes the same few dozen dates on every request.
const isoDates = new Map<number, IsoDate>();

function fromEpochDay(day: number): IsoDate {
  const cached = isoDates.get(day);
  if (cached !== undefined) return cached;
  const date = new Date(day * DAY_MS).toISOString().slice(0, 10);
  if (isoDates.size >= EPOCH_DAY_CACHE_SIZE) isoDates.clear();
  isoDates.set(day, date);
  return date;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromEpochDay(toEpochDay(date) + days);
}

/** The same day a month later (the last day of a shorter month): 31 January → 28 February. */
export function oneMonthLater(date: IsoDate): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const year = m === 12 ? y + 1 : y;
  const month = m === 12 ? 1 : m + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(Math.min(d, lastDay))}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toEpochDay(to) - toEpochDay(from);
}

/** Every date from `from` to `to`, both included. */
export function eachDate(from: IsoDate, to: IsoDate): IsoDate[] {
  const out: IsoDate[] = [];
  for (let day = toEpochDay(from), last = toEpochDay(to); day <= last; day++) out.push(fromEpochDay(day));
  return out;
}

export function weekdayOf(date: IsoDate): Weekday {
  // Day 0 of the epoch, 1970-01-01, was a Thursday.
  return WEEKDAYS[(((toEpochDay(date) + 4) % 7) + 7) % 7]!;
}

export function monthOf(date: IsoDate): Month {
  return MONTHS[Number(date.slice(5, 7)) - 1]!;
}

const HOUR_MS = 3_600_000;

/**
 * New Zealand's offset from UTC at `utcMs`, in milliseconds: daylight time (UTC+13) from 02:00 NZST
 * on the last Sunday of September to 03:00 NZDT on the first Sunday of April, standard time (UTC+12)
 * otherwise, as the law has set since 2007. Worked out rather than asked of Intl (decision 029): the
 * first Intl.DateTimeFormat a page creates costs 20-40 ms of the phone's main thread, more than all
 * the rest of the first screen's date work. The tests hold it to the runtime's time-zone data.
 */
export function aucklandOffsetMs(utcMs: number): number {
  const year = new Date(utcMs).getUTCFullYear();
  const firstSundayOfApril = 1 + ((7 - new Date(Date.UTC(year, 3, 1)).getUTCDay()) % 7);
  const lastSundayOfSeptember = 30 - new Date(Date.UTC(year, 8, 30)).getUTCDay();
  // Both changes happen at 14:00 UTC on the Saturday before their Sunday.
  const standardFrom = Date.UTC(year, 3, firstSundayOfApril - 1, 14);
  const daylightFrom = Date.UTC(year, 8, lastSundayOfSeptember - 1, 14);
  return (utcMs >= standardFrom && utcMs < daylightFrom ? 12 : 13) * HOUR_MS;
}

/** The calendar date it is in New Zealand at `now`. */
export function todayInAuckland(now: Date = new Date()): IsoDate {
  const utcMs = now.getTime();
  return fromEpochDay(Math.floor((utcMs + aucklandOffsetMs(utcMs)) / DAY_MS));
}

/** The Sunday on or before `date`. */
export function sundayOnOrBefore(date: IsoDate): IsoDate {
  return addDays(date, -WEEKDAYS.indexOf(weekdayOf(date)));
}

/**
 * The first tile of the booking calendar for a picked start date: a date after today snaps back to
 * the Sunday of its week; today or earlier is kept as it is.
 */
export function calendarStart(picked: IsoDate, today: IsoDate): IsoDate {
  return daysBetween(today, picked) > 0 ? sundayOnOrBefore(picked) : picked;
}

/** DD/MM/YYYY, the spec's display format. */
export function formatDisplayDate(date: IsoDate): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}
