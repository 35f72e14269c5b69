import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

// The payout pages for someone with no payout account yet: the server answers them 404
// payouts.noAccount ('invalid user or account'), and each page offers to set one up in Host Details
// instead of showing that message, a success it has not had, or a balance of nothing.

const NO_ACCOUNT = 'You have no payout account yet';
const SET_UP = 'Set up a payout account';

/** The offer every payout page makes: a link to Host Details, where the bank account is entered. */
async function expectSetUpOffer(page: Page) {
  const offer = page.getByTestId('no-payout-account');
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('link', { name: SET_UP })).toHaveAttribute('href', '/account?tab=host');
  await expect(page.getByText("You're ready to go!")).toHaveCount(0);
  await expect(page.getByText('invalid user or account')).toHaveCount(0);
}

test('A new person with no payout account is offered to set one up on every payout page', async ({
  page,
  signUp,
}) => {
  await signUp({ what: 'payouts' });

  // The pages the provider's links come back to: the whole page is the offer.
  for (const path of ['/account-verification-success', '/account-update-failure']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: NO_ACCOUNT })).toBeVisible();
    await expectSetUpOffer(page);
    await expect(page.getByText('Oops! It looks like something went wrong.')).toHaveCount(0);
    await expectNoAxeViolations(page);
  }

  // Pages with their own heading: the offer is a notice under it.
  await page.goto('/requirements');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment requirements' })).toBeVisible();
  await expect(page.getByRole('alert', { name: NO_ACCOUNT })).toBeVisible();
  await expectSetUpOffer(page);
  await expectNoAxeViolations(page);

  await page.goto('/hosting/transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await expect(page.getByRole('alert', { name: NO_ACCOUNT })).toBeVisible();
  await expectSetUpOffer(page);
  await expect(page.getByTestId('available-balance')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The offer leads to Host Details.
  await page.getByRole('link', { name: SET_UP }).click();
  await expect(page).toHaveURL(/\/account\?tab=host$/);
  await expect(page.getByRole('heading', { name: 'Host Details' })).toBeVisible();
  await expect(page.getByText('You have no bank account for payouts yet.')).toBeVisible();
  await expectNoAxeViolations(page);
});
