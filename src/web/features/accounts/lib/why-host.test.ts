import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_FEE_PERCENT } from '../../../../domain/fees';
import { earningsExample } from './why-host';

describe('earningsExample', () => {
  it('works out a month of two $25 sites booked twelve nights each at the default fee', () => {
    expect(earningsExample(DEFAULT_PLATFORM_FEE_PERCENT)).toEqual({
      sites: 2,
      priceCents: 2500,
      nightsPerSite: 12,
      nights: 24,
      total: 60_000,
      fee: 6_000,
      payout: 54_000,
    });
  });

  it('rounds the fee to the cent, as a booking does', () => {
    const { fee, payout, total } = earningsExample(12.5, { sites: 1, priceCents: 1999, nightsPerSite: 3 });
    // 12.5% of $59.97 is 749.625 cents.
    expect(total).toBe(5997);
    expect(fee).toBe(750);
    expect(payout).toBe(total - fee);
  });

  it('pays the host everything when there is no fee', () => {
    const { fee, payout, total } = earningsExample(0);
    expect(fee).toBe(0);
    expect(payout).toBe(total);
  });
});
