import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgets } from '../../db/schema';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { signUp } from '../../testing/actors';

let t: TestContext;
beforeAll(async () => {
  // A built web app with both pages: the app (index.html) and the promo widget (widget.html).
  const dir = fs.mkdtempSync(path.join(process.cwd(), '.tmp/web-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Stopover</title><div id="root"></div>',
  );
  fs.writeFileSync(
    path.join(dir, 'widget.html'),
    '<!doctype html><title>Stopover</title><main id="widget"></main>',
  );
  t = await createTestApp({ WEB_DIST_DIR: dir });
  await t.database.db.insert(widgets).values([
    {
      slug: 'summer',
      title: 'Summer nights',
      tagLine: 'Stay on a farm',
      buttonUrl: '/locations',
      slides: [
        { size: '728x90', url: '/uploads/a.svg' },
        { size: '300x250', url: '/uploads/b.svg' },
      ],
    },
    { slug: 'autumn', title: 'Autumn', tagLine: '', buttonUrl: '/', slides: [] },
  ]);
});
afterAll(() => t.close());

describe('the promo widget page', () => {
  it('answers /widget/{slug} with the widget’s own page, which any site may frame', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/widget/summer?size=300x250&affiliate=P1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<main id="widget">');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers an unknown widget the same way: the page itself shows the fallback', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/widget/no-such-widget' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<main id="widget">');
  });

  it('still forbids framing everywhere else', async () => {
    for (const url of ['/', '/locations', '/somewhere-else', '/widgets']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('<div id="root">');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
    }
  });
});

describe('GET /v1/admin/widgets', () => {
  it('lists every widget with the sizes it has slides for, in the spec’s order', async () => {
    const admin = await signUp(t, 'widget-admin@example.test', { roles: ['administrator'] });
    const res = await t.app.inject({ method: 'GET', url: '/v1/admin/widgets', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        { slug: 'autumn', title: 'Autumn', slideSizes: [] },
        { slug: 'summer', title: 'Summer nights', slideSizes: ['300x250', '728x90'] },
      ],
    });
  });
});
