import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIME_ZONE } from './constants';
import {
  MONTHS,
  WEEKDAYS,
  addDays,
  calendarStart,
  daysBetween,
  eachDate,
  formatDisplayDate,
  isIsoDate,
  monthOf,
  sundayOnOrBefore,
  todayInAuckland,
  weekdayOf,
} from './dates';

describe('isIsoDate', () => {
  it('accepts ordinary YYYY-MM-DD dates', () => {
    for (const date of ['2026-01-01', '2026-04-05', '2026-12-31', '1999-06-15', '9999-12-31']) {
      expect(isIsoDate(date), date).toBe(true);
    }
  });

  it('accepts 29 February in leap years only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2000-02-29')).toBe(true); // divisible by 400
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('1900-02-29')).toBe(false); // divisible by 100 but not 400
    expect(isIsoDate('2026-02-28')).toBe(true);
  });

  it('rejects months and days that do not exist', () => {
    for (const date of [
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-01-32',
      '2026-04-31',
      '2026-02-30',
      '2026-06-31',
    ]) {
      expect(isIsoDate(date), date).toBe(false);
    }
  });

  it('rejects other formats', () => {
    for (const value of [
      '',
      '2026-4-5',
      '2026-04-5',
      '26-04-05',
      '05/04/2026',
      '2026/04/05',
      '20260405',
      '2026-04-05T00:00:00Z',
      '2026-04-05 ',
      ' 2026-04-05',
      '2026-04-05\n',
      '+2026-04-05',
      '-2026-04-05',
      '２０２６-04-05',
      'abcd-ef-gh',
      'not a date',
    ]) {
      expect(isIsoDate(value), JSON.stringify(value)).toBe(false);
    }
  });
});

describe('addDays', () => {
  it('adds and subtracts days within a month', () => {
    expect(addDays('2026-04-10', 1)).toBe('2026-04-11');
    expect(addDays('2026-04-10', -1)).toBe('2026-04-09');
    expect(addDays('2026-04-10', 0)).toBe('2026-04-10');
  });

  it('crosses month ends in both directions', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-04-30', 1)).toBe('2026-05-01');
    expect(addDays('2026-05-01', -1)).toBe('2026-04-30');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('crosses year ends in both directions', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2025-12-20', 27)).toBe('2026-01-16');
  });

  it('handles long spans, including a whole leap year', () => {
    expect(addDays('2024-01-01', 366)).toBe('2025-01-01');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
    expect(addDays('2026-04-05', -365)).toBe('2025-04-05');
  });

  it('does not move across either daylight-saving change in New Zealand', () => {
    expect(addDays('2026-04-04', 1)).toBe('2026-04-05');
    expect(addDays('2026-04-05', 1)).toBe('2026-04-06');
    expect(addDays('2026-09-26', 1)).toBe('2026-09-27');
    expect(addDays('2026-09-27', 1)).toBe('2026-09-28');
    expect(addDays('2026-09-28', -2)).toBe('2026-09-26');
  });

  it('refuses a value that is not a date', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('05/04/2026', 1)).toThrow(RangeError);
  });
});

describe('daysBetween', () => {
  it('counts whole days forwards and backwards', () => {
    expect(daysBetween('2026-04-10', '2026-04-10')).toBe(0);
    expect(daysBetween('2026-04-10', '2026-04-11')).toBe(1);
    expect(daysBetween('2026-04-11', '2026-04-10')).toBe(-1);
  });

  it('counts across month and year ends', () => {
    expect(daysBetween('2026-01-31', '2026-02-01')).toBe(1);
    expect(daysBetween('2026-02-01', '2026-03-01')).toBe(28);
    expect(daysBetween('2024-02-01', '2024-03-01')).toBe(29);
    expect(daysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(daysBetween('2026-01-01', '2025-12-25')).toBe(-7);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
  });

  it('counts whole days across daylight-saving changes', () => {
    expect(daysBetween('2026-04-04', '2026-04-06')).toBe(2);
    expect(daysBetween('2026-09-26', '2026-09-28')).toBe(2);
    expect(daysBetween('2026-04-01', '2026-10-01')).toBe(183);
  });

  it('is the inverse of addDays', () => {
    for (const [from, n] of [
      ['2025-12-20', 28],
      ['2024-02-27', 3],
      ['2026-09-26', -400],
    ] as const) {
      expect(daysBetween(from, addDays(from, n))).toBe(n);
    }
  });

  it('refuses a value that is not a date', () => {
    expect(() => daysBetween('2026-04-10', '2026-13-01')).toThrow(RangeError);
    expect(() => daysBetween('today', '2026-04-10')).toThrow(RangeError);
  });
});

describe('eachDate', () => {
  it('lists every date with both ends included', () => {
    expect(eachDate('2026-04-10', '2026-04-13')).toEqual([
      '2026-04-10',
      '2026-04-11',
      '2026-04-12',
      '2026-04-13',
    ]);
  });

  it('gives a single date when both ends are the same', () => {
    expect(eachDate('2026-04-10', '2026-04-10')).toEqual(['2026-04-10']);
  });

  it('gives nothing when the end is before the start', () => {
    expect(eachDate('2026-04-10', '2026-04-09')).toEqual([]);
  });

  it('crosses a month end, including a leap day', () => {
    expect(eachDate('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(eachDate('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('crosses a year end', () => {
    expect(eachDate('2025-12-30', '2026-01-02')).toEqual([
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
    ]);
  });

  it.each([
    ['NZDT to NZST (5 April 2026)', '2026-04-01', '2026-04-10'],
    ['NZST to NZDT (27 September 2026)', '2026-09-22', '2026-10-01'],
  ])('gives every night exactly once over the %s change', (_label, from, to) => {
    const nights = eachDate(from, to);
    expect(nights).toHaveLength(10);
    expect(new Set(nights).size).toBe(10);
    expect(nights[0]).toBe(from);
    expect(nights.at(-1)).toBe(to);
    for (let i = 1; i < nights.length; i++) expect(daysBetween(nights[i - 1]!, nights[i]!)).toBe(1);
  });

  it('gives every night of a year exactly once', () => {
    const nights = eachDate('2026-01-01', '2026-12-31');
    expect(nights).toHaveLength(365);
    expect(new Set(nights).size).toBe(365);
    expect(nights).toContain('2026-04-05');
    expect(nights).toContain('2026-09-27');
  });

  it('does not depend on the time zone of the process', () => {
    const original = process.env.TZ;
    try {
      const results = ['Pacific/Auckland', 'America/Los_Angeles', 'UTC'].map((tz) => {
        process.env.TZ = tz;
        return [
          eachDate('2026-04-03', '2026-04-07'),
          eachDate('2026-09-25', '2026-09-29'),
          addDays('2026-04-05', 1),
        ];
      });
      expect(results[0]).toEqual([
        ['2026-04-03', '2026-04-04', '2026-04-05', '2026-04-06', '2026-04-07'],
        ['2026-09-25', '2026-09-26', '2026-09-27', '2026-09-28', '2026-09-29'],
        '2026-04-06',
      ]);
      expect(results[1]).toEqual(results[0]);
      expect(results[2]).toEqual(results[0]);
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
  });
});

describe('weekdayOf', () => {
  it('names the weekday of a date', () => {
    expect(weekdayOf('2026-04-05')).toBe('Sunday');
    expect(weekdayOf('2026-04-06')).toBe('Monday');
    expect(weekdayOf('2026-04-07')).toBe('Tuesday');
    expect(weekdayOf('2026-04-08')).toBe('Wednesday');
    expect(weekdayOf('2026-04-09')).toBe('Thursday');
    expect(weekdayOf('2026-04-10')).toBe('Friday');
    expect(weekdayOf('2026-04-11')).toBe('Saturday');
  });

  it('is right across month and year ends and on leap days', () => {
    expect(weekdayOf('2025-12-31')).toBe('Wednesday');
    expect(weekdayOf('2026-01-01')).toBe('Thursday');
    expect(weekdayOf('2024-02-29')).toBe('Thursday');
    expect(weekdayOf('2000-02-29')).toBe('Tuesday');
    expect(weekdayOf('2026-09-27')).toBe('Sunday');
  });

  it('cycles through WEEKDAYS in order', () => {
    expect(eachDate('2026-04-05', '2026-04-18').map(weekdayOf)).toEqual([...WEEKDAYS, ...WEEKDAYS]);
  });

  it('refuses a value that is not a date', () => {
    expect(() => weekdayOf('2026-02-29')).toThrow(RangeError);
  });
});

describe('monthOf', () => {
  it('names the month of a date', () => {
    expect(monthOf('2026-01-01')).toBe('January');
    expect(monthOf('2026-02-28')).toBe('February');
    expect(monthOf('2026-09-27')).toBe('September');
    expect(monthOf('2025-12-31')).toBe('December');
  });

  it('names every month in order', () => {
    const firsts = MONTHS.map((_, i) => `2026-${String(i + 1).padStart(2, '0')}-15`);
    expect(firsts.map(monthOf)).toEqual([...MONTHS]);
  });
});

describe('sundayOnOrBefore', () => {
  it('keeps a Sunday', () => {
    expect(sundayOnOrBefore('2026-04-05')).toBe('2026-04-05');
  });

  it('goes back to the Sunday of the week for every other weekday', () => {
    for (const date of eachDate('2026-04-06', '2026-04-11'))
      expect(sundayOnOrBefore(date), date).toBe('2026-04-05');
  });

  it('goes back across a month end', () => {
    expect(sundayOnOrBefore('2026-05-02')).toBe('2026-04-26'); // Saturday
    expect(sundayOnOrBefore('2026-03-04')).toBe('2026-03-01');
    expect(sundayOnOrBefore('2026-03-07')).toBe('2026-03-01');
    expect(sundayOnOrBefore('2024-03-02')).toBe('2024-02-25');
  });

  it('goes back across a year end', () => {
    expect(sundayOnOrBefore('2026-01-01')).toBe('2025-12-28');
    expect(sundayOnOrBefore('2026-01-03')).toBe('2025-12-28');
    expect(sundayOnOrBefore('2026-01-04')).toBe('2026-01-04');
  });
});

describe('calendarStart', () => {
  const today = '2026-04-08'; // a Wednesday

  it('snaps a picked date after today back to the Sunday of its week', () => {
    expect(calendarStart('2026-04-16', today)).toBe('2026-04-12'); // Thursday next week
    expect(calendarStart('2026-04-18', today)).toBe('2026-04-12'); // Saturday next week
    expect(calendarStart('2026-05-01', today)).toBe('2026-04-26'); // across a month end
  });

  it('keeps a picked Sunday after today', () => {
    expect(calendarStart('2026-04-12', today)).toBe('2026-04-12');
  });

  it('snaps tomorrow back to this week’s Sunday even though that Sunday has passed', () => {
    // Spec 9: "the start snaps back to the week's Sunday when it is after today".
    expect(calendarStart('2026-04-09', today)).toBe('2026-04-05');
  });

  it('keeps today as it is', () => {
    expect(calendarStart(today, today)).toBe(today);
  });

  it('keeps a date before today as it is', () => {
    expect(calendarStart('2026-04-07', today)).toBe('2026-04-07');
    expect(calendarStart('2026-03-31', today)).toBe('2026-03-31');
  });

  it('snaps across a year end', () => {
    expect(calendarStart('2026-01-02', '2025-12-20')).toBe('2025-12-28');
  });
});

describe('formatDisplayDate', () => {
  it('writes DD/MM/YYYY', () => {
    expect(formatDisplayDate('2026-04-05')).toBe('05/04/2026');
    expect(formatDisplayDate('2025-12-31')).toBe('31/12/2025');
    expect(formatDisplayDate('2024-02-29')).toBe('29/02/2024');
    expect(formatDisplayDate('2026-11-24')).toBe('24/11/2026');
  });
});

describe('todayInAuckland', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const at = (instant: string) => todayInAuckland(new Date(instant));

  it('returns a YYYY-MM-DD date', () => {
    expect(isIsoDate(at('2026-06-15T00:00:00Z'))).toBe(true);
  });

  it('is ahead of UTC by 12 hours in winter (NZST)', () => {
    expect(at('2026-06-15T11:59:59Z')).toBe('2026-06-15');
    expect(at('2026-06-15T12:00:00Z')).toBe('2026-06-16');
  });

  it('is ahead of UTC by 13 hours in summer (NZDT)', () => {
    expect(at('2026-01-15T10:59:59Z')).toBe('2026-01-15');
    expect(at('2026-01-15T11:00:00Z')).toBe('2026-01-16');
  });

  it('turns the year at New Zealand midnight, not UTC midnight', () => {
    expect(at('2025-12-31T10:59:59Z')).toBe('2025-12-31');
    expect(at('2025-12-31T11:00:00Z')).toBe('2026-01-01');
    expect(at('2025-12-31T23:59:59Z')).toBe('2026-01-01');
  });

  describe('around the end of daylight saving (NZDT to NZST, 03:00 on Sunday 5 April 2026)', () => {
    it('starts 5 April at midnight NZDT (UTC+13)', () => {
      expect(at('2026-04-04T10:59:59Z')).toBe('2026-04-04'); // 23:59:59 NZDT on the 4th
      expect(at('2026-04-04T11:00:00Z')).toBe('2026-04-05'); // 00:00:00 NZDT on the 5th
    });

    it('stays on 5 April through the repeated hour', () => {
      expect(at('2026-04-04T13:59:59Z')).toBe('2026-04-05'); // 02:59:59 NZDT
      expect(at('2026-04-04T14:00:00Z')).toBe('2026-04-05'); // 02:00:00 NZST
      expect(at('2026-04-04T14:59:59Z')).toBe('2026-04-05'); // 02:59:59 NZST
    });

    it('ends 5 April at midnight NZST (UTC+12), a 25-hour day', () => {
      expect(at('2026-04-05T11:00:00Z')).toBe('2026-04-05'); // 23:00 NZST, still the 5th
      expect(at('2026-04-05T11:59:59Z')).toBe('2026-04-05'); // 23:59:59 NZST
      expect(at('2026-04-05T12:00:00Z')).toBe('2026-04-06'); // 00:00:00 NZST on the 6th
    });
  });

  describe('around the start of daylight saving (NZST to NZDT, 02:00 on Sunday 27 September 2026)', () => {
    it('starts 27 September at midnight NZST (UTC+12)', () => {
      expect(at('2026-09-26T11:59:59Z')).toBe('2026-09-26'); // 23:59:59 NZST on the 26th
      expect(at('2026-09-26T12:00:00Z')).toBe('2026-09-27'); // 00:00:00 NZST on the 27th
    });

    it('stays on 27 September across the skipped hour', () => {
      expect(at('2026-09-26T13:59:59Z')).toBe('2026-09-27'); // 01:59:59 NZST
      expect(at('2026-09-26T14:00:00Z')).toBe('2026-09-27'); // 03:00:00 NZDT
    });

    it('ends 27 September at midnight NZDT (UTC+13), a 23-hour day', () => {
      expect(at('2026-09-27T10:59:59Z')).toBe('2026-09-27'); // 23:59:59 NZDT
      expect(at('2026-09-27T11:00:00Z')).toBe('2026-09-28'); // 00:00:00 NZDT on the 28th
      expect(at('2026-09-27T11:59:59Z')).toBe('2026-09-28'); // would still be the 27th at UTC+12
    });
  });

  // Each day's New Zealand midnight is 11:00 or 12:00 UTC, so a check every half hour meets both.
  it('agrees with the time-zone data of the runtime every half hour from 2008 to 2045', () => {
    const aucklandDate = new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const disagreements: string[] = [];
    for (let ms = Date.UTC(2008, 0, 1); ms < Date.UTC(2045, 0, 1); ms += 1_800_000) {
      const instant = new Date(ms);
      const expected = aucklandDate.format(instant);
      if (todayInAuckland(instant) !== expected) disagreements.push(`${instant.toISOString()}: ${expected}`);
    }
    expect(disagreements.slice(0, 5)).toEqual([]);
  });

  it('uses the current time when no instant is given', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-04-04T11:00:00Z'));
    expect(todayInAuckland()).toBe('2026-04-05');
    vi.setSystemTime(new Date('2026-04-04T10:59:59Z'));
    expect(todayInAuckland()).toBe('2026-04-04');
  });

  it('answers each instant alike whatever was asked before it, to the millisecond', () => {
    const instants = [
      '2026-01-15T10:59:59.999Z',
      '2026-01-15T11:00:00.000Z',
      '2026-01-15T10:59:00.000Z',
      '2026-01-15T11:00:59.999Z',
      '2026-01-15T10:59:30.000Z',
    ];
    const expected = ['2026-01-15', '2026-01-16', '2026-01-15', '2026-01-16', '2026-01-15'];
    expect(instants.map(at)).toEqual(expected);
    expect([...instants].reverse().map(at)).toEqual([...expected].reverse());
  });

  it('does not depend on the time zone of the process', () => {
    const original = process.env.TZ;
    try {
      for (const tz of ['UTC', 'America/Los_Angeles', 'Asia/Kolkata']) {
        process.env.TZ = tz;
        expect(at('2026-04-04T11:00:00Z'), tz).toBe('2026-04-05');
        expect(at('2026-09-26T11:59:59Z'), tz).toBe('2026-09-26');
      }
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
  });
});
