import { describe, expect, it } from 'vitest';
import {
  arrivalInstructionsOfNights,
  arrivalInstructionsVisible,
  arrivalMoment,
  arrivalReminderDue,
  aucklandWallClock,
  departureMoment,
  instructionsVisibleFrom,
} from './arrival';
import { eachDate } from './dates';

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

describe('arrivalInstructionsOfNights', () => {
  const night = {
    id: 1,
    viewerIsGuest: true,
    date: '2026-02-10',
    location: 7,
    guest: 'g',
    status: 'accepted',
    paymentStatus: 'confirmed',
    instructions: 'Gate code 4321',
  };
  const before = at('2026-02-01T00:00:00Z');
  const inside = at('2026-02-09T00:00:00Z');
  const after = at('2026-02-20T00:00:00Z');
  const one = (n: typeof night, now: Date) => arrivalInstructionsOfNights([n], now).get(n.id);

  it('gives the booked guest the text in the window, says "later" before it, nothing after', () => {
    expect(one(night, before)).toEqual({ arrivalInstructions: null, arrivalInstructionsLater: true });
    expect(one(night, inside)).toEqual({
      arrivalInstructions: 'Gate code 4321',
      arrivalInstructionsLater: false,
    });
    expect(one(night, after)).toEqual({ arrivalInstructions: null, arrivalInstructionsLater: false });
  });

  it('answers alike for every night of a stay, from its first night', () => {
    const stay = [night, { ...night, id: 2, date: '2026-02-11' }, { ...night, id: 3, date: '2026-02-12' }];
    // 48 hours before the third night, but not yet before the first: the whole stay shows them.
    const now = instructionsVisibleFrom('2026-02-10');
    const answers = arrivalInstructionsOfNights(stay, now);
    for (const n of stay) expect(answers.get(n.id)!.arrivalInstructions).toBe('Gate code 4321');
    const earlier = arrivalInstructionsOfNights(stay, new Date(now.getTime() - SECOND));
    for (const n of stay)
      expect(earlier.get(n.id)).toEqual({ arrivalInstructions: null, arrivalInstructionsLater: true });
    // A night four days on is another stay, with its own window.
    const apart = arrivalInstructionsOfNights([night, { ...night, id: 9, date: '2026-02-14' }], inside);
    expect(apart.get(9)).toEqual({ arrivalInstructions: null, arrivalInstructionsLater: true });
  });

  it.each([
    ['someone other than the guest', { viewerIsGuest: false }],
    ['a cancelled night', { status: 'cancelled' }],
    ['a request waiting for its host', { status: 'pending', paymentStatus: 'authorised' }],
    ['a night being charged', { status: 'pending', paymentStatus: 'charged' }],
    ['a property without instructions', { instructions: null }],
  ])('gives nothing to %s', (_, change) => {
    for (const now of [before, inside]) {
      expect(one({ ...night, ...change } as typeof night, now)).toEqual({
        arrivalInstructions: null,
        arrivalInstructionsLater: false,
      });
    }
  });

  it('counts a night without a payment (recorded outside Stopover) as booked when accepted', () => {
    expect(one({ ...night, paymentStatus: null } as never, inside)!.arrivalInstructions).toBe(
      'Gate code 4321',
    );
  });
});
