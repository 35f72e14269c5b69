// The Transactions page's pure parts (spec sections 3 and 9): dates DD/MM/YYYY in New Zealand, amounts
// from cents in NZ$, and paging by cursor, 50 rows a page.

import { formatDisplayDate, todayInAuckland } from '../../../../domain/dates';
import { formatCents } from '../../../lib/money';
import { TRANSACTIONS_PAGE_SIZE } from '../../../../domain/schemas/payments';

/** An instant (ISO timestamp) as its New Zealand date, DD/MM/YYYY. */
export function formatTransactionDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatDisplayDate(todayInAuckland(date));
}

/** A calendar date YYYY-MM-DD as DD/MM/YYYY. */
export function formatIsoDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : date;
}

/** Cents as New Zealand dollars: 2550 -> 'NZ$25.50', -1000 -> '-NZ$10'. */
export function formatNzd(cents: number): string {
  return formatCents(cents).replace('$', 'NZ$');
}

/** The available balance in NZD (spec section 3: available[0].amount), 0 when the provider lists none. */
export function availableNzd(balance: {
  available: readonly { amount: number; currency: string }[];
}): number {
  const nzd = balance.available.find((b) => b.currency.toLowerCase() === 'nzd') ?? balance.available[0];
  return nzd?.amount ?? 0;
}

/**
 * Pages by cursor: the cursors of the pages seen so far (the first page has none), so Previous goes
 * back without the server knowing about pages.
 */
export type CursorStack = readonly (string | null)[];

export const FIRST_PAGE: CursorStack = [null];

export const currentCursor = (stack: CursorStack): string | null => stack[stack.length - 1] ?? null;

/** Next is offered only on a full page of 50 that the server says continues (spec section 9). */
export function hasNextPage(page: { items: readonly unknown[]; cursor: string | null } | undefined): boolean {
  return !!page && page.items.length >= TRANSACTIONS_PAGE_SIZE && page.cursor !== null;
}

export const nextPage = (stack: CursorStack, cursor: string): CursorStack => [...stack, cursor];

export const previousPage = (stack: CursorStack): CursorStack =>
  stack.length > 1 ? stack.slice(0, -1) : stack;
