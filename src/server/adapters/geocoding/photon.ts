import type { Place } from '../../../domain/schemas/locations';
import type { Geocoder } from './geocoder';

// New Zealand's mainland and near islands; Photon takes a bounding box rather than a country code.
const NZ_BBOX = '166.0,-47.5,179.0,-34.0';

type PhotonFeature = {
  geometry: { coordinates: [number, number] };
  properties: { name?: string; city?: string; state?: string; countrycode?: string };
};

export function createPhotonGeocoder(baseUrl: string, fetchImpl: typeof fetch = fetch): Geocoder {
  return {
    async search(query, limit) {
      const url = new URL('/api', baseUrl);
      url.searchParams.set('q', query);
      url.searchParams.set('limit', String(limit));
      url.searchParams.set('bbox', NZ_BBOX);
      const res = await fetchImpl(url, { signal: AbortSignal.timeout(5000) });
      if (!res.ok) throw new Error(`Geocoder answered ${res.status}`);
      const body = (await res.json()) as { features: PhotonFeature[] };
      return body.features
        .filter((f) => !f.properties.countrycode || f.properties.countrycode.toUpperCase() === 'NZ')
        .map((f): Place => ({
          name: f.properties.name ?? f.properties.city ?? query,
          region: f.properties.state ?? null,
          latitude: f.geometry.coordinates[1],
          longitude: f.geometry.coordinates[0],
        }));
    },
  };
}
