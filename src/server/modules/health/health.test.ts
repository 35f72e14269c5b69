import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../testing/test-app';

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
    });
    expect(res.headers['content-security-policy']).not.toContain('stripe.com');
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
      expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
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
    web = await createTestApp({ WEB_DIST_DIR: dir });
  });
  afterAll(() => web.close());

  it('falls back to index.html for app routes, revalidated every time', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/locations/42?affiliate=abc' });
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

  it('still answers unknown API paths with JSON, not the app', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/v1/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
