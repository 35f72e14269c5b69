// What the offline trip keeps on a phone (issue 29, decision 052). The demo guest signs in on a fresh
// browser profile, opens My Trips and waits until the upcoming stays are saved; the benchmark then
// adds up every cache the app holds on the device (bodies as stored) and Chromium's own storage
// estimate. Baseline of the same run: a visitor's device after opening the home page and My Trips'
// sign-in screen (the app's shell and bundles only). Target: under 5 MB for three upcoming stays.

import { buildWebIfNeeded } from '../scripts/web-build.mjs';
import { launchChromium, withDemoServer } from './lib';

buildWebIfNeeded();

type CacheSizes = { caches: Record<string, { entries: number; bytes: number }>; usage: number };

/** In the page: each cache's entries and bytes, and the storage estimate. */
const MEASURE = async (): Promise<CacheSizes> => {
  const sizes: CacheSizes['caches'] = {};
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    let bytes = 0;
    const requests = await cache.keys();
    for (const request of requests) bytes += (await (await cache.match(request))!.blob()).size;
    sizes[name] = { entries: requests.length, bytes };
  }
  const estimate = await navigator.storage.estimate();
  return { caches: sizes, usage: estimate.usage ?? 0 };
};

const total = (m: CacheSizes) => Object.values(m.caches).reduce((sum, c) => sum + c.bytes, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0).padStart(6)} KB`;

await withDemoServer('offline', async (serverUrl) => {
  // The server's own address (PUBLIC_URL's default): sign-in accepts requests from its origin only.
  const url = serverUrl.replace('127.0.0.1', 'localhost');
  const browser = await launchChromium();
  try {
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${url}/`);
    await visitorPage.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await visitorPage.goto(`${url}/bookings`);
    await visitorPage.waitForTimeout(3000);
    const baseline = await visitorPage.evaluate(MEASURE);
    await visitor.close();

    const guest = await browser.newContext();
    const page = await guest.newPage();
    const signIn = await page.request.post(`${url}/v1/auth/sign-in/email`, {
      headers: { origin: url },
      data: { email: 'guest@stopover.test', password: 'stopover-demo' },
    });
    if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`);
    await page.goto(`${url}/bookings`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(
      async () => (await (await caches.open('stopover-trips-v1')).match('/offline/saved.json')) !== undefined,
      undefined,
      { timeout: 60_000, polling: 500 },
    );
    // The bundles the page had loaded before the worker took over are asked for after the save.
    await page.waitForTimeout(3000);
    const upcoming = await page.getByRole('region', { name: 'Upcoming' }).getByTestId('stay').count();
    const measured = await page.evaluate(MEASURE);

    console.log(`demo guest, ${upcoming} upcoming stays saved (target: under 5 MB for three)`);
    console.log('cache                        entries        bytes   visitor (baseline)');
    for (const name of new Set([...Object.keys(measured.caches), ...Object.keys(baseline.caches)])) {
      const mine = measured.caches[name] ?? { entries: 0, bytes: 0 };
      const theirs = baseline.caches[name] ?? { entries: 0, bytes: 0 };
      console.log(
        `${name.slice(0, 28).padEnd(28)} ${String(mine.entries).padStart(7)} ${kb(mine.bytes)}   ${kb(theirs.bytes)}`,
      );
    }
    const trips = measured.caches['stopover-trips-v1']?.bytes ?? 0;
    console.log(
      `all caches                           ${kb(total(measured))}   ${kb(total(baseline))}  ratio ${(total(measured) / Math.max(1, total(baseline))).toFixed(2)}`,
    );
    console.log(`Chromium's storage estimate          ${kb(measured.usage)}   ${kb(baseline.usage)}`);
    console.log(
      `trips per stay ${kb(trips / Math.max(1, upcoming))}; for three stays about ${kb((trips / Math.max(1, upcoming)) * 3 + total(measured) - trips)} in all`,
    );
  } finally {
    await browser.close();
  }
});
