// The demo's reviews both ways and no-shows (issue 27, decision 043), on stays of their own with the
// demo host: one stay long over with both reviews revealed, one that ended three days ago whose
// guest's review waits blind for the host's, one that began yesterday (the host may mark its guest as
// a no-show), and three the same guest never came to in the last months (three no-shows: their
// instant booking is paused until an administrator clears it). The host of the demo guest's past
// stay (demo.ts) has reviewed the guest, so the guest's review reveals both. demoReviewStays names
// the stays (booked by seedDemo with the others); seedDemoReviews writes the reviews and the
// no-shows once they exist. Both choose the same way, from the plans alone.

import { sql } from 'drizzle-orm';
import { addDays, type IsoDate } from '../../../domain/dates';
import { REVIEW_WINDOW_DAYS } from '../../../domain/stay-reviews';
import { queryRows, type Db } from '../client';

type Plan = { location: { ownerId?: string | null; status?: string | null }; reviews: { userId: string }[] };
type Kind = 'revealed' | 'waitingForHost' | 'arrivedYesterday' | 'noShow';
export type DemoReviewStay = {
  kind: Kind;
  guestId: string;
  property: number;
  site: number;
  firstNight: IsoDate;
  nights: number;
};

const REVIEWERS = Array.from({ length: 10 }, (_, i) => `demo-reviewer-${i + 1}`);
/** At most this many reviews of one demo property (demo.test holds them to it). */
const MAX_REVIEWS = 6;

/** The stays the demo's two-way reviews are about. */
export function demoReviewStays(today: IsoDate, plans: readonly Plan[]): DemoReviewStay[] {
  const stays: DemoReviewStay[] = [];
  const active = (i: number) => (plans[i]!.location.status ?? 'active') === 'active';
  const hostProperties = plans
    .map((p, i) => i)
    .filter((i) => plans[i]!.location.ownerId === 'demo-host' && active(i));
  const added = new Map<number, number>();
  /** A demo-host property with room for one more review, and a reviewer who has not reviewed it. */
  const pick = (skip: number[]) => {
    for (const property of hostProperties) {
      if (plans[property]!.reviews.length + (added.get(property) ?? 0) >= MAX_REVIEWS) continue;
      const guestId = REVIEWERS.find(
        (id) =>
          !skip.includes(REVIEWERS.indexOf(id)) && !plans[property]!.reviews.some((r) => r.userId === id),
      );
      if (guestId) return { property, guestId };
    }
    return null;
  };
  const revealed = pick([]);
  if (revealed) {
    added.set(revealed.property, 1);
    stays.push({ kind: 'revealed', ...revealed, site: 0, firstNight: addDays(today, -40), nights: 2 });
  }
  const waiting = pick(revealed ? [REVIEWERS.indexOf(revealed.guestId)] : []);
  if (waiting) {
    added.set(waiting.property, (added.get(waiting.property) ?? 0) + 1);
    stays.push({ kind: 'waitingForHost', ...waiting, site: 0, firstNight: addDays(today, -5), nights: 2 });
  }
  if (hostProperties.length) {
    const property = hostProperties[hostProperties.length - 1]!;
    stays.push({
      kind: 'arrivedYesterday',
      guestId: 'demo-reviewer-9',
      property,
      site: 0,
      firstNight: addDays(today, -1),
      nights: 2,
    });
    // Three no-shows within 12 months: the guest may only send requests to book.
    for (const daysAgo of [20, 75, 150]) {
      stays.push({
        kind: 'noShow',
        guestId: 'demo-reviewer-10',
        property: hostProperties[0]!,
        site: 0,
        firstNight: addDays(today, -daysAgo),
        nights: 1,
      });
    }
  }
  return stays;
}

const TEXTS: Record<
  Exclude<Kind, 'noShow' | 'arrivedYesterday'>,
  { place: [number, string]; guest: [number, string] | null }
> = {
  revealed: {
    place: [5, 'Warm welcome, flat spot by the orchard and fresh eggs in the morning.'],
    guest: [5, 'Friendly, quiet and left the site spotless. Welcome back any time.'],
  },
  waitingForHost: { place: [4, 'Lovely views; the track is steep after rain.'], guest: null },
};

/** Writes the demo's two-way reviews and its no-show, after the stays are booked. */
export async function seedDemoReviews(
  tx: Db,
  today: IsoDate,
  plans: readonly Plan[],
  locationIds: readonly number[],
  now: Date,
): Promise<void> {
  const touched = new Set<number>();
  for (const stay of demoReviewStays(today, plans)) {
    const locationId = locationIds[stay.property]!;
    const [host] = await queryRows<{ ownerId: string | null }>(
      tx,
      sql`select owner_id as "ownerId" from locations where id = ${locationId}`,
    );
    const arrival = stay.firstNight;
    const departure = addDays(arrival, stay.nights);
    const dayAfter = (date: IsoDate, days: number) => `${addDays(date, days)}T02:00:00Z`;
    if (stay.kind === 'noShow') {
      await tx.execute(
        sql`insert into no_shows (location_id, guest_id, host_id, arrival, note, created_at)
            values (${locationId}, ${stay.guestId}, ${host?.ownerId ?? null}, ${arrival}, ${'Never arrived and did not answer messages.'},
                    ${dayAfter(arrival, 1)}::timestamptz)`,
      );
      continue;
    }
    // Nothing to write yet: the stay began yesterday.
    if (stay.kind === 'arrivedYesterday') continue;
    const texts = TEXTS[stay.kind];
    const blind = texts.guest === null && addDays(departure, REVIEW_WINDOW_DAYS) > today;
    await tx.execute(
      sql`insert into reviews (location_id, user_id, rating, comment, created_at, stay_arrival, stay_departure, counted_in_rating)
          values (${locationId}, ${stay.guestId}, ${texts.place[0]}, ${texts.place[1]},
                  ${blind ? now.toISOString() : dayAfter(departure, 1)}::timestamptz, ${arrival}, ${departure}, ${!blind})`,
    );
    if (texts.guest) {
      await tx.execute(
        sql`insert into guest_reviews (location_id, guest_id, host_id, arrival, departure, rating, comment, created_at)
            values (${locationId}, ${stay.guestId}, ${host?.ownerId ?? null}, ${arrival}, ${departure},
                    ${texts.guest[0]}, ${texts.guest[1]}, ${dayAfter(departure, 2)}::timestamptz)`,
      );
    }
    touched.add(locationId);
  }
  // The host of the demo guest's past stay that still waits for their review (demo.ts) has reviewed
  // the guest already: when the guest reviews it from My Trips, both show at once.
  const [past] = await queryRows<{ locationId: number; hostId: string | null }>(
    tx,
    sql`select location_id as "locationId", host_id as "hostId" from bookings
         where guest_id = 'demo-guest' and date = ${addDays(today, -12)} order by id limit 1`,
  );
  if (past) {
    await tx.execute(
      sql`insert into guest_reviews (location_id, guest_id, host_id, arrival, departure, rating, comment, created_at)
          values (${past.locationId}, 'demo-guest', ${past.hostId}, ${addDays(today, -12)}, ${addDays(today, -10)},
                  5, ${'A pleasure to host: friendly, quiet and tidy.'}, ${addDays(today, -9)}::date + interval '3 hours')`,
    );
  }
  // The ratings as seedDemo writes them: the counted reviews' average to one decimal.
  for (const id of touched) {
    await tx.execute(
      sql`update locations l set
            rating = (select round(avg(r.rating)::numeric, 1)::real from reviews r where r.location_id = l.id and r.counted_in_rating),
            review_count = (select count(*) from reviews r where r.location_id = l.id and r.counted_in_rating)
          where l.id = ${id}`,
    );
  }
}
