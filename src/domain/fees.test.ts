import { describe, expect, it } from 'vitest';
import { affiliateTransferCents, allocateCents, platformFeeCents } from './fees';

describe('the platform fee', () => {
  it('is the percentage of the amount, rounded to the nearest cent', () => {
    expect(platformFeeCents(5000, 10)).toBe(500);
    expect(platformFeeCents(2555, 10)).toBe(256);
    expect(platformFeeCents(2554, 10)).toBe(255);
    expect(platformFeeCents(1000, 12.5)).toBe(125);
    expect(platformFeeCents(1000, 0)).toBe(0);
  });
});

describe('an affiliate’s transfer', () => {
  it('is the night’s price times the fee percentage', () => {
    expect(affiliateTransferCents(2500, 10)).toBe(250);
    expect(affiliateTransferCents(2555, 5)).toBe(128);
  });
});

describe('allocating cents', () => {
  it('gives the weights back when the total is their sum', () => {
    expect(allocateCents(7500, [2500, 2500, 2500])).toEqual([2500, 2500, 2500]);
  });

  it('always adds up to the total exactly', () => {
    const shares = allocateCents(1000, [1, 1, 1]);
    expect(shares).toEqual([333, 333, 334]);
    expect(shares.reduce((a, b) => a + b)).toBe(1000);
    const discounted = allocateCents(6999, [2500, 3000, 2000]);
    expect(discounted.reduce((a, b) => a + b)).toBe(6999);
  });
});
