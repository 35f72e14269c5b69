import { describe, expect, it } from 'vitest';
import { dayMonth, shortWeekday, tileAccessibleName, windowEnd } from './calendar-model';

describe('booking calendar text', () => {
  it('names an available night with its price', () => {
    expect(tileAccessibleName({ date: '2026-11-24', state: 'available', price: 2500 })).toBe(
      'Tue 24/11/2026, $25 per motorhome, available',
    );
  });

  it('names other nights by state', () => {
    expect(tileAccessibleName({ date: '2026-11-24', state: 'booked', price: 2500 })).toBe(
      'Tue 24/11/2026, booked',
    );
    expect(tileAccessibleName({ date: '2026-11-22', state: 'gone', price: 2500 })).toBe(
      'Sun 22/11/2026, gone',
    );
    expect(tileAccessibleName({ date: '2026-11-24', state: 'day-booked', price: 2500 })).toBe(
      'Tue 24/11/2026, already booked by you',
    );
  });

  it('shows 28 nights from the start', () => {
    expect(windowEnd('2026-11-22')).toBe('2026-12-19');
  });

  it('formats the tile heading', () => {
    expect(shortWeekday('2026-11-24')).toBe('Tue');
    expect(dayMonth('2026-11-24')).toBe('24/11');
  });
});
