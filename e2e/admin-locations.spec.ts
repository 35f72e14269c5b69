import { expect, expectNoAxeViolations, test } from './fixtures';
import { pngFile, type Town } from './hosting-steps';

// The admin Locations area and Create Non-Product listing (issue 11, spec sections 2, 6 and 8): the
// demo admin finds a listed property, unlists it from /admin/locations and it leaves the map search
// (its page says it is unlisted), then lists it again; the admin puts a freedom campsite on the map
// from /admin/createcommercial; the narrower addpropertiesonly_administrator sees only its two admin
// bar items and none of the other screens; a guest is told they are not an admin.

const ADMIN = 'admin@stopover.test';
const LISTER = 'lister@stopover.test';
const GUEST = 'guest@stopover.test';
const HOST = 'host@stopover.test';
const NOT_AN_ADMIN = 'Sorry you are not an admin.';

const RAGLAN: Town = {
  query: 'Ragl',
  option: 'Raglan, Waikato',
  city: 'Raglan',
  latitude: -37.8,
  longitude: 174.88333,
};
const TAKAKA: Town = {
  query: 'Takak',
  option: 'Tākaka, Tasman District',
  city: 'Tākaka',
  latitude: -40.85,
  longitude: 172.8,
};

const unique = (what: string) => `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('The demo admin unlists a property from /admin/locations: it leaves the map search and its page says so', async ({
  page,
  signIn,
}) => {
  // A listed property of the demo host's, made through the API as the property form would.
  await signIn(HOST);
  const photo = await pngFile('cover.png', '#3a7d44');
  const uploaded = await page.request.post('/v1/images', { multipart: { files: photo } });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const [image] = (await uploaded.json()) as { id: string }[];
  const name = unique('Unlist Me Farm');
  const created = await page.request.post('/v1/locations', {
    data: {
      name,
      description: 'A quiet paddock above the harbour.',
      propertyType: 'Farm',
      address: { address: '5 Wainui Road, Raglan', city: 'Raglan' },
      latitude: RAGLAN.latitude,
      longitude: RAGLAN.longitude,
      images: [{ id: image!.id }],
      propertyInformation: { sites: [{ name: 'Top paddock', spaces: 2, price: 2500 }] },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await signIn(ADMIN);

  // From the admin bar to the table, then a search by name.
  await page.goto('/admin');
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Locations' }).click();
  await expect(page).toHaveURL(/\/admin\/locations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  await expect(page.getByTestId('admin-location-row').first()).toBeVisible();
  await expectNoAxeViolations(page);

  const search = page.getByRole('search', { name: 'Search locations' });
  await search.getByLabel('Search').fill(name);
  await search.getByLabel('Status').selectOption({ label: 'ACTIVE' });
  await search.getByRole('button', { name: 'Search' }).click();
  const row = page.getByTestId('admin-location-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('admin-location-row')).toHaveCount(1);
  await expect(row).toContainText('Listed');
  await expect(row).toContainText('Property');
  await expect(row).toContainText(HOST);

  await row.getByRole('button', { name: `Unlist ${name}` }).click();
  // Searching ACTIVE only, the unlisted property leaves the table; searching all shows it unlisted.
  await expect(page.getByTestId('admin-location-row')).toHaveCount(0);
  await search.getByLabel('Status').selectOption({ label: 'All' });
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(row).toContainText('Unlisted');
  await expect(row.getByRole('button', { name: `List ${name}` })).toBeVisible();
  await expectNoAxeViolations(page);

  // It is gone from the map search near its town...
  await page.goto(`/locations?c=${RAGLAN.latitude},${RAGLAN.longitude}`);
  await expect(page.getByTestId('location-card').first()).toBeVisible();
  await expect(page.getByTestId('location-card').filter({ hasText: name })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // ...and its page says it is unlisted.
  await page.goto(`/locations/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'This property is unlisted' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The location's admin pages: the side menu, the host, and the trail of what was done.
  await page.goto(`/admin/locations/${id}/host`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Location sections' });
  await expect(menu.getByRole('link')).toHaveText(['Details', 'Bookings', 'Host']);
  await expect(page.getByTestId('location-host')).toContainText(HOST);
  await expect(page.getByRole('link', { name: 'Open the host’s user page' })).toBeVisible();
  await expect(page.getByRole('table').filter({ hasText: 'Unlisted the property' })).toBeVisible();
  await expectNoAxeViolations(page);
  await menu.getByRole('link', { name: 'Bookings' }).click();
  await expect(page.getByText('Nobody has booked a night here yet.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Listed again from the table: it is back in search.
  await page.goto('/admin/locations');
  await search.getByLabel('Search').fill(name);
  await search.getByRole('button', { name: 'Search' }).click();
  await row.getByRole('button', { name: `List ${name}` }).click();
  await expect(row).toContainText('Listed');
  await page.goto(`/locations?c=${RAGLAN.latitude},${RAGLAN.longitude}`);
  await expect(page.getByTestId('location-card').filter({ hasText: name })).toHaveCount(1);
});

test('The demo admin creates a freedom campsite at /admin/createcommercial and finds it on the map with its type', async ({
  page,
  signIn,
}) => {
  await signIn(ADMIN);
  await page.goto('/admin');
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Create Non-Product listing' })
    .click();
  await expect(page).toHaveURL(/\/admin\/createcommercial$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Non-Product listing' })).toBeVisible();
  await expectNoAxeViolations(page);

  const form = page.getByRole('form', { name: 'Non-product listing' });
  // An empty form: the rules' messages, nothing sent.
  await form.getByRole('button', { name: 'Create listing' }).click();
  await expect(form.getByText('Please choose Commercial campsite or Freedom campsite.')).toBeVisible();
  await expect(form.getByText('Property name is Required')).toBeVisible();

  const name = unique('Riverside Reserve');
  await form.getByLabel('Type').selectOption({ label: 'Freedom campsite' });
  await form.getByLabel('Name').fill(name);
  await form
    .getByLabel('Description')
    .fill('A gravel area by the river with a long drop. Self-contained vehicles only.');
  const address = form.getByRole('combobox', { name: /^Address/ });
  await address.fill(TAKAKA.query);
  await page.getByRole('option', { name: TAKAKA.option }).click();
  await expect(address).toHaveValue(TAKAKA.option);
  await expect(page.getByTestId('pin-coordinates')).toHaveText(
    `Pin at latitude ${TAKAKA.latitude.toFixed(5)}, longitude ${TAKAKA.longitude.toFixed(5)}`,
  );
  await form.getByLabel('Website').fill('https://example.com/riverside');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Create listing' }).click();

  // Its page: the type, and no booking.
  await expect(page).toHaveURL(/\/locations\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('location-type')).toHaveText('Freedom campsite');
  await page.getByRole('tab', { name: 'Book Now' }).click();
  await expect(page.getByTestId('not-bookable')).toContainText('Not booked through Stopover');
  await expect(page.getByRole('button', { name: /book/i })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // On the map near the town, with its type.
  await page.goto(`/locations?c=${TAKAKA.latitude},${TAKAKA.longitude}`);
  await expect(page.getByTestId('location-card').filter({ hasText: name })).toBeVisible();
  await expect(page.getByRole('button', { name: `${name}, Freedom campsite` })).toBeVisible();
  await expectNoAxeViolations(page);

  // The table finds it by type, with nobody hosting it, and its trail says who created it.
  await page.goto('/admin/locations');
  const search = page.getByRole('search', { name: 'Search locations' });
  await search.getByLabel('Search').fill(name);
  await search.getByLabel('Type').selectOption({ label: 'Freedom campsite' });
  await search.getByRole('button', { name: 'Search' }).click();
  const row = page.getByTestId('admin-location-row').filter({ hasText: name });
  await expect(row).toContainText('Freedom campsite');
  await expect(row).toContainText('None');
  await expectNoAxeViolations(page);
  await row.getByRole('link', { name }).click();
  // Details: a campsite has no sites, so it is edited with its own form, which starts from what is saved.
  await expect(page).toHaveURL(new RegExp(`/admin/locations/${id}/details$`));
  const details = page.getByRole('form', { name: 'Non-product listing' });
  await expect(details.getByLabel('Name')).toHaveValue(name);
  await expect(details.getByRole('combobox', { name: /^Address/ })).toHaveValue(TAKAKA.option);
  await expectNoAxeViolations(page);
  const renamed = `${name} Domain`;
  await details.getByLabel('Type').selectOption({ label: 'Commercial campsite' });
  await details.getByLabel('Name').fill(renamed);
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Property Updated')).toBeVisible();
  await expect(page.getByRole('table').filter({ hasText: 'Edited the property' })).toBeVisible();
  await page.goto(`/locations/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByTestId('location-type')).toHaveText('Commercial campsite');
  await page.goto(`/admin/locations/${id}/host`);
  await expect(page.getByText('Nobody hosts this listing')).toBeVisible();
  await expect(page.getByRole('table').filter({ hasText: 'Created the listing' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('An addpropertiesonly_administrator sees only Locations and Create Non-Product listing, and no other admin screen', async ({
  page,
  signIn,
}) => {
  await signIn(LISTER);
  await page.goto('/admin');
  const bar = page.getByRole('navigation', { name: 'Admin', exact: true });
  await expect(bar.getByRole('link')).toHaveText(['Locations', 'Create Non-Product listing']);
  await expectNoAxeViolations(page);

  for (const path of ['/admin/users', '/admin/tags', '/admin/dataimport']) {
    await page.goto(path);
    await expect(page.getByText(NOT_AN_ADMIN)).toBeVisible();
    await expectNoAxeViolations(page);
  }

  await bar.getByRole('link', { name: 'Locations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  const first = page.getByTestId('admin-location-row').first();
  await expect(first).toBeVisible();
  await expectNoAxeViolations(page);
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/locations\/\d+\/details$/);
  // Bookings are not theirs to read: no Bookings section, and the host without a link to user pages.
  const menu = page.getByRole('navigation', { name: 'Location sections' });
  await expect(menu.getByRole('link')).toHaveText(['Details', 'Host']);
  await expectNoAxeViolations(page);
  await menu.getByRole('link', { name: 'Host' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Host' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the host’s user page' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('A guest visiting /admin is told they are not an admin', async ({ page, signIn }) => {
  await signIn(GUEST);
  await page.goto('/admin');
  await expect(page.getByText(NOT_AN_ADMIN)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto('/admin/locations');
  await expect(page.getByText(NOT_AN_ADMIN)).toBeVisible();
  await expectNoAxeViolations(page);
});
