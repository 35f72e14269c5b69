import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { formatDisplayDate, weekdayOf } from '../src/domain/dates';
import { formatCents } from '../src/domain/money';
import { DEMO_PASSWORD, expect, expectNoAxeViolations, saveTestCard, test } from './fixtures';

// Requests to book (issue 26, decision 037). The demo host's first site takes requests
// (src/server/db/seed/demo-requests.ts). A guest asks for a night there from the property page, the
// host accepts in Guest Bookings, and the guest is charged once and sees the stay. A request nobody
// answers expires when the sweeper runs at its deadline: the journeys' test clock,
// POST /v1/dev/bookings/sweep, runs it as at a given instant instead of after a 24-hour wait.

type Night = { date: string; state: string; price: number };
type Site = { siteId: number; siteName: string; bookingMode: string; nights: Night[] };
type Target = { locationId: number; name: string; site: Site; night: Night };
type Row = { id: number; stayId: string; status: string; paid: boolean; transactionReference: string | null };

/** An open night on a Request site, at least `daysAhead` days ahead, skipping the dates in `taken`. */
async function findRequestNight(request: APIRequestContext, daysAhead: number, taken: string[] = []) {
  const all: { id: number; name: string }[] = (await (await request.get('/v1/locations?limit=200')).json())
    .items;
  for (const location of all) {
    const { sites }: { sites: Site[] } = await (
      await request.get(`/v1/locations/${location.id}/availability`)
    ).json();
    for (const site of sites.filter((s) => s.bookingMode === 'request')) {
      const night = site.nights
        .slice(daysAhead)
        .find((n) => n.state === 'available' && !taken.includes(n.date));
      if (night) return { locationId: location.id, name: location.name, site, night } satisfies Target;
    }
  }
  throw new Error('No demo property has a Request site with an open night');
}

/** A second browser, signed in as the demo host. */
async function hostBrowser(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const res = await page.request.post('/v1/auth/sign-in/email', {
    headers: { origin: new URL(baseURL).origin },
    data: { email: 'host@stopover.test', password: DEMO_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
  return page;
}

const nightsOfStay = async (request: APIRequestContext, stayId: string): Promise<Row[]> =>
  ((await (await request.get('/v1/bookings')).json()).items as Row[]).filter((n) => n.stayId === stayId);

test('A guest requests a night at a Request site, the host accepts, and the guest is charged once and sees the stay', async ({
  page,
  browser,
  baseURL,
  signIn,
  mailbox,
}) => {
  test.setTimeout(180_000);
  const guestId = await signIn('guest@stopover.test');
  await saveTestCard(page.request, guestId);
  const target = await findRequestNight(page.request, 20);
  const { site, night } = target;

  // The property page says the site takes requests; Book Now becomes Request to Book.
  await page.goto(`/locations/${target.locationId}`);
  await page.getByRole('tab', { name: 'Book Now' }).click();
  await expect(page.getByTestId('request-site').first()).toHaveText(
    'Request to book: the host accepts or declines within 24 hours.',
  );
  const day = `${weekdayOf(night.date).slice(0, 3)} ${formatDisplayDate(night.date)}`;
  await page
    .getByRole('button', {
      name: `${day}, ${site.siteName}, ${formatCents(night.price)} per motorhome, available`,
      exact: true,
    })
    .click();
  const panel = page.getByRole('region', { name: 'Your stay' });
  await expect(panel.getByTestId('request-note')).toContainText('within 24 hours');
  await panel.getByRole('button', { name: 'Request to Book' }).click();

  // The confirm dialog says the card is held, not charged, and sends the request.
  const confirm = page.getByRole('dialog', { name: 'Request to book' });
  await expect(confirm.getByTestId('card-note')).toContainText('You are charged only if the host accepts');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Send request' }).click();
  const sent = page.getByRole('dialog', { name: 'Your request has been sent' });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText('held on your card');
  await sent.getByRole('button', { name: 'Close' }).click();

  // My Trips: the stay waits for the host, with the hours left and a way to withdraw it.
  const card = page.getByRole('article').filter({ hasText: formatDisplayDate(night.date) });
  await expect(card.getByTestId('request-status')).toHaveText('Requested');
  await expect(card.getByTestId('request-state')).toContainText(/Waiting for the host: 2[34] hours left/);
  await expect(card.getByRole('button', { name: 'Withdraw request' })).toBeVisible();
  await expectNoAxeViolations(page);
  const [waiting] = ((await (await page.request.get('/v1/bookings')).json()).items as Row[]).filter(
    (n) => n.status === 'pending',
  );
  expect(waiting, 'the requested night').toBeTruthy();
  expect(waiting!.paid).toBe(false);
  await mailbox.latest('host@stopover.test', /^Request to book /);

  // The host finds the request first in Guest Bookings and accepts it.
  const host = await hostBrowser(browser, baseURL!);
  await host.goto('/hosting/bookings');
  const requests = host.getByRole('region', { name: 'Requests to book' });
  const request = requests.getByTestId('pending-request').filter({ hasText: formatDisplayDate(night.date) });
  await expect(request).toContainText(/hours? left to answer/);
  await expectNoAxeViolations(host);
  await request.getByRole('button', { name: /^Accept: / }).click();
  await expect(host.getByText('Request accepted: the stay is booked and the guest charged.')).toBeVisible();
  await expect(request).toHaveCount(0);

  // The guest is charged once: the night is paid by one charge, and accepting again changes nothing.
  const [paid] = await nightsOfStay(page.request, waiting!.stayId);
  expect(paid).toMatchObject({ status: 'accepted', paid: true });
  expect(paid!.transactionReference).toMatch(/^ch_/);
  const again = await host.request.post(`/v1/bookings/requests/${waiting!.stayId}/accept`, {
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(again.status()).toBe(200);
  expect((await nightsOfStay(page.request, waiting!.stayId))[0]!.transactionReference).toBe(
    paid!.transactionReference,
  );
  await mailbox.latest('guest@stopover.test', new RegExp(`^Your booking at ${target.name} is confirmed`));

  // My Trips shows the stay booked: accepted, paid, with the host's contact.
  await page.reload();
  await expect(card.getByTestId('request-status')).toHaveText('Accepted');
  await expect(card).toContainText(formatCents(night.price));
  await expect(card.getByRole('button', { name: 'Withdraw request' })).toHaveCount(0);
  await host.context().close();
});

test('A request nobody answers expires at its deadline (a test clock) and the hold on the card is released', async ({
  page,
  signIn,
  mailbox,
}) => {
  test.setTimeout(120_000);
  const guestId = await signIn('guest@stopover.test');
  await saveTestCard(page.request, guestId);
  const target = await findRequestNight(page.request, 22);

  const asked = await page.request.post(`/v1/locations/${target.locationId}/bookings`, {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { bookings: [{ siteId: target.site.siteId, date: target.night.date }] },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { paymentId, request } = await asked.json();
  expect(request.status).toBe('requested');

  // An hour before the deadline nothing happens; a minute after it, the request expires.
  const at = (ms: number) => new Date(Date.parse(request.expiresAt) + ms).toISOString();
  const early = await page.request.post('/v1/dev/bookings/sweep', { data: { at: at(-3_600_000) } });
  expect((await early.json()).requests.expired).toBe(0);
  const late = await page.request.post('/v1/dev/bookings/sweep', { data: { at: at(60_000) } });
  expect((await late.json()).requests.expired).toBeGreaterThanOrEqual(1);

  await page.goto('/bookings');
  const card = page.getByRole('article').filter({ hasText: formatDisplayDate(target.night.date) });
  await expect(card.getByTestId('request-status')).toHaveText('Expired');
  await expect(card.getByTestId('request-state')).toHaveText(
    'The host did not answer in time. Nothing was charged.',
  );
  await expectNoAxeViolations(page);
  const nights = await nightsOfStay(page.request, paymentId);
  expect(nights.map((n) => [n.status, n.paid, n.transactionReference])).toEqual([['cancelled', false, null]]);
  await mailbox.latest('guest@stopover.test', new RegExp(`^Your request to book ${target.name} expired`));

  // The night is open again for anyone.
  const { sites }: { sites: Site[] } = await (
    await page.request.get(
      `/v1/locations/${target.locationId}/availability?from=${target.night.date}&to=${target.night.date}`,
    )
  ).json();
  expect(sites.find((s) => s.siteId === target.site.siteId)!.nights[0]!.state).toBe('available');
});
