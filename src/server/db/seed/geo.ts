// Where seeded listings go: near real towns from the gazetteer, and on land. Both data files are
// made by scripts/build-gazetteer.mjs.

import nzPlaces from '../../adapters/geocoding/nz-places.json' with { type: 'json' };
import nzLand from './nz-land.json' with { type: 'json' };
import type { Random } from './random';

export type Island = 'north' | 'south';

export type Place = { name: string; region: string; latitude: number; longitude: number; island: Island };

export type Point = { latitude: number; longitude: number };

const SOUTH_ISLAND_REGIONS = new Set([
  'Tasman District',
  'Nelson',
  'Marlborough',
  'West Coast',
  'Canterbury',
  'Otago',
  'Southland',
]);

/**
 * Gazetteer places on the two main islands. The island comes from the region rather than the
 * outline, because a coastal town's centre can sit just outside the 1:50m coastline.
 */
export const mainlandPlaces: Place[] = nzPlaces.flatMap((p): Place[] => {
  if (!p.region || p.region === 'Chatham Islands') return [];
  const island: Island = SOUTH_ISLAND_REGIONS.has(p.region) ? 'south' : 'north';
  return [{ name: p.name, region: p.region, latitude: p.latitude, longitude: p.longitude, island }];
});

type Outline = {
  points: readonly (readonly number[])[];
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
};

function outline(points: readonly (readonly number[])[]): Outline {
  const lats = points.map((p) => p[1]!);
  const lngs = points.map((p) => p[0]!);
  return {
    points,
    minLat: Math.min(...lats),
    maxLat: Math.max(...lats),
    minLng: Math.min(...lngs),
    maxLng: Math.max(...lngs),
  };
}

const outlines: Record<Island, Outline> = { north: outline(nzLand.north), south: outline(nzLand.south) };

function inside(o: Outline, latitude: number, longitude: number): boolean {
  if (latitude < o.minLat || latitude > o.maxLat || longitude < o.minLng || longitude > o.maxLng)
    return false;
  // Ray casting: an odd number of edge crossings to the east means inside.
  let isInside = false;
  const pts = o.points;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const xi = pts[i]![0]!;
    const yi = pts[i]![1]!;
    const xj = pts[j]![0]!;
    const yj = pts[j]![1]!;
    if (yi > latitude !== yj > latitude && longitude < ((xj - xi) * (latitude - yi)) / (yj - yi) + xi) {
      isInside = !isInside;
    }
  }
  return isInside;
}

/** The main island a point lies on, or null for the sea (and the smaller islands). */
export function islandAt(latitude: number, longitude: number): Island | null {
  if (inside(outlines.north, latitude, longitude)) return 'north';
  if (inside(outlines.south, latitude, longitude)) return 'south';
  return null;
}

const KM_PER_DEGREE = 111.32;

function offset(point: Point, km: number, angle: number): Point {
  return {
    latitude: point.latitude + (km * Math.cos(angle)) / KM_PER_DEGREE,
    longitude:
      point.longitude + (km * Math.sin(angle)) / (KM_PER_DEGREE * Math.cos((point.latitude * Math.PI) / 180)),
  };
}

/** True when the sea is within `km` in one of eight directions: a town for a surf club. */
export function nearCoast(point: Point, km: number): boolean {
  return Array.from({ length: 8 }, (_, i) => offset(point, km, (i * Math.PI) / 4)).some(
    (p) => islandAt(p.latitude, p.longitude) === null,
  );
}

/**
 * A random point on land within `maxKm` of the place (and at least `minKm` away, so listings do not
 * sit on the town centre). Falls back to the centre itself when the place is on a spit of land the
 * draws keep missing.
 */
export function pointNear(random: Random, place: Point, maxKm: number, minKm = 0): Point {
  for (let attempt = 0; attempt < 30; attempt++) {
    // sqrt spreads points evenly over the ring's area instead of bunching them at the centre.
    const r = Math.sqrt(minKm ** 2 + random.next() * (maxKm ** 2 - minKm ** 2));
    const { latitude, longitude } = offset(place, r, random.next() * 2 * Math.PI);
    if (islandAt(latitude, longitude)) {
      return { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) };
    }
  }
  return { latitude: place.latitude, longitude: place.longitude };
}

/** A plausible postcode for a region (the real ranges, to the first digits). */
export function postcodeFor(random: Random, region: string): string {
  const ranges: Record<string, [number, number]> = {
    Northland: [110, 598],
    Auckland: [600, 2699],
    Waikato: [3200, 3599],
    'Bay of Plenty': [3000, 3199],
    Gisborne: [4010, 4094],
    "Hawke's Bay": [4100, 4294],
    Taranaki: [4310, 4399],
    'Manawatū-Whanganui': [4400, 4999],
    Wellington: [5010, 6972],
    Nelson: [7010, 7099],
    'Tasman District': [7020, 7196],
    Marlborough: [7201, 7285],
    'West Coast': [7800, 7893],
    Canterbury: [7300, 8999],
    Otago: [9010, 9599],
    Southland: [9600, 9898],
  };
  const [min, max] = ranges[region] ?? [1010, 1010];
  return String(random.int(min, max)).padStart(4, '0');
}
