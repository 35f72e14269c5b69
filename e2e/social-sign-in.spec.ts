import { expect, expectNoAxeViolations, test } from './fixtures';

// scripts/e2e-server.mjs points Google sign-in at a local OpenID Connect provider
// (scripts/oidc-test-provider.ts) whose sign-in page takes any email, no password.

test('A visitor signs in with Google', async ({ page, baseURL }) => {
  const email = `e2e-google-${Date.now()}@example.test`;

  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Login with Google' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Login with Google' }).click();

  // The provider's own page, on another origin.
  await expect(page.getByRole('heading', { name: 'Sign in with Google (test provider)' })).toBeVisible();
  expect(new URL(page.url()).origin).not.toBe(new URL(baseURL!).origin);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name (optional)').fill('Hemi Walker');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Back on Stopover, signed in: the header offers the account and trips, no longer Log In.
  await expect(page).toHaveURL((url) => url.origin === new URL(baseURL!).origin);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'My Trips' })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Account' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Log In' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const session = await (await page.request.get('/v1/auth/get-session')).json();
  expect(session.user).toMatchObject({ email, emailVerified: true, name: 'Hemi Walker' });
});
