// PUT /v1/bookings/{id}/status over the local payment provider and a real database (decision 018):
// a guest's refund follows the property's policy, a host's is in full; the ledger, the provider and
// the nights agree; refusals change nothing; a retry or a double click refunds once; a provider
// failure leaves the refund due until a retry or the sweeper finishes it; a lost booking request is
// finished by the sweeper.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { addDays, todayInAuckland } from '../../../domain/dates';
import type { CancellationPolicy } from '../../../domain/cancellation';
import { bookings, emailOutbox, ledgerEntries, localRefunds, payments, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { signUp, type Actor } from '../../testing/actors';
import { createLocation } from '../../testing/fixtures';
import { apiHostWithAccount, signedInGuestWithCard } from '../../testing/payments';
import { withFaults } from '../../testing/faulty-payments';
import { createBooking } from './booking-create.service';
import { cancelNights } from './booking-cancel.service';
import { sweepBookings, STALE_RESERVATION_MS } from './booking-sweeper';

let t: TestContext;
let host: Actor;
const today = todayInAuckland();
const night = (offset: number) => addDays(today, offset);
let seq = 0;
const unique = (what: string) => `${what}-${++seq}-${randomUUID().slice(0, 8)}@example.com`;

beforeAll(async () => {
  t = await createTestApp();
  host = await apiHostWithAccount(t, unique('cancel-host'));
  // A host is a user whose payout account is verified (spec section 6).
  await t.database.db.update(users).set({ accountValid: true }).where(eq(users.id, host.id));
});
afterAll(() => t.close());

const property = (policy: CancellationPolicy) =>
  createLocation(t.database.db, {
    ownerId: host.id,
    name: `Kiwi Paddock ${policy}`,
    cancellationPolicy: policy,
    sites: [
      { name: 'Riverside', spaces: 1, price: 2000 },
      { name: 'Orchard', spaces: 1, price: 3000 },
    ],
  });

type Stay = { ids: number[]; paymentId: string };
async function bookStay(
  guest: Actor,
  locationId: number,
  nights: { siteId: number; date: string }[],
): Promise<Stay> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/locations/${locationId}/bookings`,
    headers: { ...guest.headers, 'idempotency-key': randomUUID() },
    payload: { bookings: nights },
  });
  expect(res.statusCode, res.body).toBe(201);
  const stay = res.json() as { paymentId: string; bookings: { id: number }[] };
  return { paymentId: stay.paymentId, ids: stay.bookings.map((b) => b.id) };
}

const cancel = (who: Actor, id: number, payload: object = { status: 'cancelled' }) =>
  t.app.inject({ method: 'PUT', url: `/v1/bookings/${id}/status`, headers: who.headers, payload });

const nightsOf = (ids: number[]) =>
  t.database.db.select().from(bookings).where(inArray(bookings.id, ids)).orderBy(bookings.id);
const ledgerOf = (ids: number[]) =>
  t.database.db.select().from(ledgerEntries).where(inArray(ledgerEntries.bookingId, ids));

describe('a guest cancels', () => {
  it('gets everything back well ahead, the ledger and provider agree, both sides are told, the nights sell again', async () => {
    const loc = await property('moderate');
    const guest = await signedInGuestWithCard(t, unique('cancel-guest'));
    const [riverside, orchard] = loc.sites;
    const stay = await bookStay(guest, loc.id, [
      { siteId: riverside!.id, date: night(20) },
      { siteId: orchard!.id, date: night(21) },
    ]);
    const mailBefore = await t.database.db.select().from(emailOutbox);

    const res = await cancel(guest, stay.ids[0]!, { status: 'cancelled', nights: [stay.ids[1]] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ refund: 5000, cancelledBy: 'guest', cancellationPolicy: 'moderate' });
    expect(res.json().nights).toEqual([
      expect.objectContaining({
        status: 'cancelled',
        refunded: true,
        amountRefunded: 2000,
        refundPercent: 100,
      }),
      expect.objectContaining({
        status: 'cancelled',
        refunded: true,
        amountRefunded: 3000,
        refundPercent: 100,
      }),
    ]);

    const rows = await nightsOf(stay.ids);
    expect(rows.map((r) => [r.status, r.cancelledBy, r.refundAmount, r.refunded])).toEqual([
      ['cancelled', 'guest', 2000, true],
      ['cancelled', 'guest', 3000, true],
    ]);
    const ledger = await ledgerOf(stay.ids);
    const sum = (kind: string) => ledger.filter((l) => l.kind === kind).reduce((s, l) => s + l.amount, 0);
    expect(sum('refund')).toBe(-5000);
    // The fee, the GST, the flat-rate credit and the host's transfer are reversed in proportion, and
    // add up to the refund; the whole stay came back, so the GST and credit did to the cent.
    expect(
      sum('fee_refund') + sum('gst_refund') + sum('flat_rate_credit_reversal') + sum('transfer_reversal'),
    ).toBe(-5000);
    expect(sum('fee_refund')).toBeLessThan(0);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, stay.paymentId));
    expect(payment).toMatchObject({ gst: 652, flatRateCredit: 370 }); // 3/23 of $50; 8.5% of $43.48
    expect(sum('gst_refund')).toBe(-652);
    expect(sum('flat_rate_credit_reversal')).toBe(370);
    expect(payment!.status).toBe('refunded');
    const refunds = await t.database.db
      .select()
      .from(localRefunds)
      .where(eq(localRefunds.chargeId, payment!.providerChargeId!));
    expect(refunds.map((r) => r.amount).sort()).toEqual([2000, 3000]);

    const mail = (await t.database.db.select().from(emailOutbox)).slice(mailBefore.length);
    const guestMail = mail.find((m) => m.to === guest.email)!;
    expect(guestMail.subject).toBe(`Your booking at ${loc.name} is cancelled`);
    expect(guestMail.text).toContain('Refund: $50 NZD');
    const hostMail = mail.find((m) => m.to === host.email)!;
    expect(hostMail.subject).toBe(`A booking at ${loc.name} is cancelled`);

    const calendar = await t.app.inject({
      url: `/v1/locations/${loc.id}/availability?from=${night(20)}&to=${night(21)}`,
    });
    const states = (calendar.json() as { sites: { nights: { state: string }[] }[] }).sites.map((s) =>
      s.nights.map((n) => n.state),
    );
    expect(states).toEqual([
      ['available', 'available'],
      ['available', 'available'],
    ]);
  });

  it('cancels only the nights asked for; the rest of the stay stands', async () => {
    const loc = await property('flexible');
    const guest = await signedInGuestWithCard(t, unique('cancel-part'));
    const site = loc.sites[0]!.id;
    const stay = await bookStay(guest, loc.id, [
      { siteId: site, date: night(10) },
      { siteId: site, date: night(11) },
    ]);
    const res = await cancel(guest, stay.ids[1]!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refund).toBe(2000);
    const rows = await nightsOf(stay.ids);
    expect(rows.map((r) => r.status)).toEqual(['accepted', 'cancelled']);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, stay.paymentId));
    expect(payment!.status).toBe('confirmed');
  });

  it.each([
    ['moderate', 3, 50, 1000],
    ['moderate', 0, 0, 0],
    ['strict', 10, 50, 1000],
    ['strict', 5, 0, 0],
    ['flexible', 1, 100, 2000],
    ['flexible', 0, 0, 0],
  ] as const)(
    'under a %s policy, %i days ahead, gets %i%% back',
    async (policy, daysAhead, percent, cents) => {
      const loc = await property(policy);
      const guest = await signedInGuestWithCard(t, unique('cancel-policy'));
      const stay = await bookStay(guest, loc.id, [{ siteId: loc.sites[0]!.id, date: night(daysAhead) }]);
      const res = await cancel(guest, stay.ids[0]!);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ refund: cents });
      expect(res.json().nights[0]).toMatchObject({
        status: 'cancelled',
        refundPercent: percent,
        amountRefunded: cents,
      });
      const [row] = await nightsOf(stay.ids);
      expect(row!.refundAmount).toBe(cents);
      expect(row!.refunded).toBe(cents > 0);
      const ledger = await ledgerOf(stay.ids);
      expect(ledger.filter((l) => l.kind === 'refund').map((l) => l.amount)).toEqual(
        cents > 0 ? [-cents] : [],
      );
    },
  );

  it('refunds once when the same cancellation arrives twice at the same time', async () => {
    const loc = await property('flexible');
    const guest = await signedInGuestWithCard(t, unique('cancel-twice'));
    const stay = await bookStay(guest, loc.id, [{ siteId: loc.sites[0]!.id, date: night(30) }]);
    const answers = await Promise.all([cancel(guest, stay.ids[0]!), cancel(guest, stay.ids[0]!)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const ledger = await ledgerOf(stay.ids);
    expect(ledger.filter((l) => l.kind === 'refund').map((l) => l.amount)).toEqual([-2000]);
    const mail = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, guest.email), sql`${emailOutbox.subject} like '%cancelled'`));
    expect(mail).toHaveLength(1);
  });
});

describe('refusals change nothing', () => {
  it('another guest’s night answers 404, and so does an unknown one', async () => {
    const loc = await property('flexible');
    const guest = await signedInGuestWithCard(t, unique('cancel-owner'));
    const stranger = await signUp(t, unique('cancel-stranger'));
    const stay = await bookStay(guest, loc.id, [{ siteId: loc.sites[0]!.id, date: night(12) }]);
    expect((await cancel(stranger, stay.ids[0]!)).statusCode).toBe(404);
    expect((await cancel(guest, 2_000_000_000)).statusCode).toBe(404);
    // Hiding another guest's night inside one's own request is refused as a whole.
    const other = await signedInGuestWithCard(t, unique('cancel-other'));
    const mine = await bookStay(other, loc.id, [{ siteId: loc.sites[1]!.id, date: night(12) }]);
    const sneaky = await cancel(other, mine.ids[0]!, { status: 'cancelled', nights: [stay.ids[0]] });
    expect(sneaky.statusCode).toBe(404);
    expect((await nightsOf(mine.ids))[0]!.status).toBe('accepted');
    const [row] = await nightsOf(stay.ids);
    expect(row!.status).toBe('accepted');
  });

  it('nights of two stays, a past night, and a status other than cancelled are refused', async () => {
    const loc = await property('flexible');
    const guest = await signedInGuestWithCard(t, unique('cancel-refusals'));
    const a = await bookStay(guest, loc.id, [{ siteId: loc.sites[0]!.id, date: night(14) }]);
    const b = await bookStay(guest, loc.id, [{ siteId: loc.sites[0]!.id, date: night(15) }]);
    const mixed = await cancel(guest, a.ids[0]!, { status: 'cancelled', nights: [b.ids[0]] });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().code).toBe('booking.notSameStay');
    const accepted = await cancel(guest, a.ids[0]!, { status: 'accepted' });
    expect(accepted.statusCode).toBe(400);

    // A night that has passed (moved into the past directly: the API never sells one).
    await t.database.db
      .update(bookings)
      .set({ date: night(-2) })
      .where(eq(bookings.id, b.ids[0]!));
    const past = await cancel(guest, b.ids[0]!);
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'booking.nightPast' });
    const rows = await nightsOf([...a.ids, ...b.ids]);
    expect(rows.map((r) => r.status)).toEqual(['accepted', 'accepted']);
    expect(await ledgerOf([...a.ids, ...b.ids])).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ kind: 'refund' })]),
    );
  });
});

describe('a stay under way', () => {
  // Its first night moved into the past directly: the API never sells one.
  async function stayUnderWay(email: string) {
    const loc = await property('flexible');
    const guest = await signedInGuestWithCard(t, unique(email));
    const site = loc.sites[0]!.id;
    const stay = await bookStay(guest, loc.id, [
      { siteId: site, date: night(20) },
      { siteId: site, date: night(21) },
      { siteId: site, date: night(22) },
    ]);
    await t.database.db
      .update(bookings)
      .set({ date: night(-1) })
      .where(eq(bookings.id, stay.ids[0]!));
    return { guest, stay };
  }

  it('refuses the guest cancelling its remaining nights, changing nothing', async () => {
    const { guest, stay } = await stayUnderWay('cancel-under-way');
    const res = await cancel(guest, stay.ids[1]!, { status: 'cancelled', nights: [stay.ids[2]] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'booking.stayStarted',
      message: `This stay began on ${night(-1)}: a stay under way can no longer be cancelled.`,
    });
    expect((await nightsOf(stay.ids)).map((r) => r.status)).toEqual(['accepted', 'accepted', 'accepted']);
    expect(await ledgerOf(stay.ids)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ kind: 'refund' })]),
    );
  });

  it('still lets a guest cancel a stay arriving tonight', async () => {
    const loc = await property('flexible');
    const guest = await signedInGuestWithCard(t, unique('cancel-tonight'));
    const site = loc.sites[0]!.id;
    const stay = await bookStay(guest, loc.id, [
      { siteId: site, date: night(30) },
      { siteId: site, date: night(31) },
    ]);
    await t.database.db.update(bookings).set({ date: today }).where(eq(bookings.id, stay.ids[0]!));
    const res = await cancel(guest, stay.ids[1]!);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('still lets the host cancel its remaining nights', async () => {
    const { stay } = await stayUnderWay('cancel-under-way-host');
    const res = await cancel(host, stay.ids[2]!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ cancelledBy: 'host' });
  });
});

describe('the host cancels', () => {
  it('refunds the guest in full whatever the policy, and tells both sides', async () => {
    const loc = await property('strict');
    const guest = await signedInGuestWithCard(t, unique('cancel-by-host'));
    const stay = await bookStay(guest, loc.id, [{ siteId: loc.sites[1]!.id, date: night(2) }]);
    const res = await cancel(host, stay.ids[0]!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ refund: 3000, cancelledBy: 'host' });
    const [row] = await nightsOf(stay.ids);
    expect(row).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'host',
      refunded: true,
      refundAmount: 3000,
    });
    const mail = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, guest.email));
    expect(mail.some((m) => m.text.includes('Your host has cancelled'))).toBe(true);
  });

  it('cannot cancel a stay completed more than a day ago', async () => {
    const loc = await property('flexible');
    const guest = await signedInGuestWithCard(t, unique('cancel-completed'));
    const stay = await bookStay(guest, loc.id, [{ siteId: loc.sites[0]!.id, date: night(3) }]);
    await t.database.db
      .update(bookings)
      .set({ date: night(-3) })
      .where(eq(bookings.id, stay.ids[0]!));
    const res = await cancel(host, stay.ids[0]!);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('booking.completed');
  });
});

describe('faults', () => {
  const depsWith = (provider: ReturnType<typeof withFaults>) => ({
    db: t.database.db,
    payments: provider,
    platformFeePercent: 10,
    emailFrom: 'test@example.com',
  });

  it.each(['fail', 'timeout'] as const)(
    'a refund the provider %s leaves the night cancelled with its refund due; a retry and the sweeper finish it once',
    async (fault) => {
      const loc = await property('flexible');
      const guest = await signedInGuestWithCard(t, unique(`cancel-${fault}`));
      const stay = await bookStay(guest, loc.id, [
        { siteId: loc.sites[0]!.id, date: night(40) },
        { siteId: loc.sites[0]!.id, date: night(41) },
      ]);
      const provider = withFaults(t.payments);
      const viewer = { userId: guest.id, roles: [], accountValid: false };
      provider.arm(1, fault);
      await expect(
        cancelNights(depsWith(provider), viewer, stay.ids[0]!, {
          status: 'cancelled',
          nights: [stay.ids[1]!],
        }),
      ).rejects.toMatchObject({ statusCode: 503 });
      let rows = await nightsOf(stay.ids);
      expect(rows.map((r) => [r.status, r.refundAmount, r.refunded])).toEqual([
        ['cancelled', 2000, false],
        ['cancelled', 2000, false],
      ]);

      // The sweeper refunds what is due; the same request again finds nothing left to do.
      const swept = await sweepBookings(depsWith(provider));
      expect(swept.refunded).toBeGreaterThanOrEqual(2);
      const again = await cancelNights(depsWith(provider), viewer, stay.ids[0]!, {
        status: 'cancelled',
        nights: [stay.ids[1]!],
      });
      expect(again.refund).toBe(4000);
      rows = await nightsOf(stay.ids);
      expect(rows.every((r) => r.refunded)).toBe(true);
      const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, stay.paymentId));
      const refunds = await t.database.db
        .select()
        .from(localRefunds)
        .where(eq(localRefunds.chargeId, payment!.providerChargeId!));
      expect(refunds.map((r) => r.amount)).toEqual([2000, 2000]);
      const ledger = await ledgerOf(stay.ids);
      expect(ledger.filter((l) => l.kind === 'refund').map((l) => l.amount)).toEqual([-2000, -2000]);
    },
  );

  it.each(['fail', 'timeout'] as const)(
    'a booking whose charge the provider %s is finished by the sweeper: charged once and confirmed',
    async (fault) => {
      const loc = await property('flexible');
      const guest = await signedInGuestWithCard(t, unique(`sweep-${fault}`));
      const provider = withFaults(t.payments);
      const viewer = { userId: guest.id, roles: [], accountValid: false };
      provider.arm(1, fault);
      await expect(
        createBooking(
          depsWith(provider),
          viewer,
          loc.id,
          { bookings: [{ siteId: loc.sites[0]!.id, date: night(50) }] },
          randomUUID(),
        ),
      ).rejects.toMatchObject({ statusCode: 503 });
      const [pending] = await t.database.db.select().from(bookings).where(eq(bookings.guestId, guest.id));
      expect(pending!.status).toBe('pending');

      // Too soon: a live request may still be on its way.
      expect((await sweepBookings(depsWith(provider))).resumed).toBe(0);
      const later = new Date(Date.now() + STALE_RESERVATION_MS + 1000);
      const swept = await sweepBookings(depsWith(provider), later);
      expect(swept.resumed).toBeGreaterThanOrEqual(1);
      const [row] = await t.database.db.select().from(bookings).where(eq(bookings.guestId, guest.id));
      expect(row).toMatchObject({ status: 'accepted', paid: true });
      const [payment] = await t.database.db.select().from(payments).where(eq(payments.guestId, guest.id));
      expect(payment!.status).toBe('confirmed');
      const charges = await t.database.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.paymentId, payment!.id), eq(ledgerEntries.kind, 'charge')));
      expect(charges).toHaveLength(1);
    },
  );
});
