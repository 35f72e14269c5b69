import type { Locator, Page } from '@playwright/test';
import { formatDisplayDate, weekdayOf, type IsoDate } from '../src/domain/dates';
import { formatCents } from '../src/domain/money';

// The location page's booking calendar, as the journeys that select nights on it see it, and the
// property editor's preview of it, as its host sees it.

/** A night of GET /v1/locations/{id}/availability. */
export type CalendarNight = { date: IsoDate; state: string; price: number };
/** A site of GET /v1/locations/{id}/availability. */
export type CalendarSite = { siteId: number; siteName: string; bookingMode: string; nights: CalendarNight[] };

/** A night's tile on the booking calendar, available or selected, named as a screen reader hears it. */
export function nightTile(page: Page, site: CalendarSite, night: CalendarNight) {
  const day = `${weekdayOf(night.date).slice(0, 3)} ${formatDisplayDate(night.date)}`;
  return page.getByRole('button', {
    name: new RegExp(
      `^${day}, ${site.siteName}, ${formatCents(night.price).replace('$', '\\$')} per motorhome, (available|selected)`,
    ),
  });
}

/**
 * A night's tile on a site's preview in the property editor (`scope`: the site's part of the form)
 * that a synced calendar blocks, named as a screen reader hears it: "Tue 24/11/2026, Paddock,
 * blocked by Airbnb". Its face says "Blocked by Airbnb".
 */
export function blockedTile(scope: Locator, siteName: string, date: IsoDate, calendar: string) {
  const day = `${weekdayOf(date).slice(0, 3)} ${formatDisplayDate(date)}`;
  return scope.getByTestId('calendar-preview').getByRole('listitem', {
    name: `${day}, ${siteName}, blocked by ${calendar}`,
    exact: true,
  });
}
