import { randomUUID } from 'node:crypto';
import { addDays, formatDisplayDate, todayInAuckland } from '../src/domain/dates';
import { expect, expectNoAxeViolations, saveTestCard, test, type MailboxItem } from './fixtures';

// Arrival information (issue 26, decision 040): the demo host writes a gate code in the property form;
// the demo guest, booked there tomorrow (always inside the 48 hours before arrival) and again in three
// days (always outside them, the demo data's stay), sees the code on tomorrow's stay in My Trips and
// only a notice on the later one, and gets the reminder email for tomorrow's stay alone. Nobody else
// sees the code: not a visitor, not the property's public answer, not the guest through the property.
// The server has no test clock: the two stays' dates put one on each side of the 48 hours.

type Night = { date: string; location: number; status: string; guest: string };
type Availability = {
  sites: { siteId: number; bookingMode?: string; nights: { date: string; available: boolean }[] }[];
};

test('A booked guest sees the gate code 48 hours before arriving and not earlier; nobody else sees it', async ({
  page,
  request,
  signIn,
}) => {
  test.setTimeout(180_000);
  const today = todayInAuckland();
  const tomorrow = addDays(today, 1);
  const gate = `Gate code ${1000 + Math.floor(Math.random() * 9000)}`;

  // The demo host finds the demo guest's stay in three days or more (src/server/db/seed/demo.ts)…
  const hostId = await signIn('host@stopover.test');
  const hosted: Night[] = (await (await page.request.get(`/v1/bookings?host=${hostId}`)).json()).items;
  const guestsNight = hosted
    .filter((n) => n.guest === 'demo-guest' && n.status === 'accepted' && n.date >= addDays(today, 3))
    .sort((a, b) => (a.date < b.date ? -1 : 1))[0];
  expect(guestsNight, 'the demo guest’s upcoming stay with the demo host').toBeTruthy();
  const locationId = guestsNight!.location;
  const stays: Night[] = hosted.filter((n) => n.guest === 'demo-guest' && n.location === locationId);
  const laterArrival = stays
    .filter((n) => n.status === 'accepted' && n.date >= addDays(today, 3))
    .map((n) => n.date)
    .sort()[0]!;

  // …and writes the gate code in that property's form.
  await page.goto(`/hosting/locations/${locationId}`);
  const field = page.getByRole('textbox', { name: 'Arrival instructions' });
  await field.fill(`${gate}\nPark on the gravel by the woolshed.`);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Property Updated')).toBeVisible();

  // The demo guest books tomorrow's night there with a test card.
  const guestId = await signIn('guest@stopover.test');
  await saveTestCard(page.request, guestId);
  const availability: Availability = await (
    await page.request.get(`/v1/locations/${locationId}/availability?from=${tomorrow}&to=${tomorrow}`)
  ).json();
  // A site booked at once (the demo's Request site would wait for the host, issue 26).
  const site = availability.sites.find(
    (s) => s.bookingMode !== 'request' && s.nights.some((n) => n.date === tomorrow && n.available),
  );
  expect(site, `a site open tomorrow at location ${locationId}`).toBeTruthy();
  const booked = await page.request.post(`/v1/locations/${locationId}/bookings`, {
    headers: { 'Idempotency-Key': randomUUID() },
    data: { bookings: [{ siteId: site!.siteId, date: tomorrow }] },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  // My Trips: the code on tomorrow's stay, only the notice on the later one.
  await page.goto('/bookings');
  const upcoming = page.getByTestId('stay');
  const arriving = (date: string) =>
    new RegExp(`Arrival\\s*${formatDisplayDate(date).replaceAll('/', '\\/')}`);
  const soon = upcoming.filter({ hasText: arriving(tomorrow) }).first();
  const later = upcoming.filter({ hasText: arriving(laterArrival) }).first();
  await expect(soon.getByTestId('arrival-instructions')).toContainText(gate);
  await expect(soon.getByTestId('arrival-instructions')).toContainText('Park on the gravel by the woolshed.');
  await expect(later.getByText('Arrival instructions appear 48 hours before you arrive.')).toBeVisible();
  await expect(later).not.toContainText(gate);
  await expectNoAxeViolations(page);

  // The property's answer carries it for nobody but its host and administrators: not for this guest.
  const asGuest = await page.request.get(`/v1/locations/${locationId}`);
  expect((await asGuest.json()).arrivalInstructions).toBeNull();
  expect(await asGuest.text()).not.toContain(gate);
  const asVisitor = await request.get(`/v1/locations/${locationId}`);
  expect(await asVisitor.text()).not.toContain(gate);

  // The reminder for tomorrow's stay is queued by the job (every 2 seconds under the journeys' server,
  // decision 048); none for the later one.
  let reminder: MailboxItem | undefined;
  await expect
    .poll(
      async () => {
        const items: MailboxItem[] = (await (await request.get('/v1/dev/mailbox?limit=50')).json()).items;
        reminder = items.find(
          (m) => m.to === 'guest@stopover.test' && m.subject.endsWith(` on ${formatDisplayDate(tomorrow)}`),
        );
        expect(
          items.some(
            (m) => m.to === 'guest@stopover.test' && m.subject.includes(formatDisplayDate(laterArrival)),
          ),
        ).toBe(false);
        return reminder ? 'queued' : 'not yet';
      },
      { timeout: 75_000, intervals: [1_000] },
    )
    .toBe('queued');
  expect(reminder!.subject).toMatch(/^Arriving at /);
  expect(reminder!.text).toContain(gate);

  // A visitor on the property's page sees no code either.
  await page.context().clearCookies();
  await page.goto(`/locations/${locationId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(gate);
  await expectNoAxeViolations(page);
});
