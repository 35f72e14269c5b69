import { readFile } from 'node:fs/promises';
import { expect, expectNoAxeViolations, test } from './fixtures';

// The host's earnings page (issue 28, decision 050): charts for looking, the same figures as tables
// for reading, and the period as a CSV download.

test('The demo host sees their earnings as charts and tables and downloads them as a CSV', async ({
  page,
  signIn,
}) => {
  await signIn('host@stopover.test');
  await page.goto('/hosting/transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('navigation', { name: 'Hosting' }).getByRole('link', { name: 'Earnings' }).click();
  await expect(page).toHaveURL(/\/hosting\/earnings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();

  // The charts draw (recharts' SVG bars), and the tables carry the same figures.
  await expect(page.getByTestId('earnings-monthly-chart').locator('svg.recharts-surface')).toBeVisible();
  await expect(
    page.getByTestId('earnings-monthly-chart').locator('path.recharts-rectangle').first(),
  ).toBeVisible();
  await expect(page.getByTestId('earnings-occupancy-chart').locator('svg.recharts-surface')).toBeVisible();
  const months = page.getByRole('table', { name: /^Earnings by month/ });
  await expect(months).toBeVisible();
  await expect(months.getByRole('columnheader', { name: 'Guests paid' })).toBeVisible();
  await expect(months.getByRole('rowheader', { name: 'Total' })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Earnings by property/ }).getByRole('row')).not.toHaveCount(
    1,
  );
  await expect(page.getByRole('table', { name: /^Occupancy by site/ })).toBeVisible();
  // The demo host has sold nights: the total of what guests paid is not nothing.
  const total = months.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Total' }) });
  await expect(total.getByRole('cell').first()).not.toHaveText('$0');
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^stopover-earnings-\d{4}-\d{2}-to-\d{4}-\d{2}\.csv$/);
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, first] = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(header).toBe(
    'type,date,property,site,guest,gross,fee,gst,flat_rate_credit,refund,net,payout,payout_date,payout_reference',
  );
  expect(first).toMatch(/^(night|payout),\d{4}-\d{2}-\d{2},/);
});
