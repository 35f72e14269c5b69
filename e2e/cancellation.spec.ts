import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { addDays, formatDisplayDate, todayInAuckland } from '../src/domain/dates';
import { formatCents } from '../src/domain/money';
import { expect, expectNoAxeViolations, saveTestCard, test } from './fixtures';

// Cancelling (spec sections 4 and 8; decision 018): a guest cancels part of a stay, then the rest, in
// My Trips and sees what came back, the cancelled stay listed after the others; the demo host finds a
// guest's night in Guest Bookings and cancels it, refunding the guest in full. The guests are signed
// up fresh and book through the API with a saved test card; the nights are weeks ahead, so every
// policy refunds them in full.

type Night = { date: string; available: boolean; price: number };
type Availability = {
  sites: { siteId: number; siteName: string; bookingMode?: string; nights: Night[] }[];
};
type Booked = { id: number; date: string; price: number; locationName: string; siteName: string };

/** Gives the signed-in person a valid test card, as the card form would (the local provider's token). */
async function giveCard(page: Page) {
  const session = await (await page.request.get('/v1/auth/get-session')).json();
  const userId: string = session.user.id;
  await saveTestCard(page.request, userId);
  return userId;
}

/**
 * Books `count` consecutive nights on one site of the property, the first of them at least `daysAhead`
 * days from today; answers the nights booked, or null when the property has no such nights or refuses.
 */
async function bookNights(
  page: Page,
  locationId: number,
  count: number,
  daysAhead: number,
): Promise<Booked[] | null> {
  const from = addDays(todayInAuckland(), daysAhead);
  const res = await page.request.get(`/v1/locations/${locationId}/availability?from=${from}`);
  if (res.status() !== 200) return null;
  const availability: Availability = await res.json();
  for (const site of availability.sites) {
    // Requests to book (issue 26) wait for the host: these stays are booked instantly.
    if (site.bookingMode === 'request') continue;
    const start = site.nights.findIndex(
      (_, i) => i + count <= site.nights.length && site.nights.slice(i, i + count).every((n) => n.available),
    );
    if (start < 0) continue;
    const nights = site.nights.slice(start, start + count);
    const booking = await page.request.post(`/v1/locations/${locationId}/bookings`, {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        bookings: nights.map((n) => ({ siteId: site.siteId, date: n.date, price: n.price })),
        vehicleRegistration: 'KIWI42',
      },
    });
    if (booking.status() !== 201) return null;
    return (await booking.json()).bookings as Booked[];
  }
  return null;
}

/** Books at the first listed property (other than `except`) that takes the nights. */
async function bookSomewhere(page: Page, count: number, daysAhead: number, except: string[] = []) {
  const { items } = await (await page.request.get('/v1/locations')).json();
  for (const location of items as { id: number; name: string }[]) {
    if (except.includes(location.name)) continue;
    const booked = await bookNights(page, location.id, count, daysAhead);
    if (booked) return booked;
  }
  throw new Error(`No property took ${count} nights from ${daysAhead} days ahead`);
}

/** Lets a request through after a pause, so the notice shown while it runs can be seen. */
async function slowDown(page: Page, pattern: RegExp, method: string) {
  await page.route(pattern, async (route) => {
    if (route.request().method() === method) await new Promise((resolve) => setTimeout(resolve, 600));
    await route.fallback();
  });
}

const total = (nights: Booked[]) => formatCents(nights.reduce((sum, n) => sum + n.price, 0));

test('A guest cancels one night of a stay, then the rest, and sees the refund and the stay listed last', async ({
  page,
  signUp,
  mailbox,
}) => {
  const { email } = await signUp({ what: 'cancel-guest' });
  await giveCard(page);
  // Two stays: the one to cancel (two nights, five weeks ahead) and another that stays.
  const stay = await bookSomewhere(page, 2, 35);
  const other = await bookSomewhere(page, 1, 45, [stay[0]!.locationName]);
  const [first, second] = stay as [Booked, Booked];

  await page.goto('/bookings');
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  await expect(upcoming.getByTestId('stay')).toHaveCount(2);
  const card = upcoming.getByTestId('stay').filter({ hasText: first.locationName });
  await expect(card.getByText('Total paid')).toBeVisible();
  await expectNoAxeViolations(page);

  // The dialog: both nights ticked, the property's policy, and what would come back (all of it).
  await card.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel your stay at ${first.locationName}` });
  await expect(dialog).toBeVisible();
  const firstBox = dialog.getByRole('checkbox', { name: new RegExp(`^${formatDisplayDate(first.date)}`) });
  const secondBox = dialog.getByRole('checkbox', { name: new RegExp(`^${formatDisplayDate(second.date)}`) });
  await expect(firstBox).toBeChecked();
  await expect(secondBox).toBeChecked();
  await expect(dialog.getByTestId('cancellation-policy')).toContainText('Cancellation policy: ');
  await expect(dialog.getByTestId('cancellation-quote')).toHaveText(
    `Cancelling now would refund ${total(stay)} of ${total(stay)}.`,
  );
  await expectNoAxeViolations(page);

  // Nothing ticked: nothing to confirm.
  await firstBox.uncheck();
  await secondBox.uncheck();
  await expect(dialog.getByText('Choose at least one night to cancel.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm cancellation' })).toBeDisabled();
  // Only the first night.
  await firstBox.check();
  await expect(dialog.getByTestId('cancellation-quote')).toHaveText(
    `Cancelling now would refund ${total([first])} of ${total([first])}.`,
  );
  await slowDown(page, /\/v1\/bookings\/\d+\/status$/, 'PUT');
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByText('Cancelling booking(s)...')).toBeVisible();
  await expect(page.getByText('Booking successfully cancelled!')).toBeVisible();
  await expect(page.getByText(`${total([first])} refunded.`)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The stay is still coming, with one night cancelled and refunded.
  await expect(card.getByTestId('cancelled-nights')).toHaveText(
    `Cancelled nights: ${formatDisplayDate(first.date)}`,
  );
  await expect(card.getByText('Total refunded').locator('xpath=..')).toContainText(total([first]));
  await expectNoAxeViolations(page);

  // Then the rest: the dialog now offers the second night only.
  await card.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog.getByRole('checkbox')).toHaveCount(1);
  await expect(secondBox).toBeChecked();
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByText('Booking successfully cancelled!').last()).toBeVisible();

  // Cancelled in full: listed after the stay still to come, with everything refunded.
  const cancelled = page.getByRole('region', { name: 'Cancelled' });
  const gone = cancelled.getByTestId('stay').filter({ hasText: first.locationName });
  await expect(gone).toBeVisible();
  await expect(gone.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(gone.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  const refunded = gone.getByText('Total refunded').locator('xpath=..');
  await expect(refunded).toContainText(total(stay));
  await expect(upcoming.getByTestId('stay')).toHaveCount(1);
  await expect(upcoming.getByTestId('stay')).toContainText(other[0]!.locationName);
  expect((await upcoming.boundingBox())!.y).toBeLessThan((await cancelled.boundingBox())!.y);
  await expectNoAxeViolations(page);

  // Both sides are told (the server's emails).
  await mailbox.latest(email, /is cancelled/);
});

test('The demo host sees a guest’s night in Guest Bookings and cancels it, refunding the guest in full', async ({
  page,
  signIn,
  signUp,
}) => {
  // A property of the demo host's where guests stay (the demo data books the host's properties).
  const hostId = await signIn('host@stopover.test');
  const hosted = await (await page.request.get(`/v1/bookings?host=${hostId}`)).json();
  const locationIds = [...new Set((hosted.items as { location: number }[]).map((n) => n.location))];
  expect(locationIds.length).toBeGreaterThan(0);

  // A new guest with a name books a night there, four weeks ahead.
  // A name of this run's own, so that a guest of an earlier run at the same night is not mistaken for it.
  const lastName = `Camper-${Math.random().toString(36).slice(2, 7)}`;
  const guest = `Tui ${lastName}`;
  await signUp({ what: 'hosted-guest' });
  const guestId = await giveCard(page);
  const named = await page.request.put(`/v1/users/${guestId}`, {
    data: { names: { firstName: 'Tui', lastName }, contact: { phone: '+64 21 555 0123' } },
  });
  expect(named.status(), await named.text()).toBe(200);
  let night: Booked | null = null;
  for (const id of locationIds) {
    night = (await bookNights(page, id, 1, 28))?.[0] ?? null;
    if (night) break;
  }
  expect(night, 'a night booked at one of the demo host’s properties').not.toBeNull();
  const booked = night!;

  await signIn('host@stopover.test');
  await page.goto('/hosting/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Guest Bookings' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expectNoAxeViolations(page);

  // Filter to the property and the night.
  const filters = page.getByRole('search', { name: 'Filter guest bookings' });
  await filters.getByLabel('From', { exact: true }).fill(booked.date);
  await filters.getByLabel('To', { exact: true }).fill(booked.date);
  await filters.getByRole('combobox', { name: 'Property' }).selectOption({ label: booked.locationName });
  await expect(page.getByRole('table')).toHaveAccessibleName(
    `Your guests by night, from ${formatDisplayDate(booked.date)} to ${formatDisplayDate(booked.date)}`,
  );
  const row = page.getByRole('row').filter({ hasText: guest });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(booked.locationName);
  await expect(row).toContainText(booked.siteName);
  await expect(row).toContainText('+64 21 555 0123');
  await expect(row).toContainText('KIWI42');
  await expect(row).toContainText(formatCents(booked.price));
  // Nights of other properties and dates are filtered out.
  for (const other of await page.getByRole('table').getByRole('row').all()) {
    const text = await other.textContent();
    if (text?.includes(formatDisplayDate(booked.date))) expect(text).toContain(booked.locationName);
  }
  await expectNoAxeViolations(page);

  const cancel = row.getByRole('button', {
    name: `Cancel the booking of ${guest} on ${formatDisplayDate(booked.date)}`,
  });
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText(`The guest is refunded in full: ${formatCents(booked.price)}.`);
  await expectNoAxeViolations(page);
  // Keeping it changes nothing.
  await dialog.getByRole('button', { name: 'Keep booking' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(cancel).toBeVisible();

  await cancel.click();
  await slowDown(page, /\/v1\/bookings\/\d+\/status$/, 'PUT');
  await dialog.getByRole('button', { name: 'Confirm cancellation' }).click();
  await expect(page.getByText('Cancelling booking(s)...')).toBeVisible();
  await expect(page.getByText('Booking successfully cancelled!')).toBeVisible();
  await expect(row.getByText('Booking Cancelled')).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // On a phone: one card a night, the same status.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('table')).toBeHidden();
  const card = page.getByRole('listitem').filter({ hasText: guest });
  await expect(card).toContainText('Booking Cancelled');
  await expectNoAxeViolations(page);
});

test('An administrator refunds a night of a stay in full with a reason, once, and sees the refund note', async ({
  page,
  signIn,
}) => {
  await signIn('admin@stopover.test');
  await giveCard(page);
  const stay = await bookSomewhere(page, 2, 40);
  const [first, second] = stay as [Booked, Booked];

  await page.goto('/bookings');
  const card = page.getByRole('region', { name: 'Upcoming' }).getByTestId('stay').filter({
    hasText: first.locationName,
  });
  const refunds = card.getByRole('group', { name: 'Refunds (administrators)' });
  await expect(refunds.getByRole('button', { name: /^Refund the night of/ })).toHaveCount(2);
  await expectNoAxeViolations(page);

  await refunds.getByRole('button', { name: `Refund the night of ${formatDisplayDate(first.date)}` }).click();
  const dialog = page.getByRole('dialog', {
    name: new RegExp(`^Refund the night of ${formatDisplayDate(first.date)}`),
  });
  const ok = dialog.getByRole('button', { name: 'OK' });
  // OK waits for a reason of 10 characters (spec section 5).
  await expect(ok).toBeDisabled();
  await dialog.getByLabel('Reason for the refund').fill('Flooded');
  await expect(ok).toBeDisabled();
  await dialog.getByLabel('Reason for the refund').fill('Flooded paddock, no access');
  await expect(ok).toBeEnabled();
  await expectNoAxeViolations(page);
  await slowDown(page, /\/v1\/admin\/refund$/, 'POST');
  await ok.click();
  await expect(page.getByText('Refunding booking...')).toBeVisible();
  await expect(page.getByText('Refund complete')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The night carries the refund note; the other night can still be refunded.
  await expect(
    refunds.getByText(
      `Refunded ${formatCents(first.price)} on ${formatDisplayDate(todayInAuckland())}: Flooded paddock, no access`,
    ),
  ).toBeVisible();
  await expect(refunds.getByRole('button', { name: /^Refund the night of/ })).toHaveCount(1);
  await expect(
    refunds.getByRole('button', { name: `Refund the night of ${formatDisplayDate(second.date)}` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
