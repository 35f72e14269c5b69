// New Zealand bank account numbers (spec sections 3 and 5, "Bank account"): BB-bbbb-AAAAAAA-SSS,
// a 2-digit bank, a 4-digit branch, a 7-digit account base and a 2- or 3-digit suffix (15 or 16 digits).
//
// The check is the one published by Inland Revenue for RWT/NRWT certificate filing ("Bank account
// number validation", the 2020 specification, which restates Payments NZ's BECS rules):
//   1. the branch must lie in one of the bank's ranges;
//   2. the bank chooses an algorithm (08 D, 09 E, 25 and 33 F, 26, 28 and 29 G, 31 X; every other bank
//      A when the account base is below 0990000, else B);
//   3. the number is written with 18 digits (bank 2, branch 4, base 8, suffix 4, zero-padded), each digit
//      is multiplied by the algorithm's weight, and the sum must divide by the algorithm's modulus. For
//      E and G the digits of each two-digit product are added together (again, until one digit is left)
//      before summing. X accepts any number.
// Algorithm C of the specification is assigned to no bank, so it is not listed.

export type NzBankAlgorithm = 'A' | 'B' | 'D' | 'E' | 'F' | 'G' | 'X';

type AlgorithmRule = { weights: readonly number[]; modulus: number; addDigits: boolean };

// Weights for the 18 digits: bank (2), branch (4), account base (8), suffix (4).
const RULES: Record<NzBankAlgorithm, AlgorithmRule> = {
  A: { weights: [0, 0, 6, 3, 7, 9, 0, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0, 0], modulus: 11, addDigits: false },
  B: { weights: [0, 0, 0, 0, 0, 0, 0, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0, 0], modulus: 11, addDigits: false },
  D: { weights: [0, 0, 0, 0, 0, 0, 0, 7, 6, 5, 4, 3, 2, 1, 0, 0, 0, 0], modulus: 11, addDigits: false },
  E: { weights: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 4, 3, 2, 0, 0, 0, 1], modulus: 11, addDigits: true },
  F: { weights: [0, 0, 0, 0, 0, 0, 0, 1, 7, 3, 1, 7, 3, 1, 0, 0, 0, 0], modulus: 10, addDigits: false },
  G: { weights: [0, 0, 0, 0, 0, 0, 0, 1, 3, 7, 1, 3, 7, 1, 0, 3, 7, 1], modulus: 10, addDigits: true },
  X: { weights: new Array<number>(18).fill(0), modulus: 1, addDigits: false },
};

/** Each bank's branch ranges, both ends included (IRD specification 2020). */
export const NZ_BANK_BRANCHES: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  '01': [
    [1, 999],
    [1100, 1199],
    [1800, 1899],
  ],
  '02': [
    [1, 999],
    [1200, 1299],
  ],
  '03': [
    [1, 999],
    [1300, 1399],
    [1500, 1599],
    [1700, 1799],
    [1900, 1999],
    [7350, 7399],
  ],
  '04': [[2020, 2024]],
  '06': [
    [1, 999],
    [1400, 1499],
  ],
  '08': [[6500, 6599]],
  '09': [[0, 0]],
  '10': [[5165, 5169]],
  '11': [
    [5000, 6499],
    [6600, 8999],
  ],
  '12': [
    [3000, 3299],
    [3400, 3499],
    [3600, 3699],
  ],
  '13': [[4900, 4999]],
  '14': [[4700, 4799]],
  '15': [[3900, 3999]],
  '16': [[4400, 4499]],
  '17': [[3300, 3399]],
  '18': [[3500, 3599]],
  '19': [[4600, 4649]],
  '20': [[4100, 4199]],
  '21': [[4800, 4899]],
  '22': [[4000, 4049]],
  '23': [[3700, 3799]],
  '24': [[4300, 4349]],
  '25': [[2500, 2599]],
  '26': [[2600, 2699]],
  '27': [[3800, 3849]],
  '28': [[2100, 2149]],
  '29': [[2150, 2299]],
  '30': [[2900, 2949]],
  '31': [[2800, 2849]],
  '33': [[6700, 6799]],
  '35': [[2400, 2499]],
  '38': [[9000, 9499]],
};

/** Names of the banks people most often pay into; others are shown without a name. */
const BANK_NAMES: Readonly<Record<string, string>> = {
  '01': 'ANZ',
  '02': 'BNZ',
  '03': 'Westpac',
  '04': 'ANZ',
  '06': 'ANZ',
  '11': 'ANZ',
  '12': 'ASB',
  '15': 'TSB',
  '30': 'HSBC',
  '31': 'Citibank',
  '38': 'Kiwibank',
};

export type NzBankAccountParts = { bank: string; branch: string; base: string; suffix: string };

/** Dashes and spaces people type between the blocks are not part of the number. */
export const stripBankSeparators = (value: string) => value.replace(/[\s-]/g, '');

/** The four parts of a 15- or 16-digit number (no separators), or null when it has another shape. */
export function nzBankAccountParts(digits: string): NzBankAccountParts | null {
  if (!/^\d{15,16}$/.test(digits)) return null;
  return {
    bank: digits.slice(0, 2),
    branch: digits.slice(2, 6),
    base: digits.slice(6, 13),
    suffix: digits.slice(13),
  };
}

export function nzBankAlgorithm({ bank, base }: Pick<NzBankAccountParts, 'bank' | 'base'>): NzBankAlgorithm {
  switch (bank) {
    case '08':
      return 'D';
    case '09':
      return 'E';
    case '25':
    case '33':
      return 'F';
    case '26':
    case '28':
    case '29':
      return 'G';
    case '31':
      return 'X';
    default:
      return Number(base) < 990000 ? 'A' : 'B';
  }
}

/** 49 -> 4 (4 + 9 = 13, 1 + 3 = 4): the digits of a product added until one digit is left. */
function addDigits(n: number): number {
  let value = n;
  while (value > 9) {
    value = String(value)
      .split('')
      .reduce((sum, d) => sum + Number(d), 0);
  }
  return value;
}

export function isKnownNzBranch({ bank, branch }: Pick<NzBankAccountParts, 'bank' | 'branch'>): boolean {
  const ranges = NZ_BANK_BRANCHES[bank];
  const n = Number(branch);
  return !!ranges && ranges.some(([from, to]) => n >= from && n <= to);
}

export function hasValidNzChecksum(parts: NzBankAccountParts): boolean {
  const rule = RULES[nzBankAlgorithm(parts)];
  const eighteen = parts.bank + parts.branch + parts.base.padStart(8, '0') + parts.suffix.padStart(4, '0');
  let sum = 0;
  for (let i = 0; i < 18; i++) {
    const product = Number(eighteen[i]) * rule.weights[i]!;
    sum += rule.addDigits ? addDigits(product) : product;
  }
  return sum % rule.modulus === 0;
}

export type NzBankAccountProblem = 'format' | 'branch' | 'checksum';

/** What is wrong with a number (separators allowed), or null when it is a valid NZ bank account. */
export function nzBankAccountProblem(value: string): NzBankAccountProblem | null {
  const parts = nzBankAccountParts(stripBankSeparators(value));
  if (!parts) return 'format';
  if (!isKnownNzBranch(parts)) return 'branch';
  if (!hasValidNzChecksum(parts)) return 'checksum';
  return null;
}

/** The bank's name, e.g. 'ASB' for 12-…, or null for banks not listed. */
export function nzBankName(digits: string): string | null {
  return BANK_NAMES[stripBankSeparators(digits).slice(0, 2)] ?? null;
}

/** The display format, blocks 2-4-7-3 (spec section 5): 01-0902-0068389-000. */
export function formatNzBankAccount(value: string): string {
  const digits = stripBankSeparators(value);
  const blocks = [digits.slice(0, 2), digits.slice(2, 6), digits.slice(6, 13), digits.slice(13, 16)];
  return blocks.filter(Boolean).join('-');
}

/**
 * The fields a payment provider's bank token takes (spec section 7, "Bank token"): the routing number is
 * the first 6 digits (bank and branch); the account number is the rest with a 3-digit suffix, a 2-digit
 * suffix being padded with a 0 before its last 2 digits (0068389-00 -> 0068389000).
 */
export function nzBankTokenFields(value: string): { routingNumber: string; accountNumber: string } {
  const digits = stripBankSeparators(value);
  const rest = digits.slice(6);
  const accountNumber = rest.length === 9 ? `${rest.slice(0, 7)}0${rest.slice(7)}` : rest;
  return { routingNumber: digits.slice(0, 6), accountNumber };
}
