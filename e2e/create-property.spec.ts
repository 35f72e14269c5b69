import { expect, expectNoAxeViolations, test } from './fixtures';
import {
  addPhotos,
  expectSavedProperty,
  fillPropertyDetails,
  fillSite,
  fillSites,
  findOnSearchNear,
  openFromSearch,
  photoItems,
  pickAddress,
  pinText,
  pngFile,
  siteCard,
  submitNewProperty,
  type NewProperty,
  type Town,
} from './hosting-steps';

// The property form (spec sections 2 and 5, issue 9): a demo host (a valid payout account) lists a
// property at an address picked from the suggestions, moves the pin to the gate, gives it two sites
// and two photos, and then finds it in search near its town at the price of its cheaper site; an
// empty form answers the spec's messages; a person who is not a host is sent to Become a Host.

const HOST = 'host@stopover.test';
const TOWN: Town = {
  query: 'Ragl',
  option: 'Raglan, Waikato',
  city: 'Raglan',
  latitude: -37.8,
  longitude: 174.88333,
};

test('A host lists a property with an address from the suggestions, two sites and two photos, and finds it near its town', async ({
  page,
  signIn,
}) => {
  const property: NewProperty = {
    name: `Te Uku Paddocks ${Date.now()}`,
    town: TOWN,
    propertyType: 'Farm',
    notice: "I would like one (1) day's notice",
    cancellationPolicy: 'Flexible',
    description: 'Rolling farmland above the harbour, with sheep and sunsets.',
    directions: 'Second gate past the woolshed.',
    website: 'https://teuku.example.nz',
    sites: [
      { name: 'Top paddock', spaces: '3', price: '25', features: ['Toilet'] },
      { name: 'Orchard', spaces: '2', price: '18' },
    ],
    photos: [
      { name: 'paddock.png', colour: '#35935a' },
      { name: 'orchard.png', colour: '#c4862c' },
    ],
  };
  await signIn(HOST);
  await page.goto('/create-a-property');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Property' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The address comes from the suggestions (New Zealand only); then the pin is on the map.
  await expect(page.getByText('Pick an address to place the pin on the map.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Postcode/ })).toHaveValue('1010');
  await expect(page.getByRole('textbox', { name: /^Town or city/ })).toHaveValue('Auckland');
  await pickAddress(page, TOWN);
  const coordinates = page.getByTestId('pin-coordinates');
  const atTown = pinText(TOWN.latitude, TOWN.longitude);

  // Moved to the gate with the keyboard: the pin itself with the arrow keys, then the buttons.
  const pin = page.getByRole('button', { name: 'Property pin: use the arrow keys to move it' });
  await pin.focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(coordinates).not.toHaveText(atTown);
  await expect(pin).toBeFocused();
  const afterKeys = await coordinates.textContent();
  await page.getByRole('button', { name: 'Move pin east' }).click();
  await expect(coordinates).not.toHaveText(afterKeys!);
  await page.getByRole('button', { name: 'Move pin west' }).click();
  await expect(coordinates).toHaveText(afterKeys!);

  await fillPropertyDetails(page, property);
  // The Tags panel is for administrators only.
  await expect(page.getByRole('group', { name: /^Tags/ })).toHaveCount(0);

  // Two sites: the first is there to fill in, the second added.
  await fillSites(page, property.sites);

  // Two photos, picked at once; each is uploaded on its own.
  await addPhotos(page, property.photos);
  // The second becomes the cover; the focus stays on the photo moved.
  const photos = photoItems(page);
  const secondUrl = await photos.nth(1).getByRole('img').getAttribute('src');
  await page.getByRole('button', { name: 'Move photo 2 earlier' }).click();
  await expect(photos.first().getByRole('img')).toHaveAttribute('src', secondUrl!);
  await expect(page.getByRole('button', { name: 'Move photo 1 later' })).toBeFocused();
  await expectNoAxeViolations(page);

  const id = await submitNewProperty(page);

  // The editor shows what was saved: the pin where it was put, the cover first, both sites.
  await expect(page.getByTestId('pin-coordinates')).toHaveText(afterKeys!);
  await expect(page.getByRole('radio', { name: /^Flexible/ })).toBeChecked();
  await expectSavedProperty(page, property);

  // Campers find it near Raglan, at its cheaper site's price.
  const card = await findOnSearchNear(page, TOWN, property.name, '$18');
  await openFromSearch(card, id, property.name);
});

test('An empty property form answers the spec’s messages, the first wrong field focused', async ({
  page,
  signIn,
}) => {
  await signIn(HOST);
  await page.goto('/create-a-property');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Property' })).toBeVisible();

  await page.getByRole('button', { name: 'Create Property' }).click();
  await expect(page.getByTestId('form-invalid')).toBeVisible();
  for (const message of [
    'Property address is Required',
    'Please select a property type',
    'Property description is Required',
    'Property name is Required',
    'Site name is Required',
    'There must be at least one image',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('combobox', { name: /^Property address/ })).toBeFocused();
  await expectNoAxeViolations(page);

  // An address typed but not picked has no position.
  await page.getByRole('combobox', { name: /^Property address/ }).fill('12 Nowhere Road');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Create Property' }).click();
  await expect(
    page.getByText('Please select an address from the options provided in the dropdown', { exact: true }),
  ).toBeVisible();

  // A site outside the limits, and no site at all.
  await fillSite(siteCard(page, 0), 'Big paddock', '1501', '9');
  await page.getByRole('button', { name: 'Create Property' }).click();
  await expect(page.getByText('You cannot have more than 1500 spaces', { exact: true })).toBeVisible();
  await expect(page.getByText('You cannot charge less than $10 a night', { exact: true })).toBeVisible();
  await siteCard(page, 0).getByRole('button', { name: 'Remove site' }).click();
  await page.getByRole('button', { name: 'Create Property' }).click();
  await expect(page.getByText('At least one site must be listed', { exact: true })).toBeVisible();

  // A file that is not a picture is refused with the server's message; a photo dropped on the form is
  // uploaded; a photo is deleted after a confirmation.
  await page
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') }]);
  await expect(page.getByText(/^notes\.txt was not uploaded: .*jpg, png or gif/)).toBeVisible();
  const gate = await pngFile('gate.png', '#3a6ea5');
  const dropped = await page.evaluateHandle((base64) => {
    const data = new DataTransfer();
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    data.items.add(new File([bytes], 'gate.png', { type: 'image/png' }));
    return data;
  }, gate.buffer.toString('base64'));
  await page.getByTestId('photo-drop-zone').dispatchEvent('drop', { dataTransfer: dropped });
  const photos = photoItems(page);
  await expect(photos).toHaveCount(1);
  await expect(page.getByText('There must be at least one image', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete photo 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this photo?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Delete photo' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(photos).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Choose photos' })).toBeFocused();
});

test('A host’s save over someone else’s later save is refused, and Reload shows theirs', async ({
  page,
  signIn,
}) => {
  const hostId = await signIn(HOST);
  const mine = (await (await page.request.get(`/v1/users/${hostId}/properties`)).json()).items as {
    id: number;
  }[];
  const id = mine[0]!.id;
  await page.goto(`/hosting/locations/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Property' })).toBeVisible();
  const nameField = page.getByRole('textbox', { name: /^Property name/ });
  await expect(nameField).not.toHaveValue('');
  await expectNoAxeViolations(page);

  // Meanwhile the property is saved elsewhere (another tab): its version goes up.
  const saved = await (await page.request.get(`/v1/locations/${id}`)).json();
  const theirs = `${saved.name} (renamed elsewhere)`;
  const elsewhere = await page.request.put(`/v1/locations/${id}`, {
    data: {
      name: theirs,
      description: saved.description,
      type: saved.type,
      propertyType: saved.propertyType,
      address: {
        address: saved.address.address,
        postcode: saved.address.postcode,
        city: saved.address.city,
        region: saved.region,
        country: 'nz',
      },
      latitude: saved.address.latitude,
      longitude: saved.address.longitude,
      tags: saved.ownTags,
      images: saved.images,
      website: saved.website,
      directions: saved.directions,
      cancellationPolicy: saved.cancellationPolicy,
      propertyInformation: {
        noticePeriod: saved.propertyInformation.noticePeriod,
        sites: saved.propertyInformation.sites.map((site: { [key: string]: unknown }) => ({
          id: site.id,
          name: site.name,
          spaces: site.spaces,
          price: site.price,
          tags: site.tags,
          directions: site.directions,
        })),
      },
      version: saved.version,
    },
  });
  expect(elsewhere.status(), await elsewhere.text()).toBe(200);

  // This tab's save does not overwrite it: it says so and offers to reload, keeping what was typed.
  await nameField.fill('My own new name');
  await page.getByRole('button', { name: 'Update' }).click();
  const stale = page.getByTestId('stale-edit');
  await expect(stale).toContainText('Someone else saved this property after you opened it.');
  await expect(nameField).toHaveValue('My own new name');
  await expectNoAxeViolations(page);
  await stale.getByRole('button', { name: 'Reload' }).click();
  await expect(nameField).toHaveValue(theirs);
  await expect(stale).toHaveCount(0);

  // Saved again from what is saved now: accepted.
  await nameField.fill(`${theirs}!`);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Property Updated', { exact: true })).toBeVisible();
  await expect(nameField).toHaveValue(`${theirs}!`);
});

test('An administrator edits another host’s property and gives it tags from the Tags panel', async ({
  page,
  signIn,
  request,
}) => {
  const hostId = await signIn(HOST);
  const theirs = (await (await page.request.get(`/v1/users/${hostId}/properties`)).json()).items as {
    id: number;
  }[];
  const id = theirs[theirs.length - 1]!.id;
  // Signing in again replaces the host's session with the administrator's.
  await signIn('admin@stopover.test');

  await page.goto(`/hosting/locations/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Property' })).toBeVisible();
  const tags = page.getByRole('group', { name: /^Tags/ });
  await expect(tags).toBeVisible();
  // Site features are chosen per site, never on the property.
  await expect(tags.getByRole('checkbox', { name: 'Toilet' })).toHaveCount(0);
  await tags.getByRole('checkbox', { name: 'Featured' }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Property Updated', { exact: true })).toBeVisible();

  const featured = (
    (await (await request.get('/v1/tags')).json()).items as { id: number; name: string }[]
  ).find((tag) => tag.name === 'Featured')!;
  const saved = await (await page.request.get(`/v1/locations/${id}`)).json();
  expect(saved.ownTags).toContain(featured.id);
  expect(saved.host.id).toBe(hostId);
});

test('A signed-in person who is not a host is sent to Become a Host instead of the form', async ({
  page,
  signUp,
}) => {
  await signUp({ what: 'not-host' });
  await page.goto('/create-a-property');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Property' })).toBeVisible();
  const notice = page.getByTestId('need-payout-account');
  await expect(notice).toContainText('Please set up your payout account before listing a property');
  await expect(notice.getByRole('link', { name: 'Become a Host' })).toHaveAttribute('href', '/become-a-host');
  await expect(page.getByRole('form', { name: 'Property details' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
