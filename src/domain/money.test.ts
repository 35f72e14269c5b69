import { describe, expect, it } from 'vitest';
import { MAX_NIGHTLY_PRICE_CENTS, MIN_NIGHTLY_PRICE_CENTS, SUGGESTED_NIGHTLY_PRICE_CENTS } from './constants';
import { assertCents, formatCents } from './money';

describe('formatCents', () => {
  it('shows zero as $0', () => {
    expect(formatCents(0)).toBe('$0');
  });

  it('shows amounts under a dollar with two cent digits', () => {
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(50)).toBe('$0.50');
    expect(formatCents(99)).toBe('$0.99');
  });

  it('leaves out the cents for whole dollars', () => {
    expect(formatCents(100)).toBe('$1');
    expect(formatCents(1000)).toBe('$10');
    expect(formatCents(2500)).toBe('$25');
  });

  it('shows the cents with two digits otherwise', () => {
    expect(formatCents(2550)).toBe('$25.50');
    expect(formatCents(2505)).toBe('$25.05');
    expect(formatCents(2599)).toBe('$25.99');
    expect(formatCents(101)).toBe('$1.01');
  });

  it('shows the nightly price limits and suggestion from the spec', () => {
    expect(formatCents(MIN_NIGHTLY_PRICE_CENTS)).toBe('$10');
    expect(formatCents(SUGGESTED_NIGHTLY_PRICE_CENTS)).toBe('$20');
    expect(formatCents(MAX_NIGHTLY_PRICE_CENTS)).toBe('$999');
    expect(formatCents(99900)).toBe('$999');
  });

  it('groups thousands with commas', () => {
    expect(formatCents(99999)).toBe('$999.99');
    expect(formatCents(100000)).toBe('$1,000');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
    expect(formatCents(100000000)).toBe('$1,000,000');
  });

  it('puts the minus sign before the dollar sign for negative amounts', () => {
    expect(formatCents(-5)).toBe('-$0.05');
    expect(formatCents(-1000)).toBe('-$10');
    expect(formatCents(-2550)).toBe('-$25.50');
    expect(formatCents(-123456789)).toBe('-$1,234,567.89');
  });

  it('shows negative zero as $0', () => {
    expect(formatCents(-0)).toBe('$0');
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => formatCents(10.5)).toThrow(RangeError);
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
    expect(() => formatCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('assertCents', () => {
  it('returns whole cents unchanged', () => {
    expect(assertCents(0)).toBe(0);
    expect(assertCents(2550)).toBe(2550);
    expect(assertCents(-2550)).toBe(-2550);
    expect(assertCents(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('rejects fractions of a cent', () => {
    expect(() => assertCents(10.5)).toThrow(RangeError);
    expect(() => assertCents(0.1)).toThrow(RangeError);
    expect(() => assertCents(-0.5)).toThrow(RangeError);
  });

  it('rejects NaN and infinities', () => {
    expect(() => assertCents(Number.NaN)).toThrow(RangeError);
    expect(() => assertCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => assertCents(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
  });

  it('rejects integers too large to be exact', () => {
    expect(() => assertCents(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });

  it('names the offending amount in the error', () => {
    expect(() => assertCents(10.5)).toThrow('Money must be whole cents, got 10.5');
  });
});

describe('formatCents in each language', () => {
  // Intl writes a no-break space (narrow in French) between the number and the symbol.
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it('writes English exactly as before', () => {
    for (const amount of [0, 5, 2500, 2550, 123456, -2550]) {
      expect(formatCents(amount, 'en')).toBe(formatCents(amount));
    }
  });

  it('follows each language’s separators and symbol position, cents only when there are any', () => {
    expect(plain(formatCents(2500, 'de'))).toBe('25 $');
    expect(plain(formatCents(2550, 'de'))).toBe('25,50 $');
    expect(plain(formatCents(123456, 'de'))).toBe('1.234,56 $');
    expect(plain(formatCents(2550, 'fr'))).toBe('25,50 $');
    expect(plain(formatCents(123456, 'fr'))).toBe('1 234,56 $');
    expect(plain(formatCents(2550, 'es'))).toBe('25,50 $');
    expect(formatCents(2500, 'zh')).toBe('$25');
    expect(formatCents(123456, 'zh')).toBe('$1,234.56');
  });

  it('signs negative amounts and never shows a negative zero', () => {
    expect(plain(formatCents(-2550, 'de'))).toBe('-25,50 $');
    expect(plain(formatCents(-0, 'de'))).toBe('0 $');
  });
});
