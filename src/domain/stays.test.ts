import { describe, expect, it } from 'vitest';
import { cancelledLast, groupStays, isPastStay, orderStays, type StayNight } from './stays';

let nextId = 1;
function night(over: Partial<StayNight> & { date: string }): StayNight {
  const id = nextId++;
  return {
    id,
    uid: `uid-${id}`,
    stayId: 'pay-1',
    location: 7,
    locationName: 'Kahu Farm',
    site: 70,
    siteName: 'Paddock',
    siteDirections: 'Through the gate',
    guest: 'g1',
    status: 'accepted',
    amountPaid: 2500,
    amountRefunded: 0,
    refunded: false,
    ...over,
  };
}

describe('groupStays', () => {
  it('makes the nights one payment bought one stay: arrival, departure the day after the last night, totals', () => {
    const nights = [
      night({ date: '2026-03-02', site: 71, siteName: 'Orchard', siteDirections: null }),
      night({ date: '2026-03-01' }),
      night({ date: '2026-03-02', amountPaid: 3000, refunded: true, amountRefunded: 3000 }),
    ];
    const [stay, ...rest] = groupStays(nights);
    expect(rest).toEqual([]);
    expect(stay).toMatchObject({
      key: 'pay-1',
      locationId: 7,
      locationName: 'Kahu Farm',
      dateOfArrival: '2026-03-01',
      dateOfDeparture: '2026-03-03',
      status: 'accepted',
      totalPaid: 8000,
      totalRefunded: 3000,
      sites: [
        { id: 70, name: 'Paddock', directions: 'Through the gate' },
        { id: 71, name: 'Orchard', directions: null },
      ],
    });
    expect(stay!.nights.map((n) => n.date)).toEqual(['2026-03-01', '2026-03-02', '2026-03-02']);
    expect(stay!.bookingUids).toHaveLength(3);
  });

  it('keeps two payments apart, even at one place on consecutive nights, and crosses a month end', () => {
    const stays = groupStays([
      night({ date: '2026-01-31', stayId: 'a' }),
      night({ date: '2026-02-01', stayId: 'b' }),
    ]);
    expect(stays.map((s) => [s.key, s.dateOfArrival, s.dateOfDeparture])).toEqual([
      ['a', '2026-01-31', '2026-02-01'],
      ['b', '2026-02-01', '2026-02-02'],
    ]);
  });

  it('merges nights without a payment when consecutive at one location for one guest', () => {
    const stays = groupStays([
      night({ date: '2026-05-02', stayId: null }),
      night({ date: '2026-05-01', stayId: null }),
      night({ date: '2026-05-05', stayId: null }),
      night({ date: '2026-05-01', stayId: null, location: 8, locationName: 'Other' }),
    ]);
    expect(stays.map((s) => [s.locationId, s.dateOfArrival, s.dateOfDeparture])).toEqual([
      [7, '2026-05-01', '2026-05-03'],
      [7, '2026-05-05', '2026-05-06'],
      [8, '2026-05-01', '2026-05-02'],
    ]);
  });

  it('calls a stay cancelled only when every night is', () => {
    expect(groupStays([night({ date: '2026-03-01', status: 'cancelled' })])[0]!.status).toBe('cancelled');
    expect(
      groupStays([night({ date: '2026-03-01', status: 'cancelled' }), night({ date: '2026-03-02' })])[0]!
        .status,
    ).toBe('accepted');
  });

  it('has no stays without nights', () => {
    expect(groupStays([])).toEqual([]);
  });
});

describe('orderStays', () => {
  const today = '2026-06-10';
  const stay = (
    key: string,
    arrival: string,
    departure: string,
    status: 'accepted' | 'cancelled' = 'accepted',
  ) => ({
    key,
    dateOfArrival: arrival,
    dateOfDeparture: departure,
    status,
  });

  it('lists upcoming stays soonest first, then past ones latest first, then cancelled ones', () => {
    const ordered = orderStays(
      [
        stay('past-old', '2026-01-01', '2026-01-03'),
        stay('cancelled', '2026-07-01', '2026-07-02', 'cancelled'),
        stay('later', '2026-08-01', '2026-08-02'),
        stay('now', '2026-06-09', '2026-06-11'),
        stay('past-recent', '2026-06-05', '2026-06-10'),
        stay('soon', '2026-06-12', '2026-06-13'),
        stay('cancelled-old', '2026-02-01', '2026-02-02', 'cancelled'),
      ],
      today,
    );
    expect(ordered.map((s) => s.key)).toEqual([
      'now',
      'soon',
      'later',
      'past-recent',
      'past-old',
      'cancelled',
      'cancelled-old',
    ]);
  });

  it('counts a stay leaving today as past', () => {
    expect(isPastStay({ dateOfDeparture: today }, today)).toBe(true);
    expect(isPastStay({ dateOfDeparture: '2026-06-11' }, today)).toBe(false);
  });
});

describe('cancelledLast', () => {
  it('moves cancelled bookings after the others, keeping each part’s order', () => {
    const items = [
      { id: 'a', status: 'cancelled' },
      { id: 'b', status: 'accepted' },
      { id: 'c', status: 'cancelled' },
      { id: 'd', status: 'pending' },
    ];
    expect(cancelledLast(items).map((i) => i.id)).toEqual(['b', 'd', 'a', 'c']);
  });
});
