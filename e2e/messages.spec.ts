import { expect, expectNoAxeViolations, test } from './fixtures';

// Messages (issue 26): the demo guest asks the demo host a question from a property's page before
// booking; the host, in another browser, reads it in /hosting/messages and answers; the answer
// appears in the guest's open conversation without a reload (the server's event stream). The host's
// conversation shows who is writing (issue 27): the guest's profile card, with their stays on
// Stopover and the demo guest's certified motorhome; the guest's side shows no such card.

const GUEST = 'guest@stopover.test';
const HOST = 'host@stopover.test';
const PASSWORD = 'stopover-demo';

test('A guest asks a host a question before booking and the host’s reply appears without a reload', async ({
  page,
  signIn,
  browser,
  baseURL,
}) => {
  // The host, in a browser of their own.
  const hostContext = await browser.newContext({ baseURL });
  const hostPage = await hostContext.newPage();
  const origin = new URL(baseURL!).origin;
  const signedIn = await hostPage.request.post('/v1/auth/sign-in/email', {
    headers: { origin },
    data: { email: HOST, password: PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  const hostId = (await (await hostPage.request.get('/v1/auth/get-session')).json()).user.id as string;
  const { items } = (await (await hostPage.request.get(`/v1/users/${hostId}/properties`)).json()) as {
    items: { id: number; status: string }[];
  };
  const property = items.find((p) => p.status === 'active')!;
  expect(property).toBeTruthy();

  // The guest, on the property's page.
  await signIn(GUEST);
  await page.goto(`/locations/${property.id}`);
  await expect(page.getByRole('link', { name: 'Message the host' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Message the host' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Ask the host of/ })).toBeVisible();
  await expectNoAxeViolations(page);
  const question = `Can a 9 m motorhome turn in your gate? (${Date.now().toString(36)})`;
  await page.getByRole('textbox', { name: 'Your message' }).fill(question);
  await page.getByRole('button', { name: 'Send question' }).click();
  await expect(page).toHaveURL(/\/messages\/\d+$/);
  const thread = page.getByTestId('thread-messages');
  await expect(thread.getByText(question)).toBeVisible();
  await expectNoAxeViolations(page);
  const threadId = new URL(page.url()).pathname.split('/').pop();

  // The host reads it in Hosting > Messages and answers.
  await hostPage.goto('/hosting/messages');
  await hostPage.locator(`a[href="/hosting/messages/${threadId}"]`).click();
  await expect(hostPage.getByTestId('thread-messages').getByText(question)).toBeVisible();
  const profile = hostPage.getByTestId('guest-profile-card');
  await expect(profile).toContainText(/stays? on Stopover/);
  await expect(profile).toContainText('Certified self-contained vehicle');
  await expectNoAxeViolations(hostPage);
  const reply = `Yes, the gate is 4 m wide. (${Date.now().toString(36)})`;
  await hostPage.getByRole('textbox', { name: 'Your message' }).fill(reply);
  await hostPage.getByRole('button', { name: 'Send' }).click();
  await expect(hostPage.getByTestId('thread-messages').getByText(reply)).toBeVisible();

  // The guest's open conversation shows it without a reload.
  await expect(thread.getByText(reply)).toBeVisible({ timeout: 5_000 });
  // The guest sees the host, not a profile card of themselves.
  await expect(page.getByTestId('guest-profile-card')).toHaveCount(0);
  await hostContext.close();
});
