import fs from 'node:fs';
import path from 'node:path';
import { expect, expectNoAxeViolations, test } from './fixtures';

// The trip without signal (issue 29, decision 052): the demo guest's upcoming stays are kept on the
// device while online; with the browser context offline, a reload still opens My Trips and the next
// stay's page with its directions, the host's phone, the map image and the photos; actions that need
// the network say so. After signing out (online), nothing of the guest's is left on the device.

const TRIPS_CACHE = 'stopover-trips-v1';

test('The demo guest reads the next stay offline, and after signing out nothing of theirs is left', async ({
  page,
  context,
  signIn,
}) => {
  test.setTimeout(180_000);
  await signIn('guest@stopover.test');
  await page.goto('/bookings');
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  const next = upcoming.getByTestId('stay').first();
  await expect(next).toBeVisible();
  const name = (await next.getByRole('heading').innerText()).trim();
  const phone = (
    await next
      .getByRole('link', { name: /^\+?[\d\s]+$/ })
      .first()
      .innerText()
  ).trim();
  // The property's directions or a site's ("Directions to <site>"), whichever the stay has first.
  const directions = (
    await next
      .getByText(/^Directions/)
      .first()
      .locator('..')
      .innerText()
  ).trim();
  await expectNoAxeViolations(page);

  // The service worker controls the page and the trips are saved (a moment after the page starts).
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      message: 'a service worker controls My Trips',
      timeout: 30_000,
    })
    .toBe(true);
  await expect
    .poll(
      () =>
        page.evaluate(async (name) => {
          const cache = await caches.open(name);
          return (await cache.match('/offline/saved.json')) !== undefined;
        }, TRIPS_CACHE),
      { message: 'the trips are saved on the device', timeout: 30_000 },
    )
    .toBe(true);

  // No signal: a reload still opens My Trips from the device.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByTestId('offline-note')).toContainText('Offline: saved on');
  const offlineNext = upcoming.getByTestId('stay').first();
  await expect(offlineNext.getByRole('heading', { name })).toBeVisible();
  await expect(offlineNext.getByRole('link', { name: phone })).toBeVisible();
  await expect(offlineNext.getByText(directions.split('\n').pop()!.trim()).first()).toBeVisible();
  // Cancelling and messaging need the network: disabled, and the card says why.
  await expect(offlineNext.getByTestId('needs-connection')).toBeVisible();
  await expect(offlineNext.getByRole('button', { name: 'Message the host' })).toBeDisabled();

  // The stay's own page, offline: the host's phone, the map image and the photos.
  await offlineNext.getByRole('link', { name: 'Stay details' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('link', { name: phone })).toBeVisible();
  const map = page.getByTestId('stay-map');
  await expect(map).toBeVisible();
  await expectNoAxeViolations(page);
  await expect
    .poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      message: 'the map image comes from the device',
    })
    .toBe(true);
  const photo = page.getByTestId('stay-photo').first();
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      message: 'the property’s photo comes from the device',
    })
    .toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('offline-note')).toContainText('Offline: saved on');

  // Back online, the guest signs out; offline again, nothing of theirs is on the device.
  await context.setOffline(false);
  await page.goto('/bookings');
  await expect(upcoming.getByTestId('stay').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Account' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectNoAxeViolations(page);
  await expect
    .poll(() => page.evaluate((name) => caches.has(name), TRIPS_CACHE), {
      message: 'the trips cache is gone',
    })
    .toBe(false);

  await context.setOffline(true);
  await page.goto('/bookings');
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  await expect(page.getByRole('link', { name: phone })).toHaveCount(0);
  // Whatever the device still holds is the app itself, never an answer about the guest.
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(kept.filter((url) => url.startsWith('/v1/') || url.startsWith('/uploads/'))).toEqual([]);
  await context.setOffline(false);
});

test('A new version of the app is offered with a reload, never forced on an open page', async ({ page }) => {
  await page.goto('/');
  await expectNoAxeViolations(page);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      message: 'a service worker controls the page',
      timeout: 30_000,
    })
    .toBe(true);
  const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);

  // A deploy: the server now has another service worker (the journeys' server reads the build per request).
  const workerFile = path.resolve(import.meta.dirname, '../dist/web/sw.js');
  const deployed = fs.readFileSync(workerFile, 'utf8');
  fs.writeFileSync(workerFile, `${deployed}\n// the next version, ${Date.now()}\n`);
  try {
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText('A new version of Stopover is ready.');
    // Not forced: the open page goes on under the version it started with until the person chooses.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL))
      .toBe(firstWorker);
    await expectNoAxeViolations(page);
    const waitingActivated = page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
        ),
    );
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
    await waitingActivated.catch(() => undefined);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
  } finally {
    fs.writeFileSync(workerFile, deployed);
  }
});
