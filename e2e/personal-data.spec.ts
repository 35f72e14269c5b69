import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser } from '@playwright/test';
import { addDays, todayInAuckland } from '../src/domain/dates';
import { DEMO_PASSWORD, expect, expectNoAxeViolations, saveTestCard, test } from './fixtures';

// Personal data (issue 31, decision 058): a new guest books a stay with the demo host, counts and
// downloads their data on the account's Privacy tab, is told their stay stops the deletion, cancels
// it, deletes the account and can no longer sign in; the host's balance and earnings still add up.

const HOST = 'host@stopover.test';

type Availability = {
  sites: { siteId: number; bookingMode: string; nights: { date: string; available: boolean }[] }[];
};
type Earnings = { totals: Record<'gross' | 'fee' | 'gst' | 'credit' | 'refund' | 'net', number> };

/** A second browser, signed in as the demo host; answers its request context and the host's id. */
async function hostSession(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const res = await context.request.post('/v1/auth/sign-in/email', {
    headers: { origin: new URL(baseURL).origin },
    data: { email: HOST, password: DEMO_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
  const session = await (await context.request.get('/v1/auth/get-session')).json();
  return { request: context.request, id: session.user.id as string, close: () => context.close() };
}

/** The host's money as the provider and the ledger see it: the balance and this year's earnings. */
async function hostMoney(host: APIRequestContext, hostId: string) {
  const balance = await (await host.get(`/v1/users/${hostId}/account/balance`)).json();
  const year = todayInAuckland().slice(0, 4);
  const earnings: Earnings = await (
    await host.get(`/v1/users/${hostId}/earnings?from=${year}-01&to=${year}-12`)
  ).json();
  return { available: balance.available, pending: balance.pending, totals: earnings.totals };
}

test('A guest downloads their data, deletes their account once no stay is to come, and cannot sign in again', async ({
  page,
  browser,
  baseURL,
  signUp,
  signIn,
}) => {
  test.setTimeout(180_000);
  const { email, password } = await signUp({ what: 'personal-data' });
  const userId = await signIn(email, password);
  await saveTestCard(page.request, userId);

  // A stay with the demo host, two weeks ahead, booked at once.
  const host = await hostSession(browser, baseURL!);
  const { items } = (await (await host.request.get(`/v1/users/${host.id}/properties`)).json()) as {
    items: { id: number; name: string; status: string }[];
  };
  const night = addDays(todayInAuckland(), 14);
  let booked: { locationName: string; nightId: number } | null = null;
  for (const location of items.filter((l) => l.status === 'active')) {
    const availability: Availability = await (
      await page.request.get(`/v1/locations/${location.id}/availability?from=${night}&to=${night}`)
    ).json();
    const site = availability.sites.find(
      (s) => s.bookingMode !== 'request' && s.nights.some((n) => n.date === night && n.available),
    );
    if (!site) continue;
    const res = await page.request.post(`/v1/locations/${location.id}/bookings`, {
      headers: { 'Idempotency-Key': randomUUID() },
      data: { bookings: [{ siteId: site.siteId, date: night }] },
    });
    expect(res.status(), await res.text()).toBe(201);
    const body = (await res.json()) as { bookings: { id: number }[] };
    booked = { locationName: location.name, nightId: body.bookings[0]!.id };
    break;
  }
  expect(booked, 'an instant site of the demo host open in two weeks').not.toBeNull();

  // Your data: the count of each kind, and the file with all of it.
  await page.goto('/account?tab=privacy');
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();
  const summary = page.getByRole('table', { name: 'Your data' });
  await expect(summary.getByRole('row', { name: /Nights you booked/ })).toContainText('1');
  await expect(summary.getByRole('row', { name: /Payments/ })).toContainText('1');
  await expect(page.getByRole('link', { name: 'What we keep, and for how long' })).toHaveAttribute(
    'href',
    '/privacy-policy#what-we-keep',
  );
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`stopover-data-${todayInAuckland()}.json`);
  const text = fs.readFileSync((await download.path())!, 'utf8');
  const data = JSON.parse(text) as {
    userId: string;
    profile: { email: string };
    staysAsGuest: { locationName: string; date: string }[];
    payments: unknown[];
    signIns: { sessions: unknown[]; accounts: { provider: string }[] };
  };
  expect(data.userId).toBe(userId);
  expect(data.profile.email).toBe(email);
  expect(data.staysAsGuest).toEqual([
    expect.objectContaining({ locationName: booked!.locationName, date: night }),
  ]);
  expect(data.payments).toHaveLength(1);
  expect(data.signIns.accounts).toEqual([expect.objectContaining({ provider: 'credential' })]);
  expect(text).not.toMatch(/"(password|token|paymentMethodToken)"/);
  expect(text).not.toContain('4242424242424242');

  // Deleting is refused while the stay is to come, and says which.
  const form = page.getByRole('form', { name: 'Delete my account' });
  await form.getByRole('textbox', { name: 'Type your email address to confirm' }).fill(email);
  await form.getByRole('button', { name: 'Delete my account' }).click();
  const refusal = form.getByRole('alert');
  await expect(refusal).toContainText('Your account cannot be deleted yet');
  await expect(refusal).toContainText(booked!.locationName);
  await expectNoAxeViolations(page);

  // The guest cancels the stay; the host's money is what it is from here on.
  const cancel = await page.request.put(`/v1/bookings/${booked!.nightId}/status`, {
    data: { status: 'cancelled' },
  });
  expect(cancel.status(), await cancel.text()).toBe(200);
  const before = await hostMoney(host.request, host.id);

  await form.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expectNoAxeViolations(page);

  // Neither the old session nor the password gets in again.
  expect((await page.request.get(`/v1/users/${userId}`)).status()).toBe(401);
  const again = await page.request.post('/v1/auth/sign-in/email', {
    headers: { origin: new URL(baseURL!).origin },
    data: { email, password },
  });
  expect(again.status()).not.toBe(200);

  // The host's ledger still balances: the same balance and earnings, each adding up.
  const after = await hostMoney(host.request, host.id);
  expect(after).toEqual(before);
  const t = after.totals;
  expect(t.net).toBe(t.gross + t.fee + t.gst + t.credit + t.refund);
  await host.close();
});
