// Place search, limited to New Zealand. Two implementations: the gazetteer shipped with the repo
// (embedded default) and a Photon server (GEOCODER_URL).

import type { Place } from '../../../domain/schemas/locations';

export interface Geocoder {
  search(query: string, limit: number): Promise<Place[]>;
}
