// GST on stays over the real booking, charge and refund services (decision 049): a host says whether
// they are GST-registered; a stay booked afterwards carries GST and the flat-rate credit (or none)
// at the rates of the day; the ledger, the provider and the money invariants agree; a rate changed
// later leaves stays booked before it alone.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, todayInAuckland } from '../../../domain/dates';
import { bookings, ledgerEntries, localCharges, payments } from '../../db/schema';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { createLocation } from '../../testing/fixtures';
import { apiHostWithAccount, signedInGuestWithCard } from '../../testing/payments';
import { moneyInvariantBreaches } from '../../testing/money-invariants';
import type { Actor } from '../../testing/actors';
import { reconcile } from '../ledger/ledger.service';
import { createBooking } from '../bookings/booking-create.service';

let t: TestContext;
const today = todayInAuckland();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setGst = (who: Actor, body: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/v1/users/${who.id}/gst`, headers: who.headers, payload: body });

async function stayAt(host: Actor, price: number, offset: number) {
  const guest = await signedInGuestWithCard(t, `gst-guest-${randomUUID().slice(0, 8)}@example.com`);
  const location = await createLocation(t.database.db, {
    ownerId: host.id,
    name: 'Tussock Flat',
    sites: [{ name: 'Terrace', spaces: 1, price }],
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/locations/${location.id}/bookings`,
    headers: { ...guest.headers, 'idempotency-key': randomUUID() },
    payload: { bookings: [{ siteId: location.sites[0]!.id, date: addDays(today, offset) }] },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [payment] = await t.database.db.select().from(payments).where(eq(payments.guestId, guest.id));
  return { guest, location, payment: payment! };
}

const ledgerOf = async (paymentId: string) =>
  Object.fromEntries(
    (
      await t.database.db
        .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.paymentId, paymentId))
    ).map((r) => [r.kind, r.amount]),
  );

describe('GST registration on the payout details', () => {
  it('keeps the host’s GST number and refuses one that fails Inland Revenue’s check digits', async () => {
    const host = await apiHostWithAccount(t, `gst-host-${randomUUID().slice(0, 8)}@example.com`);
    const bad = await setGst(host, { registered: true, gstNumber: '136-410-133' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Enter a valid GST number');
    const missing = await setGst(host, { registered: true });
    expect(missing.statusCode).toBe(400);

    const ok = await setGst(host, { registered: true, gstNumber: '136-410-132' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().gst).toEqual({ registered: true, number: '136410132' });
    const off = await setGst(host, { registered: false, gstNumber: '136-410-132' });
    expect(off.json().gst).toEqual({ registered: false, number: null });
  });
});

describe('a stay’s GST (IRD’s worked split of a $115 stay)', () => {
  it('gives an unregistered host the 8.5% credit: $15 GST, $8.50 back, the host paid $115 − fee − $6.50', async () => {
    const host = await apiHostWithAccount(t, `gst-host-${randomUUID().slice(0, 8)}@example.com`);
    const { payment } = await stayAt(host, 11_500, 20);
    expect(payment).toMatchObject({ amount: 11_500, platformFee: 1_150, gst: 1_500, flatRateCredit: 850 });
    expect(await ledgerOf(payment.id)).toEqual({
      charge: 11_500,
      platform_fee: 1_150,
      gst: 1_500,
      flat_rate_credit: -850,
      host_transfer: 11_500 - 1_150 - 650,
    });
    const [charge] = await t.database.db
      .select()
      .from(localCharges)
      .where(eq(localCharges.id, payment.providerChargeId!));
    expect(charge!.platformFee).toBe(1_150 + 650);
  });

  it('gives a registered host no credit: the whole $15 is returned', async () => {
    const host = await apiHostWithAccount(t, `gst-host-${randomUUID().slice(0, 8)}@example.com`);
    expect((await setGst(host, { registered: true, gstNumber: '49-091-850' })).statusCode).toBe(200);
    const { payment } = await stayAt(host, 11_500, 21);
    expect(payment).toMatchObject({ gst: 1_500, flatRateCredit: 0, flatRateCreditBp: 0, gstRateBp: 1500 });
    expect(await ledgerOf(payment.id)).toEqual({
      charge: 11_500,
      platform_fee: 1_150,
      gst: 1_500,
      host_transfer: 11_500 - 1_150 - 1_500,
    });
  });

  it('keeps a stay’s rates when they change later: a new rate applies only to stays booked after it', async () => {
    const host = await apiHostWithAccount(t, `gst-host-${randomUUID().slice(0, 8)}@example.com`);
    const before = await stayAt(host, 11_500, 22);
    // A later booking at another rate (as a changed GST_RATE_PERCENT would give the service).
    const guest = await signedInGuestWithCard(t, `gst-guest-${randomUUID().slice(0, 8)}@example.com`);
    const later = await createBooking(
      {
        db: t.database.db,
        payments: t.payments,
        platformFeePercent: 10,
        emailFrom: 'x@example.com',
        taxRates: { gstRateBp: 1000, flatRateCreditBp: 500 },
      },
      { userId: guest.id, roles: [], accountValid: false },
      before.location.id,
      { bookings: [{ siteId: before.location.sites[0]!.id, date: addDays(today, 23) }] },
      randomUUID(),
    );
    expect(later.total).toBe(11_500);
    const [newer] = await t.database.db.select().from(payments).where(eq(payments.guestId, guest.id));
    // 10% of $115 inclusive is $10.45; 5% of the exclusive $104.55 is $5.23 (half up).
    expect(newer).toMatchObject({ gst: 1_045, flatRateCredit: 523, gstRateBp: 1000, flatRateCreditBp: 500 });
    const [old] = await t.database.db.select().from(payments).where(eq(payments.id, before.payment.id));
    expect(old).toMatchObject({ gst: 1_500, flatRateCredit: 850, gstRateBp: 1500 });
  });

  it('reverses GST and credit exactly on a full refund, and the books agree with the provider', async () => {
    const host = await apiHostWithAccount(t, `gst-host-${randomUUID().slice(0, 8)}@example.com`);
    const { guest, payment } = await stayAt(host, 4_500, 60);
    const [night] = await t.database.db.select().from(bookings).where(eq(bookings.paymentId, payment.id));
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/v1/bookings/${night!.id}/status`,
      headers: guest.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const rows = await ledgerOf(payment.id);
    expect(rows.gst).toBe(587);
    expect(rows.gst_refund).toBe(-587);
    expect(rows.flat_rate_credit).toBe(-rows.flat_rate_credit_reversal!);
    expect(await moneyInvariantBreaches(t.database.db)).toEqual({});
    expect(await reconcile({ db: t.database.db, payments: t.payments })).toEqual([]);
  });
});
