import type { Page } from '@playwright/test';
import { todayInAuckland } from '../src/domain/dates';
import { nextPayoutDate } from '../src/domain/payouts';
import { expect, expectNoAxeViolations, test } from './fixtures';

// Journeys through the money screens against the real server and its local payment provider: guests'
// cards, hosts' bank accounts and the provider's verification page, and the Transactions page. Each
// journey signs up a fresh person, so it starts with no card and no payout account.

const CARD_ERROR = 'There was an error while updating your credit card.';
const OOPS = 'Oops! It looks like something went wrong.';
const VALID_BANK_ACCOUNT = '010902006838900'; // ANZ, algorithm A (src/domain/nz-bank-account.test.ts)

/** A card expiry three years ahead, as the form takes it (two digits). */
const expiryYear = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');

/** Lets a request through after a pause, so the notice shown while it runs can be seen. */
async function slowDown(page: Page, pattern: RegExp, method: string) {
  await page.route(pattern, async (route) => {
    if (route.request().method() === method) await new Promise((resolve) => setTimeout(resolve, 600));
    await route.fallback();
  });
}

async function fillCard(page: Page, number: string) {
  await page.getByRole('textbox', { name: 'Card number', exact: true }).fill(number);
  await page.getByRole('textbox', { name: 'Expiry month', exact: true }).fill('04');
  await page.getByRole('textbox', { name: 'Expiry year', exact: true }).fill(expiryYear);
  await page.getByRole('textbox', { name: 'Security code (CVV)', exact: true }).fill('123');
}

/** Enters a valid bank account on Host Details; the app then sends the browser to the provider's verification page. */
async function enterBankAccount(page: Page) {
  await page.goto('/account?tab=host');
  await expect(page.getByRole('heading', { name: 'Host Details' })).toBeVisible();
  await expect(page.getByText('You have no bank account for payouts yet.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'Account name', exact: true }).fill('Harriet Host');
  await page.getByRole('textbox', { name: 'Bank account number', exact: true }).fill(VALID_BANK_ACCOUNT);
  await page.getByRole('button', { name: 'Save bank account' }).click();
  await expect(page).toHaveURL(/\/v1\/payments\/local\/account-links\//);
  await expect(page.getByRole('heading', { name: /Verify your payout account/ })).toBeVisible();
  await expectNoAxeViolations(page);
}

test('A guest saves a card on the account page and sees its last four digits', async ({ page, signUp }) => {
  await signUp({ what: 'money-card' });
  await page.goto('/account?tab=payment');
  await expect(page.getByRole('tab', { name: 'Payment Details' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('You have no card on file.')).toBeVisible();

  // Section 5's rules first: an empty form here has nothing to save.
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Required')).toHaveCount(4);
  // The first field in error has the focus, with its message attached.
  const number = page.getByRole('textbox', { name: 'Card number', exact: true });
  await expect(number).toBeFocused();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(number).toHaveAccessibleDescription('Required');
  await expectNoAxeViolations(page);

  await fillCard(page, '4242424242424242');
  await expect(number).toHaveValue('4242 4242 4242 4242');
  await slowDown(page, /\/v1\/users\/[^/]+\/payment$/, 'PUT');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Updating your credit card information...')).toBeVisible();

  const saved = page.getByTestId('saved-card');
  await expect(saved).toContainText('4242');
  await expect(saved).toContainText(`04/${expiryYear}`);
  await expect(page.getByRole('button', { name: 'Replace card' })).toBeVisible();
  await expectNoAxeViolations(page);

  // It was saved, not just shown.
  await page.reload();
  await expect(page.getByTestId('saved-card')).toContainText('Card ending in 4242');
});

test('A declined card shows the provider’s message with the card error and saves nothing', async ({
  page,
  signUp,
}) => {
  await signUp({ what: 'money-declined' });
  await page.goto('/account?tab=payment');
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Save card' }).click();

  const failure = page.getByTestId('card-failure');
  await expect(failure).toContainText(CARD_ERROR);
  await expect(failure).toContainText('Your card was declined.');
  await expect(failure).toContainText('If this problem persists please contact support.');
  // The danger notice says the same.
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: CARD_ERROR })).toContainText(
    'Your card was declined.',
  );
  await expectNoAxeViolations(page);
  await expect(page.getByTestId('saved-card')).toHaveCount(0);

  await page.reload();
  await expect(page.getByText('You have no card on file.')).toBeVisible();
  await expect(page.getByTestId('saved-card')).toHaveCount(0);
});

test('A host enters a bank account, completes the provider’s verification, is ready to go and sees My Hosting', async ({
  page,
  signUp,
}) => {
  await signUp({ what: 'money-host' });
  await page.goto('/account?tab=host');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Become a Host' })).toBeVisible();

  // Section 5's rules, then New Zealand's check digits.
  const field = page.getByRole('textbox', { name: 'Bank account number', exact: true });
  const save = page.getByRole('button', { name: 'Save bank account' });
  await save.click();
  await expect(page.getByText('Required', { exact: true })).toBeVisible();
  await expect(field).toBeFocused();
  await field.fill('01-09ab');
  await save.click();
  await expect(page.getByText('Must be a number')).toBeVisible();
  await field.fill('0109020068');
  await save.click();
  await expect(
    page.getByText('Bank account number should be in this format e.g 00-1234-5678912-00'),
  ).toBeVisible();
  await field.fill('01-0902-0068390-00');
  await save.click();
  await expect(
    page.getByText('This is not a valid New Zealand bank account number.', { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Shown in blocks 2-4-7-3 as it is typed.
  await field.fill(VALID_BANK_ACCOUNT);
  await expect(field).toHaveValue('01-0902-0068389-00');
  await page.getByRole('textbox', { name: 'Account name', exact: true }).fill('Harriet Host');
  await slowDown(page, /\/v1\/users\/[^/]+\/account\/stripe$/, 'POST');
  await save.click();
  await expect(page.getByText('Updating Host details...')).toBeVisible();

  // The local provider's verification page, reached through a verification link.
  await expect(page).toHaveURL(/\/v1\/payments\/local\/account-links\//);
  await expect(page.getByText(/ANZ, ending \d{4}/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Complete verification' }).click();

  await expect(page).toHaveURL(/\/account-verification-success$/);
  await expect(page.getByRole('heading', { name: "You're ready to go!" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Properties' }).first()).toHaveAttribute(
    'href',
    '/hosting/locations',
  );
  await expect(nav.getByRole('link', { name: 'My Hosting' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Become a Host' })).toHaveCount(0);
  // Now paid through Stopover: asked to add a second sign-in step (decision 056).
  const offer = page.getByRole('alert', { name: 'Protect your payouts' });
  await expect(offer.getByRole('link', { name: 'Set it up' })).toHaveAttribute(
    'href',
    '/account?tab=security',
  );
  await expectNoAxeViolations(page);
  // "No thanks" is remembered: not asked again.
  await offer.getByRole('button', { name: 'No thanks' }).click();
  await expect(offer).toHaveCount(0);
  const factorsRead = page.waitForResponse((r) => /\/v1\/users\/[^/]+\/second-factors$/.test(r.url()));
  await page.reload();
  expect((await (await factorsRead).json()).offerDeclined).toBe(true);
  await expect(page.getByRole('heading', { name: "You're ready to go!" })).toBeVisible();
  await expect(page.getByRole('alert', { name: 'Protect your payouts' })).toHaveCount(0);

  // Host Details now names the bank, and nothing more is due.
  await page.goto('/account?tab=host');
  await expect(page.getByText('Your payouts go to your bank account at ANZ.')).toBeVisible();
  await expect(page.getByTestId('requirements-banner')).toHaveCount(0);
});

test('A failed verification shows "Oops! It looks like something went wrong." and Try again opens a fresh link', async ({
  page,
  signUp,
}) => {
  await signUp({ what: 'money-failed' });
  await enterBankAccount(page);
  await page.getByRole('button', { name: 'Fail verification' }).click();

  await expect(page).toHaveURL(/\/account-verification-failure$/);
  await expect(page.getByRole('heading', { name: OOPS })).toBeVisible();
  // The layout's banner: the provider still needs something, with the update-details link.
  const banner = page.getByTestId('requirements-banner');
  await expect(banner.getByRole('link', { name: 'update details' })).toHaveAttribute(
    'href',
    /\/v1\/payments\/local\/account-links\//,
  );
  await expectNoAxeViolations(page);
  // /requirements says what, in plain words.
  await banner.getByRole('link', { name: 'see what is needed' }).click();
  await expect(page.getByRole('heading', { name: 'Payment requirements' })).toBeVisible();
  await expect(page.getByTestId('requirements-list')).toContainText('A photo of your identity document');
  await expect(page.getByRole('link', { name: 'Update details' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goBack();

  await expect(page.getByRole('heading', { name: OOPS })).toBeVisible();
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/v1\/payments\/local\/account-links\//);
  await expect(page.getByRole('heading', { name: /Verify your payout account/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Complete verification' }).click();
  await expect(page).toHaveURL(/\/account-verification-success$/);
  // The page shows a loader while it reads the requirements; the check waits for what it came for.
  await expect(page.getByRole('heading', { level: 1, name: "You're ready to go!" })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Hosting' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('A new host sees an empty balance, the next payout date and no transactions yet', async ({
  page,
  signUp,
}) => {
  await signUp({ what: 'money-transactions' });
  await enterBankAccount(page);
  await page.getByRole('button', { name: 'Complete verification' }).click();
  await expect(page).toHaveURL(/\/account-verification-success$/);
  await expect(page.getByRole('heading', { name: "You're ready to go!" })).toBeVisible();
  await expectNoAxeViolations(page);

  // A new payout account: nothing yet.
  await page.goto('/hosting/transactions');
  const hostingBar = page.getByRole('navigation', { name: 'Hosting' });
  for (const name of ['My Properties', 'Guest Bookings', 'Transactions', 'Create Property']) {
    await expect(hostingBar.getByRole('link', { name })).toBeVisible();
  }
  await expect(hostingBar.getByRole('link', { name: 'Transactions' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(hostingBar.getByRole('link', { name: 'Create Property' })).toHaveAttribute(
    'href',
    '/create-a-property',
  );
  await expect(page.getByRole('heading', { name: 'Transactions', level: 1 })).toBeVisible();
  await expect(page.getByTestId('available-balance')).toHaveText('NZ$0');
  const [y, m, d] = nextPayoutDate(todayInAuckland()).split('-');
  await expect(page.getByTestId('next-payout-date')).toHaveText(`${d}/${m}/${y}`);
  await expect(page.getByText('You have no transactions yet.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('The demo host sees the balance and the transactions of the demo stays', async ({ page, signIn }) => {
  // The demo stays were charged through the local provider when the demo data was made.
  await signIn('host@stopover.test');
  await page.goto('/hosting/transactions');
  await expect(page.getByTestId('available-balance')).toHaveText(/^NZ\$[1-9][\d,]*(\.\d\d)?$/);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Date', 'Description', 'Amount']);
  const bodyRows = table.locator('tbody tr');
  await expect(bodyRows.first()).toHaveText(/\d\d\/\d\d\/\d{4}.*Booking at .*NZ\$\d/);
  // The demo host's past season (decision 050) and the stays earlier journeys booked make a page or
  // more: a page holds at most 50, and Next leads on exactly when the first page is full.
  await expect(bodyRows.first()).toBeVisible();
  const count = await bodyRows.count();
  expect(count).toBeLessThanOrEqual(50);
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expectNoAxeViolations(page);
  if (count < 50) {
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    return;
  }
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
  await expect(bodyRows.first()).toHaveText(/\d\d\/\d\d\/\d{4}.*NZ\$\d/);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(bodyRows).toHaveCount(50);
});

test('Onboarding step 4 saves a filled card and moves on from an empty one', async ({ page, signUp }) => {
  await signUp({ what: 'money-onboarding' });
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'I want to Camp' }).click();
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Aroha');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Ngata');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+64 21 123 4567');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Add a profile image' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // An empty card form moves on; Back returns to it.
  await expect(page.getByRole('heading', { name: 'Payment details' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: /You.re all set!/ })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();

  // A declined card keeps the person on the step.
  await fillCard(page, '4000000000000002');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('card-failure')).toContainText('Your card was declined.');
  await expect(page.getByRole('heading', { name: 'Payment details' })).toBeVisible();
  await expectNoAxeViolations(page);

  await fillCard(page, '4242424242424242');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: /You.re all set!/ })).toBeVisible();
  await page.goto('/account?tab=payment');
  await expect(page.getByTestId('saved-card')).toContainText('Card ending in 4242');
  await expectNoAxeViolations(page);
});

test('A host says they are GST-registered on Host Details; a wrong GST number is refused', async ({
  page,
  signUp,
}) => {
  await signUp({ what: 'money-gst' });
  await enterBankAccount(page);
  await page.getByRole('button', { name: 'Complete verification' }).click();
  await expect(page).toHaveURL(/\/account-verification-success$/);
  await expect(page.getByRole('heading', { name: "You're ready to go!" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/account?tab=host');
  const gst = page.getByRole('form', { name: 'GST registration' });
  await expect(gst.getByTestId('gst-status')).toHaveText(/^You are not GST-registered/);
  await expect(gst.getByText(/flat-rate credit of 8\.5%/)).toBeVisible();
  await gst.getByRole('checkbox', { name: 'I am registered for GST' }).check();
  const number = gst.getByRole('textbox', { name: 'GST number' });
  // A wrong check digit (Inland Revenue's own example of an invalid number).
  await number.fill('136-410-133');
  await gst.getByRole('button', { name: 'Save GST registration' }).click();
  await expect(gst.getByText('Enter a valid GST number')).toBeVisible();
  await expect(number).toBeFocused();
  await expectNoAxeViolations(page);

  await number.fill('136-410-132');
  await gst.getByRole('button', { name: 'Save GST registration' }).click();
  await expect(page.getByText('GST registration saved')).toBeVisible();
  await expect(gst.getByTestId('gst-status')).toHaveText(/You are GST-registered \(136-410-132\)/);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'I am registered for GST' })).toBeChecked();
  await expectNoAxeViolations(page);
});
