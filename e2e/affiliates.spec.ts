import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { affiliateTransferCents } from '../src/domain/fees';
import { addDays, formatDisplayDate, todayInAuckland } from '../src/domain/dates';
import { formatCents } from '../src/domain/money';
import {
  expect,
  expectNoAxeViolations,
  NEW_USER_PASSWORD,
  saveTestCard,
  test,
  uniqueEmail,
} from './fixtures';

// Affiliates (spec sections 1, 2, 4 and 9): an administrator makes a fresh user with a payout account
// an affiliate; a visitor arrives through the affiliate's link, signs up and books a night (with a
// test card, through the API as book-now.spec.ts does it in the browser); the administrator pays the
// affiliate for that night on the affiliate's page and the affiliate's balance rises by exactly
// price × fee / 100; paying again pays nothing. Finally the affiliate is removed with the dialog.

const FEE = 12.5;

/** A new person signed in in a browser context of their own; answers the page and their id. */
async function newPerson(browser: Browser, baseURL: string, what: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const email = uniqueEmail(what);
  const res = await page.request.post('/v1/auth/sign-up/email', {
    headers: { origin: new URL(baseURL).origin },
    data: { email, password: NEW_USER_PASSWORD, name: '' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const session = await (await page.request.get('/v1/auth/get-session')).json();
  return { page, email, id: session.user.id as string };
}

/** Opens a payout account for the signed-in person, as Host Details does with a bank token. */
async function openPayoutAccount(page: Page, userId: string) {
  const bank = await page.request.post('/v1/payments/local/bank-tokens', {
    data: {
      accountName: 'Aroha Ngata',
      accountNumber: '0068389-00',
      routingNumber: '010902',
      currency: 'nzd',
      country: 'NZ',
    },
  });
  expect(bank.status(), await bank.text()).toBe(200);
  const { token, bankName } = await bank.json();
  const account = await page.request.post(`/v1/users/${userId}/account/stripe`, {
    data: { token, bankName },
  });
  expect(account.status(), await account.text()).toBe(200);
}

/** What the person's payout account holds, as their payouts page reads it. */
async function balanceOf(page: Page, userId: string): Promise<number> {
  const res = await page.request.get(`/v1/users/${userId}/account/balance`);
  expect(res.status(), await res.text()).toBe(200);
  const { available, pending } = (await res.json()) as {
    available: { amount: number }[];
    pending: { amount: number }[];
  };
  return [...available, ...pending].reduce((sum, m) => sum + m.amount, 0);
}

type Night = { date: string; available: boolean; price: number };

/** Books one open night, `daysAhead` or later, at the first listed property that takes it. */
async function bookOneNight(page: Page, daysAhead: number) {
  const from = addDays(todayInAuckland(), daysAhead);
  const { items } = await (await page.request.get('/v1/locations')).json();
  for (const location of items as { id: number }[]) {
    const res = await page.request.get(`/v1/locations/${location.id}/availability?from=${from}`);
    if (res.status() !== 200) continue;
    const { sites } = (await res.json()) as {
      sites: { siteId: number; bookingMode?: string; nights: Night[] }[];
    };
    for (const site of sites) {
      // Requests to book (issue 26) wait for the host: the affiliate's guest books instantly.
      if (site.bookingMode === 'request') continue;
      const night = site.nights.find((n) => n.available && n.date >= from);
      if (!night) continue;
      const booking = await page.request.post(`/v1/locations/${location.id}/bookings`, {
        headers: { 'Idempotency-Key': randomUUID() },
        data: {
          bookings: [{ siteId: site.siteId, date: night.date, price: night.price }],
          vehicleRegistration: 'KIWI42',
        },
      });
      if (booking.status() !== 201) continue;
      const [booked] = (await booking.json()).bookings as { uid: string; date: string; price: number }[];
      return booked!;
    }
  }
  throw new Error(`No property took a night from ${daysAhead} days ahead`);
}

test('An affiliate brings a guest who books, and an administrator pays them exactly their fee, once', async ({
  page,
  browser,
  baseURL,
  signIn,
}) => {
  test.setTimeout(240_000);
  const affiliate = await newPerson(browser, baseURL!, 'affiliate');
  await openPayoutAccount(affiliate.page, affiliate.id);

  // The administrator adds the affiliate by email with a fee.
  await signIn('admin@stopover.test');
  await page.goto('/admin/affiliates');
  await expect(page.getByRole('heading', { level: 1, name: 'Affiliates' })).toBeVisible();
  await expectNoAxeViolations(page);
  const form = page.getByRole('form', { name: 'Add an affiliate' });
  await form.getByRole('textbox', { name: 'Email of the user' }).fill(affiliate.email);
  await form.getByRole('textbox', { name: 'Fee (%)' }).fill('101');
  await form.getByRole('button', { name: 'Add affiliate' }).click();
  await expect(form.getByText('The fee must be a percentage from 0 to 100')).toBeVisible();
  await form.getByRole('textbox', { name: 'Fee (%)' }).fill(String(FEE));
  await form.getByRole('button', { name: 'Add affiliate' }).click();
  await expect(page.getByText('Affiliate added')).toBeVisible();
  const row = page.getByTestId('affiliates-table').getByRole('row').filter({ hasText: affiliate.email });
  await expect(row).toContainText('12.5%');
  const code = (await row.locator('code').innerText()).trim();
  expect(code).toMatch(/^[A-Z2-9]{10}$/);
  await expect(row).toContainText(`/?affiliate=${code}`);
  await expectNoAxeViolations(page);

  // A visitor arrives through the link, signs up, adds a card and books a night.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/?affiliate=${code}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  const email = uniqueEmail('referred');
  const signedUp = await visitor.request.post('/v1/auth/sign-up/email', {
    headers: { origin: new URL(baseURL!).origin },
    data: { email, password: NEW_USER_PASSWORD, name: '' },
  });
  expect(signedUp.status()).toBe(200);
  const referralSaved = visitor.waitForResponse(
    (r) => /\/v1\/users\/[^/]+\/referral$/.test(r.url()) && r.request().method() === 'PUT',
  );
  await visitor.reload();
  expect((await referralSaved).status()).toBe(200);
  const visitorId = (await (await visitor.request.get('/v1/auth/get-session')).json()).user.id as string;
  await saveTestCard(visitor.request, visitorId);
  const night = await bookOneNight(visitor, 45);
  const earns = affiliateTransferCents(night.price, FEE);
  const before = await balanceOf(affiliate.page, affiliate.id);

  // The administrator finds the night on the affiliate's page (dates up to the night) and pays it.
  await page.goto(`/admin/affiliates/${affiliate.id}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Affiliate: / })).toBeVisible();
  await page.getByRole('textbox', { name: 'To' }).fill(night.date);
  const nights = page.getByTestId('affiliate-nights');
  const nightRow = nights.getByRole('row').filter({ hasText: formatDisplayDate(night.date) });
  await expect(nightRow).toContainText(formatCents(earns));
  await expect(nightRow).toContainText('Not paid');
  await expectNoAxeViolations(page);
  const payButton = page.getByRole('button', { name: /^Pay/ });
  await expect(payButton).toBeDisabled();
  await nightRow.getByRole('checkbox').check();
  await expect(payButton).toHaveText(`Pay ${formatCents(earns)} for 1 nights`);
  await payButton.click();
  await expect(page.getByText('Transfer complete').first()).toBeVisible();
  await expect(nightRow).toContainText('Paid');
  await expect(nightRow.getByRole('checkbox')).toHaveCount(0);

  // The affiliate's balance rose by exactly price × fee / 100, and their account page shows it.
  expect(await balanceOf(affiliate.page, affiliate.id)).toBe(before + earns);
  await affiliate.page.goto('/account');
  const summary = affiliate.page.getByRole('region', { name: 'Affiliate' });
  await expect(summary.getByTestId('affiliate-paid')).toHaveText(formatCents(earns));
  await expect(summary.getByTestId('affiliate-owed')).toHaveText('$0');
  await expect(summary.getByRole('row').filter({ hasText: formatDisplayDate(night.date) })).toContainText(
    'Paid',
  );
  await expectNoAxeViolations(affiliate.page);

  // Paying the same night again pays nothing.
  const again = await page.request.post('/v1/admin/transfer', {
    data: { referrer: affiliate.id, bookings: [night.uid] },
  });
  expect(again.status()).toBe(200);
  expect(await again.json()).toMatchObject({ updatedBookings: [], referrerTransfer: { amount: 0 } });
  expect(await balanceOf(affiliate.page, affiliate.id)).toBe(before + earns);

  // Removing the affiliate asks first, then says so.
  await page.goto('/admin/affiliates');
  await page.getByRole('button', { name: `Remove ${affiliate.email} as an affiliate` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove affiliate' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Affiliate removed from user')).toBeVisible();
  await expect(page.getByTestId('affiliates-table').getByText(affiliate.email)).toHaveCount(0);
  await visitorContext.close();
});
