import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

// Issue 13: no link of the header, footer, login overlay or home page leads to 'Page not found'.
// The journey collects the links of our own origin from each, then visits every one.

/** The paths (without the #section) of the links to our own origin found on the page as it is now. */
async function ourLinks(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin)
    .map((url) => url.pathname + url.search);
}

/** One listing page stands for all of them (the home page shows many). */
function distinct(paths: Iterable<string>): string[] {
  const seen = new Map<string, string>();
  for (const path of paths) seen.set(path.replace(/^\/locations\/\d+.*/, '/locations/:id'), path);
  return [...seen.values()].sort();
}

async function expectFound(page: Page, path: string) {
  await page.goto(path);
  // Every page has a first-level heading once it has loaded (the not-found page too).
  await expect(page.locator('h1').first(), path).toBeAttached({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Page not found' }), `${path} is found`).toHaveCount(0);
  await expectNoAxeViolations(page);
}

async function collectFrom(page: Page, found: Set<string>) {
  await page.goto('/');
  await expect(page.getByTestId('location-card').first()).toBeVisible();
  await expectNoAxeViolations(page);
  for (const path of await ourLinks(page)) found.add(path);
  // The Help dropdown's links are in the page only while it is open.
  await page.getByRole('banner').getByRole('button', { name: 'Help', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'FAQ Guests' })).toBeVisible();
  for (const path of await ourLinks(page)) found.add(path);
  await page.keyboard.press('Escape');
}

test('A visitor follows every link of the header, footer, login overlay and home page without a dead end', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const found = new Set<string>();
  await collectFrom(page, found);

  // The login overlay, in its sign-up mode (the privacy policy link) and its landing.
  await page.getByRole('banner').getByRole('button', { name: 'Join' }).click();
  const overlay = page.getByRole('dialog');
  await expect(overlay).toBeVisible();
  for (const path of await ourLinks(page)) found.add(path);
  await page.keyboard.press('Escape');

  const paths = distinct(found);
  expect(paths).toEqual(
    expect.arrayContaining(['/about', '/how-stopover-works', '/faq-guest', '/privacy-policy']),
  );
  for (const path of paths) await expectFound(page, path);
});

test('A signed-in admin follows every link of the header and home page without a dead end', async ({
  page,
  signIn,
}) => {
  test.setTimeout(600_000);
  await signIn('admin@stopover.test');
  const found = new Set<string>();
  await collectFrom(page, found);
  const paths = distinct(found);
  expect(paths).toEqual(expect.arrayContaining(['/admin', '/bookings']));
  for (const path of paths) await expectFound(page, path);
});
