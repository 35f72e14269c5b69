import { describe, expect, it } from 'vitest';
import {
  arrivalInstructionsVisible,
  arrivalMoment,
  arrivalReminderDue,
  aucklandWallClock,
  departureMoment,
  instructionsVisibleFrom,
  nightShowsArrivalInstructions,
} from './arrival';
import { addDays, eachDate } from './dates';

const at = (iso: string) => new Date(iso);
const SECOND = 1000;

/** The date and hour it is in New Zealand at `moment`, as the runtime's time-zone data says. */
function aucklandClock(moment: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Pacific/Auckland',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(moment);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

describe('aucklandWallClock', () => {
  it('is the hour asked on the date asked, every day of two years (both daylight-saving changes)', () => {
    for (const date of eachDate('2026-01-01', '2027-12-31')) {
      expect(aucklandClock(aucklandWallClock(date, 14)), date).toBe(`${date} 14:00`);
      expect(aucklandClock(aucklandWallClock(date, 10)), date).toBe(`${date} 10:00`);
    }
  });

  it('is UTC+13 in summer and UTC+12 in winter', () => {
    expect(arrivalMoment('2026-01-15').toISOString()).toBe('2026-01-15T01:00:00.000Z');
    expect(arrivalMoment('2026-07-15').toISOString()).toBe('2026-07-15T02:00:00.000Z');
    expect(departureMoment('2026-07-15').toISOString()).toBe('2026-07-15T22:00:00.000Z');
  });
});

describe('arrivalInstructionsVisible', () => {
  it('opens 48 hours before 14:00 on the first night and closes at 10:00 after the last', () => {
    const stay = { firstNight: '2026-02-10', lastNight: '2026-02-11' };
    const opens = at('2026-02-08T01:00:00Z'); // Sunday 8 February, 14:00 NZDT
    const closes = at('2026-02-11T21:00:00Z'); // Thursday 12 February, 10:00 NZDT
    expect(arrivalInstructionsVisible(stay, new Date(opens.getTime() - SECOND))).toBe(false);
    expect(arrivalInstructionsVisible(stay, opens)).toBe(true);
    expect(arrivalInstructionsVisible(stay, at('2026-02-10T12:00:00Z'))).toBe(true);
    expect(arrivalInstructionsVisible(stay, new Date(closes.getTime() - SECOND))).toBe(true);
    expect(arrivalInstructionsVisible(stay, closes)).toBe(false);
  });

  it('counts 48 real hours across the end of daylight saving (5 April 2026, 03:00 → 02:00)', () => {
    // Arrival Monday 6 April 14:00 NZST = 02:00 UTC; 48 hours earlier it was 15:00 NZDT on Saturday.
    expect(arrivalMoment('2026-04-06').toISOString()).toBe('2026-04-06T02:00:00.000Z');
    const opens = instructionsVisibleFrom('2026-04-06');
    expect(opens.toISOString()).toBe('2026-04-04T02:00:00.000Z');
    expect(aucklandClock(opens)).toBe('2026-04-04 15:00');
    const stay = { firstNight: '2026-04-06', lastNight: '2026-04-06' };
    expect(arrivalInstructionsVisible(stay, new Date(opens.getTime() - SECOND))).toBe(false);
    expect(arrivalInstructionsVisible(stay, opens)).toBe(true);
  });

  it('counts 48 real hours across the start of daylight saving (27 September 2026, 02:00 → 03:00)', () => {
    // Arrival Monday 28 September 14:00 NZDT = 01:00 UTC; 48 hours earlier it was 13:00 NZST on Saturday.
    const opens = instructionsVisibleFrom('2026-09-28');
    expect(opens.toISOString()).toBe('2026-09-26T01:00:00.000Z');
    expect(aucklandClock(opens)).toBe('2026-09-26 13:00');
    const stay = { firstNight: '2026-09-28', lastNight: '2026-09-29' };
    expect(arrivalInstructionsVisible(stay, new Date(opens.getTime() - SECOND))).toBe(false);
    expect(arrivalInstructionsVisible(stay, opens)).toBe(true);
    // A stay over the change itself closes at 10:00 NZDT on the day after its last night.
    const over = { firstNight: '2026-09-26', lastNight: '2026-09-26' };
    expect(departureMoment(over.lastNight).toISOString()).toBe('2026-09-26T21:00:00.000Z');
  });

  it('night by night gives the same answer as the whole stay, every hour around it', () => {
    for (const firstNight of ['2026-04-03', '2026-09-25', '2026-12-30']) {
      const nights = eachDate(firstNight, addDays(firstNight, 2));
      const stay = { firstNight, lastNight: nights[nights.length - 1]! };
      const start = instructionsVisibleFrom(firstNight).getTime() - 24 * 3_600_000;
      for (let hour = 0; hour < 24 * 8; hour++) {
        const now = new Date(start + hour * 3_600_000 - SECOND);
        const byNight = nights.some((night) => nightShowsArrivalInstructions(night, now));
        expect(byNight, now.toISOString()).toBe(arrivalInstructionsVisible(stay, now));
      }
    }
  });
});

describe('arrivalReminderDue', () => {
  const firstNight = '2026-03-20';
  const opens = instructionsVisibleFrom(firstNight);
  const later = (ms: number) => new Date(opens.getTime() + ms);

  it('is due once the window opens, until the first night ends', () => {
    expect(arrivalReminderDue(firstNight, null, later(-SECOND))).toBe(false);
    expect(arrivalReminderDue(firstNight, null, opens)).toBe(true);
    expect(arrivalReminderDue(firstNight, null, arrivalMoment(firstNight))).toBe(true);
    expect(arrivalReminderDue(firstNight, null, departureMoment(firstNight))).toBe(false);
  });

  it('is not due again once queued in this window, but is for a later stay of the same payment', () => {
    expect(arrivalReminderDue(firstNight, later(60 * SECOND), later(3_600_000))).toBe(false);
    // Queued for an earlier stay (before this window opened): this stay is still reminded.
    expect(arrivalReminderDue(firstNight, later(-3 * 86_400_000), later(3_600_000))).toBe(true);
  });
});
