import { describe, expect, it } from 'vitest';
import { monthName, monthRange, netToHost, ratePercent, receiptNumber, totalFigures } from './tax-documents';

describe('tax documents', () => {
  it('numbers a receipt by its first night', () => {
    expect(receiptNumber(42)).toBe('SO-000042');
    expect(receiptNumber(12345678)).toBe('SO-12345678');
  });

  it('knows a month’s first and last day, leap years and December included', () => {
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('adds the figures up and derives what reached the host', () => {
    // IRD's $115 stay for a host who is not registered, with a 10% fee: $15 GST, $8.50 credit.
    const stay = { guestPaid: 11500, refunded: 0, platformFee: 1150, gst: 1500, gstReversed: 0 };
    const line = { ...stay, flatRateCredit: 850, creditReversed: 0, netToHost: 0 };
    line.netToHost = netToHost(line);
    expect(line.netToHost).toBe(11500 - 1150 - 1500 + 850);
    expect(totalFigures([line, line]).netToHost).toBe(2 * line.netToHost);
  });

  it('writes rates and months for people', () => {
    expect(ratePercent(1500)).toBe('15');
    expect(ratePercent(850)).toBe('8.5');
    expect(monthName('2026-11', 'en')).toBe('November 2026');
  });
});
