// Per-night availability and price of sites, computed from their availability rules, the
// property's notice period and the bookings already taken. Pure: callers load the data.
// Rule precedence is recorded in docs/decisions/003-availability-rule-precedence.md.

import {
  addDays,
  daysBetween,
  eachDate,
  monthOf,
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
  const offset = daysBetween(ctx.today, date);
  if (offset < -1) return 'gone';
  if (ctx.guestHoldsNight) return 'day-booked';
  if (offset < ctx.noticePeriod || offset < 0) return 'unavailable';
  if (offer.spaces === 0) return 'unavailable';
  if (booked >= offer.spaces) return 'booked';
  return 'available';
}

export type SiteAvailability = { siteId: number; siteName: string; nights: Night[] };

export function computeAvailability(input: AvailabilityInput): SiteAvailability[] {
  const dates = eachDate(input.from, input.to);
  return input.sites.map((site) => {
    const counts = input.bookedCount.get(site.id);
    const nights = dates.map((date): Night => {
      const offer = siteOffer(site, date);
      const booked = counts?.get(date) ?? 0;
      const state = nightState(date, offer, booked, {
        today: input.today,
        noticePeriod: input.noticePeriod,
        guestHoldsNight: input.guestNights?.has(date) ?? false,
      });
      return {
        date,
        state,
        available: state === 'available',
        price: offer.price,
        spacesLeft: Math.max(0, offer.spaces - booked),
      };
    });
    return { siteId: site.id, siteName: site.name, nights };
  });
}

/** The default window: 28 nights from `from`. */
export function defaultWindowEnd(from: IsoDate, days: number): IsoDate {
  return addDays(from, days - 1);
}
