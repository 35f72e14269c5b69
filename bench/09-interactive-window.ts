// The window between first paint and a working page (issue 24): on the pages the server draws, a
// visitor sees controls before the app has taken them over. Chromium with its CPU slowed four times
// (a phone) opens each page RUNS times in a fresh context; for each it prints the medians of the first
// contentful paint (the baseline of the same run), of the moment the app marks the page ready
// (html[data-app-ready], when early taps and typing are played back) and of the window between them,
// with the ratio ready / first paint. Also prints them without slowing the CPU.

import { buildWebIfNeeded } from '../scripts/web-build.mjs';
import { launchChromium, median, withDemoServer } from './lib';

const RUNS = Number(process.env.WINDOW_RUNS ?? 5);
const SLOWDOWNS = [1, 4];

buildWebIfNeeded();

/** In the page: when the app marked it ready, on the page's own clock. */
const RECORD_READY = `
  new MutationObserver((_, observer) => {
    if (document.documentElement.hasAttribute('data-app-ready')) {
      window.__readyAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready'] });
`;

const fmt = (ms: number) => `${ms.toFixed(0).padStart(5)} ms`;

await withDemoServer('window', async (url) => {
  const search = (await (await fetch(`${url}/v1/locations?latitude=-41.29&longitude=174.78`)).json()) as {
    items: { id: number }[];
  };
  const pages = ['/', '/locations', `/locations/${search.items[0]!.id}`, '/about'];
  const browser = await launchChromium();
  try {
    for (const slowdown of SLOWDOWNS) {
      console.log(`CPU slowed ${slowdown}x, median of ${RUNS} runs:`);
      for (const page of pages) {
        const paints: number[] = [];
        const readies: number[] = [];
        for (let run = 0; run < RUNS; run++) {
          const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
          const tab = await context.newPage();
          await tab.addInitScript(RECORD_READY);
          const cdp = await context.newCDPSession(tab);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
          await tab.goto(`${url}${page}`);
          await tab.waitForFunction(() => '__readyAt' in window, undefined, {
            timeout: 60_000,
          });
          const { paint, ready } = await tab.evaluate(() => ({
            paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
            ready: (window as unknown as { __readyAt: number }).__readyAt,
          }));
          paints.push(paint);
          readies.push(ready);
          await context.close();
        }
        const paint = median(paints);
        const ready = median(readies);
        console.log(
          `  ${page.padEnd(16)} first paint ${fmt(paint)}  ready ${fmt(ready)}  window ${fmt(ready - paint)}  ready/first paint ${(ready / paint).toFixed(2)}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
});
