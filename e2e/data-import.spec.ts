import { expect, expectNoAxeViolations, test } from './fixtures';
import { pngFile } from './hosting-steps';

// The admin data import (issue 11, spec sections 2, 5, 7 and 8): the demo admin loads a small CSV
// file of places with their sites (and one bad row) with a photo, reads the report, finds the new
// places on the map search near them, and loading the same file again changes nothing; Load
// without a file shows the spec's alert.

const ADMIN = 'admin@stopover.test';

test('The demo admin imports a sample file, finds the new places on the map, and a second import changes nothing', async ({
  page,
  signIn,
}) => {
  const run = Date.now().toString(36);
  const farm = `E2E Import Farm ${run}`;
  const reserve = `E2E Import Reserve ${run}`;
  // Far from the demo's places, so a search centred here lists them first.
  const csv = [
    'foreignKey,name,type,propertyType,address,city,latitude,longitude,description,tags,images,siteName,siteSpaces,sitePrice,siteTags',
    `e2e-${run}-1,${farm},property,Farm,1 Import Road,Twizel,-44.2601,170.1002,Flat paddock,,farm-${run}.png,Paddock,4,2500,site_feature:power|self_contained`,
    `e2e-${run}-1,${farm},property,Farm,1 Import Road,Twizel,-44.2601,170.1002,Flat paddock,,farm-${run}.png,Orchard,2,1800,`,
    `e2e-${run}-2,${reserve},freedom_campsite,,Lakeside Drive,Twizel,-44.2652,170.1051,By the lake,,,,,,`,
    `e2e-${run}-3,,property,Farm,3 Import Road,Twizel,-44.27,170.11,No name,,,Paddock,1,500,`,
  ].join('\n');
  const file = { name: `import-${run}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) };
  const photo = await pngFile(`farm-${run}.png`, '#2f7d55', 120, 90);

  await signIn(ADMIN);
  await page.goto('/admin/dataimport');
  await expect(page.getByRole('heading', { level: 1, name: 'Data import' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the example CSV' })).toHaveAttribute(
    'download',
    'locations-example.csv',
  );
  await expectNoAxeViolations(page);

  // Load without a file: the spec's alert.
  await page.getByRole('button', { name: 'Load' }).click();
  await expect(page.getByRole('alert')).toHaveText("Please select a file before clicking 'Load'");

  await page.locator('input[type="file"][name="locationsFile"]').setInputFiles(file);
  await page.locator('input[type="file"][name="photoFiles"]').setInputFiles([photo]);
  await page.getByRole('button', { name: 'Load' }).click();
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
  const report = page.getByRole('table', { name: /One line per location/ });
  await expect(report).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('import-summary')).toHaveText('2 created, 0 updated, 0 unchanged, 1 refused');
  await expect(page.getByText('1 photos uploaded; photos put on 1 places.')).toBeVisible();
  await expect(report.getByRole('row', { name: new RegExp(`e2e-${run}-1`) })).toContainText('Created');
  const refused = report.getByRole('row', { name: new RegExp(`e2e-${run}-3`) });
  await expect(refused).toContainText('Refused');
  await expect(refused).toContainText('name: Property name is Required');
  await expect(refused).toContainText('You cannot charge less than $10 a night');
  await expect(refused.getByRole('rowheader')).toHaveText('5');
  await expectNoAxeViolations(page);

  // The new places are on the map search near them, the farm with its photo.
  await page.goto('/locations?c=-44.2601,170.1002');
  const cards = page.getByTestId('location-card');
  await expect(cards.filter({ hasText: farm })).toHaveCount(1);
  await expect(cards.filter({ hasText: reserve })).toHaveCount(1);
  await expect(cards.filter({ hasText: farm }).locator('img')).toHaveAttribute('src', /\/uploads\//);
  await expectNoAxeViolations(page);

  // The same file and photo again: nothing created, nothing changed, no photo uploaded.
  await page.goto('/admin/dataimport');
  await page.locator('input[type="file"][name="locationsFile"]').setInputFiles(file);
  await page.locator('input[type="file"][name="photoFiles"]').setInputFiles([photo]);
  await page.getByRole('button', { name: 'Load' }).click();
  await expect(page.getByTestId('import-summary')).toHaveText(
    '0 created, 0 updated, 2 unchanged, 1 refused',
    {
      timeout: 30_000,
    },
  );
  await expect(page.getByText('0 photos uploaded; photos put on 0 places.')).toBeVisible();
  await expectNoAxeViolations(page);
});
