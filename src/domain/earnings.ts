// A host's earnings and occupancy (issue 28, decision 050), worked out from the ledger: pure
// functions of the ledger rows of the host's payments, their nights, the host's payouts and sites.
//
// Every figure is signed cents as it changes what the host gets: what guests paid (+), the platform
// fee (−), the GST Stopover returns on the stay (−), the flat-rate credit passed on (+), refunds (−),
// so a row's net is the sum of the others. A night carries its share of its payment's charge, fee,
// GST and credit, split in proportion to the nights' prices (allocateCents, so the shares add up to
// the payment's to the cent), less what its own refund gave back of each. Everything about a night
// counts in the month of the night; a payout counts on its date.

import { allocateCents } from './fees';
import { addDays, daysBetween, type IsoDate } from './dates';

export type EarningFigures = {
  gross: number;
  fee: number;
  gst: number;
  credit: number;
  refund: number;
  net: number;
};

export const ZERO_FIGURES: EarningFigures = { gross: 0, fee: 0, gst: 0, credit: 0, refund: 0, net: 0 };

/** A ledger row as the earnings read it (decision 010 signs). */
export type EarningLedgerRow = {
  kind: string;
  amount: number;
  paymentId: string | null;
  bookingId: number | null;
};

/** A night of one of the host's payments, with what the CSV names. */
export type EarningNight = {
  id: number;
  paymentId: string;
  date: IsoDate;
  price: number;
  status: string;
  siteId: number;
  siteName: string;
  locationId: number;
  locationName: string;
  guestName: string;
};

export type NightEarning = EarningNight & EarningFigures;

export type EarningPayout = { date: IsoDate; amount: number; reference: string };

export type EarningSite = {
  siteId: number;
  siteName: string;
  locationId: number;
  locationName: string;
  spaces: number;
  /** Whether the site is still offered (not deleted). */
  active: boolean;
};

/** A month as `YYYY-MM`. */
export type YearMonth = string;

export const MAX_PERIOD_MONTHS = 36;

const sum = (rows: EarningLedgerRow[], kind: string) =>
  rows.filter((r) => r.kind === kind).reduce((total, r) => total + r.amount, 0);

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/**
 * Each night's figures. `nights` are all the nights of the payments (also those outside the period,
 * so the split is the payment's), `ledger` the rows of those payments. A payment without a charge row
 * (a declined card, a request never accepted) earned nothing and its nights are left out.
 */
export function nightEarnings(nights: EarningNight[], ledger: EarningLedgerRow[]): NightEarning[] {
  const byPayment = groupBy(
    ledger.filter((r) => r.paymentId),
    (r) => r.paymentId!,
  );
  const byNight = groupBy(
    ledger.filter((r) => r.bookingId !== null),
    (r) => r.bookingId!,
  );
  const out: NightEarning[] = [];
  for (const [paymentId, ofPayment] of groupBy(nights, (n) => n.paymentId)) {
    const rows = byPayment.get(paymentId) ?? [];
    const charge = sum(rows, 'charge');
    if (charge <= 0) continue;
    const sorted = [...ofPayment].sort((a, b) => a.id - b.id);
    const prices = sorted.map((n) => n.price);
    const gross = allocateCents(charge, prices);
    const fee = allocateCents(sum(rows, 'platform_fee'), prices);
    const gst = allocateCents(sum(rows, 'gst'), prices);
    // The credit row is the platform's −credit: the host's +credit.
    const credit = allocateCents(-sum(rows, 'flat_rate_credit'), prices);
    sorted.forEach((night, i) => {
      const own = byNight.get(night.id) ?? [];
      const figures = {
        gross: gross[i]!,
        // The refund parts are negative (fee, GST given back) or positive (credit taken back).
        fee: -(fee[i]! + sum(own, 'fee_refund')),
        gst: -(gst[i]! + sum(own, 'gst_refund')),
        credit: credit[i]! - sum(own, 'flat_rate_credit_reversal'),
        refund: sum(own, 'refund'),
      };
      out.push({ ...night, ...figures, net: netOf(figures) });
    });
  }
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
}

const netOf = (f: Omit<EarningFigures, 'net'>) => f.gross + f.fee + f.gst + f.credit + f.refund;

export function addFigures(a: EarningFigures, b: EarningFigures): EarningFigures {
  return {
    gross: a.gross + b.gross,
    fee: a.fee + b.fee,
    gst: a.gst + b.gst,
    credit: a.credit + b.credit,
    refund: a.refund + b.refund,
    net: a.net + b.net,
  };
}

const figuresOf = (rows: EarningFigures[]) => rows.reduce(addFigures, ZERO_FIGURES);

/** The first and last night of a period of whole months. */
export function periodDates(from: YearMonth, to: YearMonth): { first: IsoDate; last: IsoDate } {
  return { first: `${from}-01`, last: addDays(`${nextMonth(to)}-01`, -1) };
}

export function nextMonth(month: YearMonth): YearMonth {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The months from `from` to `to`, both included. */
export function monthsBetween(from: YearMonth, to: YearMonth): YearMonth[] {
  const months: YearMonth[] = [];
  for (let m = from; m <= to && months.length <= MAX_PERIOD_MONTHS * 4; m = nextMonth(m)) months.push(m);
  return months;
}

/** A valid period: whole months, from ≤ to, at most MAX_PERIOD_MONTHS. */
export function isValidPeriod(from: YearMonth, to: YearMonth): boolean {
  const month = /^\d{4}-(0[1-9]|1[0-2])$/;
  return (
    month.test(from) && month.test(to) && from <= to && monthsBetween(from, to).length <= MAX_PERIOD_MONTHS
  );
}

/** Nights sold: nights of a charged payment that were not cancelled. */
export const isSold = (night: { status: string }) => night.status !== 'cancelled';

export type MonthEarnings = EarningFigures & { month: YearMonth; nightsSold: number; paidOut: number };
export type PropertyEarnings = EarningFigures & {
  locationId: number;
  locationName: string;
  nightsSold: number;
};
export type SiteOccupancy = EarningSite & {
  nightsSold: number;
  /** Spaces × days of the period, for a site still offered; 0 for a deleted one (decision 050). */
  nightsOffered: number;
};
export type EarningsSummary = {
  from: YearMonth;
  to: YearMonth;
  months: MonthEarnings[];
  properties: PropertyEarnings[];
  sites: SiteOccupancy[];
  totals: EarningFigures & { nightsSold: number; paidOut: number };
  payouts: EarningPayout[];
};

/** The period's figures by month, by property, and each site's occupancy. */
export function summariseEarnings(input: {
  from: YearMonth;
  to: YearMonth;
  nights: NightEarning[];
  payouts: EarningPayout[];
  sites: EarningSite[];
}): EarningsSummary {
  const { first, last } = periodDates(input.from, input.to);
  const nights = input.nights.filter((n) => n.date >= first && n.date <= last);
  const payouts = input.payouts.filter((p) => p.date >= first && p.date <= last);
  const byMonth = groupBy(nights, (n) => n.date.slice(0, 7));
  const payoutsByMonth = groupBy(payouts, (p) => p.date.slice(0, 7));
  const months = monthsBetween(input.from, input.to).map((month) => {
    const rows = byMonth.get(month) ?? [];
    return {
      month,
      ...figuresOf(rows),
      nightsSold: rows.filter(isSold).length,
      paidOut: (payoutsByMonth.get(month) ?? []).reduce((total, p) => total + p.amount, 0),
    };
  });
  const properties = [...groupBy(nights, (n) => n.locationId)].map(([locationId, rows]) => ({
    locationId,
    locationName: rows[0]!.locationName,
    ...figuresOf(rows),
    nightsSold: rows.filter(isSold).length,
  }));
  properties.sort((a, b) => a.locationName.localeCompare(b.locationName) || a.locationId - b.locationId);
  const days = daysBetween(first, last) + 1;
  const soldBySite = groupBy(nights.filter(isSold), (n) => n.siteId);
  const sites = input.sites
    .filter((s) => s.active || soldBySite.has(s.siteId))
    .map((s) => ({
      ...s,
      nightsSold: soldBySite.get(s.siteId)?.length ?? 0,
      nightsOffered: s.active ? s.spaces * days : 0,
    }));
  return {
    from: input.from,
    to: input.to,
    months,
    properties,
    sites,
    totals: {
      ...figuresOf(nights),
      nightsSold: nights.filter(isSold).length,
      paidOut: payouts.reduce((total, p) => total + p.amount, 0),
    },
    payouts,
  };
}

/** Occupancy as a whole percentage, or null when nothing was offered. */
export function occupancyPercent(site: { nightsSold: number; nightsOffered: number }): number | null {
  if (site.nightsOffered <= 0) return null;
  return Math.round((site.nightsSold * 100) / site.nightsOffered);
}
