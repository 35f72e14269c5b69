import { expect, expectNoAxeViolations, logInWithEmail, test, uniqueEmail } from './fixtures';

// The admin Users area (issue 11, spec sections 2, 5 and 8): the demo admin finds a guest who has
// just signed up by their email, opens them, changes their email and sets their password through
// the set-password dialog (OK only at 6 characters); the trail shows both; the guest then signs in
// with the new email and the new password.

const ADMIN = 'admin@stopover.test';

test('An admin finds a new guest by email, changes their email and sets a password; the guest signs in with them', async ({
  page,
  signUp,
  signIn,
}) => {
  const guest = await signUp({ what: 'admin-users', signedIn: false });
  const newEmail = uniqueEmail('admin-users-moved');
  const newPassword = 'fresh-pass-42';

  await signIn(ADMIN);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByText('Search for a user by their email or name.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Empty text does nothing; the guest's email finds them, and the search stays in the URL.
  const search = page.getByRole('search', { name: 'Search users' });
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await search.getByRole('searchbox', { name: 'Email or name' }).fill(guest.email);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/admin\/users\?search=/);
  const table = page.getByRole('table', { name: /Users matching/ });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await table.getByRole('link', { name: guest.email }).click();

  // Their details, with the side menu.
  await expect(page).toHaveURL(/\/admin\/users\/[^/]+\/details$/);
  await expect(page.getByRole('heading', { level: 1, name: `User ${guest.email}` })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'User sections' });
  for (const section of ['Details', 'Properties', 'Bookings', 'Transactions']) {
    await expect(menu.getByRole('link', { name: section })).toBeVisible();
  }
  await expect(page.getByText('No administrator has changed anything here yet.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Names are saved only with both given.
  const namesForm = page.getByRole('form', { name: 'Change the name' });
  await namesForm.getByRole('textbox', { name: 'First name' }).fill('Aroha');
  await namesForm.getByRole('button', { name: 'Save name' }).click();
  await expect(namesForm.getByText('This is a required field')).toBeVisible();
  await namesForm.getByRole('textbox', { name: 'Last name' }).fill('Tane');
  await namesForm.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Account details successfully updated')).toBeVisible();

  // A malformed address is refused before sending, a taken one by the server; then the new one is saved.
  const emailForm = page.getByRole('form', { name: 'Change the email address' });
  await emailForm.getByRole('textbox', { name: 'New email address' }).fill('not-an-email');
  await emailForm.getByRole('button', { name: 'Change email' }).click();
  await expect(emailForm.getByText('Email address is not valid.')).toBeVisible();
  await emailForm.getByRole('textbox', { name: 'New email address' }).fill(ADMIN);
  await emailForm.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to update users email!' })).toContainText(
    'Account already exists.',
  );
  await emailForm.getByRole('textbox', { name: 'New email address' }).fill(newEmail);
  await emailForm.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `User ${newEmail}` })).toBeVisible();

  // The set-password dialog: OK only from 6 characters.
  await page.getByRole('button', { name: 'Set password' }).click();
  const dialog = page.getByRole('dialog', { name: `Set a password for ${newEmail}` });
  const ok = dialog.getByRole('button', { name: 'OK' });
  await expect(ok).toBeDisabled();
  await dialog.getByLabel('New password').fill('five5');
  await expect(ok).toBeDisabled();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('New password').fill(newPassword);
  await expect(ok).toBeEnabled();
  await ok.click();
  await expect(page.getByText("Successfully changed the user's password.")).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The trail shows both, by the demo admin.
  const trail = page.getByRole('region', { name: 'Admin activity' });
  await expect(trail.getByRole('row', { name: /Changed the name to Aroha Tane/ })).toContainText(ADMIN);
  await expect(trail.getByRole('row', { name: /Set a new password/ })).toContainText(ADMIN);
  await expect(
    trail.getByRole('row', { name: new RegExp(`Changed the email from ${guest.email} to ${newEmail}`) }),
  ).toContainText(ADMIN);
  await expectNoAxeViolations(page);

  // The other sections open from the side menu.
  await menu.getByRole('link', { name: 'Properties' }).click();
  await expect(page.getByText('This user has no properties.')).toBeVisible();
  await expectNoAxeViolations(page);
  await menu.getByRole('link', { name: 'Bookings' }).click();
  await expect(page.getByText('This user has no bookings.')).toBeVisible();
  await expectNoAxeViolations(page);
  await menu.getByRole('link', { name: 'Transactions' }).click();
  await expect(
    page.getByText('This user has no payout account, so there are no transactions.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The admin logs out; the guest logs in with the new email and the new password.
  const header = page.getByRole('banner');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Account' }).click();
  await nav.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('button', { name: 'Log In' })).toBeVisible();
  // The home page, not its loader, before it is checked.
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  await expectNoAxeViolations(page);
  await header.getByRole('button', { name: 'Log In' }).click();
  await logInWithEmail(page, newEmail, newPassword);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'My Trips' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
});
