// The admin overview (issue 11): what an operator looks at first, over the last 30 days.

import { addDays, todayInAuckland } from '../../../domain/dates';
import {
  OVERVIEW_DAYS,
  OVERVIEW_FIGURES,
  type AdminOverview,
  type OverviewTotals,
} from '../../../domain/schemas/admin-overview';
import type { Db } from '../../db/client';
import * as repo from './overview.repository';

/** The last OVERVIEW_DAYS days up to today (Pacific/Auckland), day by day, with their totals. */
export async function getOverview(db: Db, now: Date = new Date()): Promise<AdminOverview> {
  const to = todayInAuckland(now);
  const from = addDays(to, -(OVERVIEW_DAYS - 1));
  const days = await repo.overviewByDay(db, from, to);
  const totals = Object.fromEntries(
    OVERVIEW_FIGURES.map((figure) => [figure, days.reduce((sum, d) => sum + d[figure], 0)]),
  ) as OverviewTotals;
  return { from, to, days, totals };
}
