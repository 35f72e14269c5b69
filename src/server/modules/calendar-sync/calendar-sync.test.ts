// Calendar sync (issue 28, decision 047), against calendars served by a local HTTP server: a site's
// private feed, an Airbnb-style feed with recurring blocks closing nights for the calendar, search,
// quote and booking, bad feeds (malformed, 20 MB, never answering) keeping the last good nights
// without stopping the others, addresses that are not public refused, and Stopover's export
// imported into a second site blocking exactly the same nights. PGlite by default, PostgreSQL with
// TEST_DATABASE_URL.

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, notInArray } from 'drizzle-orm';
import { calendarsByNight } from '../../../domain/calendar-sync';
import { addDays, todayInAuckland, type IsoDate } from '../../../domain/dates';
import type { CalendarSync } from '../../../domain/schemas/calendar-sync';
import { calendarImports, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { signUp, type Actor } from '../../testing/actors';
import { createBooking, createLocation } from '../../testing/fixtures';
import { signedInGuestWithCard, TEST_BANK_ACCOUNT, TEST_CARDS } from '../../testing/payments';
import { isAllowedAddress } from './fetch-feed';
import { syncDueImports, SYNC_INTERVAL_MS, type CalendarSyncDeps } from './calendar-sync.service';

let t: TestContext;
let host: Actor;
let deps: CalendarSyncDeps;
const today = todayInAuckland();
const night = (offset: number) => addDays(today, offset);
const ics = (date: IsoDate) => date.replace(/-/g, '');

/** What the local calendar server answers, by path; changed by the tests as they go. */
const served = new Map<string, string | 'huge' | 'hang' | { redirect: string }>();
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const answer = served.get(req.url ?? '');
    if (answer === undefined) return void res.writeHead(404).end();
    if (answer === 'hang') return; // never answers
    if (answer === 'huge') {
      // 20 MB of a calendar's worth of text, sent without a length, as a runaway feed would.
      res.writeHead(200, { 'content-type': 'text/calendar' });
      const chunk = Buffer.alloc(1024 * 1024, 'X');
      let sent = 0;
      const more = () => {
        while (sent < 20) {
          sent++;
          if (!res.write(chunk)) return void res.once('drain', more);
        }
        res.end();
      };
      res.on('error', () => {});
      return more();
    }
    if (typeof answer === 'object') return void res.writeHead(302, { location: answer.redirect }).end();
    res.writeHead(200, { 'content-type': 'text/calendar' }).end(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ CALENDAR_FETCH_ALLOW_LOOPBACK: 'true', CALENDAR_FETCH_TIMEOUT_MS: '500' });
  deps = { db: t.database.db, fetchLimits: t.config.calendarFetch, publicUrl: t.config.publicUrl };
  host = await signUp(t, 'calendar-host@example.test', { accountValid: true, firstName: 'Aroha' });
  // A payout account, so a guest's booking there is refused for the night and nothing else.
  const digits = TEST_BANK_ACCOUNT.replace(/-/g, '');
  const bank = await t.payments.createBankToken({
    accountName: 'Aroha',
    accountNumber: digits,
    routingNumber: digits.slice(0, 6),
    currency: 'nzd',
    country: 'NZ',
  });
  const { accountId } = await t.payments.createConnectedAccount(
    { userId: host.id, email: host.email, bankToken: bank.token },
    `connected-account:${host.id}`,
  );
  await t.database.db
    .update(users)
    .set({ connectedAccountId: accountId, bankName: bank.bankName })
    .where(eq(users.id, host.id));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const property = (name: string, spaces = 1) =>
  createLocation(t.database.db, {
    ownerId: host.id,
    name,
    sites: [{ name: 'Paddock', spaces, price: 3000 }],
  });

const syncUrl = (locationId: number, siteId: number, rest = 'calendar-sync') =>
  `/v1/locations/${locationId}/sites/${siteId}/${rest}`;

async function addImport(locationId: number, siteId: number, name: string, url: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: syncUrl(locationId, siteId, 'calendar-imports'),
    headers: host.headers,
    payload: { name, url },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CalendarSync;
}

/** The nights of the window the public calendar shows as not for sale (unavailable). */
async function closedNights(locationId: number, from = night(1), to = night(45)): Promise<IsoDate[]> {
  const res = await t.app.inject({ url: `/v1/locations/${locationId}/availability?from=${from}&to=${to}` });
  expect(res.statusCode).toBe(200);
  const [site] = (res.json() as { sites: { nights: { date: IsoDate; state: string }[] }[] }).sites;
  return site!.nights.filter((n) => n.state === 'unavailable').map((n) => n.date);
}

const PACIFIC_AUCKLAND = `BEGIN:VTIMEZONE
TZID:Pacific/Auckland
BEGIN:STANDARD
DTSTART:19700405T030000
RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU
TZOFFSETFROM:+1300
TZOFFSETTO:+1200
TZNAME:NZST
END:STANDARD
BEGIN:DAYLIGHT
DTSTART:19700927T020000
RRULE:FREQ=YEARLY;BYMONTH=9;BYDAY=-1SU
TZOFFSETFROM:+1200
TZOFFSETTO:+1300
TZNAME:NZDT
END:DAYLIGHT
END:VTIMEZONE`;

/**
 * An Airbnb-style export: a reservation (all-day, DTEND the checkout day), a weekly "not available"
 * block repeated 4 times with one week excluded, a cancelled event, and two timed stays: one in
 * New Zealand time, one in UTC (whose nights are New Zealand's, not UTC's dates).
 */
const airbnbFeed = () =>
  [
    'BEGIN:VCALENDAR',
    'PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
    PACIFIC_AUCKLAND,
    'BEGIN:VEVENT',
    `DTEND;VALUE=DATE:${ics(night(5))}`,
    `DTSTART;VALUE=DATE:${ics(night(3))}`,
    'UID:1418fb94e984-reservation@airbnb.com',
    'SUMMARY:Reserved',
    'END:VEVENT',
    'BEGIN:VEVENT',
    `DTSTART;VALUE=DATE:${ics(night(7))}`,
    `DTEND;VALUE=DATE:${ics(night(8))}`,
    'RRULE:FREQ=WEEKLY;COUNT=4',
    `EXDATE;VALUE=DATE:${ics(night(14))}`,
    'UID:7f3a-weekly-block@airbnb.com',
    'SUMMARY:Airbnb (Not available)',
    'END:VEVENT',
    'BEGIN:VEVENT',
    `DTSTART;VALUE=DATE:${ics(night(30))}`,
    `DTEND;VALUE=DATE:${ics(night(32))}`,
    'STATUS:CANCELLED',
    'UID:cancelled@airbnb.com',
    'SUMMARY:Reserved',
    'END:VEVENT',
    'BEGIN:VEVENT',
    `DTSTART;TZID=Pacific/Auckland:${ics(night(35))}T140000`,
    `DTEND;TZID=Pacific/Auckland:${ics(night(37))}T100000`,
    'UID:timed-nz@hipcamp.example',
    'SUMMARY:Booked',
    'END:VEVENT',
    'BEGIN:VEVENT',
    // 23:30 UTC is already the next day in New Zealand (11:30 or 12:30).
    `DTSTART:${ics(night(39))}T233000Z`,
    `DTEND:${ics(night(40))}T220000Z`,
    'UID:timed-utc@hipcamp.example',
    'SUMMARY:Booked',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

/** The nights airbnbFeed closes within the first 45. */
const AIRBNB_NIGHTS = [3, 4, 7, 21, 28, 35, 36, 40].map(night);

describe('importing an external calendar', () => {
  it('closes the nights of an Airbnb-style feed (recurring blocks, exclusions, time zones) for the calendar, search, quote and booking', async () => {
    const loc = await property('Airbnb Farm');
    const site = loc.sites[0]!;
    served.set('/airbnb.ics', airbnbFeed());
    const before = await closedNights(loc.id);
    expect(before).toEqual([]);
    const sync = await addImport(loc.id, site.id, 'Airbnb', `${base}/airbnb.ics`);
    expect(sync.imports).toMatchObject([{ name: 'Airbnb', lastError: null }]);
    expect(sync.imports[0]!.lastSuccessAt).not.toBeNull();
    expect(sync.imports[0]!.blocked).toEqual([
      { from: night(3), to: night(4) },
      { from: night(7), to: night(7) },
      { from: night(21), to: night(21) },
      { from: night(28), to: night(28) },
      { from: night(35), to: night(36) },
      { from: night(40), to: night(40) },
    ]);
    expect(await closedNights(loc.id)).toEqual(AIRBNB_NIGHTS);

    // Search by dates: not open for a stay over a blocked night, open for one beside it.
    const search = async (arrival: IsoDate, departure: IsoDate) => {
      const res = await t.app.inject({
        url: `/v1/locations?arrival=${arrival}&departure=${departure}&limit=100`,
      });
      return (res.json() as { items: { id: number }[] }).items.some((l) => l.id === loc.id);
    };
    expect(await search(night(3), night(5))).toBe(false);
    expect(await search(night(5), night(7))).toBe(true);

    // The quote and the booking refuse a blocked night, and quote the night beside it.
    const guest = await signedInGuestWithCard(
      t,
      `calendar-guest-${randomUUID()}@example.test`,
      TEST_CARDS.ok,
    );
    const quote = (date: IsoDate) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/locations/${loc.id}/bookings/quote`,
        headers: guest.headers,
        payload: { bookings: [{ siteId: site.id, date }], code: 'NOSUCHCODE' },
      });
    expect((await quote(night(7))).json().code).toBe('booking.unavailable');
    expect((await quote(night(6))).json().code).not.toBe('booking.unavailable');
    const booking = await t.app.inject({
      method: 'POST',
      url: `/v1/locations/${loc.id}/bookings`,
      headers: { ...guest.headers, 'idempotency-key': randomUUID() },
      payload: { bookings: [{ siteId: site.id, date: night(7) }] },
    });
    expect([booking.statusCode, booking.json().code]).toEqual([400, 'booking.unavailable']);

    // The host's own rules (the property editor's list) do not include the imported closures.
    const detail = await t.app.inject({ url: `/v1/locations/${loc.id}`, headers: host.headers });
    expect(detail.json().propertyInformation.sites[0].availabilityRules).toEqual([]);

    // Removing the calendar sells its nights again.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: syncUrl(loc.id, site.id, `calendar-imports/${sync.imports[0]!.id}`),
      headers: host.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as CalendarSync).imports).toEqual([]);
    expect(await closedNights(loc.id)).toEqual([]);
  });

  it('names the calendar on each night it blocks to the host and an administrator, never to a guest', async () => {
    const loc = await property('Kākā Farm');
    const site = loc.sites[0]!;
    const name = 'Kākā Bookings Ltd';
    served.set('/kaka.ics', airbnbFeed());
    // A second calendar whose stay (nights 4 and 5) overlaps the first one's reservation (3 and 4).
    served.set(
      '/hipcamp-kaka.ics',
      `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//t//EN\r\nBEGIN:VEVENT\r\nUID:kaka\r\nDTSTAMP:20260101T000000Z\r\nDTSTART;VALUE=DATE:${ics(night(4))}\r\nDTEND;VALUE=DATE:${ics(night(6))}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
    );
    await addImport(loc.id, site.id, name, `${base}/kaka.ics`);
    const sync = await addImport(loc.id, site.id, 'Hipcamp', `${base}/hipcamp-kaka.ics`);

    // The host's answer: each blocked night with the calendars blocking it, overlaps included.
    const expected = new Map<IsoDate, string[]>(AIRBNB_NIGHTS.map((d) => [d, [name]]));
    expected.set(night(4), [name, 'Hipcamp']);
    expected.set(night(5), ['Hipcamp']);
    const sorted = (m: Map<IsoDate, string[]>) => [...m].sort(([a], [b]) => a.localeCompare(b));
    expect(sorted(calendarsByNight(sync.imports))).toEqual(sorted(expected));
    for (const item of sync.imports) expect(item.lastSuccessAt).not.toBeNull();

    // An administrator manages every property, so sees the same.
    const admin = await signUp(t, `calendar-admin-${randomUUID()}@example.test`, {
      roles: ['administrator'],
    });
    const asAdmin = await t.app.inject({ url: syncUrl(loc.id, site.id), headers: admin.headers });
    expect(asAdmin.statusCode).toBe(200);
    expect(calendarsByNight((asAdmin.json() as CalendarSync).imports).get(night(4))).toEqual([
      name,
      'Hipcamp',
    ]);

    // A guest: the sync is not there, and the nights are only unavailable, named nowhere.
    const guest = await signUp(t, `calendar-guest-${randomUUID()}@example.test`);
    const asGuest = await t.app.inject({ url: syncUrl(loc.id, site.id), headers: guest.headers });
    expect(asGuest.statusCode).toBe(404);
    const availability = await t.app.inject({
      url: `/v1/locations/${loc.id}/availability?from=${night(1)}&to=${night(28)}`,
      headers: guest.headers,
    });
    const nights = (availability.json() as { sites: { nights: { date: IsoDate; state: string }[] }[] })
      .sites[0]!.nights;
    expect(nights.find((n) => n.date === night(4))?.state).toBe('unavailable');
    expect(nights.find((n) => n.date === night(5))?.state).toBe('unavailable');
    const detail = await t.app.inject({ url: `/v1/locations/${loc.id}`, headers: guest.headers });
    expect(detail.statusCode).toBe(200);
    for (const answer of [availability.body, detail.body, asGuest.body]) {
      expect(answer).not.toContain('Kākā Bookings');
      expect(answer).not.toContain('Hipcamp');
    }
  });

  it('keeps the last good nights when a feed turns malformed, huge or silent, says why, and fetches the other feeds all the same', async () => {
    const loc = await property('Flaky Farm');
    const other = await property('Steady Farm');
    served.set('/flaky.ics', airbnbFeed());
    served.set('/steady.ics', airbnbFeed());
    const flaky = (await addImport(loc.id, loc.sites[0]!.id, 'Flaky', `${base}/flaky.ics`)).imports[0]!;
    await addImport(other.id, other.sites[0]!.id, 'Steady', `${base}/steady.ics`);
    expect(await closedNights(loc.id)).toEqual(AIRBNB_NIGHTS);
    // Only these two calendars are due in this test's rounds.
    await t.database.db
      .update(calendarImports)
      .set({ nextFetchAt: new Date('2999-01-01T00:00:00Z') })
      .where(notInArray(calendarImports.url, [`${base}/flaky.ics`, `${base}/steady.ics`]));

    // Each round of the job runs 15 minutes after the last (a fake clock: the feeds are due again).
    let clock = Date.now();
    const round = () => syncDueImports(deps, new Date((clock += SYNC_INTERVAL_MS + 1000)));
    const state = async () => {
      const res = await t.app.inject({
        url: syncUrl(loc.id, loc.sites[0]!.id),
        headers: { ...host.headers, 'accept-language': 'de' },
      });
      return (res.json() as CalendarSync).imports[0]!;
    };

    for (const [answer, code] of [
      ['BEGIN:VCALENDAR\r\nthis is not a calendar\r\n', 'calendarSync.malformed'],
      ['<html><body>Sign in</body></html>', 'calendarSync.malformed'],
      ['huge', 'calendarSync.tooLarge'],
      ['hang', 'calendarSync.timeout'],
    ] as const) {
      served.set('/flaky.ics', answer);
      // The steady feed changed meanwhile: a week more blocked.
      served.set(
        '/steady.ics',
        airbnbFeed().replace(`DTEND;VALUE=DATE:${ics(night(5))}`, `DTEND;VALUE=DATE:${ics(night(6))}`),
      );
      expect(await round()).toEqual({ fetched: 1, failed: 1 });
      const now = await state();
      expect([answer, now.lastError?.code]).toEqual([answer, code]);
      expect(now.lastError?.message).not.toMatch(/^calendarSync/);
      expect(now.lastSuccessAt).toBe(flaky.lastSuccessAt);
      expect(await closedNights(loc.id)).toEqual(AIRBNB_NIGHTS);
      expect(await closedNights(other.id)).toContain(night(5));
    }
    // The German text of the last failure.
    expect((await state()).lastError?.message).toBe(
      'Der Server des Kalenders hat zu lange nicht geantwortet.',
    );

    // Fixed: the next good fetch clears the error.
    served.set('/flaky.ics', airbnbFeed().replace('COUNT=4', 'COUNT=1'));
    await round();
    const fixed = await state();
    expect(fixed.lastError).toBeNull();
    expect(await closedNights(loc.id)).toEqual([3, 4, 7, 35, 36, 40].map(night));
  });

  it('fetches each calendar once per 15 minutes across server copies', async () => {
    const loc = await property('Twice Farm');
    served.set('/twice.ics', airbnbFeed());
    const { imports } = await addImport(loc.id, loc.sites[0]!.id, 'Twice', `${base}/twice.ics`);
    // Only this test's calendar is due in its rounds.
    await t.database.db.update(calendarImports).set({ nextFetchAt: new Date('2999-01-01T00:00:00Z') });
    const added = new Date();
    await t.database.db
      .update(calendarImports)
      .set({ nextFetchAt: new Date(added.getTime() + SYNC_INTERVAL_MS) })
      .where(eq(calendarImports.id, imports[0]!.id));
    // Not due until 15 minutes after it was added.
    expect(await syncDueImports(deps, new Date(added.getTime() + SYNC_INTERVAL_MS - 1000))).toEqual({
      fetched: 0,
      failed: 0,
    });
    // Two copies run a round at the same moment: one of them fetches it.
    const due = new Date(added.getTime() + SYNC_INTERVAL_MS);
    const rounds = await Promise.all([syncDueImports(deps, due), syncDueImports(deps, due)]);
    expect(rounds.map((r) => r.fetched).sort()).toEqual([0, 1]);
    const [row] = await t.database.db
      .select()
      .from(calendarImports)
      .where(eq(calendarImports.id, imports[0]!.id));
    expect(row!.nextFetchAt.getTime()).toBe(due.getTime() + SYNC_INTERVAL_MS);
    expect(row!.lastSuccessAt?.getTime()).toBe(due.getTime());
  });
});

describe('fetching only public addresses', () => {
  it('refuses loopback, private, link-local, shared and multicast addresses, and allows public ones', () => {
    for (const address of [
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      'fe80::1',
      'fd00::1',
      '::',
      '::ffff:10.0.0.1',
    ]) {
      expect([address, isAllowedAddress(address, true)]).toEqual([address, false]);
    }
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect([address, isAllowedAddress(address, false)]).toEqual([address, false]);
      expect([address, isAllowedAddress(address, true)]).toEqual([address, true]);
    }
    for (const address of ['8.8.8.8', '203.0.113.9', '2606:4700:4700::1111']) {
      expect([address, isAllowedAddress(address, false)]).toEqual([address, true]);
    }
  });

  it('records notPublic for a loopback address or a name resolving to one when loopback is not allowed, and for a redirect to a link-local one', async () => {
    const loc = await property('Sneaky Farm');
    const strict: CalendarSyncDeps = { ...deps, fetchLimits: { ...deps.fetchLimits, allowLoopback: false } };
    served.set('/sneaky.ics', airbnbFeed());
    const { addCalendarImport } = await import('./calendar-sync.service');
    const viewer = { userId: host.id, roles: [], accountValid: true };
    const port = (server.address() as AddressInfo).port;
    for (const url of [`${base}/sneaky.ics`, `http://localhost:${port}/sneaky.ics`]) {
      const sync = await addCalendarImport(
        strict,
        viewer,
        loc.id,
        loc.sites[0]!.id,
        { name: 'Sneaky', url },
        'en',
      );
      expect(sync.imports.at(-1)).toMatchObject({
        url,
        lastError: { code: 'calendarSync.notPublic' },
        lastSuccessAt: null,
      });
    }
    served.set('/redirect.ics', { redirect: 'http://169.254.169.254/latest/meta-data' });
    const redirected = await addImport(loc.id, loc.sites[0]!.id, 'Redirect', `${base}/redirect.ics`);
    expect(redirected.imports.at(-1)!.lastError?.code).toBe('calendarSync.notPublic');
    expect(await closedNights(loc.id)).toEqual([]);
  });

  it('refuses an address that is not http(s)', async () => {
    const loc = await property('Files Farm');
    const res = await t.app.inject({
      method: 'POST',
      url: syncUrl(loc.id, loc.sites[0]!.id, 'calendar-imports'),
      headers: host.headers,
      payload: { name: 'Files', url: 'file:///etc/passwd' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('calendarSync.badUrl');
  });
});

describe('the private feed of a site', () => {
  it('lists the booked and blocked nights as all-day events, answers 404 to a wrong or replaced token, and a second site importing it blocks exactly the same nights', async () => {
    const a = await property('Export Farm', 2);
    const siteA = a.sites[0]!;
    const guest = await signUp(t, `feed-guest-${randomUUID()}@example.test`);
    // Night 2: one of two spaces booked (still for sale); nights 8 and 9: both booked.
    await createBooking(t.database.db, {
      locationId: a.id,
      siteId: siteA.id,
      guestId: guest.id,
      date: night(2),
    });
    for (const offset of [8, 9, 8, 9]) {
      await createBooking(t.database.db, {
        locationId: a.id,
        siteId: siteA.id,
        guestId: guest.id,
        date: night(offset),
      });
    }
    // The host closes nights 5 and 6 with a rule, as the property editor saves it.
    const detail = (await t.app.inject({ url: `/v1/locations/${a.id}`, headers: host.headers })).json() as {
      images: { id: string; url: string }[];
      version: number;
    };
    const body = {
      name: 'Export Farm',
      description: 'A quiet paddock.',
      propertyType: 'Farm',
      address: { address: '1 Export Road', city: 'Wellington' },
      latitude: -41.29,
      longitude: 174.78,
      images: detail.images,
      propertyInformation: {
        sites: [
          {
            id: siteA.id,
            name: 'Paddock',
            spaces: 2,
            price: 3000,
            availabilityRules: [{ type: 'Date Range', dates: { from: night(5), to: night(6) }, spaces: 0 }],
          },
        ],
      },
      version: detail.version,
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/v1/locations/${a.id}`,
      headers: host.headers,
      payload: body,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Something imported into A is not exported again (no echo between platforms).
    served.set(
      '/into-a.ics',
      `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//t//EN\r\nBEGIN:VEVENT\r\nUID:x\r\nDTSTAMP:20260101T000000Z\r\nDTSTART;VALUE=DATE:${ics(night(20))}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
    );
    const intoA = await addImport(a.id, siteA.id, 'Elsewhere', `${base}/into-a.ics`);
    expect(intoA.imports[0]!.blocked).toEqual([{ from: night(20), to: night(20) }]);
    // The host's next save keeps the imported closure.
    const again = await t.app.inject({
      method: 'PUT',
      url: `/v1/locations/${a.id}`,
      headers: host.headers,
      payload: {
        ...body,
        images: (await t.app.inject({ url: `/v1/locations/${a.id}`, headers: host.headers })).json().images,
        version: saved.json().version,
      },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await closedNights(a.id)).toEqual([5, 6, 20].map(night));

    const feedUrl = new URL(intoA.feedUrl);
    expect(feedUrl.pathname).toMatch(/^\/v1\/calendar-feeds\/[A-Za-z0-9_-]{32}\.ics$/);
    const feed = await t.app.inject({ url: feedUrl.pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const text = feed.body;
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain(
      `DTSTART;VALUE=DATE:${ics(night(5))}\r\nDTEND;VALUE=DATE:${ics(night(7))}\r\nSUMMARY:Not available`,
    );
    expect(text).toContain(
      `DTSTART;VALUE=DATE:${ics(night(8))}\r\nDTEND;VALUE=DATE:${ics(night(10))}\r\nSUMMARY:Booked on Stopover`,
    );
    expect(text).not.toContain(`DTSTART;VALUE=DATE:${ics(night(2))}`);
    expect(text).not.toContain(`DTSTART;VALUE=DATE:${ics(night(20))}`);

    // Round trip: B imports A's feed and closes exactly A's booked and blocked nights.
    served.set('/export-a.ics', text);
    const b = await property('Import Farm');
    await addImport(b.id, b.sites[0]!.id, 'Export Farm', `${base}/export-a.ics`);
    const closedA = (await closedNights(a.id, night(0), night(60))).filter((d) => d !== night(20));
    const bookedA = await (async () => {
      const res = await t.app.inject({
        url: `/v1/locations/${a.id}/availability?from=${night(0)}&to=${night(60)}`,
      });
      return (
        res.json() as { sites: { nights: { date: IsoDate; state: string }[] }[] }
      ).sites[0]!.nights.filter((n) => n.state === 'booked').map((n) => n.date);
    })();
    expect(await closedNights(b.id, night(0), night(60))).toEqual([...closedA, ...bookedA].sort());
    expect(await closedNights(b.id, night(0), night(60))).toEqual([5, 6, 8, 9].map(night));

    // A wrong token, and the old one once replaced, answer 404.
    expect((await t.app.inject({ url: '/v1/calendar-feeds/not-the-token.ics' })).statusCode).toBe(404);
    const replaced = await t.app.inject({
      method: 'POST',
      url: syncUrl(a.id, siteA.id, 'calendar-feed-token'),
      headers: host.headers,
    });
    expect(replaced.statusCode).toBe(200);
    const newUrl = new URL((replaced.json() as CalendarSync).feedUrl);
    expect(newUrl.pathname).not.toBe(feedUrl.pathname);
    expect((await t.app.inject({ url: feedUrl.pathname })).statusCode).toBe(404);
    expect((await t.app.inject({ url: newUrl.pathname })).statusCode).toBe(200);
  });

  it('shows a site’s sync only to those who manage its property', async () => {
    const loc = await property('Private Farm');
    const stranger = await signUp(t, `stranger-${randomUUID()}@example.test`, { accountValid: true });
    const res = await t.app.inject({ url: syncUrl(loc.id, loc.sites[0]!.id), headers: stranger.headers });
    expect(res.statusCode).toBe(404);
    const wrongSite = await t.app.inject({
      url: syncUrl(loc.id + 1000, loc.sites[0]!.id),
      headers: host.headers,
    });
    expect(wrongSite.statusCode).toBe(404);
  });
});
