// POST /v1/admin/refund over the local payment provider and a real database: an administrator
// refunds one night in full with a reason; a night is refunded at most once, whatever is clicked
// twice, retried or sent at once; the ledger and the provider agree afterwards.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { addDays, todayInAuckland } from '../../../domain/dates';
import { bookings, emailOutbox, localRefunds, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { signUp, type Actor } from '../../testing/actors';
import { createLocation } from '../../testing/fixtures';
import { moneyInvariantBreaches } from '../../testing/money-invariants';
import { apiHostWithAccount, signedInGuestWithCard } from '../../testing/payments';

let t: TestContext;
let host: Actor;
let admin: Actor;
const night = (offset: number) => addDays(todayInAuckland(), offset);
let seq = 0;
const unique = (what: string) => `${what}-${++seq}-${randomUUID().slice(0, 8)}@example.com`;
const REASON = 'The campsite was flooded that night';

beforeAll(async () => {
  t = await createTestApp();
  host = await apiHostWithAccount(t, unique('refund-host'));
  await t.database.db.update(users).set({ accountValid: true }).where(eq(users.id, host.id));
  admin = await signUp(t, unique('refund-admin'), { roles: ['administrator'] });
});
afterAll(() => t.close());

/** A new guest books two nights (2000 and 3000 cents) at a new strict property; answers both. */
async function bookTwoNights() {
  const guest = await signedInGuestWithCard(t, unique('refund-guest'));
  const loc = await createLocation(t.database.db, {
    ownerId: host.id,
    name: 'Refund Farm',
    cancellationPolicy: 'strict',
    sites: [
      { name: 'Paddock', spaces: 1, price: 2000 },
      { name: 'Orchard', spaces: 1, price: 3000 },
    ],
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/locations/${loc.id}/bookings`,
    headers: { ...guest.headers, 'idempotency-key': randomUUID() },
    payload: {
      bookings: [
        { siteId: loc.sites[0]!.id, date: night(3) },
        { siteId: loc.sites[1]!.id, date: night(4) },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [first, second] = (res.json() as { bookings: { id: number; uid: string }[] }).bookings;
  return { guest, first: first!, second: second! };
}

const refund = (who: Actor, payload: object) =>
  t.app.inject({ method: 'POST', url: '/v1/admin/refund', headers: who.headers, payload });
const nightById = async (id: number) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe('an administrator refunds a night', () => {
  it('cancels an accepted night with all it cost back and the reason, tells both sides, and the books agree', async () => {
    const { first, second } = await bookTwoNights();
    const mailBefore = (await t.database.db.select().from(emailOutbox)).length;

    const res = await refund(admin, { uid: first.uid, reason: REASON });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      uid: first.uid,
      status: 'cancelled',
      refunded: true,
      amountRefunded: 2000,
      refundReason: REASON,
    });
    expect(res.json().refundDate).toEqual(expect.any(String));
    // The other night of the stay is untouched.
    expect(await nightById(second.id)).toMatchObject({ status: 'accepted', refunded: false });
    expect(await nightById(first.id)).toMatchObject({ cancelledBy: 'admin', refundAmount: 2000 });
    expect((await t.database.db.select().from(emailOutbox)).length).toBe(mailBefore + 2);
    expect(await moneyInvariantBreaches(t.database.db)).toEqual({});
  });

  it('refunds a night the guest cancelled too late to get anything back', async () => {
    const { guest, first } = await bookTwoNights();
    // Three days ahead under the strict policy: the guest's cancellation gives nothing back.
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/v1/bookings/${first.id}/status`,
      headers: guest.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().refund).toBe(0);

    const res = await refund(admin, { uid: first.uid, reason: REASON });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ refunded: true, amountRefunded: 2000, refundReason: REASON });
    expect(await nightById(first.id)).toMatchObject({ cancelledBy: 'guest', refundAmount: 2000 });
    expect(await moneyInvariantBreaches(t.database.db)).toEqual({});
  });

  it('refunds once: the same request again answers the same, another reason is refused, ten at once make one refund', async () => {
    const { guest, first, second } = await bookTwoNights();
    expect((await refund(admin, { uid: first.uid, reason: REASON })).statusCode).toBe(200);
    const again = await refund(admin, { uid: first.uid, reason: REASON });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ refunded: true, amountRefunded: 2000 });
    const other = await refund(admin, { uid: first.uid, reason: 'Another reason for the refund' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'booking.alreadyRefunded' });

    const burst = await Promise.all(
      Array.from({ length: 10 }, () => refund(admin, { uid: second.uid, reason: REASON })),
    );
    expect(burst.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const charge = (await nightById(second.id)).transactionReference!;
    const providerRefunds = await t.database.db
      .select()
      .from(localRefunds)
      .where(inArray(localRefunds.chargeId, [charge]));
    // Two nights of one charge: one refund each, never two for the same night.
    expect(providerRefunds.map((r) => r.amount).sort()).toEqual([2000, 3000]);
    expect(await moneyInvariantBreaches(t.database.db)).toEqual({});

    // The audit trail: one entry a refunded night, on the guest's and the location's admin pages,
    // whatever was retried; the refused reason left none.
    const trail = await t.app.inject({ url: `/v1/admin/users/${guest.id}/audit`, headers: admin.headers });
    expect(trail.statusCode, trail.body).toBe(200);
    const entries = (trail.json() as { items: object[] }).items;
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'booking.refund',
        actor: { id: admin.id, email: admin.email },
        targetBookingUid: second.uid,
        reason: REASON,
        details: { date: night(4), amount: 3000 },
      }),
      expect.objectContaining({ action: 'booking.refund', targetBookingUid: first.uid }),
    ]);
    const locationId = (await nightById(first.id)).locationId;
    const byLocation = await t.app.inject({
      url: `/v1/admin/locations/${locationId}/audit`,
      headers: admin.headers,
    });
    expect((byLocation.json() as { items: object[] }).items).toHaveLength(2);
    const refused = await t.app.inject({ url: `/v1/admin/users/${guest.id}/audit`, headers: guest.headers });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses what is not an administrator’s, a short reason, an unknown night, and a night refunded by the policy', async () => {
    const { guest, first, second } = await bookTwoNights();
    expect((await refund(guest, { uid: first.uid, reason: REASON })).statusCode).toBe(403);
    expect((await refund(host, { uid: first.uid, reason: REASON })).statusCode).toBe(403);
    const short = await refund(admin, { uid: first.uid, reason: 'too short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'booking.reasonTooShort', field: 'reason' });
    const unknown = await refund(admin, { uid: randomUUID(), reason: REASON });
    expect(unknown.statusCode).toBe(404);
    expect(await nightById(first.id)).toMatchObject({ status: 'accepted', refunded: false });

    // The host cancels (a full refund by the host): a second refund is refused.
    const byHost = await t.app.inject({
      method: 'PUT',
      url: `/v1/bookings/${second.id}/status`,
      headers: host.headers,
      payload: { status: 'cancelled' },
    });
    expect(byHost.statusCode, byHost.body).toBe(200);
    const res = await refund(admin, { uid: second.uid, reason: REASON });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'booking.alreadyRefunded' });
    expect(await moneyInvariantBreaches(t.database.db)).toEqual({});
  });
});
