import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import {
  addProfileImage,
  clickNext,
  completeVerification,
  expectStep,
  expectVerificationPage,
  fillBankAccount,
  fillDetails,
  fullName,
  openBecomeAHost,
  saveBankAccount,
  startCreatingProperty,
  type NewHost,
} from './hosting-steps';

// Hosting (issue 9, spec sections 2, 4 and 8): My Properties with its On/Off switch (a property
// without a photo cannot be switched On: the spec's warning, and nothing changes), the host
// onboarding wizard /become-a-host through its five steps with the local payment provider's
// verification page, and Edit Property on a location page for an administrator.

const HOST = 'host@stopover.test';
const ADMIN = 'admin@stopover.test';
const GUEST = 'guest@stopover.test';
/** The demo host's property that never got a photo (src/server/db/seed/demo.ts). */
const NO_PHOTO = 'Woolshed Paddock, Martinborough';
const NO_PHOTO_TITLE = 'There was a problem listing your property';
const NO_PHOTO_TEXT = 'Please add at least one photo to your property to list.';

type PropertyRow = { id: number; name: string; status: string; imageCount: number; siteCount: number };

/** Lets a request through after a pause, so the notice shown while it runs can be seen. */
async function slowDown(page: Page, pattern: RegExp, method: string) {
  await page.route(pattern, async (route) => {
    if (route.request().method() === method) await new Promise((resolve) => setTimeout(resolve, 600));
    await route.fallback();
  });
}

/** A property's card on My Properties, by its heading. */
const card = (page: Page, name: string): Locator =>
  page.getByTestId('my-property').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** The demo host's properties as the API lists them. */
async function hostProperties(page: Page, hostId: string): Promise<PropertyRow[]> {
  const res = await page.request.get(`/v1/users/${hostId}/properties`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).items;
}

test('The demo host switches a property without photos On and is warned while it stays Off, and switches a listed one Off and On', async ({
  page,
  signIn,
  baseURL,
}) => {
  const hostId = await signIn(HOST);
  const properties = await hostProperties(page, hostId);
  const bare = properties.find((p) => p.name === NO_PHOTO)!;
  expect(bare).toMatchObject({ status: 'inactive', imageCount: 0 });
  // The first listed one: the journey puts it back as it found it.
  const listed = properties
    .filter((p) => p.status === 'active' && p.imageCount > 0)
    .sort((a, b) => a.id - b.id)[0]!;

  await page.goto('/hosting/locations');
  await expect(page.getByRole('heading', { level: 1, name: 'My Properties' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Your properties' });
  await expect(list.getByTestId('my-property')).toHaveCount(properties.length);
  const bareCard = card(page, NO_PHOTO);
  await expect(bareCard.getByText('No photo yet')).toBeVisible();
  await expect(bareCard.getByText('Martinborough, Wellington')).toBeVisible();
  await expect(bareCard.getByText('1 site · from $25 / night')).toBeVisible();
  await expect(bareCard.getByRole('link', { name: `Edit ${NO_PHOTO}` })).toHaveAttribute(
    'href',
    `/hosting/locations/${bare.id}`,
  );
  await expect(bareCard.getByRole('link', { name: `View ${NO_PHOTO}` })).toHaveAttribute(
    'href',
    `/locations/${bare.id}`,
  );
  const bareSwitch = bareCard.getByRole('switch', { name: `Listed: ${NO_PHOTO}` });
  await expect(bareSwitch).not.toBeChecked();
  await expectNoAxeViolations(page);

  // On without a photo: the spec's warning, no call, and the switch stays Off.
  let statusCalls = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && /\/v1\/locations\/\d+\/status$/.test(request.url())) statusCalls++;
  });
  await bareSwitch.click();
  const warning = page.locator('.mantine-Notification-root').filter({ hasText: NO_PHOTO_TITLE });
  await expect(warning).toContainText(NO_PHOTO_TEXT);
  await expect(bareSwitch).not.toBeChecked();
  await expectNoAxeViolations(page);
  expect(statusCalls).toBe(0);
  // The server refuses the same way, and nothing changed.
  const refused = await page.request.put(`/v1/locations/${bare.id}/status`, {
    headers: { origin: new URL(baseURL!).origin },
    data: { status: 'active' },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).code).toBe('property.listWithoutPhoto');
  await page.reload();
  await expect(card(page, NO_PHOTO).getByRole('switch')).not.toBeChecked();

  // A listed property: Off ('Updating location status...' while the call runs), then On again.
  const listedSwitch = card(page, listed.name).getByRole('switch', { name: `Listed: ${listed.name}` });
  await expect(listedSwitch).toBeChecked();
  await slowDown(page, /\/v1\/locations\/\d+\/status$/, 'PUT');
  await listedSwitch.click();
  await expect(page.getByText('Updating location status...')).toBeVisible();
  await expect(listedSwitch).not.toBeChecked();
  await expect(listedSwitch).toBeEnabled();
  await expectNoAxeViolations(page);

  // Guests now find it unlisted.
  await page.goto(`/locations/${listed.id}`);
  await expect(page.getByRole('alert').filter({ hasText: 'This property is unlisted' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/hosting/locations');
  await expect(listedSwitch).not.toBeChecked();
  await listedSwitch.click();
  await expect(listedSwitch).toBeChecked();
  await expect(listedSwitch).toBeEnabled();
  // The server kept it.
  await page.reload();
  await expect(listedSwitch).toBeChecked();
  expect((await hostProperties(page, hostId)).find((p) => p.id === listed.id)?.status).toBe('active');
});

test('A person with no properties is offered Create Property, which leads to Become a Host', async ({
  page,
  signUp,
}) => {
  await signUp({ what: 'no-properties' });
  await page.goto('/hosting/locations');
  const empty = page.getByTestId('no-properties');
  await expect(empty.getByRole('heading', { name: 'You have no properties yet' })).toBeVisible();
  await expect(empty.getByRole('link', { name: 'Create Property' })).toHaveAttribute(
    'href',
    '/become-a-host',
  );
  await expectNoAxeViolations(page);
});

test('A new person becomes a host through the five steps of Become a Host, and comes back to where they left off', async ({
  page,
  signUp,
}) => {
  const host: NewHost = { firstName: 'Hemi', lastName: 'Walker', phone: '+64 21 123 4567' };
  await signUp({ what: 'become-host' });
  await openBecomeAHost(page);
  await expect(page.getByRole('link', { name: 'Why host on Stopover?' })).toHaveAttribute(
    'href',
    '/why-host',
  );

  // Step 1: names and phone are required, the phone as an international number.
  await clickNext(page);
  await expect(page.getByText('This is a required field')).toHaveCount(3);
  await expectNoAxeViolations(page);
  await fillDetails(page, { ...host, phone: '021 123' });
  await clickNext(page);
  await expect(
    page.getByText('Invalid Phone Number, please enter with country code eg. +64 21 123456789'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(host.phone);
  await clickNext(page);

  // Step 2: the profile image; its heading takes the focus.
  await addProfileImage(page, host);
  await clickNext(page);

  // Step 3: the bank account; Next waits for it.
  await expectStep(page, 3, 'Your bank account');
  await expect(page.getByText('You have no bank account for payouts yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expectNoAxeViolations(page);
  // Back keeps what was saved.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('img', { name: `Profile photo of ${fullName(host)}` })).toBeVisible();
  await clickNext(page);
  await fillBankAccount(page, host);
  await slowDown(page, /\/v1\/users\/[^/]+\/account\/stripe$/, 'POST');
  await saveBankAccount(page);
  await expect(page.getByText('Updating Host details...')).toBeVisible();

  // Step 4: the payment provider's verification page; a failure comes back to step 4 with the way on.
  await expectVerificationPage(page);
  await page.getByRole('button', { name: 'Fail verification' }).click();
  await expect(page).toHaveURL(/\/become-a-host\?verification=failed$/);
  await expectStep(page, 4, 'Verification');
  await expect(page.getByText('Oops! It looks like something went wrong.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue verification' }).click();
  await expectVerificationPage(page);

  // Back in the wizard at step 5, a host now (My Hosting in the header).
  await completeVerification(page);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Your payout account is ready')).toBeVisible();
  await clickNext(page);

  // A returning host picks up at the first step not finished: here, the property.
  await page.reload();
  await expect(page.getByText('Step 5 of 5')).toBeVisible();
  await startCreatingProperty(page);
});

test('Why host explains hosting, its earnings with the fee and payouts, and leads to Become a Host', async ({
  page,
}) => {
  await page.goto('/why-host');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Share your land with travellers, and earn from it',
  );
  for (const name of ['Why host on Stopover', 'What it earns', 'How payouts work']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  // The worked example at the deployment's fee (10% by default).
  const example = page.getByTestId('earnings-example');
  await expect(example.getByRole('row', { name: /Guests pay/ })).toContainText('$600');
  await expect(example.getByRole('row', { name: /fee \(10%\)/ })).toContainText('-$60');
  await expect(example.getByRole('row', { name: /Paid to you/ })).toContainText('$540');
  await expect(page.getByText(/The next payout day is \d\d\/\d\d\/\d{4}\./)).toBeVisible();
  // Full width, without the content pages' Help side menu.
  const main = page.getByRole('main');
  await expect(main.getByRole('navigation')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await main.getByRole('link', { name: 'Become a Host' }).first().click();
  await expect(page).toHaveURL(/\/become-a-host$/);
  // Signing in comes first.
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('An administrator sees Edit Property on another host’s location page and it opens the property editor', async ({
  page,
  signIn,
}) => {
  await signIn(ADMIN);
  const [property] = (await hostProperties(page, 'demo-host')).filter((p) => p.status === 'active');
  await page.goto(`/locations/${property!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: property!.name })).toBeVisible();
  const edit = page.getByRole('link', { name: 'Edit Property' });
  await expect(edit).toBeVisible();
  await expectNoAxeViolations(page);
  await edit.click();
  await expect(page).toHaveURL(new RegExp(`/hosting/locations/${property!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Property name/ })).toHaveValue(property!.name);
  await expectNoAxeViolations(page);

  // A guest does not see it.
  await signIn(GUEST);
  await page.goto(`/locations/${property!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: property!.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Property' })).toHaveCount(0);
});
