// The demo's calendar sync (issue 28, decision 047): the demo host's last property syncs an Airbnb
// calendar whose last good fetch, 7 minutes before the seed, blocked two nights three weeks on and
// one a week later. Nothing is fetched at start: the next fetch is due 15 minutes after the seed,
// and its address is under .invalid (RFC 2606), which never resolves, so the host then sees the
// failure beside the nights the last good fetch left.

import { addDays, type IsoDate } from '../../../domain/dates';
import type { Db } from '../client';
import { calendarImports } from '../schema';
import { storeGoodFetch } from '../../modules/calendar-sync/calendar-sync.repository';
import { SYNC_INTERVAL_MS } from '../../modules/calendar-sync/calendar-sync.service';

export const DEMO_CALENDAR_URL = 'https://calendar.airbnb-demo.invalid/calendar/ical/stopover-demo.ics';

/** The nights the demo's synced calendar blocks, from today. */
export const demoCalendarNights = (today: IsoDate) => [
  { from: addDays(today, 22), to: addDays(today, 23) },
  { from: addDays(today, 29), to: addDays(today, 29) },
];

export async function seedDemoCalendarSync(tx: Db, siteId: number, now: Date, today: IsoDate): Promise<void> {
  const [row] = await tx
    .insert(calendarImports)
    .values({
      siteId,
      name: 'Airbnb',
      url: DEMO_CALENDAR_URL,
      nextFetchAt: new Date(now.getTime() + SYNC_INTERVAL_MS),
      createdAt: new Date(now.getTime() - 86_400_000),
    })
    .returning();
  await storeGoodFetch(tx, row!, demoCalendarNights(today), new Date(now.getTime() - 7 * 60_000));
}
