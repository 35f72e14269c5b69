import { describe, expect, it } from 'vitest';
import { addDays, eachDate, type IsoDate } from './dates';
import { formatMessage } from './messages';
import {
  aucklandMinutesOfDay,
  busiest90Days,
  DEFAULT_STAY_RULES,
  effectiveStayRules,
  lastBookableNight,
  nightClosedByRules,
  propertyStayRules,
  rulesTakeStay,
  selectionVehicleBreaches,
  stayRuleBreaches,
  vehicleFitsRules,
  type StayRules,
} from './stay-rules';
import type { VehicleForRules } from './vehicles';

const rules = (over: Partial<StayRules> = {}): StayRules => ({ ...DEFAULT_STAY_RULES, ...over });
const nightsOn = (siteId: number, dates: IsoDate[]) => dates.map((date) => ({ siteId, date }));
const ask = (
  r: StayRules,
  nights: { siteId: number; date: IsoDate }[],
  now: Date,
  guestNights: IsoDate[] = [],
) => stayRuleBreaches({ nights, rulesOf: () => r, now, guestNights }).map((b) => b.code);

// 29 November 2026, 10:00 in New Zealand (daylight time, UTC+13).
const NOW = new Date('2026-11-28T21:00:00Z');

describe('effective rules', () => {
  it('changes nothing for a property that set none', () => {
    expect(propertyStayRules({})).toEqual(DEFAULT_STAY_RULES);
    expect(propertyStayRules(null)).toEqual(DEFAULT_STAY_RULES);
    expect(ask(rules(), nightsOn(1, eachDate('2026-11-29', '2027-01-28')), NOW)).toEqual([]);
  });

  it('takes the property’s rules, then what a site overrides; null inherits', () => {
    const property = { maxNights: 3, petsAllowed: true, maxVehicleLengthMetres: 10 };
    expect(effectiveStayRules(property, { maxNights: null, maxVehicleLengthMetres: 8 })).toMatchObject({
      maxNights: 3,
      petsAllowed: true,
      maxVehicleLengthMetres: 8,
      minNights: 1,
    });
    expect(effectiveStayRules(property, { petsAllowed: false }).petsAllowed).toBe(false);
    // Fields that are no rule are ignored.
    expect(effectiveStayRules({ nonsense: 1 } as never, null)).toEqual(DEFAULT_STAY_RULES);
  });
});

describe('minimum and maximum nights', () => {
  it('tells a guest asking for 5 nights where the maximum is 3', () => {
    const breaches = stayRuleBreaches({
      nights: nightsOn(1, eachDate('2026-12-10', '2026-12-14')),
      rulesOf: () => rules({ maxNights: 3 }),
      now: NOW,
      guestNights: [],
    });
    expect(breaches).toEqual([
      { code: 'stayRules.tooManyNights', params: { count: 3, arrival: '2026-12-10' }, siteId: 1 },
    ]);
    expect(formatMessage(breaches[0]!.code, breaches[0]!.params)).toBe(
      'This site takes stays of at most 3 nights (your stay from 2026-12-10).',
    );
  });

  it('counts each stay on a site: consecutive nights, and exactly the limits pass', () => {
    const r = rules({ minNights: 2, maxNights: 3 });
    expect(ask(r, nightsOn(1, eachDate('2026-12-10', '2026-12-12')), NOW)).toEqual([]);
    expect(ask(r, nightsOn(1, eachDate('2026-12-10', '2026-12-11')), NOW)).toEqual([]);
    expect(ask(r, nightsOn(1, ['2026-12-10']), NOW)).toEqual(['stayRules.tooFewNights']);
    // Two stays of two nights each, with a gap: both fine.
    expect(ask(r, nightsOn(1, ['2026-12-10', '2026-12-11', '2026-12-15', '2026-12-16']), NOW)).toEqual([]);
  });

  it('holds each site to its own rules', () => {
    const bySite = (siteId: number) => (siteId === 2 ? rules({ maxNights: 2 }) : rules());
    const breaches = stayRuleBreaches({
      nights: [
        ...nightsOn(1, eachDate('2026-12-10', '2026-12-14')),
        ...nightsOn(2, eachDate('2026-12-20', '2026-12-22')),
      ],
      rulesOf: bySite,
      now: NOW,
      guestNights: [],
    });
    expect(breaches.map((b) => [b.code, b.siteId])).toEqual([['stayRules.tooManyNights', 2]]);
  });

  it('counts the nights across a daylight-saving change as any others', () => {
    // Daylight time starts at 02:00 on Sunday 27 September 2026: the night of the 26th is an hour shorter.
    const now = new Date('2026-09-20T00:00:00Z');
    const r = rules({ maxNights: 3 });
    expect(ask(r, nightsOn(1, eachDate('2026-09-25', '2026-09-27')), now)).toEqual([]);
    expect(ask(r, nightsOn(1, eachDate('2026-09-25', '2026-09-28')), now)).toEqual([
      'stayRules.tooManyNights',
    ]);
    // And where it ends, 03:00 on Sunday 5 April 2026.
    const april = new Date('2026-03-30T00:00:00Z');
    expect(ask(r, nightsOn(1, eachDate('2026-04-03', '2026-04-05')), april)).toEqual([]);
  });
});

describe('same-day cut-off', () => {
  const r = rules({ sameDayCutoff: '17:00' });
  const tonight = (date: IsoDate) => nightsOn(1, [date]);

  it('closes tonight from the cut-off minute, New Zealand daylight time', () => {
    // 16:59 and 17:00 on 1 December 2026 in NZDT (UTC+13).
    expect(ask(r, tonight('2026-12-01'), new Date('2026-12-01T03:59:59Z'))).toEqual([]);
    expect(ask(r, tonight('2026-12-01'), new Date('2026-12-01T04:00:00Z'))).toEqual(['stayRules.pastCutoff']);
    // Tomorrow night stays open.
    expect(ask(r, tonight('2026-12-02'), new Date('2026-12-01T04:00:00Z'))).toEqual([]);
  });

  it('closes tonight from the cut-off minute, New Zealand standard time', () => {
    // 17:00 on 1 July 2026 in NZST (UTC+12) is 05:00 UTC.
    expect(ask(r, tonight('2026-07-01'), new Date('2026-07-01T04:59:00Z'))).toEqual([]);
    expect(ask(r, tonight('2026-07-01'), new Date('2026-07-01T05:00:00Z'))).toEqual(['stayRules.pastCutoff']);
  });

  it('follows the clock on the days it changes', () => {
    // 27 September 2026: daylight time from 02:00, so 17:00 is 04:00 UTC.
    expect(aucklandMinutesOfDay(new Date('2026-09-27T04:00:00Z'))).toBe(17 * 60);
    expect(ask(r, tonight('2026-09-27'), new Date('2026-09-27T03:59:00Z'))).toEqual([]);
    expect(ask(r, tonight('2026-09-27'), new Date('2026-09-27T04:00:00Z'))).toEqual(['stayRules.pastCutoff']);
    // 5 April 2026: standard time from 03:00, so 17:00 is 05:00 UTC.
    expect(ask(r, tonight('2026-04-05'), new Date('2026-04-05T04:59:00Z'))).toEqual([]);
    expect(ask(r, tonight('2026-04-05'), new Date('2026-04-05T05:00:00Z'))).toEqual(['stayRules.pastCutoff']);
  });

  it('greys tonight out in the calendar after the cut-off, and not without one', () => {
    const late = new Date('2026-12-01T10:00:00Z'); // 23:00 in New Zealand
    expect(nightClosedByRules(r, '2026-12-01', late)).toBe(true);
    expect(nightClosedByRules(rules(), '2026-12-01', late)).toBe(false);
  });
});

describe('how far ahead guests may book', () => {
  it('opens the months set, to the night before the same date', () => {
    const r = rules({ bookAheadMonths: 6 });
    expect(lastBookableNight(r, '2026-11-29')).toBe('2027-05-28');
    expect(ask(r, nightsOn(1, ['2027-05-28']), NOW)).toEqual([]);
    expect(ask(r, nightsOn(1, ['2027-05-29']), NOW)).toEqual(['stayRules.beyondBookAhead']);
  });

  it('moves with New Zealand’s today, not UTC’s', () => {
    const r = rules({ bookAheadMonths: 6 });
    // 23:59 and 00:00 in New Zealand on the night of 29 to 30 November 2026.
    expect(ask(r, nightsOn(1, ['2027-05-29']), new Date('2026-11-29T10:59:00Z'))).toEqual([
      'stayRules.beyondBookAhead',
    ]);
    expect(ask(r, nightsOn(1, ['2027-05-29']), new Date('2026-11-29T11:00:00Z'))).toEqual([]);
  });

  it('keeps the shorter month’s last day, and never goes past the calendar', () => {
    expect(lastBookableNight(rules({ bookAheadMonths: 1 }), '2027-01-31')).toBe('2027-02-27');
    expect(lastBookableNight(rules({ bookAheadMonths: 12 }), '2026-11-29')).toBe('2027-11-28');
    expect(lastBookableNight(rules(), '2026-11-29')).toBe(addDays('2026-11-29', 365));
  });
});

describe('at most N nights per guest in 90 days', () => {
  const r = rules({ maxNightsPer90Days: 5 });
  const selected = nightsOn(1, eachDate('2027-03-01', '2027-03-03'));

  it('counts the guest’s other nights in any 90 days around the stay', () => {
    expect(ask(r, selected, NOW, ['2027-02-01', '2027-02-02'])).toEqual([]);
    expect(ask(r, selected, NOW, ['2027-02-01', '2027-02-02', '2027-02-03'])).toEqual([
      'stayRules.over90DayCap',
    ]);
  });

  it('counts a night 89 days away and not one 90 days away', () => {
    const one = nightsOn(1, ['2027-03-01']);
    const four = ['2027-01-10', '2027-01-11', '2027-01-12', '2027-01-13'];
    // 1 March 2027 - 89 days = 2 December 2026; - 90 = 1 December.
    expect(ask(r, one, NOW, [...four, '2026-12-02'])).toEqual(['stayRules.over90DayCap']);
    expect(ask(r, one, NOW, [...four, '2026-12-01'])).toEqual([]);
    // And after it: + 89 days = 29 May 2027; + 90 = 30 May.
    const april = ['2027-04-10', '2027-04-11', '2027-04-12', '2027-04-13'];
    expect(ask(r, one, NOW, [...april, '2027-05-29'])).toEqual(['stayRules.over90DayCap']);
    expect(ask(r, one, NOW, [...april, '2027-05-30'])).toEqual([]);
  });

  it('counts a night both selected and held once, and the selection alone', () => {
    expect(busiest90Days(['2027-03-01'], ['2027-03-01'])).toBe(1);
    expect(ask(r, nightsOn(1, eachDate('2027-03-01', '2027-03-06')), NOW)).toContain(
      'stayRules.over90DayCap',
    );
  });
});

describe('vehicles', () => {
  const stay = eachDate('2027-01-10', '2027-01-12'); // departs 13 January
  const motorhome = (over: Partial<VehicleForRules> = {}): VehicleForRules => ({
    type: 'motorhome',
    lengthMetres: 7.5,
    certificate: { kind: 'green', expiresOn: '2028-01-01', status: 'verified' },
    ...over,
  });
  const selfContained = rules({ selfContainedOnly: true, maxVehicleLengthMetres: 8 });
  const codes = (r: StayRules, v: VehicleForRules) => vehicleFitsRules(r, v, stay).map((b) => b.code);

  it('takes any vehicle under the defaults', () => {
    expect(codes(rules(), motorhome({ lengthMetres: 12, certificate: null }))).toEqual([]);
  });

  it('refuses a vehicle longer than the maximum, and takes exactly the maximum', () => {
    expect(codes(selfContained, motorhome({ lengthMetres: 8 }))).toEqual([]);
    const breaches = vehicleFitsRules(selfContained, motorhome({ lengthMetres: 10 }), stay);
    expect(breaches.map((b) => b.code)).toEqual(['stayRules.vehicleTooLong']);
    expect(formatMessage(breaches[0]!.code, breaches[0]!.params)).toBe(
      'Your vehicle is 10 m long: this site takes vehicles up to 8 m.',
    );
  });

  it('refuses at a self-contained-only site a vehicle without a certificate, or a rejected one', () => {
    expect(codes(selfContained, motorhome({ certificate: null }))).toEqual(['stayRules.certificateMissing']);
    expect(
      codes(
        selfContained,
        motorhome({ certificate: { kind: 'green', expiresOn: '2028-01-01', status: 'rejected' } }),
      ),
    ).toEqual(['stayRules.certificateMissing']);
    // A certificate waiting for an administrator counts.
    expect(
      codes(
        selfContained,
        motorhome({ certificate: { kind: 'green', expiresOn: '2028-01-01', status: 'pending' } }),
      ),
    ).toEqual([]);
  });

  it('refuses a kind the host does not accept', () => {
    const greenOnly = { ...selfContained, acceptedCertificates: ['green' as const] };
    const blue = motorhome({ certificate: { kind: 'blue', expiresOn: '2028-01-01', status: 'verified' } });
    const breaches = vehicleFitsRules(greenOnly, blue, stay);
    expect(breaches.map((b) => b.code)).toEqual(['stayRules.certificateKind']);
    expect(formatMessage(breaches[0]!.code, breaches[0]!.params)).toBe(
      'This site does not accept a blue warrant: your vehicle needs a green warrant.',
    );
    expect(codes(selfContained, blue)).toEqual([]);
  });

  it('counts an expiry inside the stay as invalid, through the morning of departure', () => {
    const expiring = (expiresOn: IsoDate) =>
      motorhome({ certificate: { kind: 'green', expiresOn, status: 'verified' } });
    expect(codes(selfContained, expiring('2027-01-11'))).toEqual(['stayRules.certificateExpires']);
    expect(codes(selfContained, expiring('2027-01-12'))).toEqual(['stayRules.certificateExpires']);
    expect(codes(selfContained, expiring('2027-01-13'))).toEqual([]);
    expect(codes(selfContained, expiring('2027-01-09'))).toEqual(['stayRules.certificateExpires']);
  });

  it('does not ask for a certificate where self-containment is not required', () => {
    expect(codes(rules({ maxVehicleLengthMetres: 8 }), motorhome({ certificate: null }))).toEqual([]);
  });

  it('asks each site of a selection about its own nights, and refuses no vehicle where self-containment is required', () => {
    const rulesOf = (siteId: number) => (siteId === 1 ? selfContained : rules());
    const selection = [...nightsOn(1, stay.slice(0, 1)), ...nightsOn(2, stay)];
    // The certificate ends on the second night: only site 2's nights run past it, and site 2 asks nothing.
    const expiring = motorhome({ certificate: { kind: 'green', expiresOn: stay[1]!, status: 'verified' } });
    expect(selectionVehicleBreaches(selection, rulesOf, expiring)).toEqual([]);
    expect(selectionVehicleBreaches(nightsOn(1, stay), rulesOf, expiring)).toEqual([
      { code: 'stayRules.certificateExpires', params: { date: stay[1] }, siteId: 1 },
    ]);
    expect(selectionVehicleBreaches(selection, rulesOf, null).map((b) => [b.code, b.siteId])).toEqual([
      ['stayRules.certificateMissing', 1],
    ]);
    expect(selectionVehicleBreaches(nightsOn(2, stay), rulesOf, null)).toEqual([]);
  });
});

describe('whether a site’s rules take a searched stay', () => {
  const stay = (arrival: IsoDate, nights: number) => eachDate(arrival, addDays(arrival, nights - 1));

  it('takes any stay the calendar opens when no rule is set', () => {
    expect(rulesTakeStay(rules(), stay('2026-11-29', 62), NOW)).toBe(true);
  });

  it('refuses a stay shorter than the minimum or longer than the maximum', () => {
    const r = rules({ minNights: 3, maxNights: 5 });
    expect(rulesTakeStay(r, stay('2026-12-10', 2), NOW)).toBe(false);
    expect(rulesTakeStay(r, stay('2026-12-10', 3), NOW)).toBe(true);
    expect(rulesTakeStay(r, stay('2026-12-10', 5), NOW)).toBe(true);
    expect(rulesTakeStay(r, stay('2026-12-10', 6), NOW)).toBe(false);
  });

  it('takes a stay whose last night is the booking window’s last, and none a night beyond', () => {
    // Six months from 29 November 2026: the last bookable night is 28 May 2027.
    const r = rules({ bookAheadMonths: 6 });
    expect(rulesTakeStay(r, stay('2027-05-26', 3), NOW)).toBe(true);
    expect(rulesTakeStay(r, stay('2027-05-28', 1), NOW)).toBe(true);
    expect(rulesTakeStay(r, stay('2027-05-27', 3), NOW)).toBe(false);
    expect(rulesTakeStay(r, stay('2027-05-29', 1), NOW)).toBe(false);
  });

  it('refuses a stay starting tonight from the cut-off minute, on the day daylight saving starts', () => {
    const r = rules({ sameDayCutoff: '17:00' });
    // 27 September 2026 is in daylight time from 02:00: 17:00 is 04:00 UTC (05:00 in standard time).
    expect(rulesTakeStay(r, stay('2026-09-27', 2), new Date('2026-09-27T03:59:00Z'))).toBe(true);
    expect(rulesTakeStay(r, stay('2026-09-27', 2), new Date('2026-09-27T04:00:00Z'))).toBe(false);
    expect(rulesTakeStay(r, stay('2026-09-27', 2), new Date('2026-09-27T04:30:00Z'))).toBe(false);
    // A stay from tomorrow is not concerned.
    expect(rulesTakeStay(r, stay('2026-09-28', 2), new Date('2026-09-27T04:00:00Z'))).toBe(true);
  });

  it('refuses a stay of more nights than the 90-day cap, whoever books it', () => {
    const r = rules({ maxNightsPer90Days: 5 });
    expect(rulesTakeStay(r, stay('2026-12-10', 5), NOW)).toBe(true);
    expect(rulesTakeStay(r, stay('2026-12-10', 6), NOW)).toBe(false);
  });
});
