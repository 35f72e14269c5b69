// The earnings CSV (issue 28, decision 050): one row per night or payout, written to open cleanly in
// a spreadsheet. UTF-8 with a byte order mark (Excel otherwise reads it as the local code page), CRLF
// line ends and RFC 4180 quoting (a field with a comma, a double quote, CR or LF is quoted, its quotes
// doubled), ISO dates, amounts in dollars with two decimals and a minus sign ("45.00", "-12.50").
// Text cells that a spreadsheet would take for a formula (starting with = + - @, a tab or CR) get a
// leading apostrophe (OWASP, "CSV Injection"); amount cells are numbers we write and stay numbers.

import type { EarningPayout, NightEarning, YearMonth } from './earnings';

export const CSV_BOM = '\uFEFF';

/** The header row: machine-friendly English names, the same in every language (decision 050). */
export const EARNINGS_CSV_COLUMNS = [
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
] as const;

/** Cents as dollars with two decimals: 4500 → "45.00", -1250 → "-12.50". */
export function centsToDollars(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell a spreadsheet will not run: a leading apostrophe before a formula's first character. */
export function neutraliseText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One field, quoted when RFC 4180 needs it. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

type Cell = { text: string } | { amount: number } | { raw: string };
const text = (value: string): Cell => ({ text: value });
const amount = (value: number): Cell => ({ amount: value });
const raw = (value: string): Cell => ({ raw: value });

function cellValue(cell: Cell): string {
  if ('text' in cell) return csvField(neutraliseText(cell.text));
  if ('amount' in cell) return centsToDollars(cell.amount);
  return csvField(cell.raw);
}

/** The whole file: BOM, header, the nights and payouts in date order. */
export function earningsCsv(nights: NightEarning[], payouts: EarningPayout[]): string {
  type Line = { date: string; order: number; cells: Cell[] };
  const lines: Line[] = [
    ...nights.map((n) => ({
      date: n.date,
      order: 0,
      cells: [
        raw('night'),
        raw(n.date),
        text(n.locationName),
        text(n.siteName),
        text(n.guestName),
        amount(n.gross),
        amount(n.fee),
        amount(n.gst),
        amount(n.credit),
        amount(n.refund),
        amount(n.net),
        raw(''),
        raw(''),
        raw(''),
      ],
    })),
    ...payouts.map((p) => ({
      date: p.date,
      order: 1,
      cells: [
        raw('payout'),
        raw(p.date),
        raw(''),
        raw(''),
        raw(''),
        raw(''),
        raw(''),
        raw(''),
        raw(''),
        raw(''),
        raw(''),
        amount(p.amount),
        raw(p.date),
        text(p.reference),
      ],
    })),
  ];
  // Stable: nights keep their order (date, id) and a day's payout follows its nights.
  lines.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.order - b.order));
  const rows = [EARNINGS_CSV_COLUMNS.join(','), ...lines.map((l) => l.cells.map(cellValue).join(','))];
  return `${CSV_BOM}${rows.join('\r\n')}\r\n`;
}

/** The download's name, with the period: stopover-earnings-2026-01-to-2026-12.csv. */
export const earningsCsvFilename = (from: YearMonth, to: YearMonth) =>
  `stopover-earnings-${from}-to-${to}.csv`;
