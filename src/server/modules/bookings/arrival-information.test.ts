// Arrival information (issue 26, decision 040) on a real app and database: the host writes it with
// the property; GET /v1/locations/{id} gives it to the host and administrators only; GET /v1/bookings
// gives it to the booked guest alone, from 48 hours before arriving; the reminder job queues one
// email per stay, in the guest's language, however many copies run it. The times are the host's
// (decision 045): a property that checks in at 15:00 opens the window and sends the reminder at 15:00.

import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aucklandTimeOn, instructionsVisibleFrom, MAX_ARRIVAL_INSTRUCTIONS } from '../../../domain/arrival';
import { addDays, formatDisplayDate, todayInAuckland } from '../../../domain/dates';
import { DEFAULT_STAY_RULES } from '../../../domain/stay-rules';
import type { BookingList, BookingRowDto } from '../../../domain/schemas/booking-list';
import { bookings, emailOutbox, payments, users } from '../../db/schema';
import { signUp, type Actor } from '../../testing/actors';
import { createLocation } from '../../testing/fixtures';
import { apiHostWithAccount, signedInGuestWithCard } from '../../testing/payments';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { sendArrivalReminders } from './arrival-reminders';
import { listBookings } from './stays.service';

let t: TestContext;
let host: Actor;
let admin: Actor;
let guest: Actor;
let otherGuest: Actor;
let propertyId: number;
let siteId: number;
const GATE = 'Gate code 4321.\nPark by the woolshed; quiet after 22:00.';
const today = todayInAuckland();
const night = (offset: number) => addDays(today, offset);
const HOUR = 3_600_000;
/** Gatehouse Farm sets no host rules: check-in at the default 14:00. */
const opensAt = (firstNight: string) => instructionsVisibleFrom(firstNight, DEFAULT_STAY_RULES.checkInTime);

beforeAll(async () => {
  t = await createTestApp();
  host = await apiHostWithAccount(t, 'arrival-host@example.test');
  await t.database.db
    .update(users)
    .set({ firstName: 'Hine', lastName: 'Host', accountValid: true })
    .where(eq(users.id, host.id));
  admin = await signUp(t, 'arrival-admin@example.test', { roles: ['administrator'] });
  guest = await signedInGuestWithCard(t, 'arrival-guest@example.test');
  otherGuest = await signedInGuestWithCard(t, 'arrival-other@example.test');
  const loc = await createLocation(t.database.db, {
    ownerId: host.id,
    name: 'Gatehouse Farm',
    address: '7 Gate Road',
    postcode: '3295',
    propertyType: 'Farm',
    directions: 'Second gate on the left.',
    sites: [{ name: 'Paddock', spaces: 3, price: 2000 }],
  });
  propertyId = loc.id;
  siteId = loc.sites[0]!.id;
});
afterAll(() => t.close());

const detail = (who?: Actor) =>
  t.app.inject({ url: `/v1/locations/${propertyId}`, headers: who ? who.headers : {} });

async function saveInstructions(value: string | null | undefined) {
  const read = (await detail(host)).json();
  const { arrivalInstructions: _dropped, ...rest } = read;
  const body = value === undefined ? rest : { ...rest, arrivalInstructions: value };
  return t.app.inject({
    method: 'PUT',
    url: `/v1/locations/${propertyId}`,
    headers: host.headers,
    payload: body,
  });
}

const book = (who: Actor, dates: string[]) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/locations/${propertyId}/bookings`,
    headers: { ...who.headers, 'idempotency-key': randomUUID() },
    payload: { bookings: dates.map((date) => ({ siteId, date })) },
  });

const myNights = async (who: Actor, query = '') =>
  (await t.app.inject({ url: `/v1/bookings${query}`, headers: who.headers })).json<BookingList>().items;

describe('the host writes arrival instructions with the property', () => {
  it('saves them, keeps them when a save leaves them out, and refuses more than 2,000 characters', async () => {
    expect((await saveInstructions(GATE)).statusCode).toBe(200);
    expect((await detail(host)).json().arrivalInstructions).toBe(GATE);
    // A client that does not know the field (the spec's PUT) keeps what the host wrote.
    expect((await saveInstructions(undefined)).statusCode).toBe(200);
    expect((await detail(host)).json().arrivalInstructions).toBe(GATE);
    const tooLong = await saveInstructions('x'.repeat(MAX_ARRIVAL_INSTRUCTIONS + 1));
    expect(tooLong.statusCode).toBe(400);
    expect((await detail(host)).json().arrivalInstructions).toBe(GATE);
  });

  it('clears them with an empty text', async () => {
    expect((await saveInstructions('  ')).statusCode).toBe(200);
    expect((await detail(host)).json().arrivalInstructions).toBeNull();
    expect((await saveInstructions(GATE)).statusCode).toBe(200);
  });

  it('shows them in the property to its host and administrators, to nobody else', async () => {
    expect((await detail(host)).json().arrivalInstructions).toBe(GATE);
    expect((await detail(admin)).json().arrivalInstructions).toBe(GATE);
    // Lists of properties never carry them, not even an administrator's.
    for (const [who, url] of [
      [admin, '/v1/admin/locations?limit=100'],
      [undefined, '/v1/locations?lat=-41.29&lng=174.78&limit=100'],
      [host, `/v1/users/${host.id}/properties`],
    ] as const) {
      const res = await t.app.inject({ url, headers: who ? who.headers : {} });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('4321');
    }
    for (const who of [undefined, guest, otherGuest]) {
      const res = await detail(who);
      expect(res.statusCode).toBe(200);
      expect(res.json().arrivalInstructions).toBeNull();
      expect(res.body).not.toContain('4321');
    }
  });
});

describe('My Trips', () => {
  let soon: BookingRowDto[];
  let later: BookingRowDto[];

  beforeAll(async () => {
    // Tomorrow's stay is always inside its 48 hours; one in ten days never is.
    const res = await book(guest, [night(1), night(2)]);
    expect(res.statusCode, res.body).toBe(201);
    expect((await book(guest, [night(10)])).statusCode).toBe(201);
    const nights = await myNights(guest);
    soon = nights.filter((n) => n.date <= night(2));
    later = nights.filter((n) => n.date === night(10));
  });

  it('gives the booked guest the instructions from 48 hours before arriving', () => {
    expect(soon).toHaveLength(2);
    for (const n of soon)
      expect(n).toMatchObject({ arrivalInstructions: GATE, arrivalInstructionsLater: false });
  });

  it('only says "later" for a stay further away', () => {
    expect(later).toHaveLength(1);
    expect(later[0]).toMatchObject({ arrivalInstructions: null, arrivalInstructionsLater: true });
  });

  it('gives them the second the window opens, not a second before (an injected clock)', async () => {
    const opens = opensAt(night(10));
    const at = async (now: Date) =>
      (await listBookings(t.database.db, { userId: guest.id, roles: [] } as never, {}, now)).items.find(
        (n) => n.date === night(10),
      )!;
    expect((await at(new Date(opens.getTime() - 1000))).arrivalInstructions).toBeNull();
    expect((await at(opens)).arrivalInstructions).toBe(GATE);
  });

  it('never gives them to the host’s or an administrator’s list of the nights, or to another guest', async () => {
    const lists = [
      await t.app.inject({ url: `/v1/bookings?host=${host.id}`, headers: host.headers }),
      await t.app.inject({ url: `/v1/bookings?location=${propertyId}`, headers: admin.headers }),
      await t.app.inject({ url: `/v1/bookings?guest=${guest.id}`, headers: admin.headers }),
      await t.app.inject({ url: '/v1/bookings', headers: otherGuest.headers }),
    ];
    for (const res of lists) {
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('4321');
    }
    // Another guest cannot ask for this guest's nights at all.
    const theirs = await t.app.inject({ url: `/v1/bookings?guest=${guest.id}`, headers: otherGuest.headers });
    expect(theirs.statusCode).toBe(404);
  });

  it('gives nothing for a cancelled stay', async () => {
    const res = await book(otherGuest, [night(1)]);
    expect(res.statusCode).toBe(201);
    await t.database.db
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(and(eq(bookings.guestId, otherGuest.id), eq(bookings.date, night(1))));
    const nights = await myNights(otherGuest);
    for (const n of nights)
      expect(n).toMatchObject({ arrivalInstructions: null, arrivalInstructionsLater: false });
  });
});

describe('the arrival reminder', () => {
  let reminded: Actor;
  const deps = () => ({ db: t.database.db, emailFrom: t.config.emailFrom });
  const mailTo = (email: string) =>
    t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, email), like(emailOutbox.subject, '%Gatehouse%')));

  /** A stay inserted as the booking flow leaves it (a confirmed payment, accepted nights). */
  async function stay(
    who: Actor,
    dates: string[],
    { paymentStatus = 'confirmed', nightStatus = 'accepted', at = { propertyId, siteId } } = {},
  ) {
    const [payment] = await t.database.db
      .insert(payments)
      .values({
        guestId: who.id,
        locationId: at.propertyId,
        hostId: host.id,
        status: paymentStatus as 'confirmed',
        amount: 2000 * dates.length,
        idempotencyKey: `arrival-test:${randomUUID()}`,
        requestStatus: paymentStatus === 'authorised' ? 'requested' : null,
      })
      .returning();
    for (const date of dates) {
      await t.database.db.insert(bookings).values({
        paymentId: payment!.id,
        locationId: at.propertyId,
        siteId: at.siteId,
        guestId: who.id,
        hostId: host.id,
        date,
        price: 2000,
        paid: paymentStatus === 'confirmed',
        status: nightStatus as 'accepted',
      });
    }
    return payment!;
  }

  beforeAll(async () => {
    reminded = await signUp(t, `arrival-reminded-${randomUUID().slice(0, 8)}@example.test`);
    await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, reminded.id));
  });

  it('is queued once, at 48 hours before the arrival, in the guest’s language', async () => {
    const first = addDays(today, 20);
    await stay(reminded, [first, addDays(first, 1)]);
    const opens = opensAt(first);
    await sendArrivalReminders(deps(), new Date(opens.getTime() - 1000));
    expect(await mailTo(reminded.email)).toHaveLength(0);

    await sendArrivalReminders(deps(), opens);
    await sendArrivalReminders(deps(), new Date(opens.getTime() + HOUR));
    const mail = await mailTo(reminded.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Arrivée à Gatehouse Farm le ${formatDisplayDate(first)}`);
    expect(mail[0]!.text).toContain('Instructions d’arrivée de votre hôte');
    expect(mail[0]!.text).toContain('Gate code 4321.');
    expect(mail[0]!.text).toContain('Park by the woolshed; quiet after 22:00.');
    expect(mail[0]!.text).toContain('7 Gate Road');
    expect(mail[0]!.text).toContain(formatDisplayDate(addDays(first, 2)));
    expect(mail[0]!.html).toContain('<p>Gate code 4321.</p>');
  });

  it('is queued once when several server copies run the job at the same moment', async () => {
    const who = await signUp(t, `arrival-race-${randomUUID().slice(0, 8)}@example.test`);
    const first = addDays(today, 25);
    await stay(who, [first]);
    const opens = opensAt(first);
    const counts = await Promise.all(
      Array.from({ length: 6 }, () => sendArrivalReminders(deps(), new Date(opens.getTime() + 60_000))),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await mailTo(who.email)).toHaveLength(1);
  });

  it('reminds each stay of a payment whose nights are apart, each at its own time', async () => {
    const who = await signUp(t, `arrival-two-${randomUUID().slice(0, 8)}@example.test`);
    const [a, b] = [addDays(today, 30), addDays(today, 34)];
    await stay(who, [a, b]);
    await sendArrivalReminders(deps(), opensAt(a));
    expect(await mailTo(who.email)).toHaveLength(1);
    await sendArrivalReminders(deps(), new Date(opensAt(b).getTime() - 1000));
    expect(await mailTo(who.email)).toHaveLength(1);
    await sendArrivalReminders(deps(), opensAt(b));
    const mail = await mailTo(who.email);
    expect(mail).toHaveLength(2);
    expect(mail.map((m) => m.subject).sort()).toEqual(
      [formatDisplayDate(a), formatDisplayDate(b)].map((d) => `Arriving at Gatehouse Farm on ${d}`).sort(),
    );
  });

  it('sends nothing for a cancelled stay, a request waiting for its host, or a stay already begun', async () => {
    const who = await signUp(t, `arrival-none-${randomUUID().slice(0, 8)}@example.test`);
    const first = addDays(today, 40);
    await stay(who, [first], { nightStatus: 'cancelled' });
    await stay(who, [addDays(first, 2)], { paymentStatus: 'authorised', nightStatus: 'pending' });
    await stay(who, [addDays(first, 4)]);
    for (const date of [first, addDays(first, 2)]) {
      await sendArrivalReminders(deps(), opensAt(date));
    }
    // The third stay, first seen by the job the morning after its first night: too late.
    await sendArrivalReminders(deps(), new Date(`${addDays(first, 5)}T00:00:00Z`));
    expect(await mailTo(who.email)).toHaveLength(0);
  });
  describe('at a property whose check-in is 15:00 (and whose site checks out at 11:30)', () => {
    let late: { propertyId: number; siteId: number };
    const lateMail = (email: string) =>
      t.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, email), like(emailOutbox.subject, '%Late Gate%')));

    beforeAll(async () => {
      const loc = await createLocation(t.database.db, {
        ownerId: host.id,
        name: 'Late Gate Farm',
        address: '9 Late Road',
        arrivalInstructions: 'Gate opens at three.',
        stayRules: { checkInTime: '15:00' },
        sites: [{ name: 'Orchard', price: 2000, stayRules: { checkOutTime: '11:30' } }],
      });
      late = { propertyId: loc.id, siteId: loc.sites[0]!.id };
    });

    it('sends the reminder 48 hours before 15:00, not before 14:00, and says 15:00 and 11:30', async () => {
      const who = await signUp(t, `arrival-late-${randomUUID().slice(0, 8)}@example.test`);
      const first = addDays(today, 50);
      await stay(who, [first, addDays(first, 1)], { at: late });
      const opens = instructionsVisibleFrom(first, '15:00');
      expect(opens.getTime() - opensAt(first).getTime()).toBe(HOUR);
      await sendArrivalReminders(deps(), opensAt(first));
      await sendArrivalReminders(deps(), new Date(opens.getTime() - 1000));
      expect(await lateMail(who.email)).toHaveLength(0);
      await sendArrivalReminders(deps(), opens);
      const mail = await lateMail(who.email);
      expect(mail).toHaveLength(1);
      expect(mail[0]!.text).toContain(
        `you arrive on ${formatDisplayDate(first)} from 15:00 and leave on ${formatDisplayDate(addDays(first, 2))} by 11:30`,
      );
    });

    it('shows the booked guest the instructions from 48 hours before 15:00 until 11:30 after the stay', async () => {
      const who = await signUp(t, `arrival-late-list-${randomUUID().slice(0, 8)}@example.test`);
      const first = addDays(today, 60);
      await stay(who, [first], { at: late });
      const at = async (now: Date) =>
        (await listBookings(t.database.db, { userId: who.id, roles: [] } as never, {}, now)).items[0]!;
      const opens = instructionsVisibleFrom(first, '15:00');
      expect(await at(new Date(opens.getTime() - 1000))).toMatchObject({
        arrivalInstructions: null,
        arrivalInstructionsLater: true,
      });
      expect((await at(opens)).arrivalInstructions).toBe('Gate opens at three.');
      const closes = aucklandTimeOn(addDays(first, 1), '11:30');
      expect((await at(new Date(closes.getTime() - 1000))).arrivalInstructions).toBe('Gate opens at three.');
      expect((await at(closes)).arrivalInstructions).toBeNull();
    });
  });
});
