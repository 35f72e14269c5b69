// Lighthouse on a phone (issue 14): builds the web app, starts Stopover as production runs it with
// the demo data, and runs Lighthouse (the npm package, mobile emulation with its simulated slow 4G,
// Debian's Chromium) three times on /, /locations and one /locations/{id}; prints the median scores
// and LCP, TBT and CLS. Targets: Performance >= 95, Accessibility, Best Practices and SEO 100.
// Lighthouse 12 (13 needs Node 22; this machine has Node 20). Map tiles point at a closed port so
// nothing leaves the machine.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { buildWebIfNeeded } from '../scripts/web-build.mjs';
import { median, startServer } from './lib';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const ATTEMPTS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

buildWebIfNeeded({ force: true });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-bench-lighthouse-'));
const server = await startServer({
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
});

/**
 * Whether Chromium would install the app (issue 29): Lighthouse 12 no longer audits it, so the same
 * browser is asked through the DevTools protocol (Page.getInstallabilityErrors, the check behind
 * Chrome's install offer) once the service worker controls the page.
 */
async function printInstallability(cdpUrl: string, pageUrl: string) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.connectOverCDP(cdpUrl);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(pageUrl);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    console.log(
      `installable (Chromium's check on /): ${
        installabilityErrors.length === 0
          ? 'yes'
          : `no (${installabilityErrors.map((e) => e.errorId).join(', ')})`
      }; manifest ${manifest.url ? new URL(manifest.url).pathname : 'missing'} with ${manifest.errors.length} errors`,
    );
    await page.close();
  } finally {
    await browser.close();
  }
}

type Run = { scores: Record<string, number>; lcp: number; tbt: number; cls: number };

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
try {
  const search = (await (
    await fetch(`${server.url}/v1/locations?latitude=-41.29&longitude=174.78`)
  ).json()) as {
    items: { id: number }[];
  };
  const pages = ['/', '/locations', `/locations/${search.items[0]!.id}`];
  /**
   * One Lighthouse run of `page`. Chromium sometimes records no trace (NO_NAVSTART): such a run is
   * printed and made again, up to ATTEMPTS times, so that a page's median has all its runs.
   */
  async function runLighthouse(page: string, run: number) {
    for (let attempt = 1; ; attempt++) {
      const result = await lighthouse(`${server.url}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`no Lighthouse result for ${page}`);
      const { lhr } = result;
      if (!lhr.runtimeError) return lhr;
      const last = attempt === ATTEMPTS;
      const error = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
      console.log(`  ${page} run ${run}: ${error}${last ? '' : ', made again'}`);
      if (last) return lhr;
    }
  }

  console.log(`Lighthouse ${RUNS} runs a page, mobile, median (targets: performance 95, others 100)`);
  console.log('page                      perf  a11y  best   seo    LCP ms   TBT ms    CLS');
  for (const page of pages) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const lhr = await runLighthouse(page, i + 1);
      // A run that failed measured nothing: all its figures are NaN, which the medians leave out.
      const failed = Boolean(lhr.runtimeError);
      const figure = (id: string) => (failed ? NaN : (lhr.audits[id]?.numericValue ?? NaN));
      runs.push({
        scores: Object.fromEntries(
          CATEGORIES.map((c) => [c, failed ? NaN : Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
        ),
        lcp: figure('largest-contentful-paint'),
        tbt: figure('total-blocking-time'),
        cls: figure('cumulative-layout-shift'),
      });
      if (i === RUNS - 1) {
        // What kept each category from 100, from the last run: the list to work through.
        for (const category of CATEGORIES) {
          const failing = (lhr.categories[category]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
            .map((ref) => ref.id);
          if (failing.length) console.log(`  ${page} ${category}: ${failing.join(', ')}`);
        }
      }
    }
    const measured = runs.filter((r) => !Number.isNaN(r.scores.performance!)).length;
    const score = (c: string) => String(median(runs.map((r) => r.scores[c]!))).padStart(5);
    console.log(
      `${page.padEnd(24)} ${CATEGORIES.map(score).join(' ')} ${median(runs.map((r) => r.lcp))
        .toFixed(0)
        .padStart(9)} ${median(runs.map((r) => r.tbt))
        .toFixed(0)
        .padStart(8)} ${median(runs.map((r) => r.cls))
        .toFixed(3)
        .padStart(6)}${measured < RUNS ? `  (${measured} of ${RUNS} runs measured)` : ''}`,
    );
  }
  await printInstallability(`http://127.0.0.1:${chrome.port}`, `${server.url}/`);
} finally {
  await chrome.kill();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
