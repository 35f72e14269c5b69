// The JavaScript the home page needs for its first render. Target (issue 2): <= 150 KB gzip.
// Builds the web app, opens the home page in Chromium and sums the gzip size of every script it
// loaded until the page settled; then prints every chunk of the build for comparison.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildWebIfNeeded } from '../scripts/web-build.mjs';
import { launchChromium, root, startServer } from './lib';

buildWebIfNeeded({ force: true });
const dist = path.join(root, 'dist/web');
const gzipKb = (file: string) =>
  zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-bench-web-'));
const server = await startServer({
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
});
const browser = await launchChromium();
const loaded = new Set<string>();
try {
  const page = await browser.newPage();
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname.endsWith('.js')) loaded.add(url.pathname.slice(1));
  });
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const chunks = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
  .map((f) => `assets/${f}`)
  .map((file) => ({ file, raw: fs.statSync(path.join(dist, file)).size / 1024, gzip: gzipKb(file) }))
  .sort((a, b) => b.gzip - a.gzip);

console.log('chunk'.padEnd(52), 'raw KB'.padStart(9), 'gzip KB'.padStart(9), ' loaded by home');
for (const c of chunks) {
  console.log(
    c.file.padEnd(52),
    c.raw.toFixed(1).padStart(9),
    c.gzip.toFixed(1).padStart(9),
    loaded.has(c.file) ? ' yes' : '',
  );
}
const total = chunks.filter((c) => loaded.has(c.file)).reduce((sum, c) => sum + c.gzip, 0);
console.log(
  `home page first-render JavaScript: ${total.toFixed(1)} KB gzip over ${loaded.size} files  [target <= 150 KB]`,
);
