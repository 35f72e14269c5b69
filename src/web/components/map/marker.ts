// The map pin every map of the app draws (spec section 9: marker 45x55): the search map's listings
// and the property editor's draggable pin.

/** Width and height of the pin, in pixels. */
export const MARKER_SIZE: [number, number] = [45, 55];

/** Where the pin's point is, from its top left corner: the bottom middle. */
export const MARKER_ANCHOR: [number, number] = [MARKER_SIZE[0] / 2, MARKER_SIZE[1]];

export const PIN_SVG = `<svg width="45" height="55" viewBox="0 0 45 55" aria-hidden="true" focusable="false">
<path d="M22.5 1.5C11 1.5 2 10.3 2 21.6c0 14.8 17.7 30.2 19.4 31.7a1.7 1.7 0 0 0 2.2 0C25.3 51.8 43 36.4 43 21.6 43 10.3 34 1.5 22.5 1.5z" fill="#247a41" stroke="#ffffff" stroke-width="2.5"/>
<circle cx="22.5" cy="21.5" r="7.5" fill="#ffffff"/></svg>`;

/** Text safe to put inside a divIcon's HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
