import { describe, expect, it } from 'vitest';
import {
  availableNzd,
  currentCursor,
  FIRST_PAGE,
  formatIsoDate,
  formatNzd,
  formatTransactionDate,
  hasNextPage,
  nextPage,
  previousPage,
} from './transactions';

const page = (n: number, cursor: string | null) => ({
  items: Array.from({ length: n }, (_, i) => i),
  cursor,
});

describe('transactions', () => {
  it('shows dates as DD/MM/YYYY in New Zealand', () => {
    // 20:30 UTC on 14 January is already the 15th in Auckland (UTC+13 in summer).
    expect(formatTransactionDate('2026-01-14T20:30:00.000Z')).toBe('15/01/2026');
    expect(formatTransactionDate('2026-07-01T00:00:00.000Z')).toBe('01/07/2026');
    expect(formatIsoDate('2026-02-15')).toBe('15/02/2026');
  });

  it('shows cents as New Zealand dollars', () => {
    expect(formatNzd(2550)).toBe('NZ$25.50');
    expect(formatNzd(-1000)).toBe('-NZ$10');
    expect(formatNzd(0)).toBe('NZ$0');
    expect(formatNzd(123456)).toBe('NZ$1,234.56');
  });

  it('reads the available NZD balance', () => {
    expect(availableNzd({ available: [{ amount: 4200, currency: 'nzd' }] })).toBe(4200);
    expect(availableNzd({ available: [] })).toBe(0);
  });

  it('offers Next only on a full page of 50 that continues', () => {
    expect(hasNextPage(page(50, 'c1'))).toBe(true);
    expect(hasNextPage(page(49, 'c1'))).toBe(false);
    expect(hasNextPage(page(50, null))).toBe(false);
    expect(hasNextPage(undefined)).toBe(false);
  });

  it('goes forward and back through pages by cursor', () => {
    const second = nextPage(FIRST_PAGE, 'c1');
    const third = nextPage(second, 'c2');
    expect(currentCursor(FIRST_PAGE)).toBeNull();
    expect(currentCursor(third)).toBe('c2');
    expect(currentCursor(previousPage(third))).toBe('c1');
    expect(previousPage(FIRST_PAGE)).toBe(FIRST_PAGE);
  });
});
