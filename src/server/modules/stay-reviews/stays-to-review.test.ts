// Guest Bookings' stays to review (issue 27, decision 043) on a real database: the host's nights of
// the review window (`staysToReviewNights`), asked of GET /v1/bookings as the page asks, give every
// stay the host may still review or mark as a no-show, including those that ended more than the
// table's week ago, and only those. Each stay's reviews then name its whole dates.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, todayInAuckland } from '../../../domain/dates';
import type { BookingList, BookingRowDto } from '../../../domain/schemas/booking-list';
import type { StayReviews } from '../../../domain/schemas/stay-reviews';
import { staysToReview, staysToReviewNights } from '../../../domain/stay-reviews';
import { users } from '../../db/schema';
import { createPaidStay, type User } from '../../testing/payments';
import { signUp, type Actor } from '../../testing/actors';
import { createTestApp, type TestContext } from '../../testing/test-app';

let t: TestContext;
let host: Actor;
const today = todayInAuckland();
type PaidStay = Awaited<ReturnType<typeof createPaidStay>>;
const stays: Record<
  'endedNineDaysAgo' | 'windowClosed' | 'arrivedYesterday' | 'arrivesToday' | 'long',
  PaidStay
> = {} as never;

const userRow = async (actor: Actor): Promise<User> =>
  (await t.database.db.select().from(users).where(eq(users.id, actor.id)))[0]!;

/** Every page of the host's nights in the review window, as Guest Bookings asks for them. */
async function nightsToReview(): Promise<BookingRowDto[]> {
  const nights: BookingRowDto[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ host: host.id, ...staysToReviewNights(today) });
    if (cursor) query.set('cursor', cursor);
    const res = await t.app.inject({ method: 'GET', url: `/v1/bookings?${query}`, headers: host.headers });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as BookingList;
    nights.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return nights;
}

beforeAll(async () => {
  t = await createTestApp();
  host = await signUp(t, 'to-review-host@example.test', { firstName: 'Hana', accountValid: true });
  const guest = await userRow(await signUp(t, 'to-review-guest@example.test', { firstName: 'Gwen' }));
  const hostRow = await userRow(host);
  const stay = (firstNight: string, nights: number) =>
    createPaidStay(t.database.db, {
      guest,
      host: hostRow,
      prices: Array.from({ length: nights }, () => 2000),
      firstNight,
    });
  stays.endedNineDaysAgo = await stay(addDays(today, -11), 2);
  stays.windowClosed = await stay(addDays(today, -20), 5);
  stays.arrivedYesterday = await stay(addDays(today, -1), 3);
  stays.arrivesToday = await stay(today, 2);
  // 26 nights that began before the window's first night and ended 4 days ago.
  stays.long = await stay(addDays(today, -30), 26);
});
afterAll(() => t.close());

describe('stays to review', () => {
  it('offers every stay whose review window is open, also those that ended more than a week ago', async () => {
    const offered = staysToReview(await nightsToReview(), today);
    const offeredLocations = offered.map((s) => s.locationId).sort((a, b) => a - b);
    expect(offeredLocations).toEqual(
      [stays.endedNineDaysAgo, stays.arrivedYesterday, stays.long]
        .map((s) => s.location.id)
        .sort((a, b) => a - b),
    );
    const nineDays = offered.find((s) => s.locationId === stays.endedNineDaysAgo.location.id)!;
    expect(nineDays.dateOfArrival).toBe(addDays(today, -11));
    expect(nineDays.dateOfDeparture).toBe(addDays(today, -9));
  });

  it('names a stay that began before the window by its whole dates, through its reviews', async () => {
    const offered = staysToReview(await nightsToReview(), today);
    const long = offered.find((s) => s.locationId === stays.long.location.id)!;
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/bookings/stays/${long.key}/reviews`,
      headers: host.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json() as StayReviews).toMatchObject({
      arrival: addDays(today, -30),
      departure: addDays(today, -4),
      side: 'host',
      state: 'open',
    });
  });
});
