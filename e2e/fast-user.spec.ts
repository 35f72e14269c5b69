import { expect, test, type Page } from '@playwright/test';

// Issue 24: a visitor who acts on a page the server drew, before the app has taken it over, loses
// nothing. These journeys act at once, without waiting for the app (the other journeys wait for
// its ready marker, as their fixture does): the app's scripts are held back until the visitor has
// acted, so every action surely lands before the app starts, however fast the machine is.

/** Holds every script of the app until `release()` is called. */
async function holdAppScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function openDrawnPage(page: Page, path: string) {
  const release = await holdAppScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html[data-app-ready]')).not.toBeAttached();
  return release;
}

async function firstLocationId(page: Page): Promise<number> {
  const res = await page.request.get('/v1/locations?latitude=-41.29&longitude=174.78');
  return ((await res.json()) as { items: { id: number }[] }).items[0]!.id;
}

test('Text typed into the home search before the app starts stays, and its suggestions appear', async ({
  page,
}) => {
  const release = await openDrawnPage(page, '/');
  const search = page.getByRole('combobox', { name: 'Where are you going?' });
  await search.pressSequentially('Nelson');
  release();
  await expect(page.locator('html[data-app-ready]')).toBeAttached({ timeout: 30_000 });
  await expect(search).toHaveValue('Nelson');
  await expect(page.getByRole('option', { name: /Nelson/ }).first()).toBeVisible();
});

test('Log In tapped before the app starts opens the login overlay once it has', async ({ page }) => {
  const release = await openDrawnPage(page, '/');
  await page.getByRole('button', { name: 'Log In' }).click();
  release();
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 });
});

test('Join tapped before the app starts opens sign-up once it has', async ({ page }) => {
  const release = await openDrawnPage(page, '/about');
  await page.getByRole('button', { name: 'Join' }).click();
  release();
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('dialog').getByRole('heading').first()).toBeVisible();
});

test('Help tapped before the app starts opens its menu once it has', async ({ page }) => {
  const release = await openDrawnPage(page, '/');
  const help = page.getByRole('button', { name: 'Help' });
  await help.click();
  release();
  await expect(help).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 });
  const list = page.locator(`[id="${await help.getAttribute('aria-controls')}"]`);
  await expect(list.getByRole('link', { name: 'Contact Us' })).toBeVisible();
});

test('Filter tapped before the search page has started opens the filters once it has', async ({ page }) => {
  const release = await openDrawnPage(page, '/locations');
  await page.getByRole('button', { name: 'Filter' }).click();
  release();
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 });
});

test('Book Now tapped before a location page has started shows the booking calendar once it has', async ({
  page,
}) => {
  const id = await firstLocationId(page);
  const release = await openDrawnPage(page, `/locations/${id}`);
  await page.getByRole('tab', { name: 'Book Now' }).click();
  release();
  await expect(page.getByRole('tabpanel', { name: 'Book Now' })).toBeVisible({ timeout: 30_000 });
});
