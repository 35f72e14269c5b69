// Where /locations opens its map (spec section 9): New Zealand at zoom 7; a bare ?c= centre at zoom
// 10; a place the visitor searched for (its centre with its name, ?c=…&address=…, as the home search,
// this page's search and the partner widget send it) at zoom 12.

import {
  CENTRED_MAP_ZOOM,
  DEFAULT_MAP_CENTRE,
  DEFAULT_MAP_ZOOM,
  SEARCHED_PLACE_ZOOM,
} from '../../../../domain/constants';
import { parseCentre } from '../../../lib/geo';
import type { MapView } from '../components/search-map';

/** The map's view for the ?c= and ?address= of the search's URL. */
export function viewFromParams(c: string | null, address: string | null): MapView {
  const centre = parseCentre(c);
  if (!centre) return { centre: { ...DEFAULT_MAP_CENTRE }, zoom: DEFAULT_MAP_ZOOM };
  return { centre, zoom: address?.trim() ? SEARCHED_PLACE_ZOOM : CENTRED_MAP_ZOOM };
}
