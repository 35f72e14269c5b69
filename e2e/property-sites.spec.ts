import type { Locator, Page } from '@playwright/test';
import { addDays, eachDate, formatDisplayDate, sundayOnOrBefore, todayInAuckland } from '../src/domain/dates';
import { expect, expectNoAxeViolations, test } from './fixtures';

// A host manages a property's sites (spec sections 2 "Hosting routes", 4 "Site status" and 5
// "Availability rule dialog"): a Date Range rule closes a site for next week, the preview beside the
// site shows it at once, and after Update the location page's calendar shows those nights
// unavailable; removing a saved site asks first, and once saved the site leaves the guest's calendar.

type Night = { date: string; state: string; price: number };
type SiteNights = { siteId: number; siteName: string; nights: Night[] };
type PropertyRow = { id: number; name: string; status: string; siteCount: number };

const today = todayInAuckland();
/** Next week: Sunday to Saturday (the guest calendar's picked start snaps back to that Sunday). */
const nextSunday = addDays(sundayOnOrBefore(today), 7);
const nextWeek = eachDate(nextSunday, addDays(nextSunday, 6));

/** One of the demo host's listed properties that the other journeys do not book on, and its sites' next week. */
async function pickProperty(page: Page, hostId: string) {
  const res = await page.request.get(`/v1/users/${hostId}/properties`);
  expect(res.status(), await res.text()).toBe(200);
  const items: PropertyRow[] = (await res.json()).items;
  // The demo bookings are on the host's first two properties (src/server/db/seed/demo.ts): leave them be.
  const listed = items.filter((p) => p.status === 'active' && p.siteCount > 0).sort((a, b) => a.id - b.id);
  const property = listed[2] ?? listed.at(-1)!;
  const availability = await page.request.get(
    `/v1/locations/${property.id}/availability?from=${nextWeek[0]}&to=${nextWeek.at(-1)}`,
  );
  const { sites }: { sites: SiteNights[] } = await availability.json();
  // A site with a night open next week, so closing it changes what guests see.
  const site = sites.find((s) => s.nights.some((n) => n.state === 'available'));
  expect(site, 'a site of the property open on some night next week').toBeTruthy();
  return { property, site: site! };
}

/** A site's card in the property form. */
const siteCard = (page: Page, name: string): Locator =>
  page.locator('[data-site-key]').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

async function update(page: Page) {
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Property Updated')).toBeVisible();
}

/** The location page's Book Now calendar, from the start date picked in its date picker. */
async function openGuestCalendar(page: Page, locationId: number, start: string) {
  await page.goto(`/locations/${locationId}`);
  await page.getByRole('tab', { name: 'Book Now' }).click();
  await page.getByRole('button', { name: 'Start date' }).click();
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  const label = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  // Next week may be in next month.
  if (Number(today.slice(5, 7)) !== month) await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: label, exact: true }).click();
  // A start after today snaps back to its week's Sunday (spec section 9).
  await expect(page.getByText(/^Showing /)).toContainText(
    `Showing ${formatDisplayDate(sundayOnOrBefore(start))}`,
  );
}

test('A host closes a site for next week and the location page’s calendar shows those nights unavailable', async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000);
  const hostId = await signIn('host@stopover.test');
  const { property, site } = await pickProperty(page, hostId);

  await page.goto(`/hosting/locations/${property.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Sites' })).toBeVisible();
  const card = siteCard(page, site.siteName);
  const preview = card.getByTestId('calendar-preview');
  await expect(preview.locator('[data-date]')).toHaveCount(28);
  await expectNoAxeViolations(page);

  // The rule dialog: a Date Range over next week, unavailable.
  await card.getByRole('button', { name: 'Add a rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an availability rule' });
  await expect(dialog.getByRole('textbox', { name: 'From', exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save rule' }).click();
  await expect(dialog.getByText('Required')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Date Range' }).check();
  // The range starts at today and a month later; from after to is refused with the spec's message.
  await expect(dialog.getByRole('textbox', { name: 'From', exact: true })).toHaveValue(today);
  await dialog.getByRole('textbox', { name: 'From', exact: true }).fill(nextWeek.at(-1)!);
  await dialog.getByRole('textbox', { name: 'To', exact: true }).fill(nextWeek[0]!);
  await dialog.getByRole('button', { name: 'Save rule' }).click();
  await expect(dialog.getByText('Invalid from and/or to date(s).')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'From', exact: true }).fill(nextWeek[0]!);
  await dialog.getByRole('textbox', { name: 'To', exact: true }).fill(nextWeek.at(-1)!);
  await dialog.getByRole('radio', { name: 'Unavailable' }).check();
  await dialog.getByLabel('Description').fill('Shearing week');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Save rule' }).click();
  await expect(dialog).toBeHidden();
  // Focus returns to the button that opened the dialog.
  await expect(card.getByRole('button', { name: 'Add a rule' })).toBeFocused();

  const summary = `Date Range: ${formatDisplayDate(nextWeek[0]!)} to ${formatDisplayDate(nextWeek.at(-1)!)}`;
  await expect(card.getByText(summary)).toBeVisible();
  // The preview shows it at once, before saving.
  for (const date of nextWeek) {
    await expect(preview.locator(`[data-date="${date}"]`)).toHaveAttribute('data-state', 'unavailable');
  }

  await update(page);
  await expect(siteCard(page, site.siteName).getByText(summary)).toBeVisible();

  await openGuestCalendar(page, property.id, nextWeek[3]!);
  const nights = page.locator(`ol[data-site-id="${site.siteId}"]`);
  for (const date of nextWeek) {
    await expect(nights.locator(`[data-date="${date}"]`)).toHaveAttribute('data-state', 'unavailable');
  }
  await expectNoAxeViolations(page);
});

test('Removing a saved site asks first, and once saved the site is gone from the guest’s calendar', async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000);
  const hostId = await signIn('host@stopover.test');
  const { property } = await pickProperty(page, hostId);
  const name = `Orchard bay ${Date.now() % 100_000}`;

  await page.goto(`/hosting/locations/${property.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Sites' })).toBeVisible();
  const sitesBefore = await page.locator('[data-site-key]').count();

  // A site never saved goes at once, without a question.
  await page.getByRole('button', { name: 'Add a site' }).click();
  await expect(page.locator('[data-site-key]')).toHaveCount(sitesBefore + 1);
  await expect(page.getByLabel('Site name').last()).toBeFocused();
  await siteCard(page, 'New site').getByRole('button', { name: 'Remove site' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('[data-site-key]')).toHaveCount(sitesBefore);

  // A new site, saved.
  await page.getByRole('button', { name: 'Add a site' }).click();
  await page.getByLabel('Site name').last().fill(name);
  const card = siteCard(page, name);
  await expect(card.getByLabel('Price a night ($)')).toHaveValue('20');
  await card.getByLabel('Spaces').fill('3');
  await card.getByRole('checkbox', { name: 'Water' }).check();
  await expectNoAxeViolations(page);
  await update(page);

  await page.goto(`/locations/${property.id}`);
  await page.getByRole('tab', { name: 'Book Now' }).click();
  await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Removing it now asks first.
  await page.goto(`/hosting/locations/${property.id}`);
  const saved = siteCard(page, name);
  await saved.getByRole('button', { name: 'Remove site' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this site?' });
  await expect(confirm).toContainText(name);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Keep site' }).click();
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: 'Remove site' }).click();
  await confirm.getByRole('button', { name: 'Remove site' }).click();
  await expect(saved).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add a site' })).toBeFocused();
  await update(page);
  await expect(siteCard(page, name)).toHaveCount(0);

  await page.goto(`/locations/${property.id}`);
  await page.getByRole('tab', { name: 'Book Now' }).click();
  await expect(page.locator('ol[data-site-id]').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name, exact: true })).toHaveCount(0);
});
