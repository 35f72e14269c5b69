// The arithmetic of a slippy map (Web Mercator, EPSG:3857, as OpenStreetMap's tiles are cut) for the
// stay map image (decision 053): where a point falls at a zoom, which tiles an image around it needs,
// where each goes, and the tile server's address of each. No I/O: the server fetches and composes.

import type { LatLng } from './geo';

/** A tile's side, in pixels, as every common tile server cuts them. */
export const TILE_SIZE = 256;

/** The stay map image (decision 053): its size in pixels (1x: one CSS pixel each) and its zoom. */
export const STAY_MAP_WIDTH = 640;
export const STAY_MAP_HEIGHT = 400;
/** About 7 m a pixel in New Zealand: streets and their names, a few kilometres across. */
export const STAY_MAP_ZOOM = 14;
/**
 * The circle drawn around the public position for those who may not see the exact spot. The public
 * position is at most about 0.7 km from the real one (two decimals of a degree), so the circle
 * always holds the property without pointing at it.
 */
export const STAY_MAP_CIRCLE_METRES = 1000;

/** Web Mercator cannot show the poles: latitudes are clamped to this, as every slippy map does. */
export const MAX_MERCATOR_LATITUDE = 85.0511287798066;

/** The equator's length on the sphere Web Mercator uses (WGS 84's semi-major axis), in metres. */
const EQUATOR_METRES = 2 * Math.PI * 6_378_137;

export type Point = { x: number; y: number };
export type TileId = { z: number; x: number; y: number };

/** How many tiles a side at `zoom`. */
export const tilesPerSide = (zoom: number) => 2 ** zoom;

/**
 * Where a point is on the whole world's map at `zoom`, in pixels from its top left corner (the
 * antimeridian and the north edge): x grows east, y south, both fractional.
 */
export function worldPixel({ latitude, longitude }: LatLng, zoom: number): Point {
  const size = TILE_SIZE * tilesPerSide(zoom);
  const lat = (Math.max(-MAX_MERCATOR_LATITUDE, Math.min(MAX_MERCATOR_LATITUDE, latitude)) * Math.PI) / 180;
  const x = ((longitude + 180) / 360) * size;
  const y = ((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * size;
  return { x, y };
}

/** The tile a point is on at `zoom`, and where on that tile (pixels from its top left corner). */
export function tileOf(position: LatLng, zoom: number): { tile: TileId; pixel: Point } {
  const { x, y } = worldPixel(position, zoom);
  const n = tilesPerSide(zoom);
  const tileX = Math.floor(x / TILE_SIZE);
  const tileY = Math.floor(y / TILE_SIZE);
  return {
    // Longitude 180 is the antimeridian again: tile 0.
    tile: { z: zoom, x: mod(tileX, n), y: Math.min(tileY, n - 1) },
    pixel: { x: x - tileX * TILE_SIZE, y: y - tileY * TILE_SIZE },
  };
}

/** Metres a pixel covers at a latitude and zoom (east-west and north-south alike, as Mercator keeps). */
export function metresPerPixel(latitude: number, zoom: number): number {
  return (EQUATOR_METRES * Math.cos((latitude * Math.PI) / 180)) / (TILE_SIZE * tilesPerSide(zoom));
}

/** A tile to draw: which one, and where its top left corner goes on the image (may be negative). */
export type TilePlacement = { tile: TileId; left: number; top: number };

export type MapView = {
  /** The tiles that cover the image, row by row, each once. */
  tiles: TilePlacement[];
  /** Where the centre position falls on the image, in pixels (fractional). */
  centre: Point;
};

/**
 * The tiles an image of `width` x `height` pixels centred on `centre` at `zoom` needs, with where
 * each goes. The image's corner is put on a whole pixel so tiles are never resampled; the centre
 * is then within half a pixel of the image's middle. Tiles wrap east-west across the antimeridian;
 * rows beyond the poles have no tile and are left out.
 */
export function mapView(centre: LatLng, zoom: number, width: number, height: number): MapView {
  const world = worldPixel(centre, zoom);
  const left = Math.round(world.x - width / 2);
  const top = Math.round(world.y - height / 2);
  const n = tilesPerSide(zoom);
  const tiles: TilePlacement[] = [];
  for (let row = Math.floor(top / TILE_SIZE); row <= Math.floor((top + height - 1) / TILE_SIZE); row++) {
    if (row < 0 || row >= n) continue;
    for (let col = Math.floor(left / TILE_SIZE); col <= Math.floor((left + width - 1) / TILE_SIZE); col++) {
      tiles.push({
        tile: { z: zoom, x: mod(col, n), y: row },
        left: col * TILE_SIZE - left,
        top: row * TILE_SIZE - top,
      });
    }
  }
  return { tiles, centre: { x: world.x - left, y: world.y - top } };
}

const SUBDOMAINS = ['a', 'b', 'c'] as const;

/**
 * A tile's address from a Leaflet-style template (`TILE_URL`): `{z}`, `{x}`, `{y}`, `{s}` (one of
 * a, b, c, chosen from the tile as Leaflet chooses it, so a tile always has one address) and `{r}`
 * (the retina suffix: none, these are 1x tiles).
 */
export function tileUrl(template: string, { z, x, y }: TileId): string {
  const values: Record<string, string> = {
    z: String(z),
    x: String(x),
    y: String(y),
    s: SUBDOMAINS[Math.abs(x + y) % SUBDOMAINS.length]!,
    r: '',
  };
  return template.replace(/\{([zxysr])\}/g, (_, key: string) => values[key]!);
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  copy: '©',
};

/**
 * The attribution as plain text, from the HTML the web map shows (`TILE_ATTRIBUTION`): tags dropped,
 * entities decoded, spaces collapsed. `&copy; <a …>OpenStreetMap</a> contributors` gives
 * "© OpenStreetMap contributors".
 */
export function attributionText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

function mod(value: number, n: number): number {
  return ((value % n) + n) % n;
}
