// Text for the booking calendar's tiles. States are always spelled out, never shown by colour alone.

import { AVAILABILITY_WINDOW_DAYS } from '../../../domain/constants';
import type { NightState } from '../../../domain/availability';
import { addDays, formatDisplayDate, weekdayOf, type IsoDate } from '../../../domain/dates';
import { formatCents } from '../../lib/money';
import { i18n } from '../../lib/i18n';

/** A state's key in the catalogue (`stays.calendar.state.*` and `stays.calendar.spoken.*`). */
const STATE_KEYS = {
  available: 'available',
  booked: 'booked',
  'day-booked': 'dayBooked',
  unavailable: 'unavailable',
  gone: 'gone',
} as const satisfies Record<NightState, string>;

/** A state's label on a tile and in the key; a selected night's is 'Selected'. */
export function stateLabel(state: NightState | 'selected'): string {
  if (state === 'selected') return i18n.t('stays.calendar.state.selected');
  return i18n.t(`stays.calendar.state.${STATE_KEYS[state]}`);
}

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

/**
 * "Tue 24/11/2026, Quiet corner, $25 per motorhome, available": the date, the site, the price and the
 * state. A selected night is named as available (its button is pressed: a toggle's name stays the
 * same); a night held by the guest's selection on another site says so; `spoken` replaces the state's
 * words (the host's calendar: "blocked by Airbnb").
 */
export function tileAccessibleName(
  night: { date: IsoDate; state: NightState; price: number },
  site: string,
  options: { otherSite?: boolean; spoken?: string } = {},
): string {
  const day = `${shortWeekday(night.date)} ${formatDisplayDate(night.date)}`;
  if (options.otherSite) {
    return i18n.t('stays.calendar.tileOther', {
      day,
      site,
      state: i18n.t('stays.calendar.spoken.otherSite'),
    });
  }
  if (options.spoken) return i18n.t('stays.calendar.tileOther', { day, site, state: options.spoken });
  if (night.state === 'available') {
    return i18n.t('stays.calendar.tileAvailable', { day, site, price: formatCents(night.price) });
  }
  // What a screen reader says for a state: the spec's own word where it reads naturally.
  return i18n.t('stays.calendar.tileOther', {
    day,
    site,
    state: i18n.t(`stays.calendar.spoken.${STATE_KEYS[night.state]}`),
  });
}
