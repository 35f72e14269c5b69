import config from '../playwright.config';
import { expect, expectNoAxeViolations, test } from './fixtures';

// The journey runs on loopback addresses, where Chromium keeps one origin from framing another
// (Local Network Access); a partner's public site framing Stopover's public one is not concerned.
const launch = config.use?.launchOptions ?? {};
test.use({
  launchOptions: { ...launch, args: [...(launch.args ?? []), '--disable-features=LocalNetworkAccessChecks'] },
});

// A partner's page embeds the 300x250 promo widget (the code /admin/widgets hands out); a visitor
// searches Queenstown inside it and lands on Stopover's map there, credited to the partner.

const AFFILIATE = 'PARTNER-WIDGET';

test('A visitor searches Queenstown in a partner’s 300x250 widget and lands on Stopover’s map there', async ({
  page,
  context,
  baseURL,
}) => {
  const src = `${baseURL}/widget/demo?size=300x250&affiliate=${AFFILIATE}`;
  // The partner's page on another origin than Stopover's (CSP's frame-ancestors * matches no opaque one).
  const partner = `${baseURL!.replace('localhost', '127.0.0.1')}/partner-blog.html`;
  await page.route(partner, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body:
        `<!doctype html><html lang="en"><head><title>Kiwi Roads blog</title></head><body><main><h1>Kiwi Roads</h1>` +
        `<iframe src="${src}" width="300" height="250" title="Stopover" loading="lazy" style="border:0"></iframe>` +
        `</main></body></html>`,
    }),
  );
  await page.goto(partner);
  const widget = page.frameLocator('iframe[title="Stopover"]');
  await expect(widget.getByRole('heading', { name: 'Stay on a farm tonight' })).toBeVisible();
  await expect(widget.getByRole('region', { name: 'Photos of stays on Stopover' })).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Pause the slideshow' })).toBeVisible();

  await widget.getByRole('searchbox', { name: 'Where would you like to stay?' }).fill('Queenstown');
  await expect(widget.getByRole('status')).toHaveText('Stays near Queenstown, Otago');
  const [map] = await Promise.all([
    context.waitForEvent('page'),
    widget.getByRole('button', { name: 'Search' }).click(),
  ]);
  await map.waitForLoadState();
  await expect(map).toHaveURL(/\/locations\?/);
  const url = new URL(map.url());
  const [lat, lng] = url.searchParams.get('c')!.split(',').map(Number);
  expect(lat).toBeCloseTo(-45.03, 1);
  expect(lng).toBeCloseTo(168.66, 1);
  await expect(map.getByRole('region', { name: 'Map of stays' })).toBeVisible();
  // The partner is credited on Stopover too, not only in the frame's own storage.
  await expect.poll(() => map.evaluate(() => localStorage.getItem('stopover.referralCode'))).toBe(AFFILIATE);
  // The list of the stays around there has answered (the demo data's towns are drawn at random, and
  // only another journey's import puts a stay near Queenstown: how many are there is not this one's
  // business).
  await expect(map.getByRole('heading', { name: /stays? nearby, closest first/ })).toBeVisible();
  await expectNoAxeViolations(map);
  await map.close();

  // The widget page itself, each size, and a widget that does not exist: a link to Stopover.
  for (const size of ['300x250', '300x600', '728x90', '160x600']) {
    await page.goto(`/widget/demo?size=${size}`);
    await expect(page.getByRole('heading', { name: 'Stay on a farm tonight' })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.getByRole('button', { name: 'Pause the slideshow' }).click();
  await expect(page.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();

  await page.goto('/widget/no-such-widget?size=300x250');
  const fallback = page.getByRole('link', { name: 'Find a stay on Stopover' });
  await expect(fallback).toBeVisible();
  await expect(fallback).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);
});

test('An administrator copies a widget’s embed code for each size', async ({ page, signIn }) => {
  await signIn('admin@stopover.test');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Widgets' }).click();
  await expect(page).toHaveURL(/\/admin\/widgets$/);
  await expect(page.getByRole('heading', { name: 'Widgets', level: 1 })).toBeVisible();
  for (const size of ['300x600', '300x250', '728x90', '160x600']) {
    const code = page.getByRole('textbox', { name: `Embed code, ${size}` }).first();
    await expect(code).toHaveValue(
      new RegExp(
        `<iframe src="[^"]*/widget/demo\\?size=${size}" width="\\d+" height="\\d+" title="[^"]+" loading="lazy"`,
      ),
    );
  }
  await page.getByRole('textbox', { name: 'Affiliate code' }).fill('P1');
  await expect(page.getByRole('textbox', { name: 'Embed code, 300x250' }).first()).toHaveValue(
    /affiliate=P1/,
  );
  await expectNoAxeViolations(page);
});
