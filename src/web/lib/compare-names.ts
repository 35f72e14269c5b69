/**
 * Alphabetical order of names, ignoring case, for sorting tags and lists. Not localeCompare: its
 * first call loads the runtime's collation data, 8-30 ms of a phone's main thread on the first
 * screens (decision 029), and the names it orders are short labels in the Latin alphabet.
 */
export function compareNames(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
