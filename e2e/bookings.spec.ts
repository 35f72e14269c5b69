import { expect, expectNoAxeViolations, test } from './fixtures';

// My Trips (spec section 2): the guest's nights grouped into stays, upcoming first, then past, with
// the way there and the host's contact; a guest without stays is told so.

type Night = { date: string; locationName: string; status: string; stayId: string | null };

test('The demo guest finds past and future stays in My Trips', async ({ page, signIn }) => {
  await signIn('guest@stopover.test');
  const nights: Night[] = (await (await page.request.get('/v1/bookings')).json()).items;
  // The demo data: two upcoming stays and one past stay (src/server/db/seed/demo.ts), and a request
  // to book waiting for the host and one declined (demo-requests.ts, issue 26).
  const stays = new Set(nights.map((n) => n.stayId));
  expect(stays.size).toBeGreaterThanOrEqual(3);

  await page.goto('/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'My Trips' })).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  const past = page.getByRole('region', { name: 'Past' });
  // (Journeys before this one may have booked the demo guest more stays.)
  await expect(upcoming.getByTestId('request-status')).toHaveText(['Requested']);
  expect(await upcoming.getByTestId('stay').count()).toBeGreaterThanOrEqual(3);
  await expect(past.getByTestId('stay')).toHaveCount(1);

  const first = upcoming
    .getByTestId('stay')
    .filter({ hasNot: page.getByTestId('request-status') })
    .first();
  await expect(first.getByText('Arrival', { exact: true })).toBeVisible();
  await expect(first.getByText('Departure')).toBeVisible();
  await expect(first.getByText('Total paid')).toBeVisible();
  // The demo host's contact and the way to the site, for a guest who is coming.
  await expect(first.getByText('Harry Host')).toBeVisible();
  await expect(first.getByRole('link', { name: 'host@stopover.test' })).toBeVisible();
  await expect(first.getByText(/^Directions to /).first()).toBeVisible();
  // Upcoming comes before past on the page.
  const upcomingTop = (await upcoming.boundingBox())!.y;
  const pastTop = (await past.boundingBox())!.y;
  expect(upcomingTop).toBeLessThan(pastTop);
  await expectNoAxeViolations(page);

  // The stay's name leads to the property.
  const name = (await first.getByRole('heading', { level: 3 }).textContent())!;
  await first.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/locations\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('A new guest with no stays is told they have no bookings', async ({ page, signUp }) => {
  await signUp({ what: 'no-trips' });
  await page.goto('/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'My Trips' })).toBeVisible();
  await expect(page.getByText('You have no bookings.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('The demo guest reviews a past stay and finds the review on the property’s page', async ({
  page,
  signIn,
}) => {
  const guestId = await signIn('guest@stopover.test');
  // Another journey may have renamed the demo guest: the review carries whatever the name is now.
  const profile = await page.request.get(`/v1/users/${guestId}`);
  const { firstName } = (await profile.json()) as { firstName: string };
  await page.goto('/bookings');
  // The demo data: one past stay still waiting for a review (src/server/db/seed/demo.ts).
  const stay = page.getByRole('region', { name: 'Past' }).getByTestId('stay').first();
  const name = (await stay.getByRole('heading', { level: 3 }).textContent())!;
  await stay.getByRole('button', { name: 'Write a review' }).click();
  const form = page.getByRole('form', { name: `Review your stay at ${name}` });
  // No stars yet: the form says so and sends nothing.
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form.getByText('Please choose 1 to 5 stars.')).toBeVisible();
  await expectNoAxeViolations(page);
  // Mantine's stars are labels over visually hidden radios.
  const fourStars = await form.getByRole('radio', { name: '4 stars', exact: true }).getAttribute('id');
  await form.locator(`label[for="${fourStars}"]`).click();
  await form.getByLabel('Your review').fill('A quiet paddock with a view of the hills.');
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByText('Review was successfully created!')).toBeVisible();
  // Reviewed once: the offer is gone.
  await expect(stay.getByRole('button', { name: 'Write a review' })).toHaveCount(0);

  await stay.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByTestId('average-rating')).toBeVisible();
  const newest = reviews.getByTestId('review').first();
  await expect(newest.getByText('A quiet paddock with a view of the hills.')).toBeVisible();
  await expect(newest.getByText(`By ${firstName}`)).toBeVisible();
  await expectNoAxeViolations(page);
});
