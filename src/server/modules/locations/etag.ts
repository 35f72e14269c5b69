// Optimistic concurrency the HTTP way (decision 033): GET /v1/locations/{id} gives a property's
// version as an ETag, and PUT /v1/locations/{id} with `If-Match` is refused with 412 when the
// property was saved since. The tag names the property and its version, `"{id}-{version}"`.

/** The ETag of a property at `version`. */
export function propertyETag(id: number, version: number): string {
  return `"${id}-${version}"`;
}

/** What an `If-Match` header asks: any current version (`*`), or one of these versions. */
export type IfMatch = { any: true } | { any: false; versions: number[]; sent: string };

/**
 * Reads `If-Match` for the property `id`: null when there is none (the save is not conditional).
 * A weak tag (W/"…", as a compressing proxy may turn ours into) names the same version: the tag
 * stands for the version, not for the bytes. A tag of another property, or not one of ours, names
 * no version, so the save is refused as stale.
 */
export function parseIfMatch(header: string | string[] | undefined, id: number): IfMatch | null {
  const text = (Array.isArray(header) ? header.join(',') : header)?.trim();
  if (!text) return null;
  if (text === '*') return { any: true };
  const versions: number[] = [];
  for (const raw of text.split(',')) {
    const match = /^(?:W\/)?"(\d{1,10})-(\d{1,10})"$/.exec(raw.trim());
    if (match && Number(match[1]) === id) versions.push(Number(match[2]));
  }
  return { any: false, versions, sent: text };
}

/** Whether a property at `version` meets the `If-Match` precondition. */
export function ifMatchHolds(ifMatch: IfMatch | null, version: number): boolean {
  return !ifMatch || ifMatch.any || ifMatch.versions.includes(version);
}
