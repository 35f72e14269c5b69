// Host rules (issue 27, decision 041): what a host asks of a stay at their property, with per-site
// overrides where a site differs. Pure: the web's calendar and booking panel and the server's quote
// and booking all ask `stayRuleBreaches` the same question and show the same messages.
//
// A property stores the rules it sets (anything left out is the default, which changes nothing); a
// site stores only what it overrides (null or missing inherits the property's). The effective rules
// of a site are the defaults, then the property's, then the site's.

import type { Message, MessageCode, MessageParams } from './messages';
import { MAX_AVAILABILITY_WINDOW_DAYS } from './constants';
import { addDays, aucklandOffsetMs, daysBetween, todayInAuckland, type IsoDate } from './dates';
import { CERTIFICATE_KINDS, type CertificateKind, type VehicleForRules } from './vehicles';

/** A time of day in New Zealand, 'HH:MM' on a 24-hour clock. */
export type TimeOfDay = string;
export const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

export type StayRules = {
  /** The fewest nights of a stay on one site. */
  minNights: number;
  /** The most nights of a stay on one site; null: no limit. */
  maxNights: number | null;
  /** How many months ahead guests may book; null: as far as the calendar goes (a year). */
  bookAheadMonths: number | null;
  /** Tonight is bookable until this time (New Zealand time); null: all day. */
  sameDayCutoff: TimeOfDay | null;
  checkInTime: TimeOfDay;
  checkOutTime: TimeOfDay;
  /** The longest vehicle that fits, in metres; null: any length. */
  maxVehicleLengthMetres: number | null;
  /** Only vehicles with a valid self-containment certificate of an accepted kind. */
  selfContainedOnly: boolean;
  /** The certificates that count for selfContainedOnly. */
  acceptedCertificates: CertificateKind[];
  petsAllowed: boolean;
  /** The most nights one guest may spend at the property in any 90 days; null: no limit. */
  maxNightsPer90Days: number | null;
};

/** A site's overrides: a field that is null or missing is the property's. */
export type SiteRuleOverrides = { [K in keyof StayRules]?: StayRules[K] | null };

/** A property's stored rules: a field left out is the default. */
export type PropertyRules = Partial<StayRules>;

export const STAY_RULE_FIELDS = [
  'minNights',
  'maxNights',
  'bookAheadMonths',
  'sameDayCutoff',
  'checkInTime',
  'checkOutTime',
  'maxVehicleLengthMetres',
  'selfContainedOnly',
  'acceptedCertificates',
  'petsAllowed',
  'maxNightsPer90Days',
] as const satisfies readonly (keyof StayRules)[];

/** The rules of a property that has set none: nothing is refused that was bookable before. */
export const DEFAULT_STAY_RULES: StayRules = {
  minNights: 1,
  maxNights: null,
  bookAheadMonths: null,
  sameDayCutoff: null,
  checkInTime: '14:00',
  checkOutTime: '10:00',
  maxVehicleLengthMetres: null,
  selfContainedOnly: false,
  acceptedCertificates: [...CERTIFICATE_KINDS],
  petsAllowed: false,
  maxNightsPer90Days: null,
};

/** Limits of the values a host may set. */
export const STAY_RULE_LIMITS = {
  maxNights: 62,
  bookAheadMonths: 12,
  maxVehicleLengthMetres: 30,
  maxNightsPer90Days: 90,
} as const;

/** The days the 90-day cap counts over. */
export const CAP_WINDOW_DAYS = 90;

function withoutNulls(value: SiteRuleOverrides | null | undefined): Partial<StayRules> {
  const out: Partial<StayRules> = {};
  for (const [key, v] of Object.entries(value ?? {})) {
    if (v !== null && v !== undefined) (out as Record<string, unknown>)[key] = v;
  }
  return out;
}

/** The property's rules with the defaults filled in. */
export function propertyStayRules(stored: PropertyRules | null | undefined): StayRules {
  return { ...DEFAULT_STAY_RULES, ...withoutNulls(pickRules(stored)) };
}

/**
 * A site's effective rules: the property's, then what the site overrides. Nullable rules (maxNights,
 * maxVehicleLengthMetres...) are inherited when the site's is null: a site can tighten or loosen a
 * limit the property sets, not lift it altogether.
 */
export function effectiveStayRules(
  property: PropertyRules | null | undefined,
  site: SiteRuleOverrides | null | undefined,
): StayRules {
  return { ...propertyStayRules(property), ...withoutNulls(pickRules(site)) };
}

/** Only the rule fields of a stored object (a column may hold more after a rename). */
function pickRules<T extends object>(value: T | null | undefined): Partial<T> {
  const out: Record<string, unknown> = {};
  if (!value) return out as Partial<T>;
  for (const field of STAY_RULE_FIELDS) {
    if (field in value) out[field] = (value as Record<string, unknown>)[field];
  }
  return out as Partial<T>;
}

/** A rule broken, as the catalogue's code and its parameters. */
export type RuleBreach = {
  code: MessageCode;
  params: MessageParams;
  /** The site the breach is about, when it is one site's. */
  siteId?: number;
};

/** Minutes after midnight of a time of day. */
export const minutesOf = (time: TimeOfDay): number => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** Minutes after midnight it is in New Zealand at `now` (daylight saving included). */
export function aucklandMinutesOfDay(now: Date): number {
  const local = now.getTime() + aucklandOffsetMs(now.getTime());
  return Math.floor((((local % 86_400_000) + 86_400_000) % 86_400_000) / 60_000);
}

/** The last night guests may book under `bookAheadMonths`, or the calendar's own last night. */
export function lastBookableNight(rules: Pick<StayRules, 'bookAheadMonths'>, today: IsoDate): IsoDate {
  const calendarLast = addDays(today, MAX_AVAILABILITY_WINDOW_DAYS - 1);
  if (rules.bookAheadMonths === null) return calendarLast;
  const date = monthsLater(today, rules.bookAheadMonths);
  // Six months from 29 November: the last night is 28 May (the night of 29 May is six months ahead).
  const last = addDays(date, -1);
  return last < calendarLast ? last : calendarLast;
}

/** The same day `months` later (the last day of a shorter month): 31 January + 1 → 28 February. */
function monthsLater(date: IsoDate, months: number): IsoDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(Math.min(d, lastDay))}`;
}

/** Whether tonight (`today`) can no longer be booked at `now`: the same-day cut-off has passed. */
export function pastSameDayCutoff(rules: Pick<StayRules, 'sameDayCutoff'>, now: Date): boolean {
  return rules.sameDayCutoff !== null && aucklandMinutesOfDay(now) >= minutesOf(rules.sameDayCutoff);
}

/**
 * Whether a night is closed by the rules alone (the booking window and the same-day cut-off),
 * whatever else is selected: what the calendar greys out.
 */
export function nightClosedByRules(rules: StayRules, date: IsoDate, now: Date): boolean {
  const today = todayInAuckland(now);
  if (date === today && pastSameDayCutoff(rules, now)) return true;
  return date > lastBookableNight(rules, today);
}

/**
 * A calendar's nights with those the rules close (after the same-day cut-off, beyond the booking
 * window) made unavailable: what the guest cannot pick, whatever else they select.
 */
export function closeNightsByRules<N extends { date: IsoDate; state: string; available: boolean }>(
  nights: readonly N[],
  rules: StayRules,
  now: Date,
): N[] {
  return nights.map((night) =>
    night.state === 'available' && nightClosedByRules(rules, night.date, now)
      ? { ...night, state: 'unavailable', available: false }
      : night,
  );
}

/** Runs of consecutive dates, each sorted. */
function runsOf(dates: readonly IsoDate[]): IsoDate[][] {
  const runs: IsoDate[][] = [];
  for (const date of [...new Set(dates)].sort()) {
    const run = runs[runs.length - 1];
    if (run && daysBetween(run[run.length - 1]!, date) === 1) run.push(date);
    else runs.push([date]);
  }
  return runs;
}

export type StayRulesQuestion = {
  /** The selected nights, each on its site. */
  nights: readonly { siteId: number; date: IsoDate }[];
  /** The effective rules of each selected site (effectiveStayRules). */
  rulesOf: (siteId: number) => StayRules;
  now: Date;
  /**
   * The guest's other nights at this property (booked, not cancelled) within 90 days either side of
   * the selection; nights also selected are counted once.
   */
  guestNights: readonly IsoDate[];
};

/**
 * Every rule the selection breaks, first by night and then by stay, each once:
 * - a night today after the same-day cut-off (`stayRules.pastCutoff`);
 * - a night after the last the host takes bookings for (`stayRules.beyondBookAhead`);
 * - a stay on one site (consecutive nights) shorter than its minimum or longer than its maximum
 *   (`stayRules.tooFewNights`, `stayRules.tooManyNights`);
 * - more nights at the property in some 90 days than the cap, counting the guest's other nights
 *   (`stayRules.over90DayCap`): the smallest cap of the sites selected applies.
 */
export function stayRuleBreaches(question: StayRulesQuestion): RuleBreach[] {
  const { nights, rulesOf, now } = question;
  const breaches: RuleBreach[] = [];
  const today = todayInAuckland(now);

  for (const night of [...nights].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))) {
    const rules = rulesOf(night.siteId);
    if (night.date === today && pastSameDayCutoff(rules, now)) {
      breaches.push({
        code: 'stayRules.pastCutoff',
        params: { date: night.date, time: rules.sameDayCutoff! },
        siteId: night.siteId,
      });
    }
    const last = lastBookableNight(rules, today);
    if (night.date > last) {
      breaches.push({
        code: 'stayRules.beyondBookAhead',
        params: { date: night.date, count: rules.bookAheadMonths ?? 12, last },
        siteId: night.siteId,
      });
    }
  }

  const bySite = new Map<number, IsoDate[]>();
  for (const night of nights) bySite.set(night.siteId, [...(bySite.get(night.siteId) ?? []), night.date]);
  for (const [siteId, dates] of [...bySite].sort((a, b) => a[0] - b[0])) {
    const rules = rulesOf(siteId);
    for (const run of runsOf(dates)) {
      const arrival = run[0]!;
      if (run.length < rules.minNights) {
        breaches.push({
          code: 'stayRules.tooFewNights',
          params: { count: rules.minNights, arrival },
          siteId,
        });
      }
      if (rules.maxNights !== null && run.length > rules.maxNights) {
        breaches.push({
          code: 'stayRules.tooManyNights',
          params: { count: rules.maxNights, arrival },
          siteId,
        });
      }
    }
  }

  const caps = [...bySite.keys()]
    .map((siteId) => rulesOf(siteId).maxNightsPer90Days)
    .filter((cap): cap is number => cap !== null);
  if (caps.length > 0) {
    const cap = Math.min(...caps);
    const worst = busiest90Days(
      nights.map((n) => n.date),
      question.guestNights,
    );
    if (worst > cap) breaches.push({ code: 'stayRules.over90DayCap', params: { count: cap, nights: worst } });
  }
  return breaches;
}

/**
 * Whether a site with these effective rules takes a stay of these nights on it from a guest with no
 * other nights at the property: stayRuleBreaches finds nothing (no night after the same-day cut-off
 * or beyond the booking window, a length within the site's minimum and maximum, no more nights than
 * its 90-day cap). What search by dates asks of each site (decision 046), so it offers no stay the
 * calendar closes or the booking refuses.
 */
export function rulesTakeStay(rules: StayRules, nights: readonly IsoDate[], now: Date): boolean {
  return (
    stayRuleBreaches({
      nights: nights.map((date) => ({ siteId: 0, date })),
      rulesOf: () => rules,
      now,
      guestNights: [],
    }).length === 0
  );
}

/**
 * The most nights (selected and the guest's others, each date once) in any 90 consecutive days that
 * hold a selected night.
 */
export function busiest90Days(selected: readonly IsoDate[], others: readonly IsoDate[]): number {
  if (selected.length === 0) return 0;
  const all = [...new Set([...selected, ...others])].sort();
  const chosen = [...new Set(selected)].sort();
  let most = 0;
  // Every window [start, start + 89] holding a selected night starts between first - 89 and last.
  for (let start = addDays(chosen[0]!, -(CAP_WINDOW_DAYS - 1)); start <= chosen[chosen.length - 1]!;) {
    const end = addDays(start, CAP_WINDOW_DAYS - 1);
    if (chosen.some((d) => d >= start && d <= end)) {
      const count = all.filter((d) => d >= start && d <= end).length;
      if (count > most) most = count;
    }
    start = addDays(start, 1);
  }
  return most;
}

/**
 * What a site's rules ask of a vehicle for a stay of `stayNights`: no longer than the maximum, and
 * at a self-contained-only site a certificate of an accepted kind, not rejected, valid on every night
 * booked (through the morning after the last: an expiry inside the stay counts as invalid).
 */
export function vehicleFitsRules(
  rules: Pick<StayRules, 'maxVehicleLengthMetres' | 'selfContainedOnly' | 'acceptedCertificates'>,
  vehicle: VehicleForRules,
  stayNights: readonly IsoDate[],
): RuleBreach[] {
  const breaches: RuleBreach[] = [];
  if (rules.maxVehicleLengthMetres !== null && vehicle.lengthMetres > rules.maxVehicleLengthMetres) {
    breaches.push({
      code: 'stayRules.vehicleTooLong',
      params: { length: vehicle.lengthMetres, max: rules.maxVehicleLengthMetres },
    });
  }
  if (rules.selfContainedOnly) {
    const certificate = vehicle.certificate;
    const kinds = certificateKindsMessage(rules.acceptedCertificates);
    if (!certificate || certificate.status === 'rejected') {
      breaches.push({ code: 'stayRules.certificateMissing', params: { kinds } });
    } else if (!rules.acceptedCertificates.includes(certificate.kind)) {
      breaches.push({
        code: 'stayRules.certificateKind',
        params: { kind: { code: `stayRules.kinds.${certificate.kind}` }, kinds },
      });
    } else if (stayNights.length > 0) {
      const lastNight = [...stayNights].sort()[stayNights.length - 1]!;
      const departure = addDays(lastNight, 1);
      if (certificate.expiresOn < departure) {
        breaches.push({
          code: 'stayRules.certificateExpires',
          params: { date: certificate.expiresOn },
        });
      }
    }
  }
  return breaches;
}

/**
 * What the vehicle a guest names breaks at each site of the selection, on that site's own nights; a
 * self-contained-only site refuses a stay that names no vehicle, since nothing shows it is
 * self-contained. The booking dialog and the booking ask this same question.
 */
export function selectionVehicleBreaches(
  nights: readonly { siteId: number; date: IsoDate }[],
  rulesOf: (siteId: number) => StayRules,
  vehicle: VehicleForRules | null,
): RuleBreach[] {
  const breaches: RuleBreach[] = [];
  for (const siteId of new Set(nights.map((n) => n.siteId))) {
    const rules = rulesOf(siteId);
    const siteNights = nights.filter((n) => n.siteId === siteId).map((n) => n.date);
    if (!vehicle) {
      if (rules.selfContainedOnly) {
        const kinds = certificateKindsMessage(rules.acceptedCertificates);
        breaches.push({ code: 'stayRules.certificateMissing', params: { kinds }, siteId });
      }
      continue;
    }
    for (const breach of vehicleFitsRules(rules, vehicle, siteNights)) breaches.push({ ...breach, siteId });
  }
  return breaches;
}

/** The accepted certificates as a message: "a green or blue warrant", "a green warrant". */
export function certificateKindsMessage(kinds: readonly CertificateKind[]): Message {
  if (kinds.includes('green') && kinds.includes('blue')) return { code: 'stayRules.kinds.greenOrBlue' };
  return { code: kinds.includes('blue') ? 'stayRules.kinds.blue' : 'stayRules.kinds.green' };
}
