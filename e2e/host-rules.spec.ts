import type { APIRequestContext } from '@playwright/test';
import { nightTile, type CalendarSite } from './calendar-steps';
import { expect, expectNoAxeViolations, test } from './fixtures';

// Host rules (issue 27, decision 041). The demo host's first property takes stays of at most 3 nights
// (src/server/db/seed/demo-rules.ts). The location page shows its rules, and a guest who selects 5
// nights there is told so before booking: Book Now waits until the stay fits.

type Detail = {
  name: string;
  stayRules: { maxNights: number | null };
  propertyInformation: { sites: { id: number; stayRules: { maxNights?: number | null } }[] };
};

/** A site whose stays are at most 3 nights, with 5 nights open in a row a week or more ahead. */
async function findThreeNightSite(request: APIRequestContext) {
  const all: { id: number }[] = (await (await request.get('/v1/locations?limit=200')).json()).items;
  for (const { id } of all) {
    const detail: Detail = await (await request.get(`/v1/locations/${id}`)).json();
    const capped = detail.propertyInformation.sites.filter(
      (s) => (s.stayRules.maxNights ?? detail.stayRules.maxNights) === 3,
    );
    if (capped.length === 0) continue;
    const { sites }: { sites: CalendarSite[] } = await (
      await request.get(`/v1/locations/${id}/availability`)
    ).json();
    for (const site of sites.filter((s) => s.bookingMode === 'instant')) {
      if (!capped.some((c) => c.id === site.siteId)) continue;
      for (let i = 7; i + 5 <= site.nights.length; i++) {
        const run = site.nights.slice(i, i + 5);
        if (run.every((n) => n.state === 'available'))
          return { locationId: id, name: detail.name, site, run };
      }
    }
  }
  throw new Error('No demo property has a site of at most 3 nights with 5 open nights in a row');
}

test('A guest asking for 5 nights where the maximum is 3 is told so, and can book once the stay fits', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const target = await findThreeNightSite(request);

  await page.goto(`/locations/${target.locationId}`);
  await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
  // The rules, for every guest to read.
  const rules = page.getByTestId('stay-rules');
  await expect(rules).toContainText('Check-in from 15:00');
  await expect(rules).toContainText('Stays of at most 3 nights');
  await expect(rules).toContainText('Pets welcome');

  await page.getByRole('tab', { name: 'Book Now' }).click();
  for (const night of target.run) {
    await nightTile(page, target.site, night).click();
    await expect(nightTile(page, target.site, night)).toHaveAttribute('aria-pressed', 'true');
  }
  const panel = page.getByRole('region', { name: 'Your stay' });
  const told = panel.getByTestId('rule-breaches');
  await expect(told).toContainText(
    `This site takes stays of at most 3 nights (your stay from ${target.run[0]!.date}).`,
  );
  await expect(panel.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  await expectNoAxeViolations(page);

  // Two nights fewer: the stay fits, and Book Now is open again.
  for (const night of target.run.slice(3)) await nightTile(page, target.site, night).click();
  await expect(told).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Book Now' })).toBeEnabled();
});
