// The affiliate calls over a real database and the local payment provider: making, listing and
// removing affiliates, the nights a referred guest books carrying their affiliate, paying an affiliate
// for exactly the nights that may be paid, and an affiliate's own summary.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, todayInAuckland } from '../../../domain/dates';
import { affiliateTransferCents, DEFAULT_AFFILIATE_FEE_PERCENT } from '../../../domain/fees';
import { adminActions, bookings, ledgerEntries, localTransfers, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { signUp, type Actor } from '../../testing/actors';
import { createLocation } from '../../testing/fixtures';
import { moneyInvariantBreaches } from '../../testing/money-invariants';
import { apiHostWithAccount, signedInGuestWithCard } from '../../testing/payments';

let t: TestContext;
let host: Actor;
let admin: Actor;
let seq = 0;
const unique = (what: string) => `${what}-${++seq}-${randomUUID().slice(0, 8)}@example.com`;
const night = (offset: number) => addDays(todayInAuckland(), offset);

beforeAll(async () => {
  t = await createTestApp();
  host = await apiHostWithAccount(t, unique('aff-host'));
  await t.database.db.update(users).set({ accountValid: true }).where(eq(users.id, host.id));
  admin = await signUp(t, unique('aff-admin'), { roles: ['administrator'] });
});
afterAll(() => t.close());

const call = (who: Actor | null, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

/** A user with a payout account made an affiliate by email with this fee; answers them and their code. */
async function newAffiliate(fee: number, withAccount = true) {
  const email = unique('affiliate');
  const actor = withAccount ? await apiHostWithAccount(t, email) : await signUp(t, email);
  const res = await call(admin, 'PUT', `/v1/users/${admin.id}/affiliate/add`, { email, feePercentage: fee });
  expect(res.statusCode, res.body).toBe(200);
  return { actor, code: res.json().referralCode as string };
}

/** A new guest arriving through the affiliate's link books nights at these prices (one site each). */
async function referredGuestBooks(code: string | null, prices: number[], firstOffset = 3) {
  const guest = await signedInGuestWithCard(t, unique('aff-guest'));
  if (code) {
    const saved = await call(guest, 'PUT', `/v1/users/${guest.id}/referral`, { referrer: code });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const loc = await createLocation(t.database.db, {
    ownerId: host.id,
    name: 'Affiliate Farm',
    // Strict: a guest cancelling a few days ahead gets nothing back, so the night is cancelled, not refunded.
    cancellationPolicy: 'strict',
    sites: prices.map((price, i) => ({ name: `Site ${i}`, spaces: 1, price })),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/locations/${loc.id}/bookings`,
    headers: { ...guest.headers, 'idempotency-key': randomUUID() },
    payload: { bookings: loc.sites.map((s, i) => ({ siteId: s.id, date: night(firstOffset + i) })) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { guest, nights: (res.json() as { bookings: { id: number; uid: string }[] }).bookings };
}

const nightRow = async (id: number) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const transfersTo = async (userId: string) => {
  const [u] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return t.database.db
    .select()
    .from(localTransfers)
    .where(eq(localTransfers.destinationAccountId, u!.connectedAccountId!));
};

/** What the user's payout account holds now, as their payouts page reads it. */
async function availableBalance(who: Actor): Promise<number> {
  const res = await call(who, 'GET', `/v1/users/${who.id}/account/balance`);
  expect(res.statusCode, res.body).toBe(200);
  const { available, pending } = res.json() as {
    available: { amount: number }[];
    pending: { amount: number }[];
  };
  return [...available, ...pending].reduce((sum, m) => sum + m.amount, 0);
}

describe('making and removing affiliates', () => {
  it('makes a user an affiliate by email with a fee and a new code, lists them, and records it', async () => {
    const { actor, code } = await newAffiliate(12.5);
    expect(code).toMatch(/^[A-Z2-9]{10}$/);
    const list = await call(admin, 'GET', '/v1/users/affiliates');
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toContainEqual({
      id: actor.id,
      name: expect.any(String),
      email: actor.email,
      referralCode: code,
      feePercentage: 12.5,
      nightsBrought: 0,
      owedCents: 0,
    });
    const trail = await t.database.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.targetUserId, actor.id), eq(adminActions.action, 'affiliate.add')));
    expect(trail).toHaveLength(1);
    expect(trail[0]!.actorId).toBe(admin.id);

    // The fee changes by id; the code stays, so links already given out go on working.
    const changed = await call(admin, 'PUT', `/v1/users/${actor.id}/affiliate`, { feePercentage: 7 });
    expect(changed.json()).toMatchObject({ referralCode: code, feePercentage: 7 });
  });

  it('defaults the fee the spec’s calls do not send: 10% for a new affiliate; an affiliate keeps theirs', async () => {
    const user = await signUp(t, unique('aff-default'));
    const added = await call(admin, 'PUT', `/v1/users/${admin.id}/affiliate/add`, { email: user.email });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ id: user.id, feePercentage: DEFAULT_AFFILIATE_FEE_PERCENT });
    expect(
      (await call(admin, 'PUT', `/v1/users/${user.id}/affiliate`, { feePercentage: 7.5 })).statusCode,
    ).toBe(200);
    // No body at all, as the spec's PUT /v1/users/{id}/affiliate is sent, and an empty one: the fee stays.
    const again = await call(admin, 'PUT', `/v1/users/${user.id}/affiliate`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().feePercentage).toBe(7.5);
    const empty = await call(admin, 'PUT', `/v1/users/${admin.id}/affiliate/add`, { email: user.email });
    expect(empty.json().feePercentage).toBe(7.5);
    // Removed and made one again without a fee: the default, not the old fee.
    expect((await call(admin, 'DELETE', `/v1/users/${user.id}/affiliate/del`)).statusCode).toBe(200);
    const back = await call(admin, 'PUT', `/v1/users/${user.id}/affiliate`, {});
    expect(back.json()).toMatchObject({ feePercentage: DEFAULT_AFFILIATE_FEE_PERCENT });
  });

  it('refuses a bad fee (400), an unknown user or email (404), and non-administrators (403)', async () => {
    const user = await signUp(t, unique('aff-user'));
    for (const feePercentage of [-1, 100.01, 10.123, '10']) {
      const res = await call(admin, 'PUT', `/v1/users/${user.id}/affiliate`, { feePercentage });
      expect(res.statusCode, String(feePercentage)).toBe(400);
    }
    expect(
      (await call(admin, 'PUT', `/v1/users/${user.id}/affiliate`, { feePercentage: 100 })).statusCode,
    ).toBe(200);
    expect(
      (await call(admin, 'PUT', '/v1/users/no-such-user/affiliate', { feePercentage: 5 })).statusCode,
    ).toBe(404);
    const unknownEmail = await call(admin, 'PUT', `/v1/users/${admin.id}/affiliate/add`, {
      email: 'nobody-here@example.com',
      feePercentage: 5,
    });
    expect(unknownEmail.statusCode).toBe(404);
    expect(unknownEmail.json().code).toBe('affiliates.noSuchUser');
    expect((await call(user, 'GET', '/v1/users/affiliates')).statusCode).toBe(403);
    expect((await call(user, 'DELETE', `/v1/users/${user.id}/affiliate/del`)).statusCode).toBe(403);
  });

  it('a referred guest’s nights carry the affiliate; once removed, their code brings no new nights and the old keep it', async () => {
    const { actor, code } = await newAffiliate(10);
    const before = await referredGuestBooks(code, [2000]);
    expect((await nightRow(before.nights[0]!.id)).referrerId).toBe(actor.id);
    const unreferred = await referredGuestBooks(null, [2000], 10);
    expect((await nightRow(unreferred.nights[0]!.id)).referrerId).toBeNull();

    const removed = await call(admin, 'DELETE', `/v1/users/${actor.id}/affiliate/del`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ id: actor.id, isReferrer: false });
    expect(
      (await call(admin, 'GET', '/v1/users/affiliates')).json().items.map((a: { id: string }) => a.id),
    ).not.toContain(actor.id);
    // A guest who arrives with the old link is not credited to anyone…
    const guest = await signedInGuestWithCard(t, unique('aff-late-guest'));
    expect((await call(guest, 'PUT', `/v1/users/${guest.id}/referral`, { referrer: code })).statusCode).toBe(
      400,
    );
    // …and a guest who saved it before the removal books unattributed nights.
    expect((await nightRow(before.nights[0]!.id)).referrerId).toBe(actor.id);
    const trail = await t.database.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.targetUserId, actor.id), eq(adminActions.action, 'affiliate.remove')));
    expect(trail).toHaveLength(1);
  });

  it('a guest who saved the code before the affiliate was removed books nights without a referrer', async () => {
    const { actor, code } = await newAffiliate(10);
    const guest = await signedInGuestWithCard(t, unique('aff-early-guest'));
    expect((await call(guest, 'PUT', `/v1/users/${guest.id}/referral`, { referrer: code })).statusCode).toBe(
      200,
    );
    expect((await call(admin, 'DELETE', `/v1/users/${actor.id}/affiliate/del`)).statusCode).toBe(200);
    const loc = await createLocation(t.database.db, {
      ownerId: host.id,
      sites: [{ name: 'Late', spaces: 1, price: 1500 }],
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/locations/${loc.id}/bookings`,
      headers: { ...guest.headers, 'idempotency-key': randomUUID() },
      payload: { bookings: [{ siteId: loc.sites[0]!.id, date: night(20) }] },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await nightRow(res.json().bookings[0].id)).referrerId).toBeNull();
  });
});

describe('paying an affiliate', () => {
  it('pays exactly the formula for each payable night, refuses the others one by one, and never twice', async () => {
    const fee = 12.5;
    const { actor, code } = await newAffiliate(fee);
    const { guest, nights } = await referredGuestBooks(code, [2999, 4001, 3000, 1000]);
    const [paidNight, otherNight, refundedNight, cancelledNight] = nights;
    const notTheirs = (await referredGuestBooks(null, [2500], 12)).nights[0]!;
    // One night refunded by an administrator, one cancelled by the guest.
    expect(
      (
        await call(admin, 'POST', '/v1/admin/refund', {
          uid: refundedNight!.uid,
          reason: 'Flooded that night',
        })
      ).statusCode,
    ).toBe(200);
    const cancel = await call(guest, 'PUT', `/v1/bookings/${cancelledNight!.id}/status`, {
      status: 'cancelled',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const balanceBefore = await availableBalance(actor);
    const summaryBefore = (await call(actor, 'GET', `/v1/users/${actor.id}/affiliate/summary`)).json();
    const expected = affiliateTransferCents(2999, fee) + affiliateTransferCents(4001, fee);
    expect(summaryBefore).toMatchObject({ nightsBrought: 2, owedCents: expected, paidCents: 0 });
    expect(expected).toBe(375 + 500); // 374.875 → 375, 500.125 → 500

    const res = await call(admin, 'POST', '/v1/admin/transfer', {
      referrer: actor.id,
      bookings: nights.map((n) => n.uid).concat(notTheirs.uid, randomUUID()),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.referrerTransfer).toEqual({ referrer: actor.id, amount: expected });
    expect(body.updatedBookings.map((b: { uid: string; amount: number }) => [b.uid, b.amount])).toEqual([
      [paidNight!.uid, 375],
      [otherNight!.uid, 500],
    ]);
    expect(
      Object.fromEntries(body.refused.map((r: { uid: string; reason: string }) => [r.uid, r.reason])),
    ).toMatchObject({
      [refundedNight!.uid]: 'refunded',
      [cancelledNight!.uid]: 'cancelled',
      [notTheirs.uid]: 'notReferred',
    });
    expect(body.refused).toHaveLength(4);
    expect((await nightRow(paidNight!.id)).referrerTransfer).toMatch(/^tr_/);
    expect((await transfersTo(actor.id)).map((tr) => tr.amount).sort()).toEqual([375, 500]);
    const ledger = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'affiliate_transfer'), eq(ledgerEntries.userId, actor.id)));
    expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(expected);

    // The balance the affiliate sees rose from nothing by exactly that.
    expect(balanceBefore).toBe(0);
    expect(await availableBalance(actor)).toBe(expected);

    // Paying again pays nothing: both nights are refused as already paid.
    const again = await call(admin, 'POST', '/v1/admin/transfer', {
      referrer: actor.id,
      bookings: [paidNight!.uid, otherNight!.uid],
    });
    expect(again.json()).toMatchObject({ updatedBookings: [], referrerTransfer: { amount: 0 } });
    expect(again.json().refused.map((r: { reason: string }) => r.reason)).toEqual([
      'alreadyPaid',
      'alreadyPaid',
    ]);
    expect(await transfersTo(actor.id)).toHaveLength(2);

    const summary = (await call(actor, 'GET', `/v1/users/${actor.id}/affiliate/summary`)).json();
    expect(summary).toMatchObject({
      nightsBrought: 2,
      owedCents: 0,
      paidCents: expected,
      feePercentage: fee,
    });
    expect(summary.recent.map((n: { paid: boolean }) => n.paid)).toEqual([true, true]);
    const pays = await t.database.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.targetUserId, actor.id), eq(adminActions.action, 'affiliate.pay')));
    expect(pays).toHaveLength(1);
    expect(pays[0]!.details).toMatchObject({ nights: 2, cents: expected });
    expect(await moneyInvariantBreaches(t.database.db)).toEqual({});
  });

  it('answers 409 when the affiliate has no payout account, 400 for someone who is not an affiliate', async () => {
    const { actor, code } = await newAffiliate(10, false);
    const { nights } = await referredGuestBooks(code, [2000], 14);
    const res = await call(admin, 'POST', '/v1/admin/transfer', {
      referrer: actor.id,
      bookings: [nights[0]!.uid],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('affiliates.noPayoutAccount');
    expect((await nightRow(nights[0]!.id)).referrerTransfer).toBeNull();

    const guest = await signUp(t, unique('aff-not'));
    const notAffiliate = await call(admin, 'POST', '/v1/admin/transfer', {
      referrer: guest.id,
      bookings: [nights[0]!.uid],
    });
    expect(notAffiliate.statusCode).toBe(400);
    expect(
      (
        await call(admin, 'POST', '/v1/admin/transfer', {
          referrer: 'no-such-user',
          bookings: [nights[0]!.uid],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(admin, 'POST', '/v1/admin/transfer', { referrer: actor.id, bookings: ['not-a-uid'] }))
        .statusCode,
    ).toBe(400);
  });

  it('lists an affiliate’s nights over a date range for an administrator and the affiliate, nobody else', async () => {
    const { actor, code } = await newAffiliate(10);
    await referredGuestBooks(code, [1000, 1000, 1000], 30);
    const url = `/v1/bookings?referrer=${actor.id}&fromDate=${night(31)}&toDate=${night(32)}`;
    const forAdmin = await call(admin, 'GET', url);
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.json().items.map((n: { date: string }) => n.date)).toEqual([night(31), night(32)]);
    expect((await call(actor, 'GET', url)).json().items).toHaveLength(2);
    const stranger = await signUp(t, unique('aff-stranger'));
    expect((await call(stranger, 'GET', url)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `/v1/users/${actor.id}/affiliate/summary`)).statusCode).toBe(404);
  });
});
