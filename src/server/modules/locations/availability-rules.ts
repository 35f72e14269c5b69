// The stored form of a host's availability rules (availability_rules rows), both ways, and a site
// with its rules. No SQL: the bookings and calendar-sync repositories read these rows too (the sites
// a reservation locks, an import's closures), and map them here rather than through
// locations.repository (issue 32).

import type { AvailabilityRule } from '../../../domain/availability';
import type { availabilityRules, sites } from '../../db/schema';

export type SiteWithRules = typeof sites.$inferSelect & { availabilityRules: AvailabilityRule[] };

/** The row that stores a rule of a site, at its place in the site's list. */
export function availabilityRuleRow(
  siteId: number,
  rule: AvailabilityRule,
  position: number,
): typeof availabilityRules.$inferInsert {
  return {
    siteId,
    type: rule.type,
    dateFrom: rule.dates?.from ?? null,
    dateTo: rule.dates?.to ?? null,
    days: rule.days ?? null,
    months: rule.months ?? null,
    price: rule.price ?? null,
    spaces: rule.spaces,
    description: rule.description ?? null,
    position,
  };
}

/** A stored rule as the domain reads it. */
export function toAvailabilityRule(r: typeof availabilityRules.$inferSelect): AvailabilityRule {
  return {
    type: r.type as AvailabilityRule['type'],
    dates: r.dateFrom && r.dateTo ? { from: r.dateFrom, to: r.dateTo } : null,
    days: (r.days ?? null) as AvailabilityRule['days'],
    months: (r.months ?? null) as AvailabilityRule['months'],
    price: r.price,
    spaces: r.spaces,
    description: r.description,
  };
}
