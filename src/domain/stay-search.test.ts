import { describe, expect, it } from 'vitest';
import { computeAvailability, type SiteAvailability } from './availability';
import { MAX_NIGHTS_PER_BOOKING } from './schemas/booking-create';
import { cheapestOpenStay, lastNight, MAX_STAY_NIGHTS, stayDatesProblem, stayNights } from './stay-search';

const today = '2026-11-23';

describe('stayDatesProblem', () => {
  it('accepts no dates, or a stay of 1 to 62 nights', () => {
    expect(stayDatesProblem(null, null, today)).toBeNull();
    expect(stayDatesProblem(undefined, undefined)).toBeNull();
    expect(stayDatesProblem(today, '2026-11-24', today)).toBeNull();
    expect(stayDatesProblem('2026-12-01', '2027-02-01', today)).toBeNull(); // 62 nights
  });

  it('names the field each problem is about', () => {
    expect(stayDatesProblem('2026-12-01', null)).toEqual({
      code: 'locations.datesTogether',
      field: 'departure',
    });
    expect(stayDatesProblem('', '2026-12-01')).toEqual({ code: 'locations.datesTogether', field: 'arrival' });
    expect(stayDatesProblem('2026-12-01', '2026-12-01')).toMatchObject({
      code: 'locations.departureAfterArrival',
      field: 'departure',
    });
    expect(stayDatesProblem('2026-12-01', '2027-02-02')).toEqual({
      code: 'locations.stayTooLong',
      field: 'departure',
      params: { max: 62 },
    });
    expect(stayDatesProblem('2026-02-30', '2026-12-01')).toMatchObject({
      code: 'validation.date',
      field: 'arrival',
    });
    expect(stayDatesProblem('2026-12-01', 'soon')).toMatchObject({
      code: 'validation.date',
      field: 'departure',
    });
  });

  it('checks the day only when told what today is', () => {
    expect(stayDatesProblem('2026-11-22', '2026-11-24')).toBeNull();
    expect(stayDatesProblem('2026-11-22', '2026-11-24', today)).toMatchObject({
      code: 'locations.arrivalPast',
      field: 'arrival',
    });
    // Bookings open 366 days ahead: the last night may be today + 365.
    expect(stayDatesProblem('2027-11-22', '2027-11-24', today)).toBeNull();
    expect(stayDatesProblem('2027-11-22', '2027-11-25', today)).toEqual({
      code: 'locations.stayTooFar',
      field: 'departure',
      params: { days: 366 },
    });
  });

  it('holds the stays one booking can hold', () => {
    expect(MAX_STAY_NIGHTS).toBe(MAX_NIGHTS_PER_BOOKING);
  });

  it('counts nights and finds the last one', () => {
    const stay = { arrival: '2026-12-31', departure: '2027-01-02' };
    expect(stayNights(stay)).toBe(2);
    expect(lastNight(stay)).toBe('2027-01-01');
  });
});

describe('cheapestOpenStay', () => {
  const sites = [
    { id: 1, name: 'Dear', spaces: 1, price: 3000, availabilityRules: [] },
    {
      id: 2,
      name: 'Cheap but closed on the 2nd',
      spaces: 1,
      price: 1000,
      availabilityRules: [
        { type: 'Date Range' as const, dates: { from: '2026-12-02', to: '2026-12-02' }, spaces: 0 },
      ],
    },
    {
      id: 3,
      name: 'Dearer on the 2nd',
      spaces: 1,
      price: 1500,
      availabilityRules: [
        {
          type: 'Date Range' as const,
          dates: { from: '2026-12-02', to: '2026-12-02' },
          spaces: 1,
          price: 4000,
        },
      ],
    },
  ];
  const nights = (bookedCount = new Map<number, Map<string, number>>()): SiteAvailability[] =>
    computeAvailability({ sites, from: '2026-12-01', to: '2026-12-02', today, noticePeriod: 0, bookedCount });

  it('sums the nightly prices of the cheapest site open every night', () => {
    // Dear: 6000; closed one: out; dearer on the 2nd: 1500 + 4000 = 5500.
    expect(cheapestOpenStay(nights())).toEqual({ siteId: 3, total: 5500 });
  });

  it('leaves out a site that is full on one night', () => {
    expect(cheapestOpenStay(nights(new Map([[3, new Map([['2026-12-01', 1]])]])))).toEqual({
      siteId: 1,
      total: 6000,
    });
  });

  it('is null when no site is open every night, or there is no site', () => {
    const full = new Map([
      [1, new Map([['2026-12-02', 1]])],
      [3, new Map([['2026-12-02', 1]])],
    ]);
    expect(cheapestOpenStay(nights(full))).toBeNull();
    expect(cheapestOpenStay([])).toBeNull();
  });
});
