// Draws the installable app's icons (issue 29) from the favicon's pin: the sizes phones ask for,
// and a maskable one whose pin keeps inside the safe zone (the middle 80%) when a launcher crops it
// to a circle. Run once after a change of the mark: `npx tsx scripts/make-app-icons.ts`; the PNGs
// are committed under public/icons.

import path from 'node:path';
import sharp from 'sharp';

const GREEN = '#2b7a4b';
const out = path.resolve(import.meta.dirname, '../public/icons');

/** The pin on a green square; `scale` is the share of the square the pin's box takes. */
function iconSvg(size: number, scale: number, rounded: boolean): string {
  const box = size * scale;
  const offset = (size - box) / 2;
  const radius = rounded ? size * 0.18 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${GREEN}"/>
  <g transform="translate(${offset} ${offset}) scale(${box / 32})">
    <path d="M16 2C10 2 5 7 5 13c0 8 11 17 11 17s11-9 11-17c0-6-5-11-11-11z" fill="white"/>
    <circle cx="16" cy="13" r="4" fill="${GREEN}"/>
  </g>
</svg>`;
}

const icons = [
  { name: 'icon-192.png', size: 192, scale: 0.7, rounded: true },
  { name: 'icon-512.png', size: 512, scale: 0.7, rounded: true },
  { name: 'icon-maskable-512.png', size: 512, scale: 0.5, rounded: false },
  { name: 'apple-touch-icon.png', size: 180, scale: 0.65, rounded: false },
];

for (const icon of icons) {
  await sharp(Buffer.from(iconSvg(icon.size, icon.scale, icon.rounded)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, icon.name));
  console.log(`public/icons/${icon.name}`);
}
