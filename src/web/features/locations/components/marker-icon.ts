import L from 'leaflet';
import type { LocationSummary } from '../../../../domain/schemas/locations';
import { formatCents } from '../../../../domain/money';
import { currentLanguage, i18n } from '../../../lib/i18n';
import { escapeHtml, MARKER_ANCHOR, MARKER_SIZE, PIN_SVG } from '../../../components/map/marker';

export function markerLabel(location: Pick<LocationSummary, 'name' | 'price'>): string {
  return location.price === null
    ? location.name
    : i18n.t('stays.search.markerLabel', { name: location.name, price: formatCents(location.price) });
}

/**
 * A divIcon, because Leaflet's default icon image is lost under Vite. The hidden text gives the
 * marker (a keyboard-focusable role=button) its accessible name.
 */
export function createMarkerIcon(location: Pick<LocationSummary, 'name' | 'price'>): L.DivIcon {
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
export function markerIconFor(location: Pick<LocationSummary, 'name' | 'price'>): L.DivIcon {
  const key = `${currentLanguage()}|${location.name}|${location.price}`;
  let icon = cache.get(key);
  if (!icon) {
    if (cache.size > 2000) cache.clear();
    icon = createMarkerIcon(location);
    cache.set(key, icon);
  }
  return icon;
}
