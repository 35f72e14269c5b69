import { expectNoAxeViolations, expect, test } from './fixtures';

// Issue 31 (decision 057): a person sees where they are signed in and signs a device out, which
// loses its session at once; a sensitive change from a sign-in that is no longer recent asks
// "Confirm it's you" first. The sign-in is made old with the journeys' test clock
// (POST /v1/dev/sessions/current/age), so nothing waits ten minutes.

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

test('Someone signed in on a laptop and a phone signs the phone out, and the phone is signed out on its next request', async ({
  page,
  browser,
  baseURL,
  signUp,
}) => {
  const { email, password } = await signUp({ what: 'sessions' });
  // The phone: another browser, from another address, signed in as the same person.
  const phone = await browser.newContext({
    userAgent: PHONE,
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.251' },
  });
  const signedIn = await phone.request.post('/v1/auth/sign-in/email', {
    headers: { origin: new URL(baseURL!).origin },
    data: { email, password },
  });
  expect(signedIn.status()).toBe(200);
  const phonePage = await phone.newPage();
  await phonePage.goto(`${baseURL}/account?tab=security`);
  await expect(phonePage.getByRole('heading', { name: 'Sessions' })).toBeVisible();

  await page.goto('/account?tab=security');
  await expect(page.getByRole('heading', { name: 'Sign-in and security' })).toBeVisible();
  const sessions = page.getByRole('list', { name: 'Your sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This device')).toBeVisible();
  await expect(sessions.getByText('Safari on iOS')).toBeVisible();
  // The journeys' addresses are documentation ranges (TEST-NET), in no country.
  await expect(sessions.getByText('Unknown place · Last seen now')).toHaveCount(2);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Sign out of Safari on iOS' }).click();
  await expect(page.getByText('That device has been signed out')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('You are not signed in anywhere else.')).toBeVisible();

  // The phone's next request finds no session: it is a visitor again.
  const session = await phone.request.get('/v1/auth/get-session');
  expect(await session.json()).toBeNull();
  await phonePage.reload();
  await expect(phonePage.getByRole('button', { name: 'Login with Email' })).toBeVisible();
  await phone.close();
});

test('Someone whose sign-in is no longer recent confirms it is them with their password, and their password changes', async ({
  page,
  baseURL,
  signUp,
}) => {
  const { email, password } = await signUp({ what: 'recent-sign-in' });
  await page.goto('/account?tab=security');
  await expect(page.getByRole('heading', { name: 'Password' })).toBeVisible();
  // The test clock: this session signed in half an hour ago.
  const aged = await page.request.post('/v1/dev/sessions/current/age', {
    headers: { origin: new URL(baseURL!).origin },
    data: { minutes: 30 },
  });
  expect(aged.status()).toBe(200);

  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByRole('textbox', { name: 'Current password' }).fill(password);
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill('a-better-secret');
  await form.getByRole('textbox', { name: 'New password again' }).fill('a-better-secret');
  await form.getByRole('button', { name: 'Change password' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('textbox', { name: 'Password' }).fill('not-my-password');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm.getByText('Password is incorrect.')).toBeVisible();
  await confirm.getByRole('textbox', { name: 'Password' }).fill(password);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();
  await expect(
    page.getByText('Your password has been changed, and your other devices signed out.'),
  ).toBeVisible();

  // The new password is the one that signs in now.
  const signIn = (secret: string) =>
    page.request.post('/v1/auth/sign-in/email', {
      headers: { origin: new URL(baseURL!).origin },
      data: { email, password: secret },
    });
  expect((await signIn(password)).status()).not.toBe(200);
  expect((await signIn('a-better-secret')).status()).toBe(200);
});
