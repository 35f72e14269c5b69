import { describe, expect, it } from 'vitest';
import {
  fieldBounds,
  parseTypedDate,
  stayFromParams,
  stayOf,
  withArrival,
  withStayParams,
} from './stay-dates';

const today = '2026-11-23';

describe('stayFromParams', () => {
  it('reads a stay from ?arrival=&departure=', () => {
    const params = new URLSearchParams('c=-41,174&arrival=2026-11-27&departure=2026-11-29');
    expect(stayFromParams(params, today)).toEqual({
      value: { arrival: '2026-11-27', departure: '2026-11-29' },
      stay: { arrival: '2026-11-27', departure: '2026-11-29' },
      problem: null,
    });
  });

  it('has no stay and no problem while one date is missing', () => {
    expect(stayFromParams(new URLSearchParams('arrival=2026-11-27'), today)).toEqual({
      value: { arrival: '2026-11-27', departure: null },
      stay: null,
      problem: null,
    });
  });

  it('names the problem of dates that cannot be searched, and shows no mangled date', () => {
    expect(
      stayFromParams(new URLSearchParams('arrival=2026-11-01&departure=2026-11-03'), today),
    ).toMatchObject({
      stay: null,
      problem: { code: 'locations.arrivalPast', field: 'arrival' },
    });
    expect(
      stayFromParams(new URLSearchParams('arrival=2026-02-30&departure=2026-11-29'), today),
    ).toMatchObject({
      value: { arrival: null, departure: '2026-11-29' },
      stay: null,
      problem: { code: 'validation.date', field: 'arrival' },
    });
  });
});

describe('editing the dates', () => {
  it('writes the fields into the query and removes empty ones', () => {
    const params = new URLSearchParams('c=-41,174&arrival=2026-11-27&departure=2026-11-29');
    expect(withStayParams(params, { arrival: '2026-12-01', departure: null }).toString()).toBe(
      'c=-41%2C174&arrival=2026-12-01',
    );
  });

  it('moves the departure to the next morning when a new arrival leaves no stay', () => {
    const value = { arrival: '2026-11-27', departure: '2026-11-29' };
    expect(withArrival(value, '2026-11-28')).toEqual({ arrival: '2026-11-28', departure: '2026-11-29' });
    expect(withArrival(value, '2026-11-29')).toEqual({ arrival: '2026-11-29', departure: '2026-11-30' });
    expect(withArrival({ arrival: null, departure: null }, '2026-12-24')).toEqual({
      arrival: '2026-12-24',
      departure: '2026-12-25',
    });
    // 63 nights would be too long.
    expect(withArrival({ arrival: null, departure: '2027-02-01' }, '2026-11-30')).toEqual({
      arrival: '2026-11-30',
      departure: '2026-12-01',
    });
    expect(withArrival(value, null)).toEqual({ arrival: null, departure: '2026-11-29' });
  });

  it('makes a stay only of two good dates', () => {
    expect(stayOf({ arrival: '2026-11-27', departure: '2026-11-29' }, today)).toEqual({
      arrival: '2026-11-27',
      departure: '2026-11-29',
    });
    expect(stayOf({ arrival: '2026-11-27', departure: null }, today)).toBeNull();
    expect(stayOf({ arrival: '2026-11-20', departure: '2026-11-29' }, today)).toBeNull();
  });

  it('offers dates from today, departures after the arrival and at most 62 nights on', () => {
    expect(fieldBounds({ arrival: null, departure: null }, today)).toEqual({
      arrival: { min: today, max: '2027-11-23' },
      departure: { min: '2026-11-24', max: '2027-11-24' },
    });
    expect(fieldBounds({ arrival: '2026-12-01', departure: null }, today).departure).toEqual({
      min: '2026-12-02',
      max: '2027-02-01',
    });
    // Near the horizon, the last departure is the morning after the last night that can be booked.
    expect(fieldBounds({ arrival: '2027-11-20', departure: null }, today).departure.max).toBe('2027-11-24');
  });

  it('reads dates as people type them', () => {
    expect(parseTypedDate('27/11/2026')).toBe('2026-11-27');
    expect(parseTypedDate(' 7/1/2027 ')).toBe('2027-01-07');
    expect(parseTypedDate('07.01.2027')).toBe('2027-01-07');
    expect(parseTypedDate('2027-01-07')).toBe('2027-01-07');
    expect(parseTypedDate('31/02/2027')).toBeNull();
    expect(parseTypedDate('27/11/26')).toBeNull();
    expect(parseTypedDate('')).toBeNull();
  });
});
