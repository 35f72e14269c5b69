// Reads that may lag go to a read replica (decision 055), on the real app. PostgreSQL has no
// streaming replica here: a "replica" is a second database cloned from the same template, given
// data the primary does not have, so an answer shows which database it came from.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { openDatabase, type Database } from '../db/client';
import { users, widgets } from '../db/schema';
import { createCollectionPage, createContentPage, createLocation } from '../testing/fixtures';
import { cloneTemplateDatabase, createTestApp, type TestContext } from '../testing/test-app';
import { signUp, TEST_PASSWORD } from '../testing/actors';
import { READ_FROM_HEADER, READ_PRIMARY_COOKIE, REPLICA_LAG_HEADER } from './reads';

const onPostgres = !!process.env.TEST_DATABASE_URL;
/** A port nothing listens on. */
const DEAD_REPLICA = 'postgres://postgres@127.0.0.1:1/stopover';

/** The `name=value` pairs of a response's Set-Cookie lines. */
function setCookies(res: LightMyRequestResponse): Map<string, string> {
  const header = res.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [String(header)] : [];
  return new Map(lines.map((line) => [line.split('=')[0]!, line.split(';')[0]!]));
}

const names = (res: LightMyRequestResponse) =>
  (res.json() as { items: { name: string }[] }).items.map((item) => item.name);

describe('without replicas nothing changes', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
    await createLocation(t.database.db, { name: 'Primary Farm' });
  });
  afterAll(() => t.close());

  it('reads the one database, marks no answer and sets no cookie after a write', async () => {
    const search = await t.app.inject({ method: 'GET', url: '/v1/locations' });
    expect(search.statusCode).toBe(200);
    expect(names(search)).toEqual(['Primary Farm']);
    expect(search.headers[READ_FROM_HEADER]).toBeUndefined();
    const signUpRes = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-up/email',
      payload: { email: 'no-replica@example.test', password: TEST_PASSWORD, name: '' },
    });
    expect(signUpRes.statusCode).toBe(200);
    expect(setCookies(signUpRes).has(READ_PRIMARY_COOKIE)).toBe(false);
    expect(t.reads.replicas).toBeNull();
  });
});

describe.skipIf(!onPostgres)('with replicas', () => {
  let replica: { url: string; drop(): Promise<void> };
  let replicaDatabase: Database;
  const apps: TestContext[] = [];

  /** A server on a new primary with DATABASE_REPLICA_URLS, its replicas measured once. */
  async function appWith(urls: string[], options: Parameters<typeof createTestApp>[1] = {}) {
    // A measurement is trusted for ever here: which database answers must not depend on how fast a
    // busy machine runs the probe (staleness is replicas.test.ts' business).
    const t = await createTestApp(
      { DATABASE_URL: process.env.TEST_DATABASE_URL!, DATABASE_REPLICA_URLS: urls.join(',') },
      { ...options, reads: { trustedForMs: Number.POSITIVE_INFINITY, ...options.reads } },
    );
    apps.push(t);
    await createLocation(t.database.db, { name: 'Primary Farm' });
    await t.reads.replicas!.probe();
    return t;
  }

  beforeAll(async () => {
    replica = await cloneTemplateDatabase();
    replicaDatabase = await openDatabase({ kind: 'postgres', url: replica.url, poolSize: 2 });
    const db = replicaDatabase.db;
    await createLocation(db, { name: 'Replica Only Farm' });
    await createContentPage(db, { slug: 'replica-only', title: 'Only on the replica', rows: [] });
    await createCollectionPage(db, { slug: 'replica-collection', title: 'Replica collection', position: 0 });
    await db.insert(widgets).values({
      slug: 'replica-widget',
      title: 'Replica widget',
      tagLine: 'Only there',
      buttonUrl: '/locations',
      slides: [],
    });
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await replicaDatabase.close();
    await replica.drop();
  });

  describe('a replica in use', () => {
    let t: TestContext;
    let locationId: number;
    beforeAll(async () => {
      t = await appWith([replica.url]);
      locationId = (await createLocation(replicaDatabase.db, { name: 'Replica Only Lodge' })).id;
    });

    it('answers a visitor’s search, and says so with its lag', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/v1/locations' });
      expect(res.statusCode).toBe(200);
      expect(names(res).sort()).toEqual(['Replica Only Farm', 'Replica Only Lodge']);
      expect(res.headers[READ_FROM_HEADER]).toBe('replica');
      // Not a standby: its own latest state.
      expect(res.headers[REPLICA_LAG_HEADER]).toBe('0');
      expect(t.reads.replicas!.status()).toEqual([
        {
          name: expect.stringMatching(/^127\.0\.0\.1:5432\/stopover_test_/),
          lagMs: 0,
          inUse: true,
          reason: null,
        },
      ]);
    });

    it('answers a location page, its availability, the content pages and the sitemap', async () => {
      const get = (url: string) => t.app.inject({ method: 'GET', url });
      const location = await get(`/v1/locations/${locationId}`);
      expect(location.json()).toMatchObject({ id: locationId, name: 'Replica Only Lodge' });
      const availability = await get(`/v1/locations/${locationId}/availability`);
      expect(availability.statusCode).toBe(200);
      expect(availability.json()).toMatchObject({ locationId });
      expect((await get('/v1/content/pages/replica-only')).json()).toMatchObject({
        title: 'Only on the replica',
      });
      expect((await get('/v1/content/collectionPage/replica-collection')).statusCode).toBe(200);
      expect((await get('/v1/content/collections')).json()).toEqual({
        items: [expect.objectContaining({ slug: 'replica-collection' })],
      });
      expect((await get('/v1/content/widgets/replica-widget')).json()).toMatchObject({
        title: 'Replica widget',
      });
      const sitemap = await get('/sitemap.xml');
      expect(sitemap.body).toContain('/replica-only</loc>');
      for (const res of [location, availability, sitemap]) {
        expect(res.headers[READ_FROM_HEADER]).toBe('replica');
      }
    });

    it('answers “not found” itself: a refusal is not a failure', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/v1/content/pages/no-such-page' });
      expect(res.statusCode).toBe(404);
      expect(res.headers[READ_FROM_HEADER]).toBe('replica');
    });

    it('leaves every other read and every write on the primary', async () => {
      const tags = await t.app.inject({ method: 'GET', url: '/v1/tags' });
      expect(tags.statusCode).toBe(200);
      expect(tags.headers[READ_FROM_HEADER]).toBeUndefined();
    });

    it('sends a signed-in user’s reads to the primary for a while after their write', async () => {
      const signedUp = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/sign-up/email',
        payload: { email: 'ryw-host@example.test', password: TEST_PASSWORD, name: '' },
      });
      const cookies = setCookies(signedUp);
      const session = [...cookies.entries()].find(([name]) => name.includes('session_token'))![1];
      // Signing up is a write: the answer opens the window at once.
      const window = signedUp.headers['set-cookie'] as string[];
      expect(window.find((line) => line.startsWith(`${READ_PRIMARY_COOKIE}=`))).toMatch(
        /; Path=\/; Max-Age=5; HttpOnly; SameSite=Lax$/,
      );
      const hostId = (signedUp.json() as { user: { id: string } }).user.id;
      await t.database.db.update(users).set({ accountValid: true }).where(eq(users.id, hostId));
      const farm = await createLocation(t.database.db, { name: 'Host Farm', ownerId: hostId });

      // Without the window (it ended), the host reads the replica like anyone else.
      const before = await t.app.inject({
        method: 'GET',
        url: '/v1/locations',
        headers: { cookie: session },
      });
      expect(before.headers[READ_FROM_HEADER]).toBe('replica');
      expect(names(before)).not.toContain('Host Farm');

      const unlisted = await t.app.inject({
        method: 'PUT',
        url: `/v1/locations/${farm.id}/status`,
        headers: { cookie: session },
        payload: { status: 'inactive' },
      });
      expect(unlisted.statusCode).toBe(200);
      const windowCookie = setCookies(unlisted).get(READ_PRIMARY_COOKIE)!;
      expect(windowCookie).toBeDefined();

      const after = await t.app.inject({
        method: 'GET',
        url: `/v1/locations/${farm.id}`,
        headers: { cookie: `${session}; ${windowCookie}` },
      });
      expect(after.headers[READ_FROM_HEADER]).toBe('primary');
      expect(after.json()).toMatchObject({ name: 'Host Farm', status: 'inactive' });
      const search = await t.app.inject({
        method: 'GET',
        url: '/v1/locations',
        headers: { cookie: `${session}; ${windowCookie}` },
      });
      expect(search.headers[READ_FROM_HEADER]).toBe('primary');
      expect(names(search)).toEqual(['Primary Farm']);
    });

    it('takes no window that is forged or over', async () => {
      const [name, value] = t.reads.windowCookie()!.split(';')[0]!.split('=') as [string, string];
      const until = value.split('.')[0]!;
      const forged = `${name}=${Number(until) + 60_000}.${value.split('.')[1]}`;
      const over = t.reads.windowCookie(Date.now() - 10_000)!.split(';')[0]!;
      for (const cookie of [forged, over, `${name}=${until}.x`]) {
        const res = await t.app.inject({ method: 'GET', url: '/v1/locations', headers: { cookie } });
        expect(res.headers[READ_FROM_HEADER]).toBe('replica');
      }
      const open = await t.app.inject({
        method: 'GET',
        url: '/v1/locations',
        headers: { cookie: `${name}=${value}` },
      });
      expect(open.headers[READ_FROM_HEADER]).toBe('primary');
    });

    it('reads the primary for a bearer-token client, which may keep no cookie', async () => {
      const actor = await signUp(t, 'ryw-bearer@example.test');
      const res = await t.app.inject({ method: 'GET', url: '/v1/locations', headers: actor.headers });
      expect(res.headers[READ_FROM_HEADER]).toBe('primary');
      expect(names(res)).toContain('Primary Farm');
      expect(names(res)).not.toContain('Replica Only Farm');
    });
  });

  it('takes healthy replicas in turn and skips one that is down', async () => {
    const second = await cloneTemplateDatabase();
    const secondDatabase = await openDatabase({ kind: 'postgres', url: second.url, poolSize: 1 });
    await createLocation(secondDatabase.db, { name: 'Second Replica Farm' });
    try {
      const t = await appWith([replica.url, DEAD_REPLICA, second.url]);
      expect(t.reads.replicas!.status().map((s) => [s.inUse, s.reason])).toEqual([
        [true, null],
        [false, 'down'],
        [true, null],
      ]);
      const seen = new Set<string>();
      for (let i = 0; i < 4; i++) {
        const res = await t.app.inject({ method: 'GET', url: '/v1/locations?limit=50' });
        expect(res.headers[READ_FROM_HEADER]).toBe('replica');
        seen.add(names(res).includes('Second Replica Farm') ? 'second' : 'first');
      }
      expect([...seen].sort()).toEqual(['first', 'second']);
    } finally {
      await secondDatabase.close();
      await second.drop();
    }
  });

  it('lets the primary answer when the only replica is down', async () => {
    const t = await appWith([DEAD_REPLICA]);
    const res = await t.app.inject({ method: 'GET', url: '/v1/locations' });
    expect(res.statusCode).toBe(200);
    expect(res.headers[READ_FROM_HEADER]).toBe('primary');
    expect(names(res)).toEqual(['Primary Farm']);
  });

  it('skips a replica lagging beyond REPLICA_MAX_LAG_MS, and uses it again once it catches up', async () => {
    let lagMs = 5000;
    const t = await appWith([replica.url], { reads: { measureLag: async () => lagMs } });
    const lagging = await t.app.inject({ method: 'GET', url: '/v1/locations' });
    expect(lagging.headers[READ_FROM_HEADER]).toBe('primary');
    expect(names(lagging)).toEqual(['Primary Farm']);
    expect(t.reads.replicas!.status()[0]).toMatchObject({ inUse: false, reason: 'lagging', lagMs: 5000 });
    lagMs = 300;
    await t.reads.replicas!.probe();
    const caughtUp = await t.app.inject({ method: 'GET', url: '/v1/locations' });
    expect(caughtUp.headers[READ_FROM_HEADER]).toBe('replica');
    expect(caughtUp.headers[REPLICA_LAG_HEADER]).toBe('300');
  });

  it('reads again on the primary when the replica fails the read, and stops using it', async () => {
    const doomed = await cloneTemplateDatabase();
    const t = await appWith([doomed.url]);
    expect(t.reads.replicas!.status()[0]!.inUse).toBe(true);
    await doomed.drop();
    const res = await t.app.inject({ method: 'GET', url: '/v1/locations' });
    expect(res.statusCode).toBe(200);
    expect(res.headers[READ_FROM_HEADER]).toBe('primary');
    expect(res.headers[REPLICA_LAG_HEADER]).toBeUndefined();
    expect(names(res)).toEqual(['Primary Farm']);
    expect(t.reads.replicas!.status()[0]).toMatchObject({ inUse: false, reason: 'down' });
  });
});
