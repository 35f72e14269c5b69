import fs from 'node:fs';
import { todayInAuckland } from '../src/domain/dates';
import { expect, expectNoAxeViolations, test } from './fixtures';

// Tax documents (issue 28, decision 051): the demo guest opens a past stay's receipt from My Trips,
// finds GST on it and downloads its PDF; the demo host opens a monthly statement.

test('The demo guest opens a past stay’s receipt, finds GST on it and downloads the PDF', async ({
  page,
  signIn,
}) => {
  await signIn('guest@stopover.test');
  await page.goto('/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'My Trips' })).toBeVisible();
  const past = page.getByRole('region', { name: 'Past' }).getByTestId('stay').first();
  await expectNoAxeViolations(page);
  await past.getByRole('link', { name: 'Receipt' }).click();

  await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}\/receipt$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tax invoice' })).toBeVisible();
  // Stopover is the supplier, with its GST number (the default is IRD's example number).
  await expect(page.getByTestId('supplier-gst')).toHaveText('136-410-132');
  await expect(page.getByText(/^Includes GST \(15%\) of$/)).toBeVisible();
  await expect(page.getByTestId('receipt-gst')).toHaveText(/^\$\d[\d,]*\.\d{2}$/);
  await expect(page.getByTestId('receipt-gst')).not.toHaveText('$0.00');
  await expectNoAxeViolations(page);

  // Printing leaves out the site's bars and the page's buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Tax invoice' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^stopover-receipt-SO-\d+\.pdf$/);
  const bytes = fs.readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('The demo host opens this month’s statement from the monthly statements', async ({ page, signIn }) => {
  await signIn('host@stopover.test');
  await page.goto('/hosting/statements');
  await expect(page.getByRole('heading', { level: 1, name: 'Monthly statements' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The demo stays were charged when the demo data was made: this month (New Zealand).
  const month = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${todayInAuckland().slice(0, 7)}-01T00:00:00Z`),
  );
  await page.getByRole('link', { name: month }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Statement for ${month}` })).toBeVisible();
  await expect(page.getByTestId('host-gst-status')).toHaveText(/^Not GST-registered/);
  await expect(page.getByText(/flat-rate credit scheme requires at least once a month/)).toBeVisible();
  await expect(page.getByTestId('total-gst')).not.toHaveText('$0.00');
  await expect(page.getByTestId('total-flatRateCredit')).not.toHaveText('$0.00');
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^stopover-statement-\d{4}-\d{2}\.pdf$/);
});
