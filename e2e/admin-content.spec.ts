import { expect, expectNoAxeViolations, test } from './fixtures';

// The content editor (issue 13, decision 024): the demo admin opens the About page at
// /admin/content, edits a text block, publishes and reads the new text live at /about, then restores
// the previous version from the Versions panel and reads the old text live again.

const ADMIN = 'admin@stopover.test';

test('The demo admin edits the About page, publishes it, sees it live, then restores the previous version', async ({
  page,
  signIn,
}) => {
  await signIn(ADMIN);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Content' }).click();
  await expect(page).toHaveURL(/\/admin\/content$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  const aboutRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'about', exact: true }) })
    .filter({ hasText: 'English' });
  await expect(aboutRow).toBeVisible();
  await expectNoAxeViolations(page);

  await aboutRow.getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/content\/page\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit about' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preview' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The first text block: its words, as the preview shows them too.
  const textBlock = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /: Text$/ }) })
    .first();
  const textField = textBlock.getByRole('textbox', { name: 'Text' });
  const oldText = (await textField.inputValue()).trim();
  expect(oldText.length).toBeGreaterThan(10);
  const oldSnippet = oldText.split('\n')[0]!.slice(0, 40);
  const newText = `Stopover began with one farm gate left open (${Date.now()}).`;
  await textField.fill(newText);
  await expect(page.getByRole('region', { name: 'Preview' }).getByText(newText)).toBeVisible();

  // Moving a block keeps focus on the moved block's button.
  const firstDown = page.getByRole('button', { name: 'Move block 1 down' });
  await firstDown.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move block 2 down' })).toBeFocused();
  await page.getByRole('button', { name: 'Move block 2 up' }).click();
  await expect(page.getByRole('button', { name: 'Move block 1 down' })).toBeFocused();

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Visitors now see this version.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/about');
  await expect(page.getByText(newText)).toBeVisible();
  await expectNoAxeViolations(page);

  // Back to the editor: restore the version before this one.
  await page.goto('/admin/content/page/about');
  const versions = page.getByRole('region', { name: 'Versions' });
  const rows = versions.getByRole('row');
  await expect(rows.nth(2)).toBeVisible();
  await rows
    .nth(2)
    .getByRole('button', { name: /Restore version/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Restore and publish' }).click();
  await expect(page.getByText(/Version \d+ restored/)).toBeVisible();
  await expect(textBlock.getByRole('textbox', { name: 'Text' })).toHaveValue(oldText);

  await page.goto('/about');
  await expect(page.getByText(oldSnippet).first()).toBeVisible();
  await expect(page.getByText(newText)).toHaveCount(0);
});
