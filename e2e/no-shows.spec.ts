// No-shows (issue 27, decision 043): the day after arrival a host may mark a booked guest as a no-show;
// three in 12 months pause the guest's instant booking until an administrator clears them. The demo
// data has a stay with the demo host that began yesterday, and a guest with three no-shows
// (src/server/db/seed/demo-reviews.ts).

import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { addDays, formatDisplayDate, todayInAuckland } from '../src/domain/dates';
import { expect, expectNoAxeViolations, saveTestCard, test } from './fixtures';

type Availability = {
  sites: { siteId: number; bookingMode?: string; nights: { date: string; available: boolean }[] }[];
};
type Night = { locationId: number; siteId: number; date: string };

/** Asks to book one night at once (an instant site); answers the status and the error code, if any. */
async function bookInstantly(request: APIRequestContext, night: Night) {
  const res = await request.post(`/v1/locations/${night.locationId}/bookings`, {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { bookings: [{ siteId: night.siteId, date: night.date }] },
  });
  const body = (await res.json()) as { code?: string };
  return { status: res.status(), code: body.code };
}

/**
 * A night at one of the demo host's places, on a site booked at once, that the guest would be let book
 * but for the pause: refused with stayReviews.instantBlocked, not by a host rule.
 */
async function nightRefusedForNoShows(request: APIRequestContext, locationIds: number[]): Promise<Night> {
  const date = addDays(todayInAuckland(), 20);
  for (const locationId of locationIds) {
    const availability: Availability = await (
      await request.get(`/v1/locations/${locationId}/availability?from=${date}&to=${date}`)
    ).json();
    for (const site of availability.sites) {
      if (site.bookingMode === 'request' || !site.nights.some((n) => n.date === date && n.available))
        continue;
      const night = { locationId, siteId: site.siteId, date };
      const tried = await bookInstantly(request, night);
      if (tried.code === 'stayReviews.instantBlocked') {
        expect(tried.status).toBe(403);
        return night;
      }
    }
  }
  throw new Error(`no instant site at the demo host's places on ${date} refused the guest for no-shows`);
}

test('The host marks the guest of a stay that began yesterday as a no-show', async ({ page, signIn }) => {
  await signIn('host@stopover.test');
  await page.goto('/hosting/bookings');
  const stays = page.getByTestId('stays-to-review');
  const yesterday = addDays(todayInAuckland(), -1);
  const card = stays
    .getByTestId('stay-to-review')
    .filter({ hasText: `, ${formatDisplayDate(yesterday)} – ${formatDisplayDate(addDays(yesterday, 2))}` });
  await expect(card).toHaveCount(1);
  // The stay is under way: nothing to review yet, but the host may say the guest never came.
  await expect(card.getByRole('button', { name: /^Review / })).toHaveCount(0);
  await expect(card.getByTestId('guest-profile-card')).not.toContainText('no-show');
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: 'Mark as no-show' }).click();
  const form = card.getByRole('form', { name: /^Mark .+ as a no-show$/ });
  await expect(form).toContainText('Only if the guest never arrived.');
  await form.getByLabel('Note (optional)').fill('Never arrived; no answer to messages or calls.');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Mark as no-show' }).click();

  // Recorded: the mark shows on the stay and in the guest's profile, and it can be made only once.
  await expect(card.getByText(/^Marked as a no-show on /)).toBeVisible();
  await expect(card.getByTestId('guest-profile-card')).toContainText('1 no-show in 12 months');
  await expect(card.getByRole('button', { name: 'Mark as no-show' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Still there after a reload: the server keeps it.
  await page.reload();
  await expect(
    page
      .getByTestId('stay-to-review')
      .filter({ hasText: `, ${formatDisplayDate(yesterday)} – ` })
      .getByText(/^Marked as a no-show on /),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('An administrator clears a guest’s three no-shows, and the guest books instantly again', async ({
  page,
  signIn,
}) => {
  const guestId = 'demo-reviewer-10';
  await signIn('admin@stopover.test');
  const guestEmail = ((await (await page.request.get(`/v1/users/${guestId}`)).json()) as { email: string })
    .email;
  const places: { id: number }[] = (await (await page.request.get('/v1/users/demo-host/properties')).json())
    .items;

  // The guest is told in My Trips why instant booking is paused, and the booking call refuses them.
  await signIn(guestEmail);
  await page.goto('/bookings');
  await expect(page.getByTestId('no-show-notice')).toContainText('Instant booking is paused');
  await expectNoAxeViolations(page);
  await saveTestCard(page.request, guestId);
  const night = await nightRefusedForNoShows(
    page.request,
    places.map((p) => p.id),
  );

  // The administrator clears them from the guest's admin page, giving a reason.
  await signIn('admin@stopover.test');
  await page.goto(`/admin/users/${guestId}/details`);
  const noShows = page.getByRole('region', { name: 'No-shows' });
  await expect(noShows.getByTestId('no-show-status')).toHaveText(
    'Instant booking paused: 3 no-shows in 12 months.',
  );
  await expect(noShows.getByTestId('no-show')).toHaveCount(3);
  await expectNoAxeViolations(page);
  await noShows.getByRole('button', { name: 'Clear' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clear this guest’s no-shows' });
  await dialog
    .getByLabel('Reason (kept in the audit trail)')
    .fill('Floods closed State Highway 1 that week.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('No-shows cleared')).toBeVisible();
  await expect(noShows.getByTestId('no-show-status')).toHaveText('May book instantly.');
  // Each no-show stays listed, with the day it was cleared; there is nothing left to clear.
  for (const row of await noShows.getByTestId('no-show').all()) {
    await expect(row.getByRole('cell').last()).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  }
  await expect(noShows.getByRole('button', { name: 'Clear' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The guest: the notice is gone, and the same night now books at once.
  await signIn(guestEmail);
  const profileLoaded = page.waitForResponse(
    (res) => res.url().includes(`/v1/users/${guestId}/guest-profile`) && res.ok(),
  );
  await page.goto('/bookings');
  expect(await (await profileLoaded).json()).toMatchObject({ noShowCount: 0, mayBookInstantly: true });
  await expect(page.getByTestId('no-show-notice')).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(await bookInstantly(page.request, night)).toEqual({ status: 201, code: undefined });
});
