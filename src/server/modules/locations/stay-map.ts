// The stay map image (issue 29, decision 053): one small WebP of the map around a property, for the
// guest's offline trip. The tiles around the position (src/domain/map-tiles.ts) are fetched through
// the tile source and laid on a light background, then a pin (the exact spot) or a circle (the area
// around the public position) and the tile server's attribution are drawn over them. A tile that
// cannot be had leaves the background showing: the image is always made.

import sharp, { type OverlayOptions } from 'sharp';
import type { LatLng } from '../../../domain/geo';
import {
  mapView,
  metresPerPixel,
  STAY_MAP_HEIGHT,
  STAY_MAP_WIDTH,
  STAY_MAP_ZOOM,
  type Point,
} from '../../../domain/map-tiles';
import type { TileSource } from '../../adapters/map-tiles/tile-source';

/** What is drawn at the centre: the exact spot, or the area of `metres` around the public position. */
export type StayMapMark = { kind: 'pin' } | { kind: 'area'; metres: number };

export type StayMapImage = {
  image: Buffer;
  /** Whether every tile was drawn; a map with gaps is replaced as soon as the tiles come back. */
  complete: boolean;
};

/** OpenStreetMap's land colour: what shows where a tile is missing. */
export const BACKGROUND = '#f2efe9';
/** The web map's colours (the pin of components/map/marker.ts, the circle of the location map). */
const PIN_GREEN = '#247a41';
const AREA_FILL = '#35935a';
/** WebP quality: a 640 x 400 map of real tiles stays well under 100 KB (decision 053). */
const WEBP_QUALITY = 75;

/** The web's map pin (components/map/marker.ts, 45 x 55), its point at the bottom middle. */
const PIN_PATH =
  'M22.5 1.5C11 1.5 2 10.3 2 21.6c0 14.8 17.7 30.2 19.4 31.7a1.7 1.7 0 0 0 2.2 0C25.3 51.8 43 36.4 43 21.6 43 10.3 34 1.5 22.5 1.5z';
const PIN_TIP = { x: 22.5, y: 55 };

export async function drawStayMap(
  tiles: TileSource,
  centre: LatLng,
  mark: StayMapMark,
  attribution: string,
): Promise<StayMapImage> {
  const width = STAY_MAP_WIDTH;
  const height = STAY_MAP_HEIGHT;
  const view = mapView(centre, STAY_MAP_ZOOM, width, height);
  const [fetched, label] = await Promise.all([
    Promise.all(view.tiles.map((placement) => tiles.tile(placement.tile))),
    attributionLabel(attribution),
  ]);
  const tileLayers: OverlayOptions[] = [];
  view.tiles.forEach((placement, i) => {
    const input = fetched[i];
    if (input) tileLayers.push({ input, left: placement.left, top: placement.top });
  });
  const marks: OverlayOptions[] = [
    { input: Buffer.from(overlaySvg(width, height, view.centre, mark, centre, label)), left: 0, top: 0 },
  ];
  if (label.image) {
    marks.push({
      input: label.image,
      left: width - label.width - LABEL_PAD_X,
      top: height - label.height - LABEL_PAD_Y,
    });
  }
  const compose = (layers: OverlayOptions[]) =>
    sharp({ create: { width, height, channels: 3, background: BACKGROUND } })
      .composite(layers)
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  try {
    const image = await compose([...tileLayers, ...marks]);
    return { image, complete: fetched.every((tile) => tile !== null) };
  } catch {
    // A tile whose header read well but whose pixels do not (cut short on the way): the map without tiles.
    return { image: await compose(marks), complete: false };
  }
}

/** The pin or circle, and the attribution's backing box, as one SVG the size of the image. */
function overlaySvg(
  width: number,
  height: number,
  at: Point,
  mark: StayMapMark,
  centre: LatLng,
  label: AttributionLabel,
): string {
  const shapes: string[] = [];
  if (mark.kind === 'pin') {
    const left = at.x - PIN_TIP.x;
    const top = at.y - PIN_TIP.y;
    shapes.push(
      // A soft shadow under the point, so the pin reads on any map.
      `<ellipse cx="${at.x}" cy="${at.y}" rx="9" ry="3.5" fill="#000" fill-opacity="0.25"/>`,
      `<g transform="translate(${left} ${top})">`,
      `<path d="${PIN_PATH}" fill="${PIN_GREEN}" stroke="#fff" stroke-width="2.5"/>`,
      `<circle cx="22.5" cy="21.5" r="7.5" fill="#fff"/>`,
      '</g>',
    );
  } else {
    const radius = mark.metres / metresPerPixel(centre.latitude, STAY_MAP_ZOOM);
    shapes.push(
      `<circle cx="${at.x}" cy="${at.y}" r="${radius}" fill="${AREA_FILL}" fill-opacity="0.2" stroke="${PIN_GREEN}" stroke-width="3"/>`,
    );
  }
  if (label.image) {
    const boxWidth = label.width + 2 * LABEL_PAD_X;
    const boxHeight = label.height + 2 * LABEL_PAD_Y;
    shapes.push(
      `<rect x="${width - boxWidth}" y="${height - boxHeight}" width="${boxWidth}" height="${boxHeight}" fill="#fff" fill-opacity="0.8"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${shapes.join('')}</svg>`;
}

type AttributionLabel = { image: Buffer | null; width: number; height: number };

const LABEL_PAD_X = 5;
const LABEL_PAD_Y = 3;
const labels = new Map<string, Promise<AttributionLabel>>();

/**
 * The attribution drawn as text (Pango, the machine's sans-serif font), once per text. Rendered on
 * its own so its box fits it exactly; an empty attribution draws nothing.
 */
function attributionLabel(text: string): Promise<AttributionLabel> {
  let label = labels.get(text);
  if (!label) {
    label = renderLabel(text);
    labels.set(text, label);
  }
  return label;
}

async function renderLabel(text: string): Promise<AttributionLabel> {
  const none = { image: null, width: 0, height: 0 };
  if (!text) return none;
  try {
    const { data, info } = await sharp({
      text: {
        text: `<span foreground="#333333">${escapeMarkup(text)}</span>`,
        font: 'sans 11',
        dpi: 72,
        rgba: true,
        // A long attribution wraps rather than running off the image.
        width: STAY_MAP_WIDTH - 4 * LABEL_PAD_X,
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { image: data, width: info.width, height: info.height };
  } catch {
    // No text rendering on this machine (no font): the map goes out without its label rather than not at all.
    return none;
  }
}

/** Text safe inside Pango markup. */
function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
