// Map tiles from the configured tile server (`TILE_URL`) for the stay map images (decision 053).
// Each tile is fetched once and kept in a small in-process LRU (a bounded count, each kept as long as
// its answer says, at least the week OpenStreetMap's tile policy asks for); tiles are fetched in
// parallel, a few at a time, each within a timeout, with a User-Agent that names us and how to reach
// us. A tile that cannot be had is null, remembered for a minute so a dead server is not asked again
// by every map meanwhile: the caller draws without it.

import sharp from 'sharp';
import { TILE_SIZE, tileUrl, type TileId } from '../../../domain/map-tiles';

export interface TileSource {
  /** The tile's image (PNG, JPEG or WebP, TILE_SIZE square), or null when it cannot be had. */
  tile(id: TileId): Promise<Buffer | null>;
}

export type TileSourceOptions = {
  /** A Leaflet-style template: `{z}`, `{x}`, `{y}`, optionally `{s}` and `{r}`. */
  urlTemplate: string;
  userAgent: string;
  /** The longest one tile's fetch may take, the body included. */
  timeoutMs?: number;
  /** How many tiles are kept. */
  maxTiles?: number;
  /** How many fetches may be under way at once, across all maps. */
  maxParallel?: number;
  now?: () => number;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** OpenStreetMap's tile policy: cache by the answer's expiry, or at least 7 days. */
export const MIN_TILE_KEEP_MS = 7 * DAY_MS;
/** How long a failed tile is not asked for again. */
export const FAILED_TILE_KEEP_MS = 60_000;
/** A tile is 5-50 KB; anything much larger is not one. */
const MAX_TILE_BYTES = 1024 * 1024;
const TILE_FORMATS = new Set(['png', 'jpeg', 'webp']);

type Entry = { data: Buffer | null; expiresAt: number };

export function createTileSource({
  urlTemplate,
  userAgent,
  timeoutMs = 3000,
  maxTiles = 256,
  maxParallel = 6,
  now = Date.now,
}: TileSourceOptions): TileSource {
  // A Map keeps insertion order: the first key is the least recently used.
  const kept = new Map<string, Entry>();
  // One fetch per tile at a time, however many maps want it.
  const pending = new Map<string, Promise<Buffer | null>>();
  const limit = limiter(maxParallel);

  function keep(url: string, entry: Entry) {
    kept.delete(url);
    kept.set(url, entry);
    while (kept.size > maxTiles) kept.delete(kept.keys().next().value!);
  }

  async function fetchTile(url: string): Promise<Entry> {
    try {
      const res = await fetch(url, {
        headers: { 'user-agent': userAgent, accept: 'image/png,image/webp,image/jpeg;q=0.9,*/*;q=0.5' },
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'follow',
      });
      if (res.status !== 200) {
        await res.body?.cancel();
        return failed();
      }
      if (Number(res.headers.get('content-length') ?? 0) > MAX_TILE_BYTES) {
        await res.body?.cancel();
        return failed();
      }
      const body = Buffer.from(await res.arrayBuffer());
      const data = body.length > MAX_TILE_BYTES ? null : await asTile(body);
      if (!data) return failed();
      return { data, expiresAt: now() + Math.max(MIN_TILE_KEEP_MS, freshnessMs(res.headers, now())) };
    } catch {
      // Refused, unreachable, timed out, cut off: the map is drawn without this tile.
      return failed();
    }
  }

  const failed = (): Entry => ({ data: null, expiresAt: now() + FAILED_TILE_KEEP_MS });

  return {
    tile(id) {
      const url = tileUrl(urlTemplate, id);
      const entry = kept.get(url);
      if (entry && entry.expiresAt > now()) {
        keep(url, entry);
        return Promise.resolve(entry.data);
      }
      const underWay = pending.get(url);
      if (underWay) return underWay;
      const fetched = limit(() => fetchTile(url)).then((got) => {
        pending.delete(url);
        keep(url, got);
        return got.data;
      });
      pending.set(url, fetched);
      return fetched;
    },
  };
}

/**
 * The bytes as a tile when they are an image of one: kept as they came when TILE_SIZE square, made
 * so (as PNG) when the server's tiles are another size (512 px "retina" tiles), null when they are
 * not an image at all.
 */
async function asTile(body: Buffer): Promise<Buffer | null> {
  try {
    const meta = await sharp(body, { limitInputPixels: 1024 * 1024 }).metadata();
    if (!meta.format || !TILE_FORMATS.has(meta.format)) return null;
    if (meta.width === TILE_SIZE && meta.height === TILE_SIZE) return body;
    return await sharp(body).resize(TILE_SIZE, TILE_SIZE, { fit: 'fill' }).png().toBuffer();
  } catch {
    return null;
  }
}

/** How long the answer says it stays fresh: Cache-Control's max-age, else Expires; 0 when neither. */
function freshnessMs(headers: Headers, at: number): number {
  const maxAge = /(?:^|,)\s*max-age\s*=\s*"?(\d+)/i.exec(headers.get('cache-control') ?? '');
  if (maxAge) return Number(maxAge[1]) * 1000;
  const expires = Date.parse(headers.get('expires') ?? '');
  return Number.isFinite(expires) ? Math.max(0, expires - at) : 0;
}

/** Runs at most `size` of the given tasks at once, the rest in the order they came. */
function limiter(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < size) running++;
    // A finished task hands its place straight to the next one waiting.
    else await new Promise<void>((go) => waiting.push(go));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
