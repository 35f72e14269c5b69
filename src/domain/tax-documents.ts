// Pure parts of the tax documents (decision 051): receipt numbers, a statement's month, the figures'
// totals. The server reads the rows; the web and the PDF render them.

import { addDays, type IsoDate } from './dates';
import type { StatementFigures } from './schemas/tax-documents';

/** A receipt's number: SO- and the stay's first night's id (unique to the stay, never reused). */
export const receiptNumber = (firstNightId: number): string => `SO-${String(firstNightId).padStart(6, '0')}`;

/** The first and last day of a month written YYYY-MM. */
export function monthRange(month: string): { from: IsoDate; to: IsoDate } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { from: `${month}-01`, to: addDays(next, -1) };
}

export const ZERO_FIGURES: StatementFigures = {
  guestPaid: 0,
  refunded: 0,
  platformFee: 0,
  gst: 0,
  gstReversed: 0,
  flatRateCredit: 0,
  creditReversed: 0,
  netToHost: 0,
};

/** A statement's figures in the order its page and its PDF show them as columns. */
export const STATEMENT_COLUMNS = Object.keys(ZERO_FIGURES) as (keyof StatementFigures)[];

/** The figures of the lines added up, column by column. */
export function totalFigures(lines: StatementFigures[]): StatementFigures {
  const totals = { ...ZERO_FIGURES };
  for (const line of lines) {
    for (const key of Object.keys(totals) as (keyof StatementFigures)[]) totals[key] += line[key];
  }
  return totals;
}

/**
 * What reached the host, from the other figures: paid − refunded − fee − GST + GST reversed + credit −
 * credit reversed. The ledger's host_transfer and transfer_reversal rows must agree (a test checks it).
 */
export const netToHost = (f: Omit<StatementFigures, 'netToHost'>): number =>
  f.guestPaid - f.refunded - f.platformFee - f.gst + f.gstReversed + f.flatRateCredit - f.creditReversed;

/** A rate in basis points as a percentage for the documents: 1500 → "15", 850 → "8.5". */
export const ratePercent = (bp: number): string => String(bp / 100);

/** The documents' month name, e.g. "November 2026", in a language. */
export function monthName(month: string, language: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(y, m - 1, 1),
  );
}
