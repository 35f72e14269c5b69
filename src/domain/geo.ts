// Points on the earth as the database's `earthdistance` extension models them: a sphere of radius
// 6,378,168 m, a point being a 3-D cube (x, y, z). Search orders by straight-line distance between
// such points, which orders exactly as the great-circle distance does.

export const EARTH_RADIUS_M = 6_378_168;

export type LatLng = { latitude: number; longitude: number };

const radians = (deg: number) => (deg * Math.PI) / 180;

/** The point as earthdistance's ll_to_earth gives it, written as a cube literal. */
export function earthCubeLiteral({ latitude, longitude }: LatLng): string {
  const lat = radians(latitude);
  const lng = radians(longitude);
  const x = EARTH_RADIUS_M * Math.cos(lat) * Math.cos(lng);
  const y = EARTH_RADIUS_M * Math.cos(lat) * Math.sin(lng);
  const z = EARTH_RADIUS_M * Math.sin(lat);
  return `(${x}, ${y}, ${z})`;
}

/** Great-circle distance in kilometres (haversine), the same figure as earth_distance / 1000. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return (2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))) / 1000;
}

/**
 * New Zealand as boxes around its land (the mainland with Stewart Island and the near islands, and
 * the Chatham Islands east of the date line): where a property may be.
 */
const NEW_ZEALAND_BOXES = [
  { south: -47.8, north: -34.0, west: 165.8, east: 179.0 },
  { south: -44.7, north: -43.4, west: -177.2, east: -175.8 },
] as const;

export function isInNewZealand({ latitude, longitude }: LatLng): boolean {
  return NEW_ZEALAND_BOXES.some(
    (b) => latitude >= b.south && latitude <= b.north && longitude >= b.west && longitude <= b.east,
  );
}
