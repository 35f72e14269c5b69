import sharp from 'sharp';
import {
  DEMO_PASSWORD,
  expect,
  expectNoAxeViolations,
  firstLink,
  logInWithEmail,
  NEW_USER_PASSWORD,
  test,
  uniqueEmail,
} from './fixtures';

// Journeys through the accounts screens: the login overlay, guest onboarding, the development
// mailbox, password reset and the account page. They run against the real server with the demo data.

const INVALID_PHONE = 'Invalid Phone Number, please enter with country code eg. +64 21 123456789';

test('A visitor signs up by email, completes onboarding, verifies the email from the development mailbox, signs out and signs back in', async ({
  page,
  mailbox,
}) => {
  const email = uniqueEmail('signup');
  const password = NEW_USER_PASSWORD;
  await page.goto('/');
  const header = page.getByRole('banner');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await header.getByRole('button', { name: 'Join' }).click();

  // The sign-up form of the login overlay.
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await dialog.getByRole('textbox', { name: 'Password again', exact: true }).fill('something-else');
  const signUp = dialog.getByRole('button', { name: 'Sign Up' });
  await expect(signUp).toBeDisabled();
  await dialog.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await signUp.click();
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: 'Password again', exact: true }).fill(password);
  await signUp.click();

  // Onboarding, step 1: the host/guest choice.
  await expect(page).toHaveURL(/\/onboarding$/);
  const events = await page.evaluate(
    () => (window as { dataLayer?: { event: string; userType: string }[] }).dataLayer,
  );
  expect(events).toContainEqual(expect.objectContaining({ event: 'sign_up', userType: 'camper' }));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'What would you like to do first?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'I want to Camp' }).click();

  // Step 2: details. Back returns to the first question.
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'What would you like to do first?' })).toBeVisible();
  await page.getByRole('button', { name: 'I want to Camp' }).click();
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Aroha');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Ngata');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('021 123');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(INVALID_PHONE)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+64 21 123 4567');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: an optional profile image.
  await expect(page.getByRole('heading', { name: 'Add a profile image' })).toBeVisible();
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#35935a' } })
    .png()
    .toBuffer();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Profile photo of Aroha Ngata' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: the card form is checked (and nothing is sent yet).
  await expect(page.getByRole('heading', { name: 'Payment details' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Card number', exact: true }).fill('4242 4242');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Card number must be 16 digits. 8/16')).toBeVisible();
  await expect(page.getByText('Required')).toHaveCount(3);
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Card number', exact: true }).fill('4242424242424242');
  await expect(page.getByRole('textbox', { name: 'Card number', exact: true })).toHaveValue(
    '4242 4242 4242 4242',
  );
  await page.getByRole('textbox', { name: 'Expiry month', exact: true }).fill('04');
  await page.getByRole('textbox', { name: 'Expiry year', exact: true }).fill('30');
  await page.getByRole('textbox', { name: 'Security code (CVV)', exact: true }).fill('12');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Security code must be 3 digits. 2/3')).toBeVisible();
  await page.getByRole('textbox', { name: 'Security code (CVV)', exact: true }).fill('123');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 5: all set; Lets Go! sends the verification email and goes home.
  await expect(page.getByRole('heading', { name: /You.re all set!/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Lets Go!' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('link', { name: 'My Trips' })).toBeVisible();

  // The development mailbox shows the email; its link verifies the address.
  const mail = await mailbox.latest(email, /verify/i);
  await page.goto('/dev/mailbox');
  const message = page.getByTestId('mailbox-message').filter({ hasText: email }).first();
  await expect(message.getByRole('heading', { name: mail.subject })).toBeVisible();
  await expectNoAxeViolations(page);
  await message.getByRole('link', { name: /verify-email/ }).click();
  await expect(page).toHaveURL(/\/email-verified$/);
  await expect(page.getByRole('heading', { name: 'Your email address is verified' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/account');
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('Aroha');
  await expectNoAxeViolations(page);

  // Log out from the account menu: home, and the header offers Log In again.
  await nav.getByRole('button', { name: 'Account' }).click();
  await nav.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('button', { name: 'Log In' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'My Trips' })).toHaveCount(0);

  // And back in: a camper goes home.
  await header.getByRole('button', { name: 'Log In' }).click();
  await logInWithEmail(page, email, password);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'My Trips' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('A visitor who types a wrong password or an unknown email is told which', async ({ page }) => {
  await page.goto('/login');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Login with Email' }).click();
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill('guest@stopover.test');
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expect(dialog.getByText('Password is incorrect.')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('nobody'));
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expect(dialog.getByText('No account in Stopover corresponding to the given email.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Escape closes the overlay; the page offers it again.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: 'Log In' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('A person who forgot their password resets it from the emailed link and signs in with the new one', async ({
  page,
  signUp,
  mailbox,
}) => {
  // Made through the API, not in this browser: the person comes to the site signed out.
  const { email } = await signUp({ what: 'reset', password: 'first-password', signedIn: false });

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Login with Email' }).click();
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await dialog.getByRole('button', { name: 'Reset Password' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    dialog.getByText('If you have an account with us, a reset password has been sent.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  const mail = await mailbox.latest(email, /reset/i);
  await page.goto(firstLink(mail.text));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('second-password');
  await page.getByRole('textbox', { name: 'New password again', exact: true }).fill('second-password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
  const login = page.getByRole('dialog');
  await login.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill('first-password');
  await login.getByRole('button', { name: 'Log In' }).click();
  await expect(login.getByText('Password is incorrect.')).toBeVisible();
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill('second-password');
  await login.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Trips' }),
  ).toBeVisible();

  // The link works once: used again, it offers a new one.
  await page.goto(firstLink(mail.text));
  await expect(
    page.getByRole('heading', { name: 'This reset link is invalid or has expired' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request a new link' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('A guest signs in on the account page and updates their names and phone number', async ({ page }) => {
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Please log in to continue.' })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
  await logInWithEmail(page, 'guest@stopover.test', DEMO_PASSWORD);

  // Signed in from a signed-in page: the guest stays on it.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'My Details' })).toBeVisible();

  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Mere');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Tane');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText(INVALID_PHONE)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+64 27 555 0123');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Account details successfully updated')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('Mere');
  await expect(page.getByRole('textbox', { name: 'Last name', exact: true })).toHaveValue('Tane');
  await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('+64 27 555 0123');

  // Arriving through an affiliate's link while signed in credits the affiliate on the profile.
  const referral = page.waitForRequest(
    (r) => r.method() === 'PUT' && /\/v1\/users\/[^/]+\/referral$/.test(r.url()),
  );
  await page.goto('/?affiliate=PARTNER42');
  expect((await referral).postDataJSON()).toEqual({ referrer: 'PARTNER42' });
  // Home, signed in.
  await expect(page.getByTestId('location-card').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('A person changing their email address sees it updating, then why it failed: their password, or anything else', async ({
  page,
  signUp,
}) => {
  const { password } = await signUp({ what: 'email-change' });
  await page.goto('/account');
  const form = page.getByRole('form', { name: 'Change email address' });
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('email-changed'));

  // A wrong password: 'Updating...' while it goes, then the re-authentication failure (spec section 8).
  await form.getByLabel('Current password').fill('not-my-password');
  // The change is let through after a pause, so the notice shown while it runs can be seen.
  await page.route(/\/v1\/users\/[^/?]+$/, async (route) => {
    if (route.request().method() === 'PUT') await new Promise((resolve) => setTimeout(resolve, 600));
    await route.fallback();
  });
  await form.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Updating...' })).toBeVisible();
  const refused = page.getByRole('alert').filter({ hasText: 'Failed updating account details' });
  await expect(refused).toContainText('Please check your password and try again.');
  await expect(page.getByRole('alert').filter({ hasText: 'Updating...' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The right password but an address someone else has: 'Please try again...', the reason by the field.
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('guest@stopover.test');
  await form.getByLabel('Current password').fill(password);
  await form.getByRole('button', { name: 'Change email' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Failed updating account details' }).last(),
  ).toContainText('Please try again...');
  await expect(form.getByText('Account already exists.')).toBeVisible();
});
