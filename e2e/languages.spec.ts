import { expect, expectNoAxeViolations, logInWithEmail, test } from './fixtures';

// The app's language (decision 016): chosen in the header or the footer, loaded on demand, remembered
// in the browser and on a signed-in person's profile.

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

test('A visitor switches to German from the header menu: the search, a stay and the login overlay speak German, after a reload too', async ({
  page,
  request,
}) => {
  const [stay] = (await (await request.get('/v1/locations?limit=1')).json()).items as { id: number }[];

  await page.goto('/locations');
  await expect(page.getByTestId('location-card').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // The header's menu shows the current language by its own name and offers each in its own words.
  const menu = page.getByRole('banner').getByRole('combobox', { name: 'Language' });
  await expect(menu.locator('option:checked')).toHaveText('English');
  await expect(menu.locator('option[value="de"]')).toHaveAttribute('lang', 'de');
  await menu.focus();
  await menu.selectOption({ label: 'Deutsch' });

  const germanSearch = async () => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link', { name: 'Wo kann ich übernachten?' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    await expect(
      page.getByRole('search', { name: 'Ortssuche' }).getByRole('combobox', { name: 'Ort suchen' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: /Übernachtungsplätze in der Nähe/ })).toBeVisible();
    // Prices as German writes them: "ab 25 $ / Nacht".
    await expect(page.getByTestId('location-card').first()).toContainText(/ab [\d.]+(,\d\d)?\s\$ \/ Nacht/);
  };
  await germanSearch();
  await expectNoAxeViolations(page);
  await page.reload();
  await germanSearch();
  await expectNoAxeViolations(page);

  // A stay's page, and the login overlay opened from the header.
  const germanStay = async () => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('tab', { name: 'Jetzt buchen' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Lage' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
    const overlay = page.getByRole('dialog');
    await expect(overlay.getByRole('button', { name: 'Mit E-Mail anmelden' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
  };
  await page.goto(`/locations/${stay!.id}`);
  await germanStay();
  await page.reload();
  await germanStay();
});

test('A signed-in person’s language follows them to another browser', async ({
  page,
  browser,
  baseURL,
  signUp,
}) => {
  const { email, password } = await signUp({ what: 'languages' });
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Account' })).toBeVisible();
  // The home page's heading comes with its content: axe looks once it is there.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // Chosen from the header: saved on the profile.
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/v1\/users\//.test(r.url()));
  await header.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Español' });
  expect((await saved).status()).toBe(200);
  await expect(header.getByRole('button', { name: 'Cuenta' })).toBeVisible();

  // Another browser, which has never been told: English until they sign in, Spanish from then on.
  const context = await browser.newContext({ baseURL, locale: 'en-NZ' });
  const other = await context.newPage();
  await other.goto('/');
  const otherHeader = other.getByRole('banner');
  await expect(otherHeader.getByRole('link', { name: 'Where can I stay?' })).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  await otherHeader.getByRole('button', { name: 'Log In' }).click();
  await logInWithEmail(other, email, password);
  await expect(otherHeader.getByRole('button', { name: 'Cuenta' })).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('lang', 'es');
  await expect(otherHeader.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(other);

  // Remembered in that browser too.
  await other.reload();
  await expect(otherHeader.getByRole('link', { name: '¿Dónde puedo quedarme?' })).toBeVisible();
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(other);
  await context.close();
});
