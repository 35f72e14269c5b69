import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

type Summary = {
  id: number;
  name: string;
  city: string | null;
  latitude: number;
  longitude: number;
  tags: number[];
  status: string;
};
type Tag = { id: number; name: string; group: string };

/** A listed demo property in a town, and two of its feature tags: the journey's target. */
async function pickTarget(request: APIRequestContext) {
  const tags: Tag[] = (await (await request.get('/v1/tags')).json()).items;
  const features = new Map(tags.filter((t) => t.group === 'site_feature').map((t) => [t.id, t]));
  const all: Summary[] = (await (await request.get('/v1/locations?limit=200')).json()).items;
  for (const location of all) {
    if (!location.city) continue;
    const places = (await (await request.get(`/v1/places?query=${encodeURIComponent(location.city)}`)).json())
      .items;
    const town = places.find((p: { name: string }) => p.name === location.city);
    const featureIds = location.tags.filter((id) => features.has(id));
    if (town && featureIds.length >= 2) {
      return { location, town: location.city, tags: featureIds.slice(0, 2).map((id) => features.get(id)!) };
    }
  }
  throw new Error('The demo data has no listed property in a known town with two features');
}

test('A visitor searches near a town by name, filters by two features and sees a stay’s calendar', async ({
  page,
  request,
}) => {
  const target = await pickTarget(request);

  await page.goto('/');
  await expect(page.getByTestId('location-card').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Where can I stay?' }).first().click();
  await expect(page).toHaveURL(/\/locations/);
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(page.getByTestId('location-card').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('combobox', { name: 'Search a place' }).fill(target.town);
  await page
    .getByRole('option', { name: new RegExp(`^${target.town}`) })
    .first()
    .click();
  await expect(page).toHaveURL(/c=-?\d/);
  // A place searched for opens the map at zoom 12 (spec section 9): the tiles asked for are zoom 12's.
  await expect(page.locator('.leaflet-tile').first()).toHaveAttribute('src', /\/12\/\d+\/\d+\.png$/);

  await page.getByRole('button', { name: /^Filter/ }).click();
  const filters = page.getByRole('dialog', { name: 'Filter stays' });
  for (const tag of target.tags) await filters.getByText(tag.name, { exact: true }).click();
  // Checked open, so the drawer's own controls are checked too; its close button says what it closes.
  await expectNoAxeViolations(page);
  await expect(filters.getByRole('button', { name: 'Close filters' })).toBeVisible();
  await filters.getByRole('button', { name: 'Show stays' }).click();
  await expect(filters).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`tags=${target.tags[0]!.id}(%2C|,)${target.tags[1]!.id}`));

  const cards = page.getByTestId('location-card');
  await expect(cards.filter({ hasText: target.location.name })).toHaveCount(1);
  // Every stay shown has both features, nearest first.
  const shown: Summary[] = (
    await (
      await request.get(
        `/v1/locations?tags=${target.tags.map((t) => t.id).join(',')}&latitude=${target.location.latitude}&longitude=${target.location.longitude}&limit=5`,
      )
    ).json()
  ).items;
  expect(shown.every((l) => target.tags.every((t) => l.tags.includes(t.id)))).toBe(true);
  await expect(page.locator('.stopover-marker').first()).toBeVisible();

  await cards.filter({ hasText: target.location.name }).click();
  await expect(page).toHaveURL(new RegExp(`/locations/${target.location.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: target.location.name })).toBeVisible();
  for (const tag of target.tags)
    await expect(page.getByText(tag.name, { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Each tab is its own view of the stay: the map (its tiles cannot load here) and the app links.
  await page.getByRole('tab', { name: 'Location' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Location' }).locator('.leaflet-container')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('tab', { name: 'Download App' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Download App' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Book Now' }).click();
  const tiles = page.locator('[data-state][data-date]');
  await expect(tiles.first()).toBeVisible();
  const sites = await page.locator('ol[data-site-id]').count();
  expect(sites).toBeGreaterThan(0);
  expect(await tiles.count()).toBe(28 * sites);
  const available = page.locator('ol[data-site-id] [data-state="available"]');
  await expect(available.first()).toContainText(/\$\d+/);
  await expect(page.getByText(/per motorhome/).first()).toBeVisible();
  // An available night is a toggle button named by its date, site, price and state (e2e/book-now.spec.ts selects them).
  await expect(available.first()).toHaveAccessibleName(
    /^\w{3} \d{2}\/\d{2}\/\d{4}, .+, \$\d+(\.\d{2})? per motorhome, available$/,
  );
  await expect(available.first()).toHaveAttribute('aria-pressed', 'false');
  // The Book Now tab, with its calendar.
  await expectNoAxeViolations(page);
});

test('A visitor who follows an unknown link sees the not-found page', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByText('Page not found')).toBeVisible();
  await expect(page.getByText('Oops. Looks like you have gone off track.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/locations/99999999');
  await expect(page.getByText('Oops. Looks like you have gone off track.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('A visitor opening an unlisted property is told it is unlisted', async ({ page, request }) => {
  // Unlisted properties never appear in search; find one by walking ids.
  let unlisted: { id: number; name: string } | null = null;
  for (let id = 1; id <= 200 && !unlisted; id++) {
    const res = await request.get(`/v1/locations/${id}`);
    if (res.ok()) {
      const body = await res.json();
      if (body.status === 'inactive') unlisted = body;
    }
  }
  expect(unlisted, 'the demo data has an unlisted property').not.toBeNull();
  await page.goto(`/locations/${unlisted!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: unlisted!.name })).toBeVisible();
  await expect(page.getByText('This property is unlisted')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('A visitor arriving through a partner link has the referral code kept', async ({ page }) => {
  await page.goto('/?affiliate=PARTNER42');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('stopover.referralCode'))).toBe('PARTNER42');
  await expectNoAxeViolations(page);
});

test('A visitor sees the home banner, content rows and four collections, each once', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find your place to stay tonight' }),
  ).toBeVisible();
  await expect(page.getByRole('search', { name: 'Place search' })).toBeVisible();
  const collections = page.getByRole('region', { name: 'Collections' });
  await expect(collections.locator('a[href^="/collections/"]').first()).toBeVisible();
  await expect(page.getByTestId('location-card').first()).toBeVisible();
  await expect(page.locator('footer').getByText('FREE to join and download')).toBeVisible();

  // The four collections show once on the whole page: no content row repeats them.
  const hrefs = await page
    .getByRole('main')
    .locator('a[href^="/collections/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toHaveLength(4);
  expect(new Set(hrefs).size).toBe(4);
  await expect(collections.locator('a[href^="/collections/"]')).toHaveCount(4);
  await expectNoAxeViolations(page);
});

test('A visitor browses the collections and opens one', async ({ page }) => {
  await page.goto('/collections');
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  const links = page.getByRole('main').locator('a[href^="/collections/"]');
  await expect(links).toHaveCount(4);
  await expectNoAxeViolations(page);

  const href = await links.first().getAttribute('href');
  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('location-card').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('A visitor sees booked-out nights on a stay’s calendar', async ({ page, request }) => {
  const all: Summary[] = (await (await request.get('/v1/locations?limit=200')).json()).items;
  let target: { id: number; date: string } | null = null;
  for (const location of all) {
    const availability = await (await request.get(`/v1/locations/${location.id}/availability`)).json();
    const night = availability.sites
      .flatMap((s: { nights: { state: string; date: string }[] }) => s.nights)
      .find((n: { state: string }) => n.state === 'booked');
    if (night) {
      target = { id: location.id, date: night.date };
      break;
    }
  }
  expect(target, 'the demo data has a booked-out night').not.toBeNull();
  await page.goto(`/locations/${target!.id}`);
  await page.getByRole('tab', { name: 'Book Now' }).click();
  const booked = page.locator(`ol[data-site-id] [data-state="booked"][data-date="${target!.date}"]`);
  await expect(booked).toBeVisible();
  await expect(booked).toHaveAttribute('aria-label', /booked/i);
  await expectNoAxeViolations(page);
});
