// Reviews both ways (issue 27, decision 043): a guest and a host review each other after a stay, and
// neither review shows until both are in. The demo data has a stay with the demo host that ended
// three days ago, whose guest has reviewed the place already (blind); the host reviews the guest, and
// both appear at once, to the host and to the guest.

import { expect, expectNoAxeViolations, test } from './fixtures';

const GUESTS_REVIEW = 'Lovely views; the track is steep after rain.';

test('Guest and host review each other, and neither review shows until both are in', async ({
  page,
  signIn,
}) => {
  const hostId = await signIn('host@stopover.test');
  await page.goto('/hosting/bookings');
  const stays = page.getByTestId('stays-to-review');
  await expect(stays.getByRole('heading', { name: 'Stays to review' })).toBeVisible();
  const toReview = stays
    .getByTestId('stay-to-review')
    .filter({ has: page.getByRole('button', { name: /^Review / }) });
  await expect(toReview).toHaveCount(1);
  // The card is found by its stay from here on: its Review button goes once the review is posted.
  const heading = (await toReview.locator('p').first().textContent())!;
  const card = stays.getByTestId('stay-to-review').filter({ hasText: heading });
  // The guest's profile, as a host sees it; the guest's review of the place is still hidden.
  await expect(card.getByTestId('guest-profile-card')).toBeVisible();
  await expect(card.getByTestId('review-state')).toContainText('Write your review by');
  await expect(page.getByText(GUESTS_REVIEW)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Who the guest is, to sign in as them afterwards (the demo password is every demo account's).
  const nights = await (await page.request.get(`/v1/bookings?host=${hostId}`)).json();
  const guestName = heading.split(' at ')[0]!;
  const guestEmail = (
    nights.items as { guestContact: { firstName: string | null; email: string } | null }[]
  ).find((n) => n.guestContact?.firstName && guestName.startsWith(n.guestContact.firstName))!.guestContact!
    .email;

  await card.getByRole('button', { name: /^Review / }).click();
  const form = card.getByRole('form');
  const fiveStars = await form.getByRole('radio', { name: '5 stars', exact: true }).getAttribute('id');
  await form.locator(`label[for="${fiveStars}"]`).click();
  await form.getByLabel('Your review').fill('Quiet, friendly and left the paddock spotless.');
  await form.getByRole('button', { name: 'Post review' }).click();

  // Both are in: both show at once.
  await expect(card.getByTestId('review-state')).toContainText('Reviews revealed on');
  await expect(card.getByTestId('other-review')).toContainText(GUESTS_REVIEW);
  await expectNoAxeViolations(page);

  // The guest sees the host's review of them on the stay in My Trips.
  await signIn(guestEmail);
  await page.goto('/bookings');
  const past = page.getByRole('region', { name: 'Past' });
  const revealed = past.getByTestId('review-state').filter({ hasText: 'Reviews revealed on' });
  await expect(revealed.getByTestId('other-review')).toContainText(
    'Quiet, friendly and left the paddock spotless.',
  );
  await expectNoAxeViolations(page);
});
