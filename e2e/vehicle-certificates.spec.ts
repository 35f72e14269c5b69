import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser } from '@playwright/test';
import { addDays, formatDisplayDate, todayInAuckland, weekdayOf } from '../src/domain/dates';
import { formatCents } from '../src/domain/money';
import {
  completeSecondStep,
  DEMO_PASSWORD,
  expect,
  expectNoAxeViolations,
  saveTestCard,
  test,
} from './fixtures';
import { pngFile } from './hosting-steps';

// Vehicles and self-containment certificates (issue 27, decision 042): a guest adds a self-contained
// motorhome with a green warrant on their account; an administrator approves the certificate from the
// queue, the photo beside the typed fields; the host of a stay booked with that motorhome sees the
// badge in Guest Bookings.

type Site = {
  siteId: number;
  siteName: string;
  bookingMode: string;
  nights: { date: string; state: string; price: number }[];
};

/** A second browser, signed in as a demo account; answers the page and the account's id. */
async function signedInBrowser(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const res = await page.request.post('/v1/auth/sign-in/email', {
    headers: { origin: new URL(baseURL).origin },
    data: { email, password: DEMO_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
  // The demo administrator answers the second step (decision 056); others have none.
  await completeSecondStep(page.request, baseURL, res);
  const session = await (await page.request.get('/v1/auth/get-session')).json();
  return { page, id: session.user.id as string };
}

/** An open night at an instant site of the host's, at least `daysAhead` days ahead. */
async function instantNightOf(host: APIRequestContext, hostId: string, daysAhead: number) {
  const { items }: { items: { id: number; status: string }[] } = await (
    await host.get(`/v1/users/${hostId}/properties`)
  ).json();
  for (const location of items.filter((l) => l.status === 'active')) {
    const { sites }: { sites: Site[] } = await (
      await host.get(`/v1/locations/${location.id}/availability`)
    ).json();
    for (const site of sites.filter((s) => s.bookingMode === 'instant')) {
      const night = site.nights.slice(daysAhead).find((n) => n.state === 'available');
      if (night) return { locationId: location.id, siteId: site.siteId, siteName: site.siteName, night };
    }
  }
  throw new Error('The demo host has no instant site with an open night');
}

test('A guest adds a certified motorhome, an administrator approves it, and the host of its stay sees the badge', async ({
  page,
  browser,
  baseURL,
  signUp,
  signIn,
}) => {
  test.setTimeout(180_000);
  const { email, password } = await signUp({ what: 'motorhome' });
  const guestId = await signIn(email, password);
  const plate = `MH${randomUUID().replace(/\D/g, '').slice(0, 4)}`;
  const expiry = addDays(todayInAuckland(), 500);

  // The guest adds the motorhome on the account's Vehicles tab, with its green warrant and a photo.
  await page.goto('/account?tab=vehicles');
  await expect(page.getByRole('heading', { level: 2, name: 'My vehicles' })).toBeVisible();
  await expect(page.getByText('You have no vehicles yet.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Add a vehicle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a vehicle' });
  await dialog.getByRole('combobox', { name: 'Type' }).selectOption('motorhome');
  await dialog.getByRole('textbox', { name: 'Length (metres)' }).fill('7.4');
  await dialog.getByRole('textbox', { name: 'Registration' }).fill(plate.toLowerCase());
  await dialog.getByRole('checkbox', { name: 'Certified self-contained' }).check();
  await dialog.getByRole('combobox', { name: 'Certificate' }).selectOption('green');
  await dialog.getByLabel('Expiry date').fill(expiry);
  await dialog.getByRole('textbox', { name: 'Certificate number' }).fill('SC-77001');
  await dialog.locator('input[type="file"]').setInputFiles(await pngFile('warrant.png', '#1b6b3a', 200, 130));
  await expect(
    dialog.getByRole('img', { name: `Photo of the certificate of ${plate.toLowerCase()}` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save vehicle' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('vehicle').filter({ hasText: plate });
  await expect(card).toContainText('Motorhome · 7.4 m');
  await expect(card.getByTestId('certificate-status')).toHaveText('Certificate waiting for review');
  await expectNoAxeViolations(page);

  // An administrator compares the photo with the typed fields and approves it.
  const admin = await signedInBrowser(browser, baseURL!, 'admin@stopover.test');
  await admin.page.goto('/admin/certificates');
  const item = admin.page.getByTestId('certificate').filter({ hasText: plate });
  await expect(item.getByRole('img', { name: `Photo of the certificate of ${plate}` })).toBeVisible();
  await expect(item).toContainText('Green warrant');
  await expect(item).toContainText('SC-77001');
  await expect(item).toContainText(formatDisplayDate(expiry));
  await expectNoAxeViolations(admin.page);
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.page.getByText('Certificate approved')).toBeVisible();
  await expect(item).toHaveCount(0);

  // The guest sees it verified.
  await page.reload();
  await expect(card.getByTestId('certificate-status')).toHaveText('Certificate verified');
  await expect(card.getByTestId('certified-badge')).toContainText('Certified self-contained');

  // The guest books a night with the demo host: the booking dialog preselects the motorhome.
  const host = await signedInBrowser(browser, baseURL!, 'host@stopover.test');
  const target = await instantNightOf(host.page.request, host.id, 12);
  const [motorhome] = (await (await page.request.get(`/v1/users/${guestId}/vehicles`)).json()).items;
  const details = await page.request.put(`/v1/users/${guestId}`, {
    data: { names: { firstName: 'Mere', lastName: 'Motorhome' }, contact: { phone: '+64 21 555 0199' } },
  });
  expect(details.status(), await details.text()).toBe(200);
  await saveTestCard(page.request, guestId);
  await page.goto(`/locations/${target.locationId}`);
  await page.getByRole('tab', { name: 'Book Now' }).click();
  const day = `${weekdayOf(target.night.date).slice(0, 3)} ${formatDisplayDate(target.night.date)}`;
  await page
    .getByRole('button', {
      name: `${day}, ${target.siteName}, ${formatCents(target.night.price)} per motorhome, available`,
      exact: true,
    })
    .click();
  await expectNoAxeViolations(page);
  await page.getByRole('region', { name: 'Your stay' }).getByRole('button', { name: 'Book Now' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your booking' });
  await expect(confirm.getByRole('combobox', { name: 'Your vehicle' })).toHaveValue(motorhome.id);
  await expect(confirm.getByRole('textbox', { name: 'Vehicle registration' })).toHaveCount(0);
  await expect(confirm.getByRole('link', { name: 'Add a vehicle to your account' })).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText("You're all booked.")).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/bookings$/);
  await expectNoAxeViolations(page);

  // The host sees the vehicle and its badge on that night in Guest Bookings.
  await host.page.goto(`/hosting/bookings`);
  const row = host.page
    .getByTestId('guest-booking')
    .filter({ hasText: formatDisplayDate(target.night.date) })
    .filter({ hasText: plate })
    .first();
  await expect(row.getByTestId('stay-vehicle')).toContainText(`Motorhome · 7.4 m · ${plate}`);
  await expect(row.getByTestId('certified-badge')).toContainText('Certified self-contained');
  await expect(row.getByTestId('certified-badge')).toContainText(
    `Green warrant, expires ${formatDisplayDate(expiry)}`,
  );
  await expectNoAxeViolations(host.page);
});
