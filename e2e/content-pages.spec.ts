import { expect, expectNoAxeViolations, test } from './fixtures';

// Spec section 2, static content pages: a visitor reads How Stopover Works and moves through the Help
// side menu, with the mouse and with the keyboard.

const HELP_MENU = [
  { name: 'How Stopover Works', path: '/how-stopover-works', heading: 'How Stopover works' },
  { name: 'After Booking', path: '/after-booking', heading: 'After booking' },
  { name: 'FAQ Guests', path: '/faq-guest', heading: 'Frequently asked questions: guests' },
  { name: 'FAQ Hosts', path: '/faq-host', heading: 'Frequently asked questions: hosts' },
  { name: 'Rules of Etiquette', path: '/rules-of-etiquette', heading: 'Rules of etiquette' },
  { name: 'Health and Safety', path: '/health-and-safety', heading: 'Health and safety' },
  { name: 'Terms and Conditions', path: '/terms-and-conditions', heading: 'Terms and conditions' },
];

test('A visitor reads How Stopover Works and moves through the Help menu, by mouse and by keyboard', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await expect(page.getByTestId('location-card').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('banner').getByRole('button', { name: 'Help', exact: true }).click();
  await page.getByRole('banner').getByRole('link', { name: 'How Stopover Works' }).click();

  await expect(page).toHaveURL(/\/how-stopover-works$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How Stopover works' })).toBeVisible();
  await expect(page).toHaveTitle(/How Stopover works/);
  await expect(page.getByRole('heading', { name: 'For guests' })).toBeVisible();
  await expect(page.getByText(/pay by card in advance/)).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Help topics' });
  await expect(menu.getByRole('link', { name: 'How Stopover Works' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectNoAxeViolations(page);

  // With the mouse, through every page of the menu.
  for (const item of HELP_MENU.slice(1)) {
    await menu.getByRole('link', { name: item.name }).click();
    await expect(page).toHaveURL(new RegExp(`${item.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: item.heading })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(item.heading));
    await expect(menu.getByRole('link', { name: item.name })).toHaveAttribute('aria-current', 'page');
    await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
    await expectNoAxeViolations(page);
  }
  // The guests' FAQ answers at least ten questions.
  await page.goBack();
  await page.goBack();
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/faq-guest$/);
  const questions = page.getByRole('main').getByRole('heading', { level: 2, name: /\?$/ });
  await expect(questions.nth(9)).toBeVisible();
  await expectNoAxeViolations(page);

  // With the keyboard: Tab to a menu link, Enter, and the page changes.
  const after = menu.getByRole('link', { name: 'After Booking' });
  for (let presses = 0; presses < 40; presses++) {
    if (await after.evaluate((el) => el === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(after).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/after-booking$/);
  await expect(page.getByRole('heading', { level: 1, name: 'After booking' })).toBeVisible();
  await expect(after).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);
});

test('The policies, the listing pages and an unknown page', async ({ page }) => {
  test.setTimeout(180_000);
  // The cookie policy has its own anchor, linked from elsewhere.
  await page.goto('/privacy-policy#cookie-policy');
  await expect(page.getByRole('heading', { level: 2, name: 'Cookie policy' })).toBeInViewport();
  await expectNoAxeViolations(page);

  await page.goto('/cancellation-policy');
  for (const policy of ['Flexible', 'Moderate', 'Strict']) {
    await expect(page.getByRole('heading', { level: 2, name: policy })).toBeVisible();
  }
  await expect(
    page.getByText('Cancel a night 7 days or more before it: a full refund of that night.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The vineyard page shows the vineyard collection's stays, and leads to the whole collection.
  await page.goto('/vineyards');
  await expect(page.getByRole('heading', { level: 1, name: 'Vineyard stays' })).toBeVisible();
  await expect(page.getByTestId('location-card').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /See all of Vineyards/ }).click();
  await expect(page).toHaveURL(/\/collections\/vineyards$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Vineyards' })).toBeVisible();
  await expect(page.getByTestId('location-card').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/resorts');
  await expect(page.getByRole('heading', { level: 1, name: 'Resorts' })).toBeVisible();
  await expect(page.getByTestId('location-card').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Why host is full width, without the Help side menu.
  await page.goto('/why-host');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Help topics' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  for (const path of ['/no-such-page', '/Not_A_Slug']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('Oops. Looks like you have gone off track.')).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
