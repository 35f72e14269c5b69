// The earnings page's pure parts (decision 050): the periods offered, month labels, the charts' rows
// and the CSV's address.

import type { IsoDate } from '../../../../domain/dates';
import { isValidPeriod, type YearMonth } from '../../../../domain/earnings';
import type { Language } from '../../../../domain/messages/format';
import { apiUrl } from '../../../lib/api';
import { apiPath } from '../../../../domain/api-paths';

export type Period = { from: YearMonth; to: YearMonth };

/** Shift a month by `by` months (negative for earlier). */
export function shiftMonth(month: YearMonth, by: number): YearMonth {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The page opens on twelve months ending two months after this one: the season so far and the
 * nights already sold ahead (decision 050).
 */
export const lastTwelveMonths = (today: IsoDate): Period => ({
  from: shiftMonth(today.slice(0, 7), -9),
  to: shiftMonth(today.slice(0, 7), 2),
});

export const yearPeriod = (year: number): Period => ({ from: `${year}-01`, to: `${year}-12` });

/** The choices of the period menu: the last 12 months, this year and the two before, or months of one's own. */
export function periodChoice(period: Period, today: IsoDate): string {
  const last = lastTwelveMonths(today);
  if (period.from === last.from && period.to === last.to) return 'last12';
  const year = period.from.slice(0, 4);
  if (period.from === `${year}-01` && period.to === `${year}-12`) return year;
  return 'custom';
}

export const yearChoices = (today: IsoDate): number[] => {
  const year = Number(today.slice(0, 4));
  return [year, year - 1, year - 2];
};

export const isPeriod = (period: Period) => isValidPeriod(period.from, period.to);

const monthFormats = new Map<Language, Intl.DateTimeFormat>();
/** "Mar 2026" in the language's words. */
export function monthLabel(month: YearMonth, language: Language): string {
  let format = monthFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(language, format);
  }
  return format.format(new Date(`${month}-01T00:00:00Z`));
}

/** The monthly chart's rows: dollars (the chart's axis), the table keeps the exact cents. */
export function monthlyChartRows(
  months: { month: YearMonth; gross: number; net: number }[],
  language: Language,
): { month: string; gross: number; net: number }[] {
  return months.map((m) => ({
    month: monthLabel(m.month, language),
    gross: m.gross / 100,
    net: m.net / 100,
  }));
}

/** GET /v1/users/{id}/earnings/csv of the period: the browser downloads it with the session cookie. */
export const earningsCsvHref = (userId: string, period: Period) =>
  apiUrl(apiPath('/v1/users/{id}/earnings/csv', { id: userId }), { from: period.from, to: period.to });
