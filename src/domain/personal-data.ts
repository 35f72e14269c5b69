// Personal data a person controls (issue 31, decision 058): what "Download my data" holds, what
// stops "Delete my account", what a deleted account becomes, and how long what law requires is kept.
// Pure: the server assembles the export and applies the deletion; the web shows the summary.

import { addDays, type IsoDate } from './dates';

/** The name a deleted person's records show to everyone else (threads, reviews, receipts, the ledger). */
export const DELETED_USER_NAME = 'Deleted user';

/** A deleted account's email: unique (the column is), never deliverable (.invalid, RFC 2606). */
export const deletedUserEmail = (userId: string) => `deleted-${userId.toLowerCase()}@deleted.invalid`;

/** The export's categories, in the order the summary lists them. */
export const EXPORT_CATEGORIES = [
  'profile',
  'signIns',
  'vehicles',
  'staysAsGuest',
  'staysAsHost',
  'properties',
  'reviewsWritten',
  'reviewsReceived',
  'messageThreads',
  'payments',
  'ledger',
  'payouts',
  'affiliate',
  'contactMessages',
  'uploads',
] as const;
export type ExportCategory = (typeof EXPORT_CATEGORIES)[number];

/** How many records each category of an export holds (the profile and consent count as one). */
export function exportCounts(data: Record<string, unknown>): Record<ExportCategory, number> {
  const count = (value: unknown): number => {
    if (Array.isArray(value)) return value.length;
    if (value && typeof value === 'object') {
      return Object.values(value).reduce<number>((sum, v) => sum + (Array.isArray(v) ? v.length : 0), 0);
    }
    return 0;
  };
  const counts = {} as Record<ExportCategory, number>;
  for (const category of EXPORT_CATEGORIES) {
    counts[category] = category === 'profile' ? (data.profile ? 1 : 0) : count(data[category]);
  }
  return counts;
}

/** The export's file name: `stopover-data-<date>.json`, the date in New Zealand. */
export const exportFileName = (today: IsoDate) => `stopover-data-${today}.json`;

// ---- What stops a deletion ----

/** A night that may still hold a stay: not cancelled (booked, or waiting for its host's answer). */
export type OpenNight = {
  paymentId: string | null;
  locationName: string;
  date: IsoDate;
  /** Whose stay it is for the person deleting: their own, or a guest's at their property. */
  role: 'guest' | 'host';
};

export type UpcomingStay = {
  paymentId: string | null;
  locationName: string;
  arrival: IsoDate;
  departure: IsoDate;
  role: 'guest' | 'host';
};

/**
 * The stays that have not ended by `today` (their last night is today or later), one per payment and
 * role, soonest first. A stay whose last night was last night has ended: its guest leaves this morning.
 */
export function upcomingStays(nights: readonly OpenNight[], today: IsoDate): UpcomingStay[] {
  const byStay = new Map<string, UpcomingStay>();
  for (const night of nights) {
    const key = `${night.role}:${night.paymentId ?? night.locationName + night.date}`;
    const stay = byStay.get(key);
    const departure = addDays(night.date, 1);
    if (!stay) {
      byStay.set(key, { ...night, arrival: night.date, departure });
    } else {
      if (night.date < stay.arrival) stay.arrival = night.date;
      if (departure > stay.departure) stay.departure = departure;
    }
  }
  return [...byStay.values()]
    .filter((stay) => stay.departure > today)
    .map(({ paymentId, locationName, arrival, departure, role }) => ({
      paymentId,
      locationName,
      arrival,
      departure,
      role,
    }))
    .sort((a, b) => (a.arrival < b.arrival ? -1 : a.arrival > b.arrival ? 1 : 0));
}

/** Money the payment provider still holds for the person: not paid out to their bank yet. */
export type UnpaidPayout = { kind: 'available' | 'pending'; amount: number; currency: string };

/** The text of the deletion refusal's `stays` parameter: one stay a line, as the web lists them. */
export const staysParam = (stays: readonly UpcomingStay[]) =>
  stays.map((s) => `${s.locationName} (${s.arrival} – ${s.departure})`).join('; ');

// ---- What is kept, and for how long (the privacy page's table; decision 058) ----

/** The privacy page's section "What we keep and for how long" (an anchor the account page links to). */
export const RETENTION_ANCHOR = 'what-we-keep';

export type Retention = { category: string; kept: string; why: string };

/** The retention table, in English: the content seed writes it into the privacy page. */
export const RETENTION: readonly Retention[] = [
  {
    category: 'Profile, vehicles and certificates, sign-in methods and sessions, uploads',
    kept: 'Until you delete your account; then erased at once',
    why: 'Privacy Act 2020, IPP 9 (kept no longer than needed)',
  },
  {
    category: 'Payments, refunds, the ledger, payouts, receipts and GST records',
    kept: '7 years after the end of the tax year they belong to; your name is replaced by "Deleted user"',
    why: 'Tax Administration Act 1994, s 22; Goods and Services Tax Act 1985, s 75 (records kept 7 years)',
  },
  {
    category: 'Stays (dates, place, price) behind those payments',
    kept: '7 years, with the payments they explain; without your name, vehicle or contact details',
    why: 'Tax Administration Act 1994, s 22',
  },
  {
    category: 'Messages with a host or guest',
    kept: 'Kept for the other person, who was part of the conversation; your name becomes "Deleted user"',
    why: 'Privacy Act 2020, IPP 9; the other person’s own record',
  },
  {
    category: 'Reviews you wrote of a place',
    kept: 'Kept with the place’s rating, shown as by "Deleted user"',
    why: 'The place’s rating is public information other guests rely on',
  },
  {
    category: 'Reviews and no-show marks about you as a guest',
    kept: 'Erased when you delete your account',
    why: 'Privacy Act 2020, IPP 9',
  },
  {
    category: 'Administrators’ audit trail about your account',
    kept: '7 years, as evidence of how money and accounts were handled',
    why: 'Tax Administration Act 1994, s 22; Privacy Act 2020, IPP 5 (security)',
  },
];
