// Turning URL query values into map state and back.

import type { Place } from '../../domain/schemas/locations';

/** A place as a search box shows it: "Queenstown, Otago" (the region when it says more). */
export function placeLabel(place: Place): string {
  return place.region && place.region !== place.name ? `${place.name}, ${place.region}` : place.name;
}

export type LatLng = { latitude: number; longitude: number };

/** `c=-36.85,174.76` into a centre; null when missing or not a real coordinate. */
export function parseCentre(value: string | null | undefined): LatLng | null {
  if (!value) return null;
  const parts = value.split(',');
  if (parts.length !== 2) return null;
  const [lat, lng] = parts.map((p) => (p.trim() === '' ? Number.NaN : Number(p)));
  if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180) return null;
  return { latitude: lat, longitude: lng };
}

/** Five decimals is about a metre: enough for a centre, short enough for a URL. */
export function formatCentre({ latitude, longitude }: LatLng): string {
  return `${roundTo(latitude, 5)},${roundTo(longitude, 5)}`;
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** `tags=3,1,3` into [1, 3]; anything that is not a positive whole number is dropped. */
export function parseTagIds(value: string | null | undefined): number[] {
  if (!value) return [];
  const ids = value
    .split(',')
    .map((p) => p.trim())
    .filter((p) => /^\d+$/.test(p))
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0);
  return [...new Set(ids)].sort((a, b) => a - b);
}

export function formatTagIds(ids: readonly number[]): string {
  return [...new Set(ids)].sort((a, b) => a - b).join(',');
}

/** "12.345" km into "12.3 km". */
export function formatDistance(km: number): string {
  return `${km.toFixed(1)} km`;
}
