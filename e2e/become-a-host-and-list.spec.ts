import type { Page } from '@playwright/test';
import { addDays, eachDate, formatDisplayDate, todayInAuckland, weekdayOf } from '../src/domain/dates';
import { expect, expectNoAxeViolations, test } from './fixtures';
import {
  becomeHost,
  fillAndCreateProperty,
  findOnSearchNear,
  openFromSearch,
  startCreatingProperty,
  type NewProperty,
  type Town,
} from './hosting-steps';

// Issue 9's first journey, end to end: a brand-new person becomes a host through the five steps of
// Become a Host, lists a property with two sites and two photos from step 5, and campers then find
// it in search near its town at its cheaper site's price, and on its page both sites' nights at
// their own prices: open from tomorrow, as its one day's notice asks, and never today.

const TOWN: Town = {
  query: 'Takak',
  option: 'Tākaka, Tasman District',
  city: 'Tākaka',
  latitude: -40.85,
  longitude: 172.8,
};

/** A night's name as a screen reader gives it: "Tue 24/11/2026". */
const day = (date: string) => `${weekdayOf(date).slice(0, 3)} ${formatDisplayDate(date)}`;

/** One site's 28 nights on the location page's calendar, from today. */
async function expectSiteNights(page: Page, site: string, price: string, nights: string[]) {
  const list = page.getByRole('list', { name: `Nights at ${site}`, exact: true });
  await expect(list.locator('[data-date]')).toHaveCount(nights.length);
  const [today, ...ahead] = nights as [string, ...string[]];
  // Today is inside the notice period.
  await expect(list.locator(`[data-date="${today}"]`)).toHaveAttribute('data-state', 'unavailable');
  await expect(
    list.getByRole('listitem', { name: `${day(today)}, ${site}, unavailable`, exact: true }),
  ).toBeVisible();
  // Every night after it is open at the site's price.
  for (const date of ahead) {
    await expect(list.locator(`[data-date="${date}"]`)).toHaveAttribute('data-state', 'available');
  }
  await expect(
    list.getByRole('button', {
      name: `${day(ahead[0]!)}, ${site}, ${price} per motorhome, available`,
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    list.getByRole('button', { name: new RegExp(`, ${site}, \\${price} per motorhome, available$`) }),
  ).toHaveCount(ahead.length);
}

test('A new person becomes a host through the five steps, lists a property with two sites and two photos, and campers find it near its town with its prices and nights', async ({
  page,
  signUp,
}) => {
  test.setTimeout(180_000);
  await signUp({ what: 'host-and-list' });

  // Become a Host: details, profile image, bank account, the provider's verification, step 5.
  await becomeHost(page, { firstName: 'Aroha', lastName: 'Ngata', phone: '+64 27 555 0123' });
  await startCreatingProperty(page);

  const property: NewProperty = {
    name: `Golden Bay Orchard Stay ${Date.now()}`,
    town: TOWN,
    propertyType: 'Rural home',
    notice: "I would like one (1) day's notice",
    cancellationPolicy: 'Flexible',
    description: 'Flat grass between the apple trees, ten minutes from the beach.',
    directions: 'The red gate after the fruit stall.',
    sites: [
      { name: 'Apple row', spaces: '3', price: '25', features: ['Toilet'] },
      { name: 'Creek corner', spaces: '2', price: '18' },
    ],
    photos: [
      { name: 'apple-row.png', colour: '#4f7a28' },
      { name: 'creek.png', colour: '#2c6e8a' },
    ],
  };
  const id = await fillAndCreateProperty(page, property);

  // Campers find it near Takaka, from its cheaper site's price.
  const card = await findOnSearchNear(page, TOWN, property.name, '$18');
  await openFromSearch(card, id, property.name);

  // Its calendar: both sites, 28 nights from today, each at its own price.
  await page.getByRole('tab', { name: 'Book Now' }).click();
  const today = todayInAuckland();
  const nights = eachDate(today, addDays(today, 27));
  await expect(page.getByText(/^Showing /)).toContainText(
    `Showing ${formatDisplayDate(today)} to ${formatDisplayDate(nights.at(-1)!)}`,
  );
  await expect(page.getByRole('heading', { level: 3, name: 'Apple row', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Creek corner', exact: true })).toBeVisible();
  await expect(page.locator('ol[data-site-id]')).toHaveCount(2);
  await expectSiteNights(page, 'Apple row', '$25', nights);
  await expectSiteNights(page, 'Creek corner', '$18', nights);
  await expectNoAxeViolations(page);
});
