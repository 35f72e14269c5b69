import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { DEAD_TILE_URL, startTileServer, tileColour, type TileServer } from '../../testing/tile-server';
import {
  createTileSource,
  FAILED_TILE_KEEP_MS,
  MIN_TILE_KEEP_MS,
  type TileSourceOptions,
} from './tile-source';

let server: TileServer;
beforeAll(async () => {
  server = await startTileServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.mode = 'tile';
  server.delayMs = 0;
  server.mostAtOnce = 0;
});

const USER_AGENT = 'Stopover stay maps (+http://stopover.test; support@stopover.test)';
const source = (options: Partial<TileSourceOptions> = {}) =>
  createTileSource({ urlTemplate: server.urlTemplate, userAgent: USER_AGENT, ...options });
const tile = (x: number, y = 10258) => ({ z: 14, x, y });

async function colourOf(png: Buffer) {
  const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return [data[0], data[1], data[2]];
}

describe('map tiles from the tile server', () => {
  it('fetches a tile once, naming Stopover, and keeps it', async () => {
    const tiles = source();
    const first = await tiles.tile(tile(16146));
    expect(first).not.toBeNull();
    expect(await colourOf(first!)).toEqual([...tileColour(16146, 10258)]);
    expect(await tiles.tile(tile(16146))).toEqual(first);
    expect(server.requests).toEqual([{ z: 14, x: 16146, y: 10258, userAgent: USER_AGENT }]);
  });

  it('asks once for a tile several maps want at the same time', async () => {
    server.delayMs = 50;
    const tiles = source();
    const got = await Promise.all([1, 2, 3].map(() => tiles.tile(tile(16147))));
    expect(got.every((png) => png !== null)).toBe(true);
    expect(server.requests).toHaveLength(1);
  });

  it('fetches in parallel, but no more than its limit at once', async () => {
    server.delayMs = 50;
    const tiles = source({ maxParallel: 3 });
    const got = await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map((i) => tiles.tile(tile(16100 + i))));
    expect(got.every((png) => png !== null)).toBe(true);
    expect(server.requests).toHaveLength(8);
    expect(server.mostAtOnce).toBe(3);
  });

  it('keeps a bounded count, dropping the least recently used', async () => {
    const tiles = source({ maxTiles: 2 });
    await tiles.tile(tile(1));
    await tiles.tile(tile(2));
    await tiles.tile(tile(1)); // used again: 2 is now the oldest
    await tiles.tile(tile(3)); // 2 goes
    await tiles.tile(tile(1));
    await tiles.tile(tile(2));
    expect(server.requests.map((r) => r.x)).toEqual([1, 2, 3, 2]);
  });

  it('keeps a tile at least a week, then asks again', async () => {
    let clock = 1_000_000;
    const tiles = source({ now: () => clock });
    await tiles.tile(tile(5));
    // The server said an hour; the tile policy asks for a week.
    clock += MIN_TILE_KEEP_MS - 1;
    await tiles.tile(tile(5));
    expect(server.requests).toHaveLength(1);
    clock += 2;
    await tiles.tile(tile(5));
    expect(server.requests).toHaveLength(2);
  });

  it.each([
    ['answers 404', 'notFound'],
    ['answers with something that is no image', 'notImage'],
  ] as const)('gives no tile when the server %s, and does not ask again for a minute', async (_, mode) => {
    server.mode = mode;
    let clock = 1_000_000;
    const tiles = source({ now: () => clock });
    expect(await tiles.tile(tile(7))).toBeNull();
    expect(await tiles.tile(tile(7))).toBeNull();
    expect(server.requests).toHaveLength(1);
    server.mode = 'tile';
    clock += FAILED_TILE_KEEP_MS + 1;
    expect(await tiles.tile(tile(7))).not.toBeNull();
    expect(server.requests).toHaveLength(2);
  });

  it('gives up on a tile that does not come within the timeout', async () => {
    server.mode = 'hang';
    expect(await source({ timeoutMs: 200 }).tile(tile(8))).toBeNull();
  });

  it('gives no tile when nothing answers at the address', async () => {
    const tiles = createTileSource({ urlTemplate: DEAD_TILE_URL, userAgent: USER_AGENT });
    expect(await tiles.tile(tile(9))).toBeNull();
  });

  it('makes a 512 px tile the size maps are drawn with', async () => {
    server.mode = 'large';
    const png = await source().tile(tile(10));
    const meta = await sharp(png!).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
  });
});
