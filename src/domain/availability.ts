// Per-night availability and price of sites, computed from their availability rules, the
// property's notice period and the bookings already taken. Pure: callers load the data.
// Rule precedence is recorded in docs/decisions/002-availability-rules-and-night-states.md.

import {
  daysBetween,
  eachDate,
  MONTHS,
  monthOf,
  WEEKDAYS,
  weekdayOf,
  type IsoDate,
  type Month,
  type Weekday,
} from './dates';
import type { NoticePeriod } from './constants';

export const RULE_TYPES = ['Custom', 'Date Range'] as const;
export type RuleType = (typeof RULE_TYPES)[number];

export type AvailabilityRule = {
  type: RuleType;
  /** Date Range: first and last night the rule covers, both included. */
  dates?: { from: IsoDate; to: IsoDate } | null;
  /** Custom: the weekdays and months the rule covers; a night must match both. */
  days?: Weekday[] | null;
  months?: Month[] | null;
  /** Overrides the site's price when set. */
  price?: number | null;
  /** 0 makes the covered nights unavailable. */
  spaces: number;
  description?: string | null;
};

export type SiteForAvailability = {
  id: number;
  name: string;
  spaces: number;
  price: number;
  availabilityRules: AvailabilityRule[];
};

export const NIGHT_STATES = ['available', 'booked', 'day-booked', 'unavailable', 'gone'] as const;
export type NightState = (typeof NIGHT_STATES)[number];

export type Night = {
  date: IsoDate;
  state: NightState;
  available: boolean;
  /** Price of the night in cents. */
  price: number;
  spacesLeft: number;
};

export function ruleCovers(rule: AvailabilityRule, date: IsoDate): boolean {
  if (rule.type === 'Date Range') {
    if (!rule.dates) return false;
    return daysBetween(rule.dates.from, date) >= 0 && daysBetween(date, rule.dates.to) >= 0;
  }
  const days = rule.days ?? [];
  const months = rule.months ?? [];
  return days.includes(weekdayOf(date)) && months.includes(monthOf(date));
}

/**
 * The rule that decides a night: a Date Range rule beats a Custom one (it is the more specific),
 * and among rules of the same kind the last in the list wins (the most recently added).
 */
export function decidingRule(rules: AvailabilityRule[], date: IsoDate): AvailabilityRule | null {
  let custom: AvailabilityRule | null = null;
  let range: AvailabilityRule | null = null;
  for (const rule of rules) {
    if (!ruleCovers(rule, date)) continue;
    if (rule.type === 'Date Range') range = rule;
    else custom = rule;
  }
  return range ?? custom;
}

/** Spaces and price a site offers on a night before any booking is counted. */
export function siteOffer(site: SiteForAvailability, date: IsoDate): { spaces: number; price: number } {
  const rule = decidingRule(site.availabilityRules, date);
  if (!rule) return { spaces: site.spaces, price: site.price };
  return { spaces: Math.max(0, rule.spaces), price: rule.price ?? site.price };
}

export type AvailabilityInput = {
  sites: SiteForAvailability[];
  from: IsoDate;
  to: IsoDate;
  /** Today in Pacific/Auckland. */
  today: IsoDate;
  noticePeriod: NoticePeriod;
  /** Non-cancelled bookings per site and night: bookedCount.get(siteId)?.get(date). */
  bookedCount: Map<number, Map<IsoDate, number>>;
  /** Nights the viewing guest already holds a booking on, anywhere. */
  guestNights?: Set<IsoDate>;
};

/**
 * The state of one night of one site:
 * - gone: before yesterday;
 * - day-booked: the viewing guest already holds a booking that night;
 * - unavailable: inside the notice period (yesterday included) or the rules give it no spaces;
 * - booked: the rules give it spaces but bookings have taken them all;
 * - available: otherwise.
 */
export function nightState(
  date: IsoDate,
  offer: { spaces: number },
  booked: number,
  ctx: { today: IsoDate; noticePeriod: NoticePeriod; guestHoldsNight: boolean },
): NightState {
  return stateAt(daysBetween(ctx.today, date), offer.spaces, booked, ctx.noticePeriod, ctx.guestHoldsNight);
}

/** nightState with the night given as days from today. */
function stateAt(
  offset: number,
  spaces: number,
  booked: number,
  noticePeriod: NoticePeriod,
  guestHoldsNight: boolean,
): NightState {
  if (offset < -1) return 'gone';
  if (guestHoldsNight) return 'day-booked';
  if (offset < noticePeriod || offset < 0) return 'unavailable';
  if (spaces === 0) return 'unavailable';
  if (booked >= spaces) return 'booked';
  return 'available';
}

export type SiteAvailability = { siteId: number; siteName: string; nights: Night[] };

/** A night of the window with what rules and states look at, worked out once for all sites. */
type WindowNight = {
  date: IsoDate;
  /** Days from today (negative in the past). */
  offset: number;
  /** The night's weekday and month as bits, to test against a Custom rule's masks. */
  weekdayBit: number;
  monthBit: number;
};

/**
 * A rule as numbers to compare against a WindowNight: the same test as ruleCovers, without
 * parsing a date or searching a list of names for every night of every site.
 */
type CompiledRule = {
  rule: AvailabilityRule;
  isRange: boolean;
  /** Date Range: the first and last covered night as days from today (empty when to < from). */
  first: number;
  last: number;
  /** Custom: the covered weekdays and months as bits. */
  weekdays: number;
  months: number;
};

function maskOf(names: readonly string[] | null | undefined, all: readonly string[]): number {
  let mask = 0;
  for (const name of names ?? []) {
    const index = all.indexOf(name);
    if (index >= 0) mask |= 1 << index;
  }
  return mask;
}

function compileRule(rule: AvailabilityRule, today: IsoDate): CompiledRule {
  const isRange = rule.type === 'Date Range';
  const dates = isRange ? rule.dates : null;
  return {
    rule,
    isRange,
    first: dates ? daysBetween(today, dates.from) : 1,
    last: dates ? daysBetween(today, dates.to) : 0,
    weekdays: isRange ? 0 : maskOf(rule.days, WEEKDAYS),
    months: isRange ? 0 : maskOf(rule.months, MONTHS),
  };
}

/** decidingRule on compiled rules: the last covering Date Range rule, else the last covering Custom one. */
function decidingCompiledRule(rules: CompiledRule[], night: WindowNight): AvailabilityRule | null {
  let custom: AvailabilityRule | null = null;
  for (let i = rules.length - 1; i >= 0; i--) {
    const r = rules[i]!;
    if (r.isRange) {
      if (night.offset >= r.first && night.offset <= r.last) return r.rule;
    } else if (!custom && r.weekdays & night.weekdayBit && r.months & night.monthBit) {
      custom = r.rule;
    }
  }
  return custom;
}

function windowNights(from: IsoDate, to: IsoDate, today: IsoDate): WindowNight[] {
  const dates = eachDate(from, to);
  if (dates.length === 0) return [];
  const firstOffset = daysBetween(today, from);
  let weekday = WEEKDAYS.indexOf(weekdayOf(from));
  return dates.map((date, i) => {
    const night: WindowNight = {
      date,
      offset: firstOffset + i,
      weekdayBit: 1 << weekday,
      monthBit: 1 << MONTHS.indexOf(monthOf(date)),
    };
    weekday = (weekday + 1) % 7;
    return night;
  });
}

/**
 * Every night of every site over the window: siteOffer and nightState night by night (the unit
 * tests hold it to them), with the dates and rules worked out once per call rather than once per
 * site and night, since the calendar runs this on every view of a property.
 */
export function computeAvailability(input: AvailabilityInput): SiteAvailability[] {
  const nights = windowNights(input.from, input.to, input.today);
  const guestNights = input.guestNights;
  const held = nights.map((night) => guestNights?.has(night.date) ?? false);
  return input.sites.map((site) => {
    const counts = input.bookedCount.get(site.id);
    const rules = site.availabilityRules.map((rule) => compileRule(rule, input.today));
    return {
      siteId: site.id,
      siteName: site.name,
      nights: nights.map((night, i): Night => {
        const rule = rules.length > 0 ? decidingCompiledRule(rules, night) : null;
        const spaces = rule ? Math.max(0, rule.spaces) : site.spaces;
        const price = rule ? (rule.price ?? site.price) : site.price;
        const booked = counts?.get(night.date) ?? 0;
        const state = stateAt(night.offset, spaces, booked, input.noticePeriod, held[i]!);
        return {
          date: night.date,
          state,
          available: state === 'available',
          price,
          spacesLeft: Math.max(0, spaces - booked),
        };
      }),
    };
  });
}
