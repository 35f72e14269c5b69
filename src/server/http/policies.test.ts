import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import viteConfig from '../../../vite.config';
import { signUp, type Actor } from '../testing/actors';
import { createTestApp, type TestContext } from '../testing/test-app';
import { permissionsPolicy, PRIVATE_CACHE_CONTROL } from './policies';

/** A built web app as Vite leaves it, with a source map someone built by hand. */
function webDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stopover-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Stopover</title>');
  fs.writeFileSync(
    path.join(dir, 'assets', 'app-1234.js'),
    'console.log(1);\n//# sourceMappingURL=app-1234.js.map',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'app-1234.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  return dir;
}

describe('answers carrying a signed-in user’s data and the Permissions-Policy', () => {
  let t: TestContext;
  let user: Actor;
  let dist: string;

  beforeAll(async () => {
    dist = webDist();
    t = await createTestApp({ WEB_DIST_DIR: dist });
    user = await signUp(t, 'private@example.com');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('marks every answer of a signed-in route private, no-store, refusals included', async () => {
    const own = await t.app.inject({ url: `/v1/users/${user.id}`, headers: user.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);

    const anonymous = await t.app.inject({ url: `/v1/users/${user.id}` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);

    const update = await t.app.inject({
      method: 'PUT',
      url: `/v1/users/${user.id}`,
      headers: user.headers,
      payload: { names: { firstName: 'Pat', lastName: 'Lee' } },
    });
    expect(update.statusCode).toBe(200);
    expect(update.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('marks the session answers of /v1/auth private, no-store', async () => {
    const session = await t.app.inject({ url: '/v1/auth/get-session', headers: user.headers });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.email).toBe('private@example.com');
    expect(session.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/sign-in/email',
      payload: { email: 'private@example.com', password: 'secret1' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('leaves public answers cacheable', async () => {
    const tags = await t.app.inject({ url: '/v1/tags' });
    expect(tags.statusCode).toBe(200);
    expect(tags.headers['cache-control']).not.toBe(PRIVATE_CACHE_CONTROL);
    const asset = await t.app.inject({ url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toContain('public');
  });

  it('sends the Permissions-Policy with every answer', async () => {
    for (const url of [
      '/',
      '/search',
      '/health',
      '/health/live',
      '/health/ready',
      '/v1/tags',
      `/v1/users/${user.id}`,
      '/v1/nothing-here',
    ]) {
      const res = await t.app.inject({ url });
      const policy = String(res.headers['permissions-policy']);
      expect(policy, url).toContain('camera=()');
      expect(policy, url).toContain('microphone=()');
      expect(policy, url).toContain('geolocation=()');
      expect(policy, url).toContain('payment=()');
    }
  });

  it('lets only Stripe’s frames ask for payments, when Stripe is the provider', () => {
    expect(permissionsPolicy({ payments: { kind: 'local' } })).toContain('payment=()');
    const stripe = permissionsPolicy({
      payments: { kind: 'stripe', secretKey: 'sk', publishableKey: 'pk', webhookSecret: 'wh', apiUrl: null },
    });
    expect(stripe).toContain('payment=(self "https://js.stripe.com")');
    expect(stripe).toContain('camera=()');
  });
});

describe('source maps', () => {
  it('are not produced by the production build, nor by the server renderer build', () => {
    for (const isSsrBuild of [false, true]) {
      const config = viteConfig({ command: 'build', mode: 'production', isSsrBuild });
      expect(config.build?.sourcemap).toBe(false);
    }
  });

  it('are not served in production, even when one is left in the build directory', async () => {
    const dist = webDist();
    const t = await createTestApp({ NODE_ENV: 'production', PAYMENTS_PROVIDER: 'local', WEB_DIST_DIR: dist });
    try {
      const map = await t.app.inject({ url: '/assets/app-1234.js.map' });
      expect(map.statusCode).toBe(404);
      expect(map.body).not.toContain('secret.ts');
      // A missing map is a 404 too, not the web app's index.html.
      const missing = await t.app.inject({ url: '/assets/other.js.map?x=1' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toContain('application/json');
      const script = await t.app.inject({ url: '/assets/app-1234.js' });
      expect(script.statusCode).toBe(200);
    } finally {
      await t.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
