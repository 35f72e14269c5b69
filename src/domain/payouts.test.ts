import { describe, expect, it } from 'vitest';
import { todayInAuckland } from './dates';
import { nextPayoutDate, payoutDatesBetween, startOfAucklandDay } from './payouts';

describe('the next payout date', () => {
  it('is the 15th of the current month before the 15th', () => {
    expect(nextPayoutDate('2026-03-01')).toBe('2026-03-15');
    expect(nextPayoutDate('2026-03-14')).toBe('2026-03-15');
  });

  it('is the 15th of the next month from the 15th on (the payout is made as the 15th begins)', () => {
    expect(nextPayoutDate('2026-03-15')).toBe('2026-04-15');
    expect(nextPayoutDate('2026-03-31')).toBe('2026-04-15');
  });

  it('rolls over the year', () => {
    expect(nextPayoutDate('2026-12-20')).toBe('2027-01-15');
  });
});

describe('payout dates between two days', () => {
  it('lists every 15th after the first day up to and including the second', () => {
    expect(payoutDatesBetween('2026-01-10', '2026-01-14')).toEqual([]);
    expect(payoutDatesBetween('2026-01-10', '2026-01-15')).toEqual(['2026-01-15']);
    expect(payoutDatesBetween('2026-01-15', '2026-04-15')).toEqual([
      '2026-02-15',
      '2026-03-15',
      '2026-04-15',
    ]);
    expect(payoutDatesBetween('2026-11-20', '2027-01-16')).toEqual(['2026-12-15', '2027-01-15']);
  });
});

describe('the start of a New Zealand day', () => {
  it('is 11:00 UTC the day before in summer (NZDT, +13)', () => {
    expect(startOfAucklandDay('2026-01-15').toISOString()).toBe('2026-01-14T11:00:00.000Z');
  });

  it('is 12:00 UTC the day before in winter (NZST, +12)', () => {
    expect(startOfAucklandDay('2026-07-15').toISOString()).toBe('2026-07-14T12:00:00.000Z');
  });

  it('is exact on the days daylight saving starts and ends', () => {
    expect(startOfAucklandDay('2026-04-05').toISOString()).toBe('2026-04-04T11:00:00.000Z');
    expect(startOfAucklandDay('2026-09-27').toISOString()).toBe('2026-09-26T12:00:00.000Z');
    const start = startOfAucklandDay('2026-09-27');
    expect(todayInAuckland(start)).toBe('2026-09-27');
    expect(todayInAuckland(new Date(start.getTime() - 1))).toBe('2026-09-26');
  });
});
