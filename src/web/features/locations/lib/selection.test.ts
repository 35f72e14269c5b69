import { describe, expect, it } from 'vitest';
import {
  bookingBody,
  dropPast,
  EMPTY_SELECTION,
  parseStoredSelection,
  reconcile,
  selectedNights,
  selectionEvent,
  selectionStays,
  selectionTotals,
  serializeSelection,
  tileView,
  toggleNight,
  type CalendarNight,
  type Selection,
} from './selection';

const paddock = { siteId: 1, siteName: 'Paddock' };
const orchard = { siteId: 2, siteName: 'Orchard' };
const night = (date: string, state: CalendarNight['state'] = 'available', price = 2500): CalendarNight => ({
  date,
  state,
  price,
});

/** Selects nights one after the other, as a guest's clicks would. */
function select(...picks: [{ siteId: number; siteName: string }, CalendarNight][]): Selection {
  return picks.reduce<Selection>(
    (selection, [site, n]) => toggleNight(selection, site, n).selection,
    EMPTY_SELECTION,
  );
}

describe('toggling a night', () => {
  it('adds an available night with the price shown, and removes it on a second toggle', () => {
    const added = toggleNight(EMPTY_SELECTION, paddock, night('2026-11-24', 'available', 3000));
    expect(added.change).toBe('added');
    expect(added.selection).toEqual({
      '2026-11-24': { date: '2026-11-24', siteId: 1, siteName: 'Paddock', price: 3000 },
    });
    const removed = toggleNight(added.selection, paddock, night('2026-11-24', 'available', 3000));
    expect(removed.change).toBe('removed');
    expect(removed.night).toEqual(added.night);
    expect(removed.selection).toEqual({});
  });

  it('never selects booked, day-booked, unavailable or gone nights', () => {
    for (const state of ['booked', 'day-booked', 'unavailable', 'gone'] as const) {
      const result = toggleNight(EMPTY_SELECTION, paddock, night('2026-11-24', state));
      expect(result.change, state).toBeNull();
      expect(result.selection).toBe(EMPTY_SELECTION);
    }
  });

  it('keeps one site a night: the night selected on another site is unavailable here', () => {
    const selection = select([paddock, night('2026-11-24')]);
    expect(tileView(selection, 2, night('2026-11-24'))).toEqual({
      state: 'unavailable',
      selectable: false,
      otherSite: true,
    });
    const result = toggleNight(selection, orchard, night('2026-11-24'));
    expect(result.change).toBeNull();
    expect(result.selection).toBe(selection);
    // The other nights of that site are untouched.
    expect(tileView(selection, 2, night('2026-11-25')).state).toBe('available');
  });

  it('shows selected nights as selected on their own site', () => {
    const selection = select([paddock, night('2026-11-24')]);
    expect(tileView(selection, 1, night('2026-11-24'))).toEqual({
      state: 'selected',
      selectable: true,
      otherSite: false,
    });
    expect(tileView(EMPTY_SELECTION, 1, night('2026-11-24', 'day-booked')).selectable).toBe(false);
  });
});

describe('stays from the selection', () => {
  it('merges consecutive nights, on any sites, into one stay with departure the morning after', () => {
    const selection = select(
      [paddock, night('2026-11-24', 'available', 2500)],
      [paddock, night('2026-11-25', 'available', 2500)],
      [orchard, night('2026-11-26', 'available', 4000)],
    );
    expect(selectionStays(selection)).toEqual([
      {
        arrival: '2026-11-24',
        departure: '2026-11-27',
        nights: selectedNights(selection),
        total: 9000,
        sites: [
          { siteId: 1, siteName: 'Paddock', nights: 2 },
          { siteId: 2, siteName: 'Orchard', nights: 1 },
        ],
      },
    ]);
    expect(selectionTotals(selection)).toEqual({ nights: 3, total: 9000 });
  });

  it('splits stays at a gap, in date order whatever the order of selecting', () => {
    const selection = select(
      [orchard, night('2026-12-01', 'available', 4000)],
      [paddock, night('2026-11-24')],
      [paddock, night('2026-11-25')],
    );
    const stays = selectionStays(selection);
    expect(stays.map((s) => [s.arrival, s.departure, s.nights.length, s.total])).toEqual([
      ['2026-11-24', '2026-11-26', 2, 5000],
      ['2026-12-01', '2026-12-02', 1, 4000],
    ]);
    // A stay across the end of a month.
    const across = select([paddock, night('2026-11-30')], [paddock, night('2026-12-01')]);
    expect(selectionStays(across)).toHaveLength(1);
  });

  it('has nothing for an empty selection', () => {
    expect(selectionStays(EMPTY_SELECTION)).toEqual([]);
    expect(selectionTotals(EMPTY_SELECTION)).toEqual({ nights: 0, total: 0 });
  });

  it('sends every night with the price shown, and the vehicle only when given', () => {
    const selection = select(
      [orchard, night('2026-11-26', 'available', 4000)],
      [paddock, night('2026-11-24')],
    );
    expect(bookingBody(selection, '  ')).toEqual({
      bookings: [
        { siteId: 1, date: '2026-11-24', price: 2500 },
        { siteId: 2, date: '2026-11-26', price: 4000 },
      ],
    });
    expect(bookingBody(selection, ' abc123 ').vehicleRegistration).toBe('abc123');
  });
});

describe('the selection against fresh availability', () => {
  const selection = select(
    [paddock, night('2026-11-24', 'available', 2500)],
    [paddock, night('2026-11-25', 'available', 2500)],
    [orchard, night('2026-12-30', 'available', 4000)],
  );
  const availability = (nights: CalendarNight[], sites = [paddock]) => ({
    from: '2026-11-22',
    to: '2026-12-19',
    sites: sites.map((s) => ({ ...s, nights })),
  });

  it('is unchanged (the same object) when the calendar still offers every night at its price', () => {
    const fresh = availability([night('2026-11-24'), night('2026-11-25')]);
    expect(reconcile(selection, fresh, '2026-11-22')).toBe(selection);
  });

  it('drops nights taken or closed since, and takes up a changed price', () => {
    const fresh = availability([night('2026-11-24', 'booked'), night('2026-11-25', 'available', 2700)]);
    const next = reconcile(selection, fresh, '2026-11-22');
    expect(Object.keys(next).sort()).toEqual(['2026-11-25', '2026-12-30']);
    expect(next['2026-11-25']!.price).toBe(2700);
    // Outside the window: kept as it was.
    expect(next['2026-12-30']).toBe(selection['2026-12-30']);
  });

  it('drops a night now booked by the guest (day-booked), and one on a site no longer listed', () => {
    expect(
      Object.keys(
        reconcile(
          selection,
          availability([night('2026-11-24', 'day-booked'), night('2026-11-25')]),
          '2026-11-22',
        ),
      ),
    ).toEqual(['2026-11-25', '2026-12-30']);
    expect(Object.keys(reconcile(selection, availability([], [orchard]), '2026-11-22'))).toEqual([
      '2026-12-30',
    ]);
  });

  it('drops past nights', () => {
    expect(Object.keys(dropPast(selection, '2026-11-25'))).toEqual(['2026-11-25', '2026-12-30']);
    expect(dropPast(selection, '2026-11-24')).toBe(selection);
  });
});

describe('the stored selection', () => {
  it('round-trips through storage, without the nights now gone', () => {
    const selection = select(
      [paddock, night('2026-11-24')],
      [orchard, night('2026-11-26', 'available', 4000)],
    );
    const raw = serializeSelection(selection);
    expect(parseStoredSelection(raw, '2026-11-20')).toEqual(selection);
    expect(Object.keys(parseStoredSelection(raw, '2026-11-25'))).toEqual(['2026-11-26']);
  });

  it('ignores anything that is not a selection', () => {
    expect(parseStoredSelection(null, '2026-11-20')).toEqual({});
    expect(parseStoredSelection('not json', '2026-11-20')).toEqual({});
    expect(parseStoredSelection('{"nights": 3}', '2026-11-20')).toEqual({});
    const raw = JSON.stringify({
      nights: [
        { date: '2026-11-24', siteId: 1, siteName: 'Paddock', price: 2500 },
        { date: '2026-11-24', siteId: 2, siteName: 'Orchard', price: 2500 },
        { date: '24/11/2026', siteId: 1, siteName: 'Paddock', price: 2500 },
        { date: '2026-11-25', siteId: '1', siteName: 'Paddock', price: 2500 },
        { date: '2026-11-26', siteId: 1, siteName: 'Paddock', price: -5 },
        { date: '2026-11-27', siteId: 1, siteName: 'Paddock', price: 2500, extra: true },
      ],
    });
    expect(parseStoredSelection(raw, '2026-11-20')).toEqual({
      '2026-11-24': { date: '2026-11-24', siteId: 1, siteName: 'Paddock', price: 2500 },
      '2026-11-27': { date: '2026-11-27', siteId: 1, siteName: 'Paddock', price: 2500 },
    });
  });
});

describe('analytics', () => {
  it('describes the night for the data layer, in dollars as e-commerce events expect', () => {
    const n = { date: '2026-11-24', siteId: 1, siteName: 'Paddock', price: 2550 };
    expect(selectionEvent(7, n)).toEqual({
      locationId: 7,
      siteId: 1,
      date: '2026-11-24',
      price: 2550,
      ecommerce: {
        currency: 'NZD',
        value: 25.5,
        items: [
          {
            item_id: '7/1/2026-11-24',
            item_name: 'Paddock',
            item_category: 'night',
            price: 25.5,
            quantity: 1,
          },
        ],
      },
    });
  });
});
