import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoAxeViolations } from './fixtures';

// The steps of hosting that several journeys take (issue 9): the host onboarding wizard
// /become-a-host, the property form at /create-a-property, and finding the new property in search.
// Each step checks the page it leaves the browser on with axe, so that a journey built from them
// checks every page it opens. Journeys that look closer at a step call its pieces one by one and add
// their own checks in between.

/** A bank account number that passes the NZ checksum (ANZ, algorithm A: src/domain/nz-bank-account.test.ts). */
export const VALID_BANK_ACCOUNT = '010902006838900';

/** The person going through Become a Host. */
export type NewHost = { firstName: string; lastName: string; phone: string; bankAccount?: string };

export const fullName = (host: NewHost) => `${host.firstName} ${host.lastName}`;

/** A town of the geocoder's New Zealand places (src/server/adapters/geocoding/nz-places.json). */
export type Town = {
  /** What is typed in the address field. */
  query: string;
  /** The suggestion picked: "Town, Region". */
  option: string;
  /** The town the form fills in from the suggestion. */
  city: string;
  latitude: number;
  longitude: number;
};

export type NewSite = { name: string; spaces: string; price: string; features?: string[] };

export type NewProperty = {
  name: string;
  town: Town;
  /** One of section 9's property types, as the select offers it. */
  propertyType: string;
  /** The notice period's radio label (src/domain/constants.ts NOTICE_PERIODS). */
  notice: string;
  /** The cancellation policy's radio label starts with this. */
  cancellationPolicy: string;
  description: string;
  directions?: string;
  website?: string;
  sites: NewSite[];
  /** Photos by file name and colour; the first is the cover. */
  photos: { name: string; colour: string }[];
};

// ---- Become a Host -------------------------------------------------------------------------

/** Opens /become-a-host (signed in) at its first step. */
export async function openBecomeAHost(page: Page) {
  await page.goto('/become-a-host');
  await expect(page.getByRole('heading', { level: 1, name: 'Become a Host' })).toBeVisible();
  await expectStep(page, 1, 'Your details');
}

/** The wizard shows step `number` of 5 under its heading. */
export async function expectStep(page: Page, number: number, heading: string) {
  await expect(page.getByText(`Step ${number} of 5`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

export async function clickNext(page: Page) {
  await page.getByRole('button', { name: 'Next' }).click();
}

/** Step 1: fills in the names and the phone (Next is left to the journey). */
export async function fillDetails(page: Page, host: NewHost) {
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill(host.firstName);
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill(host.lastName);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(host.phone);
}

/** A small PNG of one colour, as a camera would give a photo (but tiny). */
export async function pngFile(name: string, colour: string, width = 80, height = 60) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Step 2 (reached with Next from step 1): the heading takes the focus; uploads a profile image. */
export async function addProfileImage(page: Page, host: NewHost) {
  const heading = page.getByRole('heading', { level: 2, name: 'Add a profile image' });
  await expect(heading).toBeFocused();
  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles(await pngFile('me.png', '#35935a', 64, 64));
  await expect(page.getByRole('img', { name: `Profile photo of ${fullName(host)}` })).toBeVisible();
  await expectNoAxeViolations(page);
}

/** Step 3: fills in the bank account (Save bank account is left to the journey). */
export async function fillBankAccount(page: Page, host: NewHost) {
  await page.getByRole('textbox', { name: 'Account name', exact: true }).fill(fullName(host));
  await page
    .getByRole('textbox', { name: 'Bank account number', exact: true })
    .fill(host.bankAccount ?? VALID_BANK_ACCOUNT);
}

export async function saveBankAccount(page: Page) {
  await page.getByRole('button', { name: 'Save bank account' }).click();
}

/** Step 4: the local payment provider's verification page, where saving the bank account leads. */
export async function expectVerificationPage(page: Page) {
  await expect(page).toHaveURL(/\/v1\/payments\/local\/account-links\//);
  await expect(page.getByRole('heading', { name: /Verify your payout account/ })).toBeVisible();
  await expectNoAxeViolations(page);
}

/** Completes verification on the provider's page: back in the wizard at step 5, a host now. */
export async function completeVerification(page: Page) {
  await page.getByRole('button', { name: 'Complete verification' }).click();
  await expect(page).toHaveURL(/\/become-a-host$/);
  await expectStep(page, 5, 'Create your first property');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Hosting' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
}

/** A signed-in person with no payout account goes through the five steps to step 5, Create Property. */
export async function becomeHost(page: Page, host: NewHost) {
  await openBecomeAHost(page);
  await fillDetails(page, host);
  await expectNoAxeViolations(page);
  await clickNext(page);
  await addProfileImage(page, host);
  await clickNext(page);
  await expectStep(page, 3, 'Your bank account');
  await fillBankAccount(page, host);
  await expectNoAxeViolations(page);
  await saveBankAccount(page);
  await expectVerificationPage(page);
  await completeVerification(page);
}

/** From step 5 of the wizard to the empty property form. */
export async function startCreatingProperty(page: Page) {
  await page.getByRole('link', { name: 'Create Property' }).click();
  await expect(page).toHaveURL(/\/create-a-property$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Property' })).toBeVisible();
  await expectNoAxeViolations(page);
}

// ---- The property form ---------------------------------------------------------------------

/** The sites editor's card of the site at `index` (in the order shown; each card names its site's key). */
export const siteCard = (page: Page, index: number): Locator =>
  page.getByRole('region', { name: 'Sites', exact: true }).locator('[data-site-key]').nth(index);

export async function fillSite(site: Locator, name: string, spaces: string, price: string) {
  await site.getByRole('textbox', { name: /^Site name/ }).fill(name);
  await site.getByRole('textbox', { name: /^Spaces/ }).fill(spaces);
  await site.getByRole('textbox', { name: /^Price a night/ }).fill(price);
}

/** The pin's position as the form spells it out. */
export const pinText = (latitude: number, longitude: number) =>
  `Pin at latitude ${latitude.toFixed(5)}, longitude ${longitude.toFixed(5)}`;

/** Picks the town from the address suggestions; the town is filled in and the pin placed there. */
export async function pickAddress(page: Page, town: Town) {
  const address = page.getByRole('combobox', { name: /^Property address/ });
  await address.fill(town.query);
  await page.getByRole('option', { name: town.option }).click();
  await expect(address).toHaveValue(town.option);
  await expect(page.getByRole('textbox', { name: /^Town or city/ })).toHaveValue(town.city);
  await expect(page.getByTestId('pin-coordinates')).toHaveText(pinText(town.latitude, town.longitude));
}

/** The property's type, notice period, cancellation policy, descriptions and name. */
export async function fillPropertyDetails(page: Page, property: NewProperty) {
  await page.getByRole('combobox', { name: /^Property type/ }).selectOption(property.propertyType);
  await page.getByRole('radio', { name: property.notice }).check();
  await page.getByRole('radio', { name: new RegExp(`^${property.cancellationPolicy}`) }).check();
  await page.getByRole('textbox', { name: /^Description/ }).fill(property.description);
  if (property.directions)
    await page.getByRole('textbox', { name: /^Directions$/ }).fill(property.directions);
  if (property.website) await page.getByRole('textbox', { name: /^Website/ }).fill(property.website);
  await page.getByRole('textbox', { name: /^Property name/ }).fill(property.name);
}

/** Fills the first site's card (a new form has one) and adds a card for each further site. */
export async function fillSites(page: Page, sites: NewSite[]) {
  for (const [index, site] of sites.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add a site' }).click();
    const card = siteCard(page, index);
    await fillSite(card, site.name, site.spaces, site.price);
    for (const feature of site.features ?? []) await card.getByRole('checkbox', { name: feature }).check();
  }
}

/** The form's photo list. */
export const photoItems = (page: Page): Locator =>
  page.getByRole('list', { name: 'Photos of the property' }).getByRole('listitem');

/** Picks the photos at once; each is uploaded on its own and the first is the cover. */
export async function addPhotos(page: Page, photos: NewProperty['photos']) {
  const files = await Promise.all(photos.map((p) => pngFile(p.name, p.colour)));
  await page.locator('input[type="file"]').setInputFiles(files);
  await expect(photoItems(page)).toHaveCount(photos.length);
  await expect(page.getByText('Image uploaded', { exact: true })).toBeVisible();
  await expect(page.getByText('Select update to save your changes')).toBeVisible();
  await expect(photoItems(page).first().getByText('Cover', { exact: true })).toBeVisible();
}

/** Submits the form: the property is listed and its editor opens. Answers the new property's id. */
export async function submitNewProperty(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Create Property' }).click();
  await expect(page).toHaveURL(/\/hosting\/locations\/\d+$/);
  await expect(page.getByText('Your property is listed')).toBeVisible();
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** The editor shows what was saved: the name, the photos and every site. */
export async function expectSavedProperty(page: Page, property: NewProperty) {
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Property' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Property name/ })).toHaveValue(property.name);
  await expect(photoItems(page)).toHaveCount(property.photos.length);
  for (const site of property.sites) {
    await expect(page.getByRole('heading', { level: 3, name: site.name, exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);
}

/**
 * On /create-a-property: fills the whole form (an address picked from the suggestions, the details,
 * the sites and the photos), creates the property and checks the editor it lands on. Answers its id.
 */
export async function fillAndCreateProperty(page: Page, property: NewProperty): Promise<number> {
  await pickAddress(page, property.town);
  await fillPropertyDetails(page, property);
  await fillSites(page, property.sites);
  await addPhotos(page, property.photos);
  await expectNoAxeViolations(page);
  const id = await submitNewProperty(page);
  await expectSavedProperty(page, property);
  return id;
}

// ---- Search ---------------------------------------------------------------------------------

/**
 * Searches near the town (/locations centred on it) and finds the property's card there with the
 * price it is listed from ("from $18 / night"). Answers the card.
 */
export async function findOnSearchNear(page: Page, town: Town, name: string, fromPrice: string) {
  await page.goto(`/locations?c=${town.latitude},${town.longitude}`);
  const card = page.getByTestId('location-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card).toContainText(`from ${fromPrice} / night`);
  await expectNoAxeViolations(page);
  return card;
}

/** Opens the property's page from its search card. */
export async function openFromSearch(card: Locator, id: number, name: string) {
  const page = card.page();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/locations/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectNoAxeViolations(page);
}
