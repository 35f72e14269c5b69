// The tax documents (decision 051) over real bookings: stays booked, charged and refunded through the
// API and the local payment provider, then the receipt and the monthly statement checked against the
// ledger, as JSON and as PDF; and who may read them.

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { addDays, todayInAuckland } from '../../../domain/dates';
import type { Receipt, Statement, StatementMonths } from '../../../domain/schemas/tax-documents';
import { ledgerEntries, payments, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { signUp, type Actor } from '../../testing/actors';
import { createLocation } from '../../testing/fixtures';
import { apiHostWithAccount, signedInGuestWithCard } from '../../testing/payments';
import { moneyInvariantBreaches } from '../../testing/money-invariants';
import { pdfText } from '../../testing/pdf-text';

let t: TestContext;
/** A second server copy on the same database whose GST rate is 0: stays booked as before GST. */
let beforeGst: TestContext;
let host: Actor;
let guest: Actor;
let stranger: Actor;
let admin: Actor;
let locationId: number;
let siteIds: number[];
const today = todayInAuckland();
const night = (offset: number) => addDays(today, offset);
const month = today.slice(0, 7);
let seq = 0;
const unique = (what: string) => `${what}-${++seq}-${randomUUID().slice(0, 8)}@example.com`;

beforeAll(async () => {
  t = await createTestApp();
  beforeGst = await createTestApp(
    { GST_RATE_PERCENT: '0', GST_FLAT_RATE_CREDIT_PERCENT: '0' },
    { database: t.database },
  );
  host = await apiHostWithAccount(t, unique('receipt-host'));
  await t.database.db
    .update(users)
    .set({ accountValid: true, firstName: 'Hine', lastName: 'Host' })
    .where(eq(users.id, host.id));
  guest = await signedInGuestWithCard(t, unique('receipt-guest'));
  stranger = await signedInGuestWithCard(t, unique('receipt-stranger'));
  admin = await signUp(t, unique('receipt-admin'), { roles: ['administrator'] });
  const place = await createLocation(t.database.db, {
    ownerId: host.id,
    name: 'Taupō Paddock',
    sites: [
      // IRD's example: a $115 GST-inclusive price holds $15 of GST.
      { name: 'Lakeside', spaces: 1, price: 11500 },
      { name: 'Orchard', spaces: 1, price: 11500 },
    ],
  });
  locationId = place.id;
  siteIds = place.sites.map((s) => s.id);
});
afterAll(async () => {
  await beforeGst?.close();
  await t?.close();
});

async function book(app: TestContext, who: Actor, nights: { siteId: number; date: string }[]) {
  const res = await app.app.inject({
    method: 'POST',
    url: `/v1/locations/${locationId}/bookings`,
    headers: { ...who.headers, 'idempotency-key': randomUUID() },
    payload: { bookings: nights },
  });
  expect(res.statusCode, res.body).toBe(201);
  const stay = res.json() as { paymentId: string; bookings: { id: number }[] };
  return { paymentId: stay.paymentId, ids: stay.bookings.map((b) => b.id) };
}

const get = (who: Actor, url: string) => t.app.inject({ url, headers: who.headers });
const receiptOf = async (who: Actor, paymentId: string) => {
  const res = await get(who, `/v1/bookings/stays/${paymentId}/receipt`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Receipt;
};

/** The signed sum of a payment's ledger rows of some kinds. */
async function ledgerSum(paymentIds: string[], kinds: string[]): Promise<number> {
  const rows = await t.database.db
    .select({ amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.paymentId, paymentIds), inArray(ledgerEntries.kind, kinds)));
  return rows.reduce((sum, r) => sum + r.amount, 0);
}

describe('a guest’s receipt', () => {
  let oneNight: { paymentId: string; ids: number[] };
  let twoNights: { paymentId: string; ids: number[] };

  beforeAll(async () => {
    oneNight = await book(t, guest, [{ siteId: siteIds[0]!, date: night(10) }]);
    twoNights = await book(t, guest, [
      { siteId: siteIds[1]!, date: night(12) },
      { siteId: siteIds[1]!, date: night(13) },
    ]);
    // The host cancels the second night: a full refund, which gives back its share of the GST.
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/bookings/${twoNights.ids[1]}/status`,
      headers: host.headers,
      payload: { status: 'cancelled' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('is a tax invoice from Stopover with IRD’s figures: $115 includes $15 of GST', async () => {
    const receipt = await receiptOf(guest, oneNight.paymentId);
    expect(receipt).toMatchObject({
      taxInvoice: true,
      supplier: { name: 'Stopover', gstNumber: '136-410-132' },
      recipient: { name: 'Mere Guest', email: guest.email },
      location: { id: locationId, name: 'Taupō Paddock' },
      issuedOn: today,
      arrival: night(10),
      departure: night(11),
      nights: [
        { date: night(10), site: 'Lakeside', price: 11500, refunded: 0, gstReversed: 0, refundedOn: null },
      ],
      subtotal: 11500,
      discount: 0,
      total: 11500,
      gst: 1500,
      gstRateBp: 1500,
      paidAfterRefunds: 11500,
      gstAfterRefunds: 1500,
    });
    expect(receipt.receiptNumber).toBe(`SO-${String(oneNight.ids[0]).padStart(6, '0')}`);
    expect(receipt.gst).toBe(await ledgerSum([oneNight.paymentId], ['gst']));
    expect(receipt.total).toBe(await ledgerSum([oneNight.paymentId], ['charge']));
  });

  it('shows a refunded night with the GST it reversed, as the ledger has them', async () => {
    const receipt = await receiptOf(guest, twoNights.paymentId);
    expect(receipt.total).toBe(23000);
    expect(receipt.gst).toBe(3000);
    const [kept, refunded] = receipt.nights;
    expect(kept).toMatchObject({ date: night(12), refunded: 0, gstReversed: 0 });
    expect(refunded).toMatchObject({
      date: night(13),
      refunded: 11500,
      gstReversed: 1500,
      refundedOn: today,
    });
    expect(receipt.refunded).toBe(0 - (await ledgerSum([twoNights.paymentId], ['refund'])));
    expect(receipt.gstReversed).toBe(0 - (await ledgerSum([twoNights.paymentId], ['gst_refund'])));
    expect(receipt.paidAfterRefunds).toBe(11500);
    expect(receipt.gstAfterRefunds).toBe(1500);
  });

  it('is a PDF that starts with %PDF and shows the GST and the reversal', async () => {
    const res = await get(guest, `/v1/bookings/stays/${twoNights.paymentId}/receipt.pdf?language=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="stopover-receipt-SO-\d+\.pdf"$/,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const words of [
      'Tax invoice',
      '136-410-132',
      'Mere Guest',
      'Taupo Paddock',
      'Includes GST (15%) of',
      '$30.00',
      'GST reversed',
      '$15.00',
      '$115.00',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('writes the PDF in the reader’s language, and in English for Chinese (no CJK font)', async () => {
    const fr = await get(guest, `/v1/bookings/stays/${oneNight.paymentId}/receipt.pdf?language=fr`);
    expect(pdfText(fr.rawPayload)).toContain('Facture fiscale');
    expect(pdfText(fr.rawPayload)).toContain('15,00');
    const zh = await t.app.inject({
      url: `/v1/bookings/stays/${oneNight.paymentId}/receipt.pdf`,
      headers: { ...guest.headers, 'accept-language': 'zh' },
    });
    expect(pdfText(zh.rawPayload)).toContain('Tax invoice');
    expect(pdfText(zh.rawPayload)).toContain('This document is in English.');
  });

  it('is for the stay’s guest and administrators only: anyone else hears it does not exist', async () => {
    for (const url of [
      `/v1/bookings/stays/${oneNight.paymentId}/receipt`,
      `/v1/bookings/stays/${oneNight.paymentId}/receipt.pdf`,
    ]) {
      const other = await get(stranger, url);
      expect(other.statusCode).toBe(404);
      expect(other.json().code).toBe('taxDocuments.notFound');
      expect((await get(host, url)).statusCode).toBe(404);
      expect((await get(admin, url)).statusCode).toBe(200);
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
    expect((await get(guest, `/v1/bookings/stays/${randomUUID()}/receipt`)).statusCode).toBe(404);
  });

  it('shows no GST for a stay booked before GST, and says it is a receipt, not a tax invoice', async () => {
    const old = await book(beforeGst, guest, [{ siteId: siteIds[0]!, date: night(20) }]);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, old.paymentId));
    expect(payment).toMatchObject({ gstRateBp: 0, gst: 0 });
    const receipt = await receiptOf(guest, old.paymentId);
    expect(receipt).toMatchObject({ taxInvoice: false, gst: 0, gstRateBp: 0, total: 11500 });
    const text = pdfText((await get(guest, `/v1/bookings/stays/${old.paymentId}/receipt.pdf`)).rawPayload);
    expect(text).toContain('Receipt');
    expect(text).not.toContain('Tax invoice');
    expect(text).not.toContain('Includes GST');
    expect(text).toContain('carries no GST');
  });

  it('leaves the money invariants whole', async () => {
    expect(await moneyInvariantBreaches(t.database.db)).toEqual({});
  });
});

describe('a host’s monthly statement', () => {
  beforeAll(async () => {
    // A stay of its own (the receipt tests add theirs): two $115 nights, the second refunded by the host.
    const stay = await book(t, guest, [
      { siteId: siteIds[0]!, date: night(30) },
      { siteId: siteIds[0]!, date: night(31) },
    ]);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/bookings/${stay.ids[1]}/status`,
      headers: host.headers,
      payload: { status: 'cancelled' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('lists the month, and each stay’s fee, GST, credit, refunds and net as the ledger has them', async () => {
    const months = (await get(host, `/v1/users/${host.id}/statements`)).json() as StatementMonths;
    expect(months.months[0]).toMatchObject({ month });
    const res = await get(host, `/v1/users/${host.id}/statements/${month}`);
    expect(res.statusCode, res.body).toBe(200);
    const statement = res.json() as Statement;
    expect(statement).toMatchObject({
      month,
      from: `${month}-01`,
      host: { id: host.id, name: 'Hine Host', gstRegistered: false, gstNumber: null },
      platformGstNumber: '136-410-132',
      flatRateCreditBp: 850,
    });
    const ids = statement.lines.map((l) => l.paymentId);
    expect(months.months[0]!.stays).toBe(ids.length);
    // The $115 stay: a 10% fee, $15 of GST and a credit of 8.5% of the GST-exclusive $100.
    const single = statement.lines.find(
      (l) => l.guestPaid === 11500 && l.refunded === 0 && l.flatRateCreditBp > 0,
    );
    expect(single).toMatchObject({
      platformFee: 1150,
      gst: 1500,
      flatRateCredit: 850,
      netToHost: 11500 - 1150 - 1500 + 850,
    });
    const refunded = statement.lines.find((l) => l.refunded > 0 && l.flatRateCreditBp > 0)!;
    expect(refunded).toMatchObject({
      guestPaid: 23000,
      refunded: 11500,
      gst: 3000,
      gstReversed: 1500,
      flatRateCredit: 1700,
      creditReversed: 850,
    });
    for (const line of statement.lines) {
      expect(
        line.guestPaid -
          line.refunded -
          line.platformFee -
          line.gst +
          line.gstReversed +
          line.flatRateCredit -
          line.creditReversed,
      ).toBe(line.netToHost);
      expect(line.guestPaid).toBe(await ledgerSum([line.paymentId], ['charge']));
      expect(line.flatRateCredit).toBe(0 - (await ledgerSum([line.paymentId], ['flat_rate_credit'])));
      expect(line.netToHost).toBe(await ledgerSum([line.paymentId], ['host_transfer', 'transfer_reversal']));
    }
    expect(statement.totals.gst).toBe(await ledgerSum(ids, ['gst']));
    expect(statement.totals.gstReversed).toBe(0 - (await ledgerSum(ids, ['gst_refund'])));
    expect(statement.totals.creditReversed).toBe(await ledgerSum(ids, ['flat_rate_credit_reversal']));
    expect(statement.totals.platformFee).toBe(await ledgerSum(ids, ['platform_fee', 'fee_refund']));
    expect(statement.totals.netToHost).toBe(await ledgerSum(ids, ['host_transfer', 'transfer_reversal']));
    expect(months.months[0]!.netToHost).toBe(statement.totals.netToHost);
  });

  it('is a PDF with the scheme’s wording, the GST numbers and the figures', async () => {
    const res = await get(host, `/v1/users/${host.id}/statements/${month}.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const words of [
      'Monthly statement',
      'flat-rate credit scheme',
      '136-410-132',
      'Not GST-registered',
      '$8.50',
      '$15.00',
      'Month totals',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('names a registered host’s GST number', async () => {
    await t.database.db
      .update(users)
      .set({ gstRegistered: true, gstNumber: '49091850' })
      .where(eq(users.id, host.id));
    try {
      const statement = (await get(host, `/v1/users/${host.id}/statements/${month}`)).json() as Statement;
      expect(statement.host).toMatchObject({ gstRegistered: true, gstNumber: '49-091-850' });
      expect(statement.flatRateCreditBp).toBe(0);
    } finally {
      await t.database.db
        .update(users)
        .set({ gstRegistered: false, gstNumber: null })
        .where(eq(users.id, host.id));
    }
  });

  it('is the host’s and administrators’ only; a month not yet begun or badly written is refused', async () => {
    for (const url of [
      `/v1/users/${host.id}/statements`,
      `/v1/users/${host.id}/statements/${month}`,
      `/v1/users/${host.id}/statements/${month}.pdf`,
    ]) {
      expect((await get(stranger, url)).statusCode).toBe(404);
      expect((await get(guest, url)).statusCode).toBe(404);
      expect((await get(admin, url)).statusCode).toBe(200);
    }
    const nextYear = `${Number(month.slice(0, 4)) + 1}-01`;
    expect((await get(host, `/v1/users/${host.id}/statements/${nextYear}`)).statusCode).toBe(404);
    expect((await get(host, `/v1/users/${host.id}/statements/2026-13`)).statusCode).toBe(400);
    const empty = (await get(host, `/v1/users/${host.id}/statements/2020-01`)).json() as Statement;
    expect(empty.lines).toEqual([]);
    expect(empty.totals.netToHost).toBe(0);
  });
});
