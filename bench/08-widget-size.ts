// The promo widget's weight (issue 13): everything a partner's iframe loads for /widget/{slug} (its
// scripts, style sheet and page, gzip), beside the app's home page first-render JavaScript (the
// baseline of bench/03-web-size.ts), and the ratio. Both measured in Chromium on a built app.

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from '@playwright/test';
import { buildWebIfNeeded } from '../scripts/web-build.mjs';
import { launchChromium, root, withDemoServer } from './lib';

buildWebIfNeeded({ force: true });
const dist = path.join(root, 'dist/web');
const gzipKb = (file: string) =>
  zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

/** The built files a page loaded (scripts and styles of the build), by their path under dist/web. */
async function filesLoaded(browser: Browser, url: string, kinds: RegExp): Promise<string[]> {
  const loaded = new Set<string>();
  const page = await browser.newPage();
  page.on('response', (res) => {
    const file = new URL(res.url()).pathname.slice(1);
    if (kinds.test(file) && fs.existsSync(path.join(dist, file))) loaded.add(file);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.close();
  return [...loaded];
}

const { home, widgetJs, widgetCss } = await withDemoServer('widget', async (url) => {
  const browser = await launchChromium();
  try {
    const widgetPage = `${url}/widget/demo?size=300x250`;
    return {
      home: await filesLoaded(browser, `${url}/`, /\.js$/),
      widgetJs: await filesLoaded(browser, widgetPage, /\.js$/),
      widgetCss: await filesLoaded(browser, widgetPage, /\.css$/),
    };
  } finally {
    await browser.close();
  }
});

const sum = (files: string[]) => files.reduce((total, file) => total + gzipKb(file), 0);
const homeKb = sum(home);
const widgetJsKb = sum(widgetJs);
const widgetAllKb = widgetJsKb + sum(widgetCss) + gzipKb('widget.html');
console.log('widget file'.padEnd(44), 'gzip KB'.padStart(9));
for (const file of [...widgetJs, ...widgetCss, 'widget.html']) {
  console.log(file.padEnd(44), gzipKb(file).toFixed(1).padStart(9));
}
console.log(
  `home page first-render JavaScript (baseline): ${homeKb.toFixed(1)} KB gzip over ${home.length} files`,
);
console.log(`widget JavaScript: ${widgetJsKb.toFixed(1)} KB gzip over ${widgetJs.length} files`);
console.log(
  `widget page in all (JavaScript, CSS, HTML): ${widgetAllKb.toFixed(1)} KB gzip  ` +
    `[ratio to the home page's JavaScript: ${((widgetJsKb / homeKb) * 100).toFixed(1)}%]`,
);
