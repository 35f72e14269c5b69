// Text for the booking calendar's tiles. States are always spelled out, never shown by colour alone.

import { AVAILABILITY_WINDOW_DAYS } from '../../../../domain/constants';
import type { NightState } from '../../../../domain/availability';
import { addDays, formatDisplayDate, weekdayOf, type IsoDate } from '../../../../domain/dates';
import { formatCents } from '../../../../domain/money';

export const STATE_LABELS: Record<NightState, string> = {
  available: 'Available',
  booked: 'Booked',
  'day-booked': 'Booked by you',
  unavailable: 'Unavailable',
  gone: 'Past',
};

/** What a screen reader says for a state; the spec's own word where it reads naturally. */
const STATE_SPOKEN: Record<NightState, string> = {
  available: 'available',
  booked: 'booked',
  'day-booked': 'already booked by you',
  unavailable: 'unavailable',
  gone: 'gone',
};

export function windowEnd(start: IsoDate): IsoDate {
  return addDays(start, AVAILABILITY_WINDOW_DAYS - 1);
}

export function shortWeekday(date: IsoDate): string {
  return weekdayOf(date).slice(0, 3);
}

/** "24/11" */
export function dayMonth(date: IsoDate): string {
  return formatDisplayDate(date).slice(0, 5);
}

/** "Tue 24/11/2026, $25 per motorhome, available" */
export function tileAccessibleName(night: { date: IsoDate; state: NightState; price: number }): string {
  const day = `${shortWeekday(night.date)} ${formatDisplayDate(night.date)}`;
  if (night.state === 'available') return `${day}, ${formatCents(night.price)} per motorhome, available`;
  return `${day}, ${STATE_SPOKEN[night.state]}`;
}
