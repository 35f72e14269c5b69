// POST /v1/admin/transfer under pressure: 20 Pay clicks at once on the same nights make one transfer
// per night (run on PostgreSQL for real concurrency), and a provider answer lost mid-way is finished
// by pressing Pay again without paying anything twice.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, todayInAuckland } from '../../../domain/dates';
import { affiliateTransferCents } from '../../../domain/fees';
import { bookings, ledgerEntries, localTransfers, users } from '../../db/schema';
import { createPaymentsProvider } from '../../adapters/payments';
import { isLocalProvider } from '../../adapters/payments/local';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { signUp, type Actor } from '../../testing/actors';
import { createLocation } from '../../testing/fixtures';
import { withFaults, type FaultyProvider } from '../../testing/faulty-payments';
import { moneyInvariantBreaches } from '../../testing/money-invariants';
import { apiHostWithAccount, signedInGuestWithCard } from '../../testing/payments';

let t: TestContext;
let faulty: FaultyProvider;
let host: Actor;
let admin: Actor;
let seq = 0;
const unique = (what: string) => `${what}-${++seq}-${randomUUID().slice(0, 8)}@example.com`;
const night = (offset: number) => addDays(todayInAuckland(), offset);

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      // The app talks to the faulty provider; the local provider's token endpoints stay reachable.
      payments: (config, database) => {
        const inner = createPaymentsProvider(config, database.db);
        faulty = withFaults(inner);
        if (!isLocalProvider(inner)) return faulty;
        return Object.assign(faulty, {
          accountLink: (id: string) => inner.accountLink(id),
          finishAccountLink: (id: string, outcome: 'complete' | 'fail') =>
            inner.finishAccountLink(id, outcome),
          signWebhook: (body: string, at?: number) => inner.signWebhook(body, at),
        });
      },
    },
  );
  host = await apiHostWithAccount(t, unique('pay-host'));
  await t.database.db.update(users).set({ accountValid: true }).where(eq(users.id, host.id));
  admin = await signUp(t, unique('pay-admin'), { roles: ['administrator'] });
});
afterAll(() => t.close());

/** An affiliate with a payout account and a referred guest's booked nights at these prices. */
async function affiliateWithNights(fee: number, prices: number[], firstOffset: number) {
  const email = unique('pay-affiliate');
  const affiliate = await apiHostWithAccount(t, email);
  const made = await t.app.inject({
    method: 'PUT',
    url: `/v1/users/${affiliate.id}/affiliate`,
    headers: admin.headers,
    payload: { feePercentage: fee },
  });
  expect(made.statusCode, made.body).toBe(200);
  const guest = await signedInGuestWithCard(t, unique('pay-guest'));
  await t.app.inject({
    method: 'PUT',
    url: `/v1/users/${guest.id}/referral`,
    headers: guest.headers,
    payload: { referrer: made.json().referralCode },
  });
  const loc = await createLocation(t.database.db, {
    ownerId: host.id,
    sites: prices.map((price, i) => ({ name: `Pitch ${i}`, spaces: 1, price })),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/locations/${loc.id}/bookings`,
    headers: { ...guest.headers, 'idempotency-key': randomUUID() },
    payload: { bookings: loc.sites.map((s, i) => ({ siteId: s.id, date: night(firstOffset + i) })) },
  });
  expect(res.statusCode, res.body).toBe(201);
  const nights = (res.json() as { bookings: { id: number; uid: string }[] }).bookings;
  return { affiliate, nights };
}

const pay = (referrer: string, uids: string[]) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/admin/transfer',
    headers: admin.headers,
    payload: { referrer, bookings: uids },
  });

async function transfersOf(userId: string) {
  const [u] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return t.database.db
    .select()
    .from(localTransfers)
    .where(eq(localTransfers.destinationAccountId, u!.connectedAccountId!));
}

describe('paying an affiliate', () => {
  it('makes one transfer per night when Pay is pressed 20 times at once', async () => {
    const prices = [1999, 2500, 3333];
    const { affiliate, nights } = await affiliateWithNights(15, prices, 3);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        pay(
          affiliate.id,
          nights.map((n) => n.uid),
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    // Every answer accounts for every night: paid by it, or refused as already paid.
    for (const a of answers) {
      const body = a.json() as { updatedBookings: unknown[]; refused: { reason: string }[] };
      expect(body.updatedBookings.length + body.refused.length).toBe(3);
      expect(body.refused.every((r) => r.reason === 'alreadyPaid')).toBe(true);
    }
    const transfers = await transfersOf(affiliate.id);
    expect(transfers.map((tr) => tr.amount).sort((a, b) => a - b)).toEqual(
      prices.map((p) => affiliateTransferCents(p, 15)).sort((a, b) => a - b),
    );
    const rows = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'affiliate_transfer'), eq(ledgerEntries.userId, affiliate.id)));
    expect(rows).toHaveLength(3);
    expect(await moneyInvariantBreaches(t.database.db)).toEqual({});
  });

  it('finishes a Pay whose provider answer was lost by paying again, with nothing paid twice', async () => {
    const { affiliate, nights } = await affiliateWithNights(10, [2000, 3000], 10);
    // The second night's transfer is made at the provider but its answer never comes back.
    faulty.arm(2, 'timeout');
    const first = await pay(
      affiliate.id,
      nights.map((n) => n.uid),
    );
    expect(first.statusCode).toBe(503);
    const [firstNight] = await t.database.db.select().from(bookings).where(eq(bookings.id, nights[0]!.id));
    expect(firstNight!.referrerTransfer).toMatch(/^tr_/);

    const again = await pay(
      affiliate.id,
      nights.map((n) => n.uid),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().updatedBookings.map((b: { amount: number }) => b.amount)).toEqual([300]);
    expect((await transfersOf(affiliate.id)).map((tr) => tr.amount).sort()).toEqual([200, 300]);
    expect(await moneyInvariantBreaches(t.database.db)).toEqual({});
  });
});
