import { expect, expectNoAxeViolations, test } from './fixtures';

// The admin Tags screen (issue 11, spec sections 2, 3 and 8): the demo admin opens it from the admin
// bar, reads every tag, adds one, is refused the same label again and a label that breaks the rules;
// a guest is told they are not an admin.

const ADMIN = 'admin@stopover.test';
const GUEST = 'guest@stopover.test';
const CREATE_FAILED = 'There was an error while creating your tag.';

test('The demo admin adds a tag on /admin/tags and sees it in the table; a taken or malformed label is refused', async ({
  page,
  signIn,
}) => {
  await signIn(ADMIN);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Admin', exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Tags' }).click();
  await expect(page).toHaveURL(/\/admin\/tags$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();

  const table = page.getByRole('table', { name: /All tags/ });
  // The demo's site features are there, with their group.
  const wifi = table.getByRole('row', { name: /site_feature:wifi/ });
  await expect(wifi).toBeVisible();
  await expect(wifi.getByRole('cell', { name: 'Site feature' })).toBeVisible();
  await expectNoAxeViolations(page);

  const label = `site_feature:e2e_${Date.now()}`;
  const form = page.getByRole('form', { name: 'Add a tag' });
  await form.getByLabel('Label').fill(label);
  await form.getByLabel('Name').fill('Hot tub');
  await form.getByLabel('Group').selectOption({ label: 'Site feature' });
  await form.getByRole('button', { name: 'Add tag' }).click();
  await expect(page.getByText('Tag created')).toBeVisible();
  const row = table.getByRole('row', { name: new RegExp(label) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Hot tub' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Active' })).toBeVisible();
  // The form is empty again for the next tag.
  await expect(form.getByLabel('Label')).toHaveValue('');

  // The same label again: the danger notice with the server's message, which also shows under the label.
  await form.getByLabel('Label').fill(label);
  await form.getByLabel('Name').fill('Hot tub again');
  await form.getByLabel('Group').selectOption({ label: 'Site feature' });
  await form.getByRole('button', { name: 'Add tag' }).click();
  const duplicate = `A tag with the label ${label} already exists.`;
  const notice = page.getByRole('alert').filter({ hasText: CREATE_FAILED });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(duplicate);
  await expect(form.getByLabel('Label')).toHaveAccessibleDescription(
    new RegExp(duplicate.replace(/[.]/g, '\\.')),
  );
  await expect(table.getByRole('row', { name: new RegExp(label) })).toHaveCount(1);
  await expectNoAxeViolations(page);

  // A label that breaks the rules is refused before it is sent, with its field's message.
  await form.getByLabel('Label').fill('Hot Tub!');
  await form.getByRole('button', { name: 'Add tag' }).click();
  await expect(
    form.getByText('Use lowercase letters, digits and underscores', { exact: false }),
  ).toBeVisible();
  await expect(form.getByLabel('Label')).toHaveAttribute('aria-invalid', 'true');
  // A site feature must carry its prefix.
  await form.getByLabel('Label').fill('hot_tub');
  await form.getByRole('button', { name: 'Add tag' }).click();
  await expect(form.getByText('A site feature label must start with site_feature:')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('The demo guest visiting /admin/tags is told they are not an admin', async ({ page, signIn }) => {
  await signIn(GUEST);
  await page.goto('/admin/tags');
  await expect(page.getByText('Sorry you are not an admin.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Add a tag' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
