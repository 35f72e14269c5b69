// A host's earnings over the real booking, refund and payout services (decision 050): the figures by
// month, property and site agree with the ledger, and the CSV reads back through csv-parse in its strict
// mode (RFC 4180 quoting, every record the same width), once as text and once with the numbers a
// spreadsheet would see.

import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { addDays, daysBetween, todayInAuckland } from '../../../domain/dates';
import { periodDates } from '../../../domain/earnings';
import { createLocalProvider } from '../../adapters/payments/local';
import { ledgerEntries, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { signUp, type Actor } from '../../testing/actors';
import { createLocation } from '../../testing/fixtures';
import { apiHostWithAccount, signedInGuestWithCard } from '../../testing/payments';
import { moneyInvariantBreaches } from '../../testing/money-invariants';
import type { EarningsResponse } from '../../../domain/schemas/earnings';

let t: TestContext;
let clockOffsetMs = 0;
let host: Actor;
let admin: Actor;
const today = todayInAuckland();
const night = (offset: number) => addDays(today, offset);
const from = today.slice(0, 7);
const to = addDays(today, 50).slice(0, 7);
const period = `from=${from}&to=${to}`;
const EVIL_NAME = '=HYPERLINK("http://evil.example","Click")';
let paymentIds: string[] = [];

const dollarsToCents = (value: string) => {
  expect(value).toMatch(/^-?\d+\.\d{2}$/);
  return Math.round(Number(value) * 100);
};

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      payments: (config, database) =>
        createLocalProvider(database.db, {
          publicUrl: config.publicUrl,
          webhookSecret: 'whsec_earnings_test',
          now: () => new Date(Date.now() + clockOffsetMs),
        }),
    },
  );
  host = await apiHostWithAccount(t, `earnings-host-${randomUUID().slice(0, 8)}@example.com`);
  await t.database.db.update(users).set({ accountValid: true }).where(eq(users.id, host.id));
  admin = await signUp(t, `earnings-admin-${randomUUID().slice(0, 8)}@example.com`, {
    roles: ['administrator'],
  });

  const paddock = await createLocation(t.database.db, {
    ownerId: host.id,
    name: 'Kiwi Paddock',
    cancellationPolicy: 'moderate',
    sites: [
      { name: 'Riverside', spaces: 1, price: 4500 },
      { name: 'Orchard', spaces: 2, price: 3000 },
    ],
  });
  const beach = await createLocation(t.database.db, {
    ownerId: host.id,
    name: 'Beach, "North" end',
    sites: [{ name: 'Dunes', spaces: 1, price: 2999 }],
  });
  const book = async (guest: Actor, locationId: number, nights: { siteId: number; date: string }[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/locations/${locationId}/bookings`,
      headers: { ...guest.headers, 'idempotency-key': randomUUID() },
      payload: { bookings: nights },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { paymentId: string; bookings: { id: number }[] };
  };
  const mere = await signedInGuestWithCard(t, `earnings-mere-${randomUUID().slice(0, 8)}@example.com`);
  const evil = await signedInGuestWithCard(t, `earnings-evil-${randomUUID().slice(0, 8)}@example.com`);
  await t.database.db
    .update(users)
    .set({ firstName: EVIL_NAME, lastName: null })
    .where(eq(users.id, evil.id));

  const [riverside, orchard] = paddock.sites;
  const stay = await book(mere, paddock.id, [
    { siteId: riverside!.id, date: night(20) },
    { siteId: riverside!.id, date: night(21) },
    { siteId: orchard!.id, date: night(22) },
  ]);
  const other = await book(evil, beach.id, [{ siteId: beach.sites[0]!.id, date: night(25) }]);
  paymentIds = [stay.paymentId, other.paymentId];
  // The host cancels the last night: the guest gets it back in full.
  const cancel = await t.app.inject({
    method: 'PUT',
    url: `/v1/bookings/${stay.bookings[2]!.id}/status`,
    headers: host.headers,
    payload: { status: 'cancelled' },
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  // Forty days on, a 15th has passed: the provider paid out what the account held.
  clockOffsetMs = 40 * 86_400_000;
});
afterAll(() => t.close());

const ledgerOf = async () =>
  t.database.db.select().from(ledgerEntries).where(inArray(ledgerEntries.paymentId, paymentIds));
const sumOf = (rows: { kind: string; amount: number }[], ...kinds: string[]) =>
  rows.filter((r) => kinds.includes(r.kind)).reduce((s, r) => s + r.amount, 0);

describe('a host’s earnings', () => {
  it('adds up to the ledger by month, by property and in all, with the payout and occupancy', async () => {
    const res = await t.app.inject({ url: `/v1/users/${host.id}/earnings?${period}`, headers: host.headers });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as EarningsResponse;
    const ledger = await ledgerOf();

    expect(body.totals.gross).toBe(sumOf(ledger, 'charge'));
    expect(body.totals.gross).toBe(4500 + 4500 + 3000 + 2999);
    expect(body.totals.refund).toBe(sumOf(ledger, 'refund'));
    expect(body.totals.refund).toBe(-3000);
    expect(body.totals.fee).toBe(-sumOf(ledger, 'platform_fee', 'fee_refund'));
    expect(body.totals.gst).toBe(-sumOf(ledger, 'gst', 'gst_refund'));
    expect(body.totals.credit).toBe(-sumOf(ledger, 'flat_rate_credit', 'flat_rate_credit_reversal'));
    expect(body.totals.net).toBe(sumOf(ledger, 'host_transfer', 'transfer_reversal'));
    expect(body.totals.gst).toBeLessThan(0);
    expect(body.totals.credit).toBeGreaterThan(0);
    expect(body.totals.net).toBe(
      body.totals.gross + body.totals.fee + body.totals.gst + body.totals.credit + body.totals.refund,
    );
    expect(body.totals.nightsSold).toBe(3);

    // The payout: what the account held on the 15th, as the ledger recorded it.
    const payouts = await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, host.id));
    const paid = -sumOf(payouts, 'payout');
    expect(paid).toBe(body.totals.net);
    expect(body.totals.paidOut).toBe(paid);
    expect(body.payouts).toHaveLength(1);
    expect(body.payouts[0]!.date.slice(8)).toBe('15');

    // Months and properties add up to the totals.
    const add = (rows: { net: number; gross: number }[]) => rows.reduce((s, r) => s + r.net, 0);
    expect(add(body.months)).toBe(body.totals.net);
    expect(add(body.properties)).toBe(body.totals.net);
    expect(body.months.reduce((s, m) => s + m.paidOut, 0)).toBe(paid);
    expect(body.properties.map((p) => [p.locationName, p.gross, p.refund])).toEqual([
      ['Beach, "North" end', 2999, 0],
      ['Kiwi Paddock', 12000, -3000],
    ]);

    // Occupancy: nights sold over spaces × days of the period.
    const { first, last } = periodDates(from, to);
    const days = daysBetween(first, last) + 1;
    const bySite = Object.fromEntries(body.sites.map((s) => [s.siteName, [s.nightsSold, s.nightsOffered]]));
    expect(bySite).toEqual({
      Dunes: [1, days],
      Riverside: [2, days],
      Orchard: [0, 2 * days],
    });
    expect(await moneyInvariantBreaches(t.database.db)).toEqual({});
  });

  it('exports the period as a CSV a spreadsheet opens cleanly', async () => {
    const res = await t.app.inject({
      url: `/v1/users/${host.id}/earnings/csv?${period}`,
      headers: host.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="stopover-earnings-${from}-to-${to}.csv"`,
    );
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const records: string[][] = parse(res.rawPayload, { bom: true, record_delimiter: '\r\n' });
    const [header, ...rows] = records;
    // Read as a spreadsheet reads it: the amounts are numbers, the names stay text.
    const typed: unknown[][] = parse(res.rawPayload, { bom: true, cast: true, from_line: 2 });
    for (const record of typed) {
      for (const name of ['gross', 'fee', 'gst', 'flat_rate_credit', 'refund', 'net']) {
        const value = record[header!.indexOf(name)];
        if (value !== '') expect(typeof value, name).toBe('number');
      }
    }
    expect(header).toEqual([
      'type',
      'date',
      'property',
      'site',
      'guest',
      'gross',
      'fee',
      'gst',
      'flat_rate_credit',
      'refund',
      'net',
      'payout',
      'payout_date',
      'payout_reference',
    ]);
    const col = (name: string) => header!.indexOf(name);
    const nights = rows.filter((r) => r[0] === 'night');
    const payouts = rows.filter((r) => r[0] === 'payout');
    expect(nights).toHaveLength(4);
    expect(payouts).toHaveLength(1);
    for (const r of rows) expect(r[col('date')]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const total = (name: string) => nights.reduce((s, r) => s + dollarsToCents(r[col(name)]!), 0);

    const ledger = await ledgerOf();
    expect(total('gross')).toBe(sumOf(ledger, 'charge'));
    expect(total('fee')).toBe(-sumOf(ledger, 'platform_fee', 'fee_refund'));
    expect(total('gst')).toBe(-sumOf(ledger, 'gst', 'gst_refund'));
    expect(total('flat_rate_credit')).toBe(-sumOf(ledger, 'flat_rate_credit', 'flat_rate_credit_reversal'));
    expect(total('refund')).toBe(sumOf(ledger, 'refund'));
    expect(total('net')).toBe(sumOf(ledger, 'host_transfer', 'transfer_reversal'));
    // Each night's row adds up, and the refunded night's refund stays a negative number.
    for (const r of nights) {
      const c = (name: string) => dollarsToCents(r[col(name)]!);
      expect(c('gross') + c('fee') + c('gst') + c('flat_rate_credit') + c('refund')).toBe(c('net'));
    }
    expect(nights.map((r) => r[col('refund')])).toContain('-30.00');
    expect(nights[0]).toMatchObject({
      1: night(20),
      2: 'Kiwi Paddock',
      3: 'Riverside',
      4: 'Mere Guest',
      5: '45.00',
    });

    // The guest who named themselves a formula comes out as text; the quoted property name reads back.
    const evil = nights.find((r) => r[col('property')] === 'Beach, "North" end')!;
    expect(evil[col('guest')]).toBe(`'${EVIL_NAME}`);
    expect(evil[col('gross')]).toBe('29.99');

    const [payoutRow] = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.kind, 'payout'));
    const payout = payouts[0]!;
    expect(payout[col('payout_reference')]).toBe(payoutRow!.providerReference);
    expect(payout[col('payout_date')]).toBe(payout[col('date')]);
    expect(dollarsToCents(payout[col('payout')]!)).toBe(-payoutRow!.amount);
  });

  it('shows an administrator any host’s earnings, and nobody else', async () => {
    const asAdmin = await t.app.inject({
      url: `/v1/users/${host.id}/earnings?${period}`,
      headers: admin.headers,
    });
    expect(asAdmin.statusCode).toBe(200);
    const stranger = await signUp(t, `earnings-stranger-${randomUUID().slice(0, 8)}@example.com`);
    const asStranger = await t.app.inject({
      url: `/v1/users/${host.id}/earnings/csv?${period}`,
      headers: stranger.headers,
    });
    expect(asStranger.statusCode).toBe(404);
    const own = (
      await t.app.inject({ url: `/v1/users/${stranger.id}/earnings?${period}`, headers: stranger.headers })
    ).json() as EarningsResponse;
    expect(own.totals).toMatchObject({ gross: 0, net: 0, nightsSold: 0 });
  });

  it('refuses a period that is not whole months in order', async () => {
    for (const q of [
      'from=2026-05&to=2026-04',
      'from=2026-13&to=2026-12',
      'from=2020-01&to=2026-12',
      'from=2026-01',
    ]) {
      const res = await t.app.inject({ url: `/v1/users/${host.id}/earnings?${q}`, headers: host.headers });
      expect(res.statusCode, q).toBe(400);
      if (!q.endsWith('2026-01')) expect(res.json().code, q).toBe('earnings.badPeriod');
    }
  });
});
