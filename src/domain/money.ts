// Money is integer cents (NZD) everywhere; these are the only places that turn it into text.

import { DEFAULT_LANGUAGE, type Language } from './messages/format';

export function assertCents(amount: number): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Money must be whole cents, got ${amount}`);
  return amount;
}

/**
 * An amount of NZD in a language's conventions: the language's own digits, separators and symbol
 * position (Intl.NumberFormat with currency NZD shown as its narrow symbol "$"), cents only when there
 * are any. English: 2500 -> "$25", 2550 -> "$25.50"; German "25 $", "25,50 $"; French "25,50 $";
 * Chinese "$25.50".
 */
export function formatCents(
  amount: number,
  language: Language = DEFAULT_LANGUAGE,
  options: { alwaysCents?: boolean } = {},
): string {
  assertCents(amount);
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  // Tax documents write every amount with its cents ("$15.00"), as accounts do (decision 051).
  const cents = abs % 100;
  const withCents = cents !== 0 || options.alwaysCents === true;
  if (language !== DEFAULT_LANGUAGE) return currencyFormat(language, withCents).format(amount / 100 + 0);
  // Grouped by hand: toLocaleString builds an ICU number formatter on every call, and the first
  // screens show many prices in English (decision 029).
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return withCents ? `${sign}$${dollars}.${String(cents).padStart(2, '0')}` : `${sign}$${dollars}`;
}

const formats = new Map<string, Intl.NumberFormat>();
function currencyFormat(language: Language, withCents: boolean): Intl.NumberFormat {
  const key = `${language}|${withCents}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'NZD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: withCents ? 2 : 0,
      maximumFractionDigits: 2,
    });
    formats.set(key, format);
  }
  return format;
}
