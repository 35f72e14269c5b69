import {
  completeSecondStep,
  DEMO_PASSWORD,
  enrolAuthenticator,
  expect,
  expectNoAxeViolations,
  logInWithEmail,
  test,
  totpCode,
} from './fixtures';
import { becomeHost } from './hosting-steps';

// Multi-factor sign-in (issue 31, decision 056). A fresh person each journey: journeys share demo data.

test('A new host is offered a second factor, adds an authenticator app and signs in with its code', async ({
  page,
  signUp,
}) => {
  const { email, password } = await signUp({ what: 'totp' });
  // Payouts set up (the wizard's five steps): the host is asked to protect them.
  await becomeHost(page, { firstName: 'Tama', lastName: 'Rangi', phone: '+64 27 555 0144' });
  await expect(page.getByText('Protect your payouts')).toBeVisible();
  await page.getByRole('link', { name: 'Set it up' }).click();
  await expect(page).toHaveURL(/\/account\?tab=security$/);
  const panel = page.getByRole('tabpanel', { name: 'Sign-in and security' });
  await panel.getByRole('button', { name: 'Add an authenticator app' }).click();
  await panel.getByLabel('Your password').fill(password);
  await panel.getByRole('button', { name: 'Continue' }).click();
  const secret = (await panel.getByTestId('totp-secret').textContent())!.trim();
  await expect(panel.getByRole('img', { name: 'QR code of your authenticator secret' })).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem')).toHaveCount(
    10,
  );
  await expectNoAxeViolations(page);
  await panel.getByRole('textbox', { name: 'Enter a code from the app to finish' }).fill(totpCode(secret));
  await panel.getByRole('button', { name: 'Verify' }).click();
  await expect(panel.getByText('An authenticator app is set up.')).toBeVisible();

  const header = page.getByRole('banner');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Account' }).click();
  await nav.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  await expectNoAxeViolations(page);
  await header.getByRole('button', { name: 'Log In' }).click();
  await logInWithEmail(page, email, password);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Confirm it is you')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Authenticator code' }).fill(totpCode(secret));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'My Trips' })).toBeVisible();
  // A host signing in lands on their properties.
  await expect(page).toHaveURL(/\/hosting\/locations$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('An administrator without a second factor is sent to set one up before the admin area', async ({
  page,
  request,
  baseURL,
  signUp,
}) => {
  const { password } = await signUp({ what: 'admin-no-factor' });
  const session = await (await page.request.get('/v1/auth/get-session')).json();
  const origin = { origin: new URL(baseURL!).origin };
  const admin = await request.post('/v1/auth/sign-in/email', {
    headers: origin,
    data: { email: 'admin@stopover.test', password: DEMO_PASSWORD },
  });
  await completeSecondStep(request, baseURL, admin);
  const roles = await request.put(`/v1/admin/user/${session.user.id}/roles`, {
    headers: origin,
    data: { roles: ['administrator'] },
  });
  expect(roles.status(), await roles.text()).toBe(200);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Set up a second sign-in step' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The server agrees: the admin calls wait for the second factor.
  const refused = await page.request.get('/v1/admin/overview');
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('auth.secondFactorRequired');
  // Adding the app here opens the area.
  await page.getByRole('button', { name: 'Add an authenticator app' }).click();
  await page.getByLabel('Your password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByRole('textbox', { name: 'Enter a code from the app to finish' }).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
});

test('A person adds a passkey, then signs in with it alone and as the step after the password', async ({
  page,
  signUp,
}) => {
  // Chromium's virtual authenticator answers the browser's passkey prompts (a device with a PIN).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const { email, password } = await signUp({ what: 'passkey' });
  await page.goto('/account?tab=security');
  const panel = page.getByRole('tabpanel', { name: 'Sign-in and security' });
  await expect(panel.getByText('No passkeys yet.')).toBeVisible();
  await panel.getByRole('textbox', { name: /^Name \(for example/ }).fill('Test laptop');
  await panel.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(panel.getByText('Passkey added.')).toBeVisible();
  await expect(
    panel.getByRole('table', { name: 'Passkeys' }).getByRole('cell', { name: 'Test laptop', exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const header = page.getByRole('banner');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const logOut = async () => {
    await nav.getByRole('button', { name: 'Account' }).click();
    await nav.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('link', { name: 'My Trips' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    await expectNoAxeViolations(page);
  };

  // The passkey alone: one strong factor, no password and no second step.
  await logOut();
  await header.getByRole('button', { name: 'Log In' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Login with Email' }).click();
  await dialog.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'My Trips' })).toBeVisible();
  const session = await (await page.request.get('/v1/auth/get-session')).json();
  expect(session.user.email).toBe(email);

  // The password, then the passkey as the second step.
  await logOut();
  await header.getByRole('button', { name: 'Log In' }).click();
  await logInWithEmail(page, email, password);
  await expect(dialog.getByText('Confirm it is you')).toBeVisible();
  await dialog.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'My Trips' })).toBeVisible();
});

test('An administrator removes the second factors of a person who lost them, with a reason', async ({
  page,
  baseURL,
  signUp,
  signIn,
}) => {
  await signUp({ what: 'lost-factors' });
  await enrolAuthenticator(page.request, baseURL);
  const person = await (await page.request.get('/v1/auth/get-session')).json();
  await signIn('admin@stopover.test');

  await page.goto(`/admin/users/${person.user.id}/details`);
  const section = page.getByRole('region', { name: 'Second sign-in step' });
  await expect(section.getByText('Authenticator app: yes · Passkeys: 0')).toBeVisible();
  await expectNoAxeViolations(page);
  await section.getByRole('button', { name: 'Remove their second factors' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove their second factors' });
  const ok = dialog.getByRole('button', { name: 'OK' });
  await dialog.getByLabel('Reason (kept in the audit trail)').fill('Lost it');
  await expect(ok).toBeDisabled();
  await dialog.getByLabel('Reason (kept in the audit trail)').fill('Lost their phone, checked by a call');
  await ok.click();
  await expect(page.getByText('Their second factors are removed and their sessions ended.')).toBeVisible();
  await expect(section.getByText('Authenticator app: no · Passkeys: 0')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Remove their second factors' })).toHaveCount(0);
});
