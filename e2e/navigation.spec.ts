import { expect, expectNoAxeViolations, test } from './fixtures';

// The site's navigation as keyboard, screen-reader and voice-control users meet it.

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('A visitor on a phone opens the menu, expands Help with the keyboard, closes the menu and goes to the map', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('location-card').first()).toBeVisible();
    await expectNoAxeViolations(page);

    const burger = page.getByRole('button', { name: 'Open navigation' });
    await burger.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();

    // Help is a button the keyboard reaches, and it says whether it is open.
    const help = menu.getByRole('button', { name: 'Help', exact: true });
    await expect(help).toHaveAttribute('aria-expanded', 'false');
    for (let presses = 0; presses < 20; presses++) {
      if (await help.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(help).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(help).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'FAQ Guests' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Space');
    await expect(help).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'FAQ Guests' })).toHaveCount(0);

    // The close button says what it closes.
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toHaveCount(0);
    await expect(burger).toHaveAttribute('aria-expanded', 'false');

    await burger.click();
    await menu.getByRole('link', { name: 'Where can I stay?' }).click();
    await expect(page).toHaveURL(/\/locations/);
    await expect(page.getByRole('tab', { name: 'List View' })).toBeVisible();
    await expect(page.getByTestId('location-card').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('The demo host on a phone finds Messages in the menu, with the unread conversations counted', async ({
    page,
    signIn,
  }) => {
    await signIn('host@stopover.test');
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'My Details' })).toBeVisible();
    const { count } = await (await page.request.get('/v1/messages/unread-count')).json();
    // The burger shows a dot exactly when something is unread.
    await expect(page.getByTestId('burger-unread')).toHaveCount(count > 0 ? 1 : 0);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const messages = menu.getByRole('link', { name: /^Messages/ });
    if (count > 0) {
      const conversations = count === 1 ? 'conversation' : 'conversations';
      await expect(messages).toHaveAccessibleName(`Messages ${count} unread ${conversations}`);
    }
    await expectNoAxeViolations(page);
    await messages.click();
    await expect(page).toHaveURL(/\/messages$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('A visitor hears the app-store badges named by the words they show', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const badges = footer.getByRole('link', { name: /(App Store|Google Play)/ });
  await expect(badges).toHaveCount(2);
  for (const badge of await badges.all()) {
    // Label in name: the accessible name is the words on the badge, then the new-tab warning (axe's
    // label-content-name-mismatch rule, on in fixtures.ts, checks every control the same way).
    const words = await badge.locator('span:not(.visually-hidden)').allInnerTexts();
    const shown = words.join(' ').replace(/\s+/g, ' ').trim();
    expect(shown).toMatch(/^(Download on the App Store|Get it on Google Play)$/);
    await expect(badge).toHaveAccessibleName(`${shown} (opens in a new tab)`);
  }
  await expectNoAxeViolations(page);
});

test('The demo guest opens My Trips from the navigation', async ({ page, signIn }) => {
  await signIn('guest@stopover.test');
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'My Details' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Trips' }).click();
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Trips' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('The demo host goes from My Properties to Guest Bookings through the hosting bar', async ({
  page,
  signIn,
}) => {
  await signIn('host@stopover.test');
  await page.goto('/hosting/locations');
  const hostingBar = page.getByRole('navigation', { name: 'Hosting' });
  await expect(page.getByRole('heading', { level: 1, name: 'My Properties' })).toBeVisible();
  await expectNoAxeViolations(page);
  await hostingBar.getByRole('link', { name: 'Guest Bookings' }).click();
  await expect(page).toHaveURL(/\/hosting\/bookings$/);
  // By name: the URL changes while My Properties (and its heading) still shows, before the next
  // screen has loaded, and axe must check the new one.
  await expect(page.getByRole('heading', { level: 1, name: 'Guest Bookings', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
