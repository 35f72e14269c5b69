/** A location id in the URL: a positive whole number, nothing else (so /locations/1e3 is not 1000). */
export function parseLocationId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
