import { expect, expectNoAxeViolations, test } from './fixtures';

// The app's language (decision 016): chosen in the footer, loaded on demand, remembered in the browser.

test('A visitor switches the language to French and sees the screen in French', async ({ page }) => {
  await page.goto('/');
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Where can I stay?' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Collections' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectNoAxeViolations(page);

  await page.getByRole('contentinfo').getByLabel('Language').selectOption({ label: 'Français' });

  // The header, the home page and the footer now speak French.
  const principale = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(principale.getByRole('link', { name: 'Où dormir ?' })).toBeVisible();
  await expect(principale.getByRole('link', { name: 'Devenir hôte' })).toBeVisible();
  await expect(principale.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(page.getByLabel('Où allez-vous ?')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rechercher' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir toutes les collections' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Entreprise' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expectNoAxeViolations(page);

  // Remembered: a reload opens in French straight away.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Où dormir ?' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByLabel('Langue')).toHaveValue('fr');
  // The home page's banner arrives with its content: check the page once it is there.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // And back to English.
  await page.getByRole('contentinfo').getByLabel('Langue').selectOption({ label: 'English' });
  await expect(main.getByRole('link', { name: 'Where can I stay?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all collections' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(main.getByRole('button', { name: 'Log In' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});
