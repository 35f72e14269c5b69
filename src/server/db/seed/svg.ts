// Placeholder photos for demo data: small deterministic landscapes, so a fresh install shows
// something that looks like a listing without shipping binary images.

import type { Random } from './random';

export type LandscapeOptions = {
  width: number;
  height: number;
  /** What is parked in the foreground. */
  subject: 'motorhome' | 'tent' | 'none';
  /** Large text over the picture (banners and widget slides). */
  caption?: string;
};

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h)} ${Math.round(s)}% ${Math.round(l)}%)`;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** A hill line across the picture: a smooth path through a few random heights, closed at the bottom. */
function hill(
  random: Random,
  width: number,
  height: number,
  baseY: number,
  amplitude: number,
  fill: string,
): string {
  // Fewer bumps on narrow pictures, or a skyscraper banner gets needle-sharp hills.
  const steps = Math.max(2, Math.round((width / height) * 2.5)) + random.int(0, 2);
  const points = Array.from({ length: steps + 1 }, (_, i) => ({
    x: (width * i) / steps,
    y: baseY + (random.next() - 0.5) * 2 * amplitude,
  }));
  let d = `M0 ${height} L0 ${points[0]!.y.toFixed(1)}`;
  for (let i = 1; i < points.length; i++) {
    const prev = points[i - 1]!;
    const cur = points[i]!;
    const midX = (prev.x + cur.x) / 2;
    d += ` C${midX.toFixed(1)} ${prev.y.toFixed(1)} ${midX.toFixed(1)} ${cur.y.toFixed(1)} ${cur.x.toFixed(1)} ${cur.y.toFixed(1)}`;
  }
  d += ` L${width} ${height} Z`;
  return `<path d="${d}" fill="${fill}"/>`;
}

function motorhome(x: number, y: number, s: number, body: string, stripe: string): string {
  // Drawn in a 200x100 box whose bottom-left corner is (x, y), scaled by s.
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${s.toFixed(3)})">
  <rect x="0" y="-95" width="150" height="75" rx="10" fill="${body}"/>
  <path d="M150 -80 L185 -60 Q195 -55 195 -45 L195 -20 L150 -20 Z" fill="${body}"/>
  <path d="M155 -75 L182 -58 L182 -48 L155 -48 Z" fill="#cfe8f5"/>
  <rect x="15" y="-80" width="40" height="22" rx="3" fill="#cfe8f5"/>
  <rect x="70" y="-80" width="40" height="22" rx="3" fill="#cfe8f5"/>
  <rect x="0" y="-45" width="195" height="8" fill="${stripe}"/>
  <circle cx="40" cy="-15" r="15" fill="#2b2b2b"/><circle cx="40" cy="-15" r="6" fill="#999"/>
  <circle cx="160" cy="-15" r="15" fill="#2b2b2b"/><circle cx="160" cy="-15" r="6" fill="#999"/>
</g>`;
}

function tent(x: number, y: number, s: number, fill: string, shade: string): string {
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${s.toFixed(3)})">
  <path d="M0 0 L70 -90 L140 0 Z" fill="${fill}"/>
  <path d="M70 -90 L95 0 L45 0 Z" fill="${shade}"/>
  <line x1="70" y1="-90" x2="70" y2="-105" stroke="#444" stroke-width="3"/>
</g>`;
}

export function landscapeSvg(random: Random, options: LandscapeOptions): string {
  const { width: w, height: h } = options;
  const skyHue = 190 + random.int(0, 30);
  const dusk = random.chance(0.25);
  const skyTop = dusk ? hsl(260 + random.int(0, 30), 45, 35) : hsl(skyHue, 70, 55);
  const skyBottom = dusk ? hsl(20 + random.int(0, 20), 85, 70) : hsl(skyHue - 10, 60, 85);
  const landHue = 80 + random.int(0, 50);
  const unit = Math.min(w, h);
  const sunX = w * (0.15 + random.next() * 0.7);
  const sunY = h * (0.12 + random.next() * 0.2);
  const sun = `<circle cx="${sunX.toFixed(1)}" cy="${sunY.toFixed(1)}" r="${(unit * (0.06 + random.next() * 0.04)).toFixed(1)}" fill="${dusk ? '#ffd27a' : '#fff3b0'}"/>`;
  const hills = [
    hill(random, w, h, h * 0.5, h * 0.08, hsl(landHue + 20, 25, 55)),
    hill(random, w, h, h * 0.62, h * 0.06, hsl(landHue, 40, 42)),
    hill(random, w, h, h * 0.75, h * 0.04, hsl(landHue - 10, 45, 32)),
  ].join('\n');
  let foreground = '';
  const scale = unit / 500;
  if (options.subject === 'motorhome') {
    const bodies = ['#f4f1ea', '#fdfdfd', '#e8dcc2', '#dfe7ee'];
    const stripes = ['#d9534f', '#2a7ab0', '#3c8d5a', '#e39b2d'];
    foreground = motorhome(
      w * (0.1 + random.next() * 0.5),
      h * 0.93,
      scale * 1.2,
      random.pick(bodies),
      random.pick(stripes),
    );
  } else if (options.subject === 'tent') {
    const hue = random.int(0, 359);
    foreground = tent(
      w * (0.1 + random.next() * 0.6),
      h * 0.92,
      scale * 1.2,
      hsl(hue, 70, 50),
      hsl(hue, 70, 38),
    );
  }
  const caption = options.caption
    ? `<text x="${(w / 2).toFixed(1)}" y="${(h * 0.42).toFixed(1)}" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="${Math.min(h * 0.3, w * 0.12, 90).toFixed(1)}" fill="#ffffff" stroke="rgba(0,0,0,0.35)" stroke-width="${(unit * 0.004).toFixed(1)}">${escapeXml(options.caption)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
${sun}
${hills}
${foreground}
${caption}
</svg>
`;
}
