import { expect, expectNoAxeViolations, test } from './fixtures';

// The admin Campaigns screen (issue 12, spec sections 2, 4, 5 and 9): the demo admin opens the create
// dialog, meets each of its rules, creates a 20% Discount code for 2 nights, finds it by its code,
// changes its valid-until date and deletes it.

const ADMIN = 'admin@stopover.test';

test('The demo admin creates a 20% Discount code for 2 nights, filters by it, changes its end date and deletes it', async ({
  page,
  signIn,
}) => {
  await signIn(ADMIN);
  await page.goto('/admin/campaigns');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Create campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create campaign' });
  await expect(dialog).toBeVisible();
  const create = dialog.getByRole('button', { name: 'Create', exact: true });
  // Pristine: the defaults are Credit, today to a month later, and Create is disabled.
  await expect(dialog.getByLabel('Type')).toHaveValue('Credit');
  await expect(dialog.getByLabel('Valid from')).not.toHaveValue('');
  await expect(dialog.getByLabel('Valid until')).not.toHaveValue('');
  await expect(create).toBeDisabled();
  await expectNoAxeViolations(page);

  // Each rule's message, under its field once the field has been visited.
  const code = dialog.getByLabel('Code');
  await code.fill('x');
  await code.fill('');
  await code.blur();
  await expect(dialog.getByText('Code required')).toBeVisible();
  await dialog.getByLabel('User message').focus();
  await dialog.getByLabel('User message').blur();
  await expect(dialog.getByText('User message required')).toBeVisible();
  await dialog.getByLabel('Credit amount ($)').focus();
  await dialog.getByLabel('Credit amount ($)').blur();
  await expect(dialog.getByText('Credit amount required')).toBeVisible();
  const validFrom = await dialog.getByLabel('Valid from').inputValue();
  await dialog.getByLabel('Valid from').fill('');
  await dialog.getByLabel('Valid from').blur();
  await expect(dialog.getByText('From date required')).toBeVisible();

  await dialog.getByLabel('Type').selectOption({ label: 'Tour Discount' });
  await dialog.getByLabel('Collection').focus();
  await dialog.getByLabel('Collection').blur();
  await expect(dialog.getByText('Collection required')).toBeVisible();
  await dialog.getByLabel('% discount').focus();
  await dialog.getByLabel('% discount').blur();
  await expect(dialog.getByText('% discount required for discount campaigns')).toBeVisible();
  await dialog.getByLabel('Number of nights').focus();
  await dialog.getByLabel('Number of nights').blur();
  await expect(dialog.getByText('Number of nights required')).toBeVisible();

  await dialog.getByLabel('Type').selectOption({ label: 'Site Discount' });
  await dialog.getByRole('combobox', { name: 'Property' }).focus();
  await dialog.getByRole('combobox', { name: 'Property' }).blur();
  await expect(dialog.getByText('Site required')).toBeVisible();
  await expect(create).toBeDisabled();
  await expectNoAxeViolations(page);

  // A 20% Discount for 2 nights; the code is uppercased as it is typed.
  const stamp = Date.now().toString(36);
  const codeText = `E2E20-${stamp}`.toUpperCase();
  await dialog.getByLabel('Type').selectOption({ label: 'Discount' });
  await code.fill(codeText.toLowerCase());
  await expect(code).toHaveValue(codeText);
  await dialog.getByLabel('User message').fill('20% off your first two nights');
  await dialog.getByLabel('Valid from').fill(validFrom);
  await dialog.getByLabel('% discount').fill('20');
  await dialog.getByLabel('Number of nights').fill('2');
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page.getByText('Campaign created')).toBeVisible();
  await expect(dialog).toBeHidden();

  const table = page.getByRole('table', { name: /campaign/ });
  const row = table.getByRole('row', { name: new RegExp(codeText) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Discount', exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '20% off 2 nights' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '0 (no limit)' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Active' })).toBeVisible();

  // Filtered by its code (typed in lower case), it is the only one.
  await page
    .getByRole('search', { name: 'Filter campaigns' })
    .getByLabel('Code')
    .fill(codeText.toLowerCase());
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table).toHaveAccessibleName(/1 campaign,/);
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);

  // A new valid-until date.
  await row.getByRole('button', { name: `Change valid until of ${codeText}` }).click();
  const until = page.getByRole('dialog', { name: `Change valid until: ${codeText}` });
  await until.getByRole('textbox', { name: 'Valid until', exact: true }).fill('2031-03-15');
  await expectNoAxeViolations(page);
  await until.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Campaign updated')).toBeVisible();
  await expect(until).toBeHidden();
  await expect(row.getByRole('cell', { name: /to 15\/03\/2031/ })).toBeVisible();

  // Deleted after confirming: gone from the table.
  await row.getByRole('button', { name: `Delete ${codeText}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete campaign ${codeText}?` });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Campaign deleted')).toBeVisible();
  await expect(row).toBeHidden();
  await expect(page.getByText('No campaigns match.')).toBeVisible();
});

test('A Site Discount is put on a site picked through its property; a taken code is refused under the Code field', async ({
  page,
  signIn,
}) => {
  await signIn(ADMIN);
  await page.goto('/admin/campaigns');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create campaign' });
  const codeText = `SITE-${Date.now().toString(36)}`.toUpperCase();
  await dialog.getByLabel('Type').selectOption({ label: 'Site Discount' });
  await dialog.getByLabel('Code').fill(codeText);
  await dialog.getByLabel('User message').fill('10% off a night in the woolshed paddock');
  await dialog.getByLabel('% discount').fill('10');
  await dialog.getByLabel('Number of nights').fill('1');
  // The demo host's unlisted property: admins find unlisted ones too.
  await dialog.getByRole('combobox', { name: 'Property' }).fill('Woolshed');
  await page.getByRole('option', { name: 'Woolshed Paddock, Martinborough' }).click();
  await dialog.getByLabel('Site', { exact: true }).selectOption({ label: 'Woolshed paddock' });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Campaign created')).toBeVisible();
  const row = page.getByRole('table', { name: /campaign/ }).getByRole('row', { name: new RegExp(codeText) });
  await expect(row.getByRole('cell', { name: 'Site Discount' })).toBeVisible();
  await expect(
    row.getByRole('cell', { name: '10% off 1 night at Woolshed paddock (Woolshed Paddock, Martinborough)' }),
  ).toBeVisible();

  // The same code again, as a Credit: the server's refusal shows under the Code field.
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await dialog.getByLabel('Code').fill(codeText.toLowerCase());
  await dialog.getByLabel('User message').fill('$10 off');
  await dialog.getByLabel('Credit amount ($)').fill('10');
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByLabel('Code')).toHaveAccessibleDescription(
    new RegExp(`A campaign with the code ${codeText} already exists.`),
  );
  await expect(dialog).toBeVisible();
});
