// The host's one public reply under a guest's review of their property (issue 27, decision 043): the
// demo host finds a review of one of their places with no reply yet on the place's page, replies, and
// a visitor then reads the reply under the review.

import { expect, expectNoAxeViolations, test } from './fixtures';

type Review = { id: number; comment: string; hostReply?: string };

const REPLY = 'Thank you for staying! The eggs are on us next time.';

test('The host replies to a review of their place, and visitors read the reply under it', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  const hostId = await signIn('host@stopover.test');

  // A review of one of the demo host's places that has a comment and no reply yet.
  const properties: { id: number }[] = (
    await (await page.request.get(`/v1/users/${hostId}/properties`)).json()
  ).items;
  let found: { locationId: number; review: Review } | null = null;
  for (const property of properties) {
    const reviews: Review[] = (await (await page.request.get(`/v1/locations/${property.id}/reviews`)).json())
      .items;
    // Found on the page by its text, so a text no other review of the place has.
    const review = reviews.find(
      (r) => r.comment && !r.hostReply && reviews.filter((o) => o.comment === r.comment).length === 1,
    );
    if (review) {
      found = { locationId: property.id, review };
      break;
    }
  }
  expect(found, 'a review of a demo host’s place without a reply').not.toBeNull();
  const { locationId, review } = found!;

  await page.goto(`/locations/${locationId}`);
  const card = page.getByTestId('review').filter({ hasText: review.comment });
  await expect(card.getByRole('button', { name: /^Reply to / })).toBeVisible();
  await expect(card.getByTestId('host-reply')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: /^Reply to / }).click();
  const form = card.getByRole('form', { name: /^Reply to / });
  // An empty reply is refused by the schema, under the field.
  await form.getByRole('button', { name: 'Save reply' }).click();
  await expect(form.getByLabel('Your reply')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Your reply').fill(REPLY);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Save reply' }).click();

  await expect(card.getByTestId('host-reply')).toContainText(REPLY);
  // One reply per review: the button is gone.
  await expect(card.getByRole('button', { name: /^Reply to / })).toHaveCount(0);

  // A visitor reads it under the review, and is offered no Reply.
  // A visitor's location page is prerendered and kept a while (decision 026; a second under the
  // journeys' server, decision 048): the reply shows once the copy another visitor was sent has gone.
  await page.context().clearCookies();
  const seen = page.getByTestId('review').filter({ hasText: review.comment });
  await expect(async () => {
    await page.goto(`/locations/${locationId}`);
    await expect(seen.getByTestId('host-reply')).toContainText('The host replied:', { timeout: 2_000 });
  }).toPass({ timeout: 45_000, intervals: [1_000] });
  await expect(seen.getByTestId('host-reply')).toContainText(REPLY);
  await expect(page.getByRole('button', { name: /^Reply to / })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
