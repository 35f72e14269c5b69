import { createRequire } from 'node:module';
import type { Place } from '../../../domain/schemas/locations';
import { foldForSearch } from '../../../domain/search-text';
import type { Geocoder } from './geocoder';

type GazetteerEntry = { name: string; region: string | null; latitude: number; longitude: number };

/** Ranks exact names first, then names starting with the query, then names containing it. */
export function createGazetteerGeocoder(entries?: GazetteerEntry[]): Geocoder {
  let places: { place: GazetteerEntry; folded: string }[] | null = null;
  // Loaded on the first search, not at start-up.
  const load = () =>
    (places ??= (entries ?? (createRequire(import.meta.url)('./nz-places.json') as GazetteerEntry[])).map(
      (p) => ({
        place: p,
        folded: foldForSearch(p.name),
      }),
    ));
  return {
    async search(query, limit) {
      const q = foldForSearch(query);
      if (!q) return [];
      const rank = (name: string) => (name === q ? 0 : name.startsWith(q) ? 1 : name.includes(q) ? 2 : -1);
      return load()
        .map((p) => ({ ...p, rank: rank(p.folded) }))
        .filter((p) => p.rank >= 0)
        .sort((a, b) => a.rank - b.rank || a.folded.localeCompare(b.folded))
        .slice(0, limit)
        .map(({ place }): Place => ({ ...place }));
    },
  };
}
