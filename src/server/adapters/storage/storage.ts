// Storage for uploaded files: one interface, two implementations (disk.ts, s3.ts). The rest of the
// code writes a key and keeps the URL it is given; it never knows where the bytes live.

/**
 * One year, immutable: a key is written once and never changes, so browsers and CDNs may keep what
 * they fetched for good. The disk store gets the same header from the /uploads/ static route.
 */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface Storage {
  /** Stores `body` under `key` (e.g. `images/<uuid>/800.webp`). Keys are written once. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The address browsers fetch `key` from. */
  url(key: string): string;
  /** Deletes `key`; a key that is not there is no error (a second delete changes nothing). */
  remove(key: string): Promise<void>;
}

/**
 * Keys are made by our code, never by a user, but a key is also a file path and a URL path: refuse
 * anything that could climb out of the uploads folder or need escaping.
 */
export function assertStorageKey(key: string): void {
  const ok =
    /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/.test(key) &&
    !key.split('/').some((segment) => segment === '..' || segment === '.');
  if (!ok) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
