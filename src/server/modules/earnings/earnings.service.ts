// A host's earnings and occupancy (issue 28, decision 050): read-only, from the ledger. The nights
// come from the bookings module, the sites from locations, the money from the ledger's read side and
// the payouts (brought up to date first) from payouts; the arithmetic is src/domain/earnings.ts.

import { addDays, todayInAuckland } from '../../../domain/dates';
import {
  nightEarnings,
  periodDates,
  summariseEarnings,
  type EarningPayout,
  type EarningsSummary,
  type NightEarning,
} from '../../../domain/earnings';
import { earningsCsv, earningsCsvFilename } from '../../../domain/earnings-csv';
import { startOfAucklandDay } from '../../../domain/payouts';
import type { EarningsQuery } from '../../../domain/schemas/earnings';
import type { Viewer } from '../../../domain/roles';
import * as bookings from '../bookings/bookings.service';
import * as ledger from '../ledger/ledger.service';
import * as locations from '../locations/locations.service';
import { syncPayouts, type PayoutsDeps } from '../payouts/payouts.service';
import { reachableUser } from '../users/users.service';

type SignedIn = NonNullable<Viewer>;

export type EarningsDeps = Pick<PayoutsDeps, 'db' | 'payments'>;

type Period = { nights: NightEarning[]; payouts: EarningPayout[]; hostId: string };

/** The host's nights and payouts of the period; someone else's record answers 404 (users.notFound). */
async function readPeriod(
  deps: EarningsDeps,
  viewer: SignedIn,
  hostId: string,
  q: EarningsQuery,
): Promise<Period> {
  const host = await reachableUser(deps.db, viewer, hostId);
  // Payouts the provider made since the ledger last heard; the figures are the ledger's either way,
  // so a provider that does not answer leaves the payouts as last recorded rather than the page down.
  await syncPayouts(deps, host).catch(() => 0);
  const { first, last } = periodDates(q.from, q.to);
  const nights = await bookings.hostEarningNights(deps.db, host.id, first, last);
  const rows = await ledger.rowsOfPayments(deps.db, [...new Set(nights.map((n) => n.paymentId))]);
  const earned = nightEarnings(nights, rows).filter((n) => n.date >= first && n.date <= last);
  const payoutRows = await ledger.payoutsBetween(
    deps.db,
    host.id,
    startOfAucklandDay(first),
    startOfAucklandDay(addDays(last, 1)),
  );
  const payouts = payoutRows.map((p) => ({
    date: todayInAuckland(p.createdAt),
    amount: -p.amount,
    reference: p.providerReference ?? '',
  }));
  return { nights: earned, payouts, hostId: host.id };
}

/** GET /v1/users/{id}/earnings: by month, by property, and each site's occupancy. */
export async function getEarnings(
  deps: EarningsDeps,
  viewer: SignedIn,
  hostId: string,
  q: EarningsQuery,
): Promise<EarningsSummary> {
  const period = await readPeriod(deps, viewer, hostId, q);
  const sites = await locations.hostSites(deps.db, period.hostId);
  return summariseEarnings({ from: q.from, to: q.to, nights: period.nights, payouts: period.payouts, sites });
}

/** GET /v1/users/{id}/earnings/csv: one row per night or payout of the period. */
export async function earningsCsvFile(
  deps: EarningsDeps,
  viewer: SignedIn,
  hostId: string,
  q: EarningsQuery,
): Promise<{ filename: string; body: string }> {
  const period = await readPeriod(deps, viewer, hostId, q);
  return { filename: earningsCsvFilename(q.from, q.to), body: earningsCsv(period.nights, period.payouts) };
}
