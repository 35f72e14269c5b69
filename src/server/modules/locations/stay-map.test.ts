// GET /v1/locations/{id}/map.webp (issue 29, decision 053): the map image a guest keeps for the
// offline trip. Tiles come from a local tile server (a checkerboard of two colours), so the tests can
// read from the pixels which tile went where, and therefore where the map is centred.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { addDays, todayInAuckland } from '../../../domain/dates';
import type { LatLng } from '../../../domain/geo';
import {
  mapView,
  metresPerPixel,
  STAY_MAP_CIRCLE_METRES,
  STAY_MAP_HEIGHT,
  STAY_MAP_WIDTH,
  STAY_MAP_ZOOM,
} from '../../../domain/map-tiles';
import { publicPosition } from '../../../domain/privacy';
import { signUp, type Actor } from '../../testing/actors';
import { createBooking, createLocation } from '../../testing/fixtures';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { DEAD_TILE_URL, startTileServer, tileColour, type TileServer } from '../../testing/tile-server';

// Nelson, with an exact position that two decimals cannot keep (as the privacy tests use).
const exact = { latitude: -41.27134, longitude: 173.28379 };
const PIN_GREEN = [0x24, 0x7a, 0x41];
const BACKGROUND = [0xf2, 0xef, 0xe9];
/** A point of the pin's green body, below its white dot, when its point is the image's middle. */
const PIN_BODY = [STAY_MAP_WIDTH / 2, STAY_MAP_HEIGHT / 2 - 19] as const;

let t: TestContext;
let tiles: TileServer;
let property: { id: number };
let unlisted: { id: number };
let host: Actor;
let bookedGuest: Actor;
let otherGuest: Actor;

beforeAll(async () => {
  tiles = await startTileServer();
  t = await createTestApp({ TILE_URL: tiles.urlTemplate });
  const db = t.database.db;
  host = await signUp(t, 'host@stay-map.test');
  bookedGuest = await signUp(t, 'booked@stay-map.test');
  otherGuest = await signUp(t, 'other@stay-map.test');
  const loc = await createLocation(db, { name: 'Gully Hideaway', ...exact, ownerId: host.id });
  property = loc;
  unlisted = await createLocation(db, { name: 'Quiet Corner', ...exact, status: 'inactive' });
  await createBooking(db, {
    locationId: loc.id,
    siteId: loc.sites[0]!.id,
    guestId: bookedGuest.id,
    date: addDays(todayInAuckland(), 5),
  });
});
afterAll(async () => {
  await t.close();
  await tiles.close();
});
beforeEach(() => {
  tiles.mode = 'tile';
});

const mapOf = (id: number, as?: Actor, app = t.app) =>
  app.inject({ method: 'GET', url: `/v1/locations/${id}/map.webp`, headers: as?.headers });

type Pixels = { data: Buffer; width: number; channels: number };

async function pixelsOf(image: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, channels: info.channels };
}

function pixel({ data, width, channels }: Pixels, x: number, y: number): number[] {
  const at = (Math.round(y) * width + Math.round(x)) * channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

/** Within the WebP encoding's error of a colour. */
const near = (got: number[], want: readonly number[], tolerance = 14) =>
  got.every((value, i) => Math.abs(value - want[i]!) <= tolerance);

/**
 * Whether the image's tiles are laid as a map centred on `centre` lays them: points just inside each
 * tile's four edges, halfway along (where they are in the image, outside the circle and the
 * attribution), have the colour the tile server gave that tile. A map centred a few tens of pixels
 * away has another tile's colour at some of them.
 */
function tilesCentredOn(pixels: Pixels, centre: LatLng): boolean {
  const view = mapView(centre, STAY_MAP_ZOOM, STAY_MAP_WIDTH, STAY_MAP_HEIGHT);
  const samples = view.tiles
    .flatMap((p) => {
      const colour = tileColour(p.tile.x, p.tile.y);
      return [
        { x: p.left + 6, y: p.top + 128, colour },
        { x: p.left + 250, y: p.top + 128, colour },
        { x: p.left + 128, y: p.top + 6, colour },
        { x: p.left + 128, y: p.top + 250, colour },
      ];
    })
    .filter(
      ({ x, y }) =>
        x >= 0 &&
        y >= 0 &&
        x < STAY_MAP_WIDTH &&
        y < STAY_MAP_HEIGHT - 30 &&
        Math.hypot(x - view.centre.x, y - view.centre.y) > 160,
    );
  expect(samples.length).toBeGreaterThan(0);
  return samples.every(({ x, y, colour }) => near(pixel(pixels, x, y), colour));
}

describe('the stay map image', () => {
  it('is a 640 x 400 WebP, well under 100 KB', async () => {
    const res = await mapOf(property.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', STAY_MAP_WIDTH, STAY_MAP_HEIGHT]);
    expect(res.rawPayload.length).toBeLessThan(100_000);
    expect(res.headers['x-map-tiles']).toBe('complete');
  });

  it('shows a visitor the area around the public position, in a circle, cached publicly', async () => {
    const res = await mapOf(property.id);
    const pixels = await pixelsOf(res.rawPayload);
    expect(tilesCentredOn(pixels, publicPosition(exact))).toBe(true);
    expect(tilesCentredOn(pixels, exact)).toBe(false);
    // No pin: just above the middle is the tile under the circle's light fill, not the pin's green.
    expect(near(pixel(pixels, ...PIN_BODY), PIN_GREEN)).toBe(false);
    // The circle's edge, about a kilometre out.
    const radius = STAY_MAP_CIRCLE_METRES / metresPerPixel(publicPosition(exact).latitude, STAY_MAP_ZOOM);
    const edge = pixel(pixels, 320 + radius, 200);
    expect(near(edge, PIN_GREEN, 40)).toBe(true);
    expect(res.headers['x-map-position']).toBe('public');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers.vary).toBe('Authorization, Cookie');
  });

  it.each([
    ['a guest with a booking there', () => bookedGuest],
    ['the host', () => host],
  ])('shows %s the exact spot with a pin, for them alone', async (_, who) => {
    const res = await mapOf(property.id, who());
    expect(res.statusCode).toBe(200);
    const pixels = await pixelsOf(res.rawPayload);
    expect(tilesCentredOn(pixels, exact)).toBe(true);
    expect(tilesCentredOn(pixels, publicPosition(exact))).toBe(false);
    // The pin's body, just above its point in the middle of the image.
    expect(near(pixel(pixels, ...PIN_BODY), PIN_GREEN)).toBe(true);
    expect(res.headers['x-map-position']).toBe('exact');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('gives the visitor and the booked guest different images', async () => {
    const [visitor, guest] = await Promise.all([mapOf(property.id), mapOf(property.id, bookedGuest)]);
    expect(Buffer.compare(visitor.rawPayload, guest.rawPayload)).not.toBe(0);
  });

  it('shows a signed-in guest without a booking the public map, not to be kept for when they book', async () => {
    const res = await mapOf(property.id, otherGuest);
    const pixels = await pixelsOf(res.rawPayload);
    expect(tilesCentredOn(pixels, publicPosition(exact))).toBe(true);
    expect(res.headers['x-map-position']).toBe('public');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('fetches each tile once, in parallel, naming Stopover', async () => {
    const other = await createLocation(t.database.db, { latitude: -45.0312, longitude: 168.6626 });
    const before = tiles.requests.length;
    await mapOf(other.id);
    const asked = tiles.requests.slice(before);
    const view = mapView(publicPosition({ latitude: -45.0312, longitude: 168.6626 }), 14, 640, 400);
    expect(asked).toHaveLength(view.tiles.length);
    expect(asked[0]!.userAgent).toMatch(/^Stopover stay maps \(\+http/);
    await mapOf(other.id);
    expect(tiles.requests.length).toBe(before + view.tiles.length);
  });

  it('shows an unlisted listing as its detail does', async () => {
    expect((await mapOf(unlisted.id)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown listing', async () => {
    const res = await mapOf(987654);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('locations.notFound');
  });
});

describe('the stay map without tiles', () => {
  it('is still made when the tile server cannot be reached, and kept only briefly', async () => {
    const dead = await createTestApp({ TILE_URL: DEAD_TILE_URL }, { database: t.database });
    try {
      const res = await mapOf(property.id, undefined, dead.app);
      expect(res.statusCode).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', STAY_MAP_WIDTH, STAY_MAP_HEIGHT]);
      const pixels = await pixelsOf(res.rawPayload);
      expect(near(pixel(pixels, 5, 5), BACKGROUND)).toBe(true);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(res.headers['x-map-tiles']).toBe('missing');

      const guest = await mapOf(property.id, bookedGuest, dead.app);
      expect(guest.statusCode).toBe(200);
      expect(near(pixel(await pixelsOf(guest.rawPayload), ...PIN_BODY), PIN_GREEN)).toBe(true);
      expect(guest.headers['cache-control']).toBe('private, no-store');
    } finally {
      await dead.close();
    }
  });

  it('is still made when the tile server answers with something that is no tile', async () => {
    tiles.mode = 'notImage';
    const other = await createLocation(t.database.db, { latitude: -36.8485, longitude: 174.7633 });
    const res = await mapOf(other.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-map-tiles']).toBe('missing');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });
});
