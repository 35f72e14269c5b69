import { describe, expect, it } from 'vitest';
import {
  arrivalInstructionsOfNights,
  arrivalInstructionsVisible,
  arrivalMoment,
  arrivalReminderDue,
  aucklandTimeOn,
  aucklandWallClock,
  departureMoment,
  instructionsVisibleFrom,
} from './arrival';
import { eachDate } from './dates';
import { DEFAULT_STAY_RULES } from './stay-rules';

const at = (iso: string) => new Date(iso);
const SECOND = 1000;
/** The default rules' times: check-in 14:00, check-out 10:00. */
const USUAL = { checkInTime: DEFAULT_STAY_RULES.checkInTime, checkOutTime: DEFAULT_STAY_RULES.checkOutTime };
const IN = USUAL.checkInTime;
const OUT = USUAL.checkOutTime;

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
    expect(arrivalMoment('2026-01-15', IN).toISOString()).toBe('2026-01-15T01:00:00.000Z');
    expect(arrivalMoment('2026-07-15', IN).toISOString()).toBe('2026-07-15T02:00:00.000Z');
    expect(departureMoment('2026-07-15', OUT).toISOString()).toBe('2026-07-15T22:00:00.000Z');
  });
});

describe('aucklandTimeOn', () => {
  it('is the host’s time to the minute, and one moment inside either daylight-saving change', () => {
    expect(aucklandClock(aucklandTimeOn('2026-02-10', '15:30'))).toBe('2026-02-10 15:30');
    expect(aucklandClock(aucklandTimeOn('2026-07-10', '09:45'))).toBe('2026-07-10 09:45');
    // 02:30 is skipped on 27 September 2026: the hour after it.
    expect(aucklandClock(aucklandTimeOn('2026-09-27', '02:30'))).toBe('2026-09-27 03:30');
    // 02:30 happens twice on 5 April 2026: the second time (NZST).
    expect(aucklandTimeOn('2026-04-05', '02:30').toISOString()).toBe('2026-04-04T14:30:00.000Z');
  });
});

describe('arrivalInstructionsVisible', () => {
  it('follows the host’s check-in and check-out times', () => {
    const stay = {
      firstNight: '2026-02-10',
      lastNight: '2026-02-11',
      checkInTime: '15:00',
      checkOutTime: '11:30',
    };
    const opens = at('2026-02-08T02:00:00Z'); // Sunday 8 February, 15:00 NZDT
    const closes = at('2026-02-11T22:30:00Z'); // Thursday 12 February, 11:30 NZDT
    expect(instructionsVisibleFrom(stay.firstNight, stay.checkInTime)).toEqual(opens);
    expect(arrivalInstructionsVisible(stay, new Date(opens.getTime() - SECOND))).toBe(false);
    expect(arrivalInstructionsVisible(stay, opens)).toBe(true);
    expect(arrivalInstructionsVisible(stay, new Date(closes.getTime() - SECOND))).toBe(true);
    expect(arrivalInstructionsVisible(stay, closes)).toBe(false);
  });

  it('opens 48 hours before 14:00 on the first night and closes at 10:00 after the last', () => {
    const stay = { firstNight: '2026-02-10', lastNight: '2026-02-11', ...USUAL };
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
    expect(arrivalMoment('2026-04-06', IN).toISOString()).toBe('2026-04-06T02:00:00.000Z');
    const opens = instructionsVisibleFrom('2026-04-06', IN);
    expect(opens.toISOString()).toBe('2026-04-04T02:00:00.000Z');
    expect(aucklandClock(opens)).toBe('2026-04-04 15:00');
    const stay = { firstNight: '2026-04-06', lastNight: '2026-04-06', ...USUAL };
    expect(arrivalInstructionsVisible(stay, new Date(opens.getTime() - SECOND))).toBe(false);
    expect(arrivalInstructionsVisible(stay, opens)).toBe(true);
  });

  it('counts 48 real hours across the start of daylight saving (27 September 2026, 02:00 → 03:00)', () => {
    // Arrival Monday 28 September 14:00 NZDT = 01:00 UTC; 48 hours earlier it was 13:00 NZST on Saturday.
    const opens = instructionsVisibleFrom('2026-09-28', IN);
    expect(opens.toISOString()).toBe('2026-09-26T01:00:00.000Z');
    expect(aucklandClock(opens)).toBe('2026-09-26 13:00');
    const stay = { firstNight: '2026-09-28', lastNight: '2026-09-29', ...USUAL };
    expect(arrivalInstructionsVisible(stay, new Date(opens.getTime() - SECOND))).toBe(false);
    expect(arrivalInstructionsVisible(stay, opens)).toBe(true);
    // A stay over the change itself closes at 10:00 NZDT on the day after its last night.
    const over = { firstNight: '2026-09-26', lastNight: '2026-09-26' };
    expect(departureMoment(over.lastNight, OUT).toISOString()).toBe('2026-09-26T21:00:00.000Z');
  });
});

describe('arrivalReminderDue', () => {
  const firstNight = '2026-03-20';
  const opens = instructionsVisibleFrom(firstNight, IN);
  const later = (ms: number) => new Date(opens.getTime() + ms);

  it('is due once the window opens, until the first night ends', () => {
    expect(arrivalReminderDue(firstNight, USUAL, null, later(-SECOND))).toBe(false);
    expect(arrivalReminderDue(firstNight, USUAL, null, opens)).toBe(true);
    expect(arrivalReminderDue(firstNight, USUAL, null, arrivalMoment(firstNight, IN))).toBe(true);
    expect(arrivalReminderDue(firstNight, USUAL, null, departureMoment(firstNight, OUT))).toBe(false);
  });

  it('is not due again once queued in this window, but is for a later stay of the same payment', () => {
    expect(arrivalReminderDue(firstNight, USUAL, later(60 * SECOND), later(3_600_000))).toBe(false);
    // Queued for an earlier stay (before this window opened): this stay is still reminded.
    expect(arrivalReminderDue(firstNight, USUAL, later(-3 * 86_400_000), later(3_600_000))).toBe(true);
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
    times: USUAL,
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

  it('takes the check-in of the first night’s site and the check-out of the last night’s', () => {
    const late = { checkInTime: '15:00', checkOutTime: '10:00' };
    const stay = [
      { ...night, times: late },
      { ...night, id: 2, date: '2026-02-11', times: { checkInTime: '12:00', checkOutTime: '12:00' } },
    ];
    const opens = instructionsVisibleFrom('2026-02-10', '15:00');
    expect(arrivalInstructionsOfNights(stay, new Date(opens.getTime() - SECOND)).get(2)).toEqual({
      arrivalInstructions: null,
      arrivalInstructionsLater: true,
    });
    expect(arrivalInstructionsOfNights(stay, opens).get(2)!.arrivalInstructions).toBe('Gate code 4321');
    // Open until 12:00 NZDT on 12 February (the last night's site), shut at that minute.
    const closes = at('2026-02-11T23:00:00Z');
    expect(
      arrivalInstructionsOfNights(stay, new Date(closes.getTime() - SECOND)).get(1)!.arrivalInstructions,
    ).toBe('Gate code 4321');
    expect(arrivalInstructionsOfNights(stay, closes).get(1)!.arrivalInstructions).toBeNull();
  });

  it('answers alike for every night of a stay, from its first night', () => {
    const stay = [night, { ...night, id: 2, date: '2026-02-11' }, { ...night, id: 3, date: '2026-02-12' }];
    // 48 hours before the third night, but not yet before the first: the whole stay shows them.
    const now = instructionsVisibleFrom('2026-02-10', IN);
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
