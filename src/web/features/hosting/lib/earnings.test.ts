import { describe, expect, it } from 'vitest';
import {
  earningsCsvHref,
  isPeriod,
  lastTwelveMonths,
  monthLabel,
  monthlyChartRows,
  periodChoice,
  shiftMonth,
  yearChoices,
  yearPeriod,
} from './earnings';

describe('the earnings page', () => {
  it('opens on twelve months ending two months ahead, across a new year', () => {
    expect(lastTwelveMonths('2026-11-29')).toEqual({ from: '2026-02', to: '2027-01' });
    expect(lastTwelveMonths('2026-01-05')).toEqual({ from: '2025-04', to: '2026-03' });
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
  });

  it('names the period menu’s choice: last 12 months, a year, or months of one’s own', () => {
    const today = '2026-11-29';
    expect(periodChoice(lastTwelveMonths(today), today)).toBe('last12');
    expect(periodChoice(yearPeriod(2025), today)).toBe('2025');
    expect(periodChoice({ from: '2026-03', to: '2026-05' }, today)).toBe('custom');
    expect(yearChoices(today)).toEqual([2026, 2025, 2024]);
    expect(isPeriod({ from: '2026-05', to: '2026-03' })).toBe(false);
    expect(isPeriod({ from: '', to: '2026-03' })).toBe(false);
  });

  it('labels months in the reader’s language and charts dollars', () => {
    expect(monthLabel('2026-03', 'en')).toBe('Mar 2026');
    expect(monthLabel('2026-03', 'de')).toBe('März 2026');
    expect(monthlyChartRows([{ month: '2026-03', gross: 4550, net: -1250 }], 'en')).toEqual([
      { month: 'Mar 2026', gross: 45.5, net: -12.5 },
    ]);
  });

  it('downloads the CSV of the period chosen', () => {
    expect(earningsCsvHref('u 1', { from: '2026-01', to: '2026-12' })).toBe(
      '/v1/users/u%201/earnings/csv?from=2026-01&to=2026-12',
    );
  });
});
