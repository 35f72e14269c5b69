import { describe, expect, it } from 'vitest';
import {
  attributionText,
  mapView,
  metresPerPixel,
  STAY_MAP_CIRCLE_METRES,
  TILE_SIZE,
  tileOf,
  tileUrl,
  worldPixel,
} from './map-tiles';
import { distanceKm } from './geo';
import { publicPosition } from './privacy';

/** The slippy-map formulas as OpenStreetMap's wiki writes them (asinh form), written out separately. */
function slippy(latitude: number, longitude: number, zoom: number) {
  const n = 2 ** zoom;
  const x = ((longitude + 180) / 360) * n;
  const y = ((1 - Math.asinh(Math.tan((latitude * Math.PI) / 180)) / Math.PI) / 2) * n;
  return { x, y };
}

describe('where a point falls on the tiles', () => {
  it('puts latitude 0, longitude 0 at zoom 1 on the corner of tile (1, 1)', () => {
    expect(tileOf({ latitude: 0, longitude: 0 }, 1)).toEqual({
      tile: { z: 1, x: 1, y: 1 },
      pixel: { x: 0, y: 0 },
    });
    expect(worldPixel({ latitude: 0, longitude: 0 }, 0)).toEqual({ x: 128, y: 128 });
  });

  it('finds Wellington on tile (16146, 10258) at zoom 14, as the slippy-map formulas do', () => {
    const wellington = { latitude: -41.2865, longitude: 174.7762 };
    const { tile, pixel } = tileOf(wellington, 14);
    // Worked out by hand from the formulas: x = 16146.2591, y = 10258.5265 tiles.
    expect(tile).toEqual({ z: 14, x: 16146, y: 10258 });
    expect(pixel.x).toBeCloseTo(66.3188, 3);
    expect(pixel.y).toBeCloseTo(134.7852, 3);
    const expected = slippy(wellington.latitude, wellington.longitude, 14);
    expect(tile.x + pixel.x / TILE_SIZE).toBeCloseTo(expected.x, 9);
    expect(tile.y + pixel.y / TILE_SIZE).toBeCloseTo(expected.y, 9);
  });

  it('agrees with the formulas across New Zealand, the Chatham Islands (west of the date line) included', () => {
    for (const [latitude, longitude] of [
      [-34.43, 172.68],
      [-46.9, 168.13],
      [-43.95, -176.56],
    ] as const) {
      for (const zoom of [3, 10, 14, 18]) {
        const { tile, pixel } = tileOf({ latitude, longitude }, zoom);
        const expected = slippy(latitude, longitude, zoom);
        expect(tile.x).toBe(Math.floor(expected.x));
        expect(tile.y).toBe(Math.floor(expected.y));
        expect(pixel.x / TILE_SIZE).toBeCloseTo(expected.x - tile.x, 6);
        expect(pixel.y / TILE_SIZE).toBeCloseTo(expected.y - tile.y, 6);
      }
    }
  });

  it('measures about 7.2 m a pixel in Wellington at zoom 14', () => {
    expect(metresPerPixel(-41.2865, 14)).toBeCloseTo(7.1795, 3);
    expect(metresPerPixel(0, 0)).toBeCloseTo(156_543.03, 1);
  });

  it('draws a circle big enough to hold the real spot around the public position', () => {
    // The public position is at most half a step of two decimals from the real spot.
    const worst = { latitude: -41.285, longitude: 174.775 };
    const shown = publicPosition(worst);
    expect(distanceKm(worst, shown) * 1000).toBeLessThan(STAY_MAP_CIRCLE_METRES);
  });
});

describe('the tiles of a map image', () => {
  it('covers a 640 x 400 image with whole tiles, each once, and centres the point', () => {
    const centre = { latitude: -41.2865, longitude: 174.7762 };
    const view = mapView(centre, 14, 640, 400);
    const world = worldPixel(centre, 14);
    // Every pixel of the image is on exactly one tile.
    for (const [x, y] of [
      [0, 0],
      [639, 0],
      [0, 399],
      [639, 399],
      [320, 200],
    ] as const) {
      const on = view.tiles.filter(
        (t) => x >= t.left && x < t.left + TILE_SIZE && y >= t.top && y < t.top + TILE_SIZE,
      );
      expect(on).toHaveLength(1);
    }
    expect(view.tiles.length).toBeLessThanOrEqual(4 * 3);
    expect(new Set(view.tiles.map((t) => `${t.tile.x}/${t.tile.y}`)).size).toBe(view.tiles.length);
    // The centre is within half a pixel of the middle, and where the world puts it on its tile.
    expect(Math.abs(view.centre.x - 320)).toBeLessThanOrEqual(0.5);
    expect(Math.abs(view.centre.y - 200)).toBeLessThanOrEqual(0.5);
    const home = view.tiles.find((t) => t.tile.x === 16146 && t.tile.y === 10258)!;
    expect(home.left + (world.x - 16146 * TILE_SIZE)).toBeCloseTo(view.centre.x, 9);
    expect(home.top + (world.y - 10258 * TILE_SIZE)).toBeCloseTo(view.centre.y, 9);
  });

  it('wraps tiles across the antimeridian', () => {
    const view = mapView({ latitude: -44, longitude: 179.999 }, 3, 640, 400);
    const columns = new Set(view.tiles.map((t) => t.tile.x));
    expect(columns).toEqual(new Set([6, 7, 0, 1]));
    for (const t of view.tiles) expect(t.tile.x).toBeGreaterThanOrEqual(0);
  });

  it('leaves out rows beyond the poles', () => {
    const view = mapView({ latitude: 85, longitude: 0 }, 1, 640, 400);
    expect(view.tiles.every((t) => t.tile.y >= 0 && t.tile.y < 2)).toBe(true);
  });
});

describe('tile addresses and attribution', () => {
  it('fills in a template, the subdomain chosen from the tile as Leaflet does', () => {
    expect(tileUrl('https://tile.openstreetmap.org/{z}/{x}/{y}.png', { z: 14, x: 16146, y: 10258 })).toBe(
      'https://tile.openstreetmap.org/14/16146/10258.png',
    );
    expect(tileUrl('https://{s}.tile.example/{z}/{x}/{y}{r}.png', { z: 1, x: 1, y: 0 })).toBe(
      'https://b.tile.example/1/1/0.png',
    );
  });

  it('turns the web map’s attribution HTML into plain text', () => {
    expect(
      attributionText(
        '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      ),
    ).toBe('© OpenStreetMap contributors');
    expect(attributionText('Tiles &#169; Example &amp; Co')).toBe('Tiles © Example & Co');
  });
});
