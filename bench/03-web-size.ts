// The JavaScript the home page needs for its first render. Target (issue 2): <= 150 KB gzip.
// Builds the web app, then sums the gzip size of the entry script and its modulepreloads from
// index.html (lazy chunks are not needed for the first render), and prints every chunk.

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildWebIfNeeded } from '../scripts/web-build.mjs';
import { root } from './lib';

buildWebIfNeeded({ force: true });
const dist = path.join(root, 'dist/web');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const firstRender = new Set(
  [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/?([^"]+\.js)"/g)].map((m) => m[1]!),
);
const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

const chunks = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
  .map((f) => `assets/${f}`)
  .map((file) => ({ file, raw: fs.statSync(path.join(dist, file)).size / 1024, gzip: gzipKb(file) }))
  .sort((a, b) => b.gzip - a.gzip);

console.log('chunk'.padEnd(48), 'raw KB'.padStart(9), 'gzip KB'.padStart(9), ' first render');
for (const c of chunks) {
  console.log(c.file.padEnd(48), c.raw.toFixed(1).padStart(9), c.gzip.toFixed(1).padStart(9), firstRender.has(c.file) ? ' yes' : '');
}
const total = chunks.filter((c) => firstRender.has(c.file)).reduce((sum, c) => sum + c.gzip, 0);
console.log(`home page first-render JavaScript: ${total.toFixed(1)} KB gzip  [target <= 150 KB]`);
