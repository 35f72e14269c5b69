import L from 'leaflet';
import type { LocationSummary } from '../../../../domain/schemas/locations';
import { formatCents } from '../../../../domain/money';
import { currentLanguage, i18n } from '../../../lib/i18n';

export const MARKER_SIZE: [number, number] = [45, 55];

const PIN_SVG = `<svg width="45" height="55" viewBox="0 0 45 55" aria-hidden="true" focusable="false">
<path d="M22.5 1.5C11 1.5 2 10.3 2 21.6c0 14.8 17.7 30.2 19.4 31.7a1.7 1.7 0 0 0 2.2 0C25.3 51.8 43 36.4 43 21.6 43 10.3 34 1.5 22.5 1.5z" fill="#247a41" stroke="#ffffff" stroke-width="2.5"/>
<circle cx="22.5" cy="21.5" r="7.5" fill="#ffffff"/></svg>`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

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
    iconAnchor: [MARKER_SIZE[0] / 2, MARKER_SIZE[1]],
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
