import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, openTestDatabase, type TestContext } from '../../testing/test-app';
import { precompressDirectory } from '../../../../scripts/precompress';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health, configuration and documentation', () => {
  it('reports the database as ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('gives the web app its tile settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/config' });
    expect(res.json()).toMatchObject({
      tileUrl: expect.stringContaining('{z}'),
      tileAttribution: expect.stringContaining('OpenStreetMap'),
      payments: { provider: 'local', publishableKey: null },
      // What /why-host's worked example takes off a booking.
      platformFeePercent: 10,
      // No PARTNER_URL: 'Partner With Us' stays on the About page's partner section.
      partnerUrl: null,
    });
    expect(res.headers['content-security-policy']).not.toContain('stripe.com');
  });

  it('gives the web app the external partner page PARTNER_URL names', async () => {
    const partner = await createTestApp({ PARTNER_URL: 'https://partners.example.org/stopover' });
    try {
      const res = await partner.app.inject({ method: 'GET', url: '/v1/config' });
      expect(res.json()).toMatchObject({ partnerUrl: 'https://partners.example.org/stopover' });
    } finally {
      await partner.close();
    }
  });

  it('sends the security headers on every answer, the same each time, with the widget framed nowhere else', async () => {
    const answers = await Promise.all(
      ['/health', '/v1/config', '/v1/nothing-here', '/v1/tags'].map((url) => t.app.inject({ url })),
    );
    for (const res of answers) {
      expect(res.headers).toMatchObject({
        'content-security-policy': expect.stringContaining("default-src 'self'"),
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'x-xss-protection': '0',
      });
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['content-security-policy']).toBe(answers[0]!.headers['content-security-policy']);
    }
    expect(answers[0]!.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('names Stripe and lets its card fields load when Stripe takes the payments', async () => {
    const stripe = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_config',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_config',
      STRIPE_WEBHOOK_SECRET: 'whsec_config',
    });
    try {
      const res = await stripe.app.inject({ method: 'GET', url: '/v1/config' });
      expect(res.json().payments).toEqual({ provider: 'stripe', publishableKey: 'pk_test_config' });
      const csp = String(res.headers['content-security-policy']);
      // 'self', the prerendered pages' start script by its hash (decision 026), and Stripe.
      expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')? https:\/\/js\.stripe\.com/);
      expect(csp).toMatch(/frame-src https:\/\/js\.stripe\.com/);
    } finally {
      await stripe.close();
    }
  });

  it('publishes an OpenAPI document listing every /v1 route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/v1/locations',
        '/v1/locations/{id}',
        '/v1/locations/{id}/availability',
        '/v1/tags',
        '/v1/places',
      ]),
    );
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'http.noRoute', message: 'No route GET /v1/nothing-here' });
  });

  it('serves uploads with long cache headers', async () => {
    fs.mkdirSync(path.join(t.config.dataDir, 'uploads/test'), { recursive: true });
    fs.writeFileSync(
      path.join(t.config.dataDir, 'uploads/test/pic.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    const res = await t.app.inject({ method: 'GET', url: '/uploads/test/pic.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });
});

describe('the load balancer’s checks (decision 054)', () => {
  it('are ready and live on a migrated database that answers, and never cached', async () => {
    const ready = await t.app.inject({ url: '/health/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ready' }]);
    const live = await t.app.inject({ url: '/health/live' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    expect([ready.headers['cache-control'], live.headers['cache-control']]).toEqual(['no-store', 'no-store']);
  });

  it('are in the OpenAPI document under health, as public calls', async () => {
    const { paths } = (await t.app.inject({ url: '/docs/json' })).json() as {
      paths: Record<string, { get?: { tags?: string[]; security?: unknown } }>;
    };
    for (const path of ['/health', '/health/live', '/health/ready']) {
      expect([path, paths[path]?.get?.tags]).toEqual([path, ['health']]);
      expect(paths[path]!.get!.security).toBeUndefined();
    }
  });

  it('answer starting without this build’s newest migration, unavailable without the database, and draining from the drain on; live throughout', async () => {
    const database = await openTestDatabase();
    const copy = await createTestApp({}, { database });
    try {
      const check = async () => {
        const [ready, live, health] = await Promise.all(
          ['/health/ready', '/health/live', '/health'].map((url) => copy.app.inject({ url })),
        );
        return {
          ready: [ready!.statusCode, ready!.json().status],
          live: live!.statusCode,
          health: health!.statusCode,
        };
      };
      // Another copy is still applying the newest migration.
      const [newest] = await queryRows<{ hash: string; created_at: string }>(
        database.db,
        sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      );
      await database.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = ${newest!.hash}`);
      expect(await check()).toEqual({ ready: [503, 'starting'], live: 200, health: 200 });

      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${newest!.hash}, ${newest!.created_at})`,
      );
      expect(await check()).toEqual({ ready: [200, 'ready'], live: 200, health: 200 });

      await database.close();
      expect(await check()).toEqual({ ready: [503, 'unavailable'], live: 200, health: 503 });

      copy.app.drain.begin();
      expect(await check()).toEqual({ ready: [503, 'draining'], live: 200, health: 503 });
    } finally {
      await copy.close();
    }
  });

  it('answer draining once the drain begins, while every other route still answers', async () => {
    const copy = await createTestApp();
    try {
      expect((await copy.app.inject({ url: '/health/ready' })).statusCode).toBe(200);
      copy.app.drain.begin();
      const [ready, tags, live] = await Promise.all(
        ['/health/ready', '/v1/tags', '/health/live'].map((url) => copy.app.inject({ url })),
      );
      expect([ready!.statusCode, ready!.json()]).toEqual([503, { status: 'draining' }]);
      expect(tags!.statusCode).toBe(200);
      expect(live!.statusCode).toBe(200);
    } finally {
      await copy.close();
    }
  });
});

describe('the built web app', () => {
  let web: TestContext;
  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(process.cwd(), '.tmp/web-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><title>Stopover</title><div id="root"></div>',
    );
    fs.writeFileSync(path.join(dir, 'assets/app-abc123.js'), 'console.log(1)');
    // A bundle big enough for the build to write its compressed copies (scripts/precompress.ts).
    fs.writeFileSync(
      path.join(dir, 'assets/big-def456.js'),
      'console.log("a stay on a farm");\n'.repeat(200),
    );
    precompressDirectory(dir);
    web = await createTestApp({ WEB_DIST_DIR: dir });
  });
  afterAll(() => web.close());

  it('falls back to index.html for app routes, revalidated every time', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/collections/farms?affiliate=abc' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('lets partners frame the promo widget, and no other page', async () => {
    const widget = await web.app.inject({ method: 'GET', url: '/widget/summer?affiliate=abc' });
    expect(widget.statusCode).toBe(200);
    expect(widget.headers['x-frame-options']).toBeUndefined();
    expect(widget.headers['content-security-policy']).toContain('frame-ancestors *');
    const home = await web.app.inject({ method: 'GET', url: '/' });
    expect(home.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(home.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it('serves hashed bundles as immutable', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the build’s Brotli or gzip copy to browsers that take it, varying on Accept-Encoding', async () => {
    const original = fs.readFileSync(path.join(web.config.webDistDir, 'assets/big-def456.js'));
    const br = await web.app.inject({
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload.length).toBeLessThan(original.length / 10);
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);

    const gz = await web.app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).equals(original)).toBe(true);

    const plain = await web.app.inject({
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);
    // A file too small to be worth it has no copies and is sent as it is.
    expect(fs.existsSync(path.join(web.config.webDistDir, 'assets/app-abc123.js.br'))).toBe(false);
  });

  it('still answers unknown API paths with JSON, not the app', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/v1/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
