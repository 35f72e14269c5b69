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
export function formatCents(amount: number, language: Language = DEFAULT_LANGUAGE): string {
  assertCents(amount);
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const cents = abs % 100;
  if (language !== DEFAULT_LANGUAGE) return currencyFormat(language, cents !== 0).format(amount / 100 + 0);
  // Grouped by hand: toLocaleString builds an ICU number formatter on every call, and the first
  // screens show many prices in English (decision 029).
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return cents === 0 ? `${sign}$${dollars}` : `${sign}$${dollars}.${String(cents).padStart(2, '0')}`;
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
