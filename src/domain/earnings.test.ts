import { describe, expect, it } from 'vitest';
import {
  isValidPeriod,
  monthsBetween,
  nightEarnings,
  occupancyPercent,
  summariseEarnings,
  type EarningNight,
} from './earnings';
import { centsToDollars, csvField, earningsCsv, neutraliseText } from './earnings-csv';

const night = (id: number, date: string, price: number, status = 'accepted'): EarningNight => ({
  id,
  paymentId: 'p1',
  date,
  price,
  status,
  siteId: 1,
  siteName: 'Riverside',
  locationId: 1,
  locationName: 'Paddock',
  guestName: 'Mere',
});

// A $100.01 stay of three nights (a discount: the prices add up to more), fee 10%, GST 3/23, credit
// 8.5% of the GST-exclusive amount; the last night refunded in part.
const ledger = [
  { kind: 'charge', amount: 10001, paymentId: 'p1', bookingId: null },
  { kind: 'platform_fee', amount: 1000, paymentId: 'p1', bookingId: null },
  { kind: 'gst', amount: 1305, paymentId: 'p1', bookingId: null },
  { kind: 'flat_rate_credit', amount: -739, paymentId: 'p1', bookingId: null },
  { kind: 'host_transfer', amount: 8435, paymentId: 'p1', bookingId: null },
  { kind: 'refund', amount: -2000, paymentId: 'p1', bookingId: 3 },
  { kind: 'fee_refund', amount: -200, paymentId: 'p1', bookingId: 3 },
  { kind: 'gst_refund', amount: -261, paymentId: 'p1', bookingId: 3 },
  { kind: 'flat_rate_credit_reversal', amount: 148, paymentId: 'p1', bookingId: 3 },
  { kind: 'transfer_reversal', amount: -1687, paymentId: 'p1', bookingId: 3 },
];

describe('nightEarnings', () => {
  const nights = nightEarnings(
    [night(3, '2026-03-03', 4000), night(1, '2026-03-01', 4000), night(2, '2026-03-02', 3000)],
    ledger,
  );

  it('splits the payment over its nights by price so every figure adds up to the ledger exactly', () => {
    const total = (k: 'gross' | 'fee' | 'gst' | 'credit' | 'refund' | 'net') =>
      nights.reduce((s, n) => s + n[k], 0);
    expect(total('gross')).toBe(10001);
    expect(total('fee')).toBe(-800);
    expect(total('gst')).toBe(-1044);
    expect(total('credit')).toBe(591);
    expect(total('refund')).toBe(-2000);
    expect(total('net')).toBe(8435 - 1687);
    for (const n of nights) expect(n.gross + n.fee + n.gst + n.credit + n.refund).toBe(n.net);
    expect(nights.map((n) => n.date)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
  });

  it('leaves out a payment that was never charged', () => {
    expect(nightEarnings([{ ...night(9, '2026-03-01', 100), paymentId: 'p2' }], ledger)).toEqual([]);
  });

  it('summarises by month with payouts, and occupancy over spaces × days', () => {
    const summary = summariseEarnings({
      from: '2026-02',
      to: '2026-03',
      nights,
      payouts: [{ date: '2026-03-15', amount: 5000, reference: 'po_1' }],
      sites: [
        { siteId: 1, siteName: 'Riverside', locationId: 1, locationName: 'Paddock', spaces: 2, active: true },
        { siteId: 2, siteName: 'Gone', locationId: 1, locationName: 'Paddock', spaces: 1, active: false },
      ],
    });
    expect(summary.months.map((m) => [m.month, m.gross, m.paidOut, m.nightsSold])).toEqual([
      ['2026-02', 0, 0, 0],
      ['2026-03', 10001, 5000, 3],
    ]);
    expect(summary.sites).toEqual([
      expect.objectContaining({ siteId: 1, nightsSold: 3, nightsOffered: 2 * 59 }),
    ]);
    expect(occupancyPercent(summary.sites[0]!)).toBe(3);
    expect(occupancyPercent({ nightsSold: 0, nightsOffered: 0 })).toBeNull();
  });
});

describe('periods', () => {
  it('takes whole months in order, at most 36', () => {
    expect(isValidPeriod('2026-01', '2026-12')).toBe(true);
    expect(isValidPeriod('2026-12', '2026-01')).toBe(false);
    expect(isValidPeriod('2026-1', '2026-12')).toBe(false);
    expect(isValidPeriod('2020-01', '2026-12')).toBe(false);
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});

describe('the CSV', () => {
  it('writes dollars with two decimals and a minus sign', () => {
    expect([4500, -1250, 5, -5, 0, 123456].map(centsToDollars)).toEqual([
      '45.00',
      '-12.50',
      '0.05',
      '-0.05',
      '0.00',
      '1234.56',
    ]);
  });

  it('neutralises text a spreadsheet would run, and quotes as RFC 4180 says', () => {
    for (const evil of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(neutraliseText(evil)).toBe(`'${evil}`);
    expect(neutraliseText('Mere')).toBe('Mere');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('starts with the BOM and header, ends lines with CRLF, keeps negative amounts numbers', () => {
    const csv = earningsCsv(
      nightEarnings(
        [night(3, '2026-03-03', 4000), night(1, '2026-03-01', 4000), night(2, '2026-03-02', 3000)],
        ledger,
      ),
      [{ date: '2026-03-15', amount: 5000, reference: 'po_1' }],
    );
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFtype,date,property,site,guest,gross,fee,gst,flat_rate_credit,refund,net,payout,payout_date,payout_reference',
    );
    expect(lines[1]).toMatch(
      /^night,2026-03-01,Paddock,Riverside,Mere,\d+\.\d{2},-\d+\.\d{2},-\d+\.\d{2},\d+\.\d{2},0\.00,/,
    );
    expect(lines[3]).toContain(',-20.00,');
    expect(lines[4]).toBe('payout,2026-03-15,,,,,,,,,,50.00,2026-03-15,po_1');
    expect(lines[5]).toBe('');
  });
});
