import { describe, expect, it } from 'vitest';
import {
  computeAvailability,
  decidingRule,
  nightState,
  ruleCovers,
  siteOffer,
  type AvailabilityInput,
  type AvailabilityRule,
  type Night,
  type SiteForAvailability,
} from './availability';
import { AVAILABILITY_WINDOW_DAYS, type NoticePeriod } from './constants';
import { addDays, eachDate, MONTHS, WEEKDAYS, type IsoDate, type Month, type Weekday } from './dates';

// --- builders -------------------------------------------------------------------------------------

/** The last night of a window of `days` nights from `from`. */
const windowEnd = (from: IsoDate, days: number): IsoDate => addDays(from, days - 1);

function custom(
  days: Weekday[] | null,
  months: Month[] | null,
  extra: Partial<AvailabilityRule> = {},
): AvailabilityRule {
  return { type: 'Custom', days, months, spaces: 1, ...extra };
}

function range(from: IsoDate, to: IsoDate, extra: Partial<AvailabilityRule> = {}): AvailabilityRule {
  return { type: 'Date Range', dates: { from, to }, spaces: 1, ...extra };
}

function site(extra: Partial<SiteForAvailability> = {}): SiteForAvailability {
  return { id: 1, name: 'Paddock', spaces: 3, price: 2500, availabilityRules: [], ...extra };
}

function counts(entries: Record<number, Record<IsoDate, number>>): Map<number, Map<IsoDate, number>> {
  return new Map(
    Object.entries(entries).map(([siteId, nights]) => [Number(siteId), new Map(Object.entries(nights))]),
  );
}

const TODAY = '2026-04-08'; // a Wednesday

function availability(input: Partial<AvailabilityInput> = {}) {
  return computeAvailability({
    sites: [site()],
    from: TODAY,
    to: TODAY,
    today: TODAY,
    noticePeriod: 0,
    bookedCount: new Map(),
    ...input,
  });
}

/** The nights of the only (or the given) site, keyed by date. */
function nightsByDate(result: ReturnType<typeof computeAvailability>, siteIndex = 0): Map<IsoDate, Night> {
  return new Map(result[siteIndex]!.nights.map((night) => [night.date, night]));
}

function stateOn(result: ReturnType<typeof computeAvailability>, date: IsoDate, siteIndex = 0) {
  return nightsByDate(result, siteIndex).get(date)?.state;
}

// --- ruleCovers -----------------------------------------------------------------------------------

describe('ruleCovers: Custom rules', () => {
  const weekendsInApril = custom(['Saturday', 'Sunday'], ['April']);

  it('covers a night whose weekday and month both match', () => {
    expect(ruleCovers(weekendsInApril, '2026-04-11')).toBe(true); // Saturday
    expect(ruleCovers(weekendsInApril, '2026-04-12')).toBe(true); // Sunday
  });

  it('does not cover a night when only the month matches', () => {
    expect(ruleCovers(weekendsInApril, '2026-04-10')).toBe(false); // Friday
    expect(ruleCovers(weekendsInApril, '2026-04-13')).toBe(false); // Monday
  });

  it('does not cover a night when only the weekday matches', () => {
    expect(ruleCovers(weekendsInApril, '2026-03-28')).toBe(false); // Saturday in March
    expect(ruleCovers(weekendsInApril, '2026-05-02')).toBe(false); // Saturday in May
  });

  it('covers every matching night of every listed month', () => {
    const rule = custom(['Monday'], ['April', 'June']);
    const covered = eachDate('2026-04-01', '2026-06-30').filter((date) => ruleCovers(rule, date));
    expect(covered).toEqual([
      '2026-04-06',
      '2026-04-13',
      '2026-04-20',
      '2026-04-27',
      '2026-06-01',
      '2026-06-08',
      '2026-06-15',
      '2026-06-22',
      '2026-06-29',
    ]);
  });

  it('covers nothing with no days or no months', () => {
    const year = eachDate('2026-01-01', '2026-12-31');
    for (const rule of [
      custom([], ['April']),
      custom(['Saturday'], []),
      custom([], []),
      custom(null, ['April']),
      custom(['Saturday'], null),
      { type: 'Custom', spaces: 1 } satisfies AvailabilityRule,
    ]) {
      expect(year.some((date) => ruleCovers(rule, date))).toBe(false);
    }
  });

  it('ignores dates set on a Custom rule', () => {
    const rule = custom(['Saturday'], ['April'], { dates: { from: '2026-01-01', to: '2026-12-31' } });
    expect(ruleCovers(rule, '2026-04-10')).toBe(false); // Friday in April, inside the dates
    expect(ruleCovers(rule, '2026-04-11')).toBe(true);
  });
});

describe('ruleCovers: Date Range rules', () => {
  it('covers both ends and the nights between', () => {
    const rule = range('2026-04-10', '2026-04-14');
    expect(ruleCovers(rule, '2026-04-10')).toBe(true);
    expect(ruleCovers(rule, '2026-04-12')).toBe(true);
    expect(ruleCovers(rule, '2026-04-14')).toBe(true);
  });

  it('does not cover the nights just outside', () => {
    const rule = range('2026-04-10', '2026-04-14');
    expect(ruleCovers(rule, '2026-04-09')).toBe(false);
    expect(ruleCovers(rule, '2026-04-15')).toBe(false);
  });

  it('covers a range across a month end', () => {
    const rule = range('2026-04-29', '2026-05-02');
    expect(eachDate('2026-04-27', '2026-05-04').filter((date) => ruleCovers(rule, date))).toEqual([
      '2026-04-29',
      '2026-04-30',
      '2026-05-01',
      '2026-05-02',
    ]);
  });

  it('covers a range across a year end', () => {
    const rule = range('2025-12-30', '2026-01-02');
    expect(eachDate('2025-12-28', '2026-01-04').filter((date) => ruleCovers(rule, date))).toEqual([
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
    ]);
  });

  it('covers exactly one night when from and to are the same', () => {
    const rule = range('2026-04-10', '2026-04-10');
    expect(eachDate('2026-04-08', '2026-04-12').filter((date) => ruleCovers(rule, date))).toEqual([
      '2026-04-10',
    ]);
  });

  it('covers nothing when to is before from', () => {
    const rule = range('2026-04-14', '2026-04-10');
    expect(eachDate('2026-04-08', '2026-04-16').some((date) => ruleCovers(rule, date))).toBe(false);
  });

  it('covers nothing without dates', () => {
    expect(ruleCovers({ type: 'Date Range', dates: null, spaces: 1 }, '2026-04-10')).toBe(false);
    expect(ruleCovers({ type: 'Date Range', spaces: 1 }, '2026-04-10')).toBe(false);
  });

  it('ignores days and months set on a Date Range rule', () => {
    const rule = range('2026-04-10', '2026-04-12', { days: ['Monday'], months: ['December'] });
    expect(ruleCovers(rule, '2026-04-11')).toBe(true);
    expect(ruleCovers(rule, '2026-12-07')).toBe(false); // a Monday in December, outside the range
  });
});

// --- decidingRule ---------------------------------------------------------------------------------

describe('decidingRule', () => {
  const date = '2026-04-11'; // Saturday
  const saturdaysInApril = custom(['Saturday'], ['April'], { description: 'custom' });
  const aprilRange = range('2026-04-01', '2026-04-30', { description: 'range' });

  it('is null when no rule covers the night', () => {
    expect(decidingRule([], date)).toBeNull();
    expect(decidingRule([custom(['Monday'], ['April']), range('2026-05-01', '2026-05-31')], date)).toBeNull();
  });

  it('is the only covering rule', () => {
    expect(decidingRule([saturdaysInApril, range('2026-05-01', '2026-05-31')], date)).toBe(saturdaysInApril);
  });

  it('prefers a Date Range rule to a Custom rule listed after it', () => {
    expect(decidingRule([aprilRange, saturdaysInApril], date)).toBe(aprilRange);
  });

  it('prefers a Date Range rule to a Custom rule listed before it', () => {
    expect(decidingRule([saturdaysInApril, aprilRange], date)).toBe(aprilRange);
  });

  it('takes the last listed of several covering Custom rules', () => {
    const first = custom(['Saturday'], ['April'], { description: 'first' });
    const second = custom(['Friday', 'Saturday'], ['March', 'April'], { description: 'second' });
    expect(decidingRule([first, second], date)).toBe(second);
    expect(decidingRule([second, first], date)).toBe(first);
  });

  it('takes the last listed of several covering Date Range rules', () => {
    const first = range('2026-04-01', '2026-04-30', { description: 'first' });
    const second = range('2026-04-11', '2026-04-11', { description: 'second' });
    expect(decidingRule([first, second], date)).toBe(second);
    expect(decidingRule([second, first], date)).toBe(first);
  });

  it('skips a later rule that does not cover the night', () => {
    const covering = range('2026-04-01', '2026-04-30', { description: 'covering' });
    const later = range('2026-05-01', '2026-05-31', { description: 'later' });
    expect(decidingRule([covering, later], date)).toBe(covering);
  });

  it('falls back to a Custom rule when no Date Range rule covers the night', () => {
    const may = range('2026-05-01', '2026-05-31');
    expect(decidingRule([saturdaysInApril, may], date)).toBe(saturdaysInApril);
    expect(decidingRule([saturdaysInApril, may], '2026-05-02')).toBe(may);
  });

  it('prefers any covering Date Range rule over several Custom rules around it', () => {
    const c1 = custom(['Saturday'], ['April'], { description: 'c1' });
    const c2 = custom(['Saturday'], ['April'], { description: 'c2' });
    expect(decidingRule([c1, aprilRange, c2], date)).toBe(aprilRange);
  });
});

// --- siteOffer ------------------------------------------------------------------------------------

describe('siteOffer', () => {
  it('is the site’s spaces and price when no rule covers the night', () => {
    expect(siteOffer(site({ spaces: 4, price: 3000 }), '2026-04-11')).toEqual({ spaces: 4, price: 3000 });
    expect(
      siteOffer(
        site({ spaces: 4, price: 3000, availabilityRules: [range('2026-05-01', '2026-05-02')] }),
        '2026-04-11',
      ),
    ).toEqual({ spaces: 4, price: 3000 });
  });

  it('takes the rule’s price and spaces when the rule sets a price', () => {
    const s = site({
      spaces: 4,
      price: 3000,
      availabilityRules: [range('2026-04-10', '2026-04-12', { price: 4500, spaces: 2 })],
    });
    expect(siteOffer(s, '2026-04-11')).toEqual({ spaces: 2, price: 4500 });
  });

  it('keeps the site’s price when the rule has no price', () => {
    for (const price of [null, undefined]) {
      const s = site({
        spaces: 4,
        price: 3000,
        availabilityRules: [range('2026-04-10', '2026-04-12', { price, spaces: 6 })],
      });
      expect(siteOffer(s, '2026-04-11')).toEqual({ spaces: 6, price: 3000 });
    }
  });

  it('offers 0 spaces under a 0-space rule', () => {
    const s = site({
      spaces: 4,
      price: 3000,
      availabilityRules: [custom(['Saturday'], ['April'], { spaces: 0 })],
    });
    expect(siteOffer(s, '2026-04-11').spaces).toBe(0);
    expect(siteOffer(s, '2026-04-10').spaces).toBe(4);
  });

  it('never offers fewer than 0 spaces', () => {
    const s = site({ availabilityRules: [range('2026-04-11', '2026-04-11', { spaces: -2 })] });
    expect(siteOffer(s, '2026-04-11').spaces).toBe(0);
  });

  it('uses the deciding rule when several cover the night', () => {
    const s = site({
      price: 3000,
      availabilityRules: [
        range('2026-04-01', '2026-04-30', { price: 5000, spaces: 1 }),
        custom(['Saturday'], ['April'], { price: 9000, spaces: 9 }),
      ],
    });
    expect(siteOffer(s, '2026-04-11')).toEqual({ spaces: 1, price: 5000 });
  });
});

// --- nightState -----------------------------------------------------------------------------------

describe('nightState', () => {
  const ctx = (noticePeriod: NoticePeriod = 0, guestHoldsNight = false) => ({
    today: TODAY,
    noticePeriod,
    guestHoldsNight,
  });
  const open = { spaces: 2 };

  it('is gone before yesterday', () => {
    expect(nightState('2026-04-06', open, 0, ctx())).toBe('gone');
    expect(nightState('2026-03-31', open, 0, ctx())).toBe('gone');
  });

  it('is gone before yesterday even when the guest held the night', () => {
    expect(nightState('2026-04-06', open, 0, ctx(0, true))).toBe('gone');
  });

  it('is unavailable yesterday whatever the notice period', () => {
    expect(nightState('2026-04-07', open, 0, ctx(0))).toBe('unavailable');
    expect(nightState('2026-04-07', open, 0, ctx(1))).toBe('unavailable');
  });

  it('is available today with notice period 0', () => {
    expect(nightState(TODAY, open, 0, ctx(0))).toBe('available');
  });

  it('is unavailable today with notice period 1', () => {
    expect(nightState(TODAY, open, 0, ctx(1))).toBe('unavailable');
  });

  it('is available tomorrow with notice period 1', () => {
    expect(nightState('2026-04-09', open, 0, ctx(1))).toBe('available');
  });

  it('is day-booked when the guest already holds the night', () => {
    expect(nightState(TODAY, open, 0, ctx(0, true))).toBe('day-booked');
    expect(nightState('2026-04-20', open, 2, ctx(0, true))).toBe('day-booked');
    expect(nightState('2026-04-20', { spaces: 0 }, 0, ctx(0, true))).toBe('day-booked');
  });

  it('is unavailable when the rules give no spaces', () => {
    expect(nightState('2026-04-20', { spaces: 0 }, 0, ctx())).toBe('unavailable');
  });

  it('is booked when bookings take all the spaces', () => {
    expect(nightState('2026-04-20', open, 2, ctx())).toBe('booked');
    expect(nightState('2026-04-20', open, 3, ctx())).toBe('booked');
  });

  it('is available while spaces remain', () => {
    expect(nightState('2026-04-20', open, 1, ctx())).toBe('available');
  });
});

// --- computeAvailability --------------------------------------------------------------------------

describe('computeAvailability: time of the night', () => {
  const from = '2026-04-05'; // Sunday before TODAY
  const to = '2026-04-12';

  it('marks nights before yesterday gone, yesterday unavailable and the rest available (notice 0)', () => {
    const result = availability({ from, to, noticePeriod: 0 });
    expect(result[0]!.nights.map((n) => [n.date, n.state])).toEqual([
      ['2026-04-05', 'gone'],
      ['2026-04-06', 'gone'],
      ['2026-04-07', 'unavailable'],
      ['2026-04-08', 'available'],
      ['2026-04-09', 'available'],
      ['2026-04-10', 'available'],
      ['2026-04-11', 'available'],
      ['2026-04-12', 'available'],
    ]);
  });

  it('makes today unavailable and tomorrow available with notice period 1', () => {
    const result = availability({ from, to, noticePeriod: 1 });
    expect(stateOn(result, '2026-04-07')).toBe('unavailable');
    expect(stateOn(result, TODAY)).toBe('unavailable');
    expect(stateOn(result, '2026-04-09')).toBe('available');
  });

  it('sets available exactly when the state is available', () => {
    const result = availability({ from, to, noticePeriod: 1 });
    for (const night of result[0]!.nights)
      expect(night.available, night.date).toBe(night.state === 'available');
  });

  it('works out “today” across a month end', () => {
    const result = availability({ from: '2026-04-28', to: '2026-05-03', today: '2026-05-01' });
    expect(result[0]!.nights.map((n) => n.state)).toEqual([
      'gone', // 28 Apr
      'gone', // 29 Apr
      'unavailable', // 30 Apr, yesterday
      'available', // 1 May, today
      'available',
      'available',
    ]);
  });

  it('works out “today” across a year end', () => {
    const result = availability({
      from: '2025-12-29',
      to: '2026-01-02',
      today: '2026-01-01',
      noticePeriod: 1,
    });
    expect(result[0]!.nights.map((n) => [n.date, n.state])).toEqual([
      ['2025-12-29', 'gone'],
      ['2025-12-30', 'gone'],
      ['2025-12-31', 'unavailable'],
      ['2026-01-01', 'unavailable'],
      ['2026-01-02', 'available'],
    ]);
  });
});

describe('computeAvailability: bookings and spaces', () => {
  const from = '2026-04-10';
  const to = '2026-04-13';

  it('counts the spaces left after bookings', () => {
    const result = availability({
      from,
      to,
      sites: [site({ spaces: 3 })],
      bookedCount: counts({ 1: { '2026-04-10': 1, '2026-04-11': 2 } }),
    });
    const nights = nightsByDate(result);
    expect(nights.get('2026-04-10')).toMatchObject({ state: 'available', available: true, spacesLeft: 2 });
    expect(nights.get('2026-04-11')).toMatchObject({ state: 'available', available: true, spacesLeft: 1 });
    expect(nights.get('2026-04-12')).toMatchObject({ state: 'available', available: true, spacesLeft: 3 });
  });

  it('marks a night booked when bookings fill all the spaces', () => {
    const result = availability({
      from,
      to,
      sites: [site({ spaces: 2 })],
      bookedCount: counts({ 1: { '2026-04-11': 2 } }),
    });
    expect(nightsByDate(result).get('2026-04-11')).toMatchObject({
      state: 'booked',
      available: false,
      spacesLeft: 0,
    });
    expect(stateOn(result, '2026-04-10')).toBe('available');
    expect(stateOn(result, '2026-04-12')).toBe('available');
  });

  it('shows no negative spaces when bookings exceed the spaces', () => {
    const result = availability({
      from,
      to,
      sites: [site({ spaces: 3, availabilityRules: [range('2026-04-11', '2026-04-11', { spaces: 1 })] })],
      bookedCount: counts({ 1: { '2026-04-11': 3 } }),
    });
    expect(nightsByDate(result).get('2026-04-11')).toMatchObject({ state: 'booked', spacesLeft: 0 });
  });

  it('marks a night day-booked when the guest holds a booking that night', () => {
    const result = availability({ from, to, guestNights: new Set(['2026-04-11', '2026-04-12']) });
    expect(result[0]!.nights.map((n) => n.state)).toEqual([
      'available',
      'day-booked',
      'day-booked',
      'available',
    ]);
    expect(nightsByDate(result).get('2026-04-11')!.available).toBe(false);
  });

  it('marks a night day-booked for the guest even when it is also full', () => {
    const result = availability({
      from,
      to,
      sites: [site({ spaces: 1 })],
      bookedCount: counts({ 1: { '2026-04-11': 1 } }),
      guestNights: new Set(['2026-04-11']),
    });
    expect(stateOn(result, '2026-04-11')).toBe('day-booked');
  });

  it('makes nights under a 0-space rule unavailable even with no bookings', () => {
    const result = availability({
      from,
      to,
      sites: [site({ spaces: 5, availabilityRules: [range('2026-04-11', '2026-04-12', { spaces: 0 })] })],
    });
    expect(result[0]!.nights.map((n) => [n.state, n.spacesLeft])).toEqual([
      ['available', 5],
      ['unavailable', 0],
      ['unavailable', 0],
      ['available', 5],
    ]);
  });

  it('makes every night of a site with 0 spaces unavailable', () => {
    const result = availability({ from, to, sites: [site({ spaces: 0 })] });
    expect(result[0]!.nights.every((n) => n.state === 'unavailable' && n.spacesLeft === 0)).toBe(true);
  });

  it('reports each night’s price, from the rule or else the site', () => {
    const result = availability({
      from,
      to,
      sites: [
        site({
          price: 2500,
          availabilityRules: [
            range('2026-04-11', '2026-04-11', { price: 4000, spaces: 2 }),
            range('2026-04-12', '2026-04-12', { price: null, spaces: 2 }),
          ],
        }),
      ],
    });
    expect(result[0]!.nights.map((n) => n.price)).toEqual([2500, 4000, 2500, 2500]);
  });
});

describe('computeAvailability: several sites', () => {
  const paddock = site({ id: 1, name: 'Paddock', spaces: 2, price: 2500 });
  const orchard = site({
    id: 2,
    name: 'Orchard',
    spaces: 1,
    price: 3500,
    availabilityRules: [range('2026-04-12', '2026-04-12', { spaces: 0 })],
  });

  const result = availability({
    sites: [paddock, orchard],
    from: '2026-04-10',
    to: '2026-04-12',
    bookedCount: counts({ 1: { '2026-04-10': 2 }, 2: { '2026-04-11': 1 } }),
  });

  it('returns one entry per site, in order, with its id and name', () => {
    expect(result.map((s) => [s.siteId, s.siteName, s.nights.length])).toEqual([
      [1, 'Paddock', 3],
      [2, 'Orchard', 3],
    ]);
  });

  it('counts each site’s bookings and rules only against that site', () => {
    expect(result[0]!.nights.map((n) => [n.state, n.spacesLeft, n.price])).toEqual([
      ['booked', 0, 2500],
      ['available', 2, 2500],
      ['available', 2, 2500],
    ]);
    expect(result[1]!.nights.map((n) => [n.state, n.spacesLeft, n.price])).toEqual([
      ['available', 1, 3500],
      ['booked', 0, 3500],
      ['unavailable', 0, 3500],
    ]);
  });

  it('treats a site with no booking counts as having none', () => {
    const third = site({ id: 3, name: 'Creek', spaces: 1 });
    const r = availability({
      sites: [third],
      from: '2026-04-10',
      to: '2026-04-12',
      bookedCount: counts({ 1: { '2026-04-10': 5 } }),
    });
    expect(r[0]!.nights.every((n) => n.state === 'available' && n.spacesLeft === 1)).toBe(true);
  });

  it('applies the guest’s nights to every site', () => {
    const r = availability({
      sites: [paddock, orchard],
      from: '2026-04-10',
      to: '2026-04-10',
      guestNights: new Set(['2026-04-10']),
    });
    expect(r.map((s) => s.nights[0]!.state)).toEqual(['day-booked', 'day-booked']);
  });

  it('returns no sites when there are none', () => {
    expect(availability({ sites: [] })).toEqual([]);
  });
});

describe('computeAvailability: the window', () => {
  it('gives 28 consecutive nights over the default window', () => {
    const from = '2026-04-05';
    const result = availability({ from, to: windowEnd(from, AVAILABILITY_WINDOW_DAYS) });
    const dates = result[0]!.nights.map((n) => n.date);
    expect(dates).toHaveLength(28);
    expect(dates[0]).toBe('2026-04-05');
    expect(dates.at(-1)).toBe('2026-05-02');
    expect(dates).toEqual(eachDate('2026-04-05', '2026-05-02'));
  });

  it('gives every night once over a daylight-saving change', () => {
    const from = '2026-09-20';
    const result = availability({
      from,
      to: windowEnd(from, AVAILABILITY_WINDOW_DAYS),
      today: '2026-09-20',
    });
    const dates = result[0]!.nights.map((n) => n.date);
    expect(dates).toHaveLength(28);
    expect(new Set(dates).size).toBe(28);
    expect(dates.filter((d) => d === '2026-09-27')).toHaveLength(1);
    expect(dates.at(-1)).toBe('2026-10-17');
  });

  it('gives no nights when the window ends before it starts', () => {
    expect(availability({ from: '2026-04-10', to: '2026-04-09' })[0]!.nights).toEqual([]);
  });
});

describe('computeAvailability: a summer weekend rule across the New Year', () => {
  // Weekends from December to February: 2 spaces at $35 instead of 3 at $25.
  const summerWeekends = custom(['Saturday', 'Sunday'], ['December', 'January', 'February'], {
    price: 3500,
    spaces: 2,
    description: 'Summer weekends',
  });
  const s = site({ spaces: 3, price: 2500, availabilityRules: [summerWeekends] });
  const from = '2025-12-20'; // a Saturday
  const result = availability({
    sites: [s],
    from,
    to: windowEnd(from, AVAILABILITY_WINDOW_DAYS),
    today: '2025-12-15',
    bookedCount: counts({ 1: { '2025-12-27': 2, '2026-01-03': 1, '2025-12-31': 3 } }),
  });
  const nights = nightsByDate(result);

  it('prices weekend nights on both sides of the New Year from the rule', () => {
    const weekends = [
      '2025-12-20',
      '2025-12-21',
      '2025-12-27',
      '2025-12-28',
      '2026-01-03',
      '2026-01-04',
      '2026-01-10',
      '2026-01-11',
    ];
    for (const date of weekends) expect(nights.get(date)!.price, date).toBe(3500);
  });

  it('prices weeknights on both sides of the New Year from the site', () => {
    for (const date of ['2025-12-26', '2025-12-29', '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-05']) {
      expect(nights.get(date)!.price, date).toBe(2500);
    }
  });

  it('offers the rule’s spaces on weekends and the site’s on weeknights', () => {
    expect(nights.get('2025-12-28')!.spacesLeft).toBe(2);
    expect(nights.get('2026-01-04')!.spacesLeft).toBe(2);
    expect(nights.get('2026-01-01')!.spacesLeft).toBe(3);
  });

  it('counts bookings against the rule’s spaces', () => {
    expect(nights.get('2025-12-27')).toMatchObject({ state: 'booked', spacesLeft: 0 }); // 2 of 2
    expect(nights.get('2026-01-03')).toMatchObject({ state: 'available', spacesLeft: 1 }); // 1 of 2
    expect(nights.get('2025-12-31')).toMatchObject({ state: 'booked', spacesLeft: 0 }); // 3 of the site's 3
  });

  it('stops at the end of February', () => {
    const spring = siteOffer(s, '2026-03-01'); // a Sunday in March
    const lastSummerSaturday = siteOffer(s, '2026-02-28');
    expect(spring).toEqual({ spaces: 3, price: 2500 });
    expect(lastSummerSaturday).toEqual({ spaces: 2, price: 3500 });
  });
});

describe('computeAvailability: the same answer as siteOffer and nightState night by night', () => {
  // computeAvailability works on day numbers and bit masks for speed; siteOffer and nightState
  // state the rules plainly. Many generated properties hold the first to the second.
  let seed = 20261124;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const some = <T>(list: readonly T[]): T[] => list.filter(() => random() < 0.4);
  const dayNear = (date: IsoDate, spread: number) =>
    addDays(date, Math.floor(random() * spread * 2) - spread);

  function randomRule(around: IsoDate): AvailabilityRule {
    const price = random() < 0.5 ? null : 1000 + Math.floor(random() * 5000);
    const spaces = pick([0, 0, 1, 2, 3, -1]);
    if (random() < 0.5) {
      const from = dayNear(around, 40);
      const to = random() < 0.1 ? addDays(from, -2) : addDays(from, Math.floor(random() * 20));
      return random() < 0.05
        ? { type: 'Date Range', dates: null, spaces }
        : range(from, to, { price, spaces });
    }
    return custom(random() < 0.1 ? null : some(WEEKDAYS), random() < 0.1 ? null : some(MONTHS), {
      price,
      spaces,
    });
  }

  for (let property = 0; property < 60; property++) {
    const today = dayNear('2026-06-15', 400);
    const from = dayNear(today, 30);
    const to = addDays(from, Math.floor(random() * 60));
    const noticePeriod = pick([0, 1] as NoticePeriod[]);
    const sites = [1, 2, 3].map((id) =>
      site({
        id,
        name: `Site ${id}`,
        spaces: pick([0, 1, 2, 4]),
        price: 2000 + id,
        availabilityRules: Array.from({ length: Math.floor(random() * 6) }, () => randomRule(from)),
      }),
    );
    const window = eachDate(from, to);
    const bookedCount = new Map(
      sites.map((s) => [s.id, new Map(some(window).map((date) => [date, 1 + Math.floor(random() * 3)]))]),
    );
    const guestNights = new Set(window.filter(() => random() < 0.1));

    it(`agrees for generated property ${property} (${from} to ${to}, today ${today})`, () => {
      const result = computeAvailability({ sites, from, to, today, noticePeriod, bookedCount, guestNights });
      const expected = sites.map((s) => ({
        siteId: s.id,
        siteName: s.name,
        nights: window.map((date): Night => {
          const offer = siteOffer(s, date);
          const booked = bookedCount.get(s.id)?.get(date) ?? 0;
          const state = nightState(date, offer, booked, {
            today,
            noticePeriod,
            guestHoldsNight: guestNights.has(date),
          });
          return {
            date,
            state,
            available: state === 'available',
            price: offer.price,
            spacesLeft: Math.max(0, offer.spaces - booked),
          };
        }),
      }));
      expect(result).toEqual(expected);
    });
  }
});
