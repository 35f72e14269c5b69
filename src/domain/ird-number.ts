// New Zealand IRD numbers (a GST number is the IRD number), checked as Inland Revenue's "Resident
// Withholding Tax and IRD number validation" specification says: 8 or 9 digits between 10,000,000 and
// 150,000,000, whose last digit is a modulus-11 check digit over the others (primary weights
// 3,2,7,6,5,4,3,2; where that gives 10, secondary weights 7,4,3,2,5,2,7,6; 10 again is invalid).

const PRIMARY = [3, 2, 7, 6, 5, 4, 3, 2];
const SECONDARY = [7, 4, 3, 2, 5, 2, 7, 6];

function checkDigit(base: string, weights: number[]): number {
  const sum = [...base].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  const remainder = sum % 11;
  return remainder === 0 ? 0 : 11 - remainder;
}

/** The IRD number's digits when it is valid (dashes and spaces allowed), else null. */
export function normaliseIrdNumber(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^\d{8,9}$/.test(digits)) return null;
  const value = Number(digits);
  if (value < 10_000_000 || value > 150_000_000) return null;
  const base = digits.slice(0, -1).padStart(8, '0');
  const given = Number(digits.slice(-1));
  let expected = checkDigit(base, PRIMARY);
  if (expected === 10) expected = checkDigit(base, SECONDARY);
  return expected === given ? digits : null;
}

/** An IRD number as Inland Revenue writes it: 123-456-789 (or 12-345-678). */
export function formatIrdNumber(digits: string): string {
  return digits.replace(/^(\d{2,3})(\d{3})(\d{3})$/, '$1-$2-$3');
}
