// Payouts to hosts and affiliates happen on the 15th of each month (spec section 9: "Next payout date
// is the 15th of the current or next month"). A payout is made as the 15th begins in New Zealand, so
// on the 15th itself the next one is a month away.

import { aucklandOffsetMs, isIsoDate, type IsoDate } from './dates';

export const PAYOUT_DAY = 15;

const pad = (n: number) => String(n).padStart(2, '0');

function monthAfter(year: number, month: number): [number, number] {
  return month === 12 ? [year + 1, 1] : [year, month + 1];
}

/** The 15th of the current month while it is still ahead, else the 15th of the next month. */
export function nextPayoutDate(today: IsoDate): IsoDate {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  if (d < PAYOUT_DAY) return `${y}-${pad(m)}-${PAYOUT_DAY}`;
  const [ny, nm] = monthAfter(y, m);
  return `${ny}-${pad(nm)}-${PAYOUT_DAY}`;
}

/** Every payout date after `after` up to and including `today`, oldest first. */
export function payoutDatesBetween(after: IsoDate, today: IsoDate): IsoDate[] {
  const out: IsoDate[] = [];
  for (let date = nextPayoutDate(after); date <= today; date = nextPayoutDate(date)) out.push(date);
  return out;
}

/** The instant a calendar date begins in New Zealand (00:00 Pacific/Auckland). */
export function startOfAucklandDay(date: IsoDate): Date {
  if (!isIsoDate(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(y, m - 1, d);
  // Daylight saving changes at 2 or 3 am, never at midnight: one correction is exact.
  let instant = midnightUtc - aucklandOffsetMs(midnightUtc);
  instant = midnightUtc - aucklandOffsetMs(instant);
  return new Date(instant);
}
