import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

// Issue 14: the first screen of the home page, a location page and the content pages is in the HTML
// the server sends, so it paints before any JavaScript runs; the app then takes that markup over
// (hydration) without redrawing it and without an error.

/** Errors the page reports: a hydration mismatch is one (React reports it as a recoverable error). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The map's tiles point at a closed port in the journeys (nothing leaves the machine).
    if (message.type() === 'error' && !message.text().includes('ERR_UNSAFE_PORT'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('The home page, a location page and a content page arrive drawn, and the app takes them over', async ({
  page,
  request,
}) => {
  const home = await (await request.get('/')).text();
  const root = home.slice(home.indexOf('<div id="root">'));
  expect(root).toContain('Find your place to stay tonight');
  expect(root).toContain('data-testid="location-card"');
  expect(home).toContain('<script id="ssr-state" type="application/json">');

  const nearby = (await (await request.get('/v1/locations?latitude=-41.29&longitude=174.78')).json()) as {
    items: { id: number; name: string }[];
  };
  const location = nearby.items[0]!;
  const detail = await (await request.get(`/locations/${location.id}`)).text();
  expect(detail).toMatch(new RegExp(`<h1[^>]*>${location.name.replace(/'/g, '&#x27;')}</h1>`));
  expect(detail).toContain('<link rel="canonical"');

  const about = await (await request.get('/about')).text();
  expect(about.slice(about.indexOf('<div id="root">'))).toContain('<h1');

  // The search page: its results, and the first cards' photos preloaded in the head.
  const search = await (await request.get('/locations')).text();
  expect(search.slice(search.indexOf('<div id="root">'))).toContain('data-testid="location-card"');
  expect(search.slice(0, search.indexOf('</head>'))).toMatch(
    /<link rel="preload" fetchpriority="high" as="image"/,
  );

  // The first paint is styled: every Mantine class these pages use is in the stylesheet that blocks
  // it (src/web/app/mantine-first.css); the rest of Mantine's styles come later.
  const stylesheet = /href="(\/assets\/main-[^"]+\.css)"/.exec(home)![1]!;
  const css = await (await request.get(stylesheet)).text();
  const used = new Set(
    [home, detail, about, search].flatMap((html) => html.match(/\bm_[0-9a-f]{6,8}\b/g) ?? []),
  );
  expect([...used].filter((name) => !css.includes(`.${name}`))).toEqual([]);

  // The browser shows the same page and makes it work: no error, no second fetch of what was sent.
  const errors = collectErrors(page);
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/v1/')) apiCalls.push(r.url());
  });
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find your place to stay tonight' }),
  ).toBeVisible();
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  expect(apiCalls).toEqual([]);
  await expectNoAxeViolations(page);
  // It is the app now: a card navigates in place.
  await page.getByTestId('location-card').first().click();
  await expect(page).toHaveURL(/\/locations\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`/locations/${location.id}`);
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: location.name })).toBeVisible();
  await page.getByRole('tab', { name: 'Book Now' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Book Now' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('The search page arrives drawn; on a phone the map starts only when asked for, on a wide screen at once', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/locations');
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  const results = page.getByRole('list', { name: 'Stays' });
  await expect(results.getByTestId('location-card').first()).toBeVisible();
  // Taken over without asking again for what the server sent, and without starting the map.
  expect(requests.filter((path) => path === '/v1/locations')).toEqual([]);
  expect(requests.filter((path) => /search-map|leaflet/.test(path))).toEqual([]);
  await expect(page.getByRole('region', { name: 'Map of stays' })).toBeHidden();
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Map View' }).click();
  await expect(
    page.getByRole('region', { name: 'Map of stays' }).locator('.leaflet-container'),
  ).toBeVisible();
  await expect(results).toBeHidden();
  await page.getByRole('tab', { name: 'List View' }).click();
  await expect(results).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/locations');
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  await expect(page.getByRole('tab', { name: 'Map View' })).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'Map of stays' }).locator('.leaflet-container'),
  ).toBeVisible();
  await expect(results.getByTestId('location-card').first()).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('A signed-in person and another language get the page drawn by the browser', async ({ request }) => {
  const signedIn = await (
    await request.get('/', { headers: { cookie: 'better-auth.session_token=abc' } })
  ).text();
  expect(signedIn).not.toContain('id="ssr-state"');
  expect(signedIn).toContain('Loading Stopover');

  const french = await (await request.get('/', { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } })).text();
  expect(french).not.toContain('id="ssr-state"');

  // Pages of the app that are not public landing pages are not drawn on the server.
  const signup = await (await request.get('/signup')).text();
  expect(signup).not.toContain('id="ssr-state"');
});
