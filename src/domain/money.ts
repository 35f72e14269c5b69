// Money is integer cents (NZD) everywhere; these are the only places that turn it into text.

export function assertCents(amount: number): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Money must be whole cents, got ${amount}`);
  return amount;
}

/** 2500 -> "$25", 2550 -> "$25.50". */
export function formatCents(amount: number): string {
  assertCents(amount);
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const dollars = Math.floor(abs / 100).toLocaleString('en-NZ');
  const cents = abs % 100;
  return cents === 0 ? `${sign}$${dollars}` : `${sign}$${dollars}.${String(cents).padStart(2, '0')}`;
}
