import L from 'leaflet';
import type { LocationSummary } from '../../../../domain/schemas/locations';
import { formatCents } from '../../../lib/money';
import { currentLanguage, i18n } from '../../../lib/i18n';
import { escapeHtml, MARKER_ANCHOR, MARKER_SIZE, PIN_SVG } from '../../../components/map/marker';

type MarkerListing = Pick<LocationSummary, 'name' | 'price' | 'type'>;

/** Its name and price; a listing without a price (a campsite not booked here) says what it is instead. */
export function markerLabel(location: MarkerListing): string {
  if (location.price !== null) {
    return i18n.t('stays.search.markerLabel', { name: location.name, price: formatCents(location.price) });
  }
  return location.type === 'property'
    ? location.name
    : i18n.t('adminLocations.markerLabel', {
        name: location.name,
        type: i18n.t(`adminLocations.types.${location.type}`),
      });
}

/**
 * A divIcon, because Leaflet's default icon image is lost under Vite. The hidden text gives the
 * marker (a keyboard-focusable role=button) its accessible name.
 */
export function createMarkerIcon(location: MarkerListing): L.DivIcon {
  return L.divIcon({
    className: 'stopover-marker',
    html: `${PIN_SVG}<span class="visually-hidden">${escapeHtml(markerLabel(location))}</span>`,
    iconSize: MARKER_SIZE,
    iconAnchor: MARKER_ANCHOR,
    tooltipAnchor: [0, -MARKER_SIZE[1] + 4],
  });
}

const cache = new Map<string, L.DivIcon>();

/** The same icon object for the same listing, so Leaflet does not rebuild (and unfocus) markers on re-render. */
export function markerIconFor(location: MarkerListing): L.DivIcon {
  const key = `${currentLanguage()}|${location.name}|${location.price}|${location.type}`;
  let icon = cache.get(key);
  if (!icon) {
    if (cache.size > 2000) cache.clear();
    icon = createMarkerIcon(location);
    cache.set(key, icon);
  }
  return icon;
}
