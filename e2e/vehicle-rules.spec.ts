import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, todayInAuckland, type IsoDate } from '../src/domain/dates';
import { nightTile, type CalendarSite } from './calendar-steps';
import { expect, expectNoAxeViolations, saveTestCard, test } from './fixtures';
import { pngFile } from './hosting-steps';

// Vehicles against a site's rules (issue 27, decisions 041 and 042). The demo host's second property
// has a site for self-contained vehicles only, with a green warrant, up to 8 m long
// (src/server/db/seed/demo-rules.ts). A guest whose vehicle does not fit is told why in the booking
// dialog, and cannot confirm: a 10 m motorhome is too long; a warrant that expires during the stay
// does not count.

type Detail = {
  name: string;
  stayRules: Record<string, unknown>;
  propertyInformation: { sites: { id: number; stayRules: Record<string, unknown> }[] };
};

/** The self-contained-only site of at most 8 m, with three open nights in a row two weeks or more ahead. */
async function findSelfContainedSite(request: APIRequestContext) {
  const all: { id: number }[] = (await (await request.get('/v1/locations?limit=200')).json()).items;
  for (const { id } of all) {
    const detail: Detail = await (await request.get(`/v1/locations/${id}`)).json();
    const rulesOf = (site: Detail['propertyInformation']['sites'][number]) => ({
      ...detail.stayRules,
      ...site.stayRules,
    });
    const fitting = detail.propertyInformation.sites.filter((s) => {
      const rules = rulesOf(s);
      return rules.selfContainedOnly === true && rules.maxVehicleLengthMetres === 8;
    });
    if (fitting.length === 0) continue;
    const { sites }: { sites: CalendarSite[] } = await (
      await request.get(`/v1/locations/${id}/availability`)
    ).json();
    for (const site of sites.filter((s) => s.bookingMode === 'instant')) {
      if (!fitting.some((f) => f.id === site.siteId)) continue;
      for (let i = 14; i + 3 <= site.nights.length; i++) {
        const run = site.nights.slice(i, i + 3);
        if (run.every((n) => n.state === 'available'))
          return { locationId: id, name: detail.name, site, run };
      }
    }
  }
  throw new Error('No demo property has a self-contained-only site of 8 m with three open nights');
}

/** A new guest, ready to book (name, phone, card), who adds one motorhome with a green warrant. */
async function guestWithMotorhome(
  page: Page,
  guest: { signUp: (o: { what: string }) => Promise<{ email: string; password: string }> },
  signIn: (email: string, password: string) => Promise<string>,
  motorhome: { lengthMetres: string; expiresOn: IsoDate },
) {
  const { email, password } = await guest.signUp({ what: 'motorhome' });
  const guestId = await signIn(email, password);
  const details = await page.request.put(`/v1/users/${guestId}`, {
    data: { names: { firstName: 'Rua', lastName: 'Roadie' }, contact: { phone: '+64 21 555 0142' } },
  });
  expect(details.status(), await details.text()).toBe(200);
  await saveTestCard(page.request, guestId);

  const plate = `RV${randomUUID().replace(/\D/g, '').slice(0, 4)}`;
  await page.goto('/account?tab=vehicles');
  await page.getByRole('button', { name: 'Add a vehicle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a vehicle' });
  await dialog.getByRole('combobox', { name: 'Type' }).selectOption('motorhome');
  await dialog.getByRole('textbox', { name: 'Length (metres)' }).fill(motorhome.lengthMetres);
  await dialog.getByRole('textbox', { name: 'Registration' }).fill(plate);
  await dialog.getByRole('checkbox', { name: 'Certified self-contained' }).check();
  await dialog.getByRole('combobox', { name: 'Certificate' }).selectOption('green');
  await dialog.getByLabel('Expiry date').fill(motorhome.expiresOn);
  await dialog.getByRole('textbox', { name: 'Certificate number' }).fill('SC-88002');
  await dialog.locator('input[type="file"]').setInputFiles(await pngFile('warrant.png', '#1b6b3a', 200, 130));
  await expect(dialog.getByRole('img', { name: `Photo of the certificate of ${plate}` })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save vehicle' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('vehicle').filter({ hasText: plate })).toContainText(
    `Motorhome · ${motorhome.lengthMetres} m`,
  );
  await expectNoAxeViolations(page);
  return plate;
}

/** Selects the nights on the location page and opens the booking dialog's last step. */
async function openConfirm(page: Page, target: Awaited<ReturnType<typeof findSelfContainedSite>>) {
  await page.goto(`/locations/${target.locationId}`);
  await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
  await expect(page.getByTestId('stay-rules')).toContainText(
    `${target.site.siteName}: Vehicles up to 8 m · Self-contained vehicles only (a green warrant)`,
  );
  await page.getByRole('tab', { name: 'Book Now' }).click();
  for (const night of target.run) {
    await nightTile(page, target.site, night).click();
    await expect(nightTile(page, target.site, night)).toHaveAttribute('aria-pressed', 'true');
  }
  await page.getByRole('region', { name: 'Your stay' }).getByRole('button', { name: 'Book Now' }).click();
  return page.getByRole('dialog', { name: 'Confirm your booking' });
}

test('A 10 m motorhome is refused at a site whose longest vehicle is 8 m, with the reason', async ({
  page,
  signUp,
  signIn,
  request,
}) => {
  test.setTimeout(180_000);
  const target = await findSelfContainedSite(request);
  const plate = await guestWithMotorhome(page, { signUp }, signIn, {
    lengthMetres: '10',
    expiresOn: addDays(todayInAuckland(), 500),
  });

  const confirm = await openConfirm(page, target);
  await expect(confirm.getByRole('combobox', { name: 'Your vehicle' })).toContainText(plate);
  const told = confirm.getByTestId('vehicle-misfits');
  await expect(told).toContainText('This vehicle cannot stay here');
  await expect(told).toContainText('Your vehicle is 10 m long: this site takes vehicles up to 8 m.');
  await expect(confirm.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await expectNoAxeViolations(page);

  // Typing another vehicle's registration instead does not help: nothing shows it is self-contained.
  await confirm.getByRole('combobox', { name: 'Your vehicle' }).selectOption({ index: 1 });
  await expect(told).toContainText(
    'This site takes self-contained vehicles only: your vehicle needs a green warrant.',
  );
  await expect(confirm.getByRole('button', { name: 'Confirm' })).toBeDisabled();
});

test('A guest whose warrant expires during the stay is refused at a self-contained-only site', async ({
  page,
  signUp,
  signIn,
  request,
}) => {
  test.setTimeout(180_000);
  const target = await findSelfContainedSite(request);
  // Valid on the first night, expired before the morning of departure.
  const expiresOn = target.run[1]!.date;
  await guestWithMotorhome(page, { signUp }, signIn, { lengthMetres: '7.2', expiresOn });

  const confirm = await openConfirm(page, target);
  const told = confirm.getByTestId('vehicle-misfits');
  await expect(told).toContainText(
    `Your self-containment certificate expires on ${expiresOn}, before your stay ends`,
  );
  await expect(confirm.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await expectNoAxeViolations(page);

  // The first night alone ends the morning the warrant still holds: that stay fits.
  await page.getByRole('button', { name: 'Cancel' }).click();
  for (const night of target.run.slice(1)) await nightTile(page, target.site, night).click();
  await page.getByRole('region', { name: 'Your stay' }).getByRole('button', { name: 'Book Now' }).click();
  await expect(confirm.getByTestId('vehicle-misfits')).toHaveCount(0);
  await expect(confirm.getByRole('button', { name: 'Confirm' })).toBeEnabled();
});
