import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

// Where a stay is exactly (decision 012): the API sends the street address and directions only to the
// stay's host, admins and guests booked there. Everyone else sees the town and a circle on the map,
// and is told the address comes with a booking.

const PROMISE = 'the exact address is shared when you book';

type Detail = {
  id: number;
  name: string;
  address: { address: string; postcode: string | null } | null;
  directions: string | null;
  host: { id: string } | null;
};

/** The listed stays' details, as the given session (or a visitor) receives them. */
async function listedDetails(request: APIRequestContext): Promise<Detail[]> {
  const all: { id: number }[] = (await (await request.get('/v1/locations?limit=200')).json()).items;
  const details: Detail[] = [];
  for (const { id } of all) {
    const res = await request.get(`/v1/locations/${id}`);
    expect(res.ok(), `GET /v1/locations/${id}`).toBe(true);
    details.push(await res.json());
  }
  return details;
}

test('A visitor sees the town but not the street address of a stay', async ({ page, request }) => {
  const details = await listedDetails(request);
  // The API keeps the address back from visitors, for every stay.
  expect(details.length).toBeGreaterThan(0);
  expect(details.filter((d) => d.address !== null || d.directions !== null)).toEqual([]);
  const target = details[0]!;

  await page.goto(`/locations/${target.id}`);
  await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
  await page.getByRole('tab', { name: 'Location' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Location' });
  await expect(panel.getByText(PROMISE)).toBeVisible();
  await expect(panel.locator('.leaflet-container')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Directions' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('The demo host sees the street address of their own stay', async ({ page, signIn }) => {
  const hostId = await signIn('host@stopover.test');
  // Fetched with the host's session: their own stays come with the address.
  const own = (await listedDetails(page.request)).find((d) => d.host?.id === hostId && d.address !== null);
  expect(own, 'the demo host has a listed stay whose address they receive').toBeDefined();
  const { address } = own!;

  await page.goto(`/locations/${own!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: own!.name })).toBeVisible();
  await page.getByRole('tab', { name: 'Location' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Location' });
  await expect(panel.getByText(address!.address)).toBeVisible();
  // The map loads lazily: check the page once it is there, as a visitor would see it.
  await expect(panel.locator('.leaflet-container')).toBeVisible();
  await expect(page.getByText(PROMISE)).toHaveCount(0);
  if (own!.directions) {
    await expect(panel.getByRole('heading', { name: 'Directions' })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});
