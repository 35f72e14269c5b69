import { describe, expect, it } from 'vitest';
import {
  cancelledLast,
  groupStays,
  isPastStay,
  orderStays,
  upcomingStayLocations,
  type StayNight,
} from './stays';

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
  it('makes consecutive nights one stay: arrival, departure the day after the last night, totals', () => {
    const nights = [
      night({ date: '2026-03-02', site: 71, siteName: 'Orchard', siteDirections: null }),
      night({ date: '2026-03-01' }),
      night({ date: '2026-03-02', amountPaid: 3000, refunded: true, amountRefunded: 3000 }),
    ];
    const [stay, ...rest] = groupStays(nights);
    expect(rest).toEqual([]);
    expect(stay).toMatchObject({
      key: nights[1]!.uid,
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

  it('makes two stays of one payment’s nights that are not consecutive (16/12 and 20/12)', () => {
    const stays = groupStays([
      night({ date: '2026-12-20', stayId: 'pay-1' }),
      night({ date: '2026-12-16', stayId: 'pay-1' }),
    ]);
    expect(stays.map((s) => [s.dateOfArrival, s.dateOfDeparture, s.nights.length])).toEqual([
      ['2026-12-16', '2026-12-17', 1],
      ['2026-12-20', '2026-12-21', 1],
    ]);
    expect(stays.map((s) => s.totalPaid)).toEqual([2500, 2500]);
  });

  it('makes one stay of two payments’ consecutive nights, across a month end and two sites', () => {
    const stays = groupStays([
      night({ date: '2026-01-31', stayId: 'a' }),
      night({ date: '2026-02-01', stayId: 'b', site: 71, siteName: 'Orchard', siteDirections: null }),
    ]);
    expect(stays.map((s) => [s.dateOfArrival, s.dateOfDeparture, s.totalPaid])).toEqual([
      ['2026-01-31', '2026-02-02', 5000],
    ]);
    expect(stays[0]!.sites.map((s) => s.name)).toEqual(['Paddock', 'Orchard']);
  });

  it('keeps consecutive nights apart at two locations, or for two guests', () => {
    const stays = groupStays([
      night({ date: '2026-05-01' }),
      night({ date: '2026-05-02', location: 8, locationName: 'Other' }),
      night({ date: '2026-05-03', guest: 'g2' }),
    ]);
    expect(stays.map((s) => [s.locationId, s.nights[0]!.guest, s.dateOfArrival, s.dateOfDeparture])).toEqual([
      [7, 'g1', '2026-05-01', '2026-05-02'],
      [8, 'g1', '2026-05-02', '2026-05-03'],
      [7, 'g2', '2026-05-03', '2026-05-04'],
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
      [8, '2026-05-01', '2026-05-02'],
      [7, '2026-05-05', '2026-05-06'],
    ]);
  });

  it('keeps a night cancelled out of a stay on it, with the dates of the nights still booked', () => {
    const stays = groupStays([
      night({ date: '2026-03-01', status: 'cancelled', refunded: true, amountRefunded: 2500 }),
      night({ date: '2026-03-02' }),
      night({ date: '2026-03-03' }),
    ]);
    expect(stays).toHaveLength(1);
    expect(stays[0]).toMatchObject({
      dateOfArrival: '2026-03-02',
      dateOfDeparture: '2026-03-04',
      status: 'accepted',
      totalRefunded: 2500,
    });
    expect(stays[0]!.nights.map((n) => n.status)).toEqual(['cancelled', 'accepted', 'accepted']);
  });

  it('does not stretch a new stay over an earlier booking cancelled in full beside it', () => {
    const stays = groupStays([
      night({ date: '2026-03-01', stayId: 'old', status: 'cancelled' }),
      night({ date: '2026-03-02', stayId: 'old', status: 'cancelled' }),
      night({ date: '2026-03-03', stayId: 'new' }),
    ]);
    expect(stays.map((s) => [s.status, s.dateOfArrival, s.dateOfDeparture])).toEqual([
      ['cancelled', '2026-03-01', '2026-03-03'],
      ['accepted', '2026-03-03', '2026-03-04'],
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

describe('upcomingStayLocations', () => {
  it('names each property of a stay not yet over and not cancelled once, the soonest first', () => {
    const nights = [
      night({ date: '2026-05-10', location: 3 }),
      night({ date: '2026-05-11', location: 3 }),
      night({ date: '2026-05-01', location: 9, guest: 'g1' }),
      // A stay under way (departure tomorrow) is still ahead; one that left today is not.
      night({ date: '2026-04-20', location: 5 }),
      night({ date: '2026-04-19', location: 6 }),
      night({ date: '2026-06-01', location: 8, status: 'cancelled' }),
      night({ date: '2026-06-20', location: 3 }),
    ];
    expect(upcomingStayLocations(nights, '2026-04-20')).toEqual([5, 9, 3]);
  });

  it('is empty for a guest with only past or cancelled stays', () => {
    const nights = [night({ date: '2026-01-01' }), night({ date: '2026-09-01', status: 'cancelled' })];
    expect(upcomingStayLocations(nights, '2026-04-20')).toEqual([]);
  });
});
