import { describe, expect, it } from 'vitest';
import { dayMonth, shortWeekday, stateLabel, tileAccessibleName, windowEnd } from './calendar-model';

describe('booking calendar text', () => {
  it('names an available night with its site and price', () => {
    expect(tileAccessibleName({ date: '2026-11-24', state: 'available', price: 2500 }, 'Quiet corner')).toBe(
      'Tue 24/11/2026, Quiet corner, $25 per motorhome, available',
    );
  });

  it('names other nights by site and state', () => {
    expect(tileAccessibleName({ date: '2026-11-24', state: 'booked', price: 2500 }, 'Paddock')).toBe(
      'Tue 24/11/2026, Paddock, booked',
    );
    expect(tileAccessibleName({ date: '2026-11-22', state: 'gone', price: 2500 }, 'Paddock')).toBe(
      'Sun 22/11/2026, Paddock, gone',
    );
    expect(tileAccessibleName({ date: '2026-11-24', state: 'day-booked', price: 2500 }, 'Paddock')).toBe(
      'Tue 24/11/2026, Paddock, already booked by you',
    );
  });

  it('says why a night selected on another site is unavailable here', () => {
    expect(
      tileAccessibleName({ date: '2026-11-24', state: 'available', price: 2500 }, 'Paddock', {
        otherSite: true,
      }),
    ).toBe('Tue 24/11/2026, Paddock, unavailable, you have selected another site on this night');
  });

  it('says, for the host, which synced calendar blocks a night in place of its state', () => {
    expect(
      tileAccessibleName({ date: '2026-11-24', state: 'unavailable', price: 2500 }, 'Paddock', {
        spoken: 'blocked by Airbnb',
      }),
    ).toBe('Tue 24/11/2026, Paddock, blocked by Airbnb');
  });

  it('labels a selected tile', () => {
    expect(stateLabel('selected')).toBe('Selected');
    expect(stateLabel('gone')).toBe('Past');
  });

  it('shows 28 nights from the start', () => {
    expect(windowEnd('2026-11-22')).toBe('2026-12-19');
  });

  it('formats the tile heading', () => {
    expect(shortWeekday('2026-11-24')).toBe('Tue');
    expect(dayMonth('2026-11-24')).toBe('24/11');
  });
});
