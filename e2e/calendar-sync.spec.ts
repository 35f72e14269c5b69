import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import { addDays, formatDisplayDate, todayInAuckland } from '../src/domain/dates';
import { blockedTile } from './calendar-steps';
import { expect, expectNoAxeViolations, test } from './fixtures';

// Calendar sync (issue 28, decision 047): the demo host pastes an external calendar's address into
// a site of theirs; Stopover fetches it at once, the site editor says which nights it blocks (in the
// sync panel, and on the preview's tiles as "Blocked by <calendar>"), and a guest finds those nights
// unavailable on the location page, without the calendar's name. The calendar is served by this journey
// on 127.0.0.1 (the journey server allows loopback fetches: scripts/e2e-server.mjs).

type Night = { date: string; state: string };
type Site = { siteId: number; siteName: string; bookingMode: string; nights: Night[] };

const ics = (date: string) => date.replace(/-/g, '');

/** A site of the demo host's listed properties with nights 10 and 11 from today open. */
async function openSiteOfHost(request: APIRequestContext, hostId: string) {
  const today = todayInAuckland();
  const wanted = [addDays(today, 10), addDays(today, 11)];
  const properties: { items: { id: number; name: string; status: string }[] } = await (
    await request.get(`/v1/users/${hostId}/properties`)
  ).json();
  for (const property of properties.items.filter((p) => p.status === 'active')) {
    const { sites }: { sites: Site[] } = await (
      await request.get(`/v1/locations/${property.id}/availability`)
    ).json();
    for (const site of sites) {
      const open = wanted.every((d) => site.nights.find((n) => n.date === d)?.state === 'available');
      if (open) return { locationId: property.id, name: property.name, site, nights: wanted };
    }
  }
  throw new Error('No site of the demo host has nights 10 and 11 open');
}

test('A host pastes an external calendar’s address and the nights it blocks become unavailable to guests', async ({
  page,
  signIn,
  signUp,
}) => {
  test.setTimeout(120_000);
  const hostId = await signIn('host@stopover.test');
  const target = await openSiteOfHost(page.request, hostId);
  const [first, last] = target.nights as [string, string];
  const feed = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hipcamp//Calendar//EN',
    'BEGIN:VEVENT',
    'UID:e2e-block@hipcamp.example',
    'DTSTAMP:20260101T000000Z',
    `DTSTART;VALUE=DATE:${ics(first)}`,
    `DTEND;VALUE=DATE:${ics(addDays(last, 1))}`,
    'SUMMARY:Booked on Hipcamp',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar' }).end(feed);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hipcamp.ics`;

  try {
    await page.goto(`/hosting/locations/${target.locationId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const site = page.getByRole('group', { name: target.site.siteName, exact: true }).first();
    const sync = site.getByRole('group', { name: 'Calendar sync' });
    await expect(sync.getByRole('textbox', { name: /Private calendar address/ })).toHaveValue(
      /\/v1\/calendar-feeds\/.+\.ics$/,
    );
    await expectNoAxeViolations(page);

    await sync.getByRole('textbox', { name: /Calendar name/ }).fill('Hipcamp');
    await sync.getByRole('textbox', { name: /Calendar address/ }).fill(url);
    await sync.getByRole('button', { name: 'Add calendar' }).click();
    const item = sync.getByTestId('calendar-import');
    await expect(item).toContainText(
      `Blocked by Hipcamp: ${formatDisplayDate(first)} – ${formatDisplayDate(last)}`,
    );
    await expect(item).toContainText('Last synced');
    // The preview beside the panel names the calendar on each night it blocks, and only on those.
    for (const date of target.nights) {
      await expect(blockedTile(site, target.site.siteName, date, 'Hipcamp')).toHaveText(/Blocked by Hipcamp/);
    }
    await expect(blockedTile(site, target.site.siteName, addDays(first, -1), 'Hipcamp')).toHaveCount(0);
    await expectNoAxeViolations(page);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  // A new guest (holding no night anywhere): the two nights are unavailable, the night before is not.
  await signUp({ what: 'calendar-guest' });
  await page.goto(`/locations/${target.locationId}`);
  await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
  await page.getByRole('tab', { name: 'Book Now' }).click();
  const nights = page.getByRole('list', { name: new RegExp(target.site.siteName) }).first();
  for (const date of target.nights) {
    await expect(nights.locator(`[data-date="${date}"]`)).toHaveAttribute('data-state', 'unavailable');
  }
  await expect(nights).not.toContainText('Hipcamp');
  await expect(nights.locator(`[data-date="${addDays(first, -1)}"]`)).not.toHaveAttribute(
    'data-state',
    'unavailable',
  );
  await expectNoAxeViolations(page);

  // The host stops syncing it, leaving the demo's nights as they were for the other journeys.
  await signIn('host@stopover.test');
  const base = `/v1/locations/${target.locationId}/sites/${target.site.siteId}`;
  const { imports }: { imports: { id: number; name: string }[] } = await (
    await page.request.get(`${base}/calendar-sync`)
  ).json();
  for (const synced of imports.filter((i) => i.name === 'Hipcamp')) {
    expect((await page.request.delete(`${base}/calendar-imports/${synced.id}`)).status()).toBe(200);
  }
});
